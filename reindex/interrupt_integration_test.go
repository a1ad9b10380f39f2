package reindex_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"readapi/reindex"
)

var interruptRounds = flag.Int("interrupt-rounds", 1, "how many times the interrupt tests interrupt each step")

// interruptible are the datasets the interrupt tests load: one whose
// copies are grouped before the bulk, one whose snapshot goes straight to
// the bulk indexer. Each line is row n of a snapshot.
var interruptible = []struct {
	dataset string
	line    func(n int) string
}{
	{"jobs", func(n int) string { return jobLine("a", n, "2026-11-01T00:00:00Z") }},
	{"events", func(n int) string { return eventLine(fmt.Sprintf("tix:%d", n), "2026-11-01T00:00:00Z", 40.4, 49.8) }},
}

func snapshotOf(line func(int) string, rows int) string {
	var b strings.Builder
	for n := 1; n <= rows; n++ {
		b.WriteString(line(n))
		b.WriteByte('\n')
	}
	return b.String()
}

// interruptedLoad checks what an interrupted load left: before the swap,
// an error naming the step the interrupt reached (one of the table's),
// the alias and the versions as they were; after it, a load that is done.
// It returns the index the alias points at.
func (e *env) interruptedLoad(dataset string, report *reindex.LoadReport, err error, live string, versions []string, want string) string {
	e.t.Helper()
	steps := reindex.LoadSteps()
	if err == nil {
		if got := e.aliasTargets(dataset); len(got) != 1 || got[0] != report.Index {
			e.t.Fatalf("interrupt at %q: the load succeeded, but the alias points at %v, not its %s", want, got, report.Index)
		}
		if at := slices.Index(steps, want); want != "" && at <= slices.Index(steps, "swap") {
			e.t.Fatalf("a load interrupted at step %q, before the swap, succeeded", want)
		}
		return report.Index
	}
	if !errors.Is(err, context.Canceled) {
		e.t.Fatalf("interrupt at %q: the error does not say the load was interrupted: %v", want, err)
	}
	named := ""
	for _, s := range append(steps, "lock") {
		if strings.Contains(err.Error(), fmt.Sprintf("interrupted at step %q", s)) {
			named = s
		}
	}
	if named == "" || (want != "" && named != want) {
		e.t.Fatalf("interrupt at %q: the error names step %q: %v", want, named, err)
	}
	if got := e.aliasTargets(dataset); len(got) != 1 || got[0] != live {
		e.t.Fatalf("interrupt at %q: the alias points at %v, not %s as before", named, got, live)
	}
	if left := e.indices(dataset + "-*"); !sameSet(left, versions) {
		e.t.Fatalf("interrupt at %q: versions %v left, want %v as before", named, left, versions)
	}
	return live
}

func sameSet(a, b []string) bool {
	return slices.Equal(slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b)))
}

// interruptLoader is a loader with many small bulk requests, several at
// a time, the interrupt reaching them in flight.
func (e *env) interruptLoader() *reindex.Loader {
	l := e.loader()
	l.Workers, l.FlushBytes = 4, 16<<10
	return l
}

// TestInterruptAtEveryStepOfALoad interrupts a load at the start of each
// step of its table, round after round: before the swap the load fails
// naming the step and leaves the alias and the versions as they were;
// after it the load is done. Either way the next load succeeds. (The bulk
// indexer made with a context already cancelled panicked with "sync:
// negative WaitGroup counter": the bulk step of events.)
func TestInterruptAtEveryStepOfALoad(t *testing.T) {
	for _, c := range interruptible {
		t.Run(c.dataset, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			snapshot := snapshotOf(c.line, 300)
			live := mustLoad(t, e.loader(), c.dataset, snapshot).Index
			interrupts := 0
			for range *interruptRounds {
				for _, step := range reindex.LoadSteps() {
					versions := e.indices(c.dataset + "-*")
					l := e.interruptLoader()
					ctx, cancel := context.WithCancel(context.Background())
					reindex.BeforeStep(l, func(s string) {
						if s == step {
							cancel()
						}
					})
					report, err := l.Load(ctx, c.dataset, strings.NewReader(snapshot))
					cancel()
					interrupts++
					e.interruptedLoad(c.dataset, report, err, live, versions, step)
					live = mustLoad(t, e.loader(), c.dataset, snapshot).Index
				}
			}
			t.Logf("%s: %d loads interrupted, each followed by a load that succeeded", c.dataset, interrupts)
		})
	}
}

