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
	// beforeStep, when set (by tests), is called with each step's name
	// before the step runs.
	beforeStep func(step string)
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
// to the dataset's live index, in the named steps of ingestSteps. Bad lines
// are reported and skipped. A complete batch of jobs retires the source's
// postings it lacks that nothing has seen for 24 hours.
func (in *Ingester) Ingest(ctx context.Context, dataset, source string, at time.Time, complete bool, input io.Reader) (*IngestReport, error) {
	d, err := in.check(dataset, source, at, complete)
	if err != nil {
		return nil, err
	}
	at = at.UTC().Truncate(time.Second)
	g := &ingest{d: d, source: source, at: at, complete: complete, input: input, start: in.now(),
		c: in.Client.WithTimeout(adminTimeout), alias: in.Prefix + dataset, seen: map[string]bool{}}
	defer func() {
		if g.lock != nil {
			g.lock.release()
		}
	}()
	steps := in.ingestSteps()
	for i, s := range steps {
		if g.lock != nil {
			if err := g.lock.setStep(ctx, s.name); err != nil {
				return nil, err
			}
		}
		if in.beforeStep != nil {
			in.beforeStep(s.name)
		}
		if err := stepFailed(ctx, i, len(steps), s.name, s.run(ctx, g)); err != nil {
			return nil, err
		}
	}
	g.report.Elapsed = in.now().Sub(g.start)
	return g.report, nil
}

// check validates an ingest's arguments and returns the dataset.
func (in *Ingester) check(dataset, source string, at time.Time, complete bool) (*readapi.Dataset, error) {
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
	return d, nil
}

// An ingest is these steps, in order, each named in its lock for reindex
// status:
//
//	lock          the source's lock, once no load of the dataset is swapping
//	prepare       the live index (made for a first ingest), the removals list
//	              and the batch's journal
//	apply         the lines, chunk by chunk, each journaled before it is applied
//	retire        (a complete batch of a retiring dataset) the source's
//	              postings it lacks that nothing has seen for 24 hours
//	end           the batch's end in the journal
//	drop removed  ids removed while it ran, deleted again
//	group         the blocks of copies it touched, regrouped
//	stats         the source's duplicate-url statistic
//	record        the batch noted for the source listing and reindex status
func (in *Ingester) ingestSteps() []ingestStep {
	return []ingestStep{
		{"lock", in.takeLock},
		{"prepare", in.prepare},
		{"apply", in.apply},
		{"retire", in.retireStep},
		{"end", in.end},
		{"drop removed", in.dropLate},
		{"group", in.group},
		{"stats", in.stats},
		{"record", in.record},
	}
}

// ingestStep is one named step of an ingest.
type ingestStep struct {
	name string
	run  func(context.Context, *ingest) error
}

// ingest is one ingest in progress: what its steps share.
type ingest struct {
	d            *readapi.Dataset
	source       string
	at           time.Time
	complete     bool
	input        io.Reader
	start        time.Time
	c            *opensearch.Client
	lock         *datasetLock
	alias, index string
	removed      map[string]bool
	journal      *journalWriter
	report       *IngestReport
	rejected     *rejections
	seen         map[string]bool
	unidentified int
	touched      blockSet
	retiredSeen  map[string]bool
	// derive derives the rows the batch writes (nil: the dataset derives
	// nothing).
	derive *deriving
}

// takeLock takes the source's lock: ingests of one source wait for each
// other, not for other sources nor for a load, except during a load's
// short swap step (awaitNoSwap).
func (in *Ingester) takeLock(ctx context.Context, g *ingest) error {
	deadline := lockDeadline(in.now(), in.LockWait)
	lock, err := acquireLock(ctx, g.c, in.Prefix, sourceLockID(g.d.Name, g.source),
		lockDoc{Dataset: g.d.Name, Source: g.source, Operation: "ingest", Phase: phaseApplying}, deadline, in.progress(), in.now)
	if err != nil {
		return err
	}
	g.lock = lock
	return lock.awaitNoSwap(ctx, deadline, in.progress())
}

// prepare finds (or makes) the live index and reads the removals list,
// and opens the batch's journal.
func (in *Ingester) prepare(ctx context.Context, g *ingest) error {
	derive, err := readDeriving(ctx, g.c, in.Prefix, g.d, in.progress())
	if err != nil {
		return err
	}
	g.derive = derive
	index, err := ensureDataset(ctx, g.c, g.alias, g.d.Name, in.now(), derive.version())
	if err != nil {
		return err
	}
	if g.removed, err = removedIDs(ctx, g.c, in.Prefix, g.d.Name); err != nil {
		return err
	}
	if g.journal, err = newJournalWriter(ctx, g.c, in.Prefix, g.d.Name, g.source, g.at, in.now); err != nil {
		return err
	}
	g.index = index
	g.report = &IngestReport{Dataset: g.d.Name, Source: g.source, ScrapedAt: g.at, Alias: g.alias, Index: index}
	g.rejected = &rejections{w: in.progress(), dataset: g.d.Name}
	// touched are the blocks of copies the batch's lines and retirements
	// touch (nil when the dataset groups none), regrouped at its end.
	if grouped(g.d) {
		g.touched = blockSet{}
	}
	return nil
}

