package main

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// eventFacets are the derived fields an events UI shows as facets
// (search-extensions.md, One vocabulary across sources and languages).
const eventFacets = "kind,genre,place,language,audience"

// eventPages are the q pages on events measured against the base build
// (issue 34: no slower q page for events): a plain q, the same by
// relevance and with highlights, and a plain q of several words; then
// the pages of the derived fields (issue 42): the kind filter alone and
// with q, the derived facets alone and on the UI page of q, and a
// language and age filter.
func eventPages(q, words string) []pair {
	plain := "/v1/events?q=" + url.QueryEscape(q)
	several := "/v1/events?q=" + url.QueryEscape(words)
	return []pair{
		{name: "q=" + q, path: plain},
		{name: "q, order=relevance", path: plain + "&order=relevance"},
		{name: "q, highlight=true", path: plain + "&highlight=true"},
		{name: "q, relevance+highlight", path: plain + "&order=relevance&highlight=true"},
		{name: "q=" + words, path: several},
		{name: "  order=relevance", path: several + "&order=relevance"},
		{name: "kind=concert,theatre", path: "/v1/events?kind=concert,theatre"},
		{name: "q, kind=concert", path: plain + "&kind=concert"},
		{name: "facets (5 derived)", path: "/v1/events?facets=" + eventFacets},
		{name: "q, UI page (+5 facets)", path: plain + "&order=relevance&highlight=true&facets=" + eventFacets},
		{name: "language=ru,min_age≤6", path: "/v1/events?language=ru&min_age_at_most=6"},
	}
}

// eventsTable measures each events page through the API and the base API
// (when set), interleaved — a warm-up, then three rounds of n/3 requests
// of each — at each concurrency, and prints the medians, each page's ratio
// to the plain q page, and api/base.
func eventsTable(client *http.Client, apiURL, baseAPI, conc string, n int, pages []pair) {
	header := fmt.Sprintf("%-26s %5s %11s %8s", "events page (API)", "conc", "median", "/plain q")
	if baseAPI != "" {
		header += fmt.Sprintf(" %11s %8s %8s", "base median", "/plain q", "api/base")
	}
	fmt.Printf("\nevents q pages (load average %s)\n%s\n", loadAverage(), header)
	apis := []string{apiURL}
	if baseAPI != "" {
		apis = append(apis, baseAPI)
	}
	for _, cs := range strings.Split(conc, ",") {
		cc, err := parseConcurrency(cs)
		if err != nil {
			fail("%v", err)
		}
		var kinds []func() (*http.Request, error)
		for _, p := range pages {
			for _, api := range apis {
				kinds = append(kinds, func() (*http.Request, error) { return http.NewRequest(http.MethodGet, api+p.path, nil) })
			}
		}
		lat := interleaved(client, kinds, cc, n)
		plain := make([]time.Duration, len(apis))
		for i, p := range pages {
			line := fmt.Sprintf("%-26s %5d", p.name, cc)
			for a := range apis {
				m := median(lat[i*len(apis)+a])
				if i == 0 {
					plain[a] = m
				}
				line += fmt.Sprintf(" %11s %8.2f", m.Round(time.Microsecond), float64(m)/float64(plain[a]))
			}
			if baseAPI != "" {
				line += fmt.Sprintf(" %8.2f", float64(median(lat[i*2]))/float64(median(lat[i*2+1])))
			}
			fmt.Println(line)
		}
	}
	fmt.Printf("load average after the table: %s\n", loadAverage())
}
