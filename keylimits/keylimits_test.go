package keylimits

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/go-redis/redis_rate/v10"
	"github.com/redis/go-redis/v9"
)

// frozen is a miniredis whose clock (what TIME answers inside scripts)
// moves only when the test moves it.
type frozen struct {
	t       *testing.T
	mr      *miniredis.Miniredis
	now     time.Time
	rdb     *redis.Client
	store   *Store
	limiter *Limiter
}

func newFrozen(t *testing.T, start time.Time) *frozen {
	t.Helper()
	mr := miniredis.RunT(t)
	f := &frozen{t: t, mr: mr, rdb: redis.NewClient(&redis.Options{Addr: mr.Addr()})}
	t.Cleanup(func() { f.rdb.Close() })
	f.set(start)
	f.store = &Store{Redis: f.rdb, Prefix: "p-", Now: func() time.Time { return f.now }}
	f.limiter = &Limiter{Redis: f.rdb, Prefix: "p-"}
	return f
}

func (f *frozen) set(t time.Time) {
	f.now = t
	f.mr.SetTime(t)
}

func (f *frozen) advance(d time.Duration) { f.set(f.now.Add(d)) }

func (f *frozen) create(plan string, datasets []string, o Overrides) string {
	f.t.Helper()
	key, _, err := f.store.Create(context.Background(), plan, "test", datasets, o)
	if err != nil {
		f.t.Fatal(err)
	}
	return key
}

func (f *frozen) admit(key, dataset string) Decision {
	f.t.Helper()
	d, err := f.limiter.Admit(context.Background(), key, dataset)
	if err != nil {
		f.t.Fatal(err)
	}
	return d
}

var t0 = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

func TestKeyFormat(t *testing.T) {
	seen := map[string]bool{}
	for range 100 {
		k := NewKey()
		if err := CheckKey(k); err != nil {
			t.Fatalf("fresh key %q: %v", k, err)
		}
		if !strings.HasPrefix(k, KeyPrefix) || len(k) != keyLength || seen[k] {
			t.Fatalf("bad or repeated key %q", k)
		}
		seen[k] = true
	}
	k := NewKey()
	flipped := []byte(k)
	i := len(KeyPrefix) + 3
	if flipped[i] == 'a' {
		flipped[i] = 'b'
	} else {
		flipped[i] = 'a'
	}
	for _, bad := range []string{"", k[:len(k)-1], k + "a", "x" + k[1:], string(flipped), strings.ToUpper(k), k[:10] + "!" + k[11:]} {
		if err := CheckKey(bad); !errors.Is(err, ErrMalformedKey) {
			t.Errorf("CheckKey(%q) = %v, want ErrMalformedKey", bad, err)
		}
	}
}

func TestStoreKeepsOnlyDigest(t *testing.T) {
	f := newFrozen(t, t0)
	key := f.create("builder", []string{"jobs", "rates"}, Overrides{Monthly: 7})
	dump := f.mr.Dump()
	if strings.Contains(dump, key) || strings.Contains(dump, key[len(KeyPrefix):len(KeyPrefix)+secretChars]) {
		t.Fatalf("the secret is stored in Redis:\n%s", dump)
	}
	list, err := f.store.List(context.Background())
	if err != nil || len(list) != 1 {
		t.Fatalf("List = %v, %v", list, err)
	}
	k := list[0]
	if k.ID != KeyID(Digest(key)) || k.Plan != "builder" || strings.Join(k.Datasets, ",") != "jobs,rates" ||
		k.Limits() != (Limits{RPS: 50, Burst: 100, Monthly: 7, EngineMS: 500, EngineBurstMS: 5000, InFlight: 16}) || !k.CreatedAt.Equal(t0) || !k.RevokedAt.IsZero() {
		t.Fatalf("listed %+v", k)
	}
}

func TestUnknownAndRevoked(t *testing.T) {
	f := newFrozen(t, t0)
	if d := f.admit(NewKey(), "jobs"); d.Outcome != Unknown {
		t.Fatalf("never issued key: %v", d.Outcome)
	}
	byKey := f.create("free", nil, Overrides{})
	byID := f.create("free", nil, Overrides{})
	if d := f.admit(byKey, "jobs"); d.Outcome != Allowed {
		t.Fatalf("fresh key: %v", d.Outcome)
	}
	if _, err := f.store.Revoke(context.Background(), byKey); err != nil {
		t.Fatal(err)
	}
	if _, err := f.store.Revoke(context.Background(), KeyID(Digest(byID))); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{byKey, byID} {
		if d := f.admit(k, "jobs"); d.Outcome != Revoked {
			t.Fatalf("revoked key: %v", d.Outcome)
		}
	}
	if _, err := f.store.Revoke(context.Background(), NewKey()); !errors.Is(err, ErrNoSuchKey) {
		t.Fatalf("revoking an unknown key: %v", err)
	}
}

