package handlers_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"go.uber.org/zap"

	"readapi"
	"readapi/handlers"
	"readapi/internal/enginetime"
	"readapi/internal/opensearch"
	"readapi/internal/testenv"
	"readapi/keylimits"
	"readapi/search"
)

// costly is the dearest kind of request a key may send: an OR chain of
// fuzzy words, facets at facet_limit=100, highlights, the count and 100
// rows with their bodies.
const costly = "/v1/jobs?q=" + "mühasib+OR+satış+OR+sürücü+OR+proqramçı+OR+dizayner+OR+aşpaz" +
	"&fuzzy=true&facets=city,company,employment_type,source,career_level,job_function&facet_limit=100" +
	"&highlight=true&count=true&limit=100&include=bodies"

// fairAPI is an API over many jobs whose gate holds keys to their engine
// budgets and in-flight caps.
type fairAPI struct {
	*keyedAPI
	gate *handlers.KeyGate
}

func newFairAPI(t *testing.T, jobs int, configure func(*handlers.Server)) *fairAPI {
	t.Helper()
	a := newAPI(t)
	rdb := testenv.Redis(t)
	k := &keyedAPI{apiEnv: a, rdb: rdb, store: &keylimits.Store{Redis: rdb, Prefix: a.prefix}, log: zap.NewNop()}
	gate := &handlers.KeyGate{Limiter: &keylimits.Limiter{Redis: rdb, Prefix: a.prefix}, Log: zap.NewNop(), Costs: &handlers.CostEstimator{}}
	server := &handlers.Server{Engine: a.engine, Log: zap.NewNop(), Gate: gate}
	if configure != nil {
		configure(server)
	}
	a.srv = httptest.NewServer(server.Handler())
	t.Cleanup(a.srv.Close)
	a.load("jobs", manyJobs(jobs)...)
	return &fairAPI{keyedAPI: k, gate: gate}
}

// manyJobs makes n jobs whose titles, cities and companies vary.
func manyJobs(n int) []map[string]any {
	titles := []string{"Mühasib", "Satış meneceri", "Sürücü", "Proqramçı", "Dizayner", "Aşpaz", "Mühəndis", "Kassir"}
	cities := []string{"Bakı", "Gəncə", "Sumqayıt", "Lənkəran", "Şəki"}
	rows := make([]map[string]any, n)
	for i := range rows {
		rows[i] = job(fmt.Sprintf("hh:%d", i), map[string]any{
			"title":           fmt.Sprintf("%s %s %d", titles[i%len(titles)], titles[(i/8)%len(titles)], i),
			"city":            cities[i%len(cities)],
			"company":         map[string]any{"name": fmt.Sprintf("Şirkət %d", i%300)},
			"employment_type": []string{"full_time", "part_time"}[i%2],
			"description":     strings.Repeat(titles[(i/3)%len(titles)]+" iş təcrübəsi tələb olunur. ", 4),
		})
	}
	return rows
}

// searches counts the searches the engine ran on the test's indices (the
// query phases of their shards).
func (a *apiEnv) searches() int64 {
	a.t.Helper()
	var stats struct {
		All struct {
			Primaries struct {
				Search struct {
					QueryTotal int64 `json:"query_total"`
				} `json:"search"`
			} `json:"primaries"`
		} `json:"_all"`
	}
	if err := json.Unmarshal(a.osDo(http.MethodGet, "/"+a.prefix+"*/_stats/search", nil), &stats); err != nil {
		a.t.Fatal(err)
	}
	return stats.All.Primaries.Search.QueryTotal
}

// searchTasks lists the search tasks running on the test's indices.
func (a *apiEnv) searchTasks() []string {
	a.t.Helper()
	var tasks struct {
		Nodes map[string]struct {
			Tasks map[string]struct {
				Action      string `json:"action"`
				Description string `json:"description"`
			} `json:"tasks"`
		} `json:"nodes"`
	}
	if err := json.Unmarshal(a.osDo(http.MethodGet, "/_tasks?actions=*search*&detailed=true", nil), &tasks); err != nil {
		a.t.Fatal(err)
	}
	var mine []string
	for _, n := range tasks.Nodes {
		for id, task := range n.Tasks {
			if strings.Contains(task.Description, a.prefix) {
				mine = append(mine, id+" "+task.Action)
			}
		}
	}
	return mine
}

