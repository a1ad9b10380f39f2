package reindex

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/http"
	"slices"
	"strings"
	"time"

	"readapi"
	"readapi/internal/dupes"
	"readapi/internal/opensearch"
)

// A removal takes ids out of a dataset as one operation (Remove is the
// batch of one): one look-up of which ids some version holds,
// one tombstone write under the removals lock (each id its own removed_at,
// in the order written, so that the removals feed misses none), one
// regrouping of the blocks of copies the removed rows touched, and one
// pass deleting them from every complete version. An id is final once its
// tombstone is recorded and no complete version holds it any more.

// removeChunk is how many ids are looked up, or deleted, in one request.
const removeChunk = 2000

// BatchReport says what a batch removal did.
type BatchReport struct {
	// IDs is how many distinct ids were asked for.
	IDs int
	// Recorded ids were removed now, between First and Last (their
	// removed_at); Already ids had been removed before.
	Recorded, Already int
	First, Last       time.Time
	// Deleted counts the rows deleted from the versions of the dataset.
	Deleted int64
}

// BatchError is a batch removal that did not make every id final: Final
// ids are, Pending (in the order given) are not, and running the removal
// again on them is safe.
type BatchError struct {
	Final   int
	Pending []string
	Err     error
}

func (e *BatchError) Error() string {
	return fmt.Sprintf("%d of %d ids made final, %d not: %v", e.Final, e.Final+len(e.Pending), len(e.Pending), e.Err)
}

func (e *BatchError) Unwrap() error { return e.Err }

// ReadIDs reads one id a line; blank lines and lines starting with # are
// skipped, and an id given twice counts once.
func ReadIDs(input io.Reader) ([]string, error) {
	lines := newLineReader(input)
	seen := map[string]bool{}
	var ids []string
	for {
		line, number, err := lines.next()
		if errors.Is(err, io.EOF) {
			return ids, nil
		}
		if err != nil {
			return nil, fmt.Errorf("reading the ids after line %d: %w", number, err)
		}
		id := string(line)
		if id == "" || strings.HasPrefix(id, "#") || seen[id] {
			continue
		}
		seen[id] = true
		ids = append(ids, id)
	}
}

// batchRemoval is one batch removal in progress.
type batchRemoval struct {
	r       *Remover
	c       *opensearch.Client
	d       *readapi.Dataset
	alias   string
	stones  string
	ids     []string
	report  *BatchReport
	removed map[string]bool // ids with a tombstone
	final   map[string]bool // ids removed and held by no complete version
	never   map[string]bool // ids no version holds and nobody removed
}

// RemoveAll removes ids from dataset as one operation (see the top of this
// file); an id given twice counts once. Ids no version holds and that were never removed are not
// recorded; they stay 404 and end in the error's Pending with ErrNeverHeld.
// Any failure is a *BatchError naming the ids that are not final.
func (r *Remover) RemoveAll(ctx context.Context, dataset string, ids []string) (*BatchReport, error) {
	d, ok := readapi.ByName(dataset)
	if !ok {
		return nil, fmt.Errorf("unknown dataset %q (one of %v)", dataset, readapi.Names())
	}
	if len(ids) == 0 {
		return nil, errors.New("no ids given")
	}
	seen := make(map[string]bool, len(ids))
	ids = slices.DeleteFunc(slices.Clone(ids), func(id string) bool {
		repeated := seen[id]
		seen[id] = true
		return repeated
	})
	b := &batchRemoval{r: r, c: r.Client.WithTimeout(adminTimeout), d: d, alias: r.Prefix + dataset, ids: ids,
		report: &BatchReport{IDs: len(ids)}, removed: map[string]bool{}, final: map[string]bool{}, never: map[string]bool{}}
	for _, step := range []struct {
		name string
		run  func(context.Context) error
	}{
		{"look up", b.lookUp},
		{"record", b.record},
		{"delete", b.deleteAll},
	} {
		if r.beforeStep != nil {
			r.beforeStep(step.name)
		}
		if err := step.run(ctx); err != nil {
			return b.report, b.failed(err)
		}
	}
	if len(b.never) > 0 {
		return b.report, b.failed(fmt.Errorf("%d ids are held by no version of %s and were never removed: %w (they stay 404)", len(b.never), dataset, ErrNeverHeld))
	}
	return b.report, nil
}

