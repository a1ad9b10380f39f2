package reindex

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
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
	// step of a grouped dataset's deletion before it runs.
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

// Remove records a tombstone for dataset's id and deletes the record by id
// from every complete versioned index of the dataset (the live one and kept
// versions; a load in progress drops it before its swap). From then on the id answers 410, and loads
// and ingests skip it. An id that no index holds and that was never
// removed is ErrNeverHeld: it stays a 404.
func (r *Remover) Remove(ctx context.Context, dataset, id string) (*RemoveReport, error) {
	d, ok := readapi.ByName(dataset)
	if !ok {
		return nil, fmt.Errorf("unknown dataset %q (one of %v)", dataset, readapi.Names())
	}
	c := r.Client.WithTimeout(adminTimeout)
	tombstones, err := ensureInternal(ctx, c, r.Prefix, readapi.TombstoneIndex)
	if err != nil {
		return nil, err
	}
	alias := r.Prefix + dataset
	var stone *tombstone
	// Another removal may have created the list a moment ago: its shard
	// answers once started.
	for wait := listStartWait; ; wait -= 100 * time.Millisecond {
		stone, err = readTombstone(ctx, c, tombstones, dataset, id)
		if err == nil || !errors.Is(err, opensearch.ErrUnavailable) || wait <= 0 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		return nil, err
	}
	report := &RemoveReport{AlreadyRemoved: stone != nil}
	if stone == nil {
		held, err := heldBy(ctx, c, alias, id)
		if err != nil {
			return nil, err
		}
		if len(held) == 0 {
			return nil, fmt.Errorf("%s %q: %w (nothing removed; it stays a 404)", dataset, id, ErrNeverHeld)
		}
		if stone, report.AlreadyRemoved, err = r.record(ctx, c, tombstones, dataset, id); err != nil {
			return nil, err
		}
	}
	report.RemovedAt = stone.RemovedAt
	var blocks map[string]string
	if grouped(d) {
		if blocks, err = storedBlocks(ctx, c, alias, id); err != nil {
			return nil, err
		}
	}
	deletedFrom, err := r.deleteRegrouped(ctx, c, d, alias, id, blocks)
	if err != nil {
		return nil, fmt.Errorf("the removal is recorded (the id answers 410) but deleting the record failed; run the remove again: %w", err)
	}
	report.Deleted = int64(len(deletedFrom))
	if source, _, ok := strings.Cut(id, ":"); ok && d.QualityStats {
		for _, index := range deletedFrom {
			if err := storeDuplicateStats(ctx, c, r.Prefix, index, []string{source}, report.RemovedAt); err != nil {
				fmt.Fprintf(r.progress(), "reindex: %s: duplicate-url statistic of %s in %s not updated: %v\n", dataset, source, index, err)
			}
		}
	}
	return report, nil
}

// deleteRegrouped deletes id from every complete versioned index of alias
// (deleteEverywhere). For a dataset that groups its copies, it first
// regroups, in each of those indices, the id's block (blocks: by index)
// without the id, under the groups lock held until the deletion is
// visible: no other regrouping runs in between, so the block is never
// grouped with a row that is gone. A removal killed before the deletion
// leaves the row, which its rerun finds and regroups again; killed after
// it, nothing is left to do.
func (r *Remover) deleteRegrouped(ctx context.Context, c *opensearch.Client, d *readapi.Dataset, alias, id string, blocks map[string]string) ([]string, error) {
	if len(blocks) == 0 {
		return deleteEverywhere(ctx, c, alias, id)
	}
	lock, err := acquireLock(ctx, c, r.Prefix, "groups:"+d.Name, lockDoc{Dataset: d.Name, Operation: "grouping of copies"}, time.Time{}, r.progress(), r.now)
	if err != nil {
		return nil, err
	}
	defer lock.release()
	types, err := sourceTypes(ctx, c, r.Prefix, d.Name)
	if err != nil {
		return nil, err
	}
	all, err := versions(ctx, c, alias)
	if err != nil {
		return nil, err
	}
	for _, v := range all {
		block := blocks[v.Index]
		if !v.Complete() || block == "" {
			continue
		}
		// A version a load pruned meanwhile has nothing left to regroup.
		if _, err := regroup(ctx, c, d, v.Index, types, []string{block}, id); err != nil && !opensearch.IsMissingIndex(err) {
			return nil, fmt.Errorf("regrouping the copies of %s in %s without it: %w", id, v.Index, err)
		}
	}
	if r.beforeStep != nil {
		r.beforeStep("delete")
	}
	deletedFrom, err := deleteEverywhere(ctx, c, alias, id)
	if err != nil {
		return deletedFrom, err
	}
	if r.beforeStep != nil {
		r.beforeStep("release the groups lock")
	}
	return deletedFrom, lock.check()
}

func (r *Remover) progress() io.Writer { return cmp.Or[io.Writer](r.Progress, os.Stderr) }

func (r *Remover) now() time.Time {
	if r.Clock != nil {
		return r.Clock()
	}
	return time.Now()
}

