package handlers

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"

	"readapi"
	"readapi/internal/vocab"
	"readapi/keylimits"
	"readapi/search"
)

// fakeBackend answers every read with its fields and counts the calls.
type fakeBackend struct {
	page    *search.Page
	row     json.RawMessage
	rows    []json.RawMessage
	sources []search.SourceRow
	err     error
	panics  bool
	calls   int
}

func (f *fakeBackend) answer() error {
	f.calls++
	if f.panics {
		panic("backend exploded")
	}
	return f.err
}

func (f *fakeBackend) List(context.Context, *readapi.Dataset, url.Values) (*search.Page, error) {
	return f.page, f.answer()
}

func (f *fakeBackend) Get(context.Context, *readapi.Dataset, string, readapi.Include) (json.RawMessage, error) {
	return f.row, f.answer()
}

func (f *fakeBackend) Random(context.Context, url.Values) (json.RawMessage, error) {
	return f.row, f.answer()
}

func (f *fakeBackend) Latest(context.Context, url.Values) ([]json.RawMessage, error) {
	return f.rows, f.answer()
}

func (f *fakeBackend) Venue(context.Context, string) (json.RawMessage, error) {
	return f.row, f.answer()
}

func (f *fakeBackend) Suggest(context.Context, *readapi.Dataset, url.Values) ([]search.Suggestion, error) {
	return nil, f.answer()
}

func (f *fakeBackend) VocabularyNames() []string { return nil }

func (f *fakeBackend) Vocabulary(context.Context, string) (*vocab.Vocabulary, error) { return nil, nil }

func (f *fakeBackend) Copies(context.Context, *readapi.Dataset, string, readapi.Include) ([]json.RawMessage, error) {
	return nil, f.answer()
}

func (f *fakeBackend) Similar(context.Context, *readapi.Dataset, string, url.Values) ([]json.RawMessage, error) {
	return nil, f.answer()
}

func (f *fakeBackend) SourceListing(context.Context) ([]search.SourceRow, error) {
	return f.sources, f.answer()
}

// fakeGate gives every request the same admission, with a Settle that
// records the statuses it is called with.
type fakeGate struct {
	verdict Verdict
	refusal error
	settled []int
}

func (g *fakeGate) Admit(w http.ResponseWriter, r *http.Request, dataset string) Admission {
	return Admission{Verdict: g.verdict, Refusal: g.refusal, Settle: func(h http.Header, status int) {
		g.settled = append(g.settled, status)
	}}
}

// reply is a recorded response with its envelope decoded.
type reply struct {
	status int
	header http.Header
	raw    []byte
	top    map[string]json.RawMessage
	meta   map[string]any
	err    *struct{ Code, Message string }
}

// roundTrip sends one request through the whole handler (router, gate, writer
// and middleware) into a recorder.
func roundTrip(t *testing.T, s *Server, method, target string, header http.Header) reply {
	t.Helper()
	if s.Log == nil {
		s.Log = zap.NewNop()
	}
	req := httptest.NewRequest(method, target, nil)
	for k, vs := range header {
		req.Header[k] = vs
	}
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, req)
	rep := reply{status: rec.Code, header: rec.Header(), raw: rec.Body.Bytes()}
	if len(rep.raw) == 0 || rep.header.Get("Content-Encoding") != "" {
		return rep
	}
	if err := json.Unmarshal(rep.raw, &rep.top); err != nil {
		t.Fatalf("%s %s: body is not JSON: %s", method, target, rep.raw)
	}
	_ = json.Unmarshal(rep.top["meta"], &rep.meta)
	_ = json.Unmarshal(rep.top["error"], &rep.err)
	return rep
}

func sortedKeys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func total(n int64) *int64 { return &n }