// failed wraps err with the ids that are not final.
func (b *batchRemoval) failed(err error) error {
	pending := slices.DeleteFunc(slices.Clone(b.ids), func(id string) bool { return b.final[id] })
	return &BatchError{Final: len(b.ids) - len(pending), Pending: pending, Err: err}
}

// lookUp reads which ids are removed already and, of the others, which
// some version of the dataset holds (read in real time, so that a row a
// load has written but not yet made searchable counts).
func (b *batchRemoval) lookUp(ctx context.Context) error {
	stones, err := ensureInternal(ctx, b.c, b.r.Prefix, readapi.TombstoneIndex)
	if err != nil {
		return err
	}
	b.stones = stones
	// Another removal may have created the list a moment ago: its shard
	// answers once started.
	for wait := listStartWait; ; wait -= 100 * time.Millisecond {
		err = b.readRemoved(ctx, b.ids)
		if err == nil || !errors.Is(err, opensearch.ErrUnavailable) || wait <= 0 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		return err
	}
	all, err := versions(ctx, b.c, b.alias)
	if err != nil {
		return err
	}
	held, err := holding(ctx, b.c, all, b.ids, "")
	if err != nil {
		return err
	}
	complete := map[string]bool{}
	for _, v := range all {
		complete[v.Index] = v.Complete()
	}
	for _, id := range b.ids {
		switch {
		case !b.removed[id] && len(held[id]) == 0:
			b.never[id] = true
		case b.removed[id]:
			b.report.Already++
			// Removed before and left in no complete version (a load
			// building one drops it before its swap): final already.
			if !slices.ContainsFunc(slices.Collect(maps.Keys(held[id])), func(index string) bool { return complete[index] }) {
				b.final[id] = true
			}
		}
	}
	fmt.Fprintf(b.r.progress(), "reindex: %s: %d ids: %d removed before, %d to remove, %d held by no version\n",
		b.d.Name, len(b.ids), b.report.Already, len(b.ids)-b.report.Already-len(b.never), len(b.never))
	return nil
}

// readRemoved notes in b.removed those of ids that have a tombstone.
func (b *batchRemoval) readRemoved(ctx context.Context, ids []string) error {
	for chunk := range slices.Chunk(ids, removeChunk) {
		gone, err := removedAmong(ctx, b.c, b.r.Prefix, b.d.Name, chunk)
		if err != nil {
			return err
		}
		for id := range gone {
			b.removed[id] = true
		}
	}
	return nil
}

// holding returns, for each of ids, the versions among all that hold it
// and, when field is set, the value of that field each stores: one _mget
// (real time) per chunk of ids.
func holding(ctx context.Context, c *opensearch.Client, all []version, ids []string, field string) (map[string]map[string]string, error) {
	out := map[string]map[string]string{}
	if len(all) == 0 {
		return out, nil
	}
	source := "?_source=false"
	if field != "" {
		source = "?_source_includes=" + field
	}
	for chunk := range slices.Chunk(ids, removeChunk/len(all)+1) {
		docs := make([]map[string]string, 0, len(chunk)*len(all))
		for _, id := range chunk {
			for _, v := range all {
				docs = append(docs, map[string]string{"_index": v.Index, "_id": id})
			}
		}
		data, err := c.Do(ctx, http.MethodPost, "/_mget"+source, map[string]any{"docs": docs})
		if err != nil {
			return nil, fmt.Errorf("looking up %d ids: %w", len(chunk), err)
		}
		var resp struct {
			Docs []struct {
				Index  string            `json:"_index"`
				ID     string            `json:"_id"`
				Found  bool              `json:"found"`
				Source map[string]string `json:"_source"`
			} `json:"docs"`
		}
		if err := json.Unmarshal(data, &resp); err != nil {
			return nil, fmt.Errorf("decoding the look-up of %d ids: %w", len(chunk), err)
		}
		for _, d := range resp.Docs {
			if !d.Found {
				continue
			}
			if out[d.ID] == nil {
				out[d.ID] = map[string]string{}
			}
			out[d.ID][d.Index] = d.Source[field]
		}
	}
	return out, nil
}

