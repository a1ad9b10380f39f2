package search

import (
	"encoding/json"
	"testing"

	"readapi"
)

// TestFacetsInThePageSearch: under q the page's search counts every facet
// (no search of their own): the selected values of faceted fields select
// the rows as a post_filter, each facet counts over the query's rows and
// the other facets' selections, and the page is sent to the request
// cache. Without q, under collapse or under a range split over whole days,
// the facets keep their own searches.
func TestFacetsInThePageSearch(t *testing.T) {
	q, err := parse(t, readapi.Jobs, "q=x&city=Bakı&remote=true&facets=city,country&facet_limit=4")
	if err != nil {
		t.Fatal(err)
	}
	p := Compile(q, NewSigner("s"))
	if !p.FacetsInPage() || !p.PageCached() {
		t.Fatal("q with facets: want the facets in the page's search, cached")
	}
	raw, err := p.PageBody(false)
	if err != nil {
		t.Fatal(err)
	}
	var body struct {
		Query      readapi.Clause `json:"query"`
		PostFilter readapi.Clause `json:"post_filter"`
		Aggs       map[string]struct {
			Terms  map[string]any `json:"terms"`
			Filter readapi.Clause `json:"filter"`
			Aggs   map[string]struct {
				Terms map[string]any `json:"terms"`
			} `json:"aggs"`
		} `json:"aggs"`
	}
	if err := json.Unmarshal(raw, &body); err != nil {
		t.Fatal(err)
	}
	city := q.Filters[q.paramAt["city"][0]]
	text := func(v any) string { b, _ := json.Marshal(v); return string(b) }
	if text(body.PostFilter) != text(BoolQuery([]readapi.Clause{city})) {
		t.Errorf("post_filter %s: want the city's clause alone", text(body.PostFilter))
	}
	if want := text(q.queryBut(map[int]bool{q.paramAt["city"][0]: true})); text(body.Query) != want {
		t.Errorf("query %s: want every clause but the city's, %s", text(body.Query), want)
	}
	if v0 := body.Aggs["v0"]; v0.Terms["field"] != "city" || v0.Filter != nil {
		t.Errorf("the city facet %+v: want its terms over the query's rows", v0)
	}
	if v1 := body.Aggs["v1"]; v1.Aggs["v"].Terms["field"] != "country" || text(v1.Filter) != text(BoolQuery([]readapi.Clause{city})) {
		t.Errorf("the country facet %+v: want its terms under the city's clause", v1)
	}

	// Each facet reads its aggregation as its own search's answer.
	p.pageAggs = json.RawMessage(`{"v0":{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[{"key":"Bakı","doc_count":3}]},` +
		`"v1":{"doc_count":3,"v":{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[{"key":"AZ","doc_count":2}]}}}`)
	parts, err := p.PageFacets()
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range p.Facets {
		if more, err := s.Read(parts[i]); more || err != nil {
			t.Fatalf("facet %d: more %v, err %v", i, more, err)
		}
	}
	if got := string(p.FacetsJSON()); got != `{"city":[{"value":"Bakı","count":3}],"country":[{"value":"AZ","count":2}]}` {
		t.Errorf("facets %s", got)
	}

	for _, raw := range []string{"city=Bakı&facets=city,country", "q=x&collapse=duplicates&facets=city", "q=x&first_seen_after=2026-01-01T10:00:00Z&facets=city", "q=x"} {
		other, err := parse(t, readapi.Jobs, raw)
		if err != nil {
			t.Fatal(err)
		}
		p := Compile(other, NewSigner("s"))
		if p.FacetsInPage() || p.PageCached() {
			t.Errorf("%s: want no facets in the page's search", raw)
		}
		if body, want := must(p.PageBody(false)), must(other.Body(false)); string(body) != string(want) {
			t.Errorf("%s: the page's search changed:\n%s", raw, body)
		}
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}
