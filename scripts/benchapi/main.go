// Command benchapi measures the read API against the equivalent queries sent
// straight to OpenSearch, and through a do-nothing proxy (the cost of one
// extra hop), side by side in one run, and prints medians and the ratios
// to direct; then the search extensions and the pages a search UI asks for
// (highlights, relevance, facets, all together, facets over a filter never
// seen) and the pages of the derived fields against the plain pages they
// refine (pages.go); then collapse=duplicates
// and similar postings against the pages they refine (dupes.go); and the
// q pages on events against the base build (events.go).
// scripts/bench-api.sh prepares the data and the API.
package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"readapi"
	"readapi/search"
)

type target struct {
	name   string
	api    string
	base   string // the path sent to the base API when not api (a cursor of its own)
	direct func() (*http.Request, error)
}

// options are the command's flags.
type options struct {
	apiURL, osURL, prefix, secret, q, key, baseAPI, suggest, facets, only, conc string
	eventsQ, eventsWords                                                        string
	n, deep, events                                                             int
	apiPID, basePID                                                             int
}

func main() {
	o := parseOptions()
	client := &http.Client{Timeout: 30 * time.Second, Transport: &bearer{key: o.key, apiURLs: []string{o.apiURL, o.baseAPI}, next: &http.Transport{MaxIdleConnsPerHost: 64}}}
	alias := o.prefix + "jobs"
	plain := "/v1/jobs?q=" + url.QueryEscape(o.q)
	fmt.Printf("engine: OpenSearch %s at %s\n", engineVersion(client, o.osURL), o.osURL)
	pages := func() {
		fresh, recent := freshFilter(firstSeen(client, o.osURL, alias, "min")), freshFilter(firstSeen(client, o.osURL, alias, "max").Add(-7*24*time.Hour))
		plainQTable(client, o.apiURL, o.baseAPI, o.osURL, alias, "search pages", plain, o.conc, o.n, searchPages(plain, o.facets, fresh, recent))
		plainQTable(client, o.apiURL, o.baseAPI, o.osURL, alias, "derived-field pages", plain, o.conc, o.n, derivedPages(plain))
	}
	switch o.only {
	case "dupes":
		dupesTable(client, o.apiURL, o.baseAPI, o.osURL, alias, o.q, o.facets, o.conc, o.n)
		return
	case "pages":
		pages()
		return
	case "engine":
		engineTable(client, o, engineTargets(client, o, alias))
		return
	case "events":
		eventsTable(client, o.apiURL, o.baseAPI, o.conc, o.n, eventPages(o.eventsQ, o.eventsWords))
		return
	}
	engineTable(client, o, engineTargets(client, o, alias))
	comparePairs(client, o.apiURL, o.conc, o.n, featurePairs(o.q, o.suggest))
	facetPairs(client, o.apiURL, o.facets, o.conc, o.n, freshFilter(firstSeen(client, o.osURL, alias, "min")))
	pages()
	dupesTable(client, o.apiURL, o.baseAPI, o.osURL, alias, o.q, o.facets, o.conc, o.n)
	if o.events > 0 {
		eventsTable(client, o.apiURL, o.baseAPI, o.conc, o.n, eventPages(o.eventsQ, o.eventsWords))
	}
}

