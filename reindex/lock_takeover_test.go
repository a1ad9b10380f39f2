package reindex_test

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"readapi/reindex"
)

// exitedPid returns the pid of a process that has exited.
func exitedPid(t *testing.T) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	return cmd.Process.Pid
}

// A load killed with its lock held (a live expiry, a dead process of this
// machine) does not block the next load, started at once with a short wait.
func TestLoadTakesOverTheLockOfADeadHolder(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	mustLoad(t, l, "events", `{"id":"e:1","source":"e","name":"Konsert","ingested_at":"2026-11-01T00:00:00Z"}`+"\n")
	host, _ := os.Hostname()
	now := time.Now().UTC()
	lock := fmt.Sprintf(`{"dataset":"events","operation":"load","holder":"%s pid %d","acquired_at":%q,"expires_at":%q}`,
		host, exitedPid(t), now.Format(time.RFC3339), now.Add(reindex.LockTTL).Format(time.RFC3339))
	if status := e.get(http.MethodPut, "/"+e.prefix+"locks/_doc/events?refresh=true", []byte(lock), nil); status >= 300 {
		t.Fatalf("writing a lock: %d", status)
	}
	l.LockWait = 300 * time.Millisecond
	report, err := l.Load(context.Background(), "events", strings.NewReader(`{"id":"e:2","source":"e","name":"X","ingested_at":"2026-11-02T00:00:00Z"}`+"\n"))
	if err != nil || report.Docs != 1 {
		t.Fatalf("load after its predecessor was killed: %+v, %v", report, err)
	}
	if reindex.DefaultLockWait <= reindex.LockTTL {
		t.Errorf("the default wait %v does not outlast a crashed holder's lock (%v)", reindex.DefaultLockWait, reindex.LockTTL)
	}
}