func TestEnvelope(t *testing.T) {
	rows := []json.RawMessage{json.RawMessage(`{"id":"boss:1"}`), json.RawMessage(`{"id":"boss:2"}`)}
	cases := []struct {
		name     string
		backend  *fakeBackend
		path     string
		data     string
		metaKeys []string
		meta     map[string]any
	}{
		{"page with more", &fakeBackend{page: &search.Page{Rows: rows, Next: "c2", Total: total(7)}}, "/v1/jobs",
			`[{"id":"boss:1"},{"id":"boss:2"}]`, []string{"count", "next", "request_id", "total"}, map[string]any{"next": "c2", "count": 2.0, "total": 7.0}},
		{"last page", &fakeBackend{page: &search.Page{Rows: rows[:1]}}, "/v1/jobs",
			`[{"id":"boss:1"}]`, []string{"count", "next", "request_id"}, map[string]any{"next": nil, "count": 1.0}},
		{"empty page", &fakeBackend{page: &search.Page{}}, "/v1/jobs",
			`[]`, []string{"count", "next", "request_id"}, map[string]any{"next": nil, "count": 0.0}},
		{"item", &fakeBackend{row: rows[0]}, "/v1/jobs/boss:1", `{"id":"boss:1"}`, []string{"request_id"}, nil},
		{"latest rates", &fakeBackend{rows: rows}, "/v1/rates/latest", `[{"id":"boss:1"},{"id":"boss:2"}]`,
			[]string{"count", "next", "request_id"}, map[string]any{"next": nil, "count": 2.0}},
		{"no sources", &fakeBackend{}, "/v1/sources", `[]`, []string{"count", "next", "request_id"}, map[string]any{"count": 0.0}},
		{"error", &fakeBackend{err: readapi.NotFound("jobs", "boss:9")}, "/v1/jobs/boss:9", `null`, []string{"request_id"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rep := roundTrip(t, &Server{Engine: c.backend}, http.MethodGet, c.path, nil)
			if got := sortedKeys(rep.top); !slices.Equal(got, []string{"data", "error", "meta"}) {
				t.Fatalf("envelope keys %v: %s", got, rep.raw)
			}
			if string(rep.top["data"]) != c.data {
				t.Errorf("data %s, want %s", rep.top["data"], c.data)
			}
			if got := sortedKeys(rep.meta); !slices.Equal(got, c.metaKeys) {
				t.Errorf("meta keys %v, want %v", got, c.metaKeys)
			}
			for k, v := range c.meta {
				if rep.meta[k] != v {
					t.Errorf("meta.%s = %v, want %v", k, rep.meta[k], v)
				}
			}
			if id := rep.header.Get("X-Request-Id"); id == "" || rep.meta["request_id"] != id {
				t.Errorf("meta.request_id %v, X-Request-Id %q", rep.meta["request_id"], id)
			}
			if (rep.err == nil) != (rep.status == http.StatusOK) || string(rep.top["error"]) == "" {
				t.Errorf("status %d with error %s", rep.status, rep.top["error"])
			}
			if rep.header.Get("Content-Type") != "application/json; charset=utf-8" {
				t.Errorf("Content-Type %q", rep.header.Get("Content-Type"))
			}
		})
	}
}

func TestQueryRefusedBeforeTheBackend(t *testing.T) {
	cases := []struct{ target, mention string }{
		{"/v1/jobs/boss:1?limit=1", `"limit"`},
		{"/v1/venues/hall?x=1", `"x"`},
		{"/v1/sources?dataset=jobs", `"dataset"`},
		{"/v1/jobs?city=%zz", `"city"`},
		{"/v1/jobs?%zz=1", `"%zz"`},
		{"/v1/jobs?city=a;limit=2", "';'"},
	}
	for _, c := range cases {
		t.Run(c.target, func(t *testing.T) {
			backend := &fakeBackend{page: &search.Page{}, row: json.RawMessage(`{}`)}
			rep := roundTrip(t, &Server{Engine: backend}, http.MethodGet, c.target, nil)
			if rep.status != http.StatusBadRequest || rep.err == nil || rep.err.Code != CodeInvalid || !strings.Contains(rep.err.Message, c.mention) {
				t.Fatalf("%d %s, want 400 invalid_request mentioning %s", rep.status, rep.raw, c.mention)
			}
			if backend.calls != 0 {
				t.Errorf("the backend was called %d times", backend.calls)
			}
		})
	}
}

