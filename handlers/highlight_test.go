package handlers

import (
	"encoding/json"
	"net/http"
	"testing"

	"readapi/search"
)

// TestHighlightsInMetaAndETag checks that meta.highlights is written after
// the count and that the ETag covers it: the same data with other
// highlights has another tag, and without highlights the tag is over data
// alone.
func TestHighlightsInMetaAndETag(t *testing.T) {
	rows := []json.RawMessage{json.RawMessage(`{"id":"boss:1"}`)}
	marked := json.RawMessage(`{"boss:1":{"title":["<mark>Mühasib</mark>"]}}`)
	other := json.RawMessage(`{"boss:1":{"title":["Baş <mark>mühasib</mark>"]}}`)
	get := func(p *search.Page) reply {
		return roundTrip(t, &Server{Engine: &fakeBackend{page: p}}, http.MethodGet, "/v1/jobs?q=m%C3%BChasib&highlight=true", nil)
	}
	with := get(&search.Page{Rows: rows, Highlights: marked})
	if want := `{"next":null,"count":1,"highlights":` + string(marked) + `,"request_id":`; len(with.top["meta"]) < len(want) || string(with.top["meta"][:len(want)]) != want {
		t.Fatalf("meta %s, want it to start %s", with.top["meta"], want)
	}
	without := get(&search.Page{Rows: rows})
	if _, ok := without.meta["highlights"]; ok {
		t.Errorf("meta.highlights present without highlights: %s", without.raw)
	}
	changed := get(&search.Page{Rows: rows, Highlights: other})
	tags := []string{with.header.Get("ETag"), without.header.Get("ETag"), changed.header.Get("ETag")}
	if tags[0] == tags[1] || tags[0] == tags[2] || tags[1] != etag(json.RawMessage(`[{"id":"boss:1"}]`)) {
		t.Fatalf("ETags with, without, with other highlights: %v", tags)
	}
	revalidated := roundTrip(t, &Server{Engine: &fakeBackend{page: &search.Page{Rows: rows, Highlights: other}}}, http.MethodGet,
		"/v1/jobs?q=m%C3%BChasib&highlight=true", http.Header{"If-None-Match": {tags[0]}})
	if revalidated.status != http.StatusOK {
		t.Errorf("a change of highlights alone answered %d to the old tag", revalidated.status)
	}
}