// cancellingReader cancels once it has given n bytes (jobs: while the
// snapshot is read to group its copies, before the bulk indexer starts).
type cancellingReader struct {
	r      io.Reader
	n      int
	cancel context.CancelFunc
}

func (c *cancellingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if c.n -= n; c.n <= 0 {
		c.cancel()
	}
	return n, err
}

// TestInterruptMidBulk interrupts loads while their bulk requests are in
// flight, after delays spread over the bulk step, and while the snapshot
// is read: each fails naming the step the interrupt reached (or, reached
// after the swap, is done), and the next load succeeds.
func TestInterruptMidBulk(t *testing.T) {
	for _, c := range interruptible {
		t.Run(c.dataset, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			snapshot := snapshotOf(c.line, 3000)
			live := mustLoad(t, e.loader(), c.dataset, snapshot).Index
			interrupts := 0
			for round := range 4 * *interruptRounds {
				for _, how := range []string{"delay", "reading"} {
					versions := e.indices(c.dataset + "-*")
					l := e.interruptLoader()
					ctx, cancel := context.WithCancel(context.Background())
					var input io.Reader = strings.NewReader(snapshot)
					want := ""
					var timer *time.Timer
					var mu sync.Mutex
					if how == "delay" {
						delay := time.Duration(round*25) * time.Millisecond
						reindex.BeforeStep(l, func(s string) {
							mu.Lock()
							defer mu.Unlock()
							if s == "bulk" {
								timer = time.AfterFunc(delay, cancel)
							}
						})
					} else {
						input = &cancellingReader{r: input, n: (round + 1) * len(snapshot) / (4**interruptRounds + 1), cancel: cancel}
						want = "bulk"
					}
					report, err := l.Load(ctx, c.dataset, input)
					mu.Lock()
					if timer != nil {
						timer.Stop()
					}
					mu.Unlock()
					if ctx.Err() != nil {
						interrupts++
					}
					cancel()
					e.interruptedLoad(c.dataset, report, err, live, versions, want)
					live = mustLoad(t, e.loader(), c.dataset, snapshot).Index
				}
			}
			t.Logf("%s: %d loads, %d of them interrupted mid-bulk or mid-read, each followed by a load that succeeded", c.dataset, 8**interruptRounds, interrupts)
		})
	}
}

// TestInterruptAtEveryStepOfAnIngest interrupts an ingest at the start of
// each step of its table, round after round: it fails naming the step
// (an interrupt after its last step changes nothing), the alias stays on
// the live index, the same batch applies again, and the next load
// succeeds.
func TestInterruptAtEveryStepOfAnIngest(t *testing.T) {
	e := newEnv(t)
	snapshot := jobsSnapshot("a", 200, "2026-11-01T00:00:00Z")
	live := mustLoad(t, e.loader(), "jobs", snapshot).Index
	steps := reindex.IngestSteps()
	at := time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC)
	interrupts := 0
	for round := range *interruptRounds {
		for i, step := range steps {
			at = at.Add(time.Hour)
			batch := snapshotOf(func(n int) string { return scraped("a", n, fmt.Sprintf("Mühasib %d, round %d", n, round)) }, 150)
			in := e.ingester()
			in.ChunkSize = 20
			ctx, cancel := context.WithCancel(context.Background())
			reindex.BeforeIngestStep(in, func(s string) {
				if s == step {
					cancel()
				}
			})
			_, err := in.Ingest(ctx, "jobs", "a", at, true, strings.NewReader(batch))
			cancel()
			interrupts++
			switch {
			case err == nil && i < len(steps)-1:
				t.Fatalf("an ingest interrupted at step %q succeeded", step)
			case err != nil && (!errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), fmt.Sprintf("interrupted at step %q", step))):
				t.Fatalf("an ingest interrupted at step %q failed with: %v", step, err)
			}
			if got := e.aliasTargets("jobs"); len(got) != 1 || got[0] != live {
				t.Fatalf("interrupt at %q: the alias points at %v, not %s", step, got, live)
			}
			if _, err := e.ingester().Ingest(context.Background(), "jobs", "a", at, true, strings.NewReader(batch)); err != nil {
				t.Fatalf("the batch interrupted at %q did not apply again: %v", step, err)
			}
			live = mustLoad(t, e.loader(), "jobs", snapshot).Index
		}
	}
	t.Logf("%d ingests interrupted, each applied again and followed by a load that succeeded", interrupts)
}
