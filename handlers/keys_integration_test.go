package handlers_test

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"readapi/handlers"
	"readapi/internal/testenv"
	"readapi/keylimits"
)

// keyedAPI is an API server with the key gate over real Redis and OpenSearch.
type keyedAPI struct {
	*apiEnv
	store *keylimits.Store
	rdb   redis.UniversalClient
	// log receives the servers' logs (default: discarded).
	log *zap.Logger
}

func newKeyedAPI(t *testing.T) *keyedAPI {
	t.Helper()
	a := newAPI(t)
	rdb := testenv.Redis(t)
	k := &keyedAPI{apiEnv: a, rdb: rdb, store: &keylimits.Store{Redis: rdb, Prefix: a.prefix}, log: zap.NewNop()}
	a.srv = k.server(rdb)
	a.load("jobs", job("hh:1", nil), job("hh:2", nil))
	a.load("quotes", quote("q:1", true, "wisdom", nil))
	return k
}

// server starts another API process over the same prefix (for tests with
// several processes) using rdb for the gate.
func (k *keyedAPI) server(rdb redis.UniversalClient) *httptest.Server {
	gate := &handlers.KeyGate{Limiter: &keylimits.Limiter{Redis: rdb, Prefix: k.prefix}, Log: k.log}
	srv := httptest.NewServer((&handlers.Server{Engine: k.engine, Log: k.log, Gate: gate}).Handler())
	k.t.Cleanup(srv.Close)
	return srv
}

func (k *keyedAPI) key(plan string, datasets []string, o keylimits.Overrides) string {
	k.t.Helper()
	key, _, err := k.store.Create(context.Background(), plan, k.t.Name(), datasets, o)
	if err != nil {
		k.t.Fatal(err)
	}
	return key
}

func bearer(key string) http.Header { return http.Header{"Authorization": {"Bearer " + key}} }

func (k *keyedAPI) as(key, path string) *envelope {
	k.t.Helper()
	return k.request(http.MethodGet, path, bearer(key))
}

func expectError(t *testing.T, e *envelope, status int, code string) {
	t.Helper()
	if e.Status != status || e.Error == nil || e.Error.Code != code {
		t.Fatalf("want %d %s, got %d: %s", status, code, e.Status, e.Raw)
	}
}

func TestUnauthorized(t *testing.T) {
	k := newKeyedAPI(t)
	revoked := k.key("free", nil, keylimits.Overrides{})
	if _, err := k.store.Revoke(context.Background(), revoked); err != nil {
		t.Fatal(err)
	}
	valid := k.key("free", nil, keylimits.Overrides{})
	for name, h := range map[string]http.Header{
		"missing":      nil,
		"basic scheme": {"Authorization": {"Basic dXNlcjpwYXNz"}},
		"no key":       {"Authorization": {"Bearer "}},
		"malformed":    bearer("readapi_not-a-key"),
		"bad checksum": bearer(valid[:len(valid)-1] + string('a'+(valid[len(valid)-1]-'a'+1)%26)),
		"unknown":      bearer(keylimits.NewKey()),
		"revoked":      bearer(revoked),
	} {
		t.Run(name, func(t *testing.T) {
			e := k.request(http.MethodGet, "/v1/jobs", h)
			expectError(t, e, http.StatusUnauthorized, "unauthorized")
			if !strings.HasPrefix(e.Header.Get("WWW-Authenticate"), "Bearer") {
				t.Fatalf("no Bearer challenge: %v", e.Header)
			}
			if strings.Contains(string(e.Raw), valid[len(keylimits.KeyPrefix):]) || strings.Contains(string(e.Raw), revoked[len(keylimits.KeyPrefix):]) {
				t.Fatalf("the body echoes a key: %s", e.Raw)
			}
		})
	}
	for _, path := range []string{"/v1/sources", "/v1/openapi.json", "/healthz", "/readyz"} {
		if e := k.get(path); e.Status != http.StatusOK {
			t.Errorf("%s without a key: %d %s", path, e.Status, e.Raw)
		}
	}
	if e := k.as(valid, "/v1/jobs/hh:1"); e.Status != http.StatusOK {
		t.Fatalf("valid key: %d %s", e.Status, e.Raw)
	}
}