// parseOptions reads the flags.
func parseOptions() options {
	var o options
	flag.StringVar(&o.apiURL, "api", "http://127.0.0.1:18089", "API base URL")
	flag.StringVar(&o.osURL, "opensearch", "http://127.0.0.1:9200", "OpenSearch URL")
	flag.StringVar(&o.prefix, "prefix", "bench-api-", "INDEX_PREFIX the API runs with")
	flag.StringVar(&o.secret, "secret", "bench-secret", "CURSOR_SECRET the API runs with")
	flag.IntVar(&o.n, "n", 300, "requests per measurement")
	flag.StringVar(&o.conc, "concurrency", "1,16", "comma-separated concurrency levels")
	flag.StringVar(&o.q, "q", "mühasib", "full-text query for the filtered page")
	flag.IntVar(&o.deep, "deep", 400, "page number for the deep-page measurement")
	flag.StringVar(&o.key, "key", "", "API key sent as a bearer token, when the API needs one")
	flag.StringVar(&o.baseAPI, "base-api", "", "base URL of a second API (another build) measured side by side; empty: none")
	flag.StringVar(&o.suggest, "suggest", "mu", "prefix of the suggestions measured against a plain page")
	flag.StringVar(&o.facets, "facets", "city,employment_type,source,country", "facets of the pages measured with and without them")
	flag.StringVar(&o.only, "only", "", "dupes: measure only the duplicates table (collapse and similar, dupes.go); pages: only the tables of search pages and of the derived fields' pages against the plain q page; engine: only the table against OpenSearch and the proxy; events: only the table of events q pages (events.go); empty: every table")
	flag.IntVar(&o.apiPID, "api-pid", 0, "process id of the API on this machine: the engine table then prints its CPU time a request (0: not printed)")
	flag.IntVar(&o.basePID, "base-pid", 0, "process id of the base API, likewise")
	flag.IntVar(&o.events, "events", 0, "events loaded (bench-api.sh sets it from EVENTS); more than 0 ends a full run with the events table")
	flag.StringVar(&o.eventsQ, "events-q", "konsert", "full-text query of the events pages")
	flag.StringVar(&o.eventsWords, "events-words", "Leyli və Məcnun", "full-text query of several words of the events pages")
	flag.Parse()
	if o.only != "" && o.only != "dupes" && o.only != "pages" && o.only != "engine" && o.only != "events" {
		fail("-only accepts dupes, pages, engine, events or nothing, got %q", o.only)
	}
	if o.only == "events" && o.events == 0 {
		fail("-only events needs events loaded (EVENTS=N with scripts/bench-api.sh, -events N here)")
	}
	return o
}

// engineTargets are the API's requests, each with the same question sent
// straight to OpenSearch: the default page, a filtered page with q, the
// plain q page against a bare multi_match over the three full-text fields
// (the floor of any q), a single job against _doc, and the first and a
// deep page of a cursor walk.
func engineTargets(client *http.Client, o options, alias string) []target {
	signer := search.NewSigner(o.secret)
	parse := func(raw string) *search.Query {
		v, _ := url.ParseQuery(raw)
		query, err := search.ParseQuery(readapi.Env{Ctx: context.Background(), Dataset: readapi.Jobs}, signer, v)
		if err != nil {
			fail("parse %q: %v", raw, err)
		}
		return query
	}
	id, cursor := walkDeep(client, o.apiURL, o.deep)
	deepQuery := parse("limit=25")
	c, err := signer.Decode(cursor)
	if err != nil {
		fail("decode cursor (is -secret the API's CURSOR_SECRET?): %v", err)
	}
	deepQuery.After = &c
	q := url.QueryEscape(o.q)
	baseDeep := ""
	if o.baseAPI != "" { // a cursor names the concrete index, which another engine's load named otherwise
		_, baseCursor := walkDeep(client, o.baseAPI, o.deep)
		baseDeep = "/v1/jobs?limit=25&cursor=" + url.QueryEscape(baseCursor)
	}
	return []target{
		{"default jobs page", "/v1/jobs", "", searchReq(o.osURL, alias, body(parse("")))},
		{"filtered page with q", "/v1/jobs?q=" + q + "&active=true&limit=25", "", searchReq(o.osURL, alias, body(parse("q="+q+"&active=true&limit=25")))},
		{"plain q / multi_match", "/v1/jobs?q=" + q, "", searchReq(o.osURL, alias, bareMultiMatch(parse("q="+q), o.q))},
		{"single job by id", "/v1/jobs/" + url.PathEscape(id), "", func() (*http.Request, error) {
			return http.NewRequest(http.MethodGet, o.osURL+"/"+alias+"/_doc/"+url.PathEscape(id), nil)
		}},
		{"cursor walk page 1", "/v1/jobs?limit=25", "", searchReq(o.osURL, alias, body(parse("limit=25")))},
		{fmt.Sprintf("cursor walk page %d", o.deep), "/v1/jobs?limit=25&cursor=" + url.QueryEscape(cursor), baseDeep, searchReq(o.osURL, c.Index, body(deepQuery))},
	}
}

