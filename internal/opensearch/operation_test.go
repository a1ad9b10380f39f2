package opensearch

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func TestOperationNamesTheEndpointNeverTheIndexOrID(t *testing.T) {
	for _, c := range []struct{ method, path, want string }{
		{http.MethodPost, "/t-jobs/_search", "search"},
		{http.MethodPost, "/t-jobs-*/_search?expand_wildcards=open", "search"},
		{http.MethodPost, "/t-jobs/_msearch", "msearch"},
		{http.MethodGet, "/t-jobs/_count", "count"},
		{http.MethodGet, "/t-jobs/_doc/hh%3A1", "get"},
		{http.MethodGet, "/t-jobs/_doc/_search", "get"},
		{http.MethodPut, "/t-jobs/_doc/x?refresh=wait_for", "write"},
		{http.MethodPut, "/t-locks/_create/jobs", "write"},
		{http.MethodDelete, "/t-jobs/_doc/x", "delete"},
		{http.MethodPost, "/t-jobs/_mget", "mget"},
		{http.MethodPost, "/_bulk?refresh=false", "bulk"},
		{http.MethodGet, "/_cluster/health", "health"},
		{http.MethodGet, "/_alias/t-jobs", "admin"},
		{http.MethodPut, "/t-jobs-20260101/_mapping", "admin"},
		{http.MethodPut, "/t-jobs-20260101", "admin"},
		{http.MethodDelete, "/t-*?expand_wildcards=all", "admin"},
	} {
		if got := Operation(c.method, c.path); got != c.want {
			t.Errorf("Operation(%s %s) = %q, want %q", c.method, c.path, got, c.want)
		}
	}
}

type observed struct {
	operation string
	status    int
	elapsed   time.Duration
}

func TestObserveSeesEveryCall(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/t-jobs/_count" {
			_, _ = w.Write([]byte(`{"count":1}`))
			return
		}
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"found":false}`))
	}))
	var calls []observed
	c, err := New(Config{URLs: []string{srv.URL}, RequestTimeout: time.Second, Observe: func(op string, status int, elapsed time.Duration) {
		calls = append(calls, observed{op, status, elapsed})
	}})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := c.Do(ctx, http.MethodGet, Path("t-jobs", "_count"), nil); err != nil {
		t.Fatal(err)
	}
	if _, err := c.WithTimeout(time.Second).Do(ctx, http.MethodGet, DocPath("t-jobs", "x"), nil); !HasStatus(err, http.StatusNotFound) {
		t.Fatalf("want a 404, got %v", err)
	}
	srv.Close()
	if _, err := c.Do(ctx, http.MethodGet, "/_cluster/health", nil); err == nil {
		t.Fatal("a closed server answered")
	}
	want := []observed{{"count", 200, 0}, {"get", 404, 0}, {"health", 0, 0}}
	if len(calls) != len(want) {
		t.Fatalf("observed %+v, want %+v", calls, want)
	}
	for i, w := range want {
		if calls[i].operation != w.operation || calls[i].status != w.status || calls[i].elapsed <= 0 {
			t.Errorf("call %d observed %+v, want %s %d", i, calls[i], w.operation, w.status)
		}
	}
}
