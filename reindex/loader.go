package reindex

import (
	"readapi/internal/opensearch"
	"strings"

	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/opensearch-project/opensearch-go/v4/opensearchapi"
	"github.com/opensearch-project/opensearch-go/v4/opensearchutil"

	"readapi/mappings"
	"readapi/search"
)

// MaxRejectedShare is the share of rejected lines above which a load fails.
const MaxRejectedShare = 0.01

// Loader rebuilds a dataset (or the source registry) from a snapshot file
// into a new versioned index and moves the alias onto it atomically.
type Loader struct {
	Client *opensearch.Client
	// Prefix is INDEX_PREFIX: every index and alias name starts with it.
	Prefix string
	// Progress receives progress lines and rejected-line reports; nil discards.
	Progress io.Writer
	// Keep is how many previous versions stay for rollback.
	Keep int
	// Workers and FlushBytes size the bulk indexer (defaults 2 and 4 MiB).
	Workers    int
	FlushBytes int
	// Shards is the number of primary shards of the new index; 0 takes the
	// dataset description's.
	Shards int
	// Replicas is the replica count set once the rows are in; AutoReplicas
	// takes the dataset description's, as far as the cluster allows.
	Replicas int
	// GreenWait bounds the wait for every replica of the new index to be
	// allocated before the swap (default 5 minutes).
	GreenWait time.Duration
	// LockWait is how long to wait for a running load or ingest of the same
	// dataset before giving up.
	LockWait time.Duration
	// Clock returns the current time; nil means time.Now.
	Clock func() time.Time
	// Timeout bounds each administrative request (default 60 s).
	Timeout time.Duration
}

// LoadReport says what a load did.
type LoadReport struct {
	Dataset string
	// Alias is the dataset's alias: it pointed at Previous and points at
	// Index once the load is done.
	Alias    string
	Index    string
	Previous []string
	Deleted  []string
	Lines    int64
	Indexed  int64
	Rejected int64
	// Removed counts rows skipped because their id was removed on request.
	Removed int64
	// Merged counts rows taken from the live index because an ingest changed
	// them after the snapshot's newest instant.
	Merged  int64
	Docs    int64
	Elapsed time.Duration
}

// adminTimeout bounds each administrative request of reindex.
const adminTimeout = 60 * time.Second

// client returns the client bounded by the loader's Timeout.
func (l *Loader) client() *opensearch.Client {
	if l.Timeout > 0 {
		return l.Client.WithTimeout(l.Timeout)
	}
	return l.Client.WithTimeout(adminTimeout)
}

func (l *Loader) now() time.Time {
	if l.Clock != nil {
		return l.Clock()
	}
	return time.Now()
}

func (l *Loader) progress() io.Writer {
	if l.Progress == nil {
		return io.Discard
	}
	return l.Progress
}

// kinds are the names Load accepts: the six datasets and the registry.
func kinds() []string { return append(search.Names(), "sources") }

