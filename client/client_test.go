package client_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"readapi/client"
)

// answer writes an envelope the way the API does.
func answer(w http.ResponseWriter, status int, data any, meta map[string]any, code, message string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	var failure any
	if code != "" {
		failure = map[string]string{"code": code, "message": message}
	}
	if meta == nil {
		meta = map[string]any{}
	}
	meta["request_id"] = "req-1"
	_ = json.NewEncoder(w).Encode(map[string]any{"data": data, "meta": meta, "error": failure})
}

// serve starts handler and returns a client of it with the key "k1".
func serve(t *testing.T, handler http.HandlerFunc, o client.Options) *client.Client {
	t.Helper()
	srv := httptest.NewServer(handler)
	t.Cleanup(srv.Close)
	c, err := client.New(srv.URL, "k1", o)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func apiError(t *testing.T, err error) *client.APIError {
	t.Helper()
	var e *client.APIError
	if !errors.As(err, &e) {
		t.Fatalf("want an *APIError, got %v", err)
	}
	return e
}

func TestRetriesRateLimitedAfterRetryAfter(t *testing.T) {
	var calls atomic.Int32
	var first time.Time
	var waited time.Duration
	c := serve(t, func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer k1" {
			t.Errorf("attempt %d: Authorization %q", calls.Load()+1, r.Header.Get("Authorization"))
		}
		if calls.Add(1) == 1 {
			first = time.Now()
			w.Header().Set("Retry-After", "1")
			answer(w, http.StatusTooManyRequests, nil, nil, client.CodeRateLimited, "slow down")
			return
		}
		waited = time.Since(first)
		answer(w, http.StatusOK, map[string]any{"id": "q:1"}, nil, "", "")
	}, client.Options{})
	page, err := c.Get(context.Background(), "/v1/quotes/q:1", nil, "")
	if err != nil {
		t.Fatal(err)
	}
	if calls.Load() != 2 || string(page.Data) != `{"id":"q:1"}` {
		t.Fatalf("%d calls, data %s; want 2 calls and the row", calls.Load(), page.Data)
	}
	if waited < 900*time.Millisecond {
		t.Errorf("retried after %v; Retry-After asked for 1 s", waited)
	}
}

func TestRetriesServerErrorsWithinTheAttempts(t *testing.T) {
	var calls atomic.Int32
	c := serve(t, func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.Header().Set("Retry-After", "0")
		answer(w, http.StatusServiceUnavailable, nil, nil, client.CodeUnavailable, "engine down")
	}, client.Options{Attempts: 3})
	_, err := c.Get(context.Background(), "/v1/jobs", nil, "")
	e := apiError(t, err)
	if e.Status != 503 || e.Code != client.CodeUnavailable || e.RequestID != "req-1" || !e.Retryable() {
		t.Errorf("error %+v", e)
	}
	if calls.Load() != 3 {
		t.Errorf("%d attempts, want 3", calls.Load())
	}
}

func TestQuotaExceededIsNotRetried(t *testing.T) {
	var calls atomic.Int32
	c := serve(t, func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.Header().Set("X-Quota-Limit", "1000")
		w.Header().Set("X-Quota-Used", "1000")
		w.Header().Set("Retry-After", "0")
		answer(w, http.StatusTooManyRequests, nil, nil, client.CodeQuotaExceeded, "monthly allowance spent")
	}, client.Options{})
	_, err := c.Get(context.Background(), "/v1/jobs", nil, "")
	e := apiError(t, err)
	if e.Code != client.CodeQuotaExceeded || e.QuotaLimit != 1000 || e.QuotaUsed != 1000 || e.Retryable() {
		t.Errorf("error %+v", e)
	}
	if calls.Load() != 1 {
		t.Errorf("%d attempts, want 1", calls.Load())
	}
}

