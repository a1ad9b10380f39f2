package handlers_test

import (
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"

	"readapi/handlers"
	"readapi/internal/opensearch"
	"readapi/internal/testenv"
	"readapi/search"
	"readapi/search/engine"
)

func TestEnvelopeAndCaching(t *testing.T) {
	a := newAPI(t)
	jobsFixture(a)

	e := a.ok("/v1/jobs?limit=2")
	if e.Header.Get("X-Request-Id") == "" || e.Meta["request_id"] != e.Header.Get("X-Request-Id") {
		t.Errorf("request id header %q, meta %v", e.Header.Get("X-Request-Id"), e.Meta["request_id"])
	}
	if e.Meta["count"] != float64(2) || e.next() == "" {
		t.Errorf("collection meta %v", e.Meta)
	}
	var raw map[string]json.RawMessage
	_ = json.Unmarshal(e.Raw, &raw)
	if string(raw["error"]) != "null" {
		t.Errorf("error on success is %s", raw["error"])
	}
	last := a.ok("/v1/jobs?limit=100")
	if v, ok := last.Meta["next"]; !ok || v != nil {
		t.Errorf("last page meta.next = %v (present %v), want null", v, ok)
	}
	item := a.ok("/v1/jobs/boss:1")
	if len(item.Meta) != 1 || item.Meta["request_id"] == nil {
		t.Errorf("single-resource meta %v", item.Meta)
	}
	if strings.Contains(string(item.Raw), `\u003c`) {
		t.Error("JSON is HTML-escaped")
	}

	// Strong ETag over data only: same data, same tag, whatever the request id.
	tag := item.Header.Get("ETag")
	again := a.ok("/v1/jobs/boss:1")
	if tag == "" || strings.HasPrefix(tag, "W/") || again.Header.Get("ETag") != tag {
		t.Errorf("ETag %q then %q", tag, again.Header.Get("ETag"))
	}
	if cc := item.Header.Get("Cache-Control"); cc != "private, max-age=0, must-revalidate" {
		t.Errorf("Cache-Control %q", cc)
	}
	nm := a.request(http.MethodGet, "/v1/jobs/boss:1", http.Header{"If-None-Match": {tag}})
	if nm.Status != http.StatusNotModified || len(nm.Raw) != 0 || nm.Header.Get("Cache-Control") == "" {
		t.Errorf("If-None-Match: %d %q", nm.Status, nm.Raw)
	}
	if other := a.request(http.MethodGet, "/v1/jobs/boss:1", http.Header{"If-None-Match": {`"other"`}}); other.Status != http.StatusOK {
		t.Errorf("stale If-None-Match: %d", other.Status)
	}
	// Every response is scoped to its key, errors included.
	for _, path := range []string{"/v1/jobs/nosuch:1", "/v1/jobs?limit=0", "/v1/nowhere"} {
		if e := a.get(path); e.Status < 400 || e.Header.Get("Cache-Control") != "private, max-age=0, must-revalidate" {
			t.Errorf("GET %s: %d, Cache-Control %q", path, e.Status, e.Header.Get("Cache-Control"))
		}
	}
	if a.ok("/v1/jobs?limit=2").Header.Get("ETag") == a.ok("/v1/jobs?limit=3").Header.Get("ETag") {
		t.Error("different data, same ETag")
	}

	// HEAD works like GET without a body.
	head := a.request(http.MethodHead, "/v1/jobs/boss:1", nil)
	if head.Status != http.StatusOK || len(head.Raw) != 0 || head.Header.Get("ETag") != tag {
		t.Errorf("HEAD: %d, %d bytes, ETag %q", head.Status, len(head.Raw), head.Header.Get("ETag"))
	}
	for _, m := range []string{http.MethodPost, http.MethodPut, http.MethodDelete, http.MethodPatch} {
		e := a.request(m, "/v1/jobs", nil)
		if e.Status != http.StatusMethodNotAllowed || e.Header.Get("Allow") != "GET, HEAD" || e.Error == nil {
			t.Errorf("%s: %d Allow=%q %s", m, e.Status, e.Header.Get("Allow"), e.Raw)
		}
	}
	if e := a.get("/v1/nowhere"); e.Status != http.StatusNotFound || e.Error.Code != "not_found" || e.Meta["request_id"] == nil {
		t.Errorf("unknown path: %d %s", e.Status, e.Raw)
	}

	// gzip when the client accepts it.
	req, _ := http.NewRequest(http.MethodGet, a.srv.URL+"/v1/jobs", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("Content-Encoding %q", resp.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(zr)
	if !json.Valid(body) {
		t.Error("gzipped body is not JSON")
	}
}

func TestEngineUnreachable(t *testing.T) {
	client, err := opensearch.New(opensearch.Config{URLs: []string{testenv.RefusingURL(t)}, RequestTimeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	engine := engine.New(client, "unreachable-", search.NewSigner("x"))
	srv := httptest.NewServer((&handlers.Server{Engine: engine, Log: zap.NewNop()}).Handler())
	defer srv.Close()
	for _, path := range []string{"/v1/jobs", "/v1/jobs?source=boss", "/v1/events/x", "/v1/sources", "/v1/rates/latest"} {
		start := time.Now()
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		var e envelope
		_ = json.NewDecoder(resp.Body).Decode(&e)
		resp.Body.Close()
		if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" || e.Error == nil {
			t.Errorf("%s: %d Retry-After=%q", path, resp.StatusCode, resp.Header.Get("Retry-After"))
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s took %s", path, d)
		}
	}
}
