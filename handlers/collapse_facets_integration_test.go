package handlers_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"readapi/internal/dupes"
)

// Facets under collapse=duplicates count groups: a group counts once under
// each value any of its selected copies holds, a row outside any group
// once; each facet over every parameter but its own filter. The oracle
// groups the fixture's rows with the rule (internal/dupes).

// collapseFacetValue is a fixture row's value of a facet (nil: not
// counted).
func collapseFacetValue(facet string, r collapseRow) any {
	source, _, _ := strings.Cut(r.id, ":")
	switch facet {
	case "city":
		return r.city
	case "source":
		return source
	case "source_type":
		return collapseSourceTypes[source]
	case "active":
		return r.active
	case "company":
		if r.company == "" {
			return nil
		}
		return r.company
	}
	panic("no fixture value of facet " + facet)
}

// collapseFacetMatch reports whether a fixture row passes one filter.
func collapseFacetMatch(param, value string, r collapseRow) bool {
	switch param {
	case "q":
		return strings.Contains(strings.ToLower(r.title+" "+r.description), value)
	case "source_type":
		return slices.Contains(strings.Split(value, ","), collapseFacetValue(param, r).(string))
	case "active":
		return value == fmt.Sprint(r.active)
	}
	return jsonText(collapseFacetValue(param, r)) == jsonText(value)
}

// collapseFacetsOracle is meta.facets of a collapsed query: per facet, the
// distinct groups (a row outside any group is a group of one) holding
// each value among the rows that pass every filter but the facet's own.
func collapseFacetsOracle(t *testing.T, groups map[string]dupes.Assignment, query string) map[string][]facetEntry {
	t.Helper()
	params, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	limit := 10
	if v := params.Get("facet_limit"); v != "" {
		fmt.Sscan(v, &limit)
	}
	out := map[string][]facetEntry{}
	for _, f := range strings.Split(params.Get("facets"), ",") {
		holders := map[string]map[string]bool{}
		for _, r := range collapseRows {
			selected := true
			for param, values := range params {
				if param == f || slices.Contains(append(notFilters, "collapse"), param) {
					continue
				}
				for _, v := range values {
					selected = selected && collapseFacetMatch(param, v, r)
				}
			}
			v := collapseFacetValue(f, r)
			if !selected || v == nil {
				continue
			}
			group := "alone:" + r.id
			if g := groups[r.id]; g.Size > 1 {
				group = g.Group
			}
			text := jsonText(v)
			if holders[text] == nil {
				holders[text] = map[string]bool{}
			}
			holders[text][group] = true
		}
		entries := []facetEntry{}
		for text, gs := range holders {
			entries = append(entries, facetEntry{json.RawMessage(text), int64(len(gs))})
		}
		slices.SortFunc(entries, func(a, b facetEntry) int {
			if a.Count != b.Count {
				return int(b.Count - a.Count)
			}
			return bytes.Compare(a.Value, b.Value)
		})
		out[f] = entries[:min(limit, len(entries))]
	}
	return out
}

func TestCollapseFacetsCountGroups(t *testing.T) {
	a := newAPI(t)
	var registry []map[string]any
	for stem, typ := range collapseSourceTypes {
		registry = append(registry, map[string]any{"source": stem, "name": stem, "url": nil, "jobs_url": nil,
			"dataset": "jobs", "source_type": typ, "aggregator": typ == "aggregator"})
	}
	a.load("sources", registry...)
	groups := collapseFixture(a)
	const facets = "facets=city,source,source_type,active,company"
	for _, filter := range []string{
		"",
		"city=G%C9%99nc%C9%99",
		"city=Bak%C4%B1&active=true",
		"source=brd",
		"source_type=board",
		"source_type=employer,aggregator&city=Bak%C4%B1",
		"q=m%C3%BChasib",
		"q=m%C3%BChasib&source=agg",
		"active=false",
		"active=true",
		"company=Kapital",
		"company=Kapital&active=true&source=brd",
	} {
		for _, extra := range []string{"", "&facet_limit=1", "&facet_limit=2"} {
			query := "collapse=duplicates&" + facets + extra
			if filter != "" {
				query += "&" + filter
			}
			want := collapseFacetsOracle(t, groups, query)
			path := "/v1/jobs?limit=1&" + query
			e := a.ok(path)
			for pages := 0; ; pages++ {
				got := facetsOf(t, e, "city,source,source_type,active,company")
				for f, w := range want {
					if !sameEntries(got[f], w) {
						t.Errorf("GET %s (page %d): facet %s\n got %s\nwant %s", path, pages, f, entriesText(got[f]), entriesText(w))
					}
				}
				if e.next() == "" || pages > 20 {
					break
				}
				e = a.ok(path + "&cursor=" + e.next())
			}
		}
	}
}