func TestAWaitLongerThanMaxWaitIsNotWaited(t *testing.T) {
	var calls atomic.Int32
	c := serve(t, func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.Header().Set("Retry-After", "3600")
		answer(w, http.StatusTooManyRequests, nil, nil, client.CodeRateLimited, "slow down")
	}, client.Options{MaxWait: time.Second})
	_, err := c.Get(context.Background(), "/v1/jobs", nil, "")
	if e := apiError(t, err); e.RetryAfter != time.Hour || calls.Load() != 1 {
		t.Errorf("%d attempts, error %+v; want 1 attempt and RetryAfter 1h", calls.Load(), e)
	}
}

func TestACancelledContextEndsTheWait(t *testing.T) {
	c := serve(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Retry-After", "20")
		answer(w, http.StatusServiceUnavailable, nil, nil, client.CodeUnavailable, "engine down")
	}, client.Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := c.Get(ctx, "/v1/jobs", nil, "")
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 5*time.Second {
		t.Errorf("after %v: %v; want the context's error at once", time.Since(start), err)
	}
}

func TestOtherRefusalsAreTypedAndNotRetried(t *testing.T) {
	var calls atomic.Int32
	c := serve(t, func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		answer(w, http.StatusBadRequest, nil, nil, client.CodeInvalidRequest, "limit: at most 100")
	}, client.Options{})
	_, err := c.Get(context.Background(), "/v1/jobs", url.Values{"limit": {"101"}}, "")
	e := apiError(t, err)
	if e.Status != 400 || e.Code != client.CodeInvalidRequest || e.Message != "limit: at most 100" || calls.Load() != 1 {
		t.Errorf("%d attempts, error %+v", calls.Load(), e)
	}
}

// pagedServer serves rows 0..n-1 of /v1/jobs, limit rows a page, checking
// that every request keeps the caller's filter.
func pagedServer(t *testing.T, n, limit int, requests *atomic.Int32) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		requests.Add(1)
		q := r.URL.Query()
		if r.URL.Path != "/v1/jobs" || q.Get("remote") != "true" {
			t.Errorf("request %s lost the path or the filter", r.URL)
		}
		from := 0
		if cursor := q.Get("cursor"); cursor != "" {
			from, _ = strconv.Atoi(cursor)
		}
		var rows []map[string]any
		for i := from; i < min(from+limit, n); i++ {
			rows = append(rows, map[string]any{"id": fmt.Sprintf("hh:%d", i), "title": "T"})
		}
		var next any
		if from+limit < n {
			next = strconv.Itoa(from + limit)
		}
		answer(w, http.StatusOK, rows, map[string]any{"next": next, "count": len(rows)}, "", "")
	}
}

func TestWalkFollowsNextOverThreePages(t *testing.T) {
	var requests atomic.Int32
	c := serve(t, pagedServer(t, 7, 3, &requests), client.Options{})
	type row struct {
		ID string `json:"id"`
	}
	var ids []string
	for r, err := range client.Walk[row](context.Background(), c, "/v1/jobs", url.Values{"remote": {"true"}}) {
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, r.ID)
	}
	if fmt.Sprint(ids) != "[hh:0 hh:1 hh:2 hh:3 hh:4 hh:5 hh:6]" || requests.Load() != 3 {
		t.Errorf("%d requests, rows %v; want 3 requests and the 7 rows in order", requests.Load(), ids)
	}
}

func TestBreakingOutOfAWalkStopsFetching(t *testing.T) {
	var requests atomic.Int32
	c := serve(t, pagedServer(t, 7, 3, &requests), client.Options{})
	n := 0
	for _, err := range c.Rows(context.Background(), "/v1/jobs", url.Values{"remote": {"true"}}) {
		if err != nil {
			t.Fatal(err)
		}
		if n++; n == 4 {
			break
		}
	}
	if requests.Load() != 2 {
		t.Errorf("%d requests for 4 rows of 3-row pages, want 2", requests.Load())
	}
}

