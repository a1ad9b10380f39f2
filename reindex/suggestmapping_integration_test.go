package reindex_test

import (
	"context"
	"strings"
	"testing"
	"time"
)

// An index loaded before suggestions existed lacks the word-start analyzer
// and subfields; rows ingested into it would be suggested while those it
// holds would not, so ingest asks for a full load.
func TestIngestAsksForALoadBeforeSuggestions(t *testing.T) {
	e := newEnv(t)
	e.oldIndex("jobs", e.prefix+"jobs-before-suggestions", func(old map[string]any) {
		analysis := old["settings"].(map[string]any)["analysis"].(map[string]any)
		delete(analysis["analyzer"].(map[string]any), "folded_word_starts")
		delete(analysis["filter"].(map[string]any), "word_starts")
		props := old["mappings"].(map[string]any)["properties"].(map[string]any)
		for _, field := range []map[string]any{props["title"].(map[string]any), props["company"].(map[string]any)["properties"].(map[string]any)["name"].(map[string]any)} {
			delete(field["fields"].(map[string]any), "prefix")
		}
	})
	at, _ := time.Parse(time.RFC3339, "2026-11-01T00:00:00Z")
	_, err := e.ingester().Ingest(context.Background(), "jobs", "s", at, false, strings.NewReader(posting("s:1", "Mühasib")+"\n"))
	if err == nil || !strings.Contains(err.Error(), "a full load rebuilds it") {
		t.Fatalf("ingest into an index without the word-start subfields: %v, want a request for a full load", err)
	}
}
