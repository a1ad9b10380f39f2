package reindex_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"readapi"
	"readapi/internal/config"
	"readapi/internal/opensearch"
	"readapi/internal/testenv"
	"readapi/reindex"
)

// env is a private index prefix on the real engine.
type env struct {
	t      *testing.T
	client *opensearch.Client
	prefix string
}

func newEnv(t *testing.T) *env {
	t.Helper()
	return &env{t: t, client: testenv.OpenSearch(t), prefix: testenv.Prefix(t)}
}

func (e *env) loader() *reindex.Loader {
	return &reindex.Loader{Client: e.client, Prefix: e.prefix, Keep: 1, Progress: testWriter{e.t}}
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// get sends a raw request and decodes the JSON answer into out.
func (e *env) get(method, path string, body []byte, out any) int {
	e.t.Helper()
	data, err := e.client.Do(context.Background(), method, path, body)
	status := http.StatusOK
	var answer *opensearch.StatusError
	if errors.As(err, &answer) {
		status = answer.Status
	} else if err != nil {
		e.t.Fatalf("%s %s: %v", method, path, err)
	}
	if out != nil {
		_ = json.Unmarshal(data, out)
	}
	return status
}

func (e *env) aliasTargets(dataset string) []string {
	var m map[string]any
	if e.get(http.MethodGet, "/_alias/"+e.prefix+dataset, nil, &m) == http.StatusNotFound {
		return nil
	}
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func (e *env) count(index string) int64 {
	var resp struct {
		Count int64 `json:"count"`
	}
	if status := e.get(http.MethodGet, "/"+index+"/_count", nil, &resp); status != http.StatusOK {
		e.t.Fatalf("count %s: status %d", index, status)
	}
	return resp.Count
}

func (e *env) indices(pattern string) []string {
	var rows []struct {
		Index string `json:"index"`
	}
	e.get(http.MethodGet, "/_cat/indices/"+e.prefix+pattern+"?format=json", nil, &rows)
	var out []string
	for _, r := range rows {
		out = append(out, r.Index)
	}
	return out
}

// jobLine is one valid jobs snapshot line.
func jobLine(source string, n int, ingested string, extra ...string) string {
	fields := []string{
		fmt.Sprintf(`"id":"%s:%d"`, source, n), fmt.Sprintf(`"source":%q`, source),
		fmt.Sprintf(`"title":"Mühasib %d"`, n), `"url":"https://example.az/v/` + fmt.Sprint(n) + `?utm=x"`,
		fmt.Sprintf(`"ingested_at":%q`, ingested), fmt.Sprintf(`"first_seen_at":%q`, ingested),
		`"times_seen":1`, `"active":true`, `"deactivated_at":null`,
	}
	return "{" + strings.Join(append(fields, extra...), ",") + "}"
}

func jobsSnapshot(source string, n int, ingested string) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		b.WriteString(jobLine(source, i, ingested))
		b.WriteByte('\n')
	}
	return b.String()
}

func mustLoad(t *testing.T, l *reindex.Loader, dataset, input string) *reindex.LoadReport {
	t.Helper()
	report, err := l.Load(context.Background(), dataset, strings.NewReader(input))
	if err != nil {
		t.Fatalf("load %s: %v", dataset, err)
	}
	return report
}

