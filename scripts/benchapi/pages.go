package main

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync/atomic"
	"time"
)

// searchPages are the rows of issue 25's table: the plain q page for a q
// never seen (which no cache of the engine has answered), highlights,
// relevance, the UI page (q, relevance, highlights and the facets together), the same for
// a q never seen before against the plain page of that q, and facets
// counted over a filter no request has used before (a new
// first_seen_after instant every request, see freshFilter): one selecting
// nearly every row (fresh), one the last week of rows (recent).
func searchPages(plain, facets string, fresh, recent func() string) []pagePair {
	base := fixed(plain)
	// unseen is the plain q page with a word never seen excluded (-zq and
	// a serial): the same rows, but a q no cache has answered, as a
	// searcher's new query is.
	var serial atomic.Int64
	run := time.Now().UnixNano()
	unseen := func() string { return plain + url.QueryEscape(fmt.Sprintf(" -zq%dx%d", run, serial.Add(1))) }
	return []pagePair{
		{name: "plain q never seen", path: unseen, base: base},
		{name: "highlight=true", path: fixed(plain + "&highlight=true"), base: base},
		{name: "order=relevance", path: fixed(plain + "&order=relevance"), base: base},
		{name: fmt.Sprintf("UI page (+%d facets)", len(strings.Split(facets, ","))), path: fixed(plain + "&order=relevance&highlight=true&facets=" + facets), base: base},
		{name: "UI page, q never seen", path: func() string { return unseen() + "&order=relevance&highlight=true&facets=" + facets }, base: unseen},
		{name: "facets, unseen filter", path: func() string {
			return "/v1/jobs?limit=25" + fresh() + "&facets=" + facets
		}, base: base, cacheStats: true},
		{name: "facets, unseen last week", path: func() string {
			return "/v1/jobs?limit=25" + recent() + "&facets=" + facets
		}, base: base, cacheStats: true},
	}
}

// jobFacets are the derived fields a job board shows as facets
// (search-extensions.md, One vocabulary across sources and languages).
const jobFacets = "occupation,field,seniority,employment,language,salary_azn"

// derivedPages are the pages of the derived fields of jobs (issue 43: no
// slower q, filtered or faceted page) against the plain q page: q with
// the occupation and seniority filters, q with the derived facets, the
// job board's page (occupation and seniority facets over a pay floor in
// AZN), a pay range alone, and the relevance pages of two q of qualifier
// words.
func derivedPages(plain string) []pagePair {
	base := fixed(plain)
	return []pagePair{
		{name: "q, occupation+seniority", path: fixed(plain + "&occupation=accountant&seniority=senior,lead"), base: base},
		{name: "q, derived facets (6)", path: fixed(plain + "&facets=" + jobFacets), base: base},
		{name: "job board page", path: fixed("/v1/jobs?facets=occupation,seniority&salary_azn_at_least=1500"), base: base},
		{name: "salary_azn 1000-2000", path: fixed("/v1/jobs?salary_azn_at_least=1000&salary_azn_at_most=2000"), base: base},
		{name: "qualifier q, relevance", path: fixed(qualifierPage("kassir gecə növbəsi")), base: base},
		{name: "denial q, relevance", path: fixed(qualifierPage("mühasib təcrübəsiz")), base: base},
	}
}

// qualifierPage is the relevance page of a q of several words that only
// qualify (a shift, no experience) besides an occupation: the queries the
// q compiler spends the most clauses on (qualifiers and their denials).
func qualifierPage(q string) string {
	return "/v1/jobs?q=" + url.QueryEscape(q) + "&order=relevance"
}

// plainQTable prints a table of pages against the plain q page: issue
// 25's search pages, and the derived fields' pages (what names them).
func plainQTable(client *http.Client, apiURL, baseAPI, osURL, alias, what, plain, conc string, n int, pages []pagePair) {
	t := pairTable{title: what + " against the plain q page " + plain, base: "plain q", baseOfBase: "base plain", osURL: osURL, alias: alias}
	t.print(client, apiURL, baseAPI, conc, n, pages)
}

// freshFilter returns a function giving a new first_seen_after parameter
// each call: a millisecond later each time from an instant after since,
// in since's day, that depends on the clock, so that no cache has seen the
// value in this run or an earlier one over the same index. From the
// earliest first_seen_at nearly every row matches (a bound below every
// value would not do: OpenSearch rewrites such a range to match everything,
// and the cache would answer).
func freshFilter(since time.Time) func() string {
	room := since.Truncate(24*time.Hour).Add(24*time.Hour).Sub(since) / 2
	start := since.Add(time.Duration(time.Now().UnixNano() % int64(max(room, time.Millisecond))))
	var serial atomic.Int64
	return func() string {
		return "&first_seen_after=" + start.Add(time.Duration(serial.Add(1))*time.Millisecond).Format(time.RFC3339Nano)
	}
}

// cacheCounts are the request cache's counters of an index.
type cacheCounts struct {
	HitCount  int64 `json:"hit_count"`
	MissCount int64 `json:"miss_count"`
}

// requestCache reads the request cache's counters of the alias's indices
// (when wanted; zero otherwise).
func requestCache(client *http.Client, osURL, alias string, wanted bool) cacheCounts {
	var stats struct {
		All struct {
			Total struct {
				RequestCache cacheCounts `json:"request_cache"`
			} `json:"total"`
		} `json:"_all"`
	}
	if wanted {
		getJSON(client, osURL+"/"+alias+"/_stats/request_cache", &stats)
	}
	return stats.All.Total.RequestCache
}

// loadAverage is the machine's 1, 5 and 15 minute load averages.
func loadAverage() string {
	raw, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown (" + err.Error() + ")"
	}
	return strings.Join(strings.Fields(string(raw))[:3], " ")
}

// engineVersion is the version the OpenSearch at osURL reports.
func engineVersion(client *http.Client, osURL string) string {
	var root struct {
		Version struct {
			Number string `json:"number"`
		} `json:"version"`
	}
	getJSON(client, osURL+"/", &root)
	return root.Version.Number
}

// parseConcurrency reads one level of -concurrency.
func parseConcurrency(s string) (int, error) {
	var c int
	if _, err := fmt.Sscan(strings.TrimSpace(s), &c); err != nil || c < 1 {
		return 0, fmt.Errorf("-concurrency: %q is not a positive number", s)
	}
	return c, nil
}