// body is the page search the API sends for query.
func body(query *search.Query) []byte {
	b, err := query.Body(false)
	if err != nil {
		fail("%v", err)
	}
	return b
}

// bareMultiMatch is the page of query (its size and order) selected by a
// bare multi_match of text over the jobs' three full-text fields, every
// word required: what any q costs at least.
func bareMultiMatch(query *search.Query, text string) []byte {
	b, err := json.Marshal(readapi.Clause{
		"size": query.Limit + 1, "sort": query.Sort(), "track_total_hits": false,
		"query": readapi.Clause{"bool": readapi.Clause{"filter": []readapi.Clause{{"multi_match": readapi.Clause{
			"query": text, "fields": []string{"title", "company.name", "description"}, "operator": "and"}}}}},
	})
	if err != nil {
		fail("%v", err)
	}
	return b
}

// searchReq sends body to the index's _search.
func searchReq(osURL, index string, body []byte) func() (*http.Request, error) {
	return func() (*http.Request, error) {
		req, err := http.NewRequest(http.MethodPost, osURL+"/"+index+"/_search", bytes.NewReader(body))
		if req != nil {
			req.Header.Set("Content-Type", "application/json")
		}
		return req, err
	}
}

// walkDeep walks the API's jobs to page deep and returns an id of the
// first page and the cursor of the deep page.
func walkDeep(client *http.Client, apiURL string, deep int) (id, cursor string) {
	var page struct {
		Data []struct {
			ID string `json:"id"`
		} `json:"data"`
		Meta struct {
			Next *string `json:"next"`
		} `json:"meta"`
	}
	getJSON(client, apiURL+"/v1/jobs?limit=25", &page)
	if len(page.Data) == 0 {
		fail("the API returned no jobs: load data first")
	}
	id = page.Data[len(page.Data)/2].ID
	for i := 2; i <= deep; i++ {
		if page.Meta.Next == nil {
			fail("the collection ended at page %d, before page %d", i-1, deep)
		}
		cursor = *page.Meta.Next
		getJSON(client, apiURL+"/v1/jobs?limit=25&cursor="+url.QueryEscape(cursor), &page)
	}
	return id, cursor
}

