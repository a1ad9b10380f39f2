package reindex_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"readapi/reindex"
)

// The contract's "Operations that lose nothing": ingests beside loads,
// the shrink guard, rollbacks that keep ingests.

// scraped is a scraped jobs line of source.
func scraped(source string, n int, title string) string {
	return fmt.Sprintf(`{"id":"%s:%d","source":%q,"title":%q,"url":"https://%s.az/%d"}`, source, n, source, title, source, n)
}

// row returns the stored document id of the jobs alias (nil when absent).
func (e *env) row(id string) map[string]any {
	var doc struct {
		Found  bool           `json:"found"`
		Source map[string]any `json:"_source"`
	}
	e.get(http.MethodGet, "/"+e.prefix+"jobs/_doc/"+id, nil, &doc)
	if !doc.Found {
		return nil
	}
	return doc.Source
}

func ingestAt(t *testing.T, in *reindex.Ingester, source, at string, lines ...string) (*reindex.IngestReport, error) {
	t.Helper()
	instant, err := time.Parse(time.RFC3339, at)
	if err != nil {
		t.Fatal(err)
	}
	return in.Ingest(context.Background(), "jobs", source, instant, false, strings.NewReader(strings.Join(lines, "\n")+"\n"))
}

// TestIngestsDuringALoadReachTheNewIndex runs ingests at three moments of
// a load: while its rows stream in, after the carry-over of newer rows
// (before its swap step), and during its swap step. Each returns without
// error (the first two without waiting for the load), and after the swap
// the live index holds what each applied.
func TestIngestsDuringALoadReachTheNewIndex(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	// The snapshot's newest instant (source u, 11-10) is later than the
	// ingests of source s, so carrying over "rows newer than the
	// snapshot" would not bring them.
	snapshot := jobLine("s", 1, "2026-11-01T00:00:00Z") + "\n" + jobLine("s", 2, "2026-11-01T00:00:00Z") + "\n" +
		jobLine("s", 3, "2026-11-01T00:00:00Z") + "\n" + jobLine("u", 1, "2026-11-10T00:00:00Z") + "\n"
	mustLoad(t, l, "jobs", snapshot)

	in := e.ingester()
	in.LockWait = 2 * time.Second // far shorter than the load: an ingest waiting for it gives up
	input := &blockingReader{r: strings.NewReader(snapshot), reached: make(chan struct{}), release: make(chan struct{}), releaseEOF: true}
	late := make(chan *reindex.IngestReport, 1)
	reindex.BeforeStep(l, func(step string) {
		switch step {
		case "hold": // the rows are in and the newer ones carried over
			if _, err := ingestAt(t, in, "t", "2026-11-06T00:00:00Z", scraped("t", 1, "Aşpaz")); err != nil {
				t.Errorf("ingest before the swap step: %v", err)
			}
		case "drop removed": // the swap step holds ingests
			go func() {
				waiting := e.ingester()
				r, err := ingestAt(t, waiting, "s", "2026-11-07T00:00:00Z", scraped("s", 10, "Dülgər"))
				if err != nil {
					t.Errorf("ingest during the swap step: %v", err)
				}
				late <- r
			}()
		}
	})
	loaded := make(chan *reindex.LoadReport, 1)
	go func() {
		report, err := l.Load(context.Background(), "jobs", input)
		if err != nil {
			t.Error(err)
		}
		loaded <- report
	}()
	<-input.reached
	r, err := ingestAt(t, in, "s", "2026-11-05T00:00:00Z", scraped("s", 2, "Mühasib 2"), scraped("s", 9, "Sürücü"))
	if err != nil {
		t.Fatalf("ingest while the load's rows stream in: %v", err)
	}
	if r.Created != 1 || r.Updated != 1 {
		t.Errorf("ingest during the load: %d created, %d updated; want 1 and 1", r.Created, r.Updated)
	}
	close(input.release)
	report := <-loaded
	if report == nil {
		t.FailNow()
	}
	lateReport := <-late
	if lateReport == nil || lateReport.Index != report.Index {
		t.Fatalf("the ingest started during the swap step was applied to %v, want the new %s", lateReport, report.Index)
	}
	if got := e.aliasTargets("jobs"); len(got) != 1 || got[0] != report.Index {
		t.Fatalf("alias -> %v, want %s", got, report.Index)
	}
	for _, id := range []string{"s:9", "t:1", "s:10"} {
		if e.row(id) == nil {
			t.Errorf("%s, ingested during the load, is missing after the swap", id)
		}
	}
	if s2 := e.row("s:2"); s2 == nil || s2["ingested_at"] != "2026-11-05T00:00:00Z" || s2["times_seen"] != float64(2) {
		t.Errorf("s:2 after the swap: %v; want it re-seen on 2026-11-05, twice in all", s2)
	}
	if n := e.count(e.prefix + "jobs"); n != 7 {
		t.Errorf("%d rows after the swap, want 7 (4 loaded, 3 ingested)", n)
	}
	if report.Replayed < 3 {
		t.Errorf("the load replayed %d journaled lines, want at least the 3 of the first two ingests", report.Replayed)
	}
}

