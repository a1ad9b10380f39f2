package reindex

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"readapi/search"
)

// storeDuplicateStats recomputes the duplicate-url statistic of a jobs index
// for the given sources (nil: every source with live rows) and stores it in
// the stats index, where the source listing reads it instead of
// aggregating every url on every request.
func storeDuplicateStats(ctx context.Context, c *cluster, prefix, index string, sources []string, now time.Time) error {
	alias, err := c.ensureInternal(ctx, prefix, search.StatsIndex)
	if err != nil {
		return err
	}
	counts, err := search.DuplicateURLRows(ctx, func(ctx context.Context, body []byte) ([]byte, error) {
		return c.do(ctx, http.MethodPost, "/"+url.PathEscape(index)+"/_search", body)
	}, sources)
	if err != nil {
		return fmt.Errorf("counting duplicate urls in %s: %w", index, err)
	}
	for _, source := range sources {
		counts[source] += 0 // a source left with no live rows stores 0
	}
	var bulk bytes.Buffer
	for source, n := range counts {
		meta, _ := json.Marshal(map[string]any{"index": map[string]any{"_index": alias, "_id": search.StatID(index, source)}})
		doc, _ := json.Marshal(search.DuplicateStat{Index: index, Source: source, DuplicateURLRows: n, ComputedAt: now.UTC().Format(time.RFC3339)})
		bulk.Write(meta)
		bulk.WriteByte('\n')
		bulk.Write(doc)
		bulk.WriteByte('\n')
	}
	if bulk.Len() == 0 {
		return nil
	}
	results, err := c.bulk(ctx, bulk.Bytes(), "true")
	if err != nil {
		return fmt.Errorf("storing duplicate-url statistics: %w", err)
	}
	for _, res := range results {
		if res.Error != nil {
			return fmt.Errorf("storing the duplicate-url statistic %s: %s", res.ID, itemReason(res))
		}
	}
	return nil
}

// dropDuplicateStats deletes the statistics of deleted indices. It searches
// and bulk-deletes rather than using _delete_by_query, which lives in the
// reindex module that a minimal OpenSearch lacks.
func dropDuplicateStats(ctx context.Context, c *cluster, prefix string, indices []string) error {
	if len(indices) == 0 {
		return nil
	}
	alias := prefix + search.StatsIndex
	query := map[string]any{"terms": map[string]any{"index": indices}}
	err := eachHit(ctx, c, alias, query, false, func(hits []searchHit) error {
		var bulk bytes.Buffer
		for _, h := range hits {
			meta, _ := json.Marshal(map[string]any{"delete": map[string]any{"_index": h.Index, "_id": h.ID}})
			bulk.Write(meta)
			bulk.WriteByte('\n')
		}
		results, err := c.bulk(ctx, bulk.Bytes(), "true")
		if err != nil {
			return err
		}
		for _, res := range results {
			if res.Error != nil {
				return fmt.Errorf("deleting the statistic %s: %s", res.ID, itemReason(res))
			}
		}
		return nil
	})
	if hasStatus(err, http.StatusNotFound) {
		return nil
	}
	return err
}