func TestLoadSwapsAliasAndKeepsPrevious(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	l.AllowShrink = true // the later snapshots are smaller on purpose
	first := mustLoad(t, l, "jobs", jobsSnapshot("a", 30, "2026-11-01T00:00:00Z"))
	if got := e.aliasTargets("jobs"); len(got) != 1 || got[0] != first.Index {
		t.Fatalf("alias -> %v, want %s", got, first.Index)
	}
	if n := e.count(e.prefix + "jobs"); n != 30 {
		t.Fatalf("count %d, want 30", n)
	}
	var doc struct {
		Source map[string]any `json:"_source"`
	}
	e.get(http.MethodGet, "/"+e.prefix+"jobs/_doc/a:7", nil, &doc)
	if doc.Source["url_base"] != "https://example.az/v/7" {
		t.Fatalf("url_base = %v, want the url without its query", doc.Source["url_base"])
	}
	second := mustLoad(t, l, "jobs", jobsSnapshot("a", 12, "2026-11-02T00:00:00Z"))
	third := mustLoad(t, l, "jobs", jobsSnapshot("a", 5, "2026-11-03T00:00:00Z"))
	if got := e.aliasTargets("jobs"); len(got) != 1 || got[0] != third.Index {
		t.Fatalf("alias -> %v, want %s", got, third.Index)
	}
	if third.Alias != e.prefix+"jobs" || len(third.Previous) != 1 || third.Previous[0] != second.Index || third.Docs != 5 || third.Elapsed <= 0 {
		t.Errorf("third load's report: alias %s before %v, %d rows in %s; want %s before [%s], 5 rows",
			third.Alias, third.Previous, third.Docs, third.Elapsed, e.prefix+"jobs", second.Index)
	}
	left := e.indices("jobs-*")
	if len(left) != 2 || !contains(left, second.Index) || !contains(left, third.Index) || contains(left, first.Index) {
		t.Fatalf("indices after three loads with keep 1: %v; want %s and %s", left, second.Index, third.Index)
	}
	// The stored statistics of the pruned version went with it.
	statsOf := func(index string) int {
		var resp struct {
			Count int `json:"count"`
		}
		body, _ := json.Marshal(map[string]any{"query": map[string]any{"term": map[string]any{"index": index}}})
		e.get(http.MethodPost, "/"+e.prefix+readapi.StatsIndex+"/_count", body, &resp)
		return resp.Count
	}
	if statsOf(first.Index) != 0 || statsOf(third.Index) == 0 {
		t.Fatalf("statistics: %d for the pruned %s, %d for the live %s", statsOf(first.Index), first.Index, statsOf(third.Index), third.Index)
	}

	back, err := l.Rollback(context.Background(), "jobs")
	if err != nil {
		t.Fatal(err)
	}
	if back.To != second.Index || back.From != third.Index {
		t.Fatalf("rollback %+v, want %s -> %s", back, third.Index, second.Index)
	}
	if n := e.count(e.prefix + "jobs"); n != 12 {
		t.Fatalf("after rollback count %d, want 12", n)
	}
	if _, err := l.Rollback(context.Background(), "jobs"); err == nil || !strings.Contains(err.Error(), "no earlier complete version") {
		t.Fatalf("second rollback: %v, want no earlier version", err)
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func TestLoadRejectsBadLinesAndFailsAboveOnePercent(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	var progress bytes.Buffer
	l.Progress = &progress
	good := jobsSnapshot("a", 200, "2026-11-01T00:00:00Z")
	// 2 bad lines in 202: under 1%, loaded.
	input := "not json\n" + good + `{"id":"a:999","salary":"unknown field"}` + "\n"
	report := mustLoad(t, l, "jobs", input)
	if report.Rejected != 2 || report.Docs != 200 {
		t.Fatalf("report %+v, want 2 rejected and 200 documents", report)
	}
	for _, want := range []string{"line 1 rejected: not a JSON object", "line 202 rejected: strict_dynamic_mapping_exception"} {
		if !strings.Contains(progress.String(), want) {
			t.Fatalf("progress lacks %q:\n%s", want, progress.String())
		}
	}
	live := e.aliasTargets("jobs")

	// 3 bad in 203: above 1%: nothing moves, the new index is gone.
	bad := good + `{"no_id":1}` + "\n[1,2]\n" + `{"id":"a:1000","title":` + "\n"
	_, err := l.Load(context.Background(), "jobs", strings.NewReader(bad))
	if err == nil || !strings.Contains(err.Error(), "3 of 203 lines rejected") {
		t.Fatalf("load with 3 of 203 bad lines: %v", err)
	}
	if got := e.aliasTargets("jobs"); len(got) != 1 || got[0] != live[0] {
		t.Fatalf("alias moved to %v after a failed load (was %v)", got, live)
	}
	if left := e.indices("jobs-*"); len(left) != 1 {
		t.Fatalf("a failed load left indices %v", left)
	}
	if _, err := l.Load(context.Background(), "jobs", strings.NewReader("\n\n")); err == nil {
		t.Fatal("an empty snapshot replaced the data")
	}
}

// failingTransport fails every _bulk request after the first `after`.
type failingTransport struct {
	after int64
	bulks atomic.Int64
}

func (f *failingTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if strings.HasSuffix(req.URL.Path, "/_bulk") && f.bulks.Add(1) > f.after {
		return nil, errors.New("injected: connection reset by peer")
	}
	return http.DefaultTransport.RoundTrip(req)
}

func TestLoadFailingMidwayLeavesAliasAlone(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	before := mustLoad(t, l, "jobs", jobsSnapshot("a", 10, "2026-11-01T00:00:00Z"))

	flaky, err := opensearch.New(opensearch.Config{URLs: config.FromEnv().OpenSearchURLs, Transport: &failingTransport{after: 2}, RequestTimeout: 30 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	broken := e.loader()
	broken.Client, broken.FlushBytes, broken.Workers = flaky, 16<<10, 1
	_, err = broken.Load(context.Background(), "jobs", strings.NewReader(jobsSnapshot("b", 2000, "2026-11-02T00:00:00Z")))
	if err == nil || !strings.Contains(err.Error(), "injected") {
		t.Fatalf("load with failing bulk requests: %v", err)
	}
	if got := e.aliasTargets("jobs"); len(got) != 1 || got[0] != before.Index {
		t.Fatalf("alias -> %v after a failed load, want %s", got, before.Index)
	}
	if n := e.count(e.prefix + "jobs"); n != 10 {
		t.Fatalf("live count %d after a failed load, want 10", n)
	}
	if left := e.indices("jobs-*"); len(left) != 1 {
		t.Fatalf("a failed load left indices %v", left)
	}
}

// blockingReader yields its text, then blocks until released.
// With releaseEOF the stream ends normally once released; otherwise it fails.
type blockingReader struct {
	r          io.Reader
	reached    chan struct{}
	release    chan struct{}
	releaseEOF bool
	once       sync.Once
}

func (b *blockingReader) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if errors.Is(err, io.EOF) {
		b.once.Do(func() { close(b.reached) })
		<-b.release
		if b.releaseEOF {
			return 0, io.EOF
		}
		return 0, errors.New("input interrupted")
	}
	return n, err
}

func TestInterruptedLoadLeavesAliasAlone(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	before := mustLoad(t, l, "jobs", jobsSnapshot("a", 10, "2026-11-01T00:00:00Z"))
	ctx, cancel := context.WithCancel(context.Background())
	input := &blockingReader{r: strings.NewReader(jobsSnapshot("b", 500, "2026-11-02T00:00:00Z")), reached: make(chan struct{}), release: make(chan struct{})}
	done := make(chan error)
	go func() {
		_, err := l.Load(ctx, "jobs", input)
		done <- err
	}()
	<-input.reached
	cancel()
	close(input.release)
	if err := <-done; err == nil {
		t.Fatal("an interrupted load succeeded")
	}
	if got := e.aliasTargets("jobs"); len(got) != 1 || got[0] != before.Index {
		t.Fatalf("alias -> %v after an interrupted load, want %s", got, before.Index)
	}
	if left := e.indices("jobs-*"); len(left) != 1 {
		t.Fatalf("an interrupted load left indices %v", left)
	}
}

func TestConcurrentReaderSeesNoGapDuringSwaps(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	sizes := []int{300, 450}
	mustLoad(t, l, "jobs", jobsSnapshot("a", sizes[0], "2026-11-01T00:00:00Z"))
	stop := make(chan struct{})
	var reads atomic.Int64
	failures := make(chan string, 10)
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				var resp struct {
					Hits struct {
						Total struct {
							Value int64 `json:"value"`
						} `json:"total"`
					} `json:"hits"`
				}
				status := e.get(http.MethodPost, "/"+e.prefix+"jobs/_search", []byte(`{"size":0,"track_total_hits":true,"query":{"match":{"title":"muhasib"}}}`), &resp)
				reads.Add(1)
				if n := resp.Hits.Total.Value; status != http.StatusOK || (n != int64(sizes[0]) && n != int64(sizes[1])) {
					select {
					case failures <- fmt.Sprintf("status %d, %d hits", status, n):
					default:
					}
				}
			}
		}()
	}
	for i := range 4 {
		mustLoad(t, l, "jobs", jobsSnapshot("a", sizes[(i+1)%2], fmt.Sprintf("2026-11-0%dT00:00:00Z", i+2)))
	}
	close(stop)
	wg.Wait()
	close(failures)
	for f := range failures {
		t.Errorf("a reader of the alias saw %s during swaps", f)
	}
	if reads.Load() < 20 {
		t.Fatalf("only %d reads during the swaps", reads.Load())
	}
	t.Logf("%d reads during 4 swaps, none empty or partial", reads.Load())
}

