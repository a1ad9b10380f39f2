package reindex

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/http"
	"strings"
	"time"

	"readapi"
	"readapi/internal/dupes"
	"readapi/internal/lifecycle"
	"readapi/internal/opensearch"
	"readapi/mappings"
	"readapi/search/sources"
)

// Ingester applies scrape batches to the live index of a dataset with the
// spec's state transitions (see package lifecycle).
type Ingester struct {
	Client   *opensearch.Client
	Prefix   string
	Progress io.Writer
	// LockWait bounds the wait for another ingest of the same source and
	// for a load's swap step (0: no limit); giving up is ErrLockBusy.
	LockWait time.Duration
	Clock    func() time.Time
	// ChunkSize is how many lines are looked up and written together.
	ChunkSize int
}

// IngestReport says what an ingest did.
type IngestReport struct {
	Dataset, Source string
	ScrapedAt       time.Time
	Lines           int64
	Created         int64
	Updated         int64
	Unchanged       int64
	Immutable       int64
	Rejected        int64
	Removed         int64
	Retired         int64
	// Alias is the dataset's alias and Index the live index it points at,
	// the one the batch was applied to.
	Alias, Index string
	Elapsed      time.Duration
	// RetirementSkipped says why a complete batch's retirement pass did not
	// run ("" when it ran or the batch was not complete).
	RetirementSkipped string
}

func (in *Ingester) progress() io.Writer {
	if in.Progress == nil {
		return io.Discard
	}
	return in.Progress
}

// MaxClockSkew is how far in the future a batch's --scraped-at may lie
// (clocks of the scrapers' machines drift).
const MaxClockSkew = 5 * time.Minute

func (in *Ingester) now() time.Time {
	if in.Clock != nil {
		return in.Clock()
	}
	return time.Now()
}

// batchLine is one parsed line of a batch.
type batchLine struct {
	number int
	id     string
	doc    lifecycle.Doc
}

