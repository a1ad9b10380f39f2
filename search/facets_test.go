package search

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"readapi"
	"readapi/mappings"
)

// mappingField is mappings.Field, failing the test on an error.
func mappingField(t *testing.T, dataset, path string) map[string]any {
	t.Helper()
	node, err := mappings.Field(dataset, path)
	if err != nil {
		t.Fatal(err)
	}
	return node
}

// TestFacetsAreTheSpecsOnExactFields: each dataset's facetable fields are
// the list the OpenAPI document promises (each collection's facets
// parameter), each counted on a field that indexes the stored value
// as it is (a keyword without normalizer, or a boolean).
func TestFacetsAreTheSpecsOnExactFields(t *testing.T) {
	spec := map[string][]string{
		"jobs": {"source", "source_type", "city", "district", "country", "remote", "employment_type", "job_function",
			"career_level", "salary_currency", "salary_period", "active", "company",
			"occupation", "field", "seniority", "employment", "language", "salary_azn"},
		"events":       {"source", "category", "venue", "kind", "genre", "place", "language", "audience"},
		"quotes":       {"source", "author", "category"},
		"rates":        {"code", "kind", "carried_forward"},
		"genome":       {"category", "authority", "status", "format"},
		"reachability": {"watchlist", "vantage", "reachable", "failure_class"},
	}
	for _, d := range readapi.All {
		if got := d.FacetNames(); !slices.Equal(got, spec[d.Name]) {
			t.Errorf("%s facets %v, want %v", d.Name, got, spec[d.Name])
		}
		for _, f := range d.Facets {
			m := mappingField(t, d.Name, f.Field)
			want := map[readapi.Kind]string{readapi.String: "keyword", readapi.Boolean: "boolean"}[f.Kind]
			if m == nil || m["type"] != want || m["normalizer"] != nil {
				t.Errorf("%s facet %s: %s is mapped %v, want a plain %s", d.Name, f.Name, f.Field, m, want)
			}
		}
	}
	for _, v := range []*readapi.Dataset{readapi.Removed(readapi.Jobs), readapi.LatestRates, readapi.RandomQuotes} {
		if slices.Contains(v.AcceptedParams(), "facets") {
			t.Errorf("%s (%v) accepts facets", v.Name, v.ListPaths)
		}
	}
}

func TestFacetsRejected(t *testing.T) {
	for _, c := range []struct {
		d            *readapi.Dataset
		query, param string
	}{
		{readapi.Jobs, "facets=title", "facets"},
		{readapi.Jobs, "facets=", "facets"},
		{readapi.Jobs, "facets=,", "facets"},
		{readapi.Jobs, "facet_limit=3", "facet_limit"},
		{readapi.Jobs, "facets=city&facet_limit=0", "facet_limit"},
		{readapi.Jobs, "facets=city&facet_limit=101", "facet_limit"},
		{readapi.Jobs, "facets=city&facet_limit=", "facet_limit"},
		{readapi.Events, "facets=venue.id", "facets"},
		{readapi.Rates, "facets=codes", "facets"},
	} {
		_, err := parse(t, c.d, c.query)
		if e, ok := err.(*readapi.Error); !ok || e.Code != readapi.CodeInvalid || e.Param != c.param {
			t.Errorf("%s?%s: %v, want a 400 naming %s", c.d.Name, c.query, err, c.param)
		}
	}
	_, err := parse(t, readapi.Genome, "facets=status,sort_order")
	if err == nil || !strings.Contains(err.Error(), `"sort_order"`) || !strings.Contains(err.Error(), "category, authority, status, format") {
		t.Errorf("unknown facet: %v, want it named and the facetable fields listed", err)
	}
}