func TestRevocationReachesEveryProcess(t *testing.T) {
	k := newKeyedAPI(t)
	other := k.server(testenv.Redis(t))
	key := k.key("scale", nil, keylimits.Overrides{})
	servers := []*httptest.Server{k.srv, other}
	status := func(srv *httptest.Server) int {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+"/v1/jobs", nil)
		req.Header.Set("Authorization", "Bearer "+key)
		resp, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	for _, srv := range servers {
		if s := status(srv); s != http.StatusOK {
			t.Fatalf("before revocation: %d", s)
		}
	}
	if _, err := k.store.Revoke(context.Background(), key); err != nil {
		t.Fatal(err)
	}
	revokedAt := time.Now()
	for _, srv := range servers {
		for status(srv) != http.StatusUnauthorized {
			if time.Since(revokedAt) > time.Second {
				t.Fatalf("%s still serves the revoked key after a second", srv.URL)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

func TestForbiddenNamesBothScopes(t *testing.T) {
	k := newKeyedAPI(t)
	key := k.key("builder", []string{"quotes", "rates"}, keylimits.Overrides{})
	e := k.as(key, "/v1/jobs?q=x")
	expectError(t, e, http.StatusForbidden, "forbidden")
	if msg := e.Error.Message; !strings.Contains(msg, "jobs") || !strings.Contains(msg, "quotes, rates") {
		t.Fatalf("message %q must name the dataset asked for and the key's datasets", msg)
	}
	if e.Header.Get("X-Quota-Used") != "0" || e.Header.Get("X-Quota-Limit") != "50000" {
		t.Fatalf("quota headers on a 403: %v", e.Header)
	}
	for _, path := range []string{"/v1/venues/v1", "/v1/events/x", "/v1/jobs/removed"} {
		expectError(t, k.as(key, path), http.StatusForbidden, "forbidden")
	}
	if e := k.as(key, "/v1/quotes"); e.Status != http.StatusOK {
		t.Fatalf("in scope: %d %s", e.Status, e.Raw)
	}
}

func TestRateLimited(t *testing.T) {
	k := newKeyedAPI(t)
	key := k.key("free", nil, keylimits.Overrides{RPS: 1, Burst: 2})
	for i := range 2 {
		e := k.as(key, "/v1/jobs")
		if e.Status != http.StatusOK {
			t.Fatalf("request %d within the burst: %d %s", i+1, e.Status, e.Raw)
		}
		if got := e.Header.Get("RateLimit-Policy"); got != `"burst";q=2;w=2, "month";q=1000;w=`+monthSeconds(k.redisNow()) {
			t.Fatalf("RateLimit-Policy %q", got)
		}
		if got := e.Header.Get("RateLimit"); !strings.HasPrefix(got, `"burst";r=`+string(rune('1'-i))+";") {
			t.Fatalf("RateLimit %q on request %d", got, i+1)
		}
	}
	e := k.as(key, "/v1/jobs")
	expectError(t, e, http.StatusTooManyRequests, "rate_limited")
	if ra := e.Header.Get("Retry-After"); ra != "1" {
		t.Fatalf("Retry-After %q, want 1", ra)
	}
	if e.Header.Get("X-Quota-Used") != "2" {
		t.Fatalf("a 429 must not be charged: X-Quota-Used %q", e.Header.Get("X-Quota-Used"))
	}
	time.Sleep(1100 * time.Millisecond)
	if e := k.as(key, "/v1/jobs"); e.Status != http.StatusOK {
		t.Fatalf("after Retry-After: %d %s", e.Status, e.Raw)
	}
}

func TestQuotaExceeded(t *testing.T) {
	k := newKeyedAPI(t)
	key := k.key("starter", nil, keylimits.Overrides{Monthly: 3})
	first := k.as(key, "/v1/jobs/hh:1")
	tag := first.Header.Get("ETag")
	if first.Status != http.StatusOK || first.Header.Get("X-Quota-Used") != "1" || first.Header.Get("X-Quota-Limit") != "3" {
		t.Fatalf("first: %d %v", first.Status, first.Header)
	}
	// Not charged: a 304, a 400, a 404.
	notModified := k.request(http.MethodGet, "/v1/jobs/hh:1", http.Header{"Authorization": {"Bearer " + key}, "If-None-Match": {tag}})
	if notModified.Status != http.StatusNotModified || notModified.Header.Get("X-Quota-Used") != "1" {
		t.Fatalf("304: %d X-Quota-Used %q", notModified.Status, notModified.Header.Get("X-Quota-Used"))
	}
	if e := k.as(key, "/v1/jobs?limit=1000"); e.Status != http.StatusBadRequest || e.Header.Get("X-Quota-Used") != "1" {
		t.Fatalf("400: %d %v", e.Status, e.Header)
	}
	if e := k.as(key, "/v1/jobs/hh:404"); e.Status != http.StatusNotFound || e.Header.Get("X-Quota-Used") != "1" {
		t.Fatalf("404: %d %v", e.Status, e.Header)
	}
	for want := range []string{"2", "3"} {
		if e := k.as(key, "/v1/jobs"); e.Status != http.StatusOK || e.Header.Get("X-Quota-Used") != []string{"2", "3"}[want] {
			t.Fatalf("charged request: %d %v", e.Status, e.Header)
		}
	}
	e := k.as(key, "/v1/jobs")
	expectError(t, e, http.StatusTooManyRequests, "quota_exceeded")
	if e.Header.Get("X-Quota-Limit") != "3" || e.Header.Get("X-Quota-Used") != "3" {
		t.Fatalf("quota headers: %v", e.Header)
	}
	if !strings.Contains(e.Error.Message, "resets on") {
		t.Fatalf("message %q does not say when the quota resets", e.Error.Message)
	}
	if rl := e.Header.Get("RateLimit"); !strings.Contains(rl, `"month";r=0;`) {
		t.Fatalf("RateLimit %q", rl)
	}
	// With the month spent, revalidation still answers 304 (it costs no
	// credit); a stale tag or a missing row gets the refusal, not data.
	conditional := func(path, tag string) *envelope {
		return k.request(http.MethodGet, path, http.Header{"Authorization": {"Bearer " + key}, "If-None-Match": {tag}})
	}
	if e := conditional("/v1/jobs/hh:1", tag); e.Status != http.StatusNotModified || e.Header.Get("X-Quota-Used") != "3" {
		t.Fatalf("revalidation with the month spent: %d %s", e.Status, e.Raw)
	}
	stale := conditional("/v1/jobs/hh:1", `"stale"`)
	expectError(t, stale, http.StatusTooManyRequests, "quota_exceeded")
	if string(stale.Data) != "null" || stale.Header.Get("ETag") != "" {
		t.Fatalf("a stale revalidation with the month spent got data: %s %v", stale.Raw, stale.Header)
	}
	expectError(t, conditional("/v1/jobs/hh:404", tag), http.StatusTooManyRequests, "quota_exceeded")
}

func TestQuotaExactUnderConcurrency(t *testing.T) {
	k := newKeyedAPI(t)
	key := k.key("scale", nil, keylimits.Overrides{RPS: 100000, Burst: 100000, Monthly: 100})
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 500}, Timeout: 60 * time.Second}
	var (
		mu     sync.Mutex
		counts = map[string]int{}
		wg     sync.WaitGroup
		start  = make(chan struct{})
	)
	for range 500 {
		wg.Go(func() {
			<-start
			req, _ := http.NewRequest(http.MethodGet, k.srv.URL+"/v1/jobs?limit=1", nil)
			req.Header.Set("Authorization", "Bearer "+key)
			resp, err := client.Do(req)
			outcome := ""
			if err != nil {
				outcome = err.Error()
			} else {
				var body struct {
					Error *struct {
						Code string `json:"code"`
					} `json:"error"`
				}
				_ = json.NewDecoder(resp.Body).Decode(&body)
				resp.Body.Close()
				outcome = resp.Status
				if body.Error != nil {
					outcome += " " + body.Error.Code
				}
			}
			mu.Lock()
			counts[outcome]++
			mu.Unlock()
		})
	}
	close(start)
	wg.Wait()
	if counts["200 OK"] != 100 || counts["429 Too Many Requests quota_exceeded"] != 400 {
		t.Fatalf("500 concurrent requests on a quota of 100: %v", counts)
	}
	used, err := k.rdb.HGet(context.Background(), k.prefix+"quota:{"+keylimits.Digest(key)+"}", k.redisNow().Format("2006-01")).Result()
	if err != nil || used != "100" {
		t.Fatalf("credits recorded: %q, %v", used, err)
	}
}

// TestRedisDownFailsClosed: with Redis refusing connections, or accepting
// them and never answering, keyed requests get a quick 503 with Retry-After,
// never a hang, and open paths still answer.
func TestRedisDownFailsClosed(t *testing.T) {
	k := newKeyedAPI(t)
	key := k.key("free", nil, keylimits.Overrides{})

	silent, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer silent.Close()
	var held []net.Conn
	var heldMu sync.Mutex
	go func() {
		for {
			c, err := silent.Accept()
			if err != nil {
				return
			}
			heldMu.Lock()
			held = append(held, c)
			heldMu.Unlock()
		}
	}()
	defer func() {
		heldMu.Lock()
		for _, c := range held {
			c.Close()
		}
		heldMu.Unlock()
	}()
	refused, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	refusedAddr := refused.Addr().String()
	refused.Close()

	for name, addr := range map[string]string{"refusing": refusedAddr, "silent": silent.Addr().String()} {
		t.Run(name, func(t *testing.T) {
			rdb := redis.NewClient(&redis.Options{Addr: addr, DialTimeout: time.Second, ReadTimeout: 500 * time.Millisecond,
				WriteTimeout: 500 * time.Millisecond, ContextTimeoutEnabled: true})
			defer rdb.Close()
			gate := &handlers.KeyGate{Limiter: &keylimits.Limiter{Redis: rdb, Prefix: k.prefix, Timeout: 300 * time.Millisecond}, Log: zap.NewNop()}
			srv := httptest.NewServer((&handlers.Server{Engine: k.engine, Log: zap.NewNop(), Gate: gate,
				Ready: func(ctx context.Context) error { return rdb.Ping(ctx).Err() }}).Handler())
			defer srv.Close()
			a := &apiEnv{t: t, client: k.client, prefix: k.prefix, engine: k.engine, srv: srv}
			started := time.Now()
			e := a.request(http.MethodGet, "/v1/jobs", bearer(key))
			if took := time.Since(started); took > 2*time.Second {
				t.Fatalf("refusal took %v", took)
			}
			expectError(t, e, http.StatusServiceUnavailable, "unavailable")
			if e.Header.Get("Retry-After") != "1" {
				t.Fatalf("Retry-After %q", e.Header.Get("Retry-After"))
			}
			if e := a.get("/v1/sources"); e.Status != http.StatusOK {
				t.Fatalf("/v1/sources needs no Redis: %d %s", e.Status, e.Raw)
			}
			expectError(t, a.request(http.MethodGet, "/v1/jobs", nil), http.StatusUnauthorized, "unauthorized")
		})
	}
}

// redisNow is Redis's clock, the one the gate reads for the month of a
// quota (never the machine's).
func (k *keyedAPI) redisNow() time.Time {
	k.t.Helper()
	now, err := k.rdb.Time(context.Background()).Result()
	if err != nil {
		k.t.Fatal(err)
	}
	return now.UTC()
}

// monthSeconds is the length in seconds of the UTC month of now.
func monthSeconds(now time.Time) string {
	start := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	return strconv.Itoa(int(start.AddDate(0, 1, 0).Sub(start).Seconds()))
}

// TestLogsNameKeyIDsNeverKeys checks the access log: a keyed request logs
// the key's id, and no line carries a key, valid or not.
func TestLogsNameKeyIDsNeverKeys(t *testing.T) {
	k := newKeyedAPI(t)
	core, logs := observer.New(zap.DebugLevel)
	k.log = zap.New(core)
	k.srv = k.server(k.rdb)
	key := k.key("free", nil, keylimits.Overrides{})
	revoked := k.key("free", nil, keylimits.Overrides{})
	if _, err := k.store.Revoke(context.Background(), revoked); err != nil {
		t.Fatal(err)
	}
	k.as(key, "/v1/jobs")
	expectError(t, k.as(revoked, "/v1/jobs"), http.StatusUnauthorized, "unauthorized")
	entries := logs.All()
	if len(entries) != 2 {
		t.Fatalf("%d log entries, want one access line per request", len(entries))
	}
	for _, e := range entries {
		line, _ := json.Marshal(e.ContextMap())
		for _, secret := range []string{key, revoked, key[len("readapi_"):]} {
			if strings.Contains(string(line)+e.Message, secret) {
				t.Fatalf("a log line carries a key: %s", line)
			}
		}
	}
	if got := entries[0].ContextMap()["key_id"]; got != keylimits.KeyID(keylimits.Digest(key)) {
		t.Errorf("access line key_id = %v, want %s", got, keylimits.KeyID(keylimits.Digest(key)))
	}
}