// Ingest applies the batch in input, observed from source at the instant at,
// to the dataset's live index. Bad lines are reported and skipped. A
// complete batch of jobs retires the source's postings it lacks that nothing
// has seen for 24 hours.
func (in *Ingester) Ingest(ctx context.Context, dataset, source string, at time.Time, complete bool, input io.Reader) (*IngestReport, error) {
	d, ok := readapi.ByName(dataset)
	if !ok {
		return nil, fmt.Errorf("unknown dataset %q (one of %v)", dataset, readapi.Names())
	}
	if strings.TrimSpace(source) == "" {
		return nil, errors.New("--source is required")
	}
	if at.IsZero() {
		return nil, errors.New("--scraped-at is required")
	}
	if now := in.now(); at.After(now.Add(MaxClockSkew)) {
		return nil, fmt.Errorf("--scraped-at %s is in the future (now %s): rows stamped with it would refuse every later scrape",
			at.UTC().Format(time.RFC3339), now.UTC().Format(time.RFC3339))
	}
	if complete && !d.Write.Retires {
		fmt.Fprintf(in.progress(), "reindex: %s: --complete only matters for %s (nothing else is retired)\n", dataset, strings.Join(retiring(), ", "))
	}
	at = at.UTC().Truncate(time.Second)
	start := in.now()
	c := in.Client.WithTimeout(adminTimeout)
	// Ingests of one source wait for each other, not for other sources nor
	// for a load, except during a load's short swap step (awaitNoSwap).
	deadline := lockDeadline(in.now(), in.LockWait)
	lock, err := acquireLock(ctx, c, in.Prefix, sourceLockID(dataset, source),
		lockDoc{Dataset: dataset, Source: source, Operation: "ingest", Phase: phaseApplying}, deadline, in.progress(), in.now)
	if err != nil {
		return nil, err
	}
	defer lock.release()
	if err := lock.awaitNoSwap(ctx, deadline, in.progress()); err != nil {
		return nil, err
	}
	alias := in.Prefix + dataset
	index, err := ensureDataset(ctx, c, alias, dataset, in.now())
	if err != nil {
		return nil, err
	}
	removed, err := removedIDs(ctx, c, in.Prefix, dataset)
	if err != nil {
		return nil, err
	}
	journal, err := newJournalWriter(ctx, c, in.Prefix, dataset, source, at, in.now)
	if err != nil {
		return nil, err
	}
	report := &IngestReport{Dataset: dataset, Source: source, ScrapedAt: at, Alias: alias, Index: index}
	rejected := &rejections{w: in.progress(), dataset: dataset}
	seen := map[string]bool{}
	unidentified := 0
	chunkSize := in.ChunkSize
	if chunkSize <= 0 {
		chunkSize = 500
	}
	lines := newLineReader(input)
	// touched are the blocks of copies the batch's lines and retirements
	// touched (nil when the dataset groups none), regrouped at its end.
	var touched blockSet
	if grouped(d) {
		touched = blockSet{}
	}
	var chunk []batchLine
	// inChunk holds the chunk's ids: a line repeating one flushes the chunk
	// first, so every line applies on top of the one before it (_mget is
	// real-time, so the next chunk reads what this one wrote).
	inChunk := map[string]bool{}
	flush := func() error {
		if len(chunk) == 0 {
			return nil
		}
		if err := journal.chunk(ctx, chunk); err != nil {
			return err
		}
		err := applyChunk(ctx, c, in.Prefix, alias, d, at, chunk, report, rejected, in.progress(), touched)
		chunk = chunk[:0]
		clear(inChunk)
		return err
	}
	for {
		line, number, err := lines.next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("reading the batch after line %d: %w (lines before it were applied; re-running the whole batch is safe)", number, err)
		}
		if len(line) == 0 {
			continue
		}
		report.Lines++
		doc, id, err := parseBatchLine(line, source)
		if id != "" {
			seen[id] = true
		}
		if err != nil {
			if id == "" {
				unidentified++
			}
			rejected.add(number, err.Error())
			continue
		}
		if removed[id] {
			report.Removed++
			continue
		}
		if inChunk[id] {
			if err := flush(); err != nil {
				return nil, err
			}
		}
		inChunk[id] = true
		chunk = append(chunk, batchLine{number: number, id: id, doc: doc})
		if len(chunk) >= chunkSize {
			if err := flush(); err != nil {
				return nil, err
			}
		}
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("interrupted after line %d (lines before it were applied; re-running the whole batch is safe): %w", number, err)
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	if err := c.Refresh(ctx, alias); err != nil {
		return nil, err
	}
	rejected.summary()
	report.Rejected = rejected.count()
	if report.Lines > 0 && report.Rejected == report.Lines {
		// Nothing was written: the batch is not accepted, retires nothing
		// and is not recorded.
		return nil, fmt.Errorf("every one of the batch's %d lines was rejected; nothing applied", report.Lines)
	}
	var retiredSeen map[string]bool
	if complete && d.Write.Retires {
		if unidentified > 0 {
			report.RetirementSkipped = fmt.Sprintf("%d rejected lines carry no readable id, so the batch cannot vouch for what it lacks", unidentified)
			fmt.Fprintf(in.progress(), "reindex: %s: retirement pass skipped: %s\n", dataset, report.RetirementSkipped)
		} else if report.Retired, err = retire(ctx, c, alias, source, at, seen, touched); err != nil {
			return nil, err
		} else if err := c.Refresh(ctx, alias); err != nil {
			return nil, err
		} else {
			retiredSeen = seen
		}
	}
	if err := journal.end(ctx, complete, retiredSeen); err != nil {
		return nil, err
	}
	// A removal that landed while the batch was applied may have been
	// written back by it: delete those rows again.
	late, err := dropRemoved(ctx, c, in.Prefix, dataset, alias, removed, touched)
	if err != nil {
		return nil, err
	}
	if late > 0 {
		report.Removed += late
		if err := c.Refresh(ctx, alias); err != nil {
			return nil, err
		}
	}
	if _, err := regroupLocked(ctx, c, in.Prefix, d, alias, touched, in.progress(), in.now); err != nil {
		return nil, fmt.Errorf("regrouping the copies of the batch's rows (re-running the whole batch is safe): %w", err)
	}
	if d.QualityStats {
		if err := in.storeStats(ctx, c, alias, source); err != nil {
			fmt.Fprintf(in.progress(), "reindex: %s: duplicate-url statistic of %s not stored (the source listing will aggregate it itself): %v\n", dataset, source, err)
		}
	}
	if err := lock.check(); err != nil {
		return nil, err
	}
	if err := recordBatch(ctx, c, in.Prefix, dataset, source, at, complete, report.Lines, in.now()); err != nil {
		return nil, err
	}
	report.Elapsed = in.now().Sub(start)
	return report, nil
}

// retiring lists the datasets whose complete batches retire rows.
func retiring() []string {
	var names []string
	for _, d := range readapi.All {
		if d.Write.Retires {
			names = append(names, d.Name)
		}
	}
	return names
}

