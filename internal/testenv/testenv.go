// Package testenv is the harness every integration test uses: it connects to
// the real OpenSearch and Redis named by OPENSEARCH_URL and REDIS_URL, gives
// each test its own INDEX_PREFIX and removes what the test created, and it
// stands a secured endpoint (TLS and basic auth) in front of OpenSearch for
// the tests of secured clusters, and a fault proxy (FaultProxy) in front of
// either service that plays it failing.
// It never skips when a service is missing: it fails and says how to start
// the services (only `go test -short` skips integration tests).
package testenv

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"os"
	"readapi/internal/opensearch"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"readapi/internal/config"
	"readapi/keylimits"
)

const howToStart = "start the services with `scripts/services.sh up` (or run `make test`, which does)"

// OpenSearch returns a client for OPENSEARCH_URL, failing the test when
// OpenSearch does not answer.
func OpenSearch(t testing.TB) *opensearch.Client {
	t.Helper()
	if testing.Short() {
		t.Skip("integration test: needs OpenSearch (not run with -short)")
	}
	client, err := openSearch()
	if err != nil {
		t.Fatalf("testenv: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := client.Do(ctx, http.MethodGet, "/_cluster/health", nil); err != nil {
		t.Fatalf("testenv: OpenSearch does not answer at %s (%v): %s", strings.Join(client.Addresses(), ","), err, howToStart)
	}
	return client
}

// openSearch is a client configured by the environment, as the commands'.
func openSearch() (*opensearch.Client, error) {
	cfg := config.FromEnv()
	osCfg := cfg.OpenSearch()
	osCfg.RequestTimeout = 30 * time.Second
	return opensearch.New(osCfg)
}

// Redis returns a client for REDIS_URL (any form keylimits.Connect reads),
// failing the test when Redis does not answer.
func Redis(t testing.TB) redis.UniversalClient {
	t.Helper()
	if testing.Short() {
		t.Skip("integration test: needs Redis (not run with -short)")
	}
	redisURL := config.FromEnv().RedisURL
	client, err := keylimits.Connect(redisURL, keylimits.Timeouts{Dial: 2 * time.Second, Read: 2 * time.Second, Write: 2 * time.Second})
	if err != nil {
		t.Fatalf("testenv: REDIS_URL: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	if err := client.Ping(ctx).Err(); err != nil {
		client.Close()
		t.Fatalf("testenv: Redis does not answer at %s (%v): %s", redisURL, err, howToStart)
	}
	t.Cleanup(func() { client.Close() })
	return client
}

// RedisCluster returns a client for the Redis Cluster REDIS_URL names
// (`make test-redis-cluster` starts one and sets REDIS_URL), checking that
// it is a healthy cluster of at least three masters. Without a
// redis+cluster:// REDIS_URL the test is skipped, except under CI=true,
// where it fails: CI must not pass without running it.
func RedisCluster(t testing.TB) *redis.ClusterClient {
	t.Helper()
	redisURL := config.FromEnv().RedisURL
	if !strings.Contains(strings.SplitN(redisURL, "://", 2)[0], "+cluster") {
		if os.Getenv("CI") == "true" {
			t.Fatalf("testenv: REDIS_URL %q is not a Redis Cluster under CI=true: run this test through `make test-redis-cluster`", redisURL)
		}
		t.Skip("needs a Redis Cluster: run `make test-redis-cluster`")
	}
	cluster, ok := Redis(t).(*redis.ClusterClient)
	if !ok {
		t.Fatalf("testenv: REDIS_URL %q did not give a cluster client", redisURL)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	info, err := cluster.ClusterInfo(ctx).Result()
	if err != nil || !strings.Contains(info, "cluster_state:ok") {
		t.Fatalf("testenv: the Redis Cluster at %s is not healthy (%v):\n%s\nstart it with `REDIS_CLUSTER=1 scripts/services.sh up`", redisURL, err, info)
	}
	masters := 0
	err = cluster.ForEachMaster(ctx, func(context.Context, *redis.Client) error {
		masters++
		return nil
	})
	if err != nil || masters < 3 {
		t.Fatalf("testenv: the Redis Cluster at %s has %d masters (%v), want at least 3", redisURL, masters, err)
	}
	return cluster
}

// Prefix returns an INDEX_PREFIX unique to the test and removes every index
// and Redis key under it when the test ends.
func Prefix(t testing.TB) string {
	t.Helper()
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	prefix := "t-" + hex.EncodeToString(b) + "-"
	t.Cleanup(func() { cleanup(t, prefix) })
	return prefix
}

func cleanup(t testing.TB, prefix string) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if client, err := openSearch(); err == nil {
		_, _ = client.Do(ctx, http.MethodDelete, "/"+prefix+"*?expand_wildcards=all", nil)
	}
	rdb, err := keylimits.Connect(config.FromEnv().RedisURL, keylimits.Timeouts{Dial: time.Second, Read: 2 * time.Second})
	if err != nil {
		return
	}
	defer rdb.Close()
	if err := deleteKeys(ctx, rdb, prefix+"*"); err != nil {
		t.Logf("testenv: could not remove Redis keys under %s: %v", prefix, err)
	}
}

// deleteKeys deletes the keys matching pattern, on every master of a
// cluster. Each key is deleted on its own, since the keys of one pattern
// span many cluster slots.
func deleteKeys(ctx context.Context, rdb redis.UniversalClient, pattern string) error {
	deleteOn := func(ctx context.Context, node redis.UniversalClient) error {
		iter := node.Scan(ctx, 0, pattern, 500).Iterator()
		var keys []string
		for iter.Next(ctx) {
			keys = append(keys, iter.Val())
		}
		if err := iter.Err(); err != nil {
			return err
		}
		_, err := rdb.Pipelined(ctx, func(p redis.Pipeliner) error {
			for _, k := range keys {
				p.Del(ctx, k)
			}
			return nil
		})
		return err
	}
	if cluster, ok := rdb.(*redis.ClusterClient); ok {
		return cluster.ForEachMaster(ctx, func(ctx context.Context, node *redis.Client) error { return deleteOn(ctx, node) })
	}
	return deleteOn(ctx, rdb)
}