// apply reads the batch and applies its lines chunk by chunk, each
// journaled before it is applied. A line repeating an id of the chunk
// flushes the chunk first, so every line applies on top of the one before
// it (_mget is real-time, so the next chunk reads what this one wrote).
func (in *Ingester) apply(ctx context.Context, g *ingest) error {
	chunkSize := in.ChunkSize
	if chunkSize <= 0 {
		chunkSize = 500
	}
	var chunk []batchLine
	inChunk := map[string]bool{}
	flush := func() error {
		if len(chunk) == 0 {
			return nil
		}
		if err := g.journal.chunk(ctx, chunk); err != nil {
			return err
		}
		_, err := applyChunk(ctx, g.c, in.Prefix, g.alias, g.d, g.derive, g.at, chunk, g.report, g.rejected, in.progress(), g.touched)
		chunk = chunk[:0]
		clear(inChunk)
		return err
	}
	lines := newLineReader(g.input)
	for {
		line, number, err := lines.next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fmt.Errorf("reading the batch after line %d: %w (lines before it were applied; re-running the whole batch is safe)", number, err)
		}
		l, ok := g.parse(line, number)
		if !ok {
			continue
		}
		if inChunk[l.id] {
			if err := flush(); err != nil {
				return err
			}
		}
		inChunk[l.id] = true
		chunk = append(chunk, l)
		if len(chunk) >= chunkSize {
			if err := flush(); err != nil {
				return err
			}
		}
		if ctx.Err() != nil {
			return fmt.Errorf("stopped after line %d (lines before it were applied; re-running the whole batch is safe)", number)
		}
	}
	if err := flush(); err != nil {
		return err
	}
	if err := g.c.Refresh(ctx, g.alias); err != nil {
		return err
	}
	g.rejected.summary()
	g.report.Rejected = g.rejected.count()
	if g.report.Lines > 0 && g.report.Rejected == g.report.Lines {
		// Nothing was written: the batch is not accepted, retires nothing
		// and is not recorded.
		return fmt.Errorf("every one of the batch's %d lines was rejected; nothing applied", g.report.Lines)
	}
	return nil
}

// parse counts and decodes one line; false for a blank, rejected or
// removed one, which is not applied.
func (g *ingest) parse(line []byte, number int) (batchLine, bool) {
	if len(line) == 0 {
		return batchLine{}, false
	}
	g.report.Lines++
	doc, id, err := parseBatchLine(line, g.source)
	if id != "" {
		g.seen[id] = true
	}
	if err != nil {
		if id == "" {
			g.unidentified++
		}
		g.rejected.add(number, err.Error())
		return batchLine{}, false
	}
	if g.removed[id] {
		g.report.Removed++
		return batchLine{}, false
	}
	return batchLine{number: number, id: id, doc: doc}, true
}

// retireStep runs the retirement pass of a complete batch of a dataset
// whose rows retire, unless rejected lines without a readable id leave
// the batch unable to vouch for what it lacks.
func (in *Ingester) retireStep(ctx context.Context, g *ingest) error {
	if !g.complete || !g.d.Write.Retires {
		return nil
	}
	if g.unidentified > 0 {
		g.report.RetirementSkipped = fmt.Sprintf("%d rejected lines carry no readable id, so the batch cannot vouch for what it lacks", g.unidentified)
		fmt.Fprintf(in.progress(), "reindex: %s: retirement pass skipped: %s\n", g.d.Name, g.report.RetirementSkipped)
		return nil
	}
	retired, err := retire(ctx, g.c, g.alias, g.source, g.at, g.seen, g.touched)
	if err != nil {
		return err
	}
	g.report.Retired = retired
	if err := g.c.Refresh(ctx, g.alias); err != nil {
		return err
	}
	g.retiredSeen = g.seen
	return nil
}

// end records the batch's end in the journal.
func (in *Ingester) end(ctx context.Context, g *ingest) error {
	return g.journal.end(ctx, g.complete, g.retiredSeen)
}

// dropLate deletes again the rows of ids removed while the batch was
// applied, which it may have written back.
func (in *Ingester) dropLate(ctx context.Context, g *ingest) error {
	late, err := dropRemoved(ctx, g.c, in.Prefix, g.d.Name, g.alias, g.removed, g.touched)
	if err != nil || late == 0 {
		return err
	}
	g.report.Removed += late
	return g.c.Refresh(ctx, g.alias)
}

