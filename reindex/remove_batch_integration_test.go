package reindex_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"readapi/internal/config"
	"readapi/internal/opensearch"
	"readapi/internal/testenv"
	"readapi/reindex"
)

// holders returns, of ids, those some versioned index of dataset holds,
// read in real time.
func (e *env) holders(dataset string, ids []string) map[string]bool {
	e.t.Helper()
	var resp struct {
		Hits struct {
			Hits []struct {
				ID string `json:"_id"`
			} `json:"hits"`
		} `json:"hits"`
	}
	body, _ := json.Marshal(map[string]any{"size": 10000, "_source": false, "query": map[string]any{"ids": map[string]any{"values": ids}}})
	e.get(http.MethodPost, "/"+e.prefix+dataset+"-*/_refresh", nil, nil)
	if status := e.get(http.MethodPost, "/"+e.prefix+dataset+"-*/_search", body, &resp); status != http.StatusOK {
		e.t.Fatalf("searching the versions of %s: status %d", dataset, status)
	}
	out := map[string]bool{}
	for _, h := range resp.Hits.Hits {
		out[h.ID] = true
	}
	return out
}

// tombstoned returns, of ids, those with a tombstone of dataset.
func (e *env) tombstoned(dataset string, ids []string) map[string]bool {
	e.t.Helper()
	keys := make([]string, len(ids))
	for i, id := range ids {
		keys[i] = dataset + ":" + id
	}
	body, _ := json.Marshal(map[string]any{"ids": keys})
	var resp struct {
		Docs []struct {
			ID    string `json:"_id"`
			Found bool   `json:"found"`
		} `json:"docs"`
	}
	if status := e.get(http.MethodPost, "/"+e.prefix+"tombstones/_mget", body, &resp); status != http.StatusOK {
		e.t.Fatalf("reading tombstones: status %d", status)
	}
	out := map[string]bool{}
	for _, d := range resp.Docs {
		if d.Found {
			out[strings.TrimPrefix(d.ID, dataset+":")] = true
		}
	}
	return out
}

// TestBatchRemovalsRacingALoadAndAnIngestStayRemoved runs batch removals
// while loads of a snapshot holding every id and ingests of a batch
// re-observing every id run back to back: once a batch removal has
// returned, none of its ids answers 200 again nor is held by any version.
func TestBatchRemovalsRacingALoadAndAnIngestStayRemoved(t *testing.T) {
	e := newEnv(t)
	srv := e.api()
	const rows, batches, perBatch = 600, 4, 40
	snapshot := jobsSnapshot("r", rows, "2026-11-01T00:00:00Z")
	mustLoad(t, e.loader(), "jobs", snapshot)
	var batch []string
	for i := 1; i <= rows; i++ {
		batch = append(batch, scraped("r", i, fmt.Sprintf("Mühasib %d", i)))
	}
	warmUp(t, e, fmt.Sprintf("r:%d", rows))

	var removed []string
	var failures raceFailures
	fail := failures.add
	done := make(chan struct{})
	var others sync.WaitGroup
	others.Add(2)
	go func() { // loads
		defer others.Done()
		l := e.loader()
		for n := 0; ; n++ {
			select {
			case <-done:
				return
			default:
			}
			if _, err := l.Load(context.Background(), "jobs", strings.NewReader(snapshot)); err != nil {
				fail("load %d: %v", n, err)
			}
		}
	}()
	go func() { // ingests
		defer others.Done()
		in := e.ingester()
		in.ChunkSize = 50
		start := time.Date(2026, 11, 10, 6, 0, 0, 0, time.UTC)
		for n := 1; ; n++ {
			select {
			case <-done:
				return
			default:
			}
			at := start.Add(time.Duration(n) * time.Minute)
			if _, err := in.Ingest(context.Background(), "jobs", "r", at, false, strings.NewReader(strings.Join(batch, "\n")+"\n")); err != nil {
				fail("ingest %d: %v", n, err)
			}
		}
	}()
	remover := &reindex.Remover{Client: e.client, Prefix: e.prefix, Progress: testWriter{t}}
	for b := range batches {
		time.Sleep(300 * time.Millisecond) // let the load and the ingest get going
		var ids []string
		for i := range perBatch {
			ids = append(ids, fmt.Sprintf("r:%d", 1+b+batches*i*3))
		}
		report, err := remover.RemoveAll(context.Background(), "jobs", ids)
		if err != nil {
			t.Fatalf("batch %d: %v", b, err)
		}
		if report.Recorded != perBatch {
			t.Fatalf("batch %d recorded %d removals, want %d", b, report.Recorded, perBatch)
		}
		removed = append(removed, ids...)
		for _, id := range removed {
			if status := call(t, srv, "/v1/jobs/"+id, nil); status != http.StatusGone {
				t.Errorf("%s answers %d after its batch removal returned", id, status)
			}
		}
	}
	close(done)
	others.Wait()
	failures.check(t)
	if held := e.holders("jobs", removed); len(held) > 0 {
		t.Errorf("after the loads and ingests, versions hold %d removed ids: %v", len(held), held)
	}
	listed := e.walk(srv, "/v1/jobs?limit=100")
	for _, id := range removed {
		if status := call(t, srv, "/v1/jobs/"+id, nil); status != http.StatusGone {
			t.Errorf("%s answers %d, want 410", id, status)
		}
		if listed[id] {
			t.Errorf("removed id %s is listed", id)
		}
	}
	if want := rows - 1 - len(removed); len(listed) != want { // warmUp removed one
		t.Errorf("the collection lists %d rows, want %d", len(listed), want)
	}
}

