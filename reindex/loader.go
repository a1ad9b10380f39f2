package reindex

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"readapi/internal/opensearch"
)

// MaxRejectedShare is the share of rejected lines above which a load fails.
const MaxRejectedShare = 0.01

// Loader rebuilds a dataset (or the source registry) from a snapshot file
// into a new versioned index and moves the alias onto it atomically.
type Loader struct {
	Client *opensearch.Client
	// Prefix is INDEX_PREFIX: every index and alias name starts with it.
	Prefix string
	// Progress receives progress lines and rejected-line reports; nil discards.
	Progress io.Writer
	// Keep is how many previous versions stay for rollback.
	Keep int
	// Workers and FlushBytes size the bulk indexer (defaults 2 and 4 MiB).
	Workers    int
	FlushBytes int
	// Shards is the number of primary shards of the new index; 0 takes the
	// dataset description's.
	Shards int
	// Replicas is the replica count set once the rows are in; AutoReplicas
	// takes the dataset description's, as far as the cluster allows.
	Replicas int
	// GreenWait bounds the wait for every replica of the new index to be
	// allocated before the swap (default 5 minutes).
	GreenWait time.Duration
	// LockWait is how long to wait for a running load or rollback of the
	// same dataset before giving up with ErrLockBusy; 0 waits as long as it
	// takes.
	LockWait time.Duration
	// AllowShrink lets a load swap in an index that keeps fewer than half
	// of the live rows, or of a source's live rows (see guardShrink).
	AllowShrink bool
	// DiscardIngests makes a rollback drop the ingests made since the
	// older version was live instead of re-applying them.
	DiscardIngests bool
	// Clock returns the current time; nil means time.Now.
	Clock func() time.Time
	// Timeout bounds each administrative request (default 60 s).
	Timeout time.Duration
	// beforeStep, when set (by tests), is called with each step's name
	// before the step runs.
	beforeStep func(step string)
}

// LoadReport says what a load did.
type LoadReport struct {
	Dataset string
	// Alias is the dataset's alias: it pointed at Previous and points at
	// Index once the load is done.
	Alias    string
	Index    string
	Previous []string
	Deleted  []string
	Lines    int64
	Indexed  int64
	Rejected int64
	// Removed counts rows skipped because their id was removed on request.
	Removed int64
	// Merged counts rows taken from the live index because an ingest changed
	// them after the snapshot's newest instant.
	Merged int64
	// Replayed counts the lines of ingests, journaled while the load ran,
	// applied to the new index.
	Replayed int64
	// Grouped counts the rows in groups of two copies or more.
	Grouped int64
	// Sources counts the new index's rows per source.
	Sources map[string]int64
	Docs    int64
	Elapsed time.Duration
}

// adminTimeout bounds each administrative request of reindex.
const adminTimeout = 60 * time.Second

// client returns the client bounded by the loader's Timeout.
func (l *Loader) client() *opensearch.Client {
	if l.Timeout > 0 {
		return l.Client.WithTimeout(l.Timeout)
	}
	return l.Client.WithTimeout(adminTimeout)
}

func (l *Loader) now() time.Time {
	if l.Clock != nil {
		return l.Clock()
	}
	return time.Now()
}

func (l *Loader) progress() io.Writer {
	if l.Progress == nil {
		return io.Discard
	}
	return l.Progress
}

// Load rebuilds dataset (or the source registry, "sources") from the
// NDJSON snapshot in input, in the named steps of loadSteps. On any
// failure the alias and the live index are left exactly as they were and
// the new index is deleted.
func (l *Loader) Load(ctx context.Context, dataset string, input io.Reader) (*LoadReport, error) {
	start := l.now()
	k, err := kindNamed(dataset)
	if err != nil {
		return nil, err
	}
	b, err := l.begin(ctx, k, "load")
	if err != nil {
		return nil, err
	}
	defer b.lock.release()
	b.input, b.start = input, start
	b.report = &LoadReport{Dataset: k.Name, Alias: b.alias, Previous: b.current, Index: versionName(b.alias, start)}
	defer l.dropUnfinished(ctx, b)
	if err := l.run(ctx, b, l.loadSteps()); err != nil {
		return nil, l.failed(b, err)
	}
	b.report.Elapsed = l.now().Sub(start)
	return b.report, nil
}