// TestIngestsOfTwoSourcesDoNotWaitForEachOther holds one source's ingest
// open mid-batch: another source's ingest applies meanwhile, and a second
// ingest of the held source gives up on its --lock-wait with ErrLockBusy,
// nothing applied.
func TestIngestsOfTwoSourcesDoNotWaitForEachOther(t *testing.T) {
	e := newEnv(t)
	mustLoad(t, e.loader(), "jobs", jobsSnapshot("a", 3, "2026-11-01T00:00:00Z"))
	input := &blockingReader{r: strings.NewReader(scraped("a", 7, "Aşpaz") + "\n"), reached: make(chan struct{}), release: make(chan struct{}), releaseEOF: true}
	held := make(chan error, 1)
	go func() {
		at, _ := time.Parse(time.RFC3339, "2026-11-05T00:00:00Z")
		_, err := e.ingester().Ingest(context.Background(), "jobs", "a", at, false, input)
		held <- err
	}()
	<-input.reached
	in := e.ingester()
	in.LockWait = time.Second
	if _, err := ingestAt(t, in, "b", "2026-11-05T00:00:00Z", scraped("b", 1, "Sürücü")); err != nil {
		t.Fatalf("ingest of source b while one of source a runs: %v", err)
	}
	_, err := ingestAt(t, in, "a", "2026-11-05T01:00:00Z", scraped("a", 8, "Dülgər"))
	if !errors.Is(err, reindex.ErrLockBusy) {
		t.Fatalf("a second ingest of source a with a 1 s wait: %v, want ErrLockBusy", err)
	}
	close(input.release)
	if err := <-held; err != nil {
		t.Fatal(err)
	}
	if e.row("b:1") == nil || e.row("a:7") == nil {
		t.Error("an ingest that returned without error is not applied")
	}
	if e.row("a:8") != nil {
		t.Error("the ingest that gave up on its lock applied its batch")
	}
}

// jobsOf is a jobs snapshot with n rows of each source in counts.
func jobsOf(counts map[string]int, ingested string) string {
	var b strings.Builder
	for source, n := range counts {
		for i := 1; i <= n; i++ {
			b.WriteString(jobLine(source, i, ingested) + "\n")
		}
	}
	return b.String()
}

