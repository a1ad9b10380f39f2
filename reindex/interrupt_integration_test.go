package reindex_test

import (
	"cmp"
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
// an error naming the step the interrupt reached, the alias and the
// versions as they were; after it, a load that is done. The step named
// must be from (or, unless exact, one after it). It returns the index the
// alias points at.
func (e *env) interruptedLoad(dataset string, report *reindex.LoadReport, err error, live string, versions []string, from string, exact bool) string {
	e.t.Helper()
	steps := reindex.LoadSteps()
	if err == nil {
		if got := e.aliasTargets(dataset); len(got) != 1 || got[0] != report.Index {
			e.t.Fatalf("interrupt at %q: the load succeeded, but the alias points at %v, not its %s", from, got, report.Index)
		}
		if exact && slices.Index(steps, from) <= slices.Index(steps, "swap") {
			e.t.Fatalf("a load interrupted at step %q, before the swap, succeeded", from)
		}
		return report.Index
	}
	if !errors.Is(err, context.Canceled) {
		e.t.Fatalf("interrupt at %q: the error does not say the load was interrupted: %v", from, err)
	}
	named, at := stepNamed(err, steps), slices.Index(steps, from)
	if named < 0 || named < at || (exact && named != at) {
		e.t.Fatalf("interrupt at %q: the error names no step from it on: %v", from, err)
	}
	if got := e.aliasTargets(dataset); len(got) != 1 || got[0] != live {
		e.t.Fatalf("interrupt at %q: the alias points at %v, not %s as before", steps[named], got, live)
	}
	if left := e.indices(dataset + "-*"); !sameSet(left, versions) {
		e.t.Fatalf("interrupt at %q: versions %v left, want %v as before", steps[named], left, versions)
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
// step of its table, and a few milliseconds into it, round after round:
// before the swap the load fails naming the step and leaves the alias and
// the versions as they were; after it the load is done. Either way the
// next load succeeds. (The bulk indexer made with a context already
// cancelled panicked with "sync: negative WaitGroup counter": the bulk
// step of events.)
func TestInterruptAtEveryStepOfALoad(t *testing.T) {
	for _, c := range interruptible {
		t.Run(c.dataset, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			snapshot := snapshotOf(c.line, 300)
			live := mustLoad(t, e.loader(), c.dataset, snapshot).Index
			interrupts := 0
			for round := range *interruptRounds {
				for _, step := range reindex.LoadSteps() {
					for _, after := range []time.Duration{0, time.Duration(5+20*round) * time.Millisecond} {
						versions := e.indices(c.dataset + "-*")
						ctx, cancel := context.WithCancel(context.Background())
						report, interrupted, err := loadInterrupted(ctx, cancel, e.interruptLoader(), c.dataset, strings.NewReader(snapshot), step, after)
						if interrupted {
							interrupts++
						}
						e.interruptedLoad(c.dataset, report, err, live, versions, step, after == 0)
						live = mustLoad(t, e.loader(), c.dataset, snapshot).Index
					}
				}
			}
			t.Logf("%s: %d loads interrupted at or into a step, each followed by a load that succeeded", c.dataset, interrupts)
		})
	}
}

// loadInterrupted runs l's load of input with ctx, which cancel ends:
// after the delay after into the step at (at its start when after is 0;
// never when at is ""), or when the input calls it. It returns the load's
// answer and whether the load was interrupted before it returned.
func loadInterrupted(ctx context.Context, cancel context.CancelFunc, l *reindex.Loader, dataset string, input io.Reader, at string, after time.Duration) (*reindex.LoadReport, bool, error) {
	var mu sync.Mutex
	var timer *time.Timer
	reindex.BeforeStep(l, func(s string) {
		mu.Lock()
		defer mu.Unlock()
		switch {
		case s != at:
		case after > 0:
			timer = time.AfterFunc(after, cancel)
		default:
			cancel()
		}
	})
	report, err := l.Load(ctx, dataset, input)
	mu.Lock()
	if timer != nil {
		timer.Stop()
	}
	mu.Unlock()
	interrupted := ctx.Err() != nil
	cancel()
	return report, interrupted, err
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
				for _, reading := range []bool{false, true} {
					versions := e.indices(c.dataset + "-*")
					ctx, cancel := context.WithCancel(context.Background())
					var input io.Reader = strings.NewReader(snapshot)
					at, after, want := "bulk", time.Duration(round*25)*time.Millisecond, ""
					if reading {
						input = &cancellingReader{r: input, n: (round + 1) * len(snapshot) / (4**interruptRounds + 1), cancel: cancel}
						at, want = "", "bulk"
					}
					report, interrupted, err := loadInterrupted(ctx, cancel, e.interruptLoader(), c.dataset, input, at, after)
					if interrupted {
						interrupts++
					}
					e.interruptedLoad(c.dataset, report, err, live, versions, cmp.Or(want, "create"), want != "")
					live = mustLoad(t, e.loader(), c.dataset, snapshot).Index
				}
			}
			t.Logf("%s: %d loads, %d of them interrupted mid-bulk or mid-read, each followed by a load that succeeded", c.dataset, 8**interruptRounds, interrupts)
		})
	}
}