// engineTable measures each target through the API, straight to
// OpenSearch, through a do-nothing proxy (and through the base API when
// set), interleaved at each concurrency, and prints the medians and the
// ratios: api/hop is the API's own share (the goals of the plain q page and
// the single job), base/hop the same of the base build. Given the APIs'
// process ids, it also prints the CPU time each used a request (from
// /proc, in 10 ms ticks) and their ratio, which a loaded machine leaves
// steadier than the latencies.
func engineTable(client *http.Client, o options, targets []target) {
	hop := startHop(o.osURL)
	header := fmt.Sprintf("%-24s %5s %12s %12s %12s %7s %7s %7s", "request", "conc", "api median", "direct med.", "bare hop", "api/dir", "hop/dir", "api/hop")
	if o.baseAPI != "" {
		header += fmt.Sprintf(" %12s %8s %8s", "base api", "api/base", "base/hop")
	}
	if o.apiPID != 0 {
		header += fmt.Sprintf(" %11s", "api cpu µs")
	}
	if o.apiPID != 0 && o.baseAPI != "" && o.basePID != 0 {
		header += fmt.Sprintf(" %11s %8s", "base cpu µs", "cpu a/b")
	}
	fmt.Printf("engine table (load average %s)\n%s\n", loadAverage(), header)
	medians := map[string]time.Duration{}
	for _, cs := range strings.Split(o.conc, ",") {
		cc, _ := strconv.Atoi(cs)
		for _, t := range targets {
			apiReq := func() (*http.Request, error) { return http.NewRequest(http.MethodGet, o.apiURL+t.api, nil) }
			hopReq := func() (*http.Request, error) {
				req, err := t.direct()
				if err == nil {
					req.URL.Host = hop
				}
				return req, err
			}
			kinds := []func() (*http.Request, error){apiReq, t.direct, hopReq}
			if o.baseAPI != "" {
				path := cmp.Or(t.base, t.api)
				kinds = append(kinds, func() (*http.Request, error) { return http.NewRequest(http.MethodGet, o.baseAPI+path, nil) })
			}
			lat, cpu := interleavedCPU(client, kinds, []int{o.apiPID, 0, 0, o.basePID}, cc, o.n)
			am, dm, hm := median(lat[0]), median(lat[1]), median(lat[2])
			medians[fmt.Sprintf("%s/%d", t.name, cc)] = am
			line := fmt.Sprintf("%-24s %5d %12s %12s %12s %7.2f %7.2f %7.2f", t.name, cc, am.Round(time.Microsecond), dm.Round(time.Microsecond),
				hm.Round(time.Microsecond), float64(am)/float64(dm), float64(hm)/float64(dm), float64(am)/float64(hm))
			if o.baseAPI != "" {
				bm := median(lat[3])
				line += fmt.Sprintf(" %12s %8.2f %8.2f", bm.Round(time.Microsecond), float64(am)/float64(bm), float64(bm)/float64(hm))
			}
			sent := 3 * (o.n / 3)
			if o.apiPID != 0 {
				line += fmt.Sprintf(" %11.0f", perRequest(cpu[0], sent))
			}
			if o.apiPID != 0 && o.baseAPI != "" && o.basePID != 0 {
				line += fmt.Sprintf(" %11.0f %8.2f", perRequest(cpu[3], sent), float64(cpu[0])/float64(max(cpu[3], 1)))
			}
			fmt.Println(line)
		}
		p1, pd := medians[fmt.Sprintf("cursor walk page 1/%d", cc)], medians[fmt.Sprintf("cursor walk page %d/%d", o.deep, cc)]
		fmt.Printf("%-24s %5d page %d / page 1 via the API: %.2f\n", "deep paging", cc, o.deep, float64(pd)/float64(p1))
	}
}

// interleaved warms each kind of request, then measures them in turn,
// three rounds of n/3 each, and returns the latencies of each.
func interleaved(client *http.Client, kinds []func() (*http.Request, error), conc, n int) [][]time.Duration {
	lat, _ := interleavedCPU(client, kinds, nil, conc, n)
	return lat
}

// interleavedCPU is interleaved that also returns, for each kind with a
// process id in pids (0: none), the CPU time that process used while its
// kind was measured: an API's own work, which a busy machine slows but
// does not swell as it does latencies.
func interleavedCPU(client *http.Client, kinds []func() (*http.Request, error), pids []int, conc, n int) ([][]time.Duration, []time.Duration) {
	lat := make([][]time.Duration, len(kinds))
	cpu := make([]time.Duration, len(kinds))
	for _, k := range kinds {
		measure(client, k, conc, 30)
	}
	for round := 0; round < 3; round++ {
		for i, k := range kinds {
			pid := 0
			if i < len(pids) {
				pid = pids[i]
			}
			before := processCPU(pid)
			lat[i] = append(lat[i], measure(client, k, conc, n/3)...)
			cpu[i] += processCPU(pid) - before
		}
	}
	return lat, cpu
}

// pair is an API request with an opt-in feature and the plain request it
// is measured against.
type pair struct{ name, path, base string }

