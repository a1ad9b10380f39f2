package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/redis/go-redis/v9"

	"readapi/internal/testenv"
	"readapi/keylimits"
)

func apikey(t *testing.T, args ...string) (string, string, error) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	err := run(context.Background(), args, &stdout, &stderr)
	return stdout.String(), stderr.String(), err
}

func TestCreateListRevoke(t *testing.T) {
	testenv.Redis(t)
	prefix := testenv.Prefix(t)
	t.Setenv("INDEX_PREFIX", prefix)

	out, _, err := apikey(t, "create", "--plan", "starter", "--name", "ci", "--datasets", "jobs,quotes", "--monthly", "42")
	if err != nil {
		t.Fatal(err)
	}
	key := strings.TrimSuffix(out, "\n")
	if strings.Contains(key, "\n") || keylimits.CheckKey(key) != nil {
		t.Fatalf("stdout must be the key alone on one line, got %q", out)
	}
	id := keylimits.KeyID(keylimits.Digest(key))

	list, _, err := apikey(t, "list")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(list, key[len(keylimits.KeyPrefix):]) {
		t.Fatalf("list prints the secret:\n%s", list)
	}
	for _, want := range []string{id, "ci", "starter", "jobs,quotes", "42", "-\n"} {
		if !strings.Contains(list, want) {
			t.Fatalf("list lacks %q:\n%s", want, list)
		}
	}

	if _, _, err := apikey(t, "revoke", key); err != nil {
		t.Fatal(err)
	}
	list, _, _ = apikey(t, "list")
	if strings.Contains(list, "-\n") {
		t.Fatalf("the revoked key is not marked revoked:\n%s", list)
	}
	if _, _, err := apikey(t, "revoke", keylimits.NewKey()); err == nil {
		t.Fatal("revoking a key never issued succeeded")
	}
}

func TestCreateRefusesBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"create"},
		{"create", "--plan", "gold"},
		{"create", "--plan", "free", "--datasets", "jobs,weather"},
		{"create", "--plan", "free", "--rps", "-1"},
		{"create", "--plan", "free", "--rps", "0"},
		{"create", "--plan", "free", "--burst", "0"},
		{"create", "--plan", "free", "--monthly", "0"},
		{"create", "--plan", "free", "--datasets", ""},
		{"create", "--plan", "free", "--datasets", " , "},
		{"list", "extra"},
		{"revoke"},
		{"rotate"},
	} {
		if _, _, err := apikey(t, args...); err == nil {
			t.Errorf("apikey %v succeeded", args)
		}
	}
}

// TestKeysOfTheFirstReleaseStillWork stores a key in Redis as the first
// release's `apikey create` did, by the literal key names: after the
// upgrade it still authenticates, is listed and is revoked.
func TestKeysOfTheFirstReleaseStillWork(t *testing.T) {
	rdb := testenv.Redis(t)
	prefix := testenv.Prefix(t)
	t.Setenv("INDEX_PREFIX", prefix)
	ctx := context.Background()
	key := keylimits.NewKey()
	digest := keylimits.Digest(key)
	id := keylimits.KeyID(digest)
	if err := rdb.HSet(ctx, prefix+"apikey:{"+digest+"}", "plan", "builder", "name", "from-1.0",
		"datasets", "jobs,events", "created_at", "2026-01-05T09:00:00Z").Err(); err != nil {
		t.Fatal(err)
	}
	if err := rdb.SAdd(ctx, prefix+"apikeys", digest).Err(); err != nil {
		t.Fatal(err)
	}
	authenticate(t, rdb, prefix, key, keylimits.Allowed)
	list, _, err := apikey(t, "list")
	if err != nil || !strings.Contains(list, id) || !strings.Contains(list, "from-1.0") {
		t.Fatalf("list (%v):\n%s", err, list)
	}
	if _, _, err := apikey(t, "revoke", id); err != nil {
		t.Fatal(err)
	}
	authenticate(t, rdb, prefix, key, keylimits.Revoked)
}

// authenticate admits one request of key on jobs, as the API does, and
// checks the outcome.
func authenticate(t *testing.T, rdb redis.UniversalClient, prefix, key string, want keylimits.Outcome) {
	t.Helper()
	d, err := (&keylimits.Limiter{Redis: rdb, Prefix: prefix}).Admit(context.Background(), key, "jobs")
	if err != nil || d.Outcome != want {
		t.Fatalf("admit: %+v, %v; want outcome %d", d, err, want)
	}
}
