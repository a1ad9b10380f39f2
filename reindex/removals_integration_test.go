package reindex_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"readapi/reindex"
)

// raceFailures collects what the goroutines of a race test saw go wrong,
// reported together once they have stopped.
type raceFailures struct {
	mu   sync.Mutex
	list []string
}

// add records one failure.
func (f *raceFailures) add(format string, args ...any) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.list = append(f.list, fmt.Sprintf(format, args...))
}

// check fails the test with the first failures, if there are any.
func (f *raceFailures) check(t *testing.T) {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.list) > 0 {
		t.Fatalf("%d failures, first ones: %v", len(f.list), f.list[:min(len(f.list), 10)])
	}
}

// TestRemovalsRacingLoadsStayRemoved runs removal streams while loads of a
// snapshot that still holds every id run back to back: once a remove has
// returned, its id never answers 200 again, and after the loads no index
// behind the alias and no page of the collection holds it.
func TestRemovalsRacingLoadsStayRemoved(t *testing.T) {
	e := newEnv(t)
	srv := e.api()
	l := e.loader()
	// Loads run back to back, at least minLoads of them, until enough
	// removals have raced them (a fast machine removes fewer per load).
	const rows, minLoads, maxLoads, streams, perStream = 1000, 2, 10, 3, 20
	snapshot := jobsSnapshot("r", rows, "2026-11-01T00:00:00Z")
	mustLoad(t, l, "jobs", snapshot)
	warmUp(t, e, fmt.Sprintf("r:%d", rows))

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var mu sync.Mutex
	var removed []string // ids whose remove has returned
	var failures raceFailures
	fail := failures.add
	removedSoFar := func() int {
		mu.Lock()
		defer mu.Unlock()
		return len(removed)
	}
	var wg sync.WaitGroup
	loadsDone := make(chan struct{})
	loads := 0
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(loadsDone)
		for ; loads < maxLoads && (loads < minLoads || removedSoFar() < streams*3); loads++ {
			if _, err := l.Load(ctx, "jobs", strings.NewReader(snapshot)); err != nil {
				fail("load %d: %v", loads, err)
			}
		}
	}()
	for s := range streams {
		wg.Add(1)
		go func() {
			defer wg.Done()
			remover := &reindex.Remover{Client: e.client, Prefix: e.prefix, Progress: testWriter{t}}
			for i := range perStream {
				select {
				case <-loadsDone:
					return
				default:
				}
				id := fmt.Sprintf("r:%d", 1+s+streams*i)
				if _, err := remover.Remove(ctx, "jobs", id); err != nil {
					fail("remove %s: %v", id, err)
					continue
				}
				mu.Lock()
				removed = append(removed, id)
				mu.Unlock()
			}
		}()
	}
	// A reader checks every returned removal again and again while the
	// loads run.
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-loadsDone:
				return
			default:
			}
			mu.Lock()
			ids := slices.Clone(removed)
			mu.Unlock()
			for _, id := range ids {
				if status := call(t, srv, "/v1/jobs/"+id, nil); status != http.StatusGone {
					fail("%s answered %d after its remove returned", id, status)
				}
			}
			time.Sleep(20 * time.Millisecond)
		}
	}()
	wg.Wait()
	failures.check(t)
	if len(removed) < streams*3 {
		t.Fatalf("only %d removals ran during the loads; the race was not exercised", len(removed))
	}
	t.Logf("%d removals ran during %d loads", len(removed), loads)
	for _, id := range removed {
		if status := call(t, srv, "/v1/jobs/"+id, nil); status != http.StatusGone {
			t.Errorf("%s answers %d after the loads, want 410", id, status)
		}
	}
	// No versioned index of the alias holds a removed id (the write side),
	body, _ := json.Marshal(map[string]any{"size": 100, "_source": false, "query": map[string]any{"ids": map[string]any{"values": removed}}})
	var found struct {
		Hits struct {
			Hits []struct {
				Index string `json:"_index"`
				ID    string `json:"_id"`
			} `json:"hits"`
		} `json:"hits"`
	}
	e.get(http.MethodPost, "/"+e.prefix+"jobs-*/_search", body, &found)
	for _, h := range found.Hits.Hits {
		t.Errorf("%s still holds removed id %s", h.Index, h.ID)
	}
	// and no page of the collection lists one (the read side).
	listed := e.walk(srv, "/v1/jobs?limit=100")
	for _, id := range removed {
		if listed[id] {
			t.Errorf("removed id %s is listed in /v1/jobs", id)
		}
	}
	if want := rows - 1 - len(removed); len(listed) != want {
		t.Errorf("the collection lists %d rows, want %d", len(listed), want)
	}
}

