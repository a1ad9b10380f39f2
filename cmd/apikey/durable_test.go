package main

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/redis/go-redis/v9"

	"readapi/internal/testenv"
)

// TestCreateAndRevokeWaitForTheDisk: apikey create and revoke return only
// once Redis has fsynced their writes: each has the server confirm its
// append-only file with WAITAOF (Redis 7.2+) or, on an older server,
// complete an AOF rewrite started after the write, before returning.
// Counted on every master, so that it holds on a Redis Cluster too.
func TestCreateAndRevokeWaitForTheDisk(t *testing.T) {
	rdb := testenv.Redis(t)
	prefix := testenv.Prefix(t)
	t.Setenv("INDEX_PREFIX", prefix)

	before := diskWaits(t, rdb)
	out, _, err := apikey(t, "create", "--plan", "free", "--name", "durable")
	if err != nil {
		t.Fatal(err)
	}
	created := diskWaits(t, rdb)
	if created.confirmed() < before.confirmed()+1 {
		t.Fatalf("apikey create returned without a confirmed disk write: before %+v, after %+v", before, created)
	}
	if _, _, err := apikey(t, "revoke", strings.TrimSpace(out)); err != nil {
		t.Fatal(err)
	}
	if revoked := diskWaits(t, rdb); revoked.confirmed() < created.confirmed()+1 {
		t.Fatalf("apikey revoke returned without a confirmed disk write: before %+v, after %+v", created, revoked)
	}
}

// disk counts, over every master, the WAITAOF calls that succeeded and
// the AOF rewrites that completed.
type disk struct{ waitAOF, rewrites int64 }

// confirmed is how many waits for the disk the servers have confirmed.
func (d disk) confirmed() int64 { return d.waitAOF + d.rewrites }

func diskWaits(t *testing.T, rdb redis.UniversalClient) disk {
	t.Helper()
	ctx := context.Background()
	var total disk
	count := func(ctx context.Context, node *redis.Client) error {
		text, err := node.Info(ctx, "commandstats", "persistence").Result()
		if err != nil {
			return err
		}
		for line := range strings.Lines(text) {
			k, v, _ := strings.Cut(strings.TrimSpace(line), ":")
			switch k {
			case "cmdstat_waitaof":
				total.waitAOF += stat(v, "calls") - stat(v, "failed_calls") - stat(v, "rejected_calls")
			case "aof_rewrites":
				n, _ := strconv.ParseInt(v, 10, 64)
				total.rewrites += n
			}
		}
		return nil
	}
	var err error
	if cluster, ok := rdb.(*redis.ClusterClient); ok {
		err = cluster.ForEachMaster(ctx, count)
	} else if client, ok := rdb.(*redis.Client); ok {
		err = count(ctx, client)
	} else {
		t.Fatalf("unexpected Redis client %T", rdb)
	}
	if err != nil {
		t.Fatal(err)
	}
	return total
}

// stat reads one field of a commandstats value ("calls=3,usec=...").
func stat(v, field string) int64 {
	for part := range strings.SplitSeq(v, ",") {
		if k, n, ok := strings.Cut(part, "="); ok && k == field {
			i, _ := strconv.ParseInt(n, 10, 64)
			return i
		}
	}
	return 0
}
