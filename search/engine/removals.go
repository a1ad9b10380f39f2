package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"readapi"
	"readapi/internal/opensearch"
)

// removalsMaxAge is how long the API serves its copy of the removals list
// before reading whether it changed, in the background (no request waits);
// a copy older than removalsStaleAge (the first request, or the first after
// a quiet spell) is read again before the request is answered.
const (
	removalsMaxAge   = time.Second
	removalsStaleAge = 5 * time.Second
)

// removals is the API's copy of the ids removed on request, per dataset:
// a second line behind the write side (a remove deletes every copy of the
// record, loads and ingests skip removed ids and check again before they
// publish), so that a row that came back anyway is served neither on its
// single-resource path nor in a page. Reading it costs a map look-up; it is
// refreshed at most every removalsMaxAge, and only the datasets whose count
// or newest removal changed are read again.
type removals struct {
	current    atomic.Pointer[removalSets]
	refreshing atomic.Bool
	mu         sync.Mutex // serialises refreshes
}

// removalSets is one reading of the removals list.
type removalSets struct {
	readAt time.Time
	// byDataset holds the removed ids of each dataset with removals.
	byDataset map[string]map[string]struct{}
	// versions tells whether a dataset's list changed: its count and newest
	// removed_at.
	versions map[string]removalVersion
}

type removalVersion struct {
	Count  int64
	Newest float64
}

// removed reports whether the engine's copy of the removals list holds
// dataset's id.
func (e *Engine) removed(ctx context.Context, dataset, id string) bool {
	sets := e.removalSets(ctx)
	if sets == nil {
		return false
	}
	_, ok := sets.byDataset[dataset][id]
	return ok
}

// removalSets returns the current copy of the removals list: read again
// first when it is missing or older than removalsStaleAge, refreshed in the
// background when older than removalsMaxAge. It is nil only when the list
// could never be read.
func (e *Engine) removalSets(ctx context.Context) *removalSets {
	r := &e.removalList
	sets := r.current.Load()
	age := time.Duration(0)
	if sets != nil {
		age = time.Since(sets.readAt)
	}
	switch {
	case sets == nil || age > removalsStaleAge:
		ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		defer cancel()
		_ = e.refreshRemovals(ctx, sets)
		if fresh := r.current.Load(); fresh != nil {
			return fresh
		}
	case age > removalsMaxAge && r.refreshing.CompareAndSwap(false, true):
		go func() {
			defer r.refreshing.Store(false)
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			_ = e.refreshRemovals(ctx, sets)
		}()
	}
	return sets
}

// refreshRemovals reads the removals list's count and newest removal per
// dataset and reads again the ids of the datasets where either changed.
// seen is the copy the caller found stale: when another refresh replaced
// it meanwhile, there is nothing to do.
func (e *Engine) refreshRemovals(ctx context.Context, seen *removalSets) error {
	r := &e.removalList
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.current.Load() != seen {
		return nil
	}
	readAt := time.Now()
	versions, err := e.removalVersions(ctx)
	if err != nil {
		return err
	}
	old := r.current.Load()
	next := &removalSets{readAt: readAt, byDataset: map[string]map[string]struct{}{}, versions: versions}
	for dataset, v := range versions {
		if old != nil && old.versions[dataset] == v {
			next.byDataset[dataset] = old.byDataset[dataset]
			continue
		}
		ids, err := e.removedIDs(ctx, dataset)
		if err != nil {
			return err
		}
		next.byDataset[dataset] = ids
	}
	r.current.Store(next)
	return nil
}

// removalVersions returns the count and newest removal of every dataset
// with removals, in one aggregation.
func (e *Engine) removalVersions(ctx context.Context) (map[string]removalVersion, error) {
	body := map[string]any{"size": 0, "aggs": map[string]any{"datasets": map[string]any{
		"terms": map[string]any{"field": "dataset", "size": 100},
		"aggs":  map[string]any{"newest": map[string]any{"max": map[string]any{"field": "removed_at"}}},
	}}}
	var aggs struct {
		Datasets struct {
			Buckets []struct {
				Key      string `json:"key"`
				DocCount int64  `json:"doc_count"`
				Newest   struct {
					Value float64 `json:"value"`
				} `json:"newest"`
			} `json:"buckets"`
		} `json:"datasets"`
	}
	versions := map[string]removalVersion{}
	found, err := e.Client.Aggregate(ctx, e.Alias(readapi.TombstoneIndex), body, &aggs)
	if err != nil || !found {
		return versions, err
	}
	for _, b := range aggs.Datasets.Buckets {
		versions[b.Key] = removalVersion{Count: b.DocCount, Newest: b.Newest.Value}
	}
	return versions, nil
}

// removedIDs reads every removed id of dataset.
func (e *Engine) removedIDs(ctx context.Context, dataset string) (map[string]struct{}, error) {
	ids := map[string]struct{}{}
	query := map[string]any{"term": map[string]any{"dataset": dataset}}
	err := e.Client.EachHit(ctx, e.Alias(readapi.TombstoneIndex), query, []string{"id"}, func(hits []opensearch.Hit) error {
		for _, h := range hits {
			var doc struct {
				ID string `json:"id"`
			}
			if err := json.Unmarshal(h.Source, &doc); err != nil {
				return fmt.Errorf("search: cannot decode a tombstone: %w", err)
			}
			ids[doc.ID] = struct{}{}
		}
		return nil
	})
	return ids, err
}

// withoutRemoved drops from hits of dataset the rows whose id was removed.
// It allocates only when it drops one.
func (e *Engine) withoutRemoved(ctx context.Context, dataset string, hits []hit) []hit {
	if len(hits) == 0 {
		return hits
	}
	sets := e.removalSets(ctx)
	if sets == nil || len(sets.byDataset[dataset]) == 0 {
		return hits
	}
	removed := sets.byDataset[dataset]
	for i, h := range hits {
		if _, ok := removed[h.ID]; ok {
			kept := append([]hit(nil), hits[:i]...)
			for _, h := range hits[i+1:] {
				if _, ok := removed[h.ID]; !ok {
					kept = append(kept, h)
				}
			}
			return kept
		}
	}
	return hits
}

// notRemoved is a filter clause excluding dataset's removed ids.
func (e *Engine) notRemoved(ctx context.Context, dataset string) readapi.Clause {
	var ids []string
	if sets := e.removalSets(ctx); sets != nil {
		for id := range sets.byDataset[dataset] {
			ids = append(ids, id)
		}
	}
	return readapi.Clause{"bool": readapi.Clause{"must_not": readapi.Clause{"ids": readapi.Clause{"values": ids}}}}
}
