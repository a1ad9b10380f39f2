package qtext

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"readapi"
)

func TestNamedTermsRankOthers(t *testing.T) {
	events := dataset(t, "events")
	for _, tc := range []struct {
		q                 string
		implied, narrower map[string][]string
	}{
		// a genre asks for its kind: a jazz festival ranks below
		{"caz", map[string][]string{"derived.kind": {"concert"}}, map[string][]string{"derived.audience": {"children"}}},
		// unless q names a kind itself
		{"caz festivalı", nil, map[string][]string{"derived.audience": {"children"}}},
		// a kind asks for no children's show, unless q says for whom
		{"teatr", nil, map[string][]string{"derived.audience": {"children"}}},
		{"teatr uşaqlar üçün", nil, nil},
		{"спектакли для детей", nil, nil},
		// a name names no kind: nothing ranks below
		{"Cırtdan", nil, nil},
	} {
		qc := Parse(events, tc.q, false).classes
		if !reflect.DeepEqual(qc.implied, tc.implied) || !reflect.DeepEqual(qc.narrower, tc.narrower) {
			t.Errorf("%q: implied %v, narrower %v; want %v, %v", tc.q, qc.implied, qc.narrower, tc.implied, tc.narrower)
		}
	}
}

func TestQualifyingTermsContradict(t *testing.T) {
	events := dataset(t, "events")
	for _, tc := range []struct {
		q, member string
		ids       []string
	}{
		{"комедия на русском языке", "derived.languages", []string{"ru"}},
		{"stand-up in English", "derived.languages", []string{"en"}},
		{"teatr uşaqlar üçün", "derived.audience", []string{"children"}},
		{"teatr", "", nil},
	} {
		got := contradictingClauses(Parse(events, tc.q, false).classes)
		if tc.member == "" {
			if len(got) != 0 {
				t.Errorf("%q: %v, want none", tc.q, got)
			}
			continue
		}
		want := readapi.Clause{"bool": readapi.Clause{
			"filter":   []readapi.Clause{{"exists": readapi.Clause{"field": tc.member}}},
			"must_not": []readapi.Clause{{"terms": readapi.Clause{tc.member: tc.ids}}},
		}}
		if len(got) != 1 || !reflect.DeepEqual(got[0], want) {
			t.Errorf("%q: %v, want %v", tc.q, got, want)
		}
	}
}

func TestVenueRunsCountAsOneWord(t *testing.T) {
	events := dataset(t, "events")
	for _, tc := range []struct {
		q     string
		short bool
	}{
		{"Hamlet Rus Dram Teatrı", true},
		{"Гамлет в Русском драматическом театре", true},
		{"Hamlet Othello Carmen Giselle", false},
	} {
		if got := Parse(events, tc.q, false).classes.short(); got != tc.short {
			t.Errorf("%q: short %v, want %v", tc.q, got, tc.short)
		}
	}
}

func TestMisspeltNameSearchedInTheOtherScript(t *testing.T) {
	events := dataset(t, "events")
	has := func(c readapi.Clause) bool {
		b, _ := json.Marshal(c)
		return strings.Contains(string(b), `"fuzziness":"AUTO:5,9","fuzzy_transpositions":true,"max_expansions":20,"operator":"or","prefix_length":0,"query":"звераполис`)
	}
	v := Parse(events, "Zverapolis", true)
	if !has(v.Clause(true, nil)) {
		t.Error("Zverapolis, nothing near it in Latin letters: its Cyrillic spellings are not searched with a typo")
	}
	if has(v.Clause(true, map[string][]string{"Zverapolis": {"zveropolis"}})) {
		t.Error("Zverapolis corrected: its Cyrillic spellings are searched with a typo too")
	}
	if has(Parse(events, "Zverapolis", false).Clause(true, nil)) {
		t.Error("Zverapolis without fuzzy: searched with a typo")
	}
}

func TestCorrectedRunNamesAVenue(t *testing.T) {
	events := dataset(t, "events")
	qc := Parse(events, "Crytsal Hall", true).classes.withCorrections(events, map[string][]string{"Crytsal": {"crystal"}})
	for i := range qc.groups {
		if n := qc.named[i]; n == nil || !slices.Contains(n.ids["derived.place"], "crystal-hall") {
			t.Errorf("Crytsal Hall corrected to crystal: group %d names %v, want the place crystal-hall", i, n)
		}
	}
}