func TestLoadWaitsForOrRefusesAHeldLock(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	mustLoad(t, l, "events", `{"id":"e:1","source":"e","name":"Konsert","ingested_at":"2026-11-01T00:00:00Z"}`+"\n")
	// Another process holds a live lock.
	until := time.Now().Add(time.Minute).UTC().Format(time.RFC3339)
	lock := fmt.Sprintf(`{"dataset":"events","operation":"ingest","holder":"other pid 1","acquired_at":%q,"expires_at":%q}`, time.Now().UTC().Format(time.RFC3339), until)
	if status := e.get(http.MethodPut, "/"+e.prefix+"locks/_doc/events?refresh=true", []byte(lock), nil); status >= 300 {
		t.Fatalf("writing a lock: %d", status)
	}
	l.LockWait = 300 * time.Millisecond
	_, err := l.Load(context.Background(), "events", strings.NewReader(`{"id":"e:2","source":"e","name":"X","ingested_at":"2026-11-02T00:00:00Z"}`+"\n"))
	if err == nil || !strings.Contains(err.Error(), "locked by a ingest (other pid 1") {
		t.Fatalf("load under a held lock: %v", err)
	}
	// The holder crashed: its lock expired and is taken over.
	lock = strings.Replace(lock, until, time.Now().Add(-time.Second).UTC().Format(time.RFC3339), 1)
	e.get(http.MethodPut, "/"+e.prefix+"locks/_doc/events?refresh=true", []byte(lock), nil)
	report, err := l.Load(context.Background(), "events", strings.NewReader(`{"id":"e:2","source":"e","name":"X","ingested_at":"2026-11-02T00:00:00Z"}`+"\n"))
	if err != nil || report.Docs != 1 {
		t.Fatalf("load after the holder's lock expired: %+v, %v", report, err)
	}
	var doc struct {
		Found bool `json:"found"`
	}
	e.get(http.MethodGet, "/"+e.prefix+"locks/_doc/events", nil, &doc)
	if doc.Found {
		t.Fatal("the load did not release its lock")
	}
}

