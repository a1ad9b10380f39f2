package handlers

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"

	"readapi/keylimits"
)

// frozenGate is a KeyGate over a miniredis whose clock (what TIME answers
// inside the admit script) moves only when the test moves it.
type frozenGate struct {
	t     *testing.T
	mr    *miniredis.Miniredis
	store *keylimits.Store
	gate  *KeyGate
}

// frozenAt is a Sunday in November: the month resets 8 days 14 hours later.
var frozenAt = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

func newFrozenGate(t *testing.T) *frozenGate {
	t.Helper()
	mr := miniredis.RunT(t)
	mr.SetTime(frozenAt)
	rdb := redis.NewClient(&redis.Options{Addr: mr.Addr(), MaxRetries: -1})
	t.Cleanup(func() { rdb.Close() })
	return &frozenGate{
		t:     t,
		mr:    mr,
		store: &keylimits.Store{Redis: rdb, Prefix: "p-", Now: func() time.Time { return frozenAt }},
		gate:  &KeyGate{Limiter: &keylimits.Limiter{Redis: rdb, Prefix: "p-", Timeout: 200 * time.Millisecond}, Log: zap.NewNop()},
	}
}

func (f *frozenGate) create(plan string, datasets []string, o keylimits.Overrides) string {
	f.t.Helper()
	key, _, err := f.store.Create(context.Background(), plan, "test", datasets, o)
	if err != nil {
		f.t.Fatal(err)
	}
	return key
}

// admit asks the gate about a GET /v1/jobs with the given Authorization and
// If-None-Match, and returns its admission and the headers it set.
func (f *frozenGate) admit(authorization, ifNoneMatch string) (Admission, http.Header) {
	r := httptest.NewRequest(http.MethodGet, "/v1/jobs", nil)
	if authorization != "" {
		r.Header.Set("Authorization", authorization)
	}
	if ifNoneMatch != "" {
		r.Header.Set("If-None-Match", ifNoneMatch)
	}
	w := httptest.NewRecorder()
	return f.gate.Admit(w, r, "jobs"), w.Header()
}

// served admits a request that must be served and settles it with status.
func (f *frozenGate) served(key string, status int) http.Header {
	f.t.Helper()
	a, h := f.admit("Bearer "+key, "")
	if a.Verdict != Serve {
		f.t.Fatalf("admission %+v, want Serve", a)
	}
	a.Settle(h, status)
	a.Done()
	return h
}

// authHeader returns an Authorization header, the same for every test.
func authHeader(value string) func(*frozenGate) string {
	return func(*frozenGate) string { return value }
}

// issuedKey returns the bearer header of a fresh key.
func issuedKey(datasets []string, o keylimits.Overrides) func(*frozenGate) string {
	return func(f *frozenGate) string { return "Bearer " + f.create("free", datasets, o) }
}

// revokedKey returns the bearer header of a revoked key.
func revokedKey(f *frozenGate) string {
	key := f.create("free", nil, keylimits.Overrides{})
	if _, err := f.store.Revoke(context.Background(), key); err != nil {
		f.t.Fatal(err)
	}
	return "Bearer " + key
}

// limitedKey returns the bearer header of a key (1/s, burst 1) used 300 ms ago.
func limitedKey(f *frozenGate) string {
	key := f.create("free", nil, keylimits.Overrides{RPS: 1, Burst: 1})
	f.served(key, http.StatusOK)
	f.mr.SetTime(frozenAt.Add(300 * time.Millisecond))
	return "Bearer " + key
}

// spentKey returns the bearer header of a key whose one monthly credit is used.
func spentKey(f *frozenGate) string {
	key := f.create("free", nil, keylimits.Overrides{Monthly: 1})
	f.served(key, http.StatusOK)
	return "Bearer " + key
}

// unreachableKey returns the bearer header of a key, then stops Redis.
func unreachableKey(f *frozenGate) string {
	key := f.create("free", nil, keylimits.Overrides{})
	f.mr.Close()
	return "Bearer " + key
}

