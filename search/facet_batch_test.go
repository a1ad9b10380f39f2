package search

import (
	"encoding/json"
	"strings"
	"testing"

	"readapi"
)

// TestFacetBatchesShareFilters: the facets whose filters are the same are
// counted by one search, which selects their rows once; a facet with
// filters of its own, and every facet counted over every row, keeps the
// search it had.
func TestFacetBatchesShareFilters(t *testing.T) {
	q, err := parse(t, readapi.Jobs, "q=x&city=Bakı&facets=city,source,country&facet_limit=4")
	if err != nil {
		t.Fatal(err)
	}
	batches, err := Compile(q, NewSigner("s")).FacetBatches()
	if err != nil {
		t.Fatal(err)
	}
	if len(batches) != 2 || len(batches[0].Searches) != 1 || len(batches[1].Searches) != 2 {
		t.Fatalf("want city alone, then source and country together; got %d batches", len(batches))
	}
	own, _ := q.FacetBody(0)
	if string(batches[0].Bodies()[0]) != string(own) {
		t.Errorf("the city facet's search changed:\n%s\n%s", batches[0].Bodies()[0], own)
	}
	var shared, sourceBody struct {
		Size           int             `json:"size"`
		TrackTotalHits bool            `json:"track_total_hits"`
		Query          json.RawMessage `json:"query"`
		Aggs           map[string]struct {
			Terms struct {
				Field string `json:"field"`
				Size  int    `json:"size"`
			} `json:"terms"`
		} `json:"aggs"`
	}
	if err := json.Unmarshal(batches[1].Bodies()[0], &shared); err != nil {
		t.Fatal(err)
	}
	source, _ := q.FacetBody(1)
	if err := json.Unmarshal(source, &sourceBody); err != nil {
		t.Fatal(err)
	}
	if shared.Size != 0 || shared.TrackTotalHits || string(shared.Query) != string(sourceBody.Query) {
		t.Errorf("the shared search %s: want no rows and the query of the source facet %s", batches[1].Bodies()[0], sourceBody.Query)
	}
	if len(shared.Aggs) != 2 || shared.Aggs["v1"].Terms.Field != "source" || shared.Aggs["v2"].Terms.Field != "country" ||
		shared.Aggs["v2"].Terms.Size != 4+facetMargin {
		t.Errorf("the shared search's aggregations: %+v", shared.Aggs)
	}
	for _, s := range batches[1].Searches {
		if s.Preference() == "" || s.Preference() != batches[1].Preferences()[0] || s.Preference() == batches[0].Preferences()[0] {
			t.Errorf("facet %d's preference %q: want the shared search's %q", s.i, s.Preference(), batches[1].Preferences()[0])
		}
	}

	every, err := parse(t, readapi.Jobs, "facets=city,source")
	if err != nil {
		t.Fatal(err)
	}
	if batches, _ := Compile(every, NewSigner("s")).FacetBatches(); len(batches) != 2 {
		t.Errorf("facets over every row: want a search each, got %d", len(batches))
	}
	filtered, err := parse(t, readapi.Jobs, "remote=true&facets=city,source")
	if err != nil {
		t.Fatal(err)
	}
	if batches, _ := Compile(filtered, NewSigner("s")).FacetBatches(); len(batches) != 2 {
		t.Errorf("facets under a filter without q: want a search each, got %d", len(batches))
	}
	ranged, err := parse(t, readapi.Jobs, "first_seen_after=2026-01-01T10:00:00Z&facets=city,source")
	if err != nil {
		t.Fatal(err)
	}
	if batches, _ := Compile(ranged, NewSigner("s")).FacetBatches(); len(batches) != 1 || len(batches[0].Bodies()) != 2 {
		t.Errorf("facets under a range without q: want the two searches of whole days and the rest for both, got %d batches", len(batches))
	}
	collapsed, err := parse(t, readapi.Jobs, "q=x&collapse=duplicates&facets=city,source")
	if err != nil {
		t.Fatal(err)
	}
	p := Compile(collapsed, NewSigner("s"))
	if batches, _ := p.FacetBatches(); len(batches) != len(p.Facets) {
		t.Errorf("facets under collapse: want a search each, got %d for %d", len(batches), len(p.Facets))
	}
}

// TestFacetBatchSplitsItsAnswer: each facet of a shared search reads its
// own aggregation, and one that is not certain counts again by itself.
func TestFacetBatchSplitsItsAnswer(t *testing.T) {
	q, err := parse(t, readapi.Jobs, "q=x&facets=source,country&facet_limit=1")
	if err != nil {
		t.Fatal(err)
	}
	p := Compile(q, NewSigner("s"))
	batches, err := p.FacetBatches()
	if err != nil || len(batches) != 1 {
		t.Fatalf("want one search, got %d (%v)", len(batches), err)
	}
	answer := `{"took":3,"aggregations":{
		"v1":{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[{"key":"AZ","doc_count":5},{"key":"GE","doc_count":2}]},
		"v0":{"doc_count_error_upper_bound":0,"sum_other_doc_count":3,"buckets":[{"key":"boss","doc_count":4},{"key":"hellojob","doc_count":4}]}}}`
	parts, err := batches[0].Split([][]byte{[]byte(answer)})
	if err != nil {
		t.Fatal(err)
	}
	sourceMore, err := batches[0].Searches[0].Read(parts[0])
	if err != nil || !sourceMore {
		t.Errorf("source, tied at its limit with values left over: want a scan of its own, got more=%v err=%v", sourceMore, err)
	}
	scan, err := batches[0].Searches[0].Body()
	if err != nil || !strings.Contains(string(scan), `"composite"`) || !strings.Contains(string(scan), `"field":"source"`) {
		t.Errorf("source's own search: %s (%v)", scan, err)
	}
	if more, err := batches[0].Searches[1].Read(parts[1]); more || err != nil {
		t.Fatalf("country: more=%v err=%v", more, err)
	}
	if _, err := batches[0].Searches[0].Read([]byte(`{"aggregations":{"v":{"buckets":[{"key":{"v":"boss"},"doc_count":4},{"key":{"v":"hellojob"},"doc_count":4},{"key":{"v":"jobsearch"},"doc_count":3}]}}}`)); err != nil {
		t.Fatal(err)
	}
	if got, want := string(p.FacetsJSON()), `{"source":[{"value":"boss","count":4}],"country":[{"value":"AZ","count":5}]}`; got != want {
		t.Errorf("meta.facets %s, want %s", got, want)
	}
	if _, err := batches[0].Split([][]byte{[]byte(`{"aggregations":{"v0":{}}}`)}); err == nil {
		t.Error("an answer without the country facet's aggregation was taken")
	}
	if parts, err := batches[0].Split([][]byte{nil}); err != nil || len(parts) != 2 || parts[0] != nil || parts[1] != nil {
		t.Errorf("a missing index: %v %v", parts, err)
	}
}
