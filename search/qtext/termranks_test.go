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