// TestInterruptAtEveryStepOfAnIngest interrupts an ingest at the start of
// each step of its table, and a few milliseconds into it, round after
// round: it fails naming the step (or, into it, one after it; an interrupt
// after its last step changes nothing), the alias stays on the live index,
// the same batch applies again, and the next load succeeds.
func TestInterruptAtEveryStepOfAnIngest(t *testing.T) {
	e := newEnv(t)
	snapshot := jobsSnapshot("a", 200, "2026-11-01T00:00:00Z")
	live := mustLoad(t, e.loader(), "jobs", snapshot).Index
	steps := reindex.IngestSteps()
	at := time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC)
	interrupts := 0
	for round := range *interruptRounds {
		for i, step := range steps {
			for _, after := range []time.Duration{0, time.Duration(5+20*round) * time.Millisecond} {
				at = at.Add(time.Hour)
				batch := snapshotOf(func(n int) string { return scraped("a", n, fmt.Sprintf("Mühasib %d, round %d", n, round)) }, 150)
				_, interrupted, err := ingestInterrupted(e.ingester(), at, batch, step, after)
				if interrupted {
					interrupts++
				}
				if named := stepNamed(err, steps); (err == nil && after == 0 && i < len(steps)-1) ||
					(err != nil && (!errors.Is(err, context.Canceled) || named < i || (after == 0 && named != i))) {
					t.Fatalf("an ingest interrupted at step %q (%s into it) returned: %v", step, after, err)
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
	}
	t.Logf("%d ingests interrupted, each applied again and followed by a load that succeeded", interrupts)
}

// ingestInterrupted runs a complete batch of source a at the instant at,
// in chunks of 20 lines, and interrupts it after the delay after into the
// step named (at its start when after is 0). It returns the ingest's
// answer and whether it was interrupted before it returned.
func ingestInterrupted(in *reindex.Ingester, at time.Time, batch, step string, after time.Duration) (*reindex.IngestReport, bool, error) {
	in.ChunkSize = 20
	ctx, cancel := context.WithCancel(context.Background())
	var mu sync.Mutex
	var timer *time.Timer
	reindex.BeforeIngestStep(in, func(s string) {
		mu.Lock()
		defer mu.Unlock()
		switch {
		case s != step:
		case after > 0:
			timer = time.AfterFunc(after, cancel)
		default:
			cancel()
		}
	})
	report, err := in.Ingest(ctx, "jobs", "a", at, true, strings.NewReader(batch))
	mu.Lock()
	if timer != nil {
		timer.Stop()
	}
	mu.Unlock()
	interrupted := ctx.Err() != nil
	cancel()
	return report, interrupted, err
}

// stepNamed is the index among steps of the step err says it was
// interrupted at, -1 when it names none.
func stepNamed(err error, steps []string) int {
	named := -1
	for i, s := range steps {
		if err != nil && strings.Contains(err.Error(), fmt.Sprintf("interrupted at step %q", s)) {
			named = i
		}
	}
	return named
}
