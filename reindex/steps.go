package reindex

import (
	"context"
	"fmt"
	"io"
	"maps"
	"net/http"
	"slices"
	"sync"
	"time"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/mappings"
)

// A load is these steps, in order, each named for the progress output:
//
//	create        the new versioned index, refresh off, no replicas
//	bulk          the snapshot's rows, less the removed ids (grouped datasets:
//	              spooled and grouped first, each row written with its group)
//	merge         rows an ingest changed after the snapshot's newest instant
//	replay        batches ingested (journaled) since the load began
//	group         the blocks of copies the carry-over touched, regrouped
//	ready         flushed, replicas and refresh back, green
//	verify        the document count, then marked complete
//	guard         the shrink guard and the smoke queries
//	hold          ingests held, those applying finished and replayed
//	drop removed  ids removed while the load ran, deleted right before the swap
//	swap          the alias moved in one atomic request
//	prune         versions beyond --keep, and the journal older than all kept
//	reorder       (the source registry) the groups of copies of the live
//	              indices, whose canonical order follows the source types
//
// A rollback runs replay, hold, drop removed and swap over the older index
// (see Rollback). Each step is a function of the build, the state the
// steps share; the order lives only in loadSteps.

// step is one named step of a load or rollback.
type step struct {
	name string
	run  func(context.Context, *build) error
}

// build is one load or rollback in progress: what its steps share.
type build struct {
	kind  kind
	c     *opensearch.Client
	lock  *datasetLock
	alias string
	// current is what the alias pointed at when the lock was taken.
	current []string
	report  *LoadReport
	input   io.Reader
	start   time.Time
	// removed are the ids removed when the load began.
	removed map[string]bool
	// expected is the number of documents the new index must hold.
	expected int64
	// newest is the newest instant a snapshot row records.
	newest time.Time
	// target is the index to swap in: the new one, or a rollback's older one.
	target string
	// replay applies the journal to target; replayFrom is how far back.
	replay     *replayer
	replayFrom time.Time
	// indexCreated says the new index may exist: an unfinished load
	// deletes it.
	indexCreated bool
	swapped      bool
	// touched are the blocks of copies whose rows the carry-over changed
	// (nil when the dataset groups none).
	touched blockSet
	// releaseRemovals lets removals run again once the swap is done.
	releaseRemovals func()
	// derive derives the rows the load writes, read once when it begins
	// (nil: the dataset derives nothing).
	derive *deriving
}

func (l *Loader) loadSteps() []step {
	return []step{
		{"create", l.create},
		{"bulk", l.bulk},
		{"merge", l.merge},
		{"replay", l.replayJournal},
		{"group", l.group},
		{"ready", l.ready},
		{"verify", l.verify},
		{"guard", l.guard},
		{"hold", l.hold},
		{"drop removed", l.dropRemovedStep},
		{"swap", l.swapStep},
		{"prune", l.pruneStep},
		{"reorder", l.reorder},
	}
}

// LoadSteps names the steps of a load, in order, as reindex status and an
// interrupted load name them.
func LoadSteps() []string { return stepNames((&Loader{}).loadSteps()) }

// create makes the new index, refresh off and no replicas while it fills,
// and names it in the lock, where ingests see what is being built.
func (l *Loader) create(ctx context.Context, b *build) error {
	if b.kind.isDataset() {
		removed, err := removedIDs(ctx, b.c, l.Prefix, b.kind.Name)
		if err != nil {
			return err
		}
		b.removed = removed
		if b.derive, err = readDeriving(ctx, b.c, l.Prefix, b.kind.Dataset, l.progress()); err != nil {
			return err
		}
	}
	body, err := mappings.IndexBody(b.kind.Name, map[string]any{"refresh_interval": "-1", "number_of_shards": l.shardCount(b.kind.Name),
		"number_of_replicas": 0, "auto_expand_replicas": false})
	if err != nil {
		return err
	}
	// Noted before the request: the engine may create the index and its
	// answer be lost (an interrupt, a timeout); the cleanup deletes the
	// index if it exists.
	b.indexCreated, b.target = true, b.report.Index
	if _, err := b.c.Do(ctx, http.MethodPut, opensearch.Path(b.report.Index), body); err != nil {
		return fmt.Errorf("creating %s: %w", b.report.Index, err)
	}
	return b.lock.setPhase(ctx, phaseBuilding, b.report.Index)
}