func TestScope(t *testing.T) {
	f := newFrozen(t, t0)
	key := f.create("scale", []string{"quotes", "genome"}, Overrides{RPS: 1, Burst: 1})
	for range 3 {
		d := f.admit(key, "jobs")
		if d.Outcome != Forbidden || strings.Join(d.Datasets, ",") != "quotes,genome" || d.Used != 0 {
			t.Fatalf("out of scope: %+v", d)
		}
	}
	if d := f.admit(key, "genome"); d.Outcome != Allowed || d.Used != 1 {
		t.Fatalf("in scope after refusals (which must cost no rate and no credit): %+v", d)
	}
}

func TestBurstThenRefusal(t *testing.T) {
	f := newFrozen(t, t0)
	key := f.create("free", nil, Overrides{})
	for i := range 10 {
		d := f.admit(key, "jobs")
		if d.Outcome != Allowed || d.Remaining != 9-i {
			t.Fatalf("request %d of the burst: %+v", i+1, d)
		}
	}
	d := f.admit(key, "jobs")
	if d.Outcome != RateLimited || d.RetryAfter != 200*time.Millisecond {
		t.Fatalf("11th request: %+v", d)
	}
	if d.Used != 10 {
		t.Fatalf("rate-limited request reports %d credits used, want 10", d.Used)
	}
	f.advance(199 * time.Millisecond)
	if d := f.admit(key, "jobs"); d.Outcome != RateLimited || d.RetryAfter != time.Millisecond {
		t.Fatalf("1 ms early: %+v", d)
	}
	f.advance(time.Millisecond)
	if d := f.admit(key, "jobs"); d.Outcome != Allowed {
		t.Fatalf("after one emission interval: %+v", d)
	}
	f.advance(time.Second)
	allowed := 0
	for range 20 {
		if f.admit(key, "jobs").Outcome == Allowed {
			allowed++
		}
	}
	if allowed != 5 {
		t.Fatalf("one second later %d requests allowed, want 5", allowed)
	}
}

func TestRetryAfterValues(t *testing.T) {
	f := newFrozen(t, t0)
	key := f.create("free", nil, Overrides{RPS: 1, Burst: 1})
	f.admit(key, "jobs")
	f.advance(300 * time.Millisecond)
	d := f.admit(key, "jobs")
	if d.Outcome != RateLimited || d.RetryAfter != 700*time.Millisecond {
		t.Fatalf("%+v", d)
	}
	if got := RetryAfterSeconds(d.RetryAfter); got != 1 {
		t.Fatalf("Retry-After for 700ms = %d, want 1", got)
	}
	for _, c := range []struct {
		d    time.Duration
		want int
	}{{0, 1}, {time.Millisecond, 1}, {time.Second, 1}, {1001 * time.Millisecond, 2}, {2500 * time.Millisecond, 3}} {
		if got := RetryAfterSeconds(c.d); got != c.want {
			t.Errorf("RetryAfterSeconds(%v) = %d, want %d", c.d, got, c.want)
		}
	}
}

func TestMonthRollover(t *testing.T) {
	f := newFrozen(t, time.Date(2026, 12, 31, 23, 59, 59, 0, time.UTC))
	key := f.create("free", nil, Overrides{Monthly: 3})
	for i := range 3 {
		if d := f.admit(key, "jobs"); d.Outcome != Allowed || d.Used != int64(i+1) || d.Month != "2026-12" {
			t.Fatalf("request %d: %+v", i+1, d)
		}
	}
	d := f.admit(key, "jobs")
	if d.Outcome != QuotaExceeded || d.Used != 3 || d.Limits.Monthly != 3 {
		t.Fatalf("4th request: %+v", d)
	}
	if !d.MonthReset().Equal(time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)) {
		t.Fatalf("resets at %v", d.MonthReset())
	}
	f.set(time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC))
	if d := f.admit(key, "jobs"); d.Outcome != Allowed || d.Used != 1 || d.Month != "2027-01" {
		t.Fatalf("on the 1st: %+v", d)
	}
}

