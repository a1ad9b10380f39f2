package main

import (
	"fmt"
	"net/http"
	"os"
	"strings"
	"sync/atomic"
	"time"
)

// searchPage is a row of the search-page table: a page a search UI asks
// for, measured against the plain q page.
type searchPage struct {
	name string
	// path returns the page's path and query; called once per request, so
	// a page may differ in every request.
	path func() string
	// cacheStats prints what OpenSearch's request cache did during the row.
	cacheStats bool
}

// searchPages are the rows of issue 25's table: highlights, relevance, the
// UI page (q, relevance, highlights and the facets together) and facets
// counted over a filter no request has used before (a new
// first_seen_after instant every request, see freshFilter): one selecting
// nearly every row (fresh), one the last week of rows (recent).
func searchPages(plain, facets string, fresh, recent func() string) []searchPage {
	return []searchPage{
		{name: "highlight=true", path: func() string { return plain + "&highlight=true" }},
		{name: "order=relevance", path: func() string { return plain + "&order=relevance" }},
		{name: fmt.Sprintf("UI page (+%d facets)", len(strings.Split(facets, ","))), path: func() string {
			return plain + "&order=relevance&highlight=true&facets=" + facets
		}},
		{name: "facets, unseen filter", path: func() string {
			return "/v1/jobs?limit=25" + fresh() + "&facets=" + facets
		}, cacheStats: true},
		{name: "facets, unseen last week", path: func() string {
			return "/v1/jobs?limit=25" + recent() + "&facets=" + facets
		}, cacheStats: true},
	}
}

// searchPageTable measures each search page against the plain q page,
// interleaved, at each concurrency, on the API and (when baseAPI is set) on
// the base API, and prints the medians and the ratios page / plain q page.
func searchPageTable(client *http.Client, apiURL, baseAPI, osURL, alias, plain, conc string, n int, pages []searchPage) {
	header := fmt.Sprintf("%-26s %5s %11s %11s %7s", "page (API)", "conc", "median", "plain q", "ratio")
	if baseAPI != "" {
		header += fmt.Sprintf(" %11s %11s %7s", "base median", "base plain", "base r.")
	}
	fmt.Printf("\nsearch pages against the plain q page %s (load average %s)\n%s\n", plain, loadAverage(), header)
	apis := []string{apiURL}
	if baseAPI != "" {
		apis = append(apis, baseAPI)
	}
	for _, cs := range strings.Split(conc, ",") {
		cc, err := parseConcurrency(cs)
		if err != nil {
			fail("%v", err)
		}
		for _, p := range pages {
			var kinds []func() (*http.Request, error)
			for _, api := range apis {
				kinds = append(kinds,
					func() (*http.Request, error) { return http.NewRequest(http.MethodGet, api+p.path(), nil) },
					func() (*http.Request, error) { return http.NewRequest(http.MethodGet, api+plain, nil) })
			}
			before := requestCache(client, osURL, alias, p.cacheStats)
			lat := make([][]time.Duration, len(kinds))
			for _, k := range kinds {
				measure(client, k, cc, 30)
			}
			for range 3 {
				for i, k := range kinds {
					lat[i] = append(lat[i], measure(client, k, cc, n/3)...)
				}
			}
			line := fmt.Sprintf("%-26s %5d", p.name, cc)
			for i := 0; i < len(kinds); i += 2 {
				page, base := median(lat[i]), median(lat[i+1])
				line += fmt.Sprintf(" %11s %11s %7.2f", page.Round(time.Microsecond), base.Round(time.Microsecond), float64(page)/float64(base))
			}
			fmt.Println(line)
			if p.cacheStats {
				after := requestCache(client, osURL, alias, true)
				fmt.Printf("%-26s %5s request cache during the row: %d hits, %d misses\n", "", "",
					after.HitCount-before.HitCount, after.MissCount-before.MissCount)
			}
		}
	}
	fmt.Printf("load average after the table: %s\n", loadAverage())
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

// parseConcurrency reads one level of -concurrency.
func parseConcurrency(s string) (int, error) {
	var c int
	if _, err := fmt.Sscan(strings.TrimSpace(s), &c); err != nil || c < 1 {
		return 0, fmt.Errorf("-concurrency: %q is not a positive number", s)
	}
	return c, nil
}
