package reindex

import (
	"context"
	"errors"
	"strings"
	"testing"

	"readapi/internal/testenv"
)

// TestBulkLoadInterruptedBeforeItStarts makes the bulk load of a load
// interrupted before its bulk step (Ctrl-C while the snapshot was read or
// grouped), again and again: its bulk indexer is made with a context
// already done. It must say so, sending nothing. Made with that context,
// the library's indexer panicked with "sync: negative WaitGroup counter"
// (a worker returning before the WaitGroup counted it), within 0.2 s of
// these rounds under -race.
func TestBulkLoadInterruptedBeforeItStarts(t *testing.T) {
	l := &Loader{Client: testenv.OpenSearch(t), Workers: 4}
	index := testenv.Prefix(t) + "events-never-created"
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for range 2000 {
		report := &LoadReport{Index: index}
		_, _, err := l.bulkLoad(ctx, "events", report, strings.NewReader(`{"id":"tix:1","source":"tix","name":"Concert"}`+"\n"), nil, nil, nil)
		if !errors.Is(err, context.Canceled) || report.Lines != 0 {
			t.Fatalf("a bulk load interrupted before it began: %v, %d lines read", err, report.Lines)
		}
	}
}
