package opensearch

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

// TestReadRetriesOnAnotherNode: of two nodes, one refuses connections (it
// was killed) and the other answers; with retries every call succeeds, and
// without them the calls sent to the dead node fail.
func TestReadRetriesOnAnotherNode(t *testing.T) {
	dead := httptest.NewServer(http.NotFoundHandler())
	deadURL := dead.URL
	dead.Close()
	var served atomic.Int64
	live := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		served.Add(1)
		_, _ = w.Write([]byte(`{"hits":{}}`))
	}))
	defer live.Close()

	for _, tc := range []struct {
		retries  int
		failures bool
	}{{retries: 2}, {retries: 0, failures: true}} {
		c, err := New(Config{URLs: []string{deadURL, live.URL}, RequestTimeout: time.Second, MaxRetries: tc.retries})
		if err != nil {
			t.Fatal(err)
		}
		failed := 0
		for range 20 {
			if _, err := c.Do(context.Background(), http.MethodPost, "/jobs/_search", []byte(`{}`)); err != nil {
				failed++
			}
		}
		if (failed > 0) != tc.failures {
			t.Errorf("MaxRetries %d: %d of 20 reads failed", tc.retries, failed)
		}
	}
}

// TestRetryAfterBrokenAnswer: a node that closes the connection without
// answering (killed mid-request) costs the caller nothing with retries.
func TestRetryAfterBrokenAnswer(t *testing.T) {
	broken := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		conn, _, err := w.(http.Hijacker).Hijack()
		if err == nil {
			conn.Close()
		}
	}))
	defer broken.Close()
	live := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte(`{}`))
	}))
	defer live.Close()
	c, err := New(Config{URLs: []string{broken.URL, live.URL}, RequestTimeout: time.Second, MaxRetries: 2})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 10 {
		if _, err := c.Do(context.Background(), http.MethodPost, "/jobs/_search", []byte(`{}`)); err != nil {
			t.Fatalf("read %d: %v", i, err)
		}
	}
}

func TestRetryBackoff(t *testing.T) {
	for attempt, want := range map[int]time.Duration{1: 0, 2: 50 * time.Millisecond, 3: 100 * time.Millisecond, 10: 500 * time.Millisecond} {
		if got := retryBackoff(attempt); got != want {
			t.Errorf("retryBackoff(%d) = %s, want %s", attempt, got, want)
		}
	}
}
