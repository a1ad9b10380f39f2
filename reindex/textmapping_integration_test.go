package reindex_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"readapi/mappings"
)

// oldIndex creates index behind the dataset's alias from today's create-index
// body as edit leaves it: the shape of an index built by an earlier release.
func (e *env) oldIndex(dataset, index string, edit func(body map[string]any)) {
	e.t.Helper()
	raw, err := mappings.IndexBody(dataset, nil)
	if err != nil {
		e.t.Fatal(err)
	}
	var body map[string]any
	if err := json.Unmarshal(raw, &body); err != nil {
		e.t.Fatal(err)
	}
	edit(body)
	body["aliases"] = map[string]any{e.prefix + dataset: map[string]any{}}
	encoded, _ := json.Marshal(body)
	if status := e.get(http.MethodPut, "/"+index, encoded, nil); status != http.StatusOK {
		e.t.Fatalf("creating the old index %s: %d", index, status)
	}
}

// withoutTextAnalysis strips the stemmed, synonym and word-start subfields,
// their offsets and analyzers from an index body: the shape of an index
// created before they existed.
func withoutTextAnalysis(body map[string]any) {
	analysis := body["settings"].(map[string]any)["analysis"].(map[string]any)
	delete(analysis, "filter")
	analysis["analyzer"] = map[string]any{"folded": analysis["analyzer"].(map[string]any)["folded"]}
	var strip func(props map[string]any)
	strip = func(props map[string]any) {
		for _, v := range props {
			field := v.(map[string]any)
			delete(field, "index_options")
			if sub, ok := field["fields"].(map[string]any); ok {
				for _, name := range []string{"az", "ru", "en", "syn", "prefix"} {
					delete(sub, name)
				}
				if len(sub) == 0 {
					delete(field, "fields")
				}
			}
			if nested, ok := field["properties"].(map[string]any); ok {
				strip(nested)
			}
		}
	}
	strip(body["mappings"].(map[string]any)["properties"].(map[string]any))
}

func TestIngestAsksForALoadWhenTextAnalysisChanged(t *testing.T) {
	e := newEnv(t)
	e.oldIndex("jobs", e.prefix+"jobs-before-stemming", withoutTextAnalysis)
	at, _ := time.Parse(time.RFC3339, "2026-11-01T00:00:00Z")
	batch := posting("s:1", "Mühasib") + "\n"
	_, err := e.ingester().Ingest(context.Background(), "jobs", "s", at, false, strings.NewReader(batch))
	if err == nil || !strings.Contains(err.Error(), "a full load rebuilds it") {
		t.Fatalf("ingest into an index without the stemmed subfields: %v, want a request for a full load", err)
	}
	t.Logf("ingest refused: %v", err)

	mustLoad(t, e.loader(), "jobs", jobsSnapshot("s", 2, "2026-10-01T00:00:00Z"))
	mustIngest(t, e.ingester(), "jobs", "s", "2026-11-01T00:00:00Z", false, batch)
}