func TestMonthMatchesGo(t *testing.T) {
	f := newFrozen(t, t0)
	key := f.create("free", nil, Overrides{RPS: 1000000, Burst: 1000000, Monthly: 1 << 40})
	// Month boundaries over two centuries (leap years, 2000, 2100) and one
	// second either side of each.
	for m := time.Date(1999, 1, 1, 0, 0, 0, 0, time.UTC); m.Year() < 2101; m = m.AddDate(0, 1, 0) {
		if m.Year() > 2004 && m.Year() < 2096 && m.Month() != 2 && m.Month() != 3 {
			continue
		}
		for _, at := range []time.Time{m.Add(-time.Second), m} {
			f.set(at)
			if d := f.admit(key, "jobs"); d.Month != at.Format("2006-01") {
				t.Fatalf("at %v the script says month %q", at, d.Month)
			}
		}
	}
}

func TestNotChargedWhenRefunded(t *testing.T) {
	f := newFrozen(t, t0)
	key := f.create("free", nil, Overrides{Monthly: 2})
	ctx := context.Background()
	// Five 304s or 4xx: refunded credits, but they still count per second.
	for range 5 {
		d := f.admit(key, "jobs")
		if d.Outcome != Allowed || d.Used != 1 {
			t.Fatalf("%+v", d)
		}
		if err := f.limiter.Refund(ctx, d); err != nil {
			t.Fatal(err)
		}
	}
	for range 5 {
		f.admit(key, "jobs")
	}
	if d := f.admit(key, "jobs"); d.Outcome != RateLimited {
		t.Fatalf("refunded requests did not count per second: %+v", d)
	}
	f.advance(time.Minute)
	if d := f.admit(key, "jobs"); d.Outcome != QuotaExceeded || d.Used != 2 {
		t.Fatalf("two charged requests should exhaust a quota of 2: %+v", d)
	}
}

func TestOverrides(t *testing.T) {
	f := newFrozen(t, t0)
	key := f.create("free", nil, Overrides{RPS: 2, Burst: 3, Monthly: 50})
	allowed := 0
	for range 10 {
		if d := f.admit(key, "jobs"); d.Outcome == Allowed {
			allowed++
			// The key's own rate scales the plan's engine budget and
			// in-flight cap: 2/5 of 100 ms/s and of 4 (rounded up),
			// 3/10 of a 1,000 ms burst.
			if d.Limits != (Limits{RPS: 2, Burst: 3, Monthly: 50, EngineMS: 40, EngineBurstMS: 300, InFlight: 2}) {
				t.Fatalf("limits %+v", d.Limits)
			}
		}
	}
	if allowed != 3 {
		t.Fatalf("burst 3 allowed %d", allowed)
	}
	f.advance(500 * time.Millisecond)
	if d := f.admit(key, "jobs"); d.Outcome != Allowed {
		t.Fatalf("rps 2 should admit one after 500ms: %+v", d)
	}
	unlimited := f.create("free", nil, Overrides{RPS: 1 << 30, Burst: 1 << 30})
	for range 3 {
		if d := f.admit(unlimited, "jobs"); d.Outcome != Allowed {
			t.Fatalf("a rate too fine for the clock: %+v", d)
		}
	}
	partial := f.create("starter", nil, Overrides{Burst: 1})
	f.admit(partial, "jobs")
	if d := f.admit(partial, "jobs"); d.Outcome != RateLimited || d.RetryAfter != 100*time.Millisecond || d.Limits != (Limits{RPS: 10, Burst: 1, Monthly: 5000, EngineMS: 200, EngineBurstMS: 100, InFlight: 8}) {
		t.Fatalf("burst-only override keeps the plan's rate: %+v", d)
	}
}

// TestGCRAMatchesRedisRate runs the same arrivals through redis_rate's
// limiter and through the admit script: the decisions and waits agree.
func TestGCRAMatchesRedisRate(t *testing.T) {
	f := newFrozen(t, t0)
	key := f.create("starter", nil, Overrides{Monthly: 1 << 40})
	reference := redis_rate.NewLimiter(f.rdb)
	limit := redis_rate.Limit{Rate: 10, Burst: 20, Period: time.Second}
	gaps := []time.Duration{0, 0, 0, 10, 50, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 30, 70, 100, 0, 0, 250, 5, 5, 5, 1000, 0, 0, 0, 99, 101, 0}
	for i := range 300 {
		f.advance(gaps[i%len(gaps)] * time.Millisecond)
		want, err := reference.Allow(context.Background(), "ref", limit)
		if err != nil {
			t.Fatal(err)
		}
		got := f.admit(key, "jobs")
		if (got.Outcome == Allowed) != (want.Allowed == 1) {
			t.Fatalf("arrival %d: script %v, redis_rate allowed=%d", i, got.Outcome, want.Allowed)
		}
		if got.Outcome == Allowed && got.Remaining != want.Remaining {
			t.Fatalf("arrival %d: remaining %d, redis_rate %d", i, got.Remaining, want.Remaining)
		}
		if got.Outcome == RateLimited && (got.RetryAfter-want.RetryAfter).Abs() > time.Microsecond {
			t.Fatalf("arrival %d: retry after %v, redis_rate %v", i, got.RetryAfter, want.RetryAfter)
		}
	}
}

