package main

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"readapi/internal/gendata"
	"readapi/internal/testenv"
	"readapi/keylimits"
	"readapi/reindex"
)

// TestFleetServesOneWalk: two api processes (the built binary) with the
// same CURSOR_SECRET and INDEX_PREFIX serve one walk alternately, and the
// walk sees every row exactly once: nothing of a walk lives in a process.
// A process with another secret refuses the fleet's cursors.
func TestFleetServesOneWalk(t *testing.T) {
	client, rdb, prefix := testenv.OpenSearch(t), testenv.Redis(t), testenv.Prefix(t)
	ctx := context.Background()
	dir := t.TempDir()
	if err := gendata.Write(dir, gendata.Options{Seed: 5, Jobs: 700}); err != nil {
		t.Fatal(err)
	}
	rows, err := os.Open(filepath.Join(dir, "jobs.ndjson"))
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	if _, err := (&reindex.Loader{Client: client, Prefix: prefix}).Load(ctx, "jobs", rows); err != nil {
		t.Fatal(err)
	}
	key, _, err := (&keylimits.Store{Redis: rdb, Prefix: prefix}).Create(ctx, "scale", "fleet", nil, keylimits.Overrides{RPS: 10000, Burst: 10000})
	if err != nil {
		t.Fatal(err)
	}
	bin := buildAPI(t)
	fleet := []*apiProcess{startProcess(t, bin, "INDEX_PREFIX="+prefix, "CURSOR_SECRET=fleet-secret"),
		startProcess(t, bin, "INDEX_PREFIX="+prefix, "CURSOR_SECRET=fleet-secret")}

	var total int
	seen := map[string]bool{}
	cursor := ""
	for page := 0; ; page++ {
		query := "limit=25&count=true"
		if cursor != "" {
			query = "limit=25&cursor=" + url.QueryEscape(cursor)
		}
		var got struct {
			Data []struct {
				ID string `json:"id"`
			} `json:"data"`
			Meta struct {
				Next  *string `json:"next"`
				Total int     `json:"total"`
			} `json:"meta"`
		}
		ans := fleet[page%2].get(t, "/v1/jobs?"+query, key)
		if ans.status != http.StatusOK || json.Unmarshal(ans.body, &got) != nil {
			t.Fatalf("page %d through process %d: %d %.300s", page, page%2, ans.status, ans.body)
		}
		if page == 0 {
			total = got.Meta.Total
		}
		for _, row := range got.Data {
			if seen[row.ID] {
				t.Fatalf("row %s came twice in one walk (page %d)", row.ID, page)
			}
			seen[row.ID] = true
		}
		if got.Meta.Next == nil {
			break
		}
		cursor = *got.Meta.Next
		if page == 1 {
			stranger := startProcess(t, bin, "INDEX_PREFIX="+prefix, "CURSOR_SECRET=another-secret")
			if ans := stranger.get(t, "/v1/jobs?limit=25&cursor="+url.QueryEscape(cursor), key); ans.status != http.StatusBadRequest {
				t.Fatalf("a process with another secret answered %d to the fleet's cursor, want 400", ans.status)
			}
		}
	}
	if total < 600 || len(seen) != total {
		t.Fatalf("the walk through two processes saw %d rows of %d", len(seen), total)
	}
}
