package handlers_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"

	"readapi/handlers"
	"readapi/internal/testenv"
	"readapi/keylimits"
)

// roundTrips counts the commands and pipelines a Redis client sends.
type roundTrips struct{ n atomic.Int64 }

func (c *roundTrips) DialHook(next redis.DialHook) redis.DialHook { return next }
func (c *roundTrips) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error { c.n.Add(1); return next(ctx, cmd) }
}
func (c *roundTrips) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return func(ctx context.Context, cmds []redis.Cmder) error { c.n.Add(1); return next(ctx, cmds) }
}

// BenchmarkKeyGate measures what authentication, scope, per-second limit and
// quota add to one request (the gate's Admit and settlement against real
// Redis on loopback), beside one bare Redis PING for scale. It reports the
// median and p99 in microseconds and the Redis round trips per request.
func BenchmarkKeyGate(b *testing.B) {
	rdb := testenv.Redis(b)
	prefix := testenv.Prefix(b)
	counter := &roundTrips{}
	rdb.AddHook(counter)
	store := &keylimits.Store{Redis: rdb, Prefix: prefix}
	key, _, err := store.Create(context.Background(), "scale", "bench", nil,
		keylimits.Overrides{RPS: 1 << 30, Burst: 1 << 30, Monthly: 1 << 40})
	if err != nil {
		b.Fatal(err)
	}
	gate := &handlers.KeyGate{Limiter: &keylimits.Limiter{Redis: rdb, Prefix: prefix}, Log: zap.NewNop()}
	req := httptest.NewRequest(http.MethodGet, "/v1/jobs", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	unknown := httptest.NewRequest(http.MethodGet, "/v1/jobs", nil)
	unknown.Header.Set("Authorization", "Bearer "+keylimits.NewKey())

	cases := []struct {
		name   string
		req    *http.Request
		status int
	}{
		{"served-200", req, http.StatusOK},
		{"served-304", req, http.StatusNotModified},
		{"unknown-key-401", unknown, 0},
		{"no-key-401", httptest.NewRequest(http.MethodGet, "/v1/jobs", nil), 0},
	}
	b.Run("redis-ping", func(b *testing.B) {
		times := make([]time.Duration, 0, b.N)
		for b.Loop() {
			start := time.Now()
			if err := rdb.Ping(context.Background()).Err(); err != nil {
				b.Fatal(err)
			}
			times = append(times, time.Since(start))
		}
		reportLatency(b, times)
	})
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			times := make([]time.Duration, 0, b.N)
			counter.n.Store(0)
			for b.Loop() {
				w := httptest.NewRecorder()
				start := time.Now()
				a := gate.Admit(w, c.req, "jobs")
				if a.Verdict == handlers.Serve {
					a.Settle(w.Header(), c.status)
				} else if c.status != 0 {
					b.Fatal(a.Refusal)
				}
				times = append(times, time.Since(start))
			}
			reportLatency(b, times)
			b.ReportMetric(float64(counter.n.Load())/float64(len(times)), "roundtrips/op")
		})
	}
}

func reportLatency(b *testing.B, times []time.Duration) {
	if len(times) == 0 {
		return
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Nanoseconds())/1e3, "median-µs")
	b.ReportMetric(float64(times[len(times)*99/100].Nanoseconds())/1e3, "p99-µs")
}
