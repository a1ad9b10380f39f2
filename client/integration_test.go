package client_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/zap"

	"readapi/client"
	"readapi/handlers"
	"readapi/internal/gendata"
	"readapi/internal/testenv"
	"readapi/keylimits"
	"readapi/reindex"
	"readapi/search"
	"readapi/search/engine"
	"readapi/search/sources"
)

// liveAPI is the real API, key gate included, over a private index prefix
// of the running OpenSearch and Redis, loaded with generated fixtures.
type liveAPI struct {
	url      string
	store    *keylimits.Store
	requests atomic.Int32 // requests the server received
}

// TestLive runs its subtests against one live API (loading takes seconds).
func TestLive(t *testing.T) {
	a := newLiveAPI(t)
	t.Run("WalkReturnsEveryFixtureJob", func(t *testing.T) { walkReturnsEveryFixtureJob(t, a) })
	t.Run("RatesDecodeUnrounded", func(t *testing.T) { ratesDecodeUnrounded(t, a) })
	t.Run("ConditionalGet", func(t *testing.T) { conditionalGet(t, a) })
	t.Run("RateLimitedIsRetriedAndQuotaExceededIsNot", func(t *testing.T) { rateLimitedIsRetriedAndQuotaExceededIsNot(t, a) })
}

func newLiveAPI(t *testing.T) *liveAPI {
	t.Helper()
	opensearch := testenv.OpenSearch(t)
	rdb := testenv.Redis(t)
	prefix := testenv.Prefix(t)
	eng := engine.New(opensearch, prefix, search.NewSigner("test-secret"))
	eng.Sources = &sources.Catalog{Client: opensearch, Prefix: prefix, TTL: time.Nanosecond}
	gate := &handlers.KeyGate{Limiter: &keylimits.Limiter{Redis: rdb, Prefix: prefix}, Log: zap.NewNop()}
	api := (&handlers.Server{Engine: eng, Log: zap.NewNop(), Gate: gate}).Handler()
	a := &liveAPI{store: &keylimits.Store{Redis: rdb, Prefix: prefix}}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a.requests.Add(1)
		api.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	a.url = srv.URL
	loader := &reindex.Loader{Client: opensearch, Prefix: prefix, Keep: 1}
	for dataset := range fixtures {
		if _, err := loader.Load(context.Background(), dataset, bytes.NewReader(fixture(t, dataset))); err != nil {
			t.Fatalf("loading %s: %v", dataset, err)
		}
	}
	return a
}

// fixtures write the snapshot the live API loads, per dataset.
var fixtures = map[string]func(g *gendata.Generator, w io.Writer) error{
	"jobs":  func(g *gendata.Generator, w io.Writer) error { return g.WriteJobs(w, 150) },
	"rates": func(g *gendata.Generator, w io.Writer) error { return g.WriteRates(w, 3) },
}