// featurePairs are the search extensions, each against the page it refines.
func featurePairs(q, prefix string) []pair {
	plain := "/v1/jobs?q=" + url.QueryEscape(q)
	return []pair{
		{"suggest prefix=" + prefix, "/v1/jobs/suggest?prefix=" + url.QueryEscape(prefix), "/v1/jobs"},
		{"q, order=relevance", plain + "&order=relevance", plain},
		{"q, fuzzy=true", plain + "&fuzzy=true", plain},
		{"q, highlight=true", plain + "&highlight=true", plain},
		{"q, all three", plain + "&order=relevance&fuzzy=true&highlight=true", plain},
	}
}

// comparePairs measures each pair through the API, interleaved, at each
// concurrency, and prints the medians and their ratio.
func comparePairs(client *http.Client, apiURL, conc string, n int, pairs []pair) {
	fmt.Printf("\n%-24s %5s %12s %12s %7s\n", "feature (API)", "conc", "median", "plain med.", "ratio")
	for _, cs := range strings.Split(conc, ",") {
		cc, _ := strconv.Atoi(cs)
		for _, p := range pairs {
			feature := func() (*http.Request, error) { return http.NewRequest(http.MethodGet, apiURL+p.path, nil) }
			plain := func() (*http.Request, error) { return http.NewRequest(http.MethodGet, apiURL+p.base, nil) }
			measure(client, feature, cc, 30)
			measure(client, plain, cc, 30)
			var fl, pl []time.Duration
			for round := 0; round < 3; round++ {
				fl = append(fl, measure(client, feature, cc, n/3)...)
				pl = append(pl, measure(client, plain, cc, n/3)...)
			}
			fm, pm := median(fl), median(pl)
			fmt.Printf("%-24s %5d %12s %12s %7.2f\n", p.name, cc, fm.Round(time.Microsecond), pm.Round(time.Microsecond), float64(fm)/float64(pm))
		}
	}
}

// facetPairs measures pages with facets against the same pages without,
// interleaved at each concurrency, and prints the medians and their ratio.
// The facets' searches are answered by OpenSearch's request cache from
// their second repetition on; the last page differs in every request
// (fresh, see freshFilter), so it shows the cost of counting every time.
func facetPairs(client *http.Client, apiURL, facets, conc string, n int, fresh func() string) {
	pages := []struct {
		name string
		path func() string
	}{
		{"default jobs page", func() string { return "/v1/jobs?limit=25" }},
		{"filtered jobs page", func() string { return "/v1/jobs?limit=25&active=true&city=" + url.QueryEscape("Bakı") }},
		{"uncached (new filter)", func() string { return "/v1/jobs?limit=25" + fresh() }},
	}
	fmt.Printf("\nfacets=%s\n%-24s %5s %12s %12s %7s\n", facets, "request", "conc", "with facets", "without", "ratio")
	for _, cs := range strings.Split(conc, ",") {
		cc, _ := strconv.Atoi(cs)
		for _, p := range pages {
			kinds := []func() (*http.Request, error){
				func() (*http.Request, error) {
					return http.NewRequest(http.MethodGet, apiURL+p.path()+"&facets="+facets, nil)
				},
				func() (*http.Request, error) { return http.NewRequest(http.MethodGet, apiURL+p.path(), nil) },
			}
			lat := make([][]time.Duration, len(kinds))
			for _, k := range kinds {
				measure(client, k, cc, 30)
			}
			for round := 0; round < 3; round++ {
				for i, k := range kinds {
					lat[i] = append(lat[i], measure(client, k, cc, n/3)...)
				}
			}
			with, without := median(lat[0]), median(lat[1])
			fmt.Printf("%-24s %5d %12s %12s %7.2f\n", p.name, cc, with.Round(time.Microsecond), without.Round(time.Microsecond), float64(with)/float64(without))
		}
	}
}