// Load rebuilds dataset from the NDJSON snapshot in input. On any failure the
// alias and the live index are left exactly as they were and the new index
// is deleted.
func (l *Loader) Load(ctx context.Context, dataset string, input io.Reader) (*LoadReport, error) {
	start := l.now()
	c, lock, alias, current, err := l.begin(ctx, dataset, "load")
	if err != nil {
		return nil, err
	}
	defer lock.release()
	report := &LoadReport{Dataset: dataset, Alias: alias, Previous: current, Index: versionName(alias, start)}
	var removed map[string]bool
	if dataset != "sources" {
		if removed, err = removedIDs(ctx, c, l.Prefix, dataset); err != nil {
			return nil, err
		}
	}
	body, err := mappings.IndexBody(dataset, map[string]any{"refresh_interval": "-1", "number_of_shards": l.shardCount(dataset),
		"number_of_replicas": 0, "auto_expand_replicas": false})
	if err != nil {
		return nil, err
	}
	if _, err := c.Do(ctx, http.MethodPut, opensearch.Path(report.Index), body); err != nil {
		return nil, fmt.Errorf("creating %s: %w", report.Index, err)
	}
	swapped := false
	defer func() {
		if swapped {
			return
		}
		cleanup, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
		defer cancel()
		// Never delete what the alias points at, whatever happened above.
		if targets, err := c.AliasTargets(cleanup, alias); err != nil || slices.Contains(targets, report.Index) {
			fmt.Fprintf(l.progress(), "reindex: %s: kept %s: the alias %s may point at it (%v, %v)\n", dataset, report.Index, alias, targets, err)
			return
		}
		if err := c.DeleteIndex(cleanup, report.Index); err != nil {
			fmt.Fprintf(l.progress(), "reindex: %s: could not delete the unfinished index %s: %v\n", dataset, report.Index, err)
		}
		if err := dropDuplicateStats(cleanup, c, l.Prefix, []string{report.Index}); err != nil {
			fmt.Fprintf(l.progress(), "reindex: %s: could not delete the statistics of %s: %v\n", dataset, report.Index, err)
		}
	}()

	created, newest, err := l.bulkLoad(ctx, dataset, report, input, removed)
	if err != nil {
		return nil, l.failed(report, err)
	}
	if report.Lines == 0 {
		return nil, l.failed(report, errors.New("the input holds no rows; refusing to replace the data with nothing"))
	}
	if float64(report.Rejected) > MaxRejectedShare*float64(report.Lines) {
		return nil, l.failed(report, fmt.Errorf("%d of %d lines rejected (%.2f%%), above the %.0f%% limit",
			report.Rejected, report.Lines, 100*float64(report.Rejected)/float64(max(report.Lines, 1)), 100*MaxRejectedShare))
	}
	expected := created
	if dataset != "sources" && len(current) == 1 && !newest.IsZero() {
		d, _ := search.ByName(dataset)
		mergedCreated, merged, err := mergeNewer(ctx, c, d, current[0], report.Index, newest)
		if err != nil {
			return nil, l.failed(report, fmt.Errorf("carrying rows changed after the snapshot over from %s: %w", current[0], err))
		}
		report.Merged = merged
		expected += mergedCreated
	}
	if dataset != "sources" {
		late, err := dropRemoved(ctx, c, l.Prefix, dataset, report.Index, removed)
		if err != nil {
			return nil, l.failed(report, err)
		}
		expected -= late
		report.Removed += late
	}
	// Flushed, the rows are segments that a replica copies as files instead
	// of replaying every write from the translog.
	if _, err := c.Do(ctx, http.MethodPost, opensearch.Path(report.Index, "_flush"), nil); err != nil {
		return nil, l.failed(report, fmt.Errorf("flushing the new index: %w", err))
	}
	settings := l.replicaSettings(dataset)
	settings["refresh_interval"] = nil
	if _, err := c.Do(ctx, http.MethodPut, opensearch.Path(report.Index, "_settings"), map[string]any{"index": settings}); err != nil {
		return nil, l.failed(report, fmt.Errorf("restoring index settings: %w", err))
	}
	if err := l.waitGreen(ctx, c, report.Index); err != nil {
		return nil, l.failed(report, err)
	}
	docs, err := c.Count(ctx, report.Index)
	if err != nil {
		return nil, l.failed(report, err)
	}
	report.Docs = docs
	if docs != expected {
		return nil, l.failed(report, fmt.Errorf("verification failed: %s holds %d documents, expected %d", report.Index, docs, expected))
	}
	meta := map[string]any{"_meta": map[string]any{"readapi": map[string]any{
		"dataset": dataset, "loaded_at": l.now().UTC().Format(time.RFC3339), "documents": docs}}}
	if _, err := c.Do(ctx, http.MethodPut, opensearch.Path(report.Index, "_mapping"), meta); err != nil {
		return nil, l.failed(report, fmt.Errorf("marking %s complete: %w", report.Index, err))
	}
	if d, ok := search.ByName(dataset); ok && d.QualityStats {
		t0 := l.now()
		if err := storeDuplicateStats(ctx, c, l.Prefix, report.Index, nil, l.now()); err != nil {
			fmt.Fprintf(l.progress(), "reindex: %s: duplicate-url statistics not stored (the source listing will aggregate them itself): %v\n", dataset, err)
		} else {
			fmt.Fprintf(l.progress(), "reindex: %s: duplicate-url statistics stored in %s\n", dataset, l.now().Sub(t0).Round(time.Millisecond))
		}
	}
	late, releaseRemovals, err := dropRemovedBeforeSwap(ctx, c, l.Prefix, dataset, report.Index, l.progress())
	report.Removed, report.Docs = report.Removed+late, report.Docs-late
	if err != nil {
		return nil, l.failed(report, err)
	}
	defer releaseRemovals()
	if err := lock.check(); err != nil {
		return nil, l.failed(report, err)
	}
	if err := ctx.Err(); err != nil {
		return nil, l.failed(report, fmt.Errorf("interrupted: %w", err))
	}
	if err := l.swap(ctx, c, alias, current, report.Index); err != nil {
		return nil, l.failed(report, err)
	}
	swapped = true
	report.Deleted = l.prune(ctx, c, alias, report.Index, current)
	if err := dropDuplicateStats(ctx, c, l.Prefix, report.Deleted); err != nil {
		fmt.Fprintf(l.progress(), "reindex: %s: could not delete the statistics of pruned versions: %v\n", dataset, err)
	}
	report.Elapsed = l.now().Sub(start)
	return report, nil
}

