// Package testenv is the harness every integration test uses: it connects to
// the real OpenSearch and Redis named by OPENSEARCH_URL and REDIS_URL, gives
// each test its own INDEX_PREFIX and removes what the test created, and it
// stands a secured endpoint (TLS and basic auth) in front of OpenSearch for
// the tests of secured clusters.
// It never skips when a service is missing: it fails and says how to start
// the services (only `go test -short` skips integration tests).
package testenv

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"readapi/internal/opensearch"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"readapi/internal/config"
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
	return opensearch.New(opensearch.Config{URLs: cfg.OpenSearchURLs, Username: cfg.OpenSearchUsername,
		Password: cfg.OpenSearchPassword, CACertFile: cfg.OpenSearchCACert, RequestTimeout: 30 * time.Second})
}

// Redis returns a client for REDIS_URL, failing the test when Redis does not
// answer.
func Redis(t testing.TB) *redis.Client {
	t.Helper()
	if testing.Short() {
		t.Skip("integration test: needs Redis (not run with -short)")
	}
	redisURL := config.FromEnv().RedisURL
	opts, err := redis.ParseURL(redisURL)
	if err != nil {
		t.Fatalf("testenv: REDIS_URL: %v", err)
	}
	opts.DialTimeout, opts.ReadTimeout, opts.WriteTimeout = 2*time.Second, 2*time.Second, 2*time.Second
	client := redis.NewClient(opts)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	if err := client.Ping(ctx).Err(); err != nil {
		client.Close()
		t.Fatalf("testenv: Redis does not answer at %s (%v): %s", redisURL, err, howToStart)
	}
	t.Cleanup(func() { client.Close() })
	return client
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
	opts, err := redis.ParseURL(config.FromEnv().RedisURL)
	if err != nil {
		return
	}
	opts.DialTimeout, opts.ReadTimeout = time.Second, 2*time.Second
	rdb := redis.NewClient(opts)
	defer rdb.Close()
	iter := rdb.Scan(ctx, 0, prefix+"*", 500).Iterator()
	var keys []string
	for iter.Next(ctx) {
		keys = append(keys, iter.Val())
	}
	if len(keys) > 0 {
		if err := rdb.Del(ctx, keys...).Err(); err != nil {
			t.Logf("testenv: could not remove Redis keys under %s: %v", prefix, err)
		}
	}
}
