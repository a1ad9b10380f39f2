//go:build rediscluster

// The tests in this file run against a real Redis Cluster of three masters:
// `make test-redis-cluster` starts one and runs them (go test -tags
// rediscluster with a redis+cluster:// REDIS_URL).
package keylimits_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"readapi/internal/testenv"
	"readapi/keylimits"
)

type clusterEnv struct {
	t       *testing.T
	rdb     *redis.ClusterClient
	prefix  string
	store   *keylimits.Store
	limiter *keylimits.Limiter
}

func newClusterEnv(t *testing.T) *clusterEnv {
	rdb := testenv.RedisCluster(t)
	prefix := testenv.Prefix(t)
	return &clusterEnv{t: t, rdb: rdb, prefix: prefix,
		store:   &keylimits.Store{Redis: rdb, Prefix: prefix},
		limiter: &keylimits.Limiter{Redis: rdb, Prefix: prefix, Timeout: 2 * time.Second}}
}

func (c *clusterEnv) create(plan string, datasets []string, o keylimits.Overrides) string {
	c.t.Helper()
	key, _, err := c.store.Create(context.Background(), plan, c.t.Name(), datasets, o)
	if err != nil {
		c.t.Fatal(err)
	}
	return key
}

func (c *clusterEnv) admit(key, dataset string) keylimits.Decision {
	c.t.Helper()
	d, err := c.limiter.Admit(context.Background(), key, dataset)
	if err != nil {
		c.t.Fatal(err)
	}
	return d
}

// master returns the address of the master that holds a Redis key.
func (c *clusterEnv) master(key string) string {
	c.t.Helper()
	ctx := context.Background()
	slot, err := c.rdb.ClusterKeySlot(ctx, key).Result()
	if err != nil {
		c.t.Fatal(err)
	}
	shards, err := c.rdb.ClusterSlots(ctx).Result()
	if err != nil {
		c.t.Fatal(err)
	}
	for _, s := range shards {
		if int64(s.Start) <= slot && slot <= int64(s.End) {
			return s.Nodes[0].Addr
		}
	}
	c.t.Fatalf("no master serves slot %d", slot)
	return ""
}

// TestClusterKeysShareASlot: the three Redis keys of one API key live on
// one master (one slot), and different API keys spread over the masters.
func TestClusterKeysShareASlot(t *testing.T) {
	c := newClusterEnv(t)
	masters := map[string]bool{}
	for range 12 {
		key := c.create("free", nil, keylimits.Overrides{})
		c.admit(key, "jobs") // writes the rate and quota keys
		digest := keylimits.Digest(key)
		var slots []int64
		for _, k := range []string{"apikey:{", "rate:{", "quota:{"} {
			name := c.prefix + k + digest + "}"
			n, err := c.rdb.Exists(context.Background(), name).Result()
			if err != nil || n != 1 {
				t.Fatalf("%s: exists %d, %v", name, n, err)
			}
			slot, err := c.rdb.ClusterKeySlot(context.Background(), name).Result()
			if err != nil {
				t.Fatal(err)
			}
			slots = append(slots, slot)
		}
		if slots[0] != slots[1] || slots[0] != slots[2] {
			t.Fatalf("the keys of one API key are in slots %v", slots)
		}
		masters[c.master(c.prefix+"apikey:{"+digest+"}")] = true
	}
	if len(masters) < 2 {
		t.Fatalf("12 API keys all live on %v: the test cannot tell a cluster from one Redis", masters)
	}
}

func TestClusterAuthenticateScopeRevoke(t *testing.T) {
	c := newClusterEnv(t)
	ctx := context.Background()
	if d := c.admit(keylimits.NewKey(), "jobs"); d.Outcome != keylimits.Unknown {
		t.Fatalf("a key never issued: %+v", d)
	}
	byKey := c.create("starter", []string{"jobs", "quotes"}, keylimits.Overrides{})
	byID := c.create("free", nil, keylimits.Overrides{})
	if d := c.admit(byKey, "jobs"); d.Outcome != keylimits.Allowed || d.Used != 1 || d.Limits != keylimits.Plans["starter"] {
		t.Fatalf("a fresh key: %+v", d)
	}
	if d := c.admit(byKey, "rates"); d.Outcome != keylimits.Forbidden || fmt.Sprint(d.Datasets) != "[jobs quotes]" || d.Used != 1 {
		t.Fatalf("out of scope: %+v", d)
	}
	if d := c.admit(byID, "genome"); d.Outcome != keylimits.Allowed {
		t.Fatalf("a key of all datasets: %+v", d)
	}
	list, err := c.store.List(ctx)
	if err != nil || len(list) != 2 {
		t.Fatalf("List = %+v, %v", list, err)
	}
	if _, err := c.store.Revoke(ctx, byKey); err != nil {
		t.Fatal(err)
	}
	if _, err := c.store.Revoke(ctx, keylimits.KeyID(keylimits.Digest(byID))); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{byKey, byID} {
		if d := c.admit(k, "jobs"); d.Outcome != keylimits.Revoked {
			t.Fatalf("a revoked key: %+v", d)
		}
	}
	if _, err := c.store.Revoke(ctx, keylimits.NewKey()); !errors.Is(err, keylimits.ErrNoSuchKey) {
		t.Fatalf("revoking a key never issued: %v", err)
	}
}

