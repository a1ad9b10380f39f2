package reindex

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"time"

	"readapi"
	"readapi/internal/dupes"
	"readapi/internal/opensearch"
)

// tombstone is the record of one removal: only the id, dataset and time.
type tombstone struct {
	ID        string    `json:"id"`
	Dataset   string    `json:"dataset"`
	RemovedAt time.Time `json:"removed_at"`
}

// dropRemoved deletes from index the ids removed since known was read (a
// removal that raced with the load), noting their blocks of copies in
// touched. It returns how many it deleted.
func dropRemoved(ctx context.Context, c *opensearch.Client, prefix, dataset, index string, known map[string]bool, touched blockSet) (int64, error) {
	now, err := removedIDs(ctx, c, prefix, dataset)
	if err != nil {
		return 0, err
	}
	var bulk opensearch.Bulk
	var late []string
	for id := range now {
		if !known[id] {
			bulk.Delete(index, id)
			late = append(late, id)
		}
	}
	if touched != nil && len(late) > 0 {
		if err := addStoredBlocks(ctx, c, index, late, touched); err != nil {
			return 0, err
		}
	}
	results, err := c.SendBulk(ctx, &bulk, opensearch.RefreshLater)
	if err != nil {
		return 0, fmt.Errorf("deleting rows removed during the load: %w", err)
	}
	var deleted int64
	for _, res := range results {
		if res.Result == "deleted" {
			deleted++
		}
	}
	return deleted, nil
}

// Remover takes records out of a dataset at the request of the people
// concerned.
type Remover struct {
	Client *opensearch.Client
	Prefix string
	Clock  func() time.Time
	// Progress receives warnings (default os.Stderr).
	Progress io.Writer
	// LockWait is how long to wait for the other removals of the dataset
	// (default DefaultLockWait).
	LockWait time.Duration
	// beforeStep, when set (by tests), is called with the name of each
	// step of a removal before it runs: look up, record, delete, then
	// delete chunk N and (grouped datasets) release the groups lock.
	beforeStep func(step string)
}

// ErrNeverHeld reports a removal of an id the platform never had.
var ErrNeverHeld = errors.New("no such record")

// RemoveReport says what a removal did.
type RemoveReport struct {
	RemovedAt      time.Time
	AlreadyRemoved bool
	Deleted        int64
}

// listStartWait bounds the wait for the shard of a removals list that
// another removal has just created.
const listStartWait = 10 * time.Second

// stampLayout writes removed_at to the millisecond, the precision of the
// date field the removals feed sorts and filters on.
const stampLayout = "2006-01-02T15:04:05.000Z07:00"

// Remove removes dataset's id: it is RemoveAll of the one id, with the
// same guarantees. It records a tombstone and deletes the record from
// every complete versioned index of the dataset (the live one and kept
// versions; a load in progress drops it before its swap). From then on
// the id answers 410, and loads and ingests skip it. An id that no index
// holds and that was never removed is ErrNeverHeld: it stays a 404.
func (r *Remover) Remove(ctx context.Context, dataset, id string) (*RemoveReport, error) {
	batch, err := r.RemoveAll(ctx, dataset, []string{id})
	var failed *BatchError
	switch {
	case errors.Is(err, ErrNeverHeld):
		return nil, fmt.Errorf("%s %q: %w (nothing removed; it stays a 404)", dataset, id, ErrNeverHeld)
	case errors.As(err, &failed):
		return nil, failed.Err
	case err != nil:
		return nil, err
	}
	report := &RemoveReport{AlreadyRemoved: batch.Recorded == 0, RemovedAt: batch.First, Deleted: batch.Deleted}
	if report.AlreadyRemoved {
		stone, err := readTombstone(ctx, r.Client.WithTimeout(adminTimeout), r.Prefix+readapi.TombstoneIndex, dataset, id)
		if err != nil {
			return nil, err
		}
		if stone != nil {
			report.RemovedAt = stone.RemovedAt
		}
	}
	return report, nil
}

func (r *Remover) progress() io.Writer { return cmp.Or[io.Writer](r.Progress, os.Stderr) }

func (r *Remover) now() time.Time {
	if r.Clock != nil {
		return r.Clock()
	}
	return time.Now()
}

// readTombstone returns the tombstone of dataset's id, nil when there is none.
func readTombstone(ctx context.Context, c *opensearch.Client, tombstones, dataset, id string) (*tombstone, error) {
	data, err := c.Do(ctx, http.MethodGet, opensearch.DocPath(tombstones, readapi.TombstoneID(dataset, id)), nil)
	if opensearch.HasStatus(err, http.StatusNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading the tombstone of %s: %w", id, err)
	}
	var doc struct {
		Found  bool      `json:"found"`
		Source tombstone `json:"_source"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("decoding the tombstone of %s: %w", id, err)
	}
	if !doc.Found {
		return nil, nil
	}
	return &doc.Source, nil
}

// newestRemoval returns the latest removed_at of dataset's removals (zero
// when there is none) and how many there are.
func newestRemoval(ctx context.Context, c *opensearch.Client, tombstones, dataset string) (time.Time, int64, error) {
	body := map[string]any{
		"size": 0, "track_total_hits": true,
		"query": map[string]any{"term": map[string]any{"dataset": dataset}},
		"aggs":  map[string]any{"newest": map[string]any{"max": map[string]any{"field": "removed_at"}}},
	}
	data, err := c.Search(ctx, tombstones, body)
	if err != nil {
		return time.Time{}, 0, fmt.Errorf("reading the newest removal of %s: %w", dataset, err)
	}
	var resp struct {
		Hits struct {
			Total struct {
				Value int64 `json:"value"`
			} `json:"total"`
		} `json:"hits"`
		Aggregations struct {
			Newest struct {
				Value *float64 `json:"value"`
			} `json:"newest"`
		} `json:"aggregations"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		return time.Time{}, 0, fmt.Errorf("decoding the newest removal of %s: %w", dataset, err)
	}
	var newest time.Time
	if v := resp.Aggregations.Newest.Value; v != nil {
		newest = time.UnixMilli(int64(*v)).UTC()
	}
	return newest, resp.Hits.Total.Value, nil
}

// recordOnLive records on the index behind alias that count removals apply.
func recordOnLive(ctx context.Context, c *opensearch.Client, alias string, count int64) error {
	live, err := c.AliasTargets(ctx, alias)
	if err != nil {
		return err
	}
	all, err := versions(ctx, c, alias)
	if err != nil {
		return err
	}
	for _, v := range all {
		if slices.Contains(live, v.Index) {
			if err := recordApplied(ctx, c, v, count, 0); err != nil {
				return err
			}
		}
	}
	return nil
}

// addStoredBlocks adds to touched the blocks of copies index stores with
// ids, read in real time.
func addStoredBlocks(ctx context.Context, c *opensearch.Client, index string, ids []string, touched blockSet) error {
	data, err := c.Do(ctx, http.MethodPost, opensearch.Path(index, "_mget")+"?_source_includes="+dupes.BlockField, map[string]any{"ids": ids})
	if err != nil {
		return fmt.Errorf("reading the blocks of removed rows: %w", err)
	}
	var resp struct {
		Docs []struct {
			Source map[string]any `json:"_source"`
		} `json:"docs"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		return fmt.Errorf("decoding the blocks of removed rows: %w", err)
	}
	for _, d := range resp.Docs {
		touched.add(nil, d.Source)
	}
	return nil
}