func TestLoadSourcesRegistry(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	input := `{"source":"boss","name":"Boss.az","url":"https://boss.az","jobs_url":"https://boss.az/vacancies","dataset":"jobs","source_type":"board","aggregator":false}
{"source":"cbar","name":"CBAR","url":null,"jobs_url":null,"dataset":"rates","source_type":null,"aggregator":false}
{"source":"x","dataset":"nope"}
`
	_, err := l.Load(context.Background(), "sources", strings.NewReader(input))
	if err == nil || !strings.Contains(err.Error(), "1 of 3 lines rejected") {
		t.Fatalf("registry with an unknown dataset: %v", err)
	}
	for _, bad := range []string{`"weird"`, `1`, `""`} {
		var progress bytes.Buffer
		l.Progress = &progress
		line := `{"source":"y","dataset":"jobs","source_type":` + bad + `}`
		if _, err := l.Load(context.Background(), "sources", strings.NewReader(line)); err == nil || !strings.Contains(progress.String(), "line 1 rejected: source_type") {
			t.Errorf("registry line %s: %v, want source_type refused; progress:\n%s", line, err, progress.String())
		}
	}
	l.Progress = nil
	report := mustLoad(t, l, "sources", strings.Join(strings.Split(input, "\n")[:2], "\n"))
	if report.Docs != 2 {
		t.Fatalf("registry docs %d, want 2", report.Docs)
	}
	var doc struct {
		Found bool `json:"found"`
	}
	e.get(http.MethodGet, "/"+e.prefix+"sources/_doc/jobs:boss", nil, &doc)
	if !doc.Found {
		t.Fatal("registry entry jobs:boss missing")
	}
}