// begin checks the dataset name and takes its lock for operation; it
// returns the client, the held lock, the alias and what the alias points at.
func (l *Loader) begin(ctx context.Context, dataset, operation string) (*opensearch.Client, *datasetLock, string, []string, error) {
	if !slices.Contains(kinds(), dataset) {
		return nil, nil, "", nil, fmt.Errorf("unknown dataset %q (one of %v)", dataset, kinds())
	}
	c := l.client()
	lock, err := acquireLock(ctx, c, l.Prefix, dataset, operation, l.LockWait, l.progress(), l.now)
	if err != nil {
		return nil, nil, "", nil, err
	}
	alias := l.Prefix + dataset
	current, err := c.AliasTargets(ctx, alias)
	if err != nil {
		lock.release()
		return nil, nil, "", nil, err
	}
	return c, lock, alias, current, nil
}

// failed wraps a load error with the promise the caller can rely on.
func (l *Loader) failed(report *LoadReport, err error) error {
	where := "no index"
	if len(report.Previous) > 0 {
		where = fmt.Sprint(report.Previous)
	}
	return fmt.Errorf("load of %s failed: %w; the alias %s still points at %s", report.Dataset, err, l.Prefix+report.Dataset, where)
}

// bulkLoad streams the snapshot into the new index. It returns the number of
// documents created and the newest instant any row records.
func (l *Loader) bulkLoad(ctx context.Context, dataset string, report *LoadReport, input io.Reader, removed map[string]bool) (int64, time.Time, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	var created, sent, failedItems atomic.Int64
	var rejected rejections
	rejected.w, rejected.dataset = l.progress(), dataset
	workers, flush := l.Workers, l.FlushBytes
	if workers <= 0 {
		workers = 2
	}
	if flush <= 0 {
		flush = 4 << 20
	}
	indexer, err := opensearchutil.NewBulkIndexer(opensearchutil.BulkIndexerConfig{
		Client: l.Client.API(), Index: report.Index, NumWorkers: workers, FlushBytes: flush,
		FlushInterval: 5 * time.Second, Timeout: 2 * time.Minute, Context: ctx,
		OnError: func(_ context.Context, err error) { cancel(fmt.Errorf("bulk request failed: %w", err)) },
	})
	if err != nil {
		return 0, time.Time{}, err
	}
	var newest time.Time
	lines := newLineReader(input)
	started := l.now()
	lastReport := started
	var readErr error
	for {
		line, number, err := lines.next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			readErr = fmt.Errorf("reading the input after line %d: %w", number, err)
			break
		}
		if ctx.Err() != nil {
			break
		}
		if len(line) == 0 {
			continue
		}
		report.Lines++
		r, err := prepareRow(dataset, line)
		if err != nil {
			rejected.add(number, err.Error())
			continue
		}
		if removed[r.ID] {
			report.Removed++
			continue
		}
		if r.Changed.After(newest) {
			newest = r.Changed
		}
		lineNumber := number
		err = indexer.Add(ctx, opensearchutil.BulkIndexerItem{
			Action: "index", DocumentID: r.ID, Body: bytes.NewReader(r.Doc),
			OnSuccess: func(_ context.Context, _ opensearchutil.BulkIndexerItem, res opensearchapi.BulkRespItem) {
				if res.Result == "created" {
					created.Add(1)
				}
			},
			OnFailure: func(_ context.Context, _ opensearchutil.BulkIndexerItem, res opensearchapi.BulkRespItem, err error) {
				switch {
				case err != nil:
					cancel(fmt.Errorf("bulk request failed: %w", err))
				case res.Status == http.StatusTooManyRequests || res.Status >= 500:
					cancel(fmt.Errorf("OpenSearch could not index line %d (status %d): %s", lineNumber, res.Status, opensearch.ItemReason(res)))
				default:
					failedItems.Add(1)
					rejected.add(lineNumber, opensearch.ItemReason(res))
				}
			},
		})
		if err != nil {
			break
		}
		sent.Add(1)
		if now := l.now(); now.Sub(lastReport) >= 2*time.Second {
			lastReport = now
			fmt.Fprintf(l.progress(), "reindex: %s: %d lines read, %d sent, %d rejected, %.0f rows/s\n",
				dataset, report.Lines, sent.Load(), rejected.count(), float64(sent.Load())/now.Sub(started).Seconds())
		}
	}
	closeErr := indexer.Close(context.WithoutCancel(ctx))
	report.Rejected = rejected.count()
	report.Indexed = sent.Load() - failedItems.Load()
	rejected.summary()
	if cause := context.Cause(ctx); cause != nil {
		return 0, newest, cause
	}
	if readErr != nil {
		return 0, newest, readErr
	}
	if closeErr != nil {
		return 0, newest, fmt.Errorf("finishing the bulk load: %w", closeErr)
	}
	elapsed := l.now().Sub(started).Seconds()
	fmt.Fprintf(l.progress(), "reindex: %s: %d lines, %d indexed, %d rejected, %d skipped as removed, %.0f rows/s\n",
		dataset, report.Lines, report.Indexed, report.Rejected, report.Removed, float64(report.Indexed)/max(elapsed, 1e-3))
	return created.Load(), newest, nil
}

