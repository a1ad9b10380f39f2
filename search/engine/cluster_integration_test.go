package engine_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"readapi"
	"readapi/internal/gendata"
	"readapi/internal/opensearch"
	"readapi/internal/testenv"
	"readapi/reindex"
	"readapi/search"
	"readapi/search/engine"
)

// TestWalksAreStableAcrossReplicasOnACluster: on three nodes, with 3 shards and a
// replica each whose segments differ (rows rewritten after the load, so
// each copy merged on its own), every walk of small pages, by each order
// and by relevance to q, returns every row exactly once: its pages are all
// served by the shard copies of its first page (one preference per walk).
func TestWalksAreStableAcrossReplicasOnACluster(t *testing.T) {
	client, urls, prefix := testenv.Cluster(t, 3)
	ctx := context.Background()
	var snapshot bytes.Buffer
	if err := gendata.New(7).WriteJobs(&snapshot, 2000); err != nil {
		t.Fatal(err)
	}
	loader := &reindex.Loader{Client: client, Prefix: prefix, Keep: 1, Shards: 3, Replicas: 1}
	if _, err := loader.Load(ctx, "jobs", &snapshot); err != nil {
		t.Fatal(err)
	}
	alias := prefix + "jobs"
	// Rewrite two thirds of the rows in small bulks: each copy cuts its
	// segments at its own periodic refreshes and merges them at its own
	// pace, so deleted documents, and with them scores, differ between
	// copies.
	var hits []opensearch.Hit
	if err := client.EachHit(ctx, alias, map[string]any{"match_all": map[string]any{}}, nil, func(page []opensearch.Hit) error {
		hits = append(hits, page...)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	for round := range 2 {
		var bulk opensearch.Bulk
		for i, h := range hits {
			if i%3 == round {
				continue
			}
			if err := bulk.Index(alias, h.ID, h.Source); err != nil {
				t.Fatal(err)
			}
			if i%20 == 0 {
				if _, err := client.SendBulk(ctx, &bulk, opensearch.RefreshLater); err != nil {
					t.Fatal(err)
				}
				bulk = opensearch.Bulk{}
			}
		}
		if _, err := client.SendBulk(ctx, &bulk, opensearch.RefreshLater); err != nil {
			t.Fatal(err)
		}
	}
	if err := client.Refresh(ctx, alias); err != nil {
		t.Fatal(err)
	}

	recorder := &preferences{path: opensearch.Path(alias, "_search")}
	recording, err := opensearch.New(opensearch.Config{URLs: urls, Transport: recorder, RequestTimeout: 60 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	e := engine.New(recording, prefix, search.NewSigner("cluster-walks"))
	walks := []url.Values{{}, {"order": {"posted_at"}}, {"order": {"-ingested_at"}}, {"order": {"ingested_at"}}}
	first, err := e.List(ctx, readapi.Jobs, url.Values{"limit": {"100"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, raw := range first.Rows {
		var row struct {
			Title string `json:"title"`
		}
		_ = json.Unmarshal(raw, &row)
		if words := strings.Fields(row.Title); len(words) > 0 && len(walks) < 30 {
			walks = append(walks, url.Values{"q": {words[0]}})
		}
	}
	for i := 0; len(walks) < 30; i++ {
		walks = append(walks, walks[i%4])
	}
	used := map[string]bool{}
	for i, params := range walks {
		recorder.reset()
		walk(t, e, i, params)
		prefs := recorder.reset()
		if len(prefs) == 0 || prefs[0] == "" || used[prefs[0]] {
			t.Fatalf("walk %d (%v) sent the preferences %v: want one of its own on every page", i, params, prefs)
		}
		for _, p := range prefs {
			if p != prefs[0] {
				t.Fatalf("walk %d (%v) changed preference between pages: %v", i, params, prefs)
			}
		}
		used[prefs[0]] = true
	}
}

// preferences records the preference of every search of path sent through
// it (the pages of the walks, not the engine's reads of the removals list).
type preferences struct {
	path string
	mu   sync.Mutex
	seen []string
}

func (p *preferences) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.URL.Path == p.path {
		p.mu.Lock()
		p.seen = append(p.seen, req.URL.Query().Get("preference"))
		p.mu.Unlock()
	}
	return http.DefaultTransport.RoundTrip(req)
}

// reset returns the preferences recorded so far and forgets them.
func (p *preferences) reset() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	seen := p.seen
	p.seen = nil
	return seen
}

// walk reads every page of params, 25 rows at a time, and checks that the
// rows are the count's, each exactly once.
func walk(t *testing.T, e *engine.Engine, n int, params url.Values) {
	t.Helper()
	ctx := context.Background()
	seen := map[string]int{}
	var total int64 = -1
	cursor := ""
	for pages := 0; ; pages++ {
		p := url.Values{"limit": {"25"}}
		for k, v := range params {
			p[k] = v
		}
		if cursor == "" {
			p.Set("count", "true")
		} else {
			p.Set("cursor", cursor)
		}
		page, err := e.List(ctx, readapi.Jobs, p)
		if err != nil {
			t.Fatalf("walk %d (%v), page %d: %v", n, params, pages, err)
		}
		if page.Total != nil {
			total = *page.Total
		}
		for _, raw := range page.Rows {
			var row struct {
				ID string `json:"id"`
			}
			_ = json.Unmarshal(raw, &row)
			seen[row.ID]++
		}
		if cursor = page.Next; cursor == "" {
			break
		}
	}
	var repeated []string
	for id, times := range seen {
		if times > 1 {
			repeated = append(repeated, fmt.Sprintf("%s×%d", id, times))
		}
	}
	if int64(len(seen)) != total || len(repeated) > 0 {
		t.Errorf("walk %d (%v): %d distinct rows of %d counted; repeated: %v", n, params, len(seen), total, repeated)
	}
}
