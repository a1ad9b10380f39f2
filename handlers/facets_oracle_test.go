package handlers_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
)

// The facet tests compute what meta.facets must say from the fixture rows
// themselves: each facet counts the rows that pass every filter of the
// request but its own, value by value (nulls left out), highest count
// first, ties by the value's JSON text in byte order, cut to the limit.

// facetEntry is one value of a facet: its JSON text and its count.
type facetEntry struct {
	Value json.RawMessage `json:"value"`
	Count int64           `json:"count"`
}

// oracle knows how a dataset's fixture answers the tests' parameters.
type oracle struct {
	rows []map[string]any
	// match returns the predicate of one filter parameter's value.
	match func(param, value string) func(map[string]any) bool
	// value returns a row's value of a facet (nil: not counted).
	value func(facet string, r map[string]any) any
	// own are the parameters each facet leaves out.
	own map[string][]string
	// defaults are the values of filters with a default, when absent.
	defaults map[string]string
}

// notFilters are the parameters that select no rows.
var notFilters = []string{"facets", "facet_limit", "limit", "order", "count", "cursor"}

// jsonText is a value's JSON text as the API writes it (no HTML escaping).
func jsonText(v any) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
	return strings.TrimSuffix(b.String(), "\n")
}

// want computes meta.facets for a query string.
func (o oracle) want(t *testing.T, query string) map[string][]facetEntry {
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
		counts := map[string]int64{}
		for _, r := range o.rows {
			if !o.passes(params, r, o.own[f]) {
				continue
			}
			if v := o.value(f, r); v != nil {
				counts[jsonText(v)]++
			}
		}
		entries := []facetEntry{}
		for text, n := range counts {
			entries = append(entries, facetEntry{json.RawMessage(text), n})
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

// passes reports whether a row matches every filter of params but skip.
func (o oracle) passes(params url.Values, r map[string]any, skip []string) bool {
	for param, v := range o.defaults {
		if !params.Has(param) && !slices.Contains(skip, param) && !o.match(param, v)(r) {
			return false
		}
	}
	for param, values := range params {
		if slices.Contains(notFilters, param) || slices.Contains(skip, param) {
			continue
		}
		for _, v := range values {
			if !o.match(param, v)(r) {
				return false
			}
		}
	}
	return true
}

// rowsFor returns how many rows match every filter of the query.
func (o oracle) rowsFor(t *testing.T, query string) int {
	t.Helper()
	params, _ := url.ParseQuery(query)
	n := 0
	for _, r := range o.rows {
		if o.passes(params, r, nil) {
			n++
		}
	}
	return n
}

// facetsOf reads meta.facets of a response, checking that its members come
// in the order the facets were asked.
func facetsOf(t *testing.T, e *envelope, asked string) map[string][]facetEntry {
	t.Helper()
	var body struct {
		Meta struct {
			Facets json.RawMessage `json:"facets"`
		} `json:"meta"`
	}
	if err := json.Unmarshal(e.Raw, &body); err != nil || body.Meta.Facets == nil {
		t.Fatalf("no meta.facets (%v): %s", err, e.Raw)
	}
	dec := json.NewDecoder(bytes.NewReader(body.Meta.Facets))
	var keys []string
	depth := 0
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch tok := tok.(type) {
		case json.Delim:
			if tok == '{' || tok == '[' {
				depth++
			} else {
				depth--
			}
		case string:
			if depth == 1 {
				keys = append(keys, tok)
			}
		}
	}
	if want := strings.Split(asked, ","); !slices.Equal(keys, want) {
		t.Errorf("meta.facets members %v, want %v", keys, want)
	}
	var out map[string][]facetEntry
	if err := json.Unmarshal(body.Meta.Facets, &out); err != nil {
		t.Fatalf("meta.facets: %v: %s", err, body.Meta.Facets)
	}
	return out
}

// checkFacets fetches path and compares its meta.facets with the oracle's.
func (o oracle) check(t *testing.T, a *apiEnv, path string) *envelope {
	t.Helper()
	e := a.ok(path)
	_, query, _ := strings.Cut(path, "?")
	params, _ := url.ParseQuery(query)
	got, want := facetsOf(t, e, params.Get("facets")), o.want(t, query)
	for f, w := range want {
		if !sameEntries(got[f], w) {
			t.Errorf("GET %s: facet %s\n got %s\nwant %s", path, f, entriesText(got[f]), entriesText(w))
		}
	}
	return e
}

func sameEntries(a, b []facetEntry) bool {
	return slices.EqualFunc(a, b, func(x, y facetEntry) bool { return bytes.Equal(x.Value, y.Value) && x.Count == y.Count })
}

func entriesText(es []facetEntry) string {
	var parts []string
	for _, e := range es {
		parts = append(parts, fmt.Sprintf("%s:%d", e.Value, e.Count))
	}
	return "[" + strings.Join(parts, " ") + "]"
}