// rejections counts rejected lines and reports the first of them.
type rejections struct {
	mu      sync.Mutex
	w       io.Writer
	dataset string
	n       int64
}

const reportedRejections = 50

func (r *rejections) add(line int, reason string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.n++
	if r.n <= reportedRejections {
		fmt.Fprintf(r.w, "reindex: %s: line %d rejected: %s\n", r.dataset, line, reason)
	}
}

func (r *rejections) count() int64 {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.n
}

func (r *rejections) summary() {
	if n := r.count(); n > reportedRejections {
		fmt.Fprintf(r.w, "reindex: %s: %d more lines rejected (only the first %d are listed)\n", r.dataset, n-reportedRejections, reportedRejections)
	}
}

// versionName returns a new versioned index name for alias; names sort in
// creation order.
func versionName(alias string, at time.Time) string {
	b := make([]byte, 2)
	_, _ = rand.Read(b)
	return fmt.Sprintf("%s-%s%03d-%s", alias, at.UTC().Format("20060102t150405"), at.Nanosecond()/1e6, hex.EncodeToString(b))
}

// version is one versioned index of an alias.
type version struct {
	Index    string
	Complete bool
}

// versions lists the versioned indices of alias, oldest first.
func versions(ctx context.Context, c *opensearch.Client, alias string) ([]version, error) {
	data, err := c.Do(ctx, http.MethodGet, opensearch.Path(alias+"-*", "_mapping")+"?expand_wildcards=open", nil)
	if err != nil {
		return nil, fmt.Errorf("listing the versions of %s: %w", alias, err)
	}
	var m map[string]struct {
		Mappings struct {
			Meta struct {
				Readapi json.RawMessage `json:"readapi"`
			} `json:"_meta"`
		} `json:"mappings"`
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("decoding the versions of %s: %w", alias, err)
	}
	pattern := regexp.MustCompile("^" + regexp.QuoteMeta(alias) + `-\d{8}t\d{9}-[0-9a-f]{4}$`)
	var out []version
	for index, v := range m {
		if pattern.MatchString(index) {
			out = append(out, version{Index: index, Complete: v.Mappings.Meta.Readapi != nil})
		}
	}
	slices.SortFunc(out, func(a, b version) int { return strings.Compare(a.Index, b.Index) })
	return out, nil
}

