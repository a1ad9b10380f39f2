package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"readapi/reindex"
)

// ingest runs `reindex ingest`.
func ingest(ctx context.Context, e *env, o *options) (err error) {
	start := time.Now()
	defer func() {
		if err != nil {
			fmt.Fprintln(e.stderr, reindex.FailedSummary("ingest", o.dataset, time.Since(start), err))
		}
	}()
	dataset, source, scrapedAt, input := o.dataset, o.source, o.scrapedAt, o.input
	stdout, stderr := e.stdout, e.stderr
	if dataset == "" || source == "" || scrapedAt == "" || input == "" {
		return errors.New("ingest: --dataset, --source, --scraped-at and --input are required")
	}
	at, err := time.Parse(time.RFC3339Nano, scrapedAt)
	if err != nil {
		return fmt.Errorf("ingest: --scraped-at %q is not an RFC 3339 instant (e.g. 2026-11-22T06:00:00Z)", scrapedAt)
	}
	f, err := reindex.OpenInput(input)
	if err != nil {
		return err
	}
	defer f.Close()
	in := &reindex.Ingester{Client: e.client, Prefix: e.cfg.IndexPrefix, Progress: stderr, LockWait: o.lockWait}
	r, err := in.Ingest(ctx, dataset, source, at, o.complete, f)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s/%s at %s: %d lines, %d created, %d updated, %d unchanged, %d immutable, %d rejected, %d skipped as removed, %d retired\n",
		dataset, source, r.ScrapedAt.Format(time.RFC3339), r.Lines, r.Created, r.Updated, r.Unchanged, r.Immutable, r.Rejected, r.Removed, r.Retired)
	if r.RetirementSkipped != "" {
		fmt.Fprintf(stdout, "retirement pass skipped: %s\n", r.RetirementSkipped)
	}
	fmt.Fprintln(stderr, r.Summary())
	return nil
}
