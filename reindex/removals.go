package reindex

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"time"

	"readapi"
	"readapi/internal/dupes"
	"readapi/internal/opensearch"
)

// This file holds what loads and ingests need of the removals list: reading
// it with the check that it was not lost, the count of removals each
// versioned index has applied (in its _meta), and the last step of a load
// before its swap, which deletes from the new index every id removed so far.

// removedIDs returns the ids of dataset removed on request. A list that is
// missing or holds fewer removals than a versioned index of the dataset has
// applied (a lost data directory, a partial restore) is an error, never
// read as "fewer removals": running without it would bring removed records
// back. A deployment that never removed anything has no list and no count.
func removedIDs(ctx context.Context, c *opensearch.Client, prefix, dataset string) (map[string]bool, error) {
	ids, err := tombstoneIDs(ctx, c, prefix, dataset)
	if err != nil {
		return nil, err
	}
	all, err := versions(ctx, c, prefix+dataset)
	if err != nil {
		return nil, err
	}
	for _, v := range all {
		if v.Removals > int64(len(ids)) {
			return nil, fmt.Errorf("the removals list %s%s holds %d removals of %s, but %s has applied %d: the list was lost or restored from an older backup; "+
				"restore it before loading or ingesting %s (running without it would bring removed records back)",
				prefix, readapi.TombstoneIndex, len(ids), dataset, v.Index, v.Removals, dataset)
		}
	}
	return ids, nil
}

// tombstoneIDs reads the ids of dataset's tombstones; a missing tombstone
// index has none.
func tombstoneIDs(ctx context.Context, c *opensearch.Client, prefix, dataset string) (map[string]bool, error) {
	ids := map[string]bool{}
	var after []any
	for {
		body := map[string]any{
			"size":    5000,
			"_source": []string{"id"},
			"query":   map[string]any{"term": map[string]any{"dataset": dataset}},
			"sort":    []any{map[string]any{"id": "asc"}},
		}
		if after != nil {
			body["search_after"] = after
		}
		data, err := c.Search(ctx, prefix+readapi.TombstoneIndex, body)
		if opensearch.HasStatus(err, http.StatusNotFound) {
			return ids, nil
		}
		if err != nil {
			return nil, fmt.Errorf("reading the removals of %s: %w", dataset, err)
		}
		var resp struct {
			Hits struct {
				Hits []struct {
					Source tombstone `json:"_source"`
					Sort   []any     `json:"sort"`
				} `json:"hits"`
			} `json:"hits"`
		}
		if err := json.Unmarshal(data, &resp); err != nil {
			return nil, fmt.Errorf("decoding the removals of %s: %w", dataset, err)
		}
		for _, h := range resp.Hits.Hits {
			ids[h.Source.ID] = true
			after = h.Sort
		}
		if len(resp.Hits.Hits) < 5000 {
			return ids, nil
		}
	}
}

// recordApplied writes on a complete versioned index (one whose readapi
// _meta exists) that it has applied removals removals, never lowering the
// figure already there, and takes deleted rows off its document count.
func recordApplied(ctx context.Context, c *opensearch.Client, v version, removals, deleted int64) error {
	if v.Meta == nil || (removals <= v.Removals && deleted == 0) {
		return nil
	}
	meta := map[string]any{}
	for k, x := range v.Meta {
		meta[k] = x
	}
	meta["removals"] = max(removals, v.Removals)
	if docs, ok := meta["documents"].(float64); ok && deleted > 0 {
		meta["documents"] = max(int64(docs)-deleted, 0)
	}
	body := map[string]any{"_meta": map[string]any{"readapi": meta}}
	if _, err := c.Do(ctx, http.MethodPut, opensearch.Path(v.Index, "_mapping"), body); err != nil {
		return fmt.Errorf("recording the removals applied to %s: %w", v.Index, err)
	}
	return nil
}

// dropRemovedBeforeSwap is a load's last step before its swap, run under
// the dataset's lock once every row is written to index. It takes the
// dataset's removals lock, which it returns held (release) for the caller
// to release once the alias is swapped: no removal can land between its
// reading of the list and the swap, and every later one finds index
// complete and deletes the row there itself. Under that lock it reads the
// removals list (failing when it was lost), makes index's writes visible,
// deletes from it by id every removed id it holds and records on it how
// many removals it applied. It returns the rows deleted. A kind that is not
// a dataset (the source registry) has no removals.
func dropRemovedBeforeSwap(ctx context.Context, c *opensearch.Client, prefix, dataset, index string, progress io.Writer) (deleted int64, release func(), err error) {
	if _, ok := readapi.ByName(dataset); !ok {
		return 0, func() {}, nil
	}
	lock, err := takeRemovalsLock(ctx, c, prefix, dataset, "load", DefaultLockWait, progress, time.Now)
	if err != nil {
		return 0, nil, err
	}
	deleted, err = dropRemovedFrom(ctx, c, prefix, dataset, index)
	if err != nil {
		lock.release()
		return deleted, nil, err
	}
	return deleted, lock.release, nil
}

