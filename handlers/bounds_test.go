package handlers

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"readapi/keylimits"
)

// TestRequestBounds: a request line or headers over 64 KB are refused in
// the envelope before the handler runs; up to 64 KB they reach it.
func TestRequestBounds(t *testing.T) {
	reached := 0
	h := withRequest(zap.NewNop(), nil, bounded(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reached++
		w.WriteHeader(http.StatusNoContent)
	})))
	line := func(n int) string { return "/v1/jobs?q=" + strings.Repeat("a", n-len("GET /v1/jobs?q= HTTP/1.1")) }
	for _, c := range []struct {
		what    string
		target  string
		headers int
		status  int
	}{
		{"a line of 64 KB", line(64 << 10), 0, http.StatusNoContent},
		{"a line of 64 KB and a byte", line(64<<10 + 1), 0, http.StatusRequestURITooLong},
		{"headers of 60 KB", "/v1/jobs", 60 << 10, http.StatusNoContent},
		{"headers of 70 KB", "/v1/jobs", 70 << 10, http.StatusRequestHeaderFieldsTooLarge},
	} {
		reached = 0
		r := httptest.NewRequest(http.MethodGet, c.target, nil)
		if c.headers > 0 {
			r.Header.Set("X-Pad", strings.Repeat("p", c.headers))
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		if rec.Code != c.status || (c.status == http.StatusNoContent) != (reached == 1) {
			t.Errorf("%s: %d, handler reached %d times", c.what, rec.Code, reached)
		}
		if c.status != http.StatusNoContent {
			var e struct{ Error struct{ Code string } }
			if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil || e.Error.Code != CodeInvalid {
				t.Errorf("%s: not the envelope: %s", c.what, rec.Body.Bytes())
			}
		}
	}
	if err := checkQ(map[string][]string{"q": {strings.Repeat("a", maxQ+1)}}); err == nil {
		t.Error("a q over 8 KB is parsed")
	}
}

// TestRequestIDAndHeaders: a client's X-Request-Id is kept only when well
// formed (never a key), every answer says nosniff, and the access log has
// the client's address.
func TestRequestIDAndHeaders(t *testing.T) {
	core, logs := observer.New(zap.InfoLevel)
	h := withRequest(zap.New(core), nil, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeBody(w, http.StatusOK, []byte(`{}`))
	}))
	for _, c := range []struct {
		sent string
		kept bool
	}{
		{"3f2a9c1e-0d4b-4e8a-9c55-1b2e3f4a5b6c", true},
		{"example-request-1", true},
		{keylimits.NewKey(), false},
		{"short", false},
		{"has space in it", false},
	} {
		r := httptest.NewRequest(http.MethodGet, "/healthz", nil)
		r.RemoteAddr = "192.0.2.7:40000"
		r.Header.Set("X-Request-Id", c.sent)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		if got := rec.Header().Get("X-Request-Id"); (got == c.sent) != c.kept || got == "" {
			t.Errorf("X-Request-Id %q answered %q", c.sent, got)
		}
		if rec.Header().Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("no nosniff: %v", rec.Header())
		}
	}
	for _, e := range logs.All() {
		if e.ContextMap()["client"] != "192.0.2.7" {
			t.Errorf("access log without the client's address: %v", e.ContextMap())
		}
		if strings.Contains(e.ContextMap()["request_id"].(string), keylimits.KeyPrefix) {
			t.Errorf("a key reached the log: %v", e.ContextMap())
		}
	}
}