// TestLoadComputesHelperFields checks what the loader adds or fixes beside
// a row's own fields: the quotation's pick_key, and a genome
// release_version published as a number kept as the string of its digits.
func TestLoadComputesHelperFields(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	mustLoad(t, l, "quotes", `{"id":"q:1","source":"q","text":"t","author":null,"category":null,"origin":null,"active":true,"ingested_at":"2026-11-01T00:00:00Z"}`+"\n")
	mustLoad(t, l, "genome", `{"id":"ensembl","source":"g","source_id":"ensembl","release_version":1.10,"status":"ok","sort_order":1,"ingested_at":"2026-11-01T00:00:00Z"}`+"\n")
	var doc struct {
		Source map[string]any `json:"_source"`
	}
	e.get(http.MethodGet, "/"+e.prefix+"quotes/_doc/q:1", nil, &doc)
	if got, want := doc.Source["pick_key"], float64(readapi.PickKey("q:1")); got != want {
		t.Errorf("pick_key = %v, want %v", got, want)
	}
	e.get(http.MethodGet, "/"+e.prefix+"genome/_doc/ensembl", nil, &doc)
	if got := doc.Source["release_version"]; got != "1.10" {
		t.Errorf("release_version = %#v, want the string \"1.10\"", got)
	}
}

// swapLosingTransport lets the alias swap reach OpenSearch, then loses its
// answer and interrupts the load, as a Ctrl-C during the swap would.
type swapLosingTransport struct{ interrupt context.CancelFunc }

func (s *swapLosingTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Method != http.MethodPost || req.URL.Path != "/_aliases" {
		return http.DefaultTransport.RoundTrip(req)
	}
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err == nil {
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	s.interrupt()
	return nil, errors.New("injected: the answer to the swap was lost")
}

func TestInterruptDuringSwapKeepsTheAliasOnAnIndex(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	mustLoad(t, l, "jobs", jobsSnapshot("a", 10, "2026-11-01T00:00:00Z"))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	client, err := opensearch.New(opensearch.Config{URLs: config.FromEnv().OpenSearchURLs, Transport: &swapLosingTransport{interrupt: cancel}, RequestTimeout: 30 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	interrupted := e.loader()
	interrupted.Client = client
	report, err := interrupted.Load(ctx, "jobs", strings.NewReader(jobsSnapshot("b", 20, "2026-11-02T00:00:00Z")))
	if err != nil {
		t.Fatalf("a swap OpenSearch applied was reported as failed: %v", err)
	}
	got := e.aliasTargets("jobs")
	if len(got) != 1 || got[0] != report.Index || !contains(e.indices("jobs-*"), report.Index) {
		t.Fatalf("alias -> %v (indices %v), want the new %s", got, e.indices("jobs-*"), report.Index)
	}
	if n := e.count(e.prefix + "jobs"); n != 20 {
		t.Fatalf("count %d after the swap, want 20", n)
	}
}

func TestLoadAfterRollbackKeepsTheVersionThatWasLive(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	first := mustLoad(t, l, "jobs", jobsSnapshot("a", 3, "2026-11-01T00:00:00Z"))
	second := mustLoad(t, l, "jobs", jobsSnapshot("a", 4, "2026-11-02T00:00:00Z"))
	if _, err := l.Rollback(context.Background(), "jobs"); err != nil {
		t.Fatal(err)
	}
	third := mustLoad(t, l, "jobs", jobsSnapshot("a", 5, "2026-11-03T00:00:00Z"))
	if left := e.indices("jobs-*"); len(left) != 2 || !contains(left, first.Index) || !contains(left, third.Index) {
		t.Fatalf("indices %v; want %s (live before the load) and %s, not the rolled-back %s", left, first.Index, third.Index, second.Index)
	}
	back, err := l.Rollback(context.Background(), "jobs")
	if err != nil || back.To != first.Index {
		t.Fatalf("rollback %+v, %v; want back to %s", back, err, first.Index)
	}
}
