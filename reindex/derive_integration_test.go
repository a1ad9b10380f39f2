package reindex_test

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"readapi/internal/opensearch"
	"readapi/mappings"
)

// TestStatusNamesTheVocabulariesVersion: a load records the version of the
// vocabularies it derived its rows with, the status names it for each
// index, and says when it is not the running one.
func TestStatusNamesTheVocabulariesVersion(t *testing.T) {
	e := newEnv(t)
	r := mustLoad(t, e.loader(), "jobs", jobsSnapshot("a", 3, "2026-11-01T00:00:00Z"))
	running := mappings.MustVocabularies().Version
	v := e.status("jobs").Datasets[0].Versions
	if len(v) != 1 || v[0].Vocabularies != running || v[0].VocabulariesStale {
		t.Fatalf("versions %+v, want one derived with %s", v, running)
	}
	if q := e.status("quotes").Datasets[0]; len(q.Versions) > 0 && q.Versions[0].Vocabularies != "" {
		t.Errorf("quotes derive nothing but name vocabularies: %+v", q.Versions)
	}
	// An index built with other files.
	data, err := e.client.Do(context.Background(), http.MethodGet, opensearch.Path(r.Index, "_mapping"), nil)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]struct {
		Mappings struct {
			Meta struct {
				Readapi map[string]any `json:"readapi"`
			} `json:"_meta"`
		} `json:"mappings"`
	}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	meta := m[r.Index].Mappings.Meta.Readapi
	meta["vocabularies"] = "000000000000"
	if _, err := e.client.Do(context.Background(), http.MethodPut, opensearch.Path(r.Index, "_mapping"),
		map[string]any{"_meta": map[string]any{"readapi": meta}}); err != nil {
		t.Fatal(err)
	}
	v = e.status("jobs").Datasets[0].Versions
	if len(v) != 1 || v[0].Vocabularies != "000000000000" || !v[0].VocabulariesStale || v[0].VocabulariesRunning != running {
		t.Errorf("versions %+v, want one derived with 000000000000, not the running %s, naming it", v, running)
	}
}
