package handlers_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"readapi/reindex"
)

// TestReseenPayKeepsItsDay: a posting's day is the Asia/Baku date of
// posted_at, of first_seen_at when posted_at is null (search-extensions,
// salary_azn), and first_seen_at is the platform's, never the batch's
// (CONTRACT.md, "Scrape batches"): a posting seen again converts its pay
// at the bulletin of the day it was first seen, whatever the line says
// and whenever the batch was scraped; a posting new to the batch is first
// seen at the batch's instant.
func TestReseenPayKeepsItsDay(t *testing.T) {
	a := newAPI(t)
	ctx := context.Background()
	l := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1}
	if _, err := l.Load(ctx, "rates", strings.NewReader(strings.Join(derivedRates, "\n")+"\n")); err != nil {
		t.Fatal(err)
	}
	// USD is 1.7 from 2026-03-02 and 1.71 from 2026-03-05.
	seen := derivedJob("s:1", "Accountant", "", "", 1000, nil, "USD", "", "")
	seen["posted_at"], seen["first_seen_at"] = nil, "2026-03-03T00:00:00Z"
	if _, err := l.Load(ctx, "jobs", strings.NewReader(derivedLines([]map[string]any{seen}))); err != nil {
		t.Fatal(err)
	}
	assertFrom := func(when, id string, want float64) {
		t.Helper()
		served := servedDerived(t, a, "/v1/jobs?limit=100&include=derived")
		salary, _ := served[id]["salary_azn"].(map[string]any)
		if salary == nil || salary["from"] != want {
			t.Errorf("%s: %s salary_azn %v, want from %v", when, id, served[id]["salary_azn"], want)
		}
	}
	assertFrom("loaded", "s:1", 1700)

	again := map[string]any{}
	for k, v := range seen {
		again[k] = v
	}
	again["first_seen_at"] = "2026-03-05T12:00:00Z" // platform-kept: ignored
	fresh := derivedJob("s:2", "Accountant", "", "", 1000, nil, "USD", "", "")
	fresh["posted_at"] = nil
	in := &reindex.Ingester{Client: a.client, Prefix: a.prefix}
	batch := derivedLines([]map[string]any{again, fresh})
	if _, err := in.Ingest(ctx, "jobs", "s", time.Date(2026, 3, 6, 0, 0, 0, 0, time.UTC), false, strings.NewReader(batch)); err != nil {
		t.Fatal(err)
	}
	a.osDo("POST", "/"+a.prefix+"jobs/_refresh", nil)
	assertFrom("seen again", "s:1", 1700)
	assertFrom("new in the batch", "s:2", 1710)
}