func TestKeyGateDecisions(t *testing.T) {
	cases := []struct {
		name string
		// authorization returns the Authorization header.
		authorization func(f *frozenGate) string
		ifNoneMatch   string
		verdict       Verdict
		status        int
		code          string
		header        map[string]string
		// outcome is what KeyGate.Observe is told.
		outcome string
	}{
		{name: "no key", outcome: OutcomeUnauthorized, authorization: authHeader(""), verdict: Refuse, status: http.StatusUnauthorized, code: CodeUnauthorized,
			header: map[string]string{"WWW-Authenticate": bearerChallenge, "X-Quota-Limit": ""}},
		{name: "not bearer", outcome: OutcomeUnauthorized, authorization: authHeader("Basic dXNlcjpwYXNz"), verdict: Refuse, status: http.StatusUnauthorized, code: CodeUnauthorized},
		{name: "malformed key", outcome: OutcomeUnauthorized, authorization: authHeader("Bearer " + keylimits.KeyPrefix + "abc"), verdict: Refuse, status: http.StatusUnauthorized, code: CodeUnauthorized},
		{name: "unknown key", outcome: OutcomeUnauthorized, authorization: authHeader("Bearer " + keylimits.NewKey()), verdict: Refuse, status: http.StatusUnauthorized, code: CodeUnauthorized,
			header: map[string]string{"WWW-Authenticate": bearerChallenge, "X-Quota-Limit": ""}},
		{name: "revoked key", outcome: OutcomeUnauthorized, authorization: revokedKey, verdict: Refuse, status: http.StatusUnauthorized, code: CodeUnauthorized},
		{name: "out of scope", outcome: OutcomeForbidden, authorization: issuedKey([]string{"quotes"}, keylimits.Overrides{}), verdict: Refuse, status: http.StatusForbidden, code: CodeForbidden,
			header: map[string]string{"X-Quota-Limit": "1000", "X-Quota-Used": "0"}},
		{name: "over the per-second limit", outcome: OutcomeRateLimited, authorization: limitedKey, verdict: Refuse, status: http.StatusTooManyRequests, code: CodeRateLimited,
			header: map[string]string{"Retry-After": "1", "X-Quota-Used": "1"}},
		{name: "quota spent", outcome: OutcomeQuotaExceeded, authorization: spentKey, verdict: Refuse, status: http.StatusTooManyRequests, code: CodeQuotaExceeded,
			header: map[string]string{"X-Quota-Limit": "1", "X-Quota-Used": "1"}},
		{name: "quota spent, revalidation", outcome: OutcomeQuotaExceeded, authorization: spentKey, ifNoneMatch: `"tag"`, verdict: RevalidateOnly, status: http.StatusTooManyRequests, code: CodeQuotaExceeded,
			header: map[string]string{"X-Quota-Limit": "1", "X-Quota-Used": "1"}},
		{name: "allowed", outcome: OutcomeAdmitted, authorization: issuedKey(nil, keylimits.Overrides{}), verdict: Serve,
			header: map[string]string{"X-Quota-Limit": "1000", "X-Quota-Used": "1",
				"RateLimit-Policy": `"burst";q=10;w=2, "month";q=1000;w=2592000`,
				"RateLimit":        `"burst";r=9;t=1, "month";r=999;t=741600`}},
		{name: "allowed, revalidation", outcome: OutcomeAdmitted, authorization: issuedKey(nil, keylimits.Overrides{}), ifNoneMatch: `"tag"`, verdict: Serve,
			header: map[string]string{"X-Quota-Used": "1"}},
		{name: "redis down", outcome: OutcomeUnavailable, authorization: unreachableKey, verdict: Refuse, status: http.StatusServiceUnavailable, code: CodeUnavailable,
			header: map[string]string{"Retry-After": "1", "X-Quota-Limit": ""}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := newFrozenGate(t)
			authorization := c.authorization(f)
			var outcomes []string
			var asked time.Duration
			f.gate.Observe = func(outcome string, redis time.Duration) {
				outcomes, asked = append(outcomes, outcome), redis
			}
			a, h := f.admit(authorization, c.ifNoneMatch)
			if len(outcomes) != 1 || outcomes[0] != c.outcome {
				t.Errorf("observed %v, want [%s]", outcomes, c.outcome)
			}
			if beforeRedis := c.code == CodeUnauthorized && c.name != "unknown key" && c.name != "revoked key"; (asked == 0) != beforeRedis {
				t.Errorf("observed a Redis round trip of %s", asked)
			}
			if a.Verdict != c.verdict {
				t.Fatalf("verdict %v, want %v (%+v)", a.Verdict, c.verdict, a)
			}
			if c.verdict == Serve {
				if a.Settle == nil || a.Refusal != nil {
					t.Fatalf("served without a Settle, or with a refusal: %+v", a)
				}
			} else {
				e := toAPIError(a.Refusal)
				if e.Status != c.status || e.Code != c.code {
					t.Fatalf("refusal %d %s, want %d %s", e.Status, e.Code, c.status, c.code)
				}
				for k, vs := range e.Header {
					h[k] = vs
				}
			}
			if h.Get("Vary") != "Authorization" {
				t.Errorf("Vary %q", h.Values("Vary"))
			}
			for k, want := range c.header {
				if got := h.Get(k); got != want {
					t.Errorf("%s: %q, want %q", k, got, want)
				}
			}
		})
	}
}

// TestKeyGateCharges: a served 2xx keeps its credit, any other status gives
// it back, and a revalidation with the credits spent costs none.
func TestKeyGateCharges(t *testing.T) {
	f := newFrozenGate(t)
	key := f.create("free", nil, keylimits.Overrides{Monthly: 2})
	for _, status := range []int{http.StatusNotModified, http.StatusNotFound, http.StatusServiceUnavailable} {
		if h := f.served(key, status); h.Get("X-Quota-Used") != "0" {
			t.Fatalf("after a %d: X-Quota-Used %q, want the credit back", status, h.Get("X-Quota-Used"))
		}
	}
	for used := 1; used <= 2; used++ {
		if h := f.served(key, http.StatusOK); h.Get("X-Quota-Used") != strconv.Itoa(used) {
			t.Fatalf("after %d 200s: X-Quota-Used %q", used, h.Get("X-Quota-Used"))
		}
	}
	for range 3 {
		if a, h := f.admit("Bearer "+key, `"tag"`); a.Verdict != RevalidateOnly || h.Get("X-Quota-Used") != "2" {
			t.Fatalf("revalidation with the credits spent: %+v, X-Quota-Used %q", a, h.Get("X-Quota-Used"))
		}
	}
	keys, err := f.store.List(context.Background())
	if err != nil || len(keys) != 1 || keys[0].Used != 2 {
		t.Fatalf("stored use %+v (%v), want 2", keys, err)
	}
}