func TestClusterPerSecondLimit(t *testing.T) {
	c := newClusterEnv(t)
	key := c.create("free", nil, keylimits.Overrides{RPS: 1, Burst: 3})
	var allowed, limited int
	for range 10 {
		switch d := c.admit(key, "jobs"); d.Outcome {
		case keylimits.Allowed:
			allowed++
		case keylimits.RateLimited:
			limited++
			if d.RetryAfter <= 0 || d.RetryAfter > time.Second {
				t.Fatalf("retry after %v", d.RetryAfter)
			}
		default:
			t.Fatalf("%+v", d)
		}
	}
	if allowed != 3 || limited != 7 {
		t.Fatalf("burst 3 at 1/s: %d allowed, %d limited", allowed, limited)
	}
}

// TestClusterQuotaExactUnderConcurrency: 8 goroutines spend the monthly
// quotas of six keys (spread over the masters) at once; each key admits
// exactly its quota and stores that count. Refunded credits are then
// admitted again, exactly as many.
func TestClusterQuotaExactUnderConcurrency(t *testing.T) {
	c := newClusterEnv(t)
	const quota = 40
	keys := make([]string, 6)
	for i := range keys {
		keys[i] = c.create("scale", nil, keylimits.Overrides{RPS: 1 << 20, Burst: 1 << 20, Monthly: quota})
	}
	first := c.spend(keys)
	var refunded []keylimits.Decision
	for i, k := range keys {
		if first.admitted[i] != quota {
			t.Fatalf("keys with a quota of %d admitted %v", quota, first.admitted)
		}
		c.checkStored(k, quota)
		refunded = append(refunded, first.decisions[i][:i]...) // 0+1+...+5 = 15 refunds
	}
	for _, d := range refunded {
		if err := c.limiter.Refund(context.Background(), d); err != nil {
			t.Fatal(err)
		}
	}
	again := c.spend(keys)
	for i, k := range keys {
		if again.admitted[i] != i {
			t.Fatalf("after refunding 0, 1, ... 5 credits of six keys, they admitted %v", again.admitted)
		}
		c.checkStored(k, quota)
	}
}

type spent struct {
	admitted  []int
	decisions [][]keylimits.Decision
}

// spend has 8 goroutines admit requests round the keys until every key's
// quota is spent.
func (c *clusterEnv) spend(keys []string) spent {
	var mu sync.Mutex
	out := spent{admitted: make([]int, len(keys)), decisions: make([][]keylimits.Decision, len(keys))}
	exhausted := make([]bool, len(keys))
	left := len(keys)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := g; ; i++ {
				k := i % len(keys)
				mu.Lock()
				skip, stop := exhausted[k], left == 0
				mu.Unlock()
				if stop {
					return
				}
				if skip {
					continue
				}
				d, err := c.limiter.Admit(context.Background(), keys[k], "jobs")
				if err != nil {
					c.t.Error(err)
					return
				}
				mu.Lock()
				switch d.Outcome {
				case keylimits.Allowed:
					out.admitted[k]++
					out.decisions[k] = append(out.decisions[k], d)
				case keylimits.QuotaExceeded:
					if !exhausted[k] {
						exhausted[k] = true
						left--
					}
				default:
					c.t.Errorf("%+v", d)
					left = 0
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return out
}

func (c *clusterEnv) checkStored(key string, want int) {
	c.t.Helper()
	// The month of the quota is Redis's, never the machine's.
	now, err := c.rdb.Time(context.Background()).Result()
	if err != nil {
		c.t.Fatal(err)
	}
	used, err := c.rdb.HGet(context.Background(), c.prefix+"quota:{"+keylimits.Digest(key)+"}", now.UTC().Format("2006-01")).Result()
	if err != nil || used != fmt.Sprint(want) {
		c.t.Fatalf("stored credits %q, %v, want %d", used, err, want)
	}
}
