package reindex

import (
	"context"
	"fmt"
	"time"
)

// RollbackReport says where a rollback moved the alias, and what it did
// with the ingests and removals made since the older version was live.
type RollbackReport struct {
	From, To string
	// Since is when the older version stopped being live, as far as the
	// journal says (else when it was created).
	Since time.Time
	// Batches and Lines count the ingested batches, and their lines, made
	// since then: re-applied to To, or dropped when Discarded.
	Batches   int
	Lines     int64
	Discarded bool
	// Removed counts the removed ids deleted from To.
	Removed int64
}

// Rollback points the dataset's alias back at the newest complete version
// older than the live one (kept by earlier loads, see Keep). The ingests
// journaled since that version was live are re-applied to it first (or,
// with DiscardIngests, dropped and counted), and the ids removed since are
// deleted from it, in the steps hold, drop removed and swap of a load.
func (l *Loader) Rollback(ctx context.Context, dataset string) (*RollbackReport, error) {
	start := l.now()
	k, err := kindNamed(dataset)
	if err != nil {
		return nil, err
	}
	b, err := l.begin(ctx, k, "rollback")
	if err != nil {
		return nil, err
	}
	defer b.lock.release()
	if len(b.current) != 1 {
		return nil, fmt.Errorf("the alias %s points at %d indices (%v); rollback needs exactly one", b.alias, len(b.current), b.current)
	}
	all, err := versions(ctx, b.c, b.alias)
	if err != nil {
		return nil, err
	}
	var previous string
	for _, v := range all {
		if v.Index >= b.current[0] {
			break
		}
		if v.Complete() {
			previous = v.Index
		}
	}
	if previous == "" {
		return nil, fmt.Errorf("no earlier complete version of %s is kept (live: %s); loads keep --keep previous versions", dataset, b.current[0])
	}
	report := &RollbackReport{From: b.current[0], To: previous, Discarded: l.DiscardIngests}
	b.target, b.start = previous, start
	b.report = &LoadReport{Dataset: k.Name, Alias: b.alias, Previous: b.current, Index: previous}
	steps := []step{{"swap", l.swapStep}}
	if k.isDataset() {
		if report.Since, err = l.liveUntil(ctx, b, previous); err != nil {
			return nil, err
		}
		// Ingests made during the rollback itself are never discarded.
		b.replayFrom = start
		until := start
		if !l.DiscardIngests {
			b.replayFrom, until = report.Since.Add(-journalSkew), time.Time{}
		}
		if report.Batches, report.Lines, err = journaled(ctx, b.c, l.Prefix, k.Name, report.Since, until); err != nil {
			return nil, err
		}
		b.removed = map[string]bool{} // every removal: the older version may predate any of them
		derive, err := readDeriving(ctx, b.c, l.Prefix, k.Dataset, l.progress())
		if err != nil {
			return nil, err
		}
		b.replay = newReplayer(b.c, l.Prefix, k.Dataset, previous, nil, derive)
		steps = []step{{"replay", l.replayMore}, {"hold", l.hold}, {"drop removed", l.dropRemovedStep}, {"swap", l.swapStep}}
	}
	if err := l.run(ctx, b, steps); err != nil {
		return nil, fmt.Errorf("rollback of %s failed: %w; the alias %s still points at %s", dataset, err, b.alias, b.current[0])
	}
	report.Removed = b.report.Removed
	return report, nil
}

// liveUntil returns when previous stopped being live: the journal's last
// swap away from it, else its creation (replaying more changes nothing).
func (l *Loader) liveUntil(ctx context.Context, b *build, previous string) (time.Time, error) {
	since, err := lastSwapFrom(ctx, b.c, l.Prefix, b.kind.Name, previous)
	if err != nil || !since.IsZero() {
		return since, err
	}
	created, _ := versionCreated(b.alias, previous)
	return created, nil
}
