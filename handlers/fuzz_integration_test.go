package handlers_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"

	"readapi"
	"readapi/handlers"
	"readapi/internal/testenv"
	"readapi/reindex"
	"readapi/search"
	"readapi/search/engine"
	"readapi/search/sources"
)

// FuzzIDPaths asks every single-resource path, on the real engine, for
// random ids, raw and escaped: none may answer a 5xx.
func FuzzIDPaths(f *testing.F) {
	for _, id := range []string{
		strings.Repeat("a", 5000), strings.Repeat("%E2%82%AC", 3000), strings.Repeat(":", 5000), strings.Repeat("a", 513),
		"boss:1", ".", "..", "_update", "%2F", "a%2Fb", "%00", "%FF", "_doc", "*", "a?b", "%3F", "%23", "%20", "ı",
		strings.Repeat("%C4%B0", 200),
	} {
		f.Add(uint8(0), id)
	}
	client := testenv.OpenSearch(f)
	prefix := testenv.Prefix(f)
	l := &reindex.Loader{Client: client, Prefix: prefix, Keep: 1}
	row := `{"id":"boss:1","source":"boss","title":"Baş mühasib","company":null,"ingested_at":"2026-11-01T00:00:00Z","first_seen_at":"2026-11-01T00:00:00Z","times_seen":1,"active":true,"deactivated_at":null}` + "\n"
	if _, err := l.Load(context.Background(), "jobs", strings.NewReader(row)); err != nil {
		f.Fatal(err)
	}
	e := engine.New(client, prefix, search.NewSigner("fuzz"))
	e.Sources = &sources.Catalog{Client: client, Prefix: prefix, TTL: time.Minute}
	srv := httptest.NewServer((&handlers.Server{Engine: e, Log: zap.NewNop()}).Handler())
	f.Cleanup(srv.Close)
	paths := []string{"/v1/venues/{id}"}
	for _, d := range readapi.All {
		for _, p := range d.ItemPaths {
			paths = append(paths, "/v1"+p)
		}
	}
	f.Fuzz(func(t *testing.T, at uint8, id string) {
		if id == "" {
			return
		}
		path := strings.Replace(paths[int(at)%len(paths)], "{id}", id, 1)
		req, err := http.NewRequest(http.MethodGet, srv.URL+path, nil)
		if err != nil {
			return // not a URL a client can send
		}
		resp, err := srv.Client().Do(req)
		if err != nil {
			return
		}
		resp.Body.Close()
		if resp.StatusCode >= 500 {
			t.Fatalf("GET %q: %d", path, resp.StatusCode)
		}
	})
}
