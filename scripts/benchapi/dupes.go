package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"time"
)

// pagePair is a row of the duplicates table: a page and the page it is
// measured against; both are called once per request.
type pagePair struct {
	name       string
	path, base func() string
}

// fixed returns a path function that always gives p.
func fixed(p string) func() string { return func() string { return p } }

// dupePairs are issue 26's rows: collapse=duplicates against the same page
// without it (the default order, q in the default order and by relevance,
// and the default page with facets, which count groups under collapse),
// and GET /v1/jobs/{id}/similar, for ids drawn from the index in turn,
// against the plain q page.
func dupePairs(q, facets string, ids []string) []pagePair {
	plain := "/v1/jobs?q=" + url.QueryEscape(q)
	var next atomic.Int64
	similar := func() string {
		id := ids[int(next.Add(1)-1)%len(ids)]
		return "/v1/jobs/" + url.PathEscape(id) + "/similar"
	}
	return []pagePair{
		{"collapse, default page", fixed("/v1/jobs?collapse=duplicates"), fixed("/v1/jobs")},
		{"collapse, q", fixed(plain + "&collapse=duplicates"), fixed(plain)},
		{"collapse, q, relevance", fixed(plain + "&order=relevance&collapse=duplicates"), fixed(plain + "&order=relevance")},
		{"collapse, facets", fixed("/v1/jobs?collapse=duplicates&facets=" + facets), fixed("/v1/jobs?facets=" + facets)},
		{"similar (/ plain q)", similar, fixed(plain)},
	}
}

// pairTable measures each pair through the API (and the base API when
// set), interleaved, at each concurrency, and prints the medians and the
// ratios page / its base page.
func pairTable(client *http.Client, apiURL, baseAPI, title, conc string, n int, pairs []pagePair) {
	header := fmt.Sprintf("%-26s %5s %11s %11s %7s", "page (API)", "conc", "median", "base page", "ratio")
	if baseAPI != "" {
		header += fmt.Sprintf(" %11s %11s %7s", "base median", "base base", "base r.")
	}
	fmt.Printf("\n%s (load average %s)\n%s\n", title, loadAverage(), header)
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

// sampleIDs draws up to n job ids from the index behind alias, spread over
// it by a seeded random score.
func sampleIDs(client *http.Client, osURL, alias string, n int) []string {
	body := fmt.Sprintf(`{"size":%d,"_source":false,"query":{"function_score":{"random_score":{"seed":26,"field":"_seq_no"}}}}`, n)
	resp, err := client.Post(osURL+"/"+alias+"/_search", "application/json", strings.NewReader(body))
	if err != nil {
		fail("sampling job ids: %v", err)
	}
	defer resp.Body.Close()
	var out struct {
		Hits struct {
			Hits []struct {
				ID string `json:"_id"`
			} `json:"hits"`
		} `json:"hits"`
	}
	if resp.StatusCode != http.StatusOK {
		fail("sampling job ids: status %d", resp.StatusCode)
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		fail("sampling job ids: %v", err)
	}
	var ids []string
	for _, h := range out.Hits.Hits {
		ids = append(ids, h.ID)
	}
	if len(ids) == 0 {
		fail("sampling job ids: the index has no jobs")
	}
	return ids
}

// dupesTable prints the duplicates table over ids sampled from the index.
func dupesTable(client *http.Client, apiURL, baseAPI, osURL, alias, q, facets, conc string, n int) {
	pairTable(client, apiURL, baseAPI, "duplicates (issue 26): collapse=duplicates / the same page, similar / the plain q page", conc, n,
		dupePairs(q, facets, sampleIDs(client, osURL, alias, 200)))
}