// record writes the tombstones of the ids some version holds and nobody
// removed yet, in one bulk request under the dataset's removals lock (see
// Remover.record): each id its own removed_at, a millisecond apart in the
// order written and later than every removal already visible, so that a
// mirror of the feed, which reads the list as it becomes visible, never
// sees a removal before an earlier-stamped one.
func (b *batchRemoval) record(ctx context.Context) error {
	var todo []string
	for _, id := range b.ids {
		if !b.removed[id] && !b.never[id] {
			todo = append(todo, id)
		}
	}
	if len(todo) == 0 {
		return nil
	}
	lock, err := takeRemovalsLock(ctx, b.c, b.r.Prefix, b.d.Name, "remove", cmp.Or(b.r.LockWait, DefaultLockWait), b.r.progress(), b.r.now)
	if err != nil {
		return err
	}
	defer lock.release()
	// Removals that landed since the look-up (another remove) count as before.
	if err := b.readRemoved(ctx, todo); err != nil {
		return err
	}
	todo = slices.DeleteFunc(todo, func(id string) bool { return b.removed[id] })
	if len(todo) == 0 {
		return nil
	}
	newest, count, err := newestRemoval(ctx, b.c, b.stones, b.d.Name)
	if err != nil {
		return err
	}
	at := b.r.now().UTC().Truncate(time.Millisecond)
	if !at.After(newest) {
		at = newest.Add(time.Millisecond)
	}
	var bulk opensearch.Bulk
	for i, id := range todo {
		stamp := at.Add(time.Duration(i) * time.Millisecond)
		doc := map[string]any{"id": id, "dataset": b.d.Name, "removed_at": stamp.Format(stampLayout)}
		if err := bulk.Create(b.stones, readapi.TombstoneID(b.d.Name, id), doc); err != nil {
			return err
		}
	}
	results, err := b.c.SendBulk(ctx, &bulk, opensearch.RefreshNow)
	if err != nil {
		return fmt.Errorf("recording %d removals: %w", len(todo), err)
	}
	for i, res := range results {
		switch {
		case res.Error == nil:
			b.report.Recorded++
		case res.Status != http.StatusConflict: // a conflict: removed meanwhile
			return fmt.Errorf("recording the removal of %s: %s", todo[i], opensearch.ItemReason(res))
		}
		b.removed[todo[i]] = true
	}
	b.report.First, b.report.Last = at, at.Add(time.Duration(len(todo)-1)*time.Millisecond)
	if err := recordOnLive(ctx, b.c, b.alias, count+int64(b.report.Recorded)); err != nil {
		fmt.Fprintf(b.r.progress(), "reindex: %s: the removals are recorded, but not their count on the live index (a later loss of the removals list may go unnoticed): %v\n", b.d.Name, err)
	}
	if err := lock.check(); err != nil {
		fmt.Fprintf(b.r.progress(), "reindex: %s: %v while recording the removals; a mirror of the removals feed may have to start again from an earlier instant\n", b.d.Name, err)
	}
	fmt.Fprintf(b.r.progress(), "reindex: %s: %d removals recorded (the ids answer 410 from now on)\n", b.d.Name, b.report.Recorded)
	return nil
}

