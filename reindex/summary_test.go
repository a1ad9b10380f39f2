package reindex_test

import (
	"errors"
	"testing"
	"time"

	"readapi/reindex"
)

func TestSummaryLines(t *testing.T) {
	load := &reindex.LoadReport{Dataset: "jobs", Alias: "p-jobs", Index: "p-jobs-20261122t100000", Previous: []string{"p-jobs-20261121t100000"},
		Lines: 5003, Rejected: 2, Removed: 1, Merged: 4, Docs: 5004, Elapsed: 3210 * time.Millisecond}
	want := "reindex: load result=ok dataset=jobs rows=5004 lines=5003 rejected=2 removed=1 merged=4 seconds=3.210 alias=p-jobs " +
		"alias_before=p-jobs-20261121t100000 alias_after=p-jobs-20261122t100000 deleted=none"
	if got := load.Summary(); got != want {
		t.Errorf("load summary\n%s\nwant\n%s", got, want)
	}
	ingest := &reindex.IngestReport{Dataset: "jobs", Source: "boss az", ScrapedAt: time.Date(2026, 11, 22, 6, 0, 0, 0, time.UTC),
		Lines: 10, Created: 3, Updated: 2, Unchanged: 4, Rejected: 1, Retired: 7, Alias: "p-jobs", Index: "p-jobs-20261122t100000", Elapsed: 450 * time.Millisecond}
	want = `reindex: ingest result=ok dataset=jobs source="boss az" scraped_at=2026-11-22T06:00:00Z rows=10 applied=5 created=3 updated=2 ` +
		`unchanged=4 immutable=0 rejected=1 removed=0 retired=7 seconds=0.450 alias=p-jobs index=p-jobs-20261122t100000`
	if got := ingest.Summary(); got != want {
		t.Errorf("ingest summary\n%s\nwant\n%s", got, want)
	}
	want = `reindex: load result=failed dataset="" seconds=0.001 error="load: --dataset is required"`
	if got := reindex.FailedSummary("load", "", time.Millisecond, errors.New("load: --dataset is required")); got != want {
		t.Errorf("failed summary\n%s\nwant\n%s", got, want)
	}
}
