package client

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"time"
)

// retrier is the HttpRequestDoer under every call of a Client: it sends the
// key, and sends a GET again when the API says it may be retried (429
// rate_limited, any 5xx), after the Retry-After wait or, without one, an
// exponential backoff. 429 quota_exceeded and every other 4xx are returned
// at once.
type retrier struct {
	http     *http.Client
	key      string
	attempts int
	maxWait  time.Duration
}

// firstBackoff is the wait before the first retry of an answer without
// Retry-After; it doubles with each attempt.
const firstBackoff = 250 * time.Millisecond

// Do sends req, again while it may be retried; the last answer is returned
// whatever its status.
func (r *retrier) Do(req *http.Request) (*http.Response, error) {
	ctx := req.Context()
	for attempt := 1; ; attempt++ {
		try := req.Clone(ctx)
		if r.key != "" {
			try.Header.Set("Authorization", "Bearer "+r.key)
		}
		resp, err := r.http.Do(try)
		if err != nil {
			return nil, err
		}
		wait, again := r.wait(req, resp, attempt)
		if !again {
			return resp, nil
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if err := sleep(ctx, wait); err != nil {
			return nil, err
		}
	}
}

// wait says whether the answer to the given attempt of req is to be
// retried, and after how long. Only reads (GET, HEAD) are sent again.
func (r *retrier) wait(req *http.Request, resp *http.Response, attempt int) (time.Duration, bool) {
	if attempt >= r.attempts || req.Method != http.MethodGet && req.Method != http.MethodHead {
		return 0, false
	}
	switch {
	case resp.StatusCode == http.StatusTooManyRequests:
		if errorCode(resp) != CodeRateLimited {
			return 0, false
		}
	case resp.StatusCode < 500:
		return 0, false
	}
	wait, given := retryAfter(resp.Header)
	if !given {
		wait = min(firstBackoff<<(attempt-1), r.maxWait)
	}
	return wait, wait <= r.maxWait
}

// errorCode reads the envelope's error.code of resp, leaving the body
// readable again for the caller.
func errorCode(resp *http.Response) string {
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	resp.Body.Close()
	resp.Body = io.NopCloser(bytes.NewReader(body))
	var envelope struct {
		Error struct {
			Code string `json:"code"`
		} `json:"error"`
	}
	_ = json.Unmarshal(body, &envelope)
	return envelope.Error.Code
}

// retryAfter reads Retry-After, in seconds or as an HTTP date.
func retryAfter(h http.Header) (time.Duration, bool) {
	value := h.Get("Retry-After")
	if value == "" {
		return 0, false
	}
	if seconds, err := strconv.Atoi(value); err == nil && seconds >= 0 {
		return time.Duration(seconds) * time.Second, true
	}
	if at, err := http.ParseTime(value); err == nil {
		return max(time.Until(at), 0), true
	}
	return 0, false
}

// sleep waits d or until ctx is done.
func sleep(ctx context.Context, d time.Duration) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-timer.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