// group regroups the blocks of copies the batch touched.
func (in *Ingester) group(ctx context.Context, g *ingest) error {
	if _, err := regroupLocked(ctx, g.c, in.Prefix, g.d, g.alias, g.touched, in.progress(), in.now); err != nil {
		return fmt.Errorf("regrouping the copies of the batch's rows (re-running the whole batch is safe): %w", err)
	}
	return nil
}

// stats stores the source's duplicate-url statistic; a failure is a
// warning (the source listing then aggregates it itself).
func (in *Ingester) stats(ctx context.Context, g *ingest) error {
	if !g.d.QualityStats {
		return nil
	}
	if err := in.storeStats(ctx, g.c, g.alias, g.source); err != nil {
		fmt.Fprintf(in.progress(), "reindex: %s: duplicate-url statistic of %s not stored (the source listing will aggregate it itself): %v\n", g.d.Name, g.source, err)
	}
	return nil
}

// record checks the lock was held throughout and notes the accepted batch.
func (in *Ingester) record(ctx context.Context, g *ingest) error {
	if err := g.lock.check(); err != nil {
		return err
	}
	r := g.report
	return recordBatch(ctx, g.c, in.Prefix, batchRecord{dataset: g.d.Name, source: g.source, at: g.at, complete: g.complete,
		lines: r.Lines, changed: r.Created + r.Updated + r.Retired}, in.now())
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
	delete(doc, readapi.DerivedField) // derived anew, never trusted (withoutDerived)
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
// observed and as stored) are added to touched. It returns how many of the
// rows it wrote it deleted again, removed meanwhile (counted in
// report.Removed too): a load's replay takes them off its expected count.
func applyChunk(ctx context.Context, c *opensearch.Client, prefix, alias string, d *readapi.Dataset, derive *deriving, at time.Time, chunk []batchLine, report *IngestReport, rejected *rejections, progress io.Writer, touched blockSet) (int64, error) {
	ids := make([]string, len(chunk))
	for i, l := range chunk {
		ids[i] = l.id
	}
	stored, err := c.Sources(ctx, alias, ids)
	if err != nil {
		return 0, fmt.Errorf("reading stored rows: %w", err)
	}
	gone, err := removedAmong(ctx, c, prefix, d.Name, ids)
	if err != nil {
		return 0, err
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
				return 0, fmt.Errorf("decoding stored row %s: %w", l.id, err)
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
		if err := derive.doc(next); err != nil {
			rejected.add(l.number, err.Error())
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
		return 0, fmt.Errorf("writing the batch: %w", err)
	}
	for i, res := range results {
		switch {
		case res.Status == http.StatusTooManyRequests || res.Status >= 500:
			return 0, fmt.Errorf("OpenSearch could not store line %d (status %d): %s; re-running the whole batch is safe", written[i].number, res.Status, opensearch.ItemReason(res))
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
	return late, err
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

// batchRecord is what the batches index keeps of an accepted batch.
type batchRecord struct {
	dataset, source string
	at              time.Time
	complete        bool
	lines, changed  int64
}

// recordBatch notes an accepted batch for the source listing and reindex
// status.
func recordBatch(ctx context.Context, c *opensearch.Client, prefix string, b batchRecord, now time.Time) error {
	alias, err := ensureInternal(ctx, c, prefix, readapi.BatchesIndex)
	if err != nil {
		return err
	}
	doc := map[string]any{"dataset": b.dataset, "source": b.source, "scraped_at": b.at.Format(time.RFC3339),
		"accepted_at": now.UTC().Format(time.RFC3339), "complete": b.complete, "rows": b.lines, "changed": b.changed}
	path := opensearch.DocPath(alias, b.dataset+":"+b.source+":"+b.at.Format(time.RFC3339)) + "?refresh=wait_for"
	_, err = c.Do(ctx, http.MethodPut, path, doc)
	if opensearch.HasType(err, "strict_dynamic_mapping_exception") {
		// A batches index made by an earlier release lacks the newer fields.
		if err := putMapping(ctx, c, alias, readapi.BatchesIndex); err != nil {
			return err
		}
		_, err = c.Do(ctx, http.MethodPut, path, doc)
	}
	if err != nil {
		return fmt.Errorf("recording the batch: %w", err)
	}
	return nil
}

// ensureDataset gives a dataset that was never loaded an empty, complete
// versioned index behind its alias, so that a first ingest has somewhere to
// go. It returns the index the alias points at.
func ensureDataset(ctx context.Context, c *opensearch.Client, alias, dataset string, now time.Time, vocabularies string) (string, error) {
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
	m["mappings"].(map[string]any)["_meta"] = map[string]any{"readapi": builtMeta(dataset, now, 0, vocabularies)}
	m["aliases"] = map[string]any{alias: map[string]any{}}
	index := versionName(alias, now)
	if _, err := c.Do(ctx, http.MethodPut, opensearch.Path(index), m); err != nil {
		return "", fmt.Errorf("creating the first index of %s: %w", dataset, err)
	}
	return index, nil
}