// TestFacetBodies: the page's search is the same with or without facets;
// each facet's search has no rows and nothing that changes from page to
// page, and its query holds the clauses no asked facet leaves out and the
// other asked facets' own filters, not its own.
func TestFacetBodies(t *testing.T) {
	const filters = "city=Bakı&remote=true&country=AZ&q=x&order=relevance&count=true&limit=5"
	plain, err := parse(t, readapi.Jobs, filters)
	if err != nil {
		t.Fatal(err)
	}
	q, err := parse(t, readapi.Jobs, filters+"&facets=city,remote,salary_period&facet_limit=4")
	if err != nil {
		t.Fatal(err)
	}
	a, _ := plain.Body(true)
	b, _ := q.Body(true)
	if string(a) != string(b) || plain.Fingerprint != q.Fingerprint {
		t.Errorf("facets changed the page's search or its cursor's fingerprint:\n%s\n%s", a, b)
	}
	cityClause, remoteClause, country := `{"term":{"city.ci":"Bakı"}}`, `{"term":{"remote":true}}`, `{"term":{"country":"AZ"}}`
	for i, want := range []struct {
		has, lacks []string
	}{
		{[]string{country, remoteClause}, []string{cityClause}},
		{[]string{country, cityClause}, []string{remoteClause}},
		{[]string{country, cityClause, remoteClause}, nil},
	} {
		raw, err := q.FacetBody(i)
		if err != nil {
			t.Fatal(err)
		}
		var body struct {
			Size           *int
			TrackTotalHits *bool `json:"track_total_hits"`
			Query          struct {
				Bool struct{ Filter []json.RawMessage }
			}
			Aggs struct {
				V struct {
					Terms struct {
						Field string
						Size  int
					}
				}
			}
		}
		if err := json.Unmarshal(raw, &body); err != nil {
			t.Fatal(err)
		}
		if body.Size == nil || *body.Size != 0 || body.TrackTotalHits == nil || *body.TrackTotalHits ||
			strings.Contains(string(raw), "search_after") || strings.Contains(string(raw), "sort") {
			t.Errorf("facet %d's search reads rows or depends on the page: %s", i, raw)
		}
		var filters []string
		for _, c := range body.Query.Bool.Filter {
			filters = append(filters, string(c))
		}
		for _, c := range want.has {
			if !slices.Contains(filters, c) {
				t.Errorf("facet %s lacks %s: %s", q.Facets[i].Name, c, filters)
			}
		}
		for _, c := range want.lacks {
			if slices.Contains(filters, c) {
				t.Errorf("facet %s counts under its own filter %s", q.Facets[i].Name, c)
			}
		}
		if len(filters) != len(want.has)+1 {
			t.Errorf("facet %s filters %s: want q's clause besides %s", q.Facets[i].Name, filters, want.has)
		}
		if f := q.Facets[i]; body.Aggs.V.Terms.Field != f.Field || body.Aggs.V.Terms.Size != 4+facetMargin {
			t.Errorf("facet %s terms %+v", f.Name, body.Aggs.V.Terms)
		}
	}
}

func TestFacetJSONOrdersAndGroups(t *testing.T) {
	q := &Query{facetQuery: facetQuery{FacetLimit: 3}}
	plain := AskedFacet{Facet: &readapi.Facet{Name: "company", Kind: readapi.String}}
	got := q.FacetJSON(plain, []FacetCount{{"Azər", 3}, {"Azər MMC", 3}, {"A&B <x>", 1}, {"Kapital", 5}, {"Z", 3}})
	if want := `[{"value":"Kapital","count":5},{"value":"Azər MMC","count":3},{"value":"Azər","count":3}]`; string(got) != want {
		t.Errorf("got %s, want %s", got, want)
	}
	q.FacetLimit = 10
	if got := q.FacetJSON(plain, []FacetCount{{"A&B", 1}}); string(got) != `[{"value":"A&B","count":1}]` {
		t.Errorf("HTML-escaped: %s", got)
	}
	flags := AskedFacet{Facet: &readapi.Facet{Name: "remote", Kind: readapi.Boolean}}
	if got := q.FacetJSON(flags, []FacetCount{{true, 2}, {false, 2}}); string(got) != `[{"value":false,"count":2},{"value":true,"count":2}]` {
		t.Errorf("booleans: %s", got)
	}
	if got := q.FacetJSON(flags, nil); string(got) != `[]` {
		t.Errorf("no values: %s", got)
	}
	typed, err := parse(t, readapi.Jobs, "facets=source_type")
	if err != nil {
		t.Fatal(err)
	}
	got = typed.FacetJSON(typed.Facets[0], []FacetCount{{"boss", 2}, {"ghost", 1}, {"other", 4}})
	if want := `[{"value":"unknown","count":5},{"value":"board","count":2}]`; string(got) != want {
		t.Errorf("source_type: %s, want %s", got, want)
	}
}