func TestUnreachableRedisFailsFast(t *testing.T) {
	f := newFrozen(t, t0)
	key := f.create("free", nil, Overrides{})
	f.mr.Close()
	start := time.Now()
	_, err := f.limiter.Admit(context.Background(), key, "jobs")
	if err == nil {
		t.Fatal("admit with Redis down succeeded")
	}
	if time.Since(start) > 5*time.Second {
		t.Fatalf("admit with Redis down took %v", time.Since(start))
	}
}

// TestKeysOfTheFirstReleaseStillWork writes a key as the first release's
// `apikey create` stored it, by the literal key names, and checks that it
// authenticates, is charged, listed and revoked: the hash-tagged layout
// that lets the admit script run on a Redis Cluster is that same layout.
func TestKeysOfTheFirstReleaseStillWork(t *testing.T) {
	f := newFrozen(t, t0)
	ctx := context.Background()
	key := NewKey()
	digest := Digest(key)
	f.mr.HSet("p-apikey:{"+digest+"}", "plan", "starter", "name", "issued by 1.0", "datasets", "jobs,quotes",
		"created_at", "2026-01-05T09:00:00Z", "monthly", "3")
	f.mr.SAdd("p-apikeys", digest)
	f.mr.HSet("p-quota:{"+digest+"}", "2026-11", "1")

	if d := f.admit(key, "jobs"); d.Outcome != Allowed || d.Used != 2 || d.Limits != (Limits{RPS: 10, Burst: 20, Monthly: 3, EngineMS: 200, EngineBurstMS: 2000, InFlight: 8}) {
		t.Fatalf("a key of the first release: %+v", d)
	}
	if d := f.admit(key, "rates"); d.Outcome != Forbidden {
		t.Fatalf("out of its scope: %+v", d)
	}
	list, err := f.store.List(ctx)
	if err != nil || len(list) != 1 || list[0].Name != "issued by 1.0" || list[0].Used != 2 {
		t.Fatalf("List = %+v, %v", list, err)
	}
	if _, err := f.store.Revoke(ctx, KeyID(digest)); err != nil {
		t.Fatal(err)
	}
	if d := f.admit(key, "jobs"); d.Outcome != Revoked {
		t.Fatalf("revoked: %+v", d)
	}
	if got := f.mr.HGet("p-apikey:{"+digest+"}", "revoked_at"); got != t0.Format(time.RFC3339) {
		t.Fatalf("revoked_at %q", got)
	}
}

// TestCreateWritesTheIndexFirst: a key whose record is stored is always in
// the index (so it can be listed and revoked), even when the second write
// fails; the two are not one transaction because on a cluster they live in
// different slots.
func TestCreateWritesTheIndexFirst(t *testing.T) {
	f := newFrozen(t, t0)
	f.rdb.AddHook(failing("hset"))
	if _, _, err := f.store.Create(context.Background(), "free", "half", nil, Overrides{}); err == nil {
		t.Fatal("Create succeeded with its second write failing")
	}
	if keys := f.mr.Keys(); len(keys) != 1 || keys[0] != "p-apikeys" {
		t.Fatalf("after a failed second write Redis holds %v, want the index alone", keys)
	}
	list, err := f.store.List(context.Background())
	if err != nil || len(list) != 0 {
		t.Fatalf("an index entry without a record must be skipped: %+v, %v", list, err)
	}
}

// failing is a hook that fails every command named name.
type failing string

func (h failing) DialHook(next redis.DialHook) redis.DialHook { return next }

func (h failing) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error {
		if cmd.Name() == string(h) {
			cmd.SetErr(errors.New("injected failure"))
			return cmd.Err()
		}
		return next(ctx, cmd)
	}
}

func (h failing) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return next
}