// bulk streams the snapshot into the new index and refuses an empty one or
// one with too many rejected lines.
func (l *Loader) bulk(ctx context.Context, b *build) error {
	input, groups := b.input, snapshotGroups(nil)
	if b.kind.isDataset() && grouped(b.kind.Dataset) {
		t0 := l.now()
		types, err := sourceTypes(ctx, b.c, l.Prefix, b.kind.Name)
		if err != nil {
			return err
		}
		spool, g, drop, err := groupSnapshot(b.kind.Dataset, b.input, b.removed, types, b.derive)
		if err != nil {
			return fmt.Errorf("grouping the snapshot's copies: %w", err)
		}
		defer drop()
		input, groups = spool, g
		fmt.Fprintf(l.progress(), "reindex: %s: %d rows of the snapshot are copies in groups, found in %s\n",
			b.kind.Name, len(groups), l.now().Sub(t0).Round(time.Millisecond))
		b.report.Grouped = int64(len(groups))
		b.touched = blockSet{}
	}
	created, newest, err := l.bulkLoad(ctx, b.kind.Name, b.report, input, b.removed, groups, b.derive)
	if err != nil {
		return err
	}
	r := b.report
	if r.Lines == 0 {
		return errEmpty
	}
	if float64(r.Rejected) > MaxRejectedShare*float64(r.Lines) {
		return fmt.Errorf("%d of %d lines rejected (%.2f%%), above the %.0f%% limit",
			r.Rejected, r.Lines, 100*float64(r.Rejected)/float64(max(r.Lines, 1)), 100*MaxRejectedShare)
	}
	b.expected, b.newest = created, newest
	return nil
}

// merge carries over from the live index the rows an ingest changed after
// the snapshot's newest instant, then deletes the ids removed meanwhile.
func (l *Loader) merge(ctx context.Context, b *build) error {
	if !b.kind.isDataset() {
		return nil
	}
	if len(b.current) == 1 && !b.newest.IsZero() {
		created, merged, err := mergeNewer(ctx, b.c, b.kind.Dataset, b.derive, b.current[0], b.report.Index, b.newest, b.touched)
		if err != nil {
			return fmt.Errorf("carrying rows changed after the snapshot over from %s: %w", b.current[0], err)
		}
		b.report.Merged = merged
		b.expected += created
	}
	late, err := dropRemoved(ctx, b.c, l.Prefix, b.kind.Name, b.report.Index, b.removed, b.touched)
	if err != nil {
		return err
	}
	b.expected -= late
	b.report.Removed += late
	return nil
}

// replayJournal applies to the new index the batches ingested since the
// load began (they went to the live index, which the snapshot predates).
func (l *Loader) replayJournal(ctx context.Context, b *build) error {
	if !b.kind.isDataset() {
		return nil
	}
	b.replay = newReplayer(b.c, l.Prefix, b.kind.Dataset, b.target, b.removed, b.derive)
	b.replayFrom = b.start.Add(-journalSkew)
	return l.replayMore(ctx, b)
}

// replayMore replays what the journal gained since the last replay.
func (l *Loader) replayMore(ctx context.Context, b *build) error {
	if b.replay == nil {
		return nil
	}
	before := b.replay.counts
	if err := b.replay.replay(ctx, b.replayFrom); err != nil {
		return err
	}
	after := b.replay.counts
	// Rows a replayed chunk wrote and deleted again (removed while it
	// ran) are not in the index, whether the chunk created them or not.
	b.expected += after.Created - before.Created - (after.Dropped - before.Dropped)
	b.report.Replayed = after.Lines
	if after.Lines > before.Lines || after.Retired > before.Retired {
		fmt.Fprintf(l.progress(), "reindex: %s: replayed %d journaled ingest lines (%d created, %d updated, %d retired) onto %s\n",
			b.kind.Name, after.Lines-before.Lines, after.Created-before.Created, after.Updated-before.Updated, after.Retired-before.Retired, b.target)
	}
	return nil
}

// group regroups the blocks of copies that the carry-over of newer rows
// and the ids removed meanwhile touched (the bulk wrote the snapshot's
// groups; the batches replayed, and the removals dropped before the swap,
// regroup the blocks they touch themselves).
func (l *Loader) group(ctx context.Context, b *build) error {
	if len(b.touched) == 0 {
		return nil
	}
	types, err := sourceTypes(ctx, b.c, l.Prefix, b.kind.Name)
	if err != nil {
		return err
	}
	st, err := regroup(ctx, b.c, b.kind.Dataset, b.target, types, slices.Sorted(maps.Keys(b.touched)))
	if err != nil {
		return fmt.Errorf("regrouping the copies of rows carried over: %w", err)
	}
	fmt.Fprintf(l.progress(), "reindex: %s: %d blocks of copies regrouped after the carry-over, %d rows rewritten\n", b.kind.Name, st.Blocks, st.Written)
	return nil
}