func TestConditionalRequests(t *testing.T) {
	row := json.RawMessage(`{"id":"boss:1","title":"Mühasib"}`)
	s := &Server{Engine: &fakeBackend{row: row}}
	first := roundTrip(t, s, http.MethodGet, "/v1/jobs/boss:1", nil)
	tag := first.header.Get("ETag")
	if first.status != http.StatusOK || tag != etag(row) || first.header.Get("Cache-Control") != cacheControl {
		t.Fatalf("%d ETag %q (want %q over data) Cache-Control %q", first.status, tag, etag(row), first.header.Get("Cache-Control"))
	}
	cases := []struct {
		ifNoneMatch string
		status      int
	}{
		{tag, http.StatusNotModified},
		{`"other", ` + tag, http.StatusNotModified},
		{"W/" + tag, http.StatusNotModified},
		{"*", http.StatusNotModified},
		{`"other"`, http.StatusOK},
	}
	for _, c := range cases {
		rep := roundTrip(t, s, http.MethodGet, "/v1/jobs/boss:1", http.Header{"If-None-Match": {c.ifNoneMatch}})
		if rep.status != c.status || rep.header.Get("ETag") != tag || rep.header.Get("Cache-Control") != cacheControl {
			t.Errorf("If-None-Match %s: %d ETag %q Cache-Control %q", c.ifNoneMatch, rep.status, rep.header.Get("ETag"), rep.header.Get("Cache-Control"))
		}
		if c.status == http.StatusNotModified && len(rep.raw) != 0 {
			t.Errorf("If-None-Match %s: 304 with a body %q", c.ifNoneMatch, rep.raw)
		}
	}
	// (net/http drops a HEAD body; the recorder keeps it.)
	head := roundTrip(t, s, http.MethodHead, "/v1/jobs/boss:1", nil)
	if head.status != http.StatusOK || head.header.Get("ETag") != tag || head.header.Get("Content-Length") != fmt.Sprint(len(first.raw)) {
		t.Errorf("HEAD: %d, Content-Length %s, ETag %q", head.status, head.header.Get("Content-Length"), head.header.Get("ETag"))
	}
	if h := roundTrip(t, s, http.MethodGet, "/healthz", http.Header{"If-None-Match": {"*"}}); h.status != http.StatusOK || h.header.Get("ETag") != "" {
		t.Errorf("healthz: %d ETag %q", h.status, h.header.Get("ETag"))
	}
}

func TestErrorsArePrivateAndUncached(t *testing.T) {
	cases := []struct {
		name   string
		s      *Server
		method string
		path   string
		status int
	}{
		{"unknown path", &Server{}, http.MethodGet, "/v1/nowhere", http.StatusNotFound},
		{"method", &Server{}, http.MethodPost, "/v1/jobs", http.StatusMethodNotAllowed},
		{"parameter", &Server{Engine: &fakeBackend{}}, http.MethodGet, "/v1/jobs/boss:1?x=1", http.StatusBadRequest},
		{"engine down", &Server{Engine: &fakeBackend{err: readapi.Unavailable(errors.New("dial"))}}, http.MethodGet, "/v1/jobs", http.StatusServiceUnavailable},
		{"refused", &Server{Engine: &fakeBackend{}, Gate: &fakeGate{verdict: Refuse, refusal: unauthorized("no key")}}, http.MethodGet, "/v1/jobs", http.StatusUnauthorized},
	}
	for _, c := range cases {
		rep := roundTrip(t, c.s, c.method, c.path, nil)
		if rep.status != c.status || rep.err == nil {
			t.Errorf("%s: %d %s", c.name, rep.status, rep.raw)
		}
		if rep.header.Get("Cache-Control") != cacheControl || rep.header.Get("ETag") != "" {
			t.Errorf("%s: Cache-Control %q ETag %q", c.name, rep.header.Get("Cache-Control"), rep.header.Get("ETag"))
		}
	}
}

