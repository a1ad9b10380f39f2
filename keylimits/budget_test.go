package keylimits

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

func (f *frozen) begin(key string, estimate time.Duration) Decision {
	f.t.Helper()
	d, err := f.limiter.Begin(context.Background(), key, "jobs", estimate)
	if err != nil {
		f.t.Fatal(err)
	}
	return d
}

// TestEngineBudget: a request reserves its estimate, one that does not fit
// what is left is refused with the wait until it would, and what a request
// really spent replaces its estimate when it is settled (carried by the
// key's next admission).
func TestEngineBudget(t *testing.T) {
	f := newFrozen(t, t0)
	key := f.create("free", nil, Overrides{}) // 100 ms a second, 1,000 at once
	first := f.begin(key, 600*time.Millisecond)
	if first.Outcome != Allowed || first.EngineLeft != 400*time.Millisecond {
		t.Fatalf("first: %+v", first)
	}
	second := f.begin(key, 600*time.Millisecond)
	if second.Outcome != RateLimited || second.Reason != ReasonEngine || second.RetryAfter != 2*time.Second {
		t.Fatalf("600 ms asked with 400 left: %+v, want refused for 2 s", second)
	}
	// It spent 100 ms, not 600: 900 left, carried by the next admission.
	f.limiter.Finish(first, 100*time.Millisecond)
	if d := f.begin(key, 600*time.Millisecond); d.Outcome != Allowed || d.EngineLeft != 300*time.Millisecond {
		t.Fatalf("after the settlement: %+v, want 300 ms left", d)
	}
	// A request dearer than the whole bucket waits for a full one, and
	// its debt then holds the key back for as long as it took to spend.
	f.advance(10 * time.Second)
	big := f.begin(key, 5*time.Second)
	if big.Outcome != Allowed {
		t.Fatalf("with a full bucket: %+v", big)
	}
	f.limiter.Finish(big, 3*time.Second)
	f.advance(10 * time.Second)
	if d := f.begin(key, 0); d.Outcome != RateLimited || d.Reason != ReasonEngine {
		t.Fatalf("3 s spent of a budget of 100 ms/s, 10 s later: %+v, want refused", d)
	}
	f.advance(11 * time.Second)
	if d := f.begin(key, 0); d.Outcome != Allowed {
		t.Fatalf("21 s later: %+v", d)
	}
}

// TestInFlightCap: beyond the key's cap a request is refused; a finished
// request frees its place, whether the next admission or the flush
// carries its settlement.
func TestInFlightCap(t *testing.T) {
	f := newFrozen(t, t0)
	key := f.create("builder", nil, Overrides{InFlight: 2})
	a, b := f.begin(key, 0), f.begin(key, 0)
	if a.Outcome != Allowed || b.Outcome != Allowed {
		t.Fatalf("two in flight: %+v %+v", a, b)
	}
	if d := f.begin(key, 0); d.Outcome != RateLimited || d.Reason != ReasonInFlight || d.RetryAfter != time.Second {
		t.Fatalf("a third: %+v", d)
	}
	f.limiter.Finish(a, 0)
	c := f.begin(key, 0)
	if c.Outcome != Allowed {
		t.Fatalf("after one finished: %+v", c)
	}
	f.limiter.Finish(b, 0)
	time.Sleep(3 * flushDelay)
	if n := f.mr.Exists("p-flight:{" + Digest(key) + "}"); !n {
		t.Fatal("the in-flight set of a key with a request in flight is gone")
	}
	members, _ := f.mr.ZMembers("p-flight:{" + Digest(key) + "}")
	if len(members) != 1 {
		t.Fatalf("after the flush, in flight: %v, want c's alone", members)
	}
	// Admit, a check alone, is never counted in flight.
	for range 3 {
		if d := f.admit(key, "jobs"); d.Outcome != Allowed {
			t.Fatalf("a check: %+v", d)
		}
	}
}

// TestBudgetsFollowTheRate: a key's own rate scales its plan's budget and
// cap; its own figures replace them.
func TestBudgetsFollowTheRate(t *testing.T) {
	f := newFrozen(t, t0)
	scaled := f.begin(f.create("scale", nil, Overrides{RPS: 100000, Burst: 200000}), 0)
	if l := scaled.Limits; l.EngineMS != 1000*1000 || l.EngineBurstMS != 1000*10000 || l.InFlight != 1000*32 {
		t.Fatalf("a thousand times the scale plan's rate: %+v", l)
	}
	own := f.begin(f.create("free", nil, Overrides{RPS: 50, EngineMS: 7, EngineBurstMS: 70, InFlight: 3}), 0)
	if l := own.Limits; l.EngineMS != 7 || l.EngineBurstMS != 70 || l.InFlight != 3 {
		t.Fatalf("figures of its own: %+v", l)
	}
	plans, err := ParseBudgets("free=1/2/3", Plans)
	if err != nil || plans["free"].EngineMS != 1 || plans["free"].EngineBurstMS != 2 || plans["free"].InFlight != 3 || plans["scale"] != Plans["scale"] {
		t.Fatalf("ParseBudgets: %+v, %v", plans, err)
	}
	for _, bad := range []string{"gold=1/2/3", "free=1/2", "free=a/b/c", "free"} {
		if _, err := ParseBudgets(bad, Plans); err == nil {
			t.Errorf("ParseBudgets(%q) accepted", bad)
		}
	}
}

// flushCounter counts the flush scripts a Redis client runs.
type flushCounter struct{ n atomic.Int64 }

func (c *flushCounter) DialHook(next redis.DialHook) redis.DialHook { return next }
func (c *flushCounter) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error {
		if args := cmd.Args(); len(args) > 1 && (args[1] == flushScript.Hash() || strings.Contains(fmt.Sprint(args[1]), flushSource)) {
			c.n.Add(1)
		}
		return next(ctx, cmd)
	}
}
func (c *flushCounter) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return next
}

// TestOneFlushAtATime: a busy key, whose admissions carry its settlements
// between flushes, has one flush scheduled at a time, so its settlements
// cost at most one round trip of their own every flushDelay; every
// settlement is still applied.
func TestOneFlushAtATime(t *testing.T) {
	f := newFrozen(t, t0)
	counter := &flushCounter{}
	f.rdb.AddHook(counter)
	key := f.create("builder", nil, Overrides{InFlight: 100})
	start := time.Now()
	for range 12 {
		f.limiter.Finish(f.begin(key, 0), 0)
		time.Sleep(flushDelay / 5)
	}
	busy := time.Since(start)
	// the last settlement waits for the flush (a busy machine may run its
	// timer late)
	var members []string
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(flushDelay) {
		if members, _ = f.mr.ZMembers("p-flight:{" + Digest(key) + "}"); len(members) == 0 {
			break
		}
	}
	if len(members) != 0 {
		t.Errorf("in flight after every request finished: %v", members)
	}
	// one flush a flushDelay while the key was busy, and the last one
	if n, most := counter.n.Load(), int64(busy/flushDelay)+2; n > most {
		t.Errorf("%d flushes over %v of requests, want at most %d (one at a time)", n, busy, most)
	}
}