func TestAWalkEndsAtItsFirstError(t *testing.T) {
	c := serve(t, func(w http.ResponseWriter, r *http.Request) {
		answer(w, http.StatusForbidden, nil, nil, client.CodeForbidden, "jobs is not in the key's scope")
	}, client.Options{})
	var errs []error
	for row, err := range c.Rows(context.Background(), "/v1/jobs", nil) {
		if row != nil {
			t.Errorf("row %s alongside an error", row)
		}
		errs = append(errs, err)
	}
	if len(errs) != 1 || apiError(t, errs[0]).Code != client.CodeForbidden {
		t.Errorf("walk yielded %v, want one forbidden error", errs)
	}
}

func TestConditionalGetAnswersNotModified(t *testing.T) {
	const tag = `"abc123"`
	c := serve(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("ETag", tag)
		if r.Header.Get("If-None-Match") == tag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		answer(w, http.StatusOK, []any{map[string]any{"id": "hh:1"}}, map[string]any{"next": nil}, "", "")
	}, client.Options{})
	ctx := context.Background()
	fresh, err := c.Get(ctx, "/v1/jobs", nil, "")
	if err != nil || fresh.NotModified || fresh.ETag != tag || len(fresh.Data) == 0 {
		t.Fatalf("unconditional get: %+v, %v", fresh, err)
	}
	same, err := c.Get(ctx, "/v1/jobs", nil, fresh.ETag)
	if err != nil || !same.NotModified || same.Data != nil {
		t.Fatalf("get with the current tag: %+v, %v; want NotModified", same, err)
	}
	changed, err := c.Get(ctx, "/v1/jobs", nil, `"stale"`)
	if err != nil || changed.NotModified || len(changed.Data) == 0 {
		t.Fatalf("get with a stale tag: %+v, %v; want the data", changed, err)
	}
}

func TestGeneratedOperationsShareKeyAndRetries(t *testing.T) {
	var calls atomic.Int32
	c := serve(t, func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer k1" || r.URL.Query().Get("limit") != "2" {
			t.Errorf("request %s with Authorization %q", r.URL, r.Header.Get("Authorization"))
		}
		if calls.Add(1) == 1 {
			w.Header().Set("Retry-After", "0")
			answer(w, http.StatusBadGateway, nil, nil, "", "")
			return
		}
		if r.Header.Get("If-None-Match") == `"t"` {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		answer(w, http.StatusOK, []any{map[string]any{"id": "hh:1", "title": "Welder"}}, map[string]any{"next": nil, "count": 1}, "", "")
	}, client.Options{})
	limit := 2
	resp, err := c.ListJobsWithResponse(context.Background(), &client.ListJobsParams{Limit: &limit})
	if err != nil {
		t.Fatal(err)
	}
	if err := client.ErrorOf(resp.HTTPResponse, resp.Body); err != nil || resp.JSON200 == nil {
		t.Fatalf("status %d: %v", resp.StatusCode(), err)
	}
	if len(resp.JSON200.Data) != 1 || resp.JSON200.Data[0].Title != "Welder" || calls.Load() != 2 {
		t.Errorf("%d calls, page %+v", calls.Load(), resp.JSON200)
	}
	cached, err := c.ListJobsWithResponse(context.Background(), &client.ListJobsParams{Limit: &limit}, client.WithIfNoneMatch(`"t"`))
	if err != nil || cached.StatusCode() != http.StatusNotModified {
		t.Errorf("conditional generated call: %v, %v", cached, err)
	}
}

func TestNewRefusesABaseURLThatIsNotHTTP(t *testing.T) {
	for _, base := range []string{"", "127.0.0.1:8080", "ftp://host"} {
		if _, err := client.New(base, "k", client.Options{}); err == nil {
			t.Errorf("New(%q) accepted", base)
		}
	}
}

func TestTimeoutBoundsEachAttempt(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	c := serve(t, func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}, client.Options{Timeout: 100 * time.Millisecond, Attempts: 1})
	start := time.Now()
	if _, err := c.Get(context.Background(), "/v1/jobs", nil, ""); err == nil || time.Since(start) > 5*time.Second {
		t.Errorf("after %v: %v; want a timeout after 100 ms", time.Since(start), err)
	}
}