// fixture returns the snapshot of dataset: the same seed gives the same
// rows every time.
func fixture(t *testing.T, dataset string) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := fixtures[dataset](gendata.New(7), &b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// client returns a client of the API with a new key of the scale plan.
func (a *liveAPI) client(t *testing.T, o keylimits.Overrides) *client.Client {
	t.Helper()
	key, _, err := a.store.Create(context.Background(), "scale", t.Name(), nil, o)
	if err != nil {
		t.Fatal(err)
	}
	c, err := client.New(a.url, key, client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// fixtureRows are the rows of the snapshot of dataset the API loaded: the
// oracle of the walks.
func fixtureRows(t *testing.T, dataset string) []map[string]any {
	t.Helper()
	var rows []map[string]any
	lines := bufio.NewScanner(bytes.NewReader(fixture(t, dataset)))
	lines.Buffer(nil, 1<<22)
	for lines.Scan() {
		var row map[string]any
		if err := json.Unmarshal(lines.Bytes(), &row); err != nil {
			t.Fatal(err)
		}
		rows = append(rows, row)
	}
	return rows
}

func walkReturnsEveryFixtureJob(t *testing.T, a *liveAPI) {
	c := a.client(t, keylimits.Overrides{})
	jobs := fixtureRows(t, "jobs")
	titles := map[string]string{}
	var remote []string
	for _, row := range jobs {
		id := row["id"].(string)
		titles[id] = row["title"].(string)
		if row["remote"] == true {
			remote = append(remote, id)
		}
	}

	seen := map[string]bool{}
	for job, err := range client.Walk[client.Job](context.Background(), c, "/v1/jobs", url.Values{"active": {"any"}, "limit": {"40"}}) {
		if err != nil {
			t.Fatal(err)
		}
		if seen[job.ID] {
			t.Errorf("%s walked twice", job.ID)
		}
		seen[job.ID] = true
		if want, ok := titles[job.ID]; !ok || job.Title != want {
			t.Errorf("%s: title %q, fixture has %q (present: %v)", job.ID, job.Title, want, ok)
		}
	}
	if len(seen) != len(jobs) {
		t.Errorf("walked %d jobs, the fixture has %d", len(seen), len(jobs))
	}

	var walked []string
	for row, err := range c.Rows(context.Background(), "/v1/jobs", url.Values{"active": {"any"}, "remote": {"true"}, "limit": {"7"}}) {
		if err != nil {
			t.Fatal(err)
		}
		var job struct{ ID string }
		_ = json.Unmarshal(row, &job)
		walked = append(walked, job.ID)
	}
	slices.Sort(walked)
	slices.Sort(remote)
	if len(remote) == 0 || !slices.Equal(walked, remote) {
		t.Errorf("remote=true walked %d jobs, the fixture has %d remote ones", len(walked), len(remote))
	}
}

func ratesDecodeUnrounded(t *testing.T, a *liveAPI) {
	c := a.client(t, keylimits.Overrides{})
	want := map[string]float64{}
	for _, row := range fixtureRows(t, "rates") {
		if row["code"] == "USD" || row["code"] == "XAU" {
			want[row["id"].(string)] = row["value"].(float64)
		}
	}
	n := 0
	for rate, err := range client.Walk[client.Rate](context.Background(), c, "/v1/rates", url.Values{"codes": {"USD,XAU"}, "limit": {"2"}}) {
		if err != nil {
			t.Fatal(err)
		}
		n++
		if v, ok := want[rate.ID]; !ok || rate.Value != v || rate.Date.IsZero() {
			t.Errorf("%s: value %v date %v; fixture value %v (present: %v)", rate.ID, rate.Value, rate.Date, v, ok)
		}
	}
	if n != len(want) || n == 0 {
		t.Errorf("walked %d rates, the fixture has %d", n, len(want))
	}
}

func conditionalGet(t *testing.T, a *liveAPI) {
	c := a.client(t, keylimits.Overrides{})
	ctx := context.Background()
	query := url.Values{"limit": {"5"}, "active": {"any"}}
	first, err := c.Get(ctx, "/v1/jobs", query, "")
	if err != nil || first.ETag == "" {
		t.Fatalf("first get: ETag %q, %v", first.ETag, err)
	}
	again, err := c.Get(ctx, "/v1/jobs", query, first.ETag)
	if err != nil || !again.NotModified {
		t.Fatalf("get with the ETag just received: %+v, %v; want NotModified", again, err)
	}
	resp, err := c.ListJobsWithResponse(ctx, &client.ListJobsParams{}, client.WithIfNoneMatch(first.ETag))
	if err != nil || resp.StatusCode() != http.StatusOK || resp.JSON200 == nil {
		t.Fatalf("a different query with that ETag: %v, %v; want 200 with data", resp.StatusCode(), err)
	}
}

func rateLimitedIsRetriedAndQuotaExceededIsNot(t *testing.T, a *liveAPI) {
	ctx := context.Background()
	limited := a.client(t, keylimits.Overrides{RPS: 1, Burst: 1})
	before := a.requests.Load()
	for i := range 2 {
		if _, err := limited.Get(ctx, "/v1/jobs", url.Values{"limit": {"1"}}, ""); err != nil {
			t.Fatalf("request %d on a 1/s key: %v; want it retried after Retry-After", i+1, err)
		}
	}
	if n := a.requests.Load() - before; n != 3 {
		t.Errorf("the server saw %d requests for 2 calls at 1/s, want 3 (one retried)", n)
	}

	spent := a.client(t, keylimits.Overrides{Monthly: 1})
	if _, err := spent.Get(ctx, "/v1/jobs", nil, ""); err != nil {
		t.Fatal(err)
	}
	before = a.requests.Load()
	_, err := spent.Get(ctx, "/v1/jobs", nil, "")
	if e := apiError(t, err); e.Code != client.CodeQuotaExceeded || e.QuotaLimit != 1 {
		t.Errorf("error %+v, want quota_exceeded with X-Quota-Limit 1", e)
	}
	if n := a.requests.Load() - before; n != 1 {
		t.Errorf("quota_exceeded was sent %d times, want once", n)
	}
}
