package reindex

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/opensearch-project/opensearch-go/v4/opensearchapi"
	"github.com/opensearch-project/opensearch-go/v4/opensearchutil"

	"readapi/internal/opensearch"
)

// bulkLoad streams the snapshot into the new index. It returns the number of
// documents created and the newest instant any row records.
// The rows of groups get their group's helper fields; derive derives every
// row.
func (l *Loader) bulkLoad(ctx context.Context, dataset string, report *LoadReport, input io.Reader, removed map[string]bool, groups snapshotGroups, derive *deriving) (int64, time.Time, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	var sent atomic.Int64
	rejected := &rejections{w: l.progress(), dataset: dataset}
	counts := &bulkCounts{rejected: rejected, cancel: cancel}
	workers, flush := l.Workers, l.FlushBytes
	if workers <= 0 {
		workers = 2
	}
	if flush <= 0 {
		flush = 4 << 20
	}
	// The indexer's workers live on a context nothing cancels; the load's
	// context reaches every bulk request through OnFlushStart instead. The
	// library (opensearch-go v4.8.1, opensearchutil.NewBulkIndexer) starts
	// each worker before it adds the workers to its WaitGroup, and a worker
	// whose context is done returns at once: made with a context cancelled
	// by then (Ctrl-C while the snapshot was read or grouped), the indexer
	// panicked with "sync: negative WaitGroup counter". Its workers now stop
	// when Close closes their queue, and a request stops at the interrupt.
	indexer, err := opensearchutil.NewBulkIndexer(opensearchutil.BulkIndexerConfig{
		Client: l.Client.API(), Index: report.Index, NumWorkers: workers, FlushBytes: flush,
		FlushInterval: 5 * time.Second, Timeout: 2 * time.Minute, Context: context.WithoutCancel(ctx),
		OnFlushStart: func(context.Context) context.Context { return ctx },
		OnError:      func(_ context.Context, err error) { cancel(fmt.Errorf("bulk request failed: %w", err)) },
	})
	if err != nil {
		return 0, time.Time{}, err
	}
	var newest time.Time
	chunks, stop := prepareLines(ctx, dataset, input, derive)
	defer stop()
	started := l.now()
	lastReport := started
	add := func(p preparedLine) bool {
		report.Lines++
		r := p.row
		if p.err != nil {
			rejected.add(p.number, p.err.Error())
			return true
		}
		if removed[r.ID] {
			report.Removed++
			return true
		}
		if names, values, ok := groups.fields(r.ID); ok {
			for i, name := range names {
				r.Doc = appendField(r.Doc, name, values[i])
			}
		}
		if r.Changed.After(newest) {
			newest = r.Changed
		}
		if err := indexer.Add(ctx, counts.item(r.ID, r.Doc, p.number)); err != nil {
			return false
		}
		sent.Add(1)
		if now := l.now(); now.Sub(lastReport) >= 2*time.Second {
			lastReport = now
			fmt.Fprintf(l.progress(), "reindex: %s: %d lines read, %d sent, %d rejected, %.0f rows/s\n",
				dataset, report.Lines, sent.Load(), rejected.count(), float64(sent.Load())/now.Sub(started).Seconds())
		}
		return true
	}
	readErr := eachPrepared(ctx, chunks, add)
	stop()
	closeErr := indexer.Close(context.WithoutCancel(ctx))
	report.Rejected = rejected.count()
	report.Indexed = sent.Load() - counts.failed.Load()
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
	return counts.created.Load(), newest, nil
}

// bulkCounts are what the bulk indexer's callbacks count of a load's rows.
type bulkCounts struct {
	created, failed atomic.Int64
	rejected        *rejections
	// cancel stops the load: a failed request, or a row the engine could
	// not store for want of resources, is not a bad line.
	cancel context.CancelCauseFunc
}

// item is the bulk action writing doc under id, line of the input.
func (bc *bulkCounts) item(id string, doc []byte, line int) opensearchutil.BulkIndexerItem {
	return opensearchutil.BulkIndexerItem{
		Action: "index", DocumentID: id, Body: bytes.NewReader(doc),
		OnSuccess: func(_ context.Context, _ opensearchutil.BulkIndexerItem, res opensearchapi.BulkRespItem) {
			if res.Result == "created" {
				bc.created.Add(1)
			}
		},
		OnFailure: func(_ context.Context, _ opensearchutil.BulkIndexerItem, res opensearchapi.BulkRespItem, err error) {
			switch {
			case err != nil:
				bc.cancel(fmt.Errorf("bulk request failed: %w", err))
			case res.Status == http.StatusTooManyRequests || res.Status >= 500:
				bc.cancel(fmt.Errorf("OpenSearch could not index line %d (status %d): %s", line, res.Status, opensearch.ItemReason(res)))
			default:
				bc.failed.Add(1)
				bc.rejected.add(line, opensearch.ItemReason(res))
			}
		},
	}
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