// TestAcceptsGzip: a body of 1 KB or more is gzipped exactly when the client
// accepts gzip; the ETag stays the one over data.
func TestAcceptsGzip(t *testing.T) {
	row := json.RawMessage(`{"id":"boss:1","description":"` + strings.Repeat("Maliyyə hesabatları. ", 100) + `"}`)
	s := &Server{Engine: &fakeBackend{row: row}}
	plain := roundTrip(t, s, http.MethodGet, "/v1/jobs/boss:1", nil)
	for header, want := range map[string]bool{"gzip": true, "br, gzip;q=0.5": true, "gzip;q=0": false, "identity": false, "": false, "GZIP": true} {
		rep := roundTrip(t, s, http.MethodGet, "/v1/jobs/boss:1", http.Header{"Accept-Encoding": {header}})
		if got := rep.header.Get("Content-Encoding") == "gzip"; got != want {
			t.Errorf("Accept-Encoding %q: gzipped %v", header, got)
		}
		if !slices.Contains(rep.header.Values("Vary"), "Accept-Encoding") || rep.header.Get("ETag") != etag(row) {
			t.Errorf("Accept-Encoding %q: Vary %q ETag %q", header, rep.header.Values("Vary"), rep.header.Get("ETag"))
		}
		if !want {
			continue
		}
		zr, err := gzip.NewReader(bytes.NewReader(rep.raw))
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(zr)
		if len(body) < len(row) || !bytes.Equal(body[:len(`{"data":`)+len(row)], plain.raw[:len(`{"data":`)+len(row)]) {
			t.Errorf("Accept-Encoding %q: the gzipped body is not the plain one: %.80s", header, body)
		}
	}
	small := roundTrip(t, &Server{Engine: &fakeBackend{row: json.RawMessage(`{"id":"boss:1"}`)}}, http.MethodGet, "/v1/jobs/boss:1", http.Header{"Accept-Encoding": {"gzip"}})
	if small.header.Get("Content-Encoding") != "" || small.status != http.StatusOK {
		t.Errorf("a body under 1 KB is gzipped: %d %q", small.status, small.header.Get("Content-Encoding"))
	}
}

func TestBackendErrorStatus(t *testing.T) {
	cases := []struct {
		err        error
		status     int
		code       string
		retryAfter string
	}{
		{readapi.Invalid("limit", "limit must be 1-100"), http.StatusBadRequest, CodeInvalid, ""},
		{readapi.NotFound("jobs", "boss:9"), http.StatusNotFound, CodeNotFound, ""},
		{fmt.Errorf("get: %w", readapi.NotFound("jobs", "boss:9")), http.StatusNotFound, CodeNotFound, ""},
		{&readapi.Error{Code: readapi.CodeGone, Message: "removed"}, http.StatusGone, CodeGone, ""},
		{readapi.Unavailable(errors.New("dial tcp: refused")), http.StatusServiceUnavailable, CodeUnavailable, "1"},
		{fmt.Errorf("search: %w", context.DeadlineExceeded), http.StatusServiceUnavailable, CodeUnavailable, "1"},
		{errors.New("index mapping is broken"), http.StatusInternalServerError, CodeInternal, ""},
	}
	for _, c := range cases {
		rep := roundTrip(t, &Server{Engine: &fakeBackend{err: c.err}}, http.MethodGet, "/v1/jobs/boss:9", nil)
		if rep.status != c.status || rep.err == nil || rep.err.Code != c.code || rep.header.Get("Retry-After") != c.retryAfter {
			t.Errorf("%v: %d Retry-After %q %s", c.err, rep.status, rep.header.Get("Retry-After"), rep.raw)
		}
		if bytes.Contains(rep.raw, []byte("refused")) || bytes.Contains(rep.raw, []byte("broken")) {
			t.Errorf("%v: the body leaks the cause: %s", c.err, rep.raw)
		}
	}
	down := roundTrip(t, &Server{Ready: func(context.Context) error { return errors.New("redis: timeout") }}, http.MethodGet, "/readyz", nil)
	if down.status != http.StatusServiceUnavailable || down.err == nil || down.err.Code != CodeUnavailable || down.header.Get("Retry-After") != "1" {
		t.Errorf("readyz down: %d Retry-After %q %s", down.status, down.header.Get("Retry-After"), down.raw)
	}
	if up := roundTrip(t, &Server{Ready: func(context.Context) error { return nil }}, http.MethodGet, "/readyz", nil); up.status != http.StatusOK {
		t.Errorf("readyz up: %d %s", up.status, up.raw)
	}
}

