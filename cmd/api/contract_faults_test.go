package main

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"readapi/internal/testenv"
)

// contractFault is one way a dependency fails, played by a FaultProxy.
type contractFault struct {
	name  string
	apply func(*testenv.FaultProxy) error
}

// contractFaults are the ways a dependency fails that the contract names:
// not answering (refusing, or accepting and never answering), breaking the
// connection (at once, or halfway through an answer), and answering slower
// than the api's timeout (slow).
func contractFaults(slow time.Duration) []contractFault {
	return []contractFault{
		{"refused", (*testenv.FaultProxy).Refuse},
		{"reset", (*testenv.FaultProxy).Reset},
		{"broken-answer", (*testenv.FaultProxy).Break},
		{"blackholed", (*testenv.FaultProxy).Blackhole},
		{"slow", func(p *testenv.FaultProxy) error { return p.Slow(slow) }},
	}
}

// keyedTargets are the keyed requests asked during a fault: a page and a
// single record.
var keyedTargets = []string{"/v1/jobs?limit=5", "/v1/jobs/contract:none"}

// testOpenSearchFaults: with OpenSearch (at as many addresses as nodes
// says, every one failing) failing each way, keyed requests answer 503 with
// Retry-After within 15 s, /healthz 200 and /readyz 503; within 10 s of
// OpenSearch answering again, the api serves as before.
func testOpenSearchFaults(t *testing.T, env *contractEnv, nodes int) {
	var proxies []*testenv.FaultProxy
	var urls []string
	for range nodes {
		p := testenv.NewFaultProxy(t, env.cfg.OpenSearchURLs[0])
		proxies = append(proxies, p)
		urls = append(urls, p.URLFor(env.cfg.OpenSearchURLs[0]))
	}
	api := env.start(t, strings.Join(urls, ","), "")
	// Slower than the api's 5 s bound on a call to OpenSearch.
	for _, f := range contractFaults(6 * time.Second) {
		t.Run(f.name, func(t *testing.T) {
			api.normalOnPass(t, env.key, proxies...)
			for _, p := range proxies {
				if err := f.apply(p); err != nil {
					t.Fatal(err)
				}
			}
			var slowest time.Duration
			for _, target := range keyedTargets {
				ans := api.get(t, target, env.key)
				ans.wantUnavailable(t, target)
				slowest = max(slowest, ans.took)
			}
			api.get(t, "/healthz", "").wantStatus(t, "/healthz", http.StatusOK)
			api.get(t, "/readyz", "").wantUnavailable(t, "/readyz")
			back := api.normalOnPass(t, env.key, proxies...)
			t.Logf("OpenSearch %s (%d addresses): slowest 503 %v, normal again %v after recovery", f.name, nodes, slowest.Round(time.Millisecond), back.Round(time.Millisecond))
		})
	}
}

// testRedisFaults: with Redis failing each way, every keyed request is a
// 503 with Retry-After from the first one, never an unmetered 200, while
// /v1/sources and /healthz answer 200 and /readyz 503; within 10 s of Redis
// answering again, the api serves as before.
func testRedisFaults(t *testing.T, env *contractEnv) {
	proxy := testenv.NewFaultProxy(t, env.cfg.RedisURL)
	api := env.start(t, "", proxy.URLFor(env.cfg.RedisURL))
	// Slower than the api's 500 ms read timeout on Redis.
	for _, f := range contractFaults(2 * time.Second) {
		t.Run(f.name, func(t *testing.T) {
			api.normalOnPass(t, env.key, proxy)
			if err := f.apply(proxy); err != nil {
				t.Fatal(err)
			}
			var slowest time.Duration
			for range 3 {
				for _, target := range keyedTargets {
					ans := api.get(t, target, env.key)
					ans.wantUnavailable(t, target)
					slowest = max(slowest, ans.took)
				}
			}
			api.get(t, "/v1/sources", "").wantStatus(t, "/v1/sources", http.StatusOK)
			api.get(t, "/healthz", "").wantStatus(t, "/healthz", http.StatusOK)
			api.get(t, "/readyz", "").wantUnavailable(t, "/readyz")
			back := api.normalOnPass(t, env.key, proxy)
			t.Logf("Redis %s: slowest 503 %v, normal again %v after recovery", f.name, slowest.Round(time.Millisecond), back.Round(time.Millisecond))
		})
	}
}

// normalOnPass lets the proxy pass (again) and returns how long the api
// takes to be ready and to answer a keyed page with a 200, failing the test
// after 10 s or on any answer that is neither a 200 nor the 503 of an
// outage.
func (a *apiProcess) normalOnPass(t *testing.T, key string, proxies ...*testenv.FaultProxy) time.Duration {
	t.Helper()
	for _, p := range proxies {
		if err := p.Pass(); err != nil {
			t.Fatal(err)
		}
	}
	started := time.Now()
	for {
		page := a.get(t, "/v1/jobs?limit=5", key)
		ready := a.get(t, "/readyz", "")
		if page.status == http.StatusOK && ready.status == http.StatusOK {
			page.envelope(t, "after recovery")
			ready.envelope(t, "/readyz after recovery")
			return time.Since(started)
		}
		for _, ans := range []answer{page, ready} {
			if ans.status != http.StatusOK {
				ans.wantUnavailable(t, "while recovering")
			}
		}
		if took := time.Since(started); took > 10*time.Second {
			t.Fatalf("the api is not back to normal %v after the recovery: %d %.200s", took, page.status, page.body)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
