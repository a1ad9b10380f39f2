package handlers

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"readapi"
)

// recordingObserver records what the server tells it.
type recordingObserver struct {
	started, cursors int
	done             []string
}

func (o *recordingObserver) RequestStarted() { o.started++ }

func (o *recordingObserver) RequestDone(route, method string, status int, _ time.Duration) {
	o.done = append(o.done, fmt.Sprintf("%s %s %d", method, route, status))
}

func (o *recordingObserver) CursorRejected() { o.cursors++ }

func TestObserverSeesRouteTemplatesNeverPaths(t *testing.T) {
	obs := &recordingObserver{}
	metrics := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain; version=0.0.4")
		_, _ = w.Write([]byte("up 1\n"))
	})
	s := &Server{Engine: &fakeBackend{row: []byte(`{}`)}, Observer: obs, Metrics: metrics}
	roundTrip(t, s, http.MethodGet, "/v1/jobs/hh:secret-id", nil)
	roundTrip(t, s, http.MethodGet, "/no/such/path?q=secret", nil)
	roundTrip(t, s, http.MethodPost, "/v1/jobs", nil)
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	if rec.Code != http.StatusOK || rec.Body.String() != "up 1\n" {
		t.Errorf("/metrics: %d %s", rec.Code, rec.Body)
	}
	want := []string{"GET /v1/jobs/{id:.+} 200", "GET unmatched 404", "POST unmatched 405", "GET /metrics 200"}
	if obs.started != len(want) || !slices.Equal(obs.done, want) {
		t.Errorf("started %d, done %q; want %q", obs.started, obs.done, want)
	}

	s.Engine = &fakeBackend{err: readapi.Invalid("cursor", "cursor is not valid")}
	roundTrip(t, s, http.MethodGet, "/v1/jobs?cursor=x", nil)
	s.Engine = &fakeBackend{err: readapi.Invalid("limit", "limit is not a number")}
	roundTrip(t, s, http.MethodGet, "/v1/jobs?limit=x", nil)
	if obs.cursors != 1 {
		t.Errorf("%d cursor rejections, want 1", obs.cursors)
	}
}

func TestNoMetricsHandlerNoMetricsPath(t *testing.T) {
	r := roundTrip(t, &Server{Engine: &fakeBackend{}}, http.MethodGet, "/metrics", nil)
	if r.status != http.StatusNotFound || r.err == nil || r.err.Code != CodeNotFound {
		t.Errorf("/metrics without a handler: %d %s", r.status, r.raw)
	}
}
