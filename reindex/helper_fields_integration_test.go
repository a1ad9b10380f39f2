package reindex_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"
)

// eventLine is an events line whose venue is at lat, lng.
func eventLine(id, ingested string, lat, lng float64) string {
	line, _ := json.Marshal(map[string]any{"id": id, "source": "tix", "name": "Concert",
		"venue":       map[string]any{"id": "hall", "name": "Hall", "address": nil, "lat": lat, "lng": lng},
		"ingested_at": ingested})
	return string(line)
}

// TestHelperFieldsOfAnIndexLoadedBeforeThem: an events index created before
// venue_location existed holds rows without it. Ingest refuses to write into
// it (adding the field in place would leave those rows out of near=); a full
// load computes it for every row, those it carries over from the old index
// included.
func TestHelperFieldsOfAnIndexLoadedBeforeThem(t *testing.T) {
	e := newEnv(t)
	index := e.prefix + "events-20261101t000000000-aaaa"
	e.oldIndex("events", index, func(old map[string]any) {
		delete(old["mappings"].(map[string]any)["properties"].(map[string]any), "venue_location")
	})
	// A row an older ingest wrote after the snapshot below.
	later := eventLine("tix:later", "2026-11-05T00:00:00Z", 40.5, 49.9)
	if status := e.get(http.MethodPut, "/"+index+"/_doc/tix:later?refresh=true", []byte(later), nil); status != http.StatusOK {
		t.Fatalf("writing the old row: %d", status)
	}

	at, _ := time.Parse(time.RFC3339, "2026-11-06T00:00:00Z")
	_, err := e.ingester().Ingest(context.Background(), "events", "tix", at, false, strings.NewReader(eventLine("tix:1", "", 40.4, 49.8)+"\n"))
	if err == nil || !strings.Contains(err.Error(), "venue_location") || !strings.Contains(err.Error(), "full reindex load") {
		t.Fatalf("ingest into an index without venue_location: %v, want a request for a full load", err)
	}
	var mapping map[string]struct {
		Mappings struct {
			Properties map[string]any `json:"properties"`
		} `json:"mappings"`
	}
	e.get(http.MethodGet, "/"+index+"/_mapping", nil, &mapping)
	if _, ok := mapping[index].Mappings.Properties["venue_location"]; ok {
		t.Fatal("the refused ingest added venue_location to the old index in place")
	}

	report := mustLoad(t, e.loader(), "events", eventLine("tix:1", "2026-11-01T00:00:00Z", 40.4, 49.8)+"\n")
	if report.Merged != 1 {
		t.Fatalf("merged %d rows from the old index, want 1", report.Merged)
	}
	for id, want := range map[string][2]float64{"tix:1": {40.4, 49.8}, "tix:later": {40.5, 49.9}} {
		var doc struct {
			Source map[string]any `json:"_source"`
		}
		e.get(http.MethodGet, "/"+e.prefix+"events/_doc/"+id, nil, &doc)
		loc, _ := doc.Source["venue_location"].(map[string]any)
		if loc["lat"] != want[0] || loc["lon"] != want[1] {
			t.Errorf("%s: venue_location = %v, want %v", id, doc.Source["venue_location"], want)
		}
	}
	mustIngest(t, e.ingester(), "events", "tix", "2026-11-06T00:00:00Z", false, eventLine("tix:2", "", 40.41, 49.81))
}

// TestGroupFlagsOfAnIndexLoadedBeforeThem: a jobs index created before the
// flags of groups (dup_varies, dup_leads…) existed holds groups without
// them, which the reads would count wrong; ingest refuses it and asks for
// a full load.
func TestGroupFlagsOfAnIndexLoadedBeforeThem(t *testing.T) {
	e := newEnv(t)
	mustLoad(t, e.loader(), "sources", groupsRegistry)
	index := e.prefix + "jobs-20261101t000000000-aaaa"
	e.oldIndex("jobs", index, func(old map[string]any) {
		delete(old["mappings"].(map[string]any)["properties"].(map[string]any), "dup_leads")
	})
	at, _ := time.Parse(time.RFC3339, "2026-11-06T00:00:00Z")
	_, err := e.ingester().Ingest(context.Background(), "jobs", "brd", at, false, strings.NewReader(scrapedJob("brd:1", "Mühasib", "Acme", body, "https://brd.az/1")+"\n"))
	if err == nil || !strings.Contains(err.Error(), "dup_leads") || !strings.Contains(err.Error(), "full reindex load") {
		t.Fatalf("ingest into an index without dup_leads: %v, want a request for a full load", err)
	}
}
