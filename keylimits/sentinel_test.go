//go:build rediscluster

package keylimits_test

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"readapi/keylimits"
)

// TestSentinelForm starts a Redis and a Sentinel watching it (Debian's
// redis-server, which services.sh installs) and issues, admits and revokes
// a key through a redis+sentinel:// URL.
func TestSentinelForm(t *testing.T) {
	if _, err := exec.LookPath("redis-server"); err != nil {
		t.Fatal("redis-server is not installed: run `REDIS_CLUSTER=1 scripts/services.sh up`, which installs it")
	}
	dir := t.TempDir()
	master, sentinel := freePort(t), freePort(t)
	start(t, "redis-server", "--port", fmt.Sprint(master), "--bind", "127.0.0.1", "--save", "", "--dir", dir)
	conf := filepath.Join(dir, "sentinel.conf")
	if err := os.WriteFile(conf, fmt.Appendf(nil, "port %d\nbind 127.0.0.1\ndir %s\nsentinel monitor readapi 127.0.0.1 %d 1\n", sentinel, dir, master), 0o600); err != nil {
		t.Fatal(err)
	}
	start(t, "redis-server", conf, "--sentinel")

	rdb, err := keylimits.Connect(fmt.Sprintf("redis+sentinel://127.0.0.1:%d/0?master_name=readapi", sentinel), keylimits.Timeouts{Dial: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer rdb.Close()
	ctx := context.Background()
	deadline := time.Now().Add(10 * time.Second)
	for rdb.Ping(ctx).Err() != nil {
		if time.Now().After(deadline) {
			t.Fatalf("no master through the sentinel: %v", rdb.Ping(ctx).Err())
		}
		time.Sleep(100 * time.Millisecond)
	}
	store := &keylimits.Store{Redis: rdb, Prefix: "s-"}
	limiter := &keylimits.Limiter{Redis: rdb, Prefix: "s-"}
	key, _, err := store.Create(ctx, "free", "via sentinel", nil, keylimits.Overrides{})
	if err != nil {
		t.Fatal(err)
	}
	if d, err := limiter.Admit(ctx, key, "jobs"); err != nil || d.Outcome != keylimits.Allowed {
		t.Fatalf("admit: %+v, %v", d, err)
	}
	if _, err := store.Revoke(ctx, key); err != nil {
		t.Fatal(err)
	}
	if d, err := limiter.Admit(ctx, key, "jobs"); err != nil || d.Outcome != keylimits.Revoked {
		t.Fatalf("admit after revoke: %+v, %v", d, err)
	}
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// start runs a server for the test's lifetime, killing it at the end.
func start(t *testing.T, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
}