// deleteAll deletes the removed ids from every complete version of the
// dataset. For a dataset that groups its copies it first regroups, in
// each version, the blocks the rows held there without them, under the
// groups lock held until the deletion is visible: no other regrouping runs
// in between, so a block is never grouped with a row that is gone. A
// removal killed before the deletion leaves the rows, which its rerun finds
// and regroups again; killed after it, nothing is left to do.
func (b *batchRemoval) deleteAll(ctx context.Context) error {
	var ids []string
	for _, id := range b.ids {
		if b.removed[id] {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	if !grouped(b.d) {
		return b.deletePass(ctx, ids)
	}
	lock, err := acquireLock(ctx, b.c, b.r.Prefix, "groups:"+b.d.Name, lockDoc{Dataset: b.d.Name, Operation: "grouping of copies"}, time.Time{}, b.r.progress(), b.r.now)
	if err != nil {
		return err
	}
	defer lock.release()
	if err := b.regroupWithout(ctx, ids); err != nil {
		return err
	}
	if err := b.deletePass(ctx, ids); err != nil {
		return err
	}
	if b.r.beforeStep != nil {
		b.r.beforeStep("release the groups lock")
	}
	return lock.check()
}

// regroupWithout regroups, in every complete version, the blocks of copies
// that version stores with ids, leaving ids out.
func (b *batchRemoval) regroupWithout(ctx context.Context, ids []string) error {
	types, err := sourceTypes(ctx, b.c, b.r.Prefix, b.d.Name)
	if err != nil {
		return err
	}
	all, err := versions(ctx, b.c, b.alias)
	if err != nil {
		return err
	}
	all = slices.DeleteFunc(all, func(v version) bool { return !v.Complete() })
	held, err := holding(ctx, b.c, all, ids, dupes.BlockField)
	if err != nil {
		return err
	}
	for _, v := range all {
		blocks, gone := blockSet{}, []string{}
		for id, in := range held {
			if block, ok := in[v.Index]; ok {
				gone = append(gone, id)
				if block != "" {
					blocks[block] = true
				}
			}
		}
		// A version a load pruned meanwhile has nothing left to regroup.
		_, err := regroup(ctx, b.c, b.d, v.Index, types, slices.Sorted(maps.Keys(blocks)), gone...)
		if err != nil && !opensearch.IsMissingIndex(err) {
			return fmt.Errorf("regrouping the copies of %d removed rows in %s without them: %w", len(gone), v.Index, err)
		}
	}
	return nil
}

// deletePass deletes ids from every complete version, a chunk of ids per
// bulk request, each made visible before the next; an id is final once its
// chunk is. It then updates the duplicate-url statistics of the sources
// that lost rows.
func (b *batchRemoval) deletePass(ctx context.Context, ids []string) error {
	all, err := versions(ctx, b.c, b.alias)
	if err != nil {
		return err
	}
	all = slices.DeleteFunc(all, func(v version) bool { return !v.Complete() })
	sources := map[string]map[string]bool{} // by index
	for n, chunk := 0, []string(nil); len(ids) > 0; n++ {
		chunk, ids = ids[:min(removeChunk, len(ids))], ids[min(removeChunk, len(ids)):]
		if b.r.beforeStep != nil {
			b.r.beforeStep(fmt.Sprintf("delete chunk %d", n+1))
		}
		var bulk opensearch.Bulk
		for _, id := range chunk {
			for _, v := range all {
				bulk.Delete(v.Index, id)
			}
		}
		results, err := b.c.SendBulk(ctx, &bulk, opensearch.RefreshNow)
		if err != nil {
			return fmt.Errorf("the removals are recorded (the ids answer 410) but deleting the rows failed; run the remove again: %w", err)
		}
		for _, res := range results {
			switch {
			case res.Result == "deleted":
				b.report.Deleted++
				if source, _, ok := strings.Cut(res.ID, ":"); ok {
					if sources[res.Index] == nil {
						sources[res.Index] = map[string]bool{}
					}
					sources[res.Index][source] = true
				}
			case res.Error != nil && res.Error.Type != opensearch.TypeIndexNotFound && res.Status != http.StatusNotFound:
				return fmt.Errorf("deleting %s from %s: %s", res.ID, res.Index, opensearch.ItemReason(res))
			}
		}
		for _, id := range chunk {
			b.final[id] = true
		}
		fmt.Fprintf(b.r.progress(), "reindex: %s: %d ids final, %d rows deleted\n", b.d.Name, len(b.final), b.report.Deleted)
	}
	b.storeStats(ctx, sources)
	return nil
}

// storeStats recomputes, for a dataset that keeps them, the duplicate-url
// statistics of the sources that lost rows in each index; a failure is a
// warning, as for a single removal.
func (b *batchRemoval) storeStats(ctx context.Context, sources map[string]map[string]bool) {
	if !b.d.QualityStats {
		return
	}
	for index, set := range sources {
		names := slices.Sorted(maps.Keys(set))
		if err := storeDuplicateStats(ctx, b.c, b.r.Prefix, index, names, b.r.now()); err != nil {
			fmt.Fprintf(b.r.progress(), "reindex: %s: duplicate-url statistics of %d sources in %s not updated: %v\n", b.d.Name, len(names), index, err)
		}
	}
}
