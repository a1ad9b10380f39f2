package handlers_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"readapi/reindex"
)

// ndjson renders rows as the lines of a snapshot or batch.
func ndjson(t *testing.T, rows []map[string]any) string {
	t.Helper()
	var b strings.Builder
	for _, r := range rows {
		line, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// loadRows loads rows with the real loader, which computes the helper
// fields, into the dataset under the API's prefix.
func (a *apiEnv) loadRows(dataset string, rows []map[string]any) {
	a.t.Helper()
	l := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1}
	if _, err := l.Load(context.Background(), dataset, strings.NewReader(ndjson(a.t, rows))); err != nil {
		a.t.Fatalf("loading %s: %v", dataset, err)
	}
}

// ingestRows applies rows as one scrape batch of source with the real
// ingester.
func (a *apiEnv) ingestRows(dataset, source, at string, rows []map[string]any) *reindex.IngestReport {
	a.t.Helper()
	instant, err := time.Parse(time.RFC3339, at)
	if err != nil {
		a.t.Fatal(err)
	}
	in := &reindex.Ingester{Client: a.client, Prefix: a.prefix}
	report, err := in.Ingest(context.Background(), dataset, source, instant, false, strings.NewReader(ndjson(a.t, rows)))
	if err != nil {
		a.t.Fatalf("ingest into %s: %v", dataset, err)
	}
	return report
}