// run runs steps in order, up to the first that fails.
func (l *Loader) run(ctx context.Context, b *build, steps []step) error {
	defer func() {
		if b.releaseRemovals != nil {
			b.releaseRemovals()
		}
	}()
	for i, s := range steps {
		if err := b.lock.setStep(ctx, s.name); err != nil {
			return err
		}
		if l.beforeStep != nil {
			l.beforeStep(s.name)
		}
		t0 := l.now()
		err := s.run(ctx, b)
		if ctx.Err() != nil && b.swapped && i < len(steps)-1 {
			// The load is done; what is left tidies up, and the next load
			// does it.
			fmt.Fprintf(l.progress(), "reindex: %s: interrupted at step %q after the swap (%v): the alias %s points at the new %s; steps not run (the next load runs them): %s\n",
				b.kind.Name, s.name, context.Cause(ctx), b.alias, b.target, strings.Join(stepNames(steps[i+1:]), ", "))
			return nil
		}
		if err := stepFailed(ctx, i, len(steps), s.name, err); err != nil {
			return err
		}
		if took := l.now().Sub(t0); took >= time.Second {
			fmt.Fprintf(l.progress(), "reindex: %s: %s done in %s\n", b.kind.Name, s.name, took.Round(time.Millisecond))
		}
	}
	return nil
}

func stepNames(steps []step) []string {
	names := make([]string, len(steps))
	for i, s := range steps {
		names[i] = s.name
	}
	return names
}

// begin takes the lock of kind k for operation (a load or rollback); it
// returns the build with the client, the held lock, the alias and what
// the alias points at.
func (l *Loader) begin(ctx context.Context, k kind, operation string) (*build, error) {
	c := l.client()
	lock, err := acquireLock(ctx, c, l.Prefix, datasetLockID(k.Name), lockDoc{Dataset: k.Name, Operation: operation, Phase: phaseBuilding},
		lockDeadline(l.now(), l.LockWait), l.progress(), l.now)
	if err != nil && ctx.Err() != nil {
		return nil, fmt.Errorf("%s of %s: %w; nothing was changed", operation, k.Name, interrupted(ctx, "lock", err))
	}
	if err != nil {
		return nil, err
	}
	alias := l.Prefix + k.Name
	current, err := c.AliasTargets(ctx, alias)
	if err != nil {
		lock.release()
		return nil, err
	}
	return &build{kind: k, c: c, lock: lock, alias: alias, current: current}, nil
}

// dropUnfinished deletes the index of a load that did not swap it in.
func (l *Loader) dropUnfinished(ctx context.Context, b *build) {
	if b.swapped || !b.indexCreated {
		return
	}
	cleanup, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	index := b.report.Index
	// Never delete what the alias points at, whatever happened above.
	if targets, err := b.c.AliasTargets(cleanup, b.alias); err != nil || slices.Contains(targets, index) {
		fmt.Fprintf(l.progress(), "reindex: %s: kept %s: the alias %s may point at it (%v, %v)\n", b.kind.Name, index, b.alias, targets, err)
		return
	}
	if err := b.c.DeleteIndex(cleanup, index); err != nil {
		fmt.Fprintf(l.progress(), "reindex: %s: could not delete the unfinished index %s: %v\n", b.kind.Name, index, err)
	}
	if err := dropDuplicateStats(cleanup, b.c, l.Prefix, []string{index}); err != nil {
		fmt.Fprintf(l.progress(), "reindex: %s: could not delete the statistics of %s: %v\n", b.kind.Name, index, err)
	}
}

// failed wraps a load error with the promise the caller can rely on.
func (l *Loader) failed(b *build, err error) error {
	r := b.report
	where := "no index"
	if len(r.Previous) > 0 {
		where = fmt.Sprint(r.Previous)
	}
	return fmt.Errorf("load of %s failed: %w; the alias %s still points at %s", r.Dataset, err, r.Alias, where)
}

// errEmpty is a snapshot with no rows.
var errEmpty = errors.New("the input holds no rows; refusing to replace the data with nothing")