func TestGateRefusals(t *testing.T) {
	month := keylimits.Decision{Limits: keylimits.Limits{RPS: 5, Burst: 10, Monthly: 1000}, Month: "2026-11", Used: 1000}
	decision := func(o keylimits.Outcome) keylimits.Decision {
		d := month
		d.Outcome = o
		d.Datasets = []string{"quotes"}
		d.RetryAfter = 1500 * time.Millisecond
		return d
	}
	cases := []struct {
		refusal    error
		status     int
		code       string
		header     string
		headerWant string
	}{
		{refusal(decision(keylimits.Unknown), "jobs"), http.StatusUnauthorized, CodeUnauthorized, "WWW-Authenticate", bearerChallenge},
		{refusal(decision(keylimits.Revoked), "jobs"), http.StatusUnauthorized, CodeUnauthorized, "WWW-Authenticate", bearerChallenge},
		{refusal(decision(keylimits.Forbidden), "jobs"), http.StatusForbidden, CodeForbidden, "", ""},
		{refusal(decision(keylimits.RateLimited), "jobs"), http.StatusTooManyRequests, CodeRateLimited, "Retry-After", "2"},
		{refusal(decision(keylimits.QuotaExceeded), "jobs"), http.StatusTooManyRequests, CodeQuotaExceeded, "", ""},
		{unavailable("the API key cannot be checked right now; retry shortly"), http.StatusServiceUnavailable, CodeUnavailable, "Retry-After", "1"},
	}
	for _, c := range cases {
		backend := &fakeBackend{page: &search.Page{}}
		gate := &fakeGate{verdict: Refuse, refusal: c.refusal}
		rep := roundTrip(t, &Server{Engine: backend, Gate: gate}, http.MethodGet, "/v1/jobs", nil)
		if rep.status != c.status || rep.err == nil || rep.err.Code != c.code || string(rep.top["data"]) != "null" {
			t.Errorf("%v: %d %s", c.refusal, rep.status, rep.raw)
		}
		if c.header != "" && rep.header.Get(c.header) != c.headerWant {
			t.Errorf("%v: %s %q, want %q", c.refusal, c.header, rep.header.Get(c.header), c.headerWant)
		}
		if backend.calls != 0 || len(gate.settled) != 0 {
			t.Errorf("%v: backend called %d times, settled %v", c.refusal, backend.calls, gate.settled)
		}
	}
	for _, path := range []string{"/v1/sources", "/v1/vocabularies"} {
		if open := roundTrip(t, &Server{Engine: &fakeBackend{}, Gate: &fakeGate{verdict: Refuse, refusal: unauthorized("no key")}}, http.MethodGet, path, nil); open.status != http.StatusOK {
			t.Errorf("%s behind the gate: %d", path, open.status)
		}
	}
}

