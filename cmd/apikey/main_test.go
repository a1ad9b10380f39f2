package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"readapi/internal/testenv"
	"readapi/ratelimit"
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
	if strings.Contains(key, "\n") || ratelimit.CheckKey(key) != nil {
		t.Fatalf("stdout must be the key alone on one line, got %q", out)
	}
	id := ratelimit.KeyID(ratelimit.Digest(key))

	list, _, err := apikey(t, "list")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(list, key[len(ratelimit.KeyPrefix):]) {
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
	if _, _, err := apikey(t, "revoke", ratelimit.NewKey()); err == nil {
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