// swapAlias moves alias from the indices it points at to index in one
// atomic _aliases request; it fails if the alias moved meanwhile.
func swapAlias(ctx context.Context, c *opensearch.Client, alias string, from []string, to string) error {
	var actions []map[string]any
	for _, index := range from {
		actions = append(actions, map[string]any{"remove": map[string]any{"index": index, "alias": alias, "must_exist": true}})
	}
	actions = append(actions, map[string]any{"add": map[string]any{"index": to, "alias": alias}})
	if _, err := c.Do(ctx, http.MethodPost, "/_aliases", map[string]any{"actions": actions}); err != nil {
		return fmt.Errorf("moving the alias %s to %s: %w", alias, to, err)
	}
	return nil
}

// swap moves the alias to index. Once begun it is not cancelled (an
// interrupt then waits for the one request), and when its answer is lost the
// alias is read back: a swap OpenSearch applied is a swap done.
func (l *Loader) swap(ctx context.Context, c *opensearch.Client, alias string, from []string, to string) error {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 60*time.Second)
	defer cancel()
	err := swapAlias(ctx, c, alias, from, to)
	if err == nil {
		return nil
	}
	if targets, terr := c.AliasTargets(ctx, alias); terr == nil && slices.Equal(targets, []string{to}) {
		fmt.Fprintf(l.progress(), "reindex: the answer to the alias swap was lost (%v), but %s points at %s\n", err, alias, to)
		return nil
	}
	return err
}

// prune deletes versions beyond the Keep previous complete ones, and
// unfinished leftovers of interrupted loads. The version that was live
// before this load (previous) is kept first, even when a rollback left newer
// ones behind it; the newest others fill the remaining places. It returns
// what it deleted.
func (l *Loader) prune(ctx context.Context, c *opensearch.Client, alias, live string, previous []string) []string {
	all, err := versions(ctx, c, alias)
	if err != nil {
		fmt.Fprintf(l.progress(), "reindex: could not list old versions of %s to prune them: %v\n", alias, err)
		return nil
	}
	keep := map[string]bool{live: true}
	kept := 0
	for _, v := range all {
		if v.Complete && slices.Contains(previous, v.Index) && kept < l.Keep {
			keep[v.Index] = true
			kept++
		}
	}
	for i := len(all) - 1; i >= 0 && kept < l.Keep; i-- {
		if v := all[i]; v.Complete && !keep[v.Index] {
			keep[v.Index] = true
			kept++
		}
	}
	var deleted []string
	for _, v := range all {
		if keep[v.Index] {
			continue
		}
		if err := c.DeleteIndex(ctx, v.Index); err != nil {
			fmt.Fprintf(l.progress(), "reindex: could not delete the old version %s: %v\n", v.Index, err)
			continue
		}
		deleted = append(deleted, v.Index)
	}
	return deleted
}

// mergeNewer copies into the new index the rows of the live index that an
// ingest changed after the snapshot's newest instant, so that a batch
// applied just before a load is not lost, with the helper fields of d
// computed afresh. It returns the documents created (ids the snapshot
// lacked) and the rows copied.
func mergeNewer(ctx context.Context, c *opensearch.Client, d *search.Dataset, live, index string, after time.Time) (int64, int64, error) {
	since := after.UTC().Format(time.RFC3339Nano)
	query := map[string]any{"bool": map[string]any{
		"should": []any{
			map[string]any{"range": map[string]any{"ingested_at": map[string]any{"gt": since}}},
			map[string]any{"range": map[string]any{"deactivated_at": map[string]any{"gt": since}}},
		},
		"minimum_should_match": 1,
	}}
	var created, copied int64
	err := c.EachHit(ctx, live, query, nil, func(hits []opensearch.Hit) error {
		var bulk opensearch.Bulk
		for _, h := range hits {
			doc, err := withHelpers(d, h.Source)
			if err != nil {
				return fmt.Errorf("copying %s: %w", h.ID, err)
			}
			if err := bulk.Index(index, h.ID, doc); err != nil {
				return err
			}
		}
		results, err := c.SendBulk(ctx, &bulk, opensearch.RefreshLater)
		if err != nil {
			return err
		}
		for _, res := range results {
			if res.Error != nil {
				return fmt.Errorf("copying %s: %s", res.ID, opensearch.ItemReason(res))
			}
			copied++
			if res.Result == "created" {
				created++
			}
		}
		return nil
	})
	return created, copied, err
}