// parseBatchLine decodes one batch line; it returns the id whenever it can
// read one, even with an error.
func parseBatchLine(line []byte, source string) (lifecycle.Doc, string, error) {
	if line[0] != '{' {
		return nil, "", errors.New("not a JSON object")
	}
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber()
	var doc lifecycle.Doc
	if err := dec.Decode(&doc); err != nil {
		return nil, "", fmt.Errorf("not valid JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
	}
	id, _ := doc["id"].(string)
	if strings.TrimSpace(id) == "" {
		return nil, "", errors.New("no id")
	}
	switch s := doc["source"].(type) {
	case nil:
		doc["source"] = source
	case string:
		if s != source {
			return nil, id, fmt.Errorf("source %q differs from the batch's source %q", s, source)
		}
	default:
		return nil, id, fmt.Errorf("source is not a string")
	}
	for _, helper := range helperFields {
		if _, ok := doc[helper]; ok {
			return nil, id, errHelperField
		}
	}
	return doc, id, nil
}

// applyChunk looks up the stored rows of a chunk in alias (an alias or an
// index), applies the transitions and writes what changed; notes on
// immutable rows go to progress. The blocks of copies of the lines (as
// observed and as stored) are added to touched.
func applyChunk(ctx context.Context, c *opensearch.Client, prefix, alias string, d *readapi.Dataset, at time.Time, chunk []batchLine, report *IngestReport, rejected *rejections, progress io.Writer, touched blockSet) error {
	ids := make([]string, len(chunk))
	for i, l := range chunk {
		ids[i] = l.id
	}
	stored, err := c.Sources(ctx, alias, ids)
	if err != nil {
		return fmt.Errorf("reading stored rows: %w", err)
	}
	gone, err := removedAmong(ctx, c, prefix, d.Name, ids)
	if err != nil {
		return err
	}
	var bulk opensearch.Bulk
	var written []batchLine
	var outcomes []lifecycle.Outcome
	for _, l := range chunk {
		if gone[l.id] {
			report.Removed++
			continue
		}
		var prev lifecycle.Doc
		if source, ok := stored[l.id]; ok {
			dec := json.NewDecoder(bytes.NewReader(source))
			dec.UseNumber()
			if err := dec.Decode(&prev); err != nil {
				return fmt.Errorf("decoding stored row %s: %w", l.id, err)
			}
		}
		touched.add(l.doc, prev)
		next, outcome, err := lifecycle.Apply(d.Write, prev, l.doc, at)
		if err != nil {
			rejected.add(l.number, err.Error())
			continue
		}
		switch outcome {
		case lifecycle.Unchanged:
			report.Unchanged++
			continue
		case lifecycle.Immutable:
			report.Immutable++
			fmt.Fprintf(progress, "reindex: %s: line %d: %s already exists and %s are immutable; left unchanged\n", d.Name, l.number, l.id, d.Name)
			continue
		}
		helpers, err := rowHelpers(d, next)
		if err != nil {
			rejected.add(l.number, err.Error())
			continue
		}
		maps.Copy(next, helpers)
		if err := bulk.Index(alias, l.id, next); err != nil {
			rejected.add(l.number, err.Error())
			continue
		}
		written = append(written, l)
		outcomes = append(outcomes, outcome)
	}
	results, err := c.SendBulk(ctx, &bulk, opensearch.RefreshLater)
	if err != nil {
		return fmt.Errorf("writing the batch: %w", err)
	}
	for i, res := range results {
		switch {
		case res.Status == http.StatusTooManyRequests || res.Status >= 500:
			return fmt.Errorf("OpenSearch could not store line %d (status %d): %s; re-running the whole batch is safe", written[i].number, res.Status, opensearch.ItemReason(res))
		case res.Error != nil:
			rejected.add(written[i].number, opensearch.ItemReason(res))
		case outcomes[i] == lifecycle.Created:
			report.Created++
		default:
			report.Updated++
		}
	}
	late, err := dropRemovedAmong(ctx, c, prefix, d.Name, alias, chunkIDs(written))
	report.Removed += late
	return err
}

// retire runs the retirement pass of a complete jobs batch: the source's
// active postings it lacks that nothing has seen for 24 hours become
// inactive, with deactivated_at stamped and ingested_at unchanged. The
// blocks of copies of the retired rows are added to touched.
func retire(ctx context.Context, c *opensearch.Client, alias, source string, at time.Time, seen map[string]bool, touched blockSet) (int64, error) {
	query := map[string]any{"bool": map[string]any{"filter": []any{
		map[string]any{"term": map[string]any{"source": source}},
		map[string]any{"term": map[string]any{"active": true}},
		map[string]any{"range": map[string]any{"ingested_at": map[string]any{"lte": at.Add(-lifecycle.RetireAfter).Format(time.RFC3339)}}},
	}}}
	var retired int64
	err := c.EachHit(ctx, alias, query, []string{"ingested_at", "active", dupes.BlockField}, func(hits []opensearch.Hit) error {
		var bulk opensearch.Bulk
		for _, h := range hits {
			var stored lifecycle.Doc
			if seen[h.ID] || json.Unmarshal(h.Source, &stored) != nil || !lifecycle.ShouldRetire(stored, at) {
				continue
			}
			if err := bulk.Update(h.Index, h.ID, lifecycle.Retirement(at)); err != nil {
				return err
			}
			touched.add(nil, stored)
		}
		results, err := c.SendBulk(ctx, &bulk, opensearch.RefreshLater)
		if err != nil {
			return fmt.Errorf("retiring postings: %w", err)
		}
		for _, res := range results {
			switch {
			case res.Status == http.StatusNotFound:
				// removed on request while the pass ran
			case res.Error != nil:
				return fmt.Errorf("retiring %s: %s", res.ID, opensearch.ItemReason(res))
			default:
				retired++
			}
		}
		return nil
	})
	return retired, err
}

// storeStats recomputes the source's duplicate-url statistic on the index
// behind the alias; on failure it drops the stored figure, so the listing
// aggregates it itself rather than show a stale one.
func (in *Ingester) storeStats(ctx context.Context, c *opensearch.Client, alias, source string) error {
	targets, err := c.AliasTargets(ctx, alias)
	if err != nil {
		return err
	}
	if len(targets) != 1 {
		return fmt.Errorf("the alias %s points at %v; expected one index", alias, targets)
	}
	err = storeDuplicateStats(ctx, c, in.Prefix, targets[0], []string{source}, in.now())
	if err != nil {
		_, _ = c.Do(ctx, http.MethodDelete, opensearch.DocPath(in.Prefix+readapi.StatsIndex, sources.StatID(targets[0], source))+"?refresh=true", nil)
	}
	return err
}

// recordBatch notes an accepted batch for the source listing.
func recordBatch(ctx context.Context, c *opensearch.Client, prefix, dataset, source string, at time.Time, complete bool, rows int64, now time.Time) error {
	alias, err := ensureInternal(ctx, c, prefix, readapi.BatchesIndex)
	if err != nil {
		return err
	}
	doc := map[string]any{"dataset": dataset, "source": source, "scraped_at": at.Format(time.RFC3339),
		"accepted_at": now.UTC().Format(time.RFC3339), "complete": complete, "rows": rows}
	id := dataset + ":" + source + ":" + at.Format(time.RFC3339)
	if _, err := c.Do(ctx, http.MethodPut, opensearch.DocPath(alias, id)+"?refresh=wait_for", doc); err != nil {
		return fmt.Errorf("recording the batch: %w", err)
	}
	return nil
}

// ensureDataset gives a dataset that was never loaded an empty, complete
// versioned index behind its alias, so that a first ingest has somewhere to
// go. It returns the index the alias points at.
func ensureDataset(ctx context.Context, c *opensearch.Client, alias, dataset string, now time.Time) (string, error) {
	targets, err := c.AliasTargets(ctx, alias)
	if err != nil {
		return "", err
	}
	if len(targets) == 1 {
		if d, ok := readapi.ByName(dataset); ok {
			if err := requireHelpers(ctx, c, alias, d); err != nil {
				return "", err
			}
		}
		// Bring the live index's mapping up to date with fields added
		// since it was loaded (mappings only grow).
		mapping, err := mappings.Mapping(dataset)
		if err != nil {
			return "", err
		}
		if _, err := c.Do(ctx, http.MethodPut, opensearch.Path(alias, "_mapping"), mapping); err != nil {
			return "", fmt.Errorf("updating the mapping of %s (a full load rebuilds it): %w", targets[0], err)
		}
		return targets[0], nil
	}
	if len(targets) > 1 {
		return "", fmt.Errorf("the alias %s points at %d indices (%v); expected one", alias, len(targets), targets)
	}
	body, err := mappings.IndexBody(dataset, map[string]any{"number_of_shards": datasetShards(dataset)})
	if err != nil {
		return "", err
	}
	var m map[string]any
	_ = json.Unmarshal(body, &m)
	m["mappings"].(map[string]any)["_meta"] = map[string]any{"readapi": map[string]any{"dataset": dataset, "loaded_at": now.UTC().Format(time.RFC3339), "documents": 0}}
	m["aliases"] = map[string]any{alias: map[string]any{}}
	index := versionName(alias, now)
	if _, err := c.Do(ctx, http.MethodPut, opensearch.Path(index), m); err != nil {
		return "", fmt.Errorf("creating the first index of %s: %w", dataset, err)
	}
	return index, nil
}
