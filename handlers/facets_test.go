package handlers

import (
	"encoding/json"
	"net/http"
	"testing"

	"readapi/search"
)

// TestFacetsInMetaAndETag checks that meta.facets is written after the
// count (and after highlights) and that the ETag covers it: the same data
// with other counts has another tag, and without facets the tag is over
// data alone.
func TestFacetsInMetaAndETag(t *testing.T) {
	rows := []json.RawMessage{json.RawMessage(`{"id":"boss:1"}`)}
	facets := json.RawMessage(`{"city":[{"value":"Bakı","count":2}],"remote":[{"value":true,"count":1}]}`)
	other := json.RawMessage(`{"city":[{"value":"Bakı","count":3}],"remote":[{"value":true,"count":1}]}`)
	marked := json.RawMessage(`{"boss:1":{"title":["<mark>x</mark>"]}}`)
	get := func(p *search.Page) reply {
		return roundTrip(t, &Server{Engine: &fakeBackend{page: p}}, http.MethodGet, "/v1/jobs?facets=city,remote", nil)
	}
	with := get(&search.Page{Rows: rows, Facets: facets, Highlights: marked})
	if want := `{"next":null,"count":1,"highlights":` + string(marked) + `,"facets":` + string(facets) + `,"request_id":`; len(with.top["meta"]) < len(want) || string(with.top["meta"][:len(want)]) != want {
		t.Fatalf("meta %s, want it to start %s", with.top["meta"], want)
	}
	facetsOnly := get(&search.Page{Rows: rows, Facets: facets})
	without := get(&search.Page{Rows: rows})
	changed := get(&search.Page{Rows: rows, Facets: other})
	tags := []string{facetsOnly.header.Get("ETag"), without.header.Get("ETag"), changed.header.Get("ETag")}
	if tags[0] == tags[1] || tags[0] == tags[2] || tags[1] != etag(json.RawMessage(`[{"id":"boss:1"}]`)) {
		t.Fatalf("ETags with, without, with other facets: %v", tags)
	}
	revalidated := roundTrip(t, &Server{Engine: &fakeBackend{page: &search.Page{Rows: rows, Facets: other}}}, http.MethodGet,
		"/v1/jobs?facets=city,remote", http.Header{"If-None-Match": {tags[0]}})
	if revalidated.status != http.StatusOK {
		t.Errorf("a change of facets alone answered %d to the old tag", revalidated.status)
	}
}
