package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"readapi/reindex"
)

// remove runs `reindex remove`: one id (--id) or many (--ids FILE).
func remove(ctx context.Context, e *env, o *options) error {
	if o.dataset == "" || (o.id == "") == (o.ids == "") {
		return errors.New("remove: --dataset and one of --id or --ids are required")
	}
	remover := &reindex.Remover{Client: e.client, Prefix: e.cfg.IndexPrefix, Progress: e.stderr, LockWait: o.lockWait}
	if o.ids != "" {
		return removeAll(ctx, e, o, remover)
	}
	report, err := remover.Remove(ctx, o.dataset, o.id)
	if err != nil {
		return err
	}
	if report.AlreadyRemoved {
		fmt.Fprintf(e.stdout, "%s %s was already removed at %s; %d copies deleted now\n", o.dataset, o.id, report.RemovedAt.Format(time.RFC3339Nano), report.Deleted)
	} else {
		fmt.Fprintf(e.stdout, "%s %s removed at %s (%d copies deleted); it answers 410 from now on\n", o.dataset, o.id, report.RemovedAt.Format(time.RFC3339Nano), report.Deleted)
	}
	return nil
}

// removeAll removes the ids of the file --ids as one operation. On a
// failure it writes the ids that are not final to stderr, one a line
// (every other line of stderr starts with "reindex:"), and returns an
// error naming how many were made final.
func removeAll(ctx context.Context, e *env, o *options, remover *reindex.Remover) error {
	f, err := reindex.OpenInput(o.ids)
	if err != nil {
		return err
	}
	ids, err := reindex.ReadIDs(f)
	f.Close()
	if err != nil {
		return err
	}
	if len(ids) == 0 {
		return fmt.Errorf("remove: %s holds no ids", o.ids)
	}
	start := time.Now()
	report, err := remover.RemoveAll(ctx, o.dataset, ids)
	if batch := (*reindex.BatchError)(nil); errors.As(err, &batch) {
		for _, id := range batch.Pending {
			fmt.Fprintln(e.stderr, id)
		}
		return fmt.Errorf("remove: %d of %d ids made final; the %d listed above are not (run the same command on them again): %w",
			batch.Final, len(ids), len(batch.Pending), batch.Err)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "%s: %d ids removed in %s: %d removed now", o.dataset, report.IDs, time.Since(start).Round(time.Millisecond), report.Recorded)
	if report.Recorded > 0 {
		fmt.Fprintf(e.stdout, " (removed_at %s to %s)", report.First.Format(time.RFC3339Nano), report.Last.Format(time.RFC3339Nano))
	}
	fmt.Fprintf(e.stdout, ", %d removed before, %d rows deleted; they answer 410 from now on\n", report.Already, report.Deleted)
	return nil
}