// TestLoadRefusesASnapshotThatDropsMuchOfTheLiveData: a truncated snapshot
// (10% of the rows) and one where a big source collapses are refused,
// naming the counts, and swap nothing; --allow-shrink lets them through.
func TestLoadRefusesASnapshotThatDropsMuchOfTheLiveData(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	full := map[string]int{"a": 150, "b": 50}
	live := mustLoad(t, l, "jobs", jobsOf(full, "2026-11-01T00:00:00Z"))
	truncated := map[string]int{"a": full["a"] / 10, "b": full["b"] / 10}
	collapsed := map[string]int{"a": 40, "b": 50, "c": 200}
	for _, c := range []struct {
		name   string
		counts map[string]int
		want   []string
		not    string
	}{
		{"truncated", truncated, []string{
			fmt.Sprintf("%d rows against %d live", truncated["a"]+truncated["b"], full["a"]+full["b"]),
			fmt.Sprintf("source a: %d rows against %d live", truncated["a"], full["a"])}, "source b"},
		{"collapsed", collapsed, []string{fmt.Sprintf("source a: %d rows against %d live", collapsed["a"], full["a"])}, "rows against 200 live"},
	} {
		_, err := l.Load(context.Background(), "jobs", strings.NewReader(jobsOf(c.counts, "2026-11-02T00:00:00Z")))
		if !errors.Is(err, reindex.ErrShrink) {
			t.Fatalf("%s snapshot: %v, want it refused by the shrink guard", c.name, err)
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s snapshot: the error lacks %q: %v", c.name, w, err)
			}
		}
		if strings.Contains(err.Error(), c.not) {
			t.Errorf("%s snapshot: the error names %q, which kept enough: %v", c.name, c.not, err)
		}
		if got := e.aliasTargets("jobs"); len(got) != 1 || got[0] != live.Index || len(e.indices("jobs-*")) != 1 {
			t.Fatalf("%s snapshot: alias -> %v, indices %v; want only %s", c.name, got, e.indices("jobs-*"), live.Index)
		}
	}
	l.AllowShrink = true
	for _, counts := range []map[string]int{collapsed, truncated} {
		report, err := l.Load(context.Background(), "jobs", strings.NewReader(jobsOf(counts, "2026-11-03T00:00:00Z")))
		if err != nil {
			t.Fatalf("load with AllowShrink: %v", err)
		}
		for source, n := range counts {
			if report.Sources[source] != int64(n) {
				t.Errorf("rows of source %s: %d, want %d", source, report.Sources[source], n)
			}
		}
	}
}

// TestRollbackReappliesIngestsAndRemovals rolls back over an ingest and a
// removal made since the older version was live: both stay in effect. With
// DiscardIngests, the ingests are dropped and counted.
func TestRollbackReappliesIngestsAndRemovals(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	older := mustLoad(t, l, "jobs", jobsSnapshot("s", 5, "2026-11-01T00:00:00Z"))
	mustLoad(t, l, "jobs", jobsSnapshot("s", 5, "2026-11-02T00:00:00Z"))
	in := e.ingester()
	mustIngest(t, in, "jobs", "s", "2026-11-05T00:00:00Z", false, posting("s:6", "Aşpaz"), posting("s:2", "Mühasib 2"))
	mustIngest(t, in, "jobs", "s", "2026-11-06T00:00:00Z", false, posting("s:7", "Dülgər"))
	if _, err := (&reindex.Remover{Client: e.client, Prefix: e.prefix}).Remove(context.Background(), "jobs", "s:4"); err != nil {
		t.Fatal(err)
	}
	back, err := l.Rollback(context.Background(), "jobs")
	if err != nil {
		t.Fatal(err)
	}
	if back.To != older.Index || back.Batches != 2 || back.Lines != 3 || back.Discarded {
		t.Fatalf("rollback %+v; want to %s with 2 batches (3 lines) re-applied", back, older.Index)
	}
	for _, id := range []string{"s:6", "s:7"} {
		if e.row(id) == nil {
			t.Errorf("%s, ingested after the older version was live, is missing after the rollback", id)
		}
	}
	if s2 := e.row("s:2"); s2 == nil || s2["ingested_at"] != "2026-11-05T00:00:00Z" || s2["times_seen"] != float64(2) {
		t.Errorf("s:2 after the rollback: %v; want the older row re-seen on 2026-11-05", s2)
	}
	if e.row("s:4") != nil {
		t.Error("the removed s:4 is back after the rollback")
	}

	// Load forward again, ingest, and roll back dropping the ingests.
	mustLoad(t, l, "jobs", jobsSnapshot("s", 5, "2026-11-08T00:00:00Z"))
	mustIngest(t, in, "jobs", "s", "2026-11-09T00:00:00Z", false, posting("s:8", "Bağban"), posting("s:9", "Xadimə"))
	l.DiscardIngests = true
	back, err = l.Rollback(context.Background(), "jobs")
	if err != nil {
		t.Fatal(err)
	}
	if back.Batches != 1 || back.Lines != 2 || !back.Discarded {
		t.Fatalf("rollback with DiscardIngests %+v; want 1 batch (2 lines) discarded", back)
	}
	if e.row("s:8") != nil || e.row("s:9") != nil {
		t.Error("a rollback with DiscardIngests kept the ingests")
	}
}