// takeRemovalsLock takes the lock that orders a dataset's removals, and
// the last step of a load with them (a document of <prefix>locks beside the
// dataset's own lock, which it never blocks).
func takeRemovalsLock(ctx context.Context, c *opensearch.Client, prefix, dataset, operation string, wait time.Duration, progress io.Writer, clock func() time.Time) (*datasetLock, error) {
	return acquireLock(ctx, c, prefix, "removals:"+dataset, lockDoc{Dataset: dataset, Operation: operation}, lockDeadline(clock(), wait), progress, clock)
}

// dropRemovedFrom deletes from index every removed id of dataset it holds
// and records on it the removals applied; it returns the rows deleted.
func dropRemovedFrom(ctx context.Context, c *opensearch.Client, prefix, dataset, index string) (int64, error) {
	removed, err := removedIDs(ctx, c, prefix, dataset)
	if err != nil {
		return 0, err
	}
	if err := c.Refresh(ctx, index); err != nil {
		return 0, fmt.Errorf("refreshing %s before dropping removed rows: %w", index, err)
	}
	ids := make([]string, 0, len(removed))
	for id := range removed {
		ids = append(ids, id)
	}
	var deleted int64
	blocks := blockSet{}
	for chunk := range slices.Chunk(ids, 5000) {
		body := map[string]any{"size": len(chunk), "_source": []string{dupes.BlockField}, "query": map[string]any{"ids": map[string]any{"values": chunk}}}
		hits, err := c.Hits(ctx, index, body)
		if err != nil {
			return 0, fmt.Errorf("finding removed rows in %s: %w", index, err)
		}
		var bulk opensearch.Bulk
		for _, h := range hits {
			bulk.Delete(index, h.ID)
			var stored map[string]any
			if json.Unmarshal(h.Source, &stored) == nil {
				blocks.add(nil, stored)
			}
		}
		results, err := c.SendBulk(ctx, &bulk, opensearch.RefreshNow)
		if err != nil {
			return 0, fmt.Errorf("deleting removed rows from %s: %w", index, err)
		}
		for _, res := range results {
			switch {
			case res.Result == "deleted":
				deleted++
			case res.Error != nil:
				return 0, fmt.Errorf("deleting removed row %s from %s: %s", res.ID, index, opensearch.ItemReason(res))
			}
		}
	}
	d, _ := readapi.ByName(dataset)
	if _, err := regroupLocked(ctx, c, prefix, d, index, blocks, io.Discard, time.Now); err != nil {
		return 0, fmt.Errorf("regrouping the copies of removed rows in %s: %w", index, err)
	}
	all, err := versions(ctx, c, prefix+dataset)
	if err != nil {
		return 0, err
	}
	for _, v := range all {
		if v.Index == index {
			return deleted, recordApplied(ctx, c, v, int64(len(removed)), deleted)
		}
	}
	return 0, fmt.Errorf("%s disappeared before its swap", index)
}

// removedAmong returns those of ids that are removed now, read in real
// time (a tombstone written a moment ago counts).
func removedAmong(ctx context.Context, c *opensearch.Client, prefix, dataset string, ids []string) (map[string]bool, error) {
	gone := map[string]bool{}
	if len(ids) == 0 {
		return gone, nil
	}
	keys := make([]string, len(ids))
	for i, id := range ids {
		keys[i] = readapi.TombstoneID(dataset, id)
	}
	data, err := c.Do(ctx, http.MethodPost, opensearch.Path(prefix+readapi.TombstoneIndex, "_mget")+"?_source=false", map[string]any{"ids": keys})
	if opensearch.IsMissingIndex(err) {
		return gone, nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading the removals of a chunk: %w", err)
	}
	var resp struct {
		Docs []struct {
			Found bool `json:"found"`
		} `json:"docs"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		return nil, fmt.Errorf("decoding the removals of a chunk: %w", err)
	}
	for i, d := range resp.Docs {
		if d.Found && i < len(ids) {
			gone[ids[i]] = true
		}
	}
	return gone, nil
}

// dropRemovedAmong deletes from index those of ids that are removed now:
// an ingest calls it after each chunk it writes, so that a removal landing
// between the chunk's check and its write is undone at once rather than at
// the end of the batch. It returns the rows deleted.
func dropRemovedAmong(ctx context.Context, c *opensearch.Client, prefix, dataset, index string, ids []string) (int64, error) {
	gone, err := removedAmong(ctx, c, prefix, dataset, ids)
	if err != nil {
		return 0, err
	}
	var bulk opensearch.Bulk
	for id := range gone {
		bulk.Delete(index, id)
	}
	results, err := c.SendBulk(ctx, &bulk, opensearch.RefreshNow)
	if err != nil {
		return 0, fmt.Errorf("deleting rows removed while they were written: %w", err)
	}
	var deleted int64
	for _, res := range results {
		if res.Result == "deleted" {
			deleted++
		}
	}
	return deleted, nil
}

// chunkIDs returns the ids of an ingest chunk's lines.
func chunkIDs(lines []batchLine) []string {
	ids := make([]string, len(lines))
	for i, l := range lines {
		ids[i] = l.id
	}
	return ids
}