// record writes the tombstone under the dataset's removals lock, so that
// removals become visible in the order of their removed_at: the stamp is
// later than every removal already visible (whatever the clocks of the
// machines running removals say), and the next removal stamps only once
// this one is visible. A mirror reading the feed since the newest removal
// it has seen therefore misses none. It also records on the live index how
// many removals of the dataset there are, so that a lost list is detected.
// It reports true when a removal of the same id landed first.
func (r *Remover) record(ctx context.Context, c *opensearch.Client, tombstones, dataset, id string) (*tombstone, bool, error) {
	lock, err := takeRemovalsLock(ctx, c, r.Prefix, dataset, "remove", cmp.Or(r.LockWait, DefaultLockWait), r.progress(), r.now)
	if err != nil {
		return nil, false, err
	}
	defer lock.release()
	if stone, err := readTombstone(ctx, c, tombstones, dataset, id); err != nil || stone != nil {
		return stone, true, err
	}
	newest, count, err := newestRemoval(ctx, c, tombstones, dataset)
	if err != nil {
		return nil, false, err
	}
	at := r.now().UTC().Truncate(time.Millisecond)
	if !at.After(newest) {
		at = newest.Add(time.Millisecond)
	}
	doc := map[string]any{"id": id, "dataset": dataset, "removed_at": at.Format(stampLayout)}
	createPath := opensearch.Path(tombstones, "_create", url.PathEscape(readapi.TombstoneID(dataset, id))) + "?refresh=true"
	if _, err := c.Do(ctx, http.MethodPut, createPath, doc); err != nil {
		if !opensearch.HasStatus(err, http.StatusConflict) {
			return nil, false, fmt.Errorf("recording the removal: %w", err)
		}
		// An earlier attempt's answer was lost: the tombstone is there.
		stone, err := readTombstone(ctx, c, tombstones, dataset, id)
		if err != nil || stone == nil {
			return nil, false, fmt.Errorf("recording the removal: conflict, then %v", err)
		}
		return stone, false, nil
	}
	if err := recordOnLive(ctx, c, r.Prefix+dataset, count+1); err != nil {
		fmt.Fprintf(r.progress(), "reindex: %s: the removal is recorded, but not its count on the live index (a later loss of the removals list may go unnoticed): %v\n", dataset, err)
	}
	if err := lock.check(); err != nil {
		fmt.Fprintf(r.progress(), "reindex: %s: %v while recording the removal; a mirror of the removals feed may have to start again from an earlier instant\n", dataset, err)
	}
	return &tombstone{ID: id, Dataset: dataset, RemovedAt: at}, false, nil
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

// heldBy returns the versioned indices of alias (complete or being built)
// that hold id, read in real time, so that a row a load has written but not
// yet made searchable counts.
func heldBy(ctx context.Context, c *opensearch.Client, alias, id string) ([]string, error) {
	all, err := versions(ctx, c, alias)
	if err != nil || len(all) == 0 {
		return nil, err
	}
	docs := make([]map[string]string, len(all))
	for i, v := range all {
		docs[i] = map[string]string{"_index": v.Index, "_id": id}
	}
	data, err := c.Do(ctx, http.MethodPost, "/_mget?_source=false", map[string]any{"docs": docs})
	if err != nil {
		return nil, fmt.Errorf("looking %s up: %w", id, err)
	}
	var resp struct {
		Docs []struct {
			Index string          `json:"_index"`
			Found bool            `json:"found"`
			Error json.RawMessage `json:"error"`
		} `json:"docs"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		return nil, fmt.Errorf("decoding the look-up of %s: %w", id, err)
	}
	var held []string
	for _, d := range resp.Docs {
		if d.Found {
			held = append(held, d.Index)
		}
	}
	return held, nil
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

// storedBlocks returns the block of copies that each versioned index of
// alias holding id stores with it, read in real time.
func storedBlocks(ctx context.Context, c *opensearch.Client, alias, id string) (map[string]string, error) {
	all, err := versions(ctx, c, alias)
	if err != nil || len(all) == 0 {
		return nil, err
	}
	docs := make([]map[string]string, len(all))
	for i, v := range all {
		docs[i] = map[string]string{"_index": v.Index, "_id": id}
	}
	data, err := c.Do(ctx, http.MethodPost, "/_mget?_source_includes="+dupes.BlockField, map[string]any{"docs": docs})
	if err != nil {
		return nil, fmt.Errorf("looking %s up: %w", id, err)
	}
	var resp struct {
		Docs []struct {
			Index  string            `json:"_index"`
			Found  bool              `json:"found"`
			Source map[string]string `json:"_source"`
		} `json:"docs"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		return nil, fmt.Errorf("decoding the look-up of %s: %w", id, err)
	}
	out := map[string]string{}
	for _, d := range resp.Docs {
		if d.Found {
			out[d.Index] = d.Source[dupes.BlockField]
		}
	}
	return out, nil
}

// deleteEverywhere deletes id by id from every complete versioned index of
// alias (the live one and kept versions) and makes the deletion visible; it
// returns the indices that held it. An index deleted meanwhile (pruned) is
// skipped. An index a load is still building is left to that load, whose
// last step before its swap deletes every removed id under the removals
// lock; deleting there now would break the count the load verifies.
func deleteEverywhere(ctx context.Context, c *opensearch.Client, alias, id string) ([]string, error) {
	all, err := versions(ctx, c, alias)
	if err != nil {
		return nil, err
	}
	all = slices.DeleteFunc(all, func(v version) bool { return !v.Complete() })
	var bulk opensearch.Bulk
	for _, v := range all {
		bulk.Delete(v.Index, id)
	}
	results, err := c.SendBulk(ctx, &bulk, opensearch.RefreshNow)
	if err != nil {
		return nil, err
	}
	var deletedFrom []string
	for _, res := range results {
		switch {
		case res.Result == "deleted":
			deletedFrom = append(deletedFrom, res.Index)
		case res.Error != nil && res.Error.Type != opensearch.TypeIndexNotFound && res.Status != http.StatusNotFound:
			return deletedFrom, fmt.Errorf("deleting %s from %s: %s", id, res.Index, opensearch.ItemReason(res))
		}
	}
	return deletedFrom, nil
}