// firstSeen returns the earliest (agg "min") or latest ("max") first_seen_at
// of the jobs.
func firstSeen(client *http.Client, osURL, alias, agg string) time.Time {
	body := `{"size":0,"aggs":{"m":{"` + agg + `":{"field":"first_seen_at","format":"strict_date_time"}}}}`
	resp, err := client.Post(osURL+"/"+alias+"/_search", "application/json", strings.NewReader(body))
	if err != nil {
		fail("%v", err)
	}
	defer resp.Body.Close()
	var out struct {
		Aggregations struct {
			M struct {
				ValueAsString string `json:"value_as_string"`
			} `json:"m"`
		} `json:"aggregations"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		fail("%s first_seen_at: %v", agg, err)
	}
	t, err := time.Parse(time.RFC3339, out.Aggregations.M.ValueAsString)
	if err != nil {
		fail("%s first_seen_at %q: %v", agg, out.Aggregations.M.ValueAsString, err)
	}
	return t
}

// startHop starts a do-nothing reverse proxy to OpenSearch and returns its
// host:port. Sending the direct query through it measures what one extra
// HTTP hop costs on this machine, the floor under any API's overhead.
func startHop(osURL string) string {
	target, err := url.Parse(osURL)
	if err != nil {
		fail("%v", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fail("%v", err)
	}
	proxy := httputil.NewSingleHostReverseProxy(target)
	proxy.Transport = &http.Transport{MaxIdleConnsPerHost: 64}
	go func() { _ = http.Serve(ln, proxy) }()
	return ln.Addr().String()
}

// bearer adds the API key to requests for the APIs (not to OpenSearch).
type bearer struct {
	key     string
	apiURLs []string
	next    http.RoundTripper
}

func (b *bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	for _, u := range b.apiURLs {
		if b.key != "" && u != "" && strings.HasPrefix(r.URL.String(), u) {
			r.Header.Set("Authorization", "Bearer "+b.key)
		}
	}
	return b.next.RoundTrip(r)
}

// measure sends count requests from conc workers and returns the latency
// of each answered 200. Other answers (e.g. a 503 when the engine timed out
// on an overloaded machine) are left out of the latencies and reported on a
// line of their own, so that one slow moment does not end a long run; a
// measurement with no 200 at all ends it.
func measure(client *http.Client, mk func() (*http.Request, error), conc, count int) []time.Duration {
	out, firstFailure := measureAnswered(client, mk, conc, count)
	if len(out) == 0 {
		fail("no request of this measurement was answered 200: %s", firstFailure)
	}
	return out
}

// measureAnswered is measure without its end: it returns the latencies of
// the answers of 200 (none when nothing was) and the first other answer.
func measureAnswered(client *http.Client, mk func() (*http.Request, error), conc, count int) ([]time.Duration, string) {
	var mu sync.Mutex
	var out []time.Duration
	var failed int
	var firstFailure string
	var wg sync.WaitGroup
	jobs := make(chan struct{}, count)
	for range count {
		jobs <- struct{}{}
	}
	close(jobs)
	for range conc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range jobs {
				req, err := mk()
				if err != nil {
					fail("%v", err)
				}
				start := time.Now()
				resp, err := client.Do(req)
				if err != nil {
					fail("%s: %v", req.URL, err)
				}
				body, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				d := time.Since(start)
				mu.Lock()
				if resp.StatusCode == http.StatusOK {
					out = append(out, d)
				} else if failed++; failed == 1 {
					firstFailure = fmt.Sprintf("%s: status %d %s", req.URL, resp.StatusCode, bytes.TrimSpace(body[:min(len(body), 300)]))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if failed > 0 {
		fmt.Printf("  ! %d of %d answers were not 200 and are left out (first: %s)\n", failed, count, firstFailure)
	}
	return out, firstFailure
}

func median(d []time.Duration) time.Duration {
	slices.Sort(d)
	return d[len(d)/2]
}

func getJSON(client *http.Client, u string, v any) {
	resp, err := client.Get(u)
	if err != nil {
		fail("%s: %v", u, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(resp.Body)
		fail("%s: %d %s", u, resp.StatusCode, body)
	}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		fail("%s: %v", u, err)
	}
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "benchapi: "+format+"\n", args...)
	os.Exit(1)
}