// ready flushes the new index and gives it its replicas and refresh back,
// and waits for it to be green.
func (l *Loader) ready(ctx context.Context, b *build) error {
	// Flushed, the rows are segments that a replica copies as files instead
	// of replaying every write from the translog.
	if _, err := b.c.Do(ctx, http.MethodPost, opensearch.Path(b.report.Index, "_flush"), nil); err != nil {
		return fmt.Errorf("flushing the new index: %w", err)
	}
	settings := l.replicaSettings(b.kind.Name)
	settings["refresh_interval"] = nil
	if _, err := b.c.Do(ctx, http.MethodPut, opensearch.Path(b.report.Index, "_settings"), map[string]any{"index": settings}); err != nil {
		return fmt.Errorf("restoring index settings: %w", err)
	}
	return l.waitGreen(ctx, b.c, b.report.Index)
}

// verify checks the new index holds the rows expected, marks it complete
// and stores its statistics.
func (l *Loader) verify(ctx context.Context, b *build) error {
	r := b.report
	docs, err := b.c.Count(ctx, r.Index)
	if err != nil {
		return err
	}
	r.Docs = docs
	if docs != b.expected {
		return fmt.Errorf("verification failed: %s holds %d documents, expected %d", r.Index, docs, b.expected)
	}
	meta := map[string]any{"_meta": map[string]any{"readapi": builtMeta(r.Dataset, l.now(), docs, b.derive.version())}}
	if _, err := b.c.Do(ctx, http.MethodPut, opensearch.Path(r.Index, "_mapping"), meta); err != nil {
		return fmt.Errorf("marking %s complete: %w", r.Index, err)
	}
	if b.kind.isDataset() && b.kind.Dataset.QualityStats {
		t0 := l.now()
		if err := storeDuplicateStats(ctx, b.c, l.Prefix, r.Index, nil, l.now()); err != nil {
			fmt.Fprintf(l.progress(), "reindex: %s: duplicate-url statistics not stored (the source listing will aggregate them itself): %v\n", r.Dataset, err)
		} else {
			fmt.Fprintf(l.progress(), "reindex: %s: duplicate-url statistics stored in %s\n", r.Dataset, l.now().Sub(t0).Round(time.Millisecond))
		}
	}
	return nil
}

// hold begins the swap: the lock says swapping, so ingests that start now
// wait; the ingests already applying are waited for, and what they
// journaled is replayed onto the index about to be swapped in. From here
// to the swap no ingest writes to the dataset.
func (l *Loader) hold(ctx context.Context, b *build) error {
	if !b.kind.isDataset() {
		return nil
	}
	t0 := l.now()
	if err := b.lock.setPhase(ctx, phaseSwapping, b.target); err != nil {
		return err
	}
	announced := false
	for {
		applying, err := applyingIngests(ctx, b.c, b.lock.index, b.kind.Name, l.now())
		if err != nil {
			return err
		}
		if len(applying) == 0 {
			break
		}
		if !announced {
			fmt.Fprintf(l.progress(), "reindex: %s: waiting for %d ingests in progress (%s of source %s, ...) to finish before the swap\n",
				b.kind.Name, len(applying), applying[0].Holder, applying[0].Source)
			announced = true
		}
		if err := sleep(ctx, 200*time.Millisecond); err != nil {
			return err
		}
	}
	if err := l.replayMore(ctx, b); err != nil {
		return err
	}
	fmt.Fprintf(l.progress(), "reindex: %s: ingests held for the swap after %s\n", b.kind.Name, l.now().Sub(t0).Round(time.Millisecond))
	return nil
}

// dropRemovedStep takes the removals lock, which it keeps through the swap
// (released by releaseRemovals), and deletes from the index about to be
// swapped in every id removed by then, after its final refresh: no removal
// can land between that read and the swap, and a later one finds the new
// index live.
func (l *Loader) dropRemovedStep(ctx context.Context, b *build) error {
	if !b.kind.isDataset() {
		return nil
	}
	late, release, err := dropRemovedBeforeSwap(ctx, b.c, l.Prefix, b.kind.Name, b.target, l.progress())
	if err != nil {
		return err
	}
	b.releaseRemovals = sync.OnceFunc(release)
	b.report.Removed += late
	b.report.Docs -= late
	return nil
}