// TestBatchRemovalFailingMidwayListsTheIdsNotFinal kills the engine's
// connection (the fault proxy) before the second chunk of the delete
// pass: the error lists exactly the ids that are not final (no tombstone,
// or a version still holds them), and running the removal again on those
// makes them final, but for the ids nobody ever held.
func TestBatchRemovalFailingMidwayListsTheIdsNotFinal(t *testing.T) {
	e := newEnv(t)
	const rows = 5000
	var snapshot strings.Builder
	for i := 1; i <= rows; i++ {
		snapshot.WriteString(eventLine(fmt.Sprintf("tix:%d", i), "2026-11-01T00:00:00Z", 40.4, 49.8) + "\n")
	}
	mustLoad(t, e.loader(), "events", snapshot.String())
	direct := &reindex.Remover{Client: e.client, Prefix: e.prefix, Progress: testWriter{t}}
	if _, err := direct.RemoveAll(context.Background(), "events", []string{"tix:1", "tix:2", "tix:3"}); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for i := 1; i <= rows; i++ {
		ids = append(ids, fmt.Sprintf("tix:%d", i))
	}
	ids = append(ids, "tix:never-1", "tix:never-2")

	proxy := testenv.NewFaultProxy(t, config.FromEnv().OpenSearchURLs[0])
	proxied, err := opensearch.New(opensearch.Config{URLs: []string{proxy.URLFor(config.FromEnv().OpenSearchURLs[0])}, RequestTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	remover := &reindex.Remover{Client: proxied, Prefix: e.prefix, Progress: testWriter{t}}
	reindex.BeforeRemoveStep(remover, func(step string) {
		if step == "delete chunk 2" {
			if err := proxy.Reset(); err != nil {
				t.Error(err)
			}
		}
	})
	_, err = remover.RemoveAll(context.Background(), "events", ids)
	var batch *reindex.BatchError
	if !errors.As(err, &batch) {
		t.Fatalf("removal through a broken connection: %v, want a BatchError", err)
	}
	if err := proxy.Pass(); err != nil {
		t.Fatal(err)
	}
	stones, held := e.tombstoned("events", ids), e.holders("events", ids)
	var notFinal []string
	for _, id := range ids {
		if !stones[id] || held[id] {
			notFinal = append(notFinal, id)
		}
	}
	if !slices.Equal(batch.Pending, notFinal) {
		t.Fatalf("listed %d ids as not final, the engine says %d are (first listed %v, first not final %v)",
			len(batch.Pending), len(notFinal), batch.Pending[:min(5, len(batch.Pending))], notFinal[:min(5, len(notFinal))])
	}
	if batch.Final != len(ids)-len(notFinal) || batch.Final < 2000 || len(notFinal) < 2000 {
		t.Fatalf("final %d, not final %d: the failure was not midway", batch.Final, len(notFinal))
	}
	_, err = direct.RemoveAll(context.Background(), "events", batch.Pending)
	if !errors.As(err, &batch) || !errors.Is(err, reindex.ErrNeverHeld) || !slices.Equal(batch.Pending, []string{"tix:never-1", "tix:never-2"}) {
		t.Fatalf("the rerun: %v, want only the two ids never held left", err)
	}
	if n := e.count(e.prefix + "events"); n != 0 {
		t.Fatalf("after the rerun the alias holds %d rows, want 0", n)
	}
}

// TestBatchRemovalRegroupsTheBlocksItTouched removes, in one batch, the
// canonical copy of a group of three and one copy of a group of two: the
// first group hands over, the second is none.
func TestBatchRemovalRegroupsTheBlocksItTouched(t *testing.T) {
	e := newEnv(t)
	loadTwoGroups(t, e)
	remover := &reindex.Remover{Client: e.client, Prefix: e.prefix, Progress: testWriter{t}}
	report, err := remover.RemoveAll(context.Background(), "jobs", []string{"emp:1", "agg:4"})
	if err != nil || report.Recorded != 2 || report.Deleted != 2 {
		t.Fatalf("batch removal: %+v, %v", report, err)
	}
	e.expectGroups("after the batch removal", []string{"brd:1", "agg:1"})
}
