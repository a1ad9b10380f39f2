//go:build rediscluster

package main

import (
	"strings"
	"testing"

	"readapi/internal/testenv"
	"readapi/keylimits"
)

// TestClusterCreateListRevoke runs apikey against a Redis Cluster (`make
// test-redis-cluster`): a created key authenticates, is listed with its
// use, and answers as revoked once revoked by id.
func TestClusterCreateListRevoke(t *testing.T) {
	rdb := testenv.RedisCluster(t)
	prefix := testenv.Prefix(t)
	t.Setenv("INDEX_PREFIX", prefix)
	var keys []string
	for range 6 {
		out, _, err := apikey(t, "create", "--plan", "free", "--name", "on-a-cluster", "--datasets", "jobs")
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, strings.TrimSpace(out))
	}
	for _, key := range keys {
		authenticate(t, rdb, prefix, key, keylimits.Allowed)
	}
	list, _, err := apikey(t, "list")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, line := range strings.Split(list, "\n") {
		if f := strings.Fields(line); len(f) > 0 {
			rows[f[0]] = strings.Join(f[1:8], " ")
		}
	}
	for _, key := range keys {
		id := keylimits.KeyID(keylimits.Digest(key))
		if rows[id] != "on-a-cluster free jobs 5 10 1000 1" {
			t.Fatalf("list shows %s as %q, want it with one credit used:\n%s", id, rows[id], list)
		}
	}
	revoked := keylimits.KeyID(keylimits.Digest(keys[0]))
	if _, _, err := apikey(t, "revoke", revoked); err != nil {
		t.Fatal(err)
	}
	authenticate(t, rdb, prefix, keys[0], keylimits.Revoked)
	authenticate(t, rdb, prefix, keys[1], keylimits.Allowed)
}
