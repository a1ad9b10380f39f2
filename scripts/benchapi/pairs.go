package main

import (
	"fmt"
	"net/http"
	"strings"
	"time"
)

// pagePair is a row of a table of pairs: a page and the page it is
// measured against; both are called once per request, so a page may
// differ in every request.
type pagePair struct {
	name       string
	path, base func() string
	// cacheStats prints what OpenSearch's request cache did during the row.
	cacheStats bool
}

// fixed returns a path function that always gives p.
func fixed(p string) func() string { return func() string { return p } }

// pairTable is a table of page pairs: its title, the heads of the columns
// of the page each row is measured against (on the API and on the base
// API), and where the request cache's counters are read for the rows that
// print them.
type pairTable struct {
	title, base, baseOfBase string
	osURL, alias            string
}

// print measures each pair through the API (and the base API when set),
// interleaved — a warm-up, then three rounds of n/3 requests of each kind
// — at each concurrency, and prints the medians and the ratios page / its
// base page.
func (t pairTable) print(client *http.Client, apiURL, baseAPI, conc string, n int, pairs []pagePair) {
	header := fmt.Sprintf("%-26s %5s %11s %11s %7s", "page (API)", "conc", "median", t.base, "ratio")
	if baseAPI != "" {
		header += fmt.Sprintf(" %11s %11s %7s", "base median", t.baseOfBase, "base r.")
	}
	fmt.Printf("\n%s (load average %s)\n%s\n", t.title, loadAverage(), header)
	apis := []string{apiURL}
	if baseAPI != "" {
		apis = append(apis, baseAPI)
	}
	for _, cs := range strings.Split(conc, ",") {
		cc, err := parseConcurrency(cs)
		if err != nil {
			fail("%v", err)
		}
		for _, p := range pairs {
			var kinds []func() (*http.Request, error)
			for _, api := range apis {
				kinds = append(kinds,
					func() (*http.Request, error) { return http.NewRequest(http.MethodGet, api+p.path(), nil) },
					func() (*http.Request, error) { return http.NewRequest(http.MethodGet, api+p.base(), nil) })
			}
			before := requestCache(client, t.osURL, t.alias, p.cacheStats)
			lat := make([][]time.Duration, len(kinds))
			for _, k := range kinds {
				measureAnswered(client, k, cc, 30)
			}
			for range 3 {
				for i, k := range kinds {
					answered, _ := measureAnswered(client, k, cc, n/3)
					lat[i] = append(lat[i], answered...)
				}
			}
			line := fmt.Sprintf("%-26s %5d", p.name, cc)
			for i := 0; i < len(kinds); i += 2 {
				line += pairColumns(lat[i], lat[i+1])
			}
			fmt.Println(line)
			if p.cacheStats {
				after := requestCache(client, t.osURL, t.alias, true)
				fmt.Printf("%-26s %5s request cache during the row: %d hits, %d misses\n", "", "",
					after.HitCount-before.HitCount, after.MissCount-before.MissCount)
			}
		}
	}
	fmt.Printf("load average after the table: %s\n", loadAverage())
}

// pairColumns prints the medians of a page and its base page and their
// ratio, or dashes where one of them had no answer of 200 (a build that
// refuses the page, such as a base from before the feature).
func pairColumns(page, base []time.Duration) string {
	if len(page) == 0 || len(base) == 0 {
		return fmt.Sprintf(" %11s %11s %7s", "–", "–", "–")
	}
	p, b := median(page), median(base)
	return fmt.Sprintf(" %11s %11s %7.2f", p.Round(time.Microsecond), b.Round(time.Microsecond), float64(p)/float64(b))
}
