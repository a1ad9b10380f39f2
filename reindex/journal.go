package reindex

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"

	"readapi"
	"readapi/internal/opensearch"
)

// The journal (<prefix>journal) keeps every ingested batch, chunk by chunk,
// written before the chunk is applied, and every alias swap. A load
// replays onto the index it builds the batches ingested while it ran, and a
// rollback replays onto the older index those ingested since it was live:
// the lifecycle rules make a replay of what an index already holds change
// nothing. Entries older than every kept version are pruned by loads.

// Journal entry types.
const (
	entryChunk = "chunk" // lines of a batch, in the order applied
	entryEnd   = "end"   // a batch accepted: its retirement pass, if any
	entrySwap  = "swap"  // the alias moved from one index to another
)

// journalSkew widens every journal window by the clock drift allowed
// between the machines that ingest and load: replaying an entry twice
// changes nothing, missing one loses it.
const journalSkew = MaxClockSkew

// journalEntry is one document of the journal.
type journalEntry struct {
	Dataset    string            `json:"dataset"`
	Source     string            `json:"source,omitempty"`
	Entry      string            `json:"entry"`
	Batch      string            `json:"batch,omitempty"`
	Seq        int               `json:"seq"`
	ScrapedAt  *time.Time        `json:"scraped_at,omitempty"`
	RecordedAt time.Time         `json:"recorded_at"`
	Complete   bool              `json:"complete,omitempty"`
	Retire     bool              `json:"retire,omitempty"`
	From       string            `json:"from,omitempty"`
	To         string            `json:"to,omitempty"`
	Rows       []json.RawMessage `json:"rows,omitempty"`
	// Seen holds, on the end of a batch whose retirement pass ran, every
	// id the batch saw: what a replay of the pass must spare.
	Seen *seenIDs `json:"seen,omitempty"`
}

type seenIDs struct {
	IDs []string `json:"ids"`
}

// journalWriter records one batch as it is applied.
type journalWriter struct {
	c       *opensearch.Client
	alias   string
	dataset string
	source  string
	batch   string
	at      time.Time
	seq     int
	now     func() time.Time
}

// newJournalWriter prepares the journal for a batch of source observed at.
func newJournalWriter(ctx context.Context, c *opensearch.Client, prefix, dataset, source string, at time.Time, now func() time.Time) (*journalWriter, error) {
	alias, err := ensureInternal(ctx, c, prefix, readapi.JournalIndex)
	if err != nil {
		return nil, err
	}
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	batch := fmt.Sprintf("%s:%s:%s:%s", dataset, source, at.Format(time.RFC3339), hex.EncodeToString(b))
	return &journalWriter{c: c, alias: alias, dataset: dataset, source: source, batch: batch, at: at, now: now}, nil
}

// chunk records the lines of a chunk before they are applied.
func (j *journalWriter) chunk(ctx context.Context, lines []batchLine) error {
	rows := make([]json.RawMessage, len(lines))
	for i, l := range lines {
		raw, err := json.Marshal(l.doc)
		if err != nil {
			return err
		}
		rows[i] = raw
	}
	return j.put(ctx, journalEntry{Entry: entryChunk, Rows: rows})
}

// end records an accepted batch; seen is non-nil when its retirement pass
// ran (complete batches of retiring datasets).
func (j *journalWriter) end(ctx context.Context, complete bool, seen map[string]bool) error {
	e := journalEntry{Entry: entryEnd, Complete: complete}
	if seen != nil {
		e.Retire, e.Seen = true, &seenIDs{}
		for id := range seen {
			e.Seen.IDs = append(e.Seen.IDs, id)
		}
	}
	return j.put(ctx, e)
}

func (j *journalWriter) put(ctx context.Context, e journalEntry) error {
	j.seq++
	at := j.at
	e.Dataset, e.Source, e.Batch, e.Seq, e.ScrapedAt, e.RecordedAt = j.dataset, j.source, j.batch, j.seq, &at, j.now().UTC()
	if _, err := j.c.Do(ctx, http.MethodPut, opensearch.DocPath(j.alias, fmt.Sprintf("%s:%d", j.batch, j.seq)), e); err != nil {
		return fmt.Errorf("recording the batch in the journal (nothing of this chunk applied; re-running the whole batch is safe): %w", err)
	}
	return nil
}

// recordSwap notes in the journal that the alias of dataset moved.
func recordSwap(ctx context.Context, c *opensearch.Client, prefix, dataset string, from []string, to string, now time.Time) error {
	alias, err := ensureInternal(ctx, c, prefix, readapi.JournalIndex)
	if err != nil {
		return err
	}
	for _, f := range from {
		e := journalEntry{Dataset: dataset, Entry: entrySwap, From: f, To: to, RecordedAt: now.UTC()}
		if _, err := c.Do(ctx, http.MethodPost, opensearch.Path(alias, "_doc"), e); err != nil {
			return err
		}
	}
	return nil
}

