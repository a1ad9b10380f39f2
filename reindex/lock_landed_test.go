package reindex

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"readapi/internal/testenv"
)

// TestLockSurvivesItsOwnLandedWrites: a write of the lock whose answer was
// lost (it timed out, or its node was lost and the client resent it) but
// which landed is the lock's own, not another holder's. The acquisition and
// the extension that follow it keep the lock; another holder's write still
// takes it away.
func TestLockSurvivesItsOwnLandedWrites(t *testing.T) {
	c, prefix := testenv.OpenSearch(t), testenv.Prefix(t)
	ctx := context.Background()
	at := time.Date(2026, 11, 1, 0, 0, 0, 123456789, time.UTC)
	clock := func() time.Time { return at }

	// The create landed; its answer did not.
	first, err := acquireLock(ctx, c, prefix, "jobs", lockDoc{Dataset: "jobs", Operation: "load"}, at, io.Discard, clock)
	if err != nil {
		t.Fatal(err)
	}
	close(first.stop)
	<-first.done
	l, err := acquireLock(ctx, c, prefix, "jobs", lockDoc{Dataset: "jobs", Operation: "load"}, at, io.Discard, clock)
	if err != nil {
		t.Fatalf("acquiring a lock whose create landed unanswered: %v", err)
	}
	close(l.stop)
	<-l.done

	// An extension landed; its answer did not.
	landed := func(doc lockDoc) {
		if _, err := c.Do(ctx, http.MethodPut, l.path+"?refresh=true", doc); err != nil {
			t.Fatal(err)
		}
	}
	landed(l.doc)
	l.extend()
	if err := l.check(); err != nil {
		t.Fatalf("after its own landed extension: %v", err)
	}
	l.extend()
	if err := l.check(); err != nil {
		t.Fatalf("extending again: %v", err)
	}

	other := l.doc
	other.Holder = "other pid 1"
	landed(other)
	l.extend()
	if err := l.check(); err == nil || !strings.Contains(err.Error(), "lost the jobs lock") {
		t.Fatalf("after another holder took the lock: %v", err)
	}
	_, _ = c.Do(ctx, http.MethodDelete, l.path, nil)
}
