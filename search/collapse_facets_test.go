package search

import (
	"strings"
	"testing"

	"readapi"
)

// TestGroupCounterCountsEachGroupOncePerValue: pairs arrive group by group
// (across pages of the composite scan); a group counts once under each
// value shown, after the facet's grouping of values.
func TestGroupCounterCountsEachGroupOncePerValue(t *testing.T) {
	q, err := parse(t, readapi.Jobs, "collapse=duplicates&facets=source_type")
	if err != nil {
		t.Fatal(err)
	}
	p := Compile(q, nil)
	if len(p.Facets) != 2 || p.Facets[0].rows != outsideGroups || p.Facets[1].rows != inGroups {
		t.Fatalf("a facet under collapse is not counted outside and inside groups: %+v", p.Facets)
	}
	outside, inside := p.Facets[0], p.Facets[1]
	if _, err := outside.Read([]byte(`{"aggregations":{"v":{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[{"key":"boss","doc_count":2},{"key":"x","doc_count":1}]}}}`)); err != nil {
		t.Fatal(err)
	}
	// g1 holds a board's copy and two of unknown sources (y, z), g2 a
	// board's copy and, on the next page, one of an unknown source.
	page := `{"aggregations":{"v":{"buckets":[{"key":{"g":"g1","v":"boss"}},{"key":{"g":"g1","v":"y"}},{"key":{"g":"g1","v":"z"}},{"key":{"g":"g2","v":"boss"}}]}}}`
	if _, err := inside.Read([]byte(page)); err != nil {
		t.Fatal(err)
	}
	inside.groups.add("g2", "w", inside.q.Facets[0].group)
	got := string(p.FacetsJSON())
	// board: the two rows of boss outside groups, g1, g2; unknown: x, g1
	// (y and z once), g2
	if want := `{"source_type":[{"value":"board","count":4},{"value":"unknown","count":3}]}`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// TestCollapseFacetBodiesSplitTheRows: the rows outside groups are counted
// by the terms aggregation (every value), those in groups by (group,
// value) pairs; both under the facet's disjunctive filters.
func TestCollapseFacetBodiesSplitTheRows(t *testing.T) {
	q, err := parse(t, readapi.Jobs, "collapse=duplicates&city=Baki&remote=true&facets=city")
	if err != nil {
		t.Fatal(err)
	}
	p := Compile(q, nil)
	outside, err := p.Facets[0].Body()
	if err != nil {
		t.Fatal(err)
	}
	inside, err := p.Facets[1].Body()
	if err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		body       string
		has, hasnt []string
	}{
		"outside": {string(outside), []string{`"must_not":[{"exists":{"field":"dup_group"}}]`, `"size":1000`, `"remote"`}, []string{`"Baki"`, `"composite"`}},
		"inside":  {string(inside), []string{`{"exists":{"field":"dup_group"}}`, `"composite"`, `{"g":{"terms":{"field":"dup_group"}}}`, `"remote"`, `{"terms":{"dup_varies":["remote"]}}`}, []string{`"Baki"`}},
	} {
		for _, s := range c.has {
			if !strings.Contains(c.body, s) {
				t.Errorf("%s body lacks %s: %s", name, s, c.body)
			}
		}
		for _, s := range c.hasnt {
			if strings.Contains(c.body, s) {
				t.Errorf("%s body has %s: %s", name, s, c.body)
			}
		}
	}
	if p.Facets[0].Preference() == p.Facets[1].Preference() || p.Facets[1].Preference() == "" {
		t.Errorf("preferences %q %q", p.Facets[0].Preference(), p.Facets[1].Preference())
	}
}

// TestCollapseFacetsCountLeads: where the filters within a group can
// depend only on active, a facet under collapse is one terms aggregation
// over the rows outside groups and the leads of its mode, with the groups
// where a filtered field varies (or stored without flags) counted by their
// (group, value) pairs; a
// facet whose values are grouped for the request, or any under q, reads
// every grouped row's pairs.
func TestCollapseFacetsCountLeads(t *testing.T) {
	for _, c := range []struct {
		query string
		// bodies: what each search of the first facet holds and lacks
		has, hasnt [][]string
	}{
		{"collapse=duplicates&facets=city",
			[][]string{
				{`{"term":{"dup_leads":"all/city"}}`, `"must_not":[{"exists":{"field":"dup_group"}}]`, `"size":1000`},
				{`"composite"`, `"must_not":[{"exists":{"field":"dup_varies"}}]`}},
			[][]string{{"composite", `{"terms":{"dup_varies"`}, {`{"terms":{"dup_varies"`}}},
		{"collapse=duplicates&active=false&facets=city",
			[][]string{{`{"term":{"dup_leads":"inactive/city"}}`, `"active":false`}, {`"active":false`, `"composite"`}},
			[][]string{{"composite", `{"terms":{"dup_varies"`}, {`{"terms":{"dup_varies"`}}},
		{"collapse=duplicates&active=true&city=Baki&remote=true&facets=source",
			[][]string{
				{`{"term":{"dup_leads":"active/source"}}`, `"must_not":[{"terms":{"dup_varies":["city","remote"]}}]`, `"size":1000`},
				{`"composite"`, `{"terms":{"dup_varies":["city","remote"]}}`, `{"exists":{"field":"dup_group"}}`}},
			[][]string{{"composite"}, {"all/", "active/"}}},
		{"collapse=duplicates&facets=source_type",
			[][]string{{`"must_not":[{"exists":{"field":"dup_group"}}]`}, {`"composite"`, `{"exists":{"field":"dup_group"}}`}},
			[][]string{{"dup_leads"}, {"dup_leads", "dup_varies"}}},
		{"collapse=duplicates&q=baki&facets=city",
			[][]string{{`"must_not":[{"exists":{"field":"dup_group"}}]`}, {`"composite"`, `{"exists":{"field":"dup_group"}}`}},
			[][]string{{"dup_leads"}, {"dup_leads", "dup_varies"}}},
	} {
		q, err := parse(t, readapi.Jobs, c.query)
		if err != nil {
			t.Fatal(err)
		}
		p := Compile(q, nil)
		if len(p.Facets) != len(c.has) {
			t.Errorf("%s: %d searches, want %d", c.query, len(p.Facets), len(c.has))
			continue
		}
		for i, s := range p.Facets {
			body, err := s.Body()
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range c.has[i] {
				if !strings.Contains(string(body), want) {
					t.Errorf("%s: search %d lacks %s: %s", c.query, i, want, body)
				}
			}
			for _, not := range c.hasnt[i] {
				if strings.Contains(string(body), not) {
					t.Errorf("%s: search %d has %s: %s", c.query, i, not, body)
				}
			}
		}
	}
}