// eachJournalEntry hands fn the journal entries of dataset (of the given
// types) recorded at or after since and before until (zero: no end),
// oldest first, a few at a time (chunk entries are large).
func eachJournalEntry(ctx context.Context, c *opensearch.Client, prefix, dataset string, since, until time.Time, types []string, source any, fn func(id string, e journalEntry) error) error {
	alias := prefix + readapi.JournalIndex
	if err := c.Refresh(ctx, alias); opensearch.IsMissingIndex(err) {
		return nil
	} else if err != nil {
		return fmt.Errorf("reading the journal: %w", err)
	}
	query := map[string]any{"bool": map[string]any{"filter": []any{
		map[string]any{"term": map[string]any{"dataset": dataset}},
		map[string]any{"terms": map[string]any{"entry": types}},
	}}}
	window := map[string]any{"gte": since.UTC().Format(time.RFC3339Nano)}
	if !until.IsZero() {
		window["lt"] = until.UTC().Format(time.RFC3339Nano)
	}
	filter := query["bool"].(map[string]any)["filter"].([]any)
	query["bool"].(map[string]any)["filter"] = append(filter, map[string]any{"range": map[string]any{"recorded_at": window}})
	var after []any
	for {
		body := map[string]any{"size": 20, "query": query, "sort": []any{
			map[string]any{"recorded_at": "asc"}, map[string]any{"batch": "asc"}, map[string]any{"seq": "asc"}, map[string]any{"_id": "asc"}}}
		if source != nil {
			body["_source"] = source
		}
		if after != nil {
			body["search_after"] = after
		}
		hits, err := c.Hits(ctx, alias, body)
		if err != nil {
			return fmt.Errorf("reading the journal: %w", err)
		}
		for _, h := range hits {
			var e journalEntry
			if err := json.Unmarshal(h.Source, &e); err != nil {
				return fmt.Errorf("decoding the journal entry %s: %w", h.ID, err)
			}
			if err := fn(h.ID, e); err != nil {
				return err
			}
			after = h.Sort
		}
		if len(hits) < 20 {
			return nil
		}
	}
}

// replayed counts what a replay of the journal did.
type replayed struct {
	Batches map[string]bool
	Lines   int64
	Created int64
	Updated int64
	Retired int64
	// Dropped counts rows written and deleted again, removed meanwhile.
	Dropped int64
}

// replayer applies journal entries to one index, each entry once.
type replayer struct {
	c       *opensearch.Client
	prefix  string
	d       *readapi.Dataset
	index   string
	removed map[string]bool
	done    map[string]bool
	counts  replayed
	// touched are the blocks of copies the replayed lines touched.
	touched blockSet
	// derive derives the rows replayed.
	derive *deriving
}

func newReplayer(c *opensearch.Client, prefix string, d *readapi.Dataset, index string, removed map[string]bool, derive *deriving) *replayer {
	r := &replayer{c: c, prefix: prefix, d: d, index: index, removed: removed, done: map[string]bool{}, derive: derive,
		counts: replayed{Batches: map[string]bool{}}}
	if grouped(d) {
		r.touched = blockSet{}
	}
	return r
}

// replay applies the batches journaled since and not yet replayed, with
// the lifecycle rules, to the replayer's index, and regroups the copies in
// the blocks they touched.
func (r *replayer) replay(ctx context.Context, since time.Time) error {
	if err := r.apply(ctx, since); err != nil {
		return err
	}
	if _, err := regroupLocked(ctx, r.c, r.prefix, r.d, r.index, r.touched, io.Discard, time.Now); err != nil {
		return fmt.Errorf("regrouping the copies of replayed rows: %w", err)
	}
	clear(r.touched)
	return nil
}

func (r *replayer) apply(ctx context.Context, since time.Time) error {
	return eachJournalEntry(ctx, r.c, r.prefix, r.d.Name, since, time.Time{}, []string{entryChunk, entryEnd}, nil, func(id string, e journalEntry) error {
		if r.done[id] || e.ScrapedAt == nil {
			return nil
		}
		r.done[id] = true
		r.counts.Batches[e.Batch] = true
		switch e.Entry {
		case entryChunk:
			return r.chunk(ctx, e)
		case entryEnd:
			if !e.Retire || e.Seen == nil {
				return nil
			}
			seen := map[string]bool{}
			for _, id := range e.Seen.IDs {
				seen[id] = true
			}
			n, err := retire(ctx, r.c, r.index, e.Source, *e.ScrapedAt, seen, r.touched)
			r.counts.Retired += n
			return err
		}
		return nil
	})
}

