package client_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"readapi/client"
)

func TestReadHeadersParsesTheDocumentedHeaders(t *testing.T) {
	h := http.Header{}
	h.Set("ETag", `"v1"`)
	h.Set("Cache-Control", "private, max-age=0, must-revalidate")
	h.Set("X-Request-Id", "req-7")
	h.Set("Retry-After", "3")
	h.Set("X-Quota-Limit", "1000")
	h.Set("X-Quota-Used", "10")
	h.Set("RateLimit-Policy", `"burst";q=10;w=2, "month";q=1000;w=2592000`)
	h.Set("RateLimit", `"burst";r=9;t=1, "month";r=990;t=712633`)
	got := client.ReadHeaders(h)
	if got.ETag != `"v1"` || got.CacheControl != "private, max-age=0, must-revalidate" || got.RequestID != "req-7" ||
		got.RetryAfter != 3*time.Second || !got.HasRetryAfter || got.QuotaLimit != 1000 || got.QuotaUsed != 10 {
		t.Errorf("headers %+v", got)
	}
	if fmt.Sprint(got.Policies) != "[{burst 10 2s} {month 1000 720h0m0s}]" {
		t.Errorf("policies %v", got.Policies)
	}
	month, ok := got.Limit("month")
	if fmt.Sprint(got.Limits) != "[{burst 9 1s} {month 990 197h57m13s}]" || !ok || month.Remaining != 990 {
		t.Errorf("limits %v, month %v %v", got.Limits, month, ok)
	}
}

func TestReadHeadersLeavesAbsentAndMalformedHeadersZero(t *testing.T) {
	h := http.Header{}
	h.Set("X-Quota-Limit", "lots")
	h.Set("RateLimit", `burst;r=9, "month";r=x;t=5, ""`)
	got := client.ReadHeaders(h)
	if got.HasRetryAfter || got.QuotaLimit != 0 || len(got.Policies) != 0 || fmt.Sprint(got.Limits) != "[{month 0 5s}]" {
		t.Errorf("headers %+v", got)
	}
	if _, ok := got.Limit("burst"); ok {
		t.Error("an unquoted policy name was read")
	}
}

func TestRemovedWalksTheDatasetsFeedFromSince(t *testing.T) {
	since := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	var paths []string
	c := serve(t, func(w http.ResponseWriter, r *http.Request) {
		paths = append(paths, r.URL.Path+"?"+r.URL.RawQuery)
		q := r.URL.Query()
		if q.Get("since") != "2026-11-01T00:00:00Z" || q.Get("limit") != "1" {
			t.Errorf("request %s lost since or limit", r.URL)
		}
		row := map[string]any{"id": "cal:1", "removed_at": "2026-11-02T00:00:00Z"}
		var next any = "c2"
		if q.Get("cursor") == "c2" {
			row, next = map[string]any{"id": "cal:2", "removed_at": "2026-11-03T00:00:00Z"}, nil
		}
		answer(w, http.StatusOK, []any{row}, map[string]any{"next": next, "count": 1}, "", "")
	}, client.Options{})
	var got []string
	for removal, err := range c.Removed(context.Background(), "events", client.RemovedParams{Since: since, Limit: 1}) {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, removal.ID+"@"+removal.RemovedAt.Format(time.DateOnly))
	}
	if fmt.Sprint(got) != "[cal:1@2026-11-02 cal:2@2026-11-03]" ||
		fmt.Sprint(paths) != "[/v1/events/removed?limit=1&since=2026-11-01T00%3A00%3A00Z /v1/events/removed?cursor=c2&limit=1&since=2026-11-01T00%3A00%3A00Z]" {
		t.Errorf("removals %v over requests %v", got, paths)
	}
}

func TestRemovedSendsOnlyTheFiltersSet(t *testing.T) {
	c := serve(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/jobs/removed" || r.URL.RawQuery != "" {
			t.Errorf("request %s, want /v1/jobs/removed without a query", r.URL)
		}
		answer(w, http.StatusOK, []any{}, map[string]any{"next": nil, "count": 0}, "", "")
	}, client.Options{})
	for _, err := range c.Removed(context.Background(), "jobs", client.RemovedParams{}) {
		t.Fatal(err)
	}
}
