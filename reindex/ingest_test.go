package reindex_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"

	"readapi"
	"readapi/handlers"
	"readapi/reindex"
	"readapi/search"
	"readapi/search/engine"
	"readapi/search/sources"
)

// api serves the read API over the env's prefix.
func (e *env) api() *httptest.Server {
	engine := engine.New(e.client, e.prefix, search.NewSigner("x"))
	engine.Sources = &sources.Catalog{Client: e.client, Prefix: e.prefix, TTL: time.Nanosecond}
	srv := httptest.NewServer((&handlers.Server{Engine: engine, Log: zap.NewNop()}).Handler())
	e.t.Cleanup(srv.Close)
	return srv
}

// call fetches path from the API and decodes data; it returns the status.
func call(t *testing.T, srv *httptest.Server, path string, data any) int {
	t.Helper()
	resp, err := http.Get(srv.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var env struct {
		Data json.RawMessage `json:"data"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&env); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if data != nil && resp.StatusCode == http.StatusOK {
		if err := json.Unmarshal(env.Data, data); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
	}
	return resp.StatusCode
}

func (e *env) ingester() *reindex.Ingester {
	return &reindex.Ingester{Client: e.client, Prefix: e.prefix, Progress: testWriter{e.t}}
}

func mustIngest(t *testing.T, in *reindex.Ingester, dataset, source, at string, complete bool, lines ...string) *reindex.IngestReport {
	t.Helper()
	instant, _ := time.Parse(time.RFC3339, at)
	r, err := in.Ingest(context.Background(), dataset, source, instant, complete, strings.NewReader(strings.Join(lines, "\n")+"\n"))
	if err != nil {
		t.Fatalf("ingest %s/%s at %s: %v", dataset, source, at, err)
	}
	return r
}

// posting is a scraped jobs line (no platform-kept fields).
func posting(id, title string, extra ...string) string {
	return "{" + strings.Join(append([]string{fmt.Sprintf(`"id":%q`, id), `"source":"s"`, fmt.Sprintf(`"title":%q`, title), `"url":"https://s.az/` + id + `?t=1"`}, extra...), ",") + "}"
}

func TestIngestJobsLifecycle(t *testing.T) {
	e := newEnv(t)
	srv := e.api()
	in := e.ingester()
	var job map[string]any
	get := func(id string) map[string]any {
		t.Helper()
		job = nil
		if status := call(t, srv, "/v1/jobs/"+id, &job); status != http.StatusOK {
			t.Fatalf("GET /v1/jobs/%s: %d", id, status)
		}
		return job
	}

	r := mustIngest(t, in, "jobs", "s", "2026-11-10T06:00:00Z", false,
		posting("s:1", "Mühasib"), posting("s:2", "Satış meneceri"), posting("s:3", "Driver"))
	if r.Created != 3 {
		t.Fatalf("first batch %+v", r)
	}
	if got := e.aliasTargets("jobs"); len(got) != 1 || r.Index != got[0] || r.Alias != e.prefix+"jobs" || r.Elapsed <= 0 {
		t.Errorf("first batch applied to %s behind %s in %s; the alias points at %v", r.Index, r.Alias, r.Elapsed, got)
	}
	j := get("s:1")
	if j["first_seen_at"] != "2026-11-10T06:00:00Z" || j["ingested_at"] != "2026-11-10T06:00:00Z" || j["times_seen"] != 1.0 || j["active"] != true || j["deactivated_at"] != nil {
		t.Fatalf("new posting %v", j)
	}

	// Seen again: keeps first_seen_at, one more times_seen, new values; the
	// platform-kept fields in the line are ignored.
	r = mustIngest(t, in, "jobs", "s", "2026-11-10T18:00:00Z", false,
		posting("s:1", "Baş mühasib", `"times_seen":99`, `"active":false`, `"first_seen_at":"2020-01-01T00:00:00Z"`, `"ingested_at":"2030-01-01T00:00:00Z"`),
		`not json`, posting("s:2", "Satış meneceri", `"nonsense_field":1`))
	if r.Updated != 1 || r.Rejected != 2 {
		t.Fatalf("second batch %+v, want 1 updated and 2 rejected", r)
	}
	j = get("s:1")
	if j["title"] != "Baş mühasib" || j["first_seen_at"] != "2026-11-10T06:00:00Z" || j["times_seen"] != 2.0 || j["ingested_at"] != "2026-11-10T18:00:00Z" || j["active"] != true {
		t.Fatalf("re-seen posting %v", j)
	}

	// The same batch again changes nothing; an older batch never moves a row back.
	r = mustIngest(t, in, "jobs", "s", "2026-11-10T18:00:00Z", false, posting("s:1", "Baş mühasib"))
	if r.Unchanged != 1 || r.Updated != 0 {
		t.Fatalf("repeated batch %+v", r)
	}
	mustIngest(t, in, "jobs", "s", "2026-11-10T12:00:00Z", false, posting("s:1", "Old title"))
	if j = get("s:1"); j["times_seen"] != 2.0 || j["title"] != "Baş mühasib" {
		t.Fatalf("after repeat and older batch: %v", j)
	}

	// A complete batch at 2026-11-11T06:00Z lacks s:2 and s:3. s:3 was last
	// seen exactly 24 hours earlier (retired: the boundary counts); s:2 was
	// re-seen at 06:00:01 the day before (kept). A batch that is not complete
	// retires nothing.
	mustIngest(t, in, "jobs", "s", "2026-11-10T06:00:01Z", false, posting("s:2", "Satış meneceri"))
	r = mustIngest(t, in, "jobs", "s", "2026-11-11T06:00:00Z", false, posting("s:1", "Baş mühasib"))
	if r.Retired != 0 || get("s:3")["active"] != true {
		t.Fatalf("a batch that is not complete retired postings: %+v", r)
	}
	r = mustIngest(t, in, "jobs", "s", "2026-11-11T06:00:00Z", true, posting("s:1", "Baş mühasib"))
	if r.Retired != 1 || r.Unchanged != 1 {
		t.Fatalf("complete batch %+v, want 1 retired", r)
	}
	if j = get("s:3"); j["active"] != false || j["deactivated_at"] != "2026-11-11T06:00:00Z" || j["ingested_at"] != "2026-11-10T06:00:00Z" || j["title"] != "Driver" {
		t.Fatalf("retired posting %v", j)
	}
	if j = get("s:2"); j["active"] != true {
		t.Fatalf("posting seen 23:59:59 earlier was retired: %v", j)
	}
	// Retirement does not move ingested_at, but updated_after still finds it.
	var rows []map[string]any
	call(t, srv, "/v1/jobs?updated_after=2026-11-11T00:00:00Z&order=ingested_at", &rows)
	if len(rows) != 2 || rows[0]["id"] != "s:3" || rows[1]["id"] != "s:1" {
		t.Fatalf("updated_after after the retirement: %v", rows)
	}
	call(t, srv, "/v1/jobs?active=false", &rows)
	if len(rows) != 1 || rows[0]["id"] != "s:3" {
		t.Fatalf("active=false: %v", rows)
	}
	// The same complete batch again retires nothing more.
	if r = mustIngest(t, in, "jobs", "s", "2026-11-11T06:00:00Z", true, posting("s:1", "Baş mühasib")); r.Retired != 0 {
		t.Fatalf("repeated complete batch retired %d", r.Retired)
	}
	// A posting seen again after retirement is live again.
	mustIngest(t, in, "jobs", "s", "2026-11-12T06:00:00Z", false, posting("s:3", "Driver"))
	if j = get("s:3"); j["active"] != true || j["deactivated_at"] != nil || j["times_seen"] != 2.0 {
		t.Fatalf("re-seen retired posting %v", j)
	}

	// The source listing: counts, quality and the last accepted batch.
	var sources []map[string]any
	call(t, srv, "/v1/sources", &sources)
	var s map[string]any
	for _, row := range sources {
		if row["source"] == "s" && row["dataset"] == "jobs" {
			s = row
		}
	}
	if s == nil || s["records"] != 3.0 || s["live_records"] != 3.0 || s["last_ingested_at"] != "2026-11-12T06:00:00Z" || s["source_type"] != "unknown" || s["name"] != nil {
		t.Fatalf("listing row %v", s)
	}
}

func TestIngestOtherDatasets(t *testing.T) {
	e := newEnv(t)
	srv := e.api()
	in := e.ingester()
	var row map[string]any

	// Rates are immutable.
	rate := `{"id":"cbar:2026-11-10:USD","source":"cbar","date":"2026-11-10","effective_date":"2026-11-10","carried_forward":false,"kind":"currency","base":"AZN","code":"USD","name":"1 ABŞ dolları","unit":"unit","nominal":1,"value":1.7,"rate_per_unit":1.7,"source_url":null,"bulletin_url":null}`
	mustIngest(t, in, "rates", "cbar", "2026-11-10T10:00:00Z", false, rate)
	r := mustIngest(t, in, "rates", "cbar", "2026-11-11T10:00:00Z", false, strings.Replace(rate, `"value":1.7`, `"value":9.9`, 1))
	if r.Immutable != 1 {
		t.Fatalf("rates re-ingest %+v", r)
	}
	call(t, srv, "/v1/rates/cbar:2026-11-10:USD", &row)
	if row["value"] != 1.7 || row["ingested_at"] != "2026-11-10T10:00:00Z" {
		t.Fatalf("rate rewritten: %v", row)
	}
	// The second batch changed no row, yet it was accepted: the listing's
	// last_ingested_at is the batch's instant, not the newest row's.
	var sources []map[string]any
	call(t, srv, "/v1/sources", &sources)
	listed := 0
	for _, s := range sources {
		if s["dataset"] != "rates" {
			continue
		}
		listed++
		if s["source"] != "cbar" || s["last_ingested_at"] != "2026-11-11T10:00:00Z" || s["records"] != 1.0 || s["quality"] != nil {
			t.Fatalf("rates listing row %v, want last_ingested_at from the second batch", s)
		}
	}
	if listed != 1 {
		t.Fatalf("%d rates sources listed, want 1", listed)
	}
	// A snapshot loaded later says the scraper ran later than the last batch.
	mustLoad(t, e.loader(), "rates", strings.Replace(rate, `"source_url"`, `"ingested_at":"2026-11-13T00:00:00Z","source_url"`, 1)+"\n")
	call(t, srv, "/v1/sources", &sources)
	for _, s := range sources {
		if s["dataset"] == "rates" && s["last_ingested_at"] != "2026-11-13T00:00:00Z" {
			t.Fatalf("rates listing row %v after a newer snapshot, want its newest ingested_at", s)
		}
	}

	// Genome: version null until an ok probe, sticky after a failed one.
	marker := func(status, version string) string {
		return fmt.Sprintf(`{"id":"ensembl","source":"registry","source_id":"ensembl","source_name":"Ensembl","authority":"EMBL-EBI","category":"genome_metadata","update_frequency":"release_based","status":%q,"release_version":%s,"sort_order":1,"extra":null}`, status, version)
	}
	mustIngest(t, in, "genome", "registry", "2026-11-01T00:00:00Z", false, marker("unreachable", "null"))
	call(t, srv, "/v1/genome/releases/ensembl", &row)
	if row["release_version"] != nil || row["retrieved_at"] != nil || row["status"] != "unreachable" {
		t.Fatalf("never-ok marker %v", row)
	}
	mustIngest(t, in, "genome", "registry", "2026-11-02T00:00:00Z", false, marker("ok", `"114"`))
	mustIngest(t, in, "genome", "registry", "2026-11-03T00:00:00Z", false, marker("degraded", `"999"`))
	call(t, srv, "/v1/genome/releases/ensembl", &row)
	if row["release_version"] != "114" || row["retrieved_at"] != "2026-11-02T00:00:00Z" || row["status"] != "degraded" || row["ingested_at"] != "2026-11-03T00:00:00Z" {
		t.Fatalf("marker after ok then degraded: %v", row)
	}

	// Reachability: failures count up, a 200 resets, a vantage change restarts.
	probe := func(vantage string, status string, class string) string {
		return fmt.Sprintf(`{"id":"p:t1","source":"p","target_id":"t1","url":"https://gov.az","watchlist":"gov","vantage":%q,"http_status":%s,"final_url":null,"redirected":false,"failure_class":%s,"error":null,"response_ms":null,"robots_allowed":true,"checked_at":null}`, vantage, status, class)
	}
	mustIngest(t, in, "reachability", "p", "2026-11-01T00:00:00Z", false, probe("baku", "200", "null"))
	mustIngest(t, in, "reachability", "p", "2026-11-02T00:00:00Z", false, probe("baku", "null", `"timeout"`))
	mustIngest(t, in, "reachability", "p", "2026-11-03T00:00:00Z", false, probe("baku", "503", `"http_error"`))
	call(t, srv, "/v1/reachability/p:t1", &row)
	if row["reachable"] != false || row["consecutive_failures"] != 2.0 || row["first_failed_at"] != "2026-11-02T00:00:00Z" || row["last_reachable_at"] != "2026-11-01T00:00:00Z" {
		t.Fatalf("after two failures %v", row)
	}
	mustIngest(t, in, "reachability", "p", "2026-11-04T00:00:00Z", false, probe("frankfurt", "null", `"dns_error"`))
	call(t, srv, "/v1/reachability/p:t1", &row)
	if row["consecutive_failures"] != 1.0 || row["first_failed_at"] != "2026-11-04T00:00:00Z" || row["last_reachable_at"] != nil {
		t.Fatalf("after a vantage change %v", row)
	}
	mustIngest(t, in, "reachability", "p", "2026-11-05T00:00:00Z", false, probe("frankfurt", "200", "null"))
	call(t, srv, "/v1/reachability/p:t1", &row)
	if row["reachable"] != true || row["consecutive_failures"] != 0.0 || row["first_failed_at"] != nil || row["failure_class"] != nil || row["last_reachable_at"] != "2026-11-05T00:00:00Z" {
		t.Fatalf("after a 200 %v", row)
	}
	bogus, _ := time.Parse(time.RFC3339, "2026-11-06T00:00:00Z")
	if _, err := in.Ingest(context.Background(), "reachability", "p", bogus, false, strings.NewReader(probe("frankfurt", "204", `"bogus"`)+"\n")); err == nil || !strings.Contains(err.Error(), "rejected") {
		t.Fatalf("a failure class outside the closed set was accepted: %v", err)
	}

	// Events upsert with ingested_at = T.
	mustIngest(t, in, "events", "iticket", "2026-11-01T00:00:00Z", false, `{"id":"iticket:1","source":"iticket","name":"Konsert"}`)
	mustIngest(t, in, "events", "iticket", "2026-11-02T00:00:00Z", false, `{"id":"iticket:1","source":"iticket","name":"Konsert (yeni)"}`)
	call(t, srv, "/v1/events/iticket:1", &row)
	if row["name"] != "Konsert (yeni)" || row["ingested_at"] != "2026-11-02T00:00:00Z" {
		t.Fatalf("event %v", row)
	}
}

func TestIngestSkipsRemovedAndFeedListsThem(t *testing.T) {
	e := newEnv(t)
	srv := e.api()
	in := e.ingester()
	mustIngest(t, in, "jobs", "s", "2026-11-10T06:00:00Z", false, posting("s:1", "A"), posting("s:2", "B"))
	if _, err := (&reindex.Remover{Client: e.client, Prefix: e.prefix}).Remove(context.Background(), "jobs", "s:1"); err != nil {
		t.Fatal(err)
	}
	r := mustIngest(t, in, "jobs", "s", "2026-11-11T06:00:00Z", false, posting("s:1", "A"), posting("s:2", "B"))
	if r.Removed != 1 || r.Updated != 1 {
		t.Fatalf("ingest after removal %+v", r)
	}
	if status := call(t, srv, "/v1/jobs/s:1", nil); status != http.StatusGone {
		t.Fatalf("removed id answers %d, want 410", status)
	}
	var rows []map[string]any
	call(t, srv, "/v1/jobs", &rows)
	if len(rows) != 1 || rows[0]["id"] != "s:2" {
		t.Fatalf("collection after removal: %v", rows)
	}
	call(t, srv, "/v1/jobs/removed?since=2000-01-01T00:00:00Z", &rows)
	if len(rows) != 1 || rows[0]["id"] != "s:1" || rows[0]["removed_at"] == nil {
		t.Fatalf("removals feed: %v", rows)
	}
}

func TestLoadAndIngestDoNotInterleave(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	mustLoad(t, l, "jobs", jobsSnapshot("s", 3, "2026-11-01T00:00:00Z"))
	input := &blockingReader{r: strings.NewReader(jobsSnapshot("s", 3, "2026-11-01T00:00:00Z")), reached: make(chan struct{}), release: make(chan struct{})}
	input.releaseEOF = true
	done := make(chan error)
	go func() {
		_, err := l.Load(context.Background(), "jobs", input)
		done <- err
	}()
	<-input.reached
	// While the load runs, an ingest that will hardly wait is applied at
	// once: it does not wait for the load...
	in := e.ingester()
	in.LockWait = 200 * time.Millisecond
	at, _ := time.Parse(time.RFC3339, "2026-11-05T00:00:00Z")
	_, err := in.Ingest(context.Background(), "jobs", "s", at, false, strings.NewReader(posting("s:9", "New")+"\n"))
	if err != nil {
		t.Fatalf("ingest during a load: %v", err)
	}
	// ...and one that waits longer too: nothing is lost.
	in.LockWait = time.Minute
	ingested := make(chan error)
	go func() {
		_, err := in.Ingest(context.Background(), "jobs", "s", at, false, strings.NewReader(posting("s:9", "New")+"\n"))
		ingested <- err
	}()
	time.Sleep(300 * time.Millisecond)
	close(input.release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if err := <-ingested; err != nil {
		t.Fatal(err)
	}
	if n := e.count(e.prefix + "jobs"); n != 4 {
		t.Fatalf("after load then waiting ingest: %d rows, want 4", n)
	}
}

// TestRemovalDuringIngestIsNotWrittenBack removes a posting while a batch
// that still carries it is being applied: the ingest must not bring it back.
func TestRemovalDuringIngestIsNotWrittenBack(t *testing.T) {
	e := newEnv(t)
	srv := e.api()
	in := e.ingester()
	mustIngest(t, in, "jobs", "s", "2026-11-10T06:00:00Z", false, posting("s:1", "A"), posting("s:2", "B"))

	pr, pw := io.Pipe()
	done := make(chan error, 1)
	var report *reindex.IngestReport
	go func() {
		var err error
		report, err = in.Ingest(context.Background(), "jobs", "s", time.Date(2026, 11, 11, 6, 0, 0, 0, time.UTC), false, pr)
		done <- err
	}()
	// Once the first line has been taken, the ingest has read the
	// removals; the removal lands after that.
	if _, err := io.WriteString(pw, posting("s:2", "B")+"\n"); err != nil {
		t.Fatal(err)
	}
	if _, err := (&reindex.Remover{Client: e.client, Prefix: e.prefix}).Remove(context.Background(), "jobs", "s:1"); err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(pw, posting("s:1", "A")+"\n"); err != nil {
		t.Fatal(err)
	}
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if report.Removed != 1 {
		t.Errorf("report %+v, want the late removal counted", report)
	}
	if status := call(t, srv, "/v1/jobs/s:1", nil); status != http.StatusGone {
		t.Fatalf("removed id answers %d after the ingest, want 410", status)
	}
	var rows []map[string]any
	call(t, srv, "/v1/jobs", &rows)
	if len(rows) != 1 || rows[0]["id"] != "s:2" {
		t.Fatalf("collection after the ingest: %v", rows)
	}
}

// TestDuplicateURLStatisticFollowsWrites checks the stored duplicate-url
// statistic that the source listing reads: ingests and removals keep it
// current for the live index.
func TestDuplicateURLStatisticFollowsWrites(t *testing.T) {
	e := newEnv(t)
	srv := e.api()
	in := e.ingester()
	line := func(id, u string) string {
		return fmt.Sprintf(`{"id":%q,"source":"s","title":"T","url":%q,"description":"d"}`, id, u)
	}
	check := func(step string, stored, pct float64) {
		t.Helper()
		live := e.aliasTargets("jobs")
		var doc struct {
			Source sources.DuplicateStat `json:"_source"`
		}
		if status := e.get(http.MethodGet, "/"+e.prefix+readapi.StatsIndex+"/_doc/"+sources.StatID(live[0], "s"), nil, &doc); status != http.StatusOK || float64(doc.Source.DuplicateURLRows) != stored {
			t.Fatalf("%s: stored statistic %d %+v, want %v duplicate rows", step, status, doc.Source, stored)
		}
		var sources []map[string]any
		call(t, srv, "/v1/sources", &sources)
		for _, row := range sources {
			if row["source"] == "s" {
				if q, _ := row["quality"].(map[string]any); q["duplicate_url_pct"] != pct {
					t.Fatalf("%s: listing %v, want duplicate_url_pct %v", step, row, pct)
				}
				return
			}
		}
		t.Fatalf("%s: source s not listed", step)
	}
	mustIngest(t, in, "jobs", "s", "2026-11-10T06:00:00Z", false,
		line("s:1", "https://s.az/a?t=1"), line("s:2", "https://s.az/a?t=2"), line("s:3", "https://s.az/b"), line("s:4", "https://s.az/c"))
	check("first batch", 2, 50)
	mustIngest(t, in, "jobs", "s", "2026-11-11T06:00:00Z", false, line("s:4", "https://s.az/b#top"))
	check("url changed", 4, 100)
	if _, err := (&reindex.Remover{Client: e.client, Prefix: e.prefix, Progress: testWriter{t}}).Remove(context.Background(), "jobs", "s:1"); err != nil {
		t.Fatal(err)
	}
	check("after a removal", 2, 67)
}

// TestIngestRefusesFutureAndFullyRejectedBatches: a --scraped-at beyond the
// clock would freeze rows against every later scrape, and a batch whose
// every line is rejected is not accepted (not recorded, retires nothing).
func TestIngestRefusesFutureAndFullyRejectedBatches(t *testing.T) {
	e := newEnv(t)
	in := e.ingester()
	mustIngest(t, in, "jobs", "s", "2026-11-10T06:00:00Z", false, posting("s:1", "One"), posting("s:2", "Two"))
	now := time.Date(2026, 11, 12, 0, 0, 0, 0, time.UTC)
	in.Clock = func() time.Time { return now }
	_, err := in.Ingest(context.Background(), "jobs", "s", now.Add(time.Hour), false, strings.NewReader(posting("s:1", "Later")+"\n"))
	if err == nil || !strings.Contains(err.Error(), "future") {
		t.Fatalf("ingest an hour ahead of the clock: %v", err)
	}
	if _, err := in.Ingest(context.Background(), "jobs", "s", now.Add(time.Minute), false, strings.NewReader(posting("s:1", "Skewed")+"\n")); err != nil {
		t.Fatalf("a minute of clock skew refused: %v", err)
	}
	// Every line belongs to another source: nothing applies, s:2 is not retired.
	other := `{"id":"t:1","source":"t","title":"Other"}`
	_, err = in.Ingest(context.Background(), "jobs", "s", now, true, strings.NewReader(other+"\n"+other+"\n"))
	if err == nil || !strings.Contains(err.Error(), "rejected") {
		t.Fatalf("a batch with every line rejected: %v", err)
	}
	var doc struct {
		Source map[string]any `json:"_source"`
	}
	e.get(http.MethodGet, "/"+e.prefix+"jobs/_doc/s:2", nil, &doc)
	if doc.Source["active"] != true {
		t.Fatalf("s:2 after a fully rejected complete batch: %v", doc.Source)
	}
}