func TestServedRequestsSettleOnce(t *testing.T) {
	row := json.RawMessage(`{"id":"boss:1"}`)
	cases := []struct {
		name    string
		backend *fakeBackend
		target  string
		header  http.Header
		status  int
	}{
		{"200", &fakeBackend{row: row}, "/v1/jobs/boss:1", nil, http.StatusOK},
		{"304", &fakeBackend{row: row}, "/v1/jobs/boss:1", http.Header{"If-None-Match": {etag(row)}}, http.StatusNotModified},
		{"404", &fakeBackend{err: readapi.NotFound("jobs", "boss:1")}, "/v1/jobs/boss:1", nil, http.StatusNotFound},
		{"400", &fakeBackend{row: row}, "/v1/jobs/boss:1?x=1", nil, http.StatusBadRequest},
		{"panic", &fakeBackend{panics: true}, "/v1/jobs/boss:1", http.Header{"Accept-Encoding": {"gzip"}}, http.StatusInternalServerError},
	}
	for _, c := range cases {
		gate := &fakeGate{verdict: Serve}
		rep := roundTrip(t, &Server{Engine: c.backend, Gate: gate}, http.MethodGet, c.target, c.header)
		if rep.status != c.status || !slices.Equal(gate.settled, []int{c.status}) {
			t.Errorf("%s: %d, settled %v", c.name, rep.status, gate.settled)
		}
		if c.status == http.StatusInternalServerError && (rep.err == nil || rep.err.Code != CodeInternal) {
			t.Errorf("%s: %s", c.name, rep.raw)
		}
	}
}

// TestRevalidateOnly: with the month's credits spent, a matching tag still
// answers 304, anything else the refusal without data, and nothing settles.
func TestRevalidateOnly(t *testing.T) {
	row := json.RawMessage(`{"id":"boss:1"}`)
	spent := refusal(keylimits.Decision{Outcome: keylimits.QuotaExceeded, Limits: keylimits.Limits{Monthly: 3}, Used: 3, Month: "2026-11"}, "jobs")
	cases := []struct {
		name        string
		backend     *fakeBackend
		target      string
		ifNoneMatch string
		status      int
	}{
		{"matching tag", &fakeBackend{row: row}, "/v1/jobs/boss:1", etag(row), http.StatusNotModified},
		{"one of the tags", &fakeBackend{row: row}, "/v1/jobs/boss:1", `"old", ` + etag(row), http.StatusNotModified},
		{"stale tag", &fakeBackend{row: row}, "/v1/jobs/boss:1", `"old"`, http.StatusTooManyRequests},
		{"no tag", &fakeBackend{row: row}, "/v1/jobs/boss:1", "", http.StatusTooManyRequests},
		{"backend error", &fakeBackend{err: readapi.NotFound("jobs", "boss:1")}, "/v1/jobs/boss:1", etag(row), http.StatusTooManyRequests},
		{"bad parameter", &fakeBackend{row: row}, "/v1/jobs/boss:1?x=1", etag(row), http.StatusTooManyRequests},
		{"list", &fakeBackend{page: &search.Page{Rows: []json.RawMessage{row}}}, "/v1/jobs", `"old"`, http.StatusTooManyRequests},
	}
	for _, c := range cases {
		gate := &fakeGate{verdict: RevalidateOnly, refusal: spent}
		var header http.Header
		if c.ifNoneMatch != "" {
			header = http.Header{"If-None-Match": {c.ifNoneMatch}}
		}
		rep := roundTrip(t, &Server{Engine: c.backend, Gate: gate}, http.MethodGet, c.target, header)
		if rep.status != c.status || len(gate.settled) != 0 {
			t.Errorf("%s: %d, settled %v: %s", c.name, rep.status, gate.settled, rep.raw)
			continue
		}
		if c.status == http.StatusNotModified {
			if len(rep.raw) != 0 || rep.header.Get("ETag") != etag(row) {
				t.Errorf("%s: 304 with %d bytes, ETag %q", c.name, len(rep.raw), rep.header.Get("ETag"))
			}
			continue
		}
		if rep.err == nil || rep.err.Code != CodeQuotaExceeded || string(rep.top["data"]) != "null" || rep.header.Get("ETag") != "" {
			t.Errorf("%s: ETag %q %s", c.name, rep.header.Get("ETag"), rep.raw)
		}
	}
}