// walk follows meta.next from path and returns the ids listed.
func (e *env) walk(srv *httptest.Server, path string) map[string]bool {
	e.t.Helper()
	ids := map[string]bool{}
	for _, row := range e.pagesOf(srv.URL, path) {
		ids[row["id"].(string)] = true
	}
	return ids
}

// pagesOf returns every row of the collection at base+path, following
// meta.next with the same parameters.
func (e *env) pagesOf(base, path string) []map[string]any {
	e.t.Helper()
	rows, err := tryPages(base, path)
	if err != nil {
		e.t.Fatal(err)
	}
	return rows
}

// tryPages is pagesOf returning the first failure.
func tryPages(base, path string) ([]map[string]any, error) {
	var rows []map[string]any
	next := path
	for {
		resp, err := http.Get(base + next)
		if err != nil {
			return nil, err
		}
		var page struct {
			Data []map[string]any `json:"data"`
			Meta struct {
				Next *string `json:"next"`
			} `json:"meta"`
		}
		err = json.NewDecoder(resp.Body).Decode(&page)
		resp.Body.Close()
		if err != nil || resp.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("%s: status %d, %v", next, resp.StatusCode, err)
		}
		rows = append(rows, page.Data...)
		if page.Meta.Next == nil {
			return rows, nil
		}
		next = path + "&cursor=" + url.QueryEscape(*page.Meta.Next)
	}
}

// TestLostRemovalsListFailsLoadsAndIngests loses the tombstone index (a lost
// data directory, a partial restore): the next load and ingest fail and
// leave the alias alone, instead of bringing the removed record back.
func TestLostRemovalsListFailsLoadsAndIngests(t *testing.T) {
	e := newEnv(t)
	srv := e.api()
	l := e.loader()
	snapshot := jobsSnapshot("a", 50, "2026-11-01T00:00:00Z")
	// A fresh deployment has no removals list: loads and ingests run.
	mustLoad(t, l, "jobs", snapshot)
	mustIngest(t, e.ingester(), "jobs", "s", "2026-11-02T00:00:00Z", false, posting("s:1", "New"))
	remover := &reindex.Remover{Client: e.client, Prefix: e.prefix}
	for _, id := range []string{"a:3", "a:4"} {
		if _, err := remover.Remove(context.Background(), "jobs", id); err != nil {
			t.Fatal(err)
		}
	}
	live := e.aliasTargets("jobs")

	// A list shorter than what the live index applied is refused...
	if status := e.get(http.MethodDelete, "/"+e.prefix+"tombstones/_doc/jobs:a:4?refresh=true", nil, nil); status != http.StatusOK {
		t.Fatalf("deleting a tombstone: %d", status)
	}
	if _, err := l.Load(context.Background(), "jobs", strings.NewReader(snapshot)); err == nil || !strings.Contains(err.Error(), "holds 1 removals of jobs") {
		t.Fatalf("load with a short removals list: %v, want a failure naming the counts", err)
	}
	// ...and so is a missing one, by loads and ingests alike.
	for _, index := range e.indices("tombstones*") {
		e.get(http.MethodDelete, "/"+index, nil, nil)
	}
	if _, err := l.Load(context.Background(), "jobs", strings.NewReader(snapshot)); err == nil || !strings.Contains(err.Error(), "lost") {
		t.Fatalf("load without the removals list: %v, want a failure", err)
	}
	at, _ := time.Parse(time.RFC3339, "2026-11-03T00:00:00Z")
	if _, err := e.ingester().Ingest(context.Background(), "jobs", "s", at, false, strings.NewReader(posting("s:2", "New")+"\n")); err == nil || !strings.Contains(err.Error(), "lost") {
		t.Fatalf("ingest without the removals list: %v, want a failure", err)
	}
	if after := e.aliasTargets("jobs"); !slices.Equal(after, live) {
		t.Fatalf("the alias moved from %v to %v", live, after)
	}
	for _, id := range []string{"a:3", "a:4"} {
		if status := call(t, srv, "/v1/jobs/"+id, nil); status == http.StatusOK {
			t.Fatalf("removed %s answers 200", id)
		}
	}
}