func TestOccupationGradesLevels(t *testing.T) {
	jobs := dataset(t, "jobs")
	levels := []string{"intern", "entry", "junior", "senior", "lead", "executive"}
	for _, tc := range []struct {
		q                 string
		unasked, learners map[string][]string
	}{
		// an occupation asked plainly: every level but the mid-level
		// ranks slightly below, an intern with the assistants
		{"mühasib", map[string][]string{"derived.seniority": levels}, map[string][]string{"derived.seniority": {"intern"}}},
		{"программиста", map[string][]string{"derived.seniority": levels}, map[string][]string{"derived.seniority": {"intern"}}},
		// a word of q says a level: none ranks below for it
		{"baş mühasib", nil, nil},
		{"junior developer", nil, nil},
		{"стажер бухгалтер", nil, nil},
		{"бухгалтер без опыта", nil, nil},
		// q names no occupation
		{"Azər-Türk", nil, nil},
	} {
		qc := Parse(jobs, tc.q, false).classes
		if !reflect.DeepEqual(qc.unasked, tc.unasked) || !reflect.DeepEqual(qc.learners, tc.learners) {
			t.Errorf("%q: unasked %v, learners %v; want %v, %v", tc.q, qc.unasked, qc.learners, tc.unasked, tc.learners)
		}
	}
}

func TestOccupationKinds(t *testing.T) {
	kinds := termRankingOf(dataset(t, "jobs")).kinds["derived.occupation"]
	for _, tc := range []struct {
		term     string
		kinds    []string
		notKinds []string
	}{
		{"teacher", []string{"teacher", "math-teacher", "english-teacher", "primary-school-teacher"}, []string{"tutor"}},
		{"doctor", []string{"doctor", "neurologist", "pediatrician", "dentist"}, []string{"nurse"}},
		{"driver", []string{"driver", "taxi-driver", "bus-driver"}, []string{"courier", "freight-forwarder"}},
		{"accountant", []string{"accountant"}, []string{"economist", "cashier"}},
	} {
		for _, k := range tc.kinds {
			if !slices.Contains(kinds[tc.term], k) {
				t.Errorf("%s is not a kind of %s: %v", k, tc.term, kinds[tc.term])
			}
		}
		for _, k := range tc.notKinds {
			if slices.Contains(kinds[tc.term], k) {
				t.Errorf("%s is a kind of %s: %v", k, tc.term, kinds[tc.term])
			}
		}
	}
}

func TestOtherOccupationsRankBelow(t *testing.T) {
	jobs := dataset(t, "jobs")
	got := otherOccupationClauses(Parse(jobs, "mühasib", false).classes)
	if len(got) != 1 {
		t.Fatalf("mühasib: %v, want one clause", got)
	}
	ids := got[0]["bool"].(readapi.Clause)["must_not"].([]readapi.Clause)[0]["terms"].(readapi.Clause)["derived.occupation"].([]string)
	if !slices.Contains(ids, "accountant") || slices.Contains(ids, "economist") {
		t.Errorf("mühasib: the rows of %v rank first, want the accountants' and not the economists'", ids)
	}
	if got := otherOccupationClauses(Parse(jobs, "Azər-Türk", false).classes); got != nil {
		t.Errorf("a q naming no occupation ranks %v below", got)
	}
}

func TestOccupationHeadKinds(t *testing.T) {
	headed := termRankingOf(dataset(t, "jobs")).headed["derived.occupation"]
	for _, tc := range []struct {
		term     string
		kinds    []string
		notKinds []string
	}{
		{"driver", []string{"taxi-driver", "bus-driver", "personal-driver"}, []string{"driver", "courier", "driving-instructor"}},
		{"teacher", []string{"math-teacher", "kindergarten-teacher"}, []string{"teacher", "tutor"}},
		{"electrician", []string{"auto-electrician"}, []string{"electrical-engineer"}},
		{"engineer", []string{"civil-engineer", "electrical-engineer"}, []string{"software-developer"}},
	} {
		for _, k := range tc.kinds {
			if !slices.Contains(headed[tc.term], k) {
				t.Errorf("%s's label does not name %s as its head: %v", k, tc.term, headed[tc.term])
			}
		}
		for _, k := range tc.notKinds {
			if slices.Contains(headed[tc.term], k) {
				t.Errorf("%s's label names %s as its head: %v", k, tc.term, headed[tc.term])
			}
		}
	}
}
