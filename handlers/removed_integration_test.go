package handlers_test

import (
	"net/http"
	"slices"
	"testing"
)

func TestRemovedRecords(t *testing.T) {
	a := newAPI(t)
	a.load("jobs", job("boss:1", map[string]any{}), job("boss:3", map[string]any{}))
	a.load("tombstones",
		map[string]any{"id": "boss:2", "dataset": "jobs", "removed_at": "2026-11-10T00:00:00Z"},
		map[string]any{"id": "boss:4", "dataset": "jobs", "removed_at": "2026-11-12T00:00:00Z"},
		map[string]any{"id": "tix:9", "dataset": "events", "removed_at": "2026-11-11T00:00:00Z"},
	)
	if e := a.get("/v1/jobs/boss:2"); e.Status != http.StatusGone || e.Error == nil || e.Error.Code != "gone" {
		t.Errorf("removed id: %d %s", e.Status, e.Raw)
	}
	if e := a.get("/v1/jobs/boss:5"); e.Status != http.StatusNotFound {
		t.Errorf("never-held id: %d", e.Status)
	}
	if e := a.get("/v1/events/boss:2"); e.Status != http.StatusNotFound {
		t.Errorf("a jobs removal answers 410 on events: %d", e.Status)
	}
	if e := a.get("/v1/events/tix:9"); e.Status != http.StatusGone {
		t.Errorf("removed event: %d", e.Status)
	}

	ids := a.walk("/v1/jobs/removed?limit=1")
	if !slices.Equal(ids, []string{"boss:2", "boss:4"}) {
		t.Errorf("removals feed %v", ids)
	}
	rows := a.ok("/v1/jobs/removed?since=2026-11-11T00:00:00Z").rows(t)
	if len(rows) != 1 || rows[0]["id"] != "boss:4" || rows[0]["removed_at"] != "2026-11-12T00:00:00Z" || len(rows[0]) != 2 {
		t.Errorf("removals since: %v", rows)
	}
	assertIDs(t, a, "/v1/events/removed", "tix:9")
	a.bad("/v1/jobs/removed?since=recently", "since")
	// A cursor of one dataset's feed is not valid on another's.
	next := a.ok("/v1/jobs/removed?limit=1").next()
	a.bad("/v1/events/removed?limit=1&cursor="+next, "cursor")
	a.bad("/v1/jobs/removed?q=x", "q")
}
