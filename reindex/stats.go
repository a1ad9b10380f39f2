package reindex

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/search/sources"
)

// storeDuplicateStats recomputes the duplicate-url statistic of a jobs index
// for the given source stems (nil: every source with live rows) and stores it in
// the stats index, where the source listing reads it instead of
// aggregating every url on every request.
func storeDuplicateStats(ctx context.Context, c *opensearch.Client, prefix, index string, stems []string, now time.Time) error {
	alias, err := ensureInternal(ctx, c, prefix, readapi.StatsIndex)
	if err != nil {
		return err
	}
	counts, err := sources.DuplicateURLRows(ctx, c, index, stems)
	if err != nil {
		return fmt.Errorf("counting duplicate urls in %s: %w", index, err)
	}
	for _, source := range stems {
		counts[source] += 0 // a source left with no live rows stores 0
	}
	var bulk opensearch.Bulk
	for source, n := range counts {
		stat := sources.DuplicateStat{Index: index, Source: source, DuplicateURLRows: n, ComputedAt: now.UTC().Format(time.RFC3339)}
		if err := bulk.Index(alias, sources.StatID(index, source), stat); err != nil {
			return err
		}
	}
	results, err := c.SendBulk(ctx, &bulk, opensearch.RefreshNow)
	if err != nil {
		return fmt.Errorf("storing duplicate-url statistics: %w", err)
	}
	for _, res := range results {
		if res.Error != nil {
			return fmt.Errorf("storing the duplicate-url statistic %s: %s", res.ID, opensearch.ItemReason(res))
		}
	}
	return nil
}

// dropDuplicateStats deletes the statistics of deleted indices. It searches
// and bulk-deletes rather than using _delete_by_query, which lives in the
// reindex module that a minimal OpenSearch lacks.
func dropDuplicateStats(ctx context.Context, c *opensearch.Client, prefix string, indices []string) error {
	if len(indices) == 0 {
		return nil
	}
	alias := prefix + readapi.StatsIndex
	query := map[string]any{"terms": map[string]any{"index": indices}}
	err := c.EachHit(ctx, alias, query, false, func(hits []opensearch.Hit) error {
		var bulk opensearch.Bulk
		for _, h := range hits {
			bulk.Delete(h.Index, h.ID)
		}
		results, err := c.SendBulk(ctx, &bulk, opensearch.RefreshNow)
		if err != nil {
			return err
		}
		for _, res := range results {
			if res.Error != nil {
				return fmt.Errorf("deleting the statistic %s: %s", res.ID, opensearch.ItemReason(res))
			}
		}
		return nil
	})
	if opensearch.HasStatus(err, http.StatusNotFound) {
		return nil
	}
	return err
}
