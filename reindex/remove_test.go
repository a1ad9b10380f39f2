package reindex_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"

	"readapi"
	"readapi/reindex"
	"readapi/search"
	"readapi/search/engine"
)

func TestRemoveSurvivesLaterLoads(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	snapshot := jobsSnapshot("a", 20, "2026-11-01T00:00:00Z")
	kept := mustLoad(t, l, "jobs", snapshot)
	live := mustLoad(t, l, "jobs", snapshot)
	remover := &reindex.Remover{Client: e.client, Prefix: e.prefix}
	report, err := remover.Remove(context.Background(), "jobs", "a:3")
	if err != nil {
		t.Fatal(err)
	}
	if report.Deleted != 2 {
		t.Fatalf("deleted %d copies, want 2 (live %s and kept %s)", report.Deleted, live.Index, kept.Index)
	}
	engine := engine.New(e.client, e.prefix, search.NewSigner("x"))
	if _, err := engine.Get(context.Background(), readapi.Jobs, "a:3", readapi.Include{}); readapi.CodeOf(err) != readapi.CodeGone {
		t.Fatalf("get removed id: %v, want 410", err)
	}
	// A later snapshot still holding the id does not resurrect it.
	again := mustLoad(t, l, "jobs", snapshot)
	if again.Removed != 1 || again.Docs != 19 {
		t.Fatalf("reload report %+v, want 1 skipped as removed and 19 documents", again)
	}
	if _, err := engine.Get(context.Background(), readapi.Jobs, "a:3", readapi.Include{}); readapi.CodeOf(err) != readapi.CodeGone {
		t.Fatalf("get removed id after a reload: %v, want 410", err)
	}
	// Rolling back to a kept version does not bring it back either.
	if _, err := l.Rollback(context.Background(), "jobs"); err != nil {
		t.Fatal(err)
	}
	if n := e.count(e.prefix + "jobs"); n != 19 {
		t.Fatalf("after rollback %d rows, want 19", n)
	}
	// An id the platform never had stays a 404.
	if _, err := remover.Remove(context.Background(), "jobs", "a:999"); !errors.Is(err, reindex.ErrNeverHeld) {
		t.Fatalf("remove unknown id: %v, want ErrNeverHeld", err)
	}
	if _, err := engine.Get(context.Background(), readapi.Jobs, "a:999", readapi.Include{}); readapi.CodeOf(err) != readapi.CodeNotFound {
		t.Fatalf("get never-held id: %v, want 404", err)
	}
	// Removing again is harmless and keeps the first removal time.
	second, err := remover.Remove(context.Background(), "jobs", "a:3")
	if err != nil || !second.AlreadyRemoved || !second.RemovedAt.Equal(report.RemovedAt) {
		t.Fatalf("second removal %+v, %v", second, err)
	}
}

func TestLoadCarriesOverRowsIngestedAfterTheSnapshot(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	snapshot := jobsSnapshot("a", 5, "2026-11-01T00:00:00Z")
	mustLoad(t, l, "jobs", snapshot)
	// An ingest (after the snapshot was cut) re-saw a:2 and found a:6.
	for _, line := range []string{
		jobLine("a", 2, "2026-11-05T00:00:00Z"),
		jobLine("a", 6, "2026-11-05T00:00:00Z"),
	} {
		id := "a:2"
		if strings.Contains(line, `"a:6"`) {
			id = "a:6"
		}
		if status := e.get(http.MethodPut, "/"+e.prefix+"jobs/_doc/"+id+"?refresh=true", []byte(line), nil); status >= 300 {
			t.Fatalf("simulated ingest: %d", status)
		}
	}
	report := mustLoad(t, l, "jobs", snapshot)
	if report.Merged != 2 || report.Docs != 6 {
		t.Fatalf("report %+v, want 2 rows carried over and 6 documents", report)
	}
	var doc struct {
		Source map[string]any `json:"_source"`
	}
	e.get(http.MethodGet, "/"+e.prefix+"jobs/_doc/a:2", nil, &doc)
	if doc.Source["ingested_at"] != "2026-11-05T00:00:00Z" {
		t.Fatalf("a:2 ingested_at %v: the newer ingest was lost", doc.Source["ingested_at"])
	}
}