// noSearchLeft waits a moment for the engine to finish cancelling, then
// fails if a search of the test's indices still runs.
func (a *apiEnv) noSearchLeft(after string) {
	a.t.Helper()
	var left []string
	for range 20 {
		if left = a.searchTasks(); len(left) == 0 {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	a.t.Fatalf("after %s, searches still run in the engine: %v", after, left)
}

// TestEngineBudgetRefusesBeforeTheEngine: once a key has spent its engine
// time, its requests are 429 rate_limited with Retry-After, and none of
// them reaches the engine.
func TestEngineBudgetRefusesBeforeTheEngine(t *testing.T) {
	f := newFairAPI(t, 2000, nil)
	// A budget that lets the first costly requests finish, and refills
	// at 1 ms a second.
	key := f.key("free", nil, keylimits.Overrides{RPS: 1000, Burst: 1000, EngineMS: 1, EngineBurstMS: 500})
	var refused *envelope
	for i := 0; i < 100 && refused == nil; i++ {
		switch e := f.as(key, costly); e.Status {
		case http.StatusOK, http.StatusServiceUnavailable:
			// served, or cancelled in the engine once past the budget
		case http.StatusTooManyRequests:
			refused = e
		default:
			t.Fatalf("request %d: %d %s", i+1, e.Status, e.Raw)
		}
	}
	if refused == nil {
		t.Fatal("100 costly requests on a budget of 500 ms were all served")
	}
	expectError(t, refused, http.StatusTooManyRequests, "rate_limited")
	if refused.Header.Get("Retry-After") == "" || !strings.Contains(refused.Error.Message, "search-engine time") {
		t.Fatalf("the budget's refusal: %v %s", refused.Header, refused.Raw)
	}
	// The same request again does not fit what is left either (a lighter
	// one may: the estimate is what is checked).
	before := f.searches()
	for range 10 {
		expectError(t, f.as(key, costly), http.StatusTooManyRequests, "rate_limited")
	}
	if after := f.searches(); after != before {
		t.Fatalf("refused requests reached the engine: %d searches, then %d", before, after)
	}
	// Another key is not held back by this one's spending.
	other := f.key("free", nil, keylimits.Overrides{})
	if e := f.as(other, "/v1/jobs?q=mühasib"); e.Status != http.StatusOK {
		t.Fatalf("another key: %d %s", e.Status, e.Raw)
	}
}

// heldEngine holds every page whose q is "hold" until released, so that
// requests stay in flight for as long as a test needs.
type heldEngine struct {
	handlers.Backend
	entered chan struct{}
	release chan struct{}
}

func (h *heldEngine) List(ctx context.Context, d *readapi.Dataset, params url.Values) (*search.Page, error) {
	if params.Get("q") == "hold" {
		h.entered <- struct{}{}
		<-h.release
	}
	return h.Backend.List(ctx, d, params)
}

// TestInFlightCaps: beyond a key's cap of requests in flight a request is
// 429 rate_limited; beyond the api's, 503 with Retry-After at once; both
// free their place when a request is answered.
func TestInFlightCaps(t *testing.T) {
	held := &heldEngine{entered: make(chan struct{}), release: make(chan struct{})}
	f := newFairAPI(t, 10, func(s *handlers.Server) {
		held.Backend = s.Engine
		s.Engine, s.MaxInFlight = held, 3
	})
	one := f.key("builder", nil, keylimits.Overrides{InFlight: 1})
	two := f.key("builder", nil, keylimits.Overrides{})
	var wg sync.WaitGroup
	answers := make(chan *envelope, 3)
	hold := func(key string) {
		wg.Go(func() { answers <- f.as(key, "/v1/jobs?q=hold") })
		<-held.entered
	}
	hold(one)
	hold(two)
	e := f.as(one, "/v1/jobs?q=mühasib")
	expectError(t, e, http.StatusTooManyRequests, "rate_limited")
	if !strings.Contains(e.Error.Message, "at once") || e.Header.Get("Retry-After") == "" {
		t.Fatalf("the key's cap: %v %s", e.Header, e.Raw)
	}
	hold(two)
	start := time.Now()
	shed := f.as(two, "/v1/jobs?q=mühasib")
	expectError(t, shed, http.StatusServiceUnavailable, "unavailable")
	if shed.Header.Get("Retry-After") == "" || time.Since(start) > time.Second {
		t.Fatalf("the api's cap: %v after %v", shed.Header, time.Since(start))
	}
	if e := f.get("/healthz"); e.Status != http.StatusOK {
		t.Fatalf("/healthz at the api's cap: %d", e.Status)
	}
	close(held.release)
	wg.Wait()
	for range 3 {
		if e := <-answers; e.Status != http.StatusOK {
			t.Fatalf("a held request: %d %s", e.Status, e.Raw)
		}
	}
	for _, key := range []string{one, two} {
		if e := f.as(key, "/v1/jobs?q=mühasib"); e.Status != http.StatusOK {
			t.Fatalf("once the held requests were answered: %d %s", e.Status, e.Raw)
		}
	}
}

// TestSearchOverItsBudget: a search that runs past the time its key's
// budget leaves it is cancelled in the engine and answered 503 with
// Retry-After, never a partial 200, and leaves no task running; so does a
// search whose client goes away.
func TestSearchOverItsBudget(t *testing.T) {
	f := newFairAPI(t, 2000, nil)
	f.gate.MinSearchTime = time.Millisecond
	f.gate.Costs = &handlers.CostEstimator{Initial: time.Microsecond}
	key := f.key("free", nil, keylimits.Overrides{RPS: 1000, Burst: 1000, EngineMS: 1, EngineBurstMS: 1})
	cancelled := 0
	for range 5 {
		e := f.as(key, costly)
		switch e.Status {
		case http.StatusServiceUnavailable:
			cancelled++
			expectError(t, e, http.StatusServiceUnavailable, "unavailable")
			if e.Header.Get("Retry-After") == "" {
				t.Fatalf("503 without Retry-After: %v", e.Header)
			}
			f.noSearchLeft("a 503")
		case http.StatusOK, http.StatusTooManyRequests:
		default:
			t.Fatalf("%d %s", e.Status, e.Raw)
		}
	}
	if cancelled == 0 {
		t.Fatal("no costly search was cancelled at a budget of 1 ms")
	}

	// The engine's own transport: a search whose context ends is cancelled
	// in the engine when its connection closes.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	_, err := f.client.Search(ctx, f.prefix+"jobs", json.RawMessage(heavySearch))
	if err == nil {
		t.Fatal("the heavy search finished within 30 ms: nothing was cancelled")
	}
	f.noSearchLeft("a client that went away")

	// cancel_after_time_interval: the meter's limit cancels the search.
	m := &enginetime.Meter{}
	m.SetLimit(20 * time.Millisecond)
	_, err = f.client.Search(enginetime.With(context.Background(), m), f.prefix+"jobs", json.RawMessage(heavySearch))
	if !opensearch.Cancelled(err) || !errors.Is(err, opensearch.ErrUnavailable) {
		t.Fatalf("a search limited to 20 ms: %v", err)
	}
	if m.Spent() <= 0 {
		t.Fatal("a cancelled search spent no engine time")
	}
	f.noSearchLeft("a search cancelled by its limit")
}

// heavySearch is a search far dearer than any the api sends.
const heavySearch = `{"size":0,"query":{"query_string":{"query":"*a* OR *e* OR *i* OR *o*","default_field":"*"}},
"aggs":{"c":{"terms":{"field":"company.name.raw","size":10000}},"t":{"terms":{"field":"title.raw","size":10000}}}}`

// TestOpenPathsReachTheEngineRarely: 1,000 requests to /v1/sources, 16 at
// a time, reach the engine about once a second, not once each.
func TestOpenPathsReachTheEngineRarely(t *testing.T) {
	a := newAPI(t)
	a.srv.Close()
	a.srv = httptest.NewServer((&handlers.Server{Engine: a.engine, Log: zap.NewNop(), OpenTTL: time.Second}).Handler())
	t.Cleanup(a.srv.Close)
	jobsFixture(a)
	before := a.searches()
	a.ok("/v1/sources")
	perListing := a.searches() - before
	if perListing == 0 {
		t.Fatal("a listing ran no search: nothing to count")
	}
	before = a.searches()
	start := time.Now()
	var wg sync.WaitGroup
	failures := make(chan string, 1000)
	for w := range 16 {
		wg.Go(func() {
			for i := w; i < 1000; i += 16 {
				if e := a.get("/v1/sources"); e.Status != http.StatusOK {
					failures <- fmt.Sprintf("%d %s", e.Status, e.Raw)
				}
			}
		})
	}
	wg.Wait()
	close(failures)
	for f := range failures {
		t.Fatalf("/v1/sources under load: %s", f)
	}
	listings := float64(a.searches()-before) / float64(perListing)
	// one listing when the kept answer expires, about once a second
	if allowed := time.Since(start).Seconds() + 2; listings > allowed {
		t.Fatalf("1,000 requests in %v ran %.1f listings in the engine, want at most %.0f", time.Since(start), listings, allowed)
	}
	t.Logf("1,000 requests in %v: %.1f listings (%d searches each)", time.Since(start).Round(time.Millisecond), listings, perListing)
}

// TestCostEstimateAgainstMeasuredCosts: the estimate of a request, learnt
// from the measured engine time of the requests served, is near what
// requests of its shape cost on the real engine, and ranks dear shapes
// above cheap ones.
func TestCostEstimateAgainstMeasuredCosts(t *testing.T) {
	a := newAPI(t)
	a.load("jobs", manyJobs(2000)...)
	shapes := []string{
		"q=mühasib",
		"q=mühasib&limit=100",
		"q=mühasib&facets=city,company&facet_limit=50",
		"q=mühasib+OR+sürücü+OR+aşpaz&fuzzy=true&highlight=true",
		strings.TrimPrefix(costly, "/v1/jobs?"),
	}
	measure := func(shape string) time.Duration {
		params, err := url.ParseQuery(shape)
		if err != nil {
			t.Fatal(err)
		}
		m := &enginetime.Meter{}
		if _, err := a.engine.List(enginetime.With(context.Background(), m), readapi.Jobs, params); err != nil {
			t.Fatalf("%s: %v", shape, err)
		}
		return m.Spent()
	}
	costs := &handlers.CostEstimator{}
	measured := make([]time.Duration, len(shapes))
	for round := range 5 {
		for i, shape := range shapes {
			params, _ := url.ParseQuery(shape)
			spent := measure(shape)
			costs.Observe(handlers.Weight(params), spent)
			if round >= 2 {
				measured[i] += spent / 3
			}
		}
	}
	estimates := make([]time.Duration, len(shapes))
	for i, shape := range shapes {
		params, _ := url.ParseQuery(shape)
		estimates[i] = costs.Estimate(handlers.Weight(params))
		t.Logf("%-60.60s measured %8v estimated %8v", shape, measured[i], estimates[i])
		// within 4 times, with 5 ms of slack for took's whole milliseconds
		if estimates[i] > 4*measured[i]+5*time.Millisecond || measured[i] > 4*estimates[i]+5*time.Millisecond {
			t.Errorf("%s: estimated %v, measured %v", shape, estimates[i], measured[i])
		}
	}
	if last := len(shapes) - 1; estimates[last] < 3*estimates[0] || measured[last] < 3*measured[0] {
		t.Errorf("the costly request is not estimated and measured far dearer than a plain page: %v vs %v, %v vs %v",
			estimates[last], estimates[0], measured[last], measured[0])
	}
}