// swapStep moves the alias onto the new index, from whatever it points at
// now (an index a first ingest created while the load ran, too).
func (l *Loader) swapStep(ctx context.Context, b *build) error {
	to := b.target
	if err := b.lock.check(); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	from, err := b.c.AliasTargets(ctx, b.alias)
	if err != nil {
		return err
	}
	if len(b.current) > 0 && !slices.Equal(from, b.current) {
		return fmt.Errorf("the alias %s moved to %v while the lock was held (expected %v)", b.alias, from, b.current)
	}
	err = l.swap(ctx, b.c, b.alias, from, to)
	if b.releaseRemovals != nil {
		b.releaseRemovals()
	}
	if err != nil {
		return err
	}
	b.swapped = true
	if b.kind.isDataset() {
		// Like the swap, its record is not left half done by an interrupt.
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), adminTimeout)
		defer cancel()
		if err := recordSwap(ctx, b.c, l.Prefix, b.kind.Name, from, to, l.now()); err != nil {
			fmt.Fprintf(l.progress(), "reindex: %s: the swap is not in the journal (a rollback to %v will replay from the version's creation): %v\n", b.kind.Name, from, err)
		}
	}
	return nil
}

// pruneStep deletes versions beyond Keep, their statistics, and the
// journal entries older than every version left.
func (l *Loader) pruneStep(ctx context.Context, b *build) error {
	r := b.report
	r.Deleted = l.prune(ctx, b.c, b.alias, r.Index, b.current)
	if err := dropDuplicateStats(ctx, b.c, l.Prefix, r.Deleted); err != nil {
		fmt.Fprintf(l.progress(), "reindex: %s: could not delete the statistics of pruned versions: %v\n", r.Dataset, err)
	}
	if !b.kind.isDataset() {
		return nil
	}
	left, err := versions(ctx, b.c, b.alias)
	if err != nil || len(left) == 0 {
		return nil
	}
	oldest, ok := versionCreated(b.alias, left[0].Index)
	if !ok {
		return nil
	}
	if _, err := pruneJournal(ctx, b.c, l.Prefix, b.kind.Name, oldest.Add(-journalSkew)); err != nil {
		fmt.Fprintf(l.progress(), "reindex: %s: could not prune the journal: %v\n", r.Dataset, err)
	}
	return nil
}

// reorder regroups, after a load of the source registry, the copies of
// every grouped dataset's live index: a source's type ranks its copies.
// The registry is swapped in by then, so a failure here is reported, not
// returned.
func (l *Loader) reorder(ctx context.Context, b *build) error {
	if b.kind.isDataset() {
		return nil
	}
	for _, d := range readapi.All {
		if !grouped(d) {
			continue
		}
		targets, err := b.c.AliasTargets(ctx, l.Prefix+d.Name)
		if err != nil || len(targets) != 1 {
			continue
		}
		t0 := l.now()
		st, err := groupAllLocked(ctx, b.c, l.Prefix, d, targets[0], l.progress(), l.now)
		if err != nil {
			fmt.Fprintf(l.progress(), "reindex: %s: the registry is loaded, but the copies were not reordered by it (the next load of %s will): %v\n", d.Name, d.Name, err)
			continue
		}
		fmt.Fprintf(l.progress(), "reindex: %s: copies reordered by the new source types: %d rows rewritten in %s\n",
			d.Name, st.Written, l.now().Sub(t0).Round(time.Millisecond))
	}
	return nil
}

// mergeNewer copies into the new index the rows of the live index that an
// ingest changed after the snapshot's newest instant, so that a batch
// applied just before a load is not lost, with the helper fields of d
// computed afresh. It returns the documents created (ids the snapshot
// lacked) and the rows copied.
func mergeNewer(ctx context.Context, c *opensearch.Client, d *readapi.Dataset, derive *deriving, live, index string, after time.Time, touched blockSet) (int64, int64, error) {
	since := after.UTC().Format(time.RFC3339Nano)
	query := map[string]any{"bool": map[string]any{
		"should": []any{
			map[string]any{"range": map[string]any{"ingested_at": map[string]any{"gt": since}}},
			map[string]any{"range": map[string]any{"deactivated_at": map[string]any{"gt": since}}},
		},
		"minimum_should_match": 1,
	}}
	var created, copied int64
	err := c.EachHit(ctx, live, query, nil, func(hits []opensearch.Hit) error {
		var bulk opensearch.Bulk
		for _, h := range hits {
			doc, err := withHelpers(d, derive, h.Source)
			if err != nil {
				return fmt.Errorf("copying %s: %w", h.ID, err)
			}
			touched.add(nil, doc)
			if err := bulk.Index(index, h.ID, doc); err != nil {
				return err
			}
		}
		results, err := c.SendBulk(ctx, &bulk, opensearch.RefreshLater)
		if err != nil {
			return err
		}
		for _, res := range results {
			if res.Error != nil {
				return fmt.Errorf("copying %s: %s", res.ID, opensearch.ItemReason(res))
			}
			copied++
			if res.Result == "created" {
				created++
			}
		}
		return nil
	})
	return created, copied, err
}