// chunk applies one journaled chunk.
func (r *replayer) chunk(ctx context.Context, e journalEntry) error {
	var lines []batchLine
	for i, raw := range e.Rows {
		line, id, err := parseBatchLine(raw, e.Source)
		if err != nil || r.removed[id] {
			continue
		}
		lines = append(lines, batchLine{number: i + 1, id: id, doc: line})
	}
	report := &IngestReport{}
	rejected := &rejections{w: io.Discard, dataset: r.d.Name}
	// A journaled chunk may repeat an id (ingest applies such lines in
	// turn): apply the lines in runs without repeats, in order.
	for len(lines) > 0 {
		run, seen := 0, map[string]bool{}
		for run < len(lines) && !seen[lines[run].id] {
			seen[lines[run].id] = true
			run++
		}
		dropped, err := applyChunk(ctx, r.c, r.prefix, r.index, r.d, r.derive, *e.ScrapedAt, lines[:run], report, rejected, io.Discard, r.touched)
		if err != nil {
			return fmt.Errorf("replaying the batch %s: %w", e.Batch, err)
		}
		r.counts.Dropped += dropped
		lines = lines[run:]
	}
	r.counts.Lines += int64(len(e.Rows))
	r.counts.Created += report.Created
	r.counts.Updated += report.Updated
	return nil
}

// lastSwapFrom returns when the alias of dataset last moved away from
// index (the zero time when the journal does not say).
func lastSwapFrom(ctx context.Context, c *opensearch.Client, prefix, dataset, index string) (time.Time, error) {
	if err := c.Refresh(ctx, prefix+readapi.JournalIndex); opensearch.IsMissingIndex(err) {
		return time.Time{}, nil
	} else if err != nil {
		return time.Time{}, fmt.Errorf("reading the journal: %w", err)
	}
	body := map[string]any{"size": 1, "query": map[string]any{"bool": map[string]any{"filter": []any{
		map[string]any{"term": map[string]any{"dataset": dataset}},
		map[string]any{"term": map[string]any{"entry": entrySwap}},
		map[string]any{"term": map[string]any{"from": index}},
	}}}, "sort": []any{map[string]any{"recorded_at": "desc"}}}
	hits, err := c.Hits(ctx, prefix+readapi.JournalIndex, body)
	if err != nil || len(hits) == 0 {
		return time.Time{}, err
	}
	var e journalEntry
	if err := json.Unmarshal(hits[0].Source, &e); err != nil {
		return time.Time{}, err
	}
	return e.RecordedAt, nil
}

// journaled counts the batches of dataset and their lines journaled at or
// after since and before until (zero: no end).
func journaled(ctx context.Context, c *opensearch.Client, prefix, dataset string, since, until time.Time) (batches int, lines int64, err error) {
	seen := map[string]bool{}
	err = eachJournalEntry(ctx, c, prefix, dataset, since, until, []string{entryChunk}, []string{"batch", "rows.id"}, func(_ string, e journalEntry) error {
		seen[e.Batch] = true
		lines += int64(len(e.Rows))
		return nil
	})
	return len(seen), lines, err
}

// pruneJournal deletes the entries of dataset recorded before since.
func pruneJournal(ctx context.Context, c *opensearch.Client, prefix, dataset string, before time.Time) (int, error) {
	query := map[string]any{"bool": map[string]any{"filter": []any{
		map[string]any{"term": map[string]any{"dataset": dataset}},
		map[string]any{"range": map[string]any{"recorded_at": map[string]any{"lt": before.UTC().Format(time.RFC3339Nano)}}},
	}}}
	deleted := 0
	err := c.EachHit(ctx, prefix+readapi.JournalIndex, query, false, func(hits []opensearch.Hit) error {
		var bulk opensearch.Bulk
		for _, h := range hits {
			bulk.Delete(h.Index, h.ID)
		}
		results, err := c.SendBulk(ctx, &bulk, opensearch.RefreshLater)
		for _, res := range results {
			if res.Result == "deleted" {
				deleted++
			}
		}
		return err
	})
	return deleted, err
}

// versionCreated reads when a versioned index of alias was created from its
// name (see versionName); false when the name does not say.
func versionCreated(alias, index string) (time.Time, bool) {
	if len(index) < len(alias)+19 {
		return time.Time{}, false
	}
	stamp := index[len(alias)+1 : len(alias)+19]
	t, err := time.Parse("20060102t150405.000", stamp[:15]+"."+stamp[15:])
	return t, err == nil
}
