package reindex

import (
	"readapi/internal/opensearch"

	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"readapi/search"
)

// tombstone is the record of one removal: only the id, dataset and time.
type tombstone struct {
	ID        string    `json:"id"`
	Dataset   string    `json:"dataset"`
	RemovedAt time.Time `json:"removed_at"`
}

// removedIDs returns the ids of dataset removed on request.
func removedIDs(ctx context.Context, c *opensearch.Client, prefix, dataset string) (map[string]bool, error) {
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
		data, err := c.Search(ctx, prefix+search.TombstoneIndex, body)
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

// dropRemoved deletes from index the ids removed since known was read (a
// removal that raced with the load). It returns how many it deleted.
func dropRemoved(ctx context.Context, c *opensearch.Client, prefix, dataset, index string, known map[string]bool) (int64, error) {
	now, err := removedIDs(ctx, c, prefix, dataset)
	if err != nil {
		return 0, err
	}
	var bulk opensearch.Bulk
	for id := range now {
		if !known[id] {
			bulk.Delete(index, id)
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
}

// ErrNeverHeld reports a removal of an id the platform never had.
var ErrNeverHeld = errors.New("no such record")

// RemoveReport says what a removal did.
type RemoveReport struct {
	RemovedAt      time.Time
	AlreadyRemoved bool
	Deleted        int64
}

// Remove records a tombstone for dataset's id and deletes the record from
// every versioned index of the dataset (the live one, kept versions and a
// load in progress). From then on the id answers 410, and later loads and
// ingests skip it. An id that no index holds and that was never removed is
// ErrNeverHeld: it stays a 404.
func (r *Remover) Remove(ctx context.Context, dataset, id string) (*RemoveReport, error) {
	d, ok := search.ByName(dataset)
	if !ok {
		return nil, fmt.Errorf("unknown dataset %q (one of %v)", dataset, search.Names())
	}
	c := r.Client.WithTimeout(adminTimeout)
	tombstones, err := ensureInternal(ctx, c, r.Prefix, search.TombstoneIndex)
	if err != nil {
		return nil, err
	}
	report := &RemoveReport{RemovedAt: time.Now().UTC()}
	if r.Clock != nil {
		report.RemovedAt = r.Clock().UTC()
	}
	docPath := opensearch.DocPath(tombstones, search.TombstoneID(dataset, id))
	data, err := c.Do(ctx, http.MethodGet, docPath, nil)
	switch {
	case err == nil:
		var doc struct {
			Source tombstone `json:"_source"`
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			return nil, err
		}
		report.AlreadyRemoved, report.RemovedAt = true, doc.Source.RemovedAt
	case opensearch.HasStatus(err, http.StatusNotFound):
		held, err := held(ctx, c, r.Prefix+dataset+"-*", id)
		if err != nil {
			return nil, err
		}
		if !held {
			return nil, fmt.Errorf("%s %q: %w (nothing removed; it stays a 404)", dataset, id, ErrNeverHeld)
		}
		stone := tombstone{ID: id, Dataset: dataset, RemovedAt: report.RemovedAt}
		createPath := opensearch.Path(tombstones, "_create", url.PathEscape(search.TombstoneID(dataset, id))) + "?refresh=true"
		if _, err := c.Do(ctx, http.MethodPut, createPath, stone); err != nil && !opensearch.HasStatus(err, http.StatusConflict) {
			return nil, fmt.Errorf("recording the removal: %w", err)
		}
	default:
		return nil, err
	}
	deletedFrom, err := deleteEverywhere(ctx, c, r.Prefix+dataset+"-*", id)
	if err != nil {
		return nil, fmt.Errorf("the removal is recorded (the id answers 410) but deleting the record failed; run the remove again: %w", err)
	}
	report.Deleted = int64(len(deletedFrom))
	if source, _, ok := strings.Cut(id, ":"); ok && d.QualityStats {
		for _, index := range deletedFrom {
			if err := storeDuplicateStats(ctx, c, r.Prefix, index, []string{source}, report.RemovedAt); err != nil {
				fmt.Fprintf(cmp.Or[io.Writer](r.Progress, os.Stderr), "reindex: %s: duplicate-url statistic of %s in %s not updated: %v\n", dataset, source, index, err)
			}
		}
	}
	return report, nil
}

// deleteEverywhere deletes id from every index matching pattern and returns
// the indices it was deleted from.
func deleteEverywhere(ctx context.Context, c *opensearch.Client, pattern, id string) ([]string, error) {
	var bulk opensearch.Bulk
	query := map[string]any{"ids": map[string]any{"values": []string{id}}}
	err := c.EachHit(ctx, pattern, query, false, func(hits []opensearch.Hit) error {
		for _, h := range hits {
			bulk.Delete(h.Index, h.ID)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	results, err := c.SendBulk(ctx, &bulk, opensearch.RefreshNow)
	if err != nil {
		return nil, err
	}
	var deletedFrom []string
	for _, res := range results {
		if res.Result == "deleted" {
			deletedFrom = append(deletedFrom, res.Index)
		}
	}
	return deletedFrom, nil
}

// held reports whether any index matching pattern holds id. A search
// missing a shard is an error, never "not held".
func held(ctx context.Context, c *opensearch.Client, pattern, id string) (bool, error) {
	query := map[string]any{"size": 1, "_source": false, "query": map[string]any{"ids": map[string]any{"values": []string{id}}}}
	hits, err := c.Hits(ctx, pattern, query)
	return len(hits) > 0, err
}