// TestFacetAnswerCertainty: a facet's terms answer is used only when no
// shard left a value out and every value that may be shown is there.
func TestFacetAnswerCertainty(t *testing.T) {
	plain := AskedFacet{Facet: &readapi.Facet{Name: "city", Kind: readapi.String}}
	grouped := AskedFacet{Facet: &readapi.Facet{Name: "source_type", Kind: readapi.String}, All: true}
	for _, c := range []struct {
		name   string
		answer string
		facet  AskedFacet
		want   bool
	}{
		{"everything returned", `{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[{"key":"a","doc_count":3},{"key":"b","doc_count":3}]}`, plain, true},
		{"a shard left values out", `{"doc_count_error_upper_bound":2,"sum_other_doc_count":0,"buckets":[{"key":"a","doc_count":3}]}`, plain, false},
		{"the error is unknown", `{"doc_count_error_upper_bound":-1,"sum_other_doc_count":0,"buckets":[{"key":"a","doc_count":3}]}`, plain, false},
		{"ties end within the answer", `{"doc_count_error_upper_bound":0,"sum_other_doc_count":9,"buckets":[{"key":"a","doc_count":3},{"key":"b","doc_count":2},{"key":"c","doc_count":1}]}`, plain, true},
		{"ties may go on", `{"doc_count_error_upper_bound":0,"sum_other_doc_count":9,"buckets":[{"key":"a","doc_count":3},{"key":"b","doc_count":2},{"key":"c","doc_count":2}]}`, plain, false},
		{"a grouped facet needs every value", `{"doc_count_error_upper_bound":0,"sum_other_doc_count":1,"buckets":[{"key":"a","doc_count":3},{"key":"b","doc_count":2},{"key":"c","doc_count":1}]}`, grouped, false},
		{"a grouped facet with every value", `{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[{"key":"a","doc_count":3}]}`, grouped, true},
	} {
		var a termsAnswer
		if err := json.Unmarshal([]byte(c.answer), &a); err != nil {
			t.Fatal(err)
		}
		if got := a.certain(c.facet.All, 2); got != c.want {
			t.Errorf("%s: certain %v, want %v", c.name, got, c.want)
		}
	}
}

func TestFacetKeysKeepTheirType(t *testing.T) {
	var a termsAnswer
	_ = json.Unmarshal([]byte(`{"buckets":[{"key":1,"key_as_string":"true","doc_count":2},{"key":0,"key_as_string":"false","doc_count":1}]}`), &a)
	counts, err := a.counts(readapi.Boolean)
	if err != nil || len(counts) != 2 || counts[0].Value != true || counts[1].Value != false {
		t.Errorf("boolean keys %v %v", counts, err)
	}
	for key, want := range map[string]any{`true`: true, `false`: false, `"Bakı"`: "Bakı"} {
		kind := readapi.Boolean
		if _, ok := want.(string); ok {
			kind = readapi.String
		}
		if v, err := facetValue(kind, json.RawMessage(key)); err != nil || v != want {
			t.Errorf("composite key %s: %v %v", key, v, err)
		}
	}
	if _, err := facetValue(readapi.Boolean, json.RawMessage(`"yes"`)); err == nil {
		t.Error("a boolean facet accepted a string key")
	}
}

// TestFacetPreferenceFollowsTheBody: the same facet under the same filters
// goes to the same shard copies (their request cache), on every page.
func TestFacetPreferenceFollowsTheBody(t *testing.T) {
	prefs := func(query string) []string {
		q, err := parse(t, readapi.Jobs, query)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, f := range Compile(q, NewSigner("s")).Facets {
			if _, err := f.Body(); err != nil {
				t.Fatal(err)
			}
			out = append(out, f.Preference())
		}
		return out
	}
	a, b := prefs("q=x&facets=city,source&limit=5"), prefs("q=x&facets=city,source&limit=9")
	if len(a) != 2 || a[0] == "" || a[0] != b[0] || a[1] != b[1] || a[0] == a[1] {
		t.Errorf("preferences %v and %v: want one per facet body, the same on both pages", a, b)
	}
	if c := prefs("q=y&facets=city"); c[0] == a[0] {
		t.Errorf("another q kept the preference %s", c[0])
	}
}