// TestMirrorOfTheRemovalsFeedMissesNothing tails /v1/jobs/removed the way
// a mirror does (since the newest removed_at seen, following meta.next)
// while four remove streams run at once, one of them on a machine whose
// clock is two seconds behind: the mirror learns every removal.
func TestMirrorOfTheRemovalsFeedMissesNothing(t *testing.T) {
	e := newEnv(t)
	srv := e.api()
	const streams, perStream = 4, 6
	mustLoad(t, e.loader(), "jobs", jobsSnapshot("m", streams*perStream+1, "2026-11-01T00:00:00Z"))
	warmUp(t, e, fmt.Sprintf("m:%d", streams*perStream+1))

	var want []string
	var wg sync.WaitGroup
	errs := make(chan error, streams*perStream)
	for s := range streams {
		remover := &reindex.Remover{Client: e.client, Prefix: e.prefix, Progress: testWriter{t}}
		if s == 0 {
			remover.Clock = func() time.Time { return time.Now().Add(-2 * time.Second) }
		}
		for i := range perStream {
			want = append(want, fmt.Sprintf("m:%d", 1+s*perStream+i))
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range perStream {
				if _, err := remover.Remove(context.Background(), "jobs", fmt.Sprintf("m:%d", 1+s*perStream+i)); err != nil {
					errs <- err
				}
			}
		}()
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()

	learned := map[string]bool{fmt.Sprintf("m:%d", streams*perStream+1): true}
	since := "2000-01-01T00:00:00Z"
	poll := func() {
		path := "/v1/jobs/removed?limit=5&since=" + url.QueryEscape(since)
		rows, err := tryPages(srv.URL, path)
		if err != nil {
			// A mirror polls again later; the first removal creates the
			// list, whose shard answers a moment after.
			t.Log(err)
			time.Sleep(50 * time.Millisecond)
		}
		for _, row := range rows {
			learned[row["id"].(string)] = true
			if at := row["removed_at"].(string); newer(at, since) {
				since = at
			}
		}
	}
	for finished := false; !finished; {
		select {
		case <-done:
			finished = true
		default:
		}
		poll()
		time.Sleep(10 * time.Millisecond)
	}
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	var missed []string
	for _, id := range want {
		if !learned[id] {
			missed = append(missed, id)
		}
	}
	if len(missed) > 0 {
		t.Fatalf("the mirror never learned %d of %d removals: %v", len(missed), len(want), missed)
	}
}

// newer reports whether RFC 3339 instant a is later than b.
func newer(a, b string) bool {
	ta, err1 := time.Parse(time.RFC3339Nano, a)
	tb, err2 := time.Parse(time.RFC3339Nano, b)
	return err1 == nil && err2 == nil && ta.After(tb)
}

// warmUp removes one id before the concurrent part of a test, so that the
// removals list exists (its shard started) when the race begins.
func warmUp(t *testing.T, e *env, id string) {
	t.Helper()
	if _, err := (&reindex.Remover{Client: e.client, Prefix: e.prefix}).Remove(context.Background(), "jobs", id); err != nil {
		t.Fatal(err)
	}
}

// TestRemovedRowWrittenBackIsNotServed writes a removed row back into the
// live index behind every guard of the write side (as a bug or a restore
// might): the API still answers 410 for it and lists it in no page.
func TestRemovedRowWrittenBackIsNotServed(t *testing.T) {
	e := newEnv(t)
	srv := e.api()
	live := mustLoad(t, e.loader(), "jobs", jobsSnapshot("w", 30, "2026-11-01T00:00:00Z"))
	if _, err := (&reindex.Remover{Client: e.client, Prefix: e.prefix}).Remove(context.Background(), "jobs", "w:7"); err != nil {
		t.Fatal(err)
	}
	if status := call(t, srv, "/v1/jobs/w:7", nil); status != http.StatusGone {
		t.Fatalf("removed id answers %d, want 410", status)
	}
	back := jobLine("w", 7, "2026-11-01T00:00:00Z")
	if status := e.get(http.MethodPut, "/"+live.Index+"/_doc/w:7?refresh=true", []byte(back), nil); status >= 300 {
		t.Fatalf("writing the row back: %d", status)
	}
	// The API's copy of the removals list is at most a second old.
	time.Sleep(1500 * time.Millisecond)
	for range 3 {
		if status := call(t, srv, "/v1/jobs/w:7", nil); status != http.StatusGone {
			t.Fatalf("removed id written back answers %d, want 410", status)
		}
		if listed := e.walk(srv, "/v1/jobs?limit=7"); listed["w:7"] || len(listed) != 29 {
			t.Fatalf("the collection lists %d rows, the removed w:7: %v", len(listed), listed["w:7"])
		}
		time.Sleep(300 * time.Millisecond)
	}
}

// TestRemovalsRacingIngestsStayRemoved runs removal streams while batches
// that still carry every id are ingested back to back, in small chunks:
// once a remove has returned, its id never answers 200 again and no page
// lists it.
func TestRemovalsRacingIngestsStayRemoved(t *testing.T) {
	e := newEnv(t)
	srv := e.api()
	const rows, streams, perStream = 600, 2, 12
	var batch []string
	for i := 1; i <= rows; i++ {
		batch = append(batch, posting(fmt.Sprintf("s:%d", i), fmt.Sprintf("Mühasib %d", i)))
	}
	in := e.ingester()
	in.ChunkSize = 50
	start := time.Date(2026, 11, 10, 6, 0, 0, 0, time.UTC)
	mustIngest(t, in, "jobs", "s", start.Format(time.RFC3339), false, batch...)
	warmUp(t, e, fmt.Sprintf("s:%d", rows))

	var mu sync.Mutex
	var removed []string
	var failures raceFailures
	fail := failures.add
	removalsDone := make(chan struct{})
	var removers, others sync.WaitGroup
	for s := range streams {
		removers.Add(1)
		go func() {
			defer removers.Done()
			remover := &reindex.Remover{Client: e.client, Prefix: e.prefix, Progress: testWriter{t}}
			for i := range perStream {
				// ids spread over the batch, most in its later chunks
				id := fmt.Sprintf("s:%d", rows-1-(s+streams*i)*7)
				if _, err := remover.Remove(context.Background(), "jobs", id); err != nil {
					fail("remove %s: %v", id, err)
					continue
				}
				mu.Lock()
				removed = append(removed, id)
				mu.Unlock()
			}
		}()
	}
	go func() { removers.Wait(); close(removalsDone) }()
	others.Add(2)
	go func() {
		defer others.Done()
		for n := 1; ; n++ {
			select {
			case <-removalsDone:
				return
			default:
			}
			at := start.Add(time.Duration(n) * time.Minute)
			if _, err := in.Ingest(context.Background(), "jobs", "s", at, false, strings.NewReader(strings.Join(batch, "\n")+"\n")); err != nil {
				fail("ingest %d: %v", n, err)
			}
		}
	}()
	go func() {
		defer others.Done()
		for {
			select {
			case <-removalsDone:
				return
			default:
			}
			mu.Lock()
			ids := slices.Clone(removed)
			mu.Unlock()
			for _, id := range ids {
				if status := call(t, srv, "/v1/jobs/"+id, nil); status != http.StatusGone {
					fail("%s answered %d after its remove returned", id, status)
				}
			}
			time.Sleep(10 * time.Millisecond)
		}
	}()
	others.Wait()
	failures.check(t)
	listed := e.walk(srv, "/v1/jobs?limit=100")
	for _, id := range removed {
		if status := call(t, srv, "/v1/jobs/"+id, nil); status != http.StatusGone {
			t.Errorf("%s answers %d after the ingests, want 410", id, status)
		}
		if listed[id] {
			t.Errorf("removed id %s is listed in /v1/jobs", id)
		}
	}
	if want := rows - 1 - len(removed); len(listed) != want {
		t.Errorf("the collection lists %d rows, want %d", len(listed), want)
	}
}
