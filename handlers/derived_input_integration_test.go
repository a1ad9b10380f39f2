package handlers_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"readapi/reindex"
)

// search-extensions.md, "Write time": "Derived fields are computed when
// rows are written, by loads and ingests"; CONTRACT.md, "Scrape batches":
// what the platform keeps, "where a line carries them anyway they are
// ignored, never trusted". A row read back with include=derived and
// written again, or one carrying a forged derived object, is loaded and
// ingested, its derived object computed anew.
func TestADerivedObjectInInputIsDerivedAnew(t *testing.T) {
	forged := map[string]any{"occupation": "nurse", "field": "health", "seniority": "executive", "employment": "volunteer",
		"language": "ru", "salary_azn": map[string]any{"from": 99999, "to": nil}}
	rows := []map[string]any{
		job("f:1", map[string]any{"title": "Mühasib", "derived": forged}),
		job("f:2", map[string]any{"title": "Sürücü"}),
	}
	loaded := newAPI(t)
	l := &reindex.Loader{Client: loaded.client, Prefix: loaded.prefix, Keep: 1}
	if _, err := l.Load(context.Background(), "jobs", strings.NewReader(derivedLines(rows))); err != nil {
		t.Fatalf("a load of a row carrying derived: %v", err)
	}
	served := servedDerived(t, loaded, "/v1/jobs?limit=100&include=derived")
	if d := served["f:1"]; d["occupation"] != "accountant" || d["field"] != "finance" || d["seniority"] != nil || d["salary_azn"] != nil {
		t.Errorf("loaded: f:1 derives %v, want the accountant its title says, not the forged object", d)
	}

	// The rows as the API serves them with include=derived, ingested.
	var back []map[string]any
	for _, r := range loaded.ok("/v1/jobs?limit=100&include=derived").rows(t) {
		for _, k := range []string{"first_seen_at", "times_seen", "active", "deactivated_at", "ingested_at"} {
			delete(r, k)
		}
		r["id"] = "f:" + strings.TrimPrefix(fmt.Sprint(r["id"]), "f:") + "0"
		r["derived"] = forged
		back = append(back, r)
	}
	ingested := newAPI(t)
	in := &reindex.Ingester{Client: ingested.client, Prefix: ingested.prefix}
	if _, err := in.Ingest(context.Background(), "jobs", "f", time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC), false, strings.NewReader(derivedLines(back))); err != nil {
		t.Fatalf("an ingest of rows carrying derived: %v", err)
	}
	ingested.osDo("POST", "/"+ingested.prefix+"jobs/_refresh", nil)
	got := servedDerived(t, ingested, "/v1/jobs?limit=100&include=derived")
	for id, want := range served {
		if d := got[id+"0"]; fmt.Sprint(d) != fmt.Sprint(want) {
			t.Errorf("ingested %s0 derives %v, want %v as loaded", id, d, want)
		}
	}
}
