package search

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"readapi"
)

// Facets (facets=FIELD,… and facet_limit): for each named field, the
// values of the rows the request selects and how many rows hold each,
// highest count first. Each facet counts disjunctively: over the rows that
// match every parameter except the filters on its own field, so that
// city=Bakı&facets=city still shows the other cities.
//
// The page's own search is left exactly as it is without facets (rows,
// total, cursor and scores cannot change). Each facet is counted by a
// search sent alongside it (FacetBody): every clause of the request but
// those of the facet's own parameters selects the rows whose values a
// terms aggregation counts; facets whose clauses are the same share one
// search (facet_batch.go). Each answer is checked for exactness
// and, where it is not certain, the facet is counted again with a composite
// aggregation (FacetSearch, below); the engine only sends the searches.

// Limits of facet_limit.
const (
	DefaultFacetLimit = 10
	MaxFacetLimit     = 100
)

// Sizes of the terms aggregations: a facet fetches facetMargin values
// beyond its limit, so that values tied with the last one shown are there
// to be ordered; a grouped facet fetches every value, up to groupedFetch.
const (
	facetMargin  = 100
	groupedFetch = 1000
)

// FacetScanSize is how many values one page of the composite scan reads.
const FacetScanSize = 10000

// AskedFacet is a facet a query asks for, resolved for the request.
type AskedFacet struct {
	*readapi.Facet
	// All: the facet needs the count of every value of its field.
	All   bool
	group func(string) string
}

// facetQuery is the facets part of a Query.
type facetQuery struct {
	// Facets are the facets asked for, in the order asked.
	Facets []AskedFacet
	// FacetLimit is how many values each facet shows at most.
	FacetLimit int
	// paramAt are the positions in Filters of the clauses each parameter
	// built.
	paramAt map[string][]int
	// bounds are the ranges over one date field among Filters
	// (facet_days.go).
	bounds []filterBound
}

// addFilter appends the clause a parameter built, remembering which
// parameter it came from.
func (q *Query) addFilter(param string, c readapi.Clause) {
	if q.paramAt == nil {
		q.paramAt = map[string][]int{}
	}
	q.paramAt[param] = append(q.paramAt[param], len(q.Filters))
	q.Filters = append(q.Filters, c)
}

// parseFacets reads facets and facet_limit. Neither selects rows, so
// neither is part of the cursor's fingerprint: every page of a walk may ask
// for any facets, and the same facets give the same counts on every page.
func (q *Query) parseFacets(env readapi.Env, params url.Values) error {
	d := q.Dataset
	q.FacetLimit = DefaultFacetLimit
	limit, limitGiven, err := single(params, "facet_limit")
	if err != nil {
		return err
	}
	lists, given := params["facets"]
	if !given {
		if limitGiven {
			return readapi.Invalid("facet_limit", "facet_limit applies to facets; give facets or leave facet_limit out")
		}
		return nil
	}
	if limitGiven {
		n, err := strconv.Atoi(limit)
		if err != nil || n < 1 || n > MaxFacetLimit {
			return readapi.Invalid("facet_limit", "facet_limit must be an integer from 1 to %d, got %q", MaxFacetLimit, limit)
		}
		q.FacetLimit = n
	}
	var names []string
	for _, v := range lists {
		names = append(names, readapi.SplitList(v)...)
	}
	if len(names) == 0 {
		return readapi.Invalid("facets", "facets needs a comma-separated list of fields: %s", strings.Join(d.FacetNames(), ", "))
	}
	for _, name := range names {
		i := slices.IndexFunc(d.Facets, func(f readapi.Facet) bool { return f.Name == name })
		if i < 0 {
			return readapi.Invalid("facets", "facets: %q is not a facetable field of %s; facetable fields: %s", name, d.Name, strings.Join(d.FacetNames(), ", "))
		}
		if slices.ContainsFunc(q.Facets, func(a AskedFacet) bool { return a.Name == name }) {
			continue
		}
		asked := AskedFacet{Facet: &d.Facets[i], All: d.Facets[i].Group != nil}
		if asked.All {
			if asked.group, err = d.Facets[i].Group(env); err != nil {
				return err
			}
		}
		q.Facets = append(q.Facets, asked)
	}
	return nil
}

// facetFilters are the clauses facet f counts under: every clause of the
// request but those its own parameters built.
func (q *Query) facetFilters(f AskedFacet) []readapi.Clause { return q.filtersBut(q.ownAt(f)) }

// ownAt are the positions in Filters of the clauses facet f's own
// parameters built.
func (q *Query) ownAt(f AskedFacet) map[int]bool {
	own := map[int]bool{}
	for _, p := range f.Params {
		for _, i := range q.paramAt[p] {
			own[i] = true
		}
	}
	return own
}

// filtersBut are the query's clauses but those at the positions skip holds.
func (q *Query) filtersBut(skip map[int]bool) []readapi.Clause {
	var out []readapi.Clause
	for i, c := range q.Filters {
		if !skip[i] {
			out = append(out, c)
		}
	}
	return out
}

// needsAll reports whether the search needs the count of every value of
// its facet's field: for a grouped facet, and for a facet whose counts are
// the sum of two searches (under collapse), whose first values are not
// those of the sum.
func (s *FacetSearch) needsAll() bool { return s.q.Facets[s.i].All || !s.whole() }

// fetchSize is how many values the search's terms aggregation reads.
func (s *FacetSearch) fetchSize() int {
	if s.needsAll() {
		return groupedFetch
	}
	return s.q.FacetLimit + facetMargin
}

// FacetBody is the search that counts facet i: no rows, the facet's
// filters as the query (filter context: nothing is scored) and one terms
// aggregation "v" of its field. A facet whose filters no other facet
// shares, or that counts every row, is sent as this search (the engine
// sends them in one _msearch, alongside the page's search): over every row
// OpenSearch answers a lone terms aggregation several times faster than the
// same aggregations side by side in one search (on 200,000 jobs, four
// facets took 3 to 18 ms as four searches against 27 to 31 ms as one);
// facets that share filters share one search (facet_batch.go). The body
// holds nothing that changes from page to page, so OpenSearch's shard
// request cache answers it again on every page of a walk and on every
// repetition until the index next changes. OpenSearch's default order of
// terms (count descending, then value) is the one whose error bound it
// reports.
func (q *Query) FacetBody(i int) ([]byte, error) { return (&FacetSearch{q: q, i: i}).facetBody() }

// facetBody is FacetBody over the rows of the facet's selection the search
// counts.
func (s *FacetSearch) facetBody() ([]byte, error) {
	return json.Marshal(readapi.Clause{
		"size": 0, "track_total_hits": false, "query": BoolQuery(s.selection()),
		"aggs": readapi.Clause{"v": readapi.Clause{"terms": readapi.Clause{"field": s.q.Facets[s.i].Field, "size": s.fetchSize()}}},
	})
}

// FacetScanBody is a page of the exact count of facet i by a composite
// aggregation "v" over its field: every value in order, FacetScanSize at a
// time, from after (the previous page's after_key; nil for the first).
func (q *Query) FacetScanBody(i int, after json.RawMessage) ([]byte, error) {
	return (&FacetSearch{q: q, i: i}).facetScanBody(after)
}

// facetScanBody is FacetScanBody over the rows of the facet's selection
// the search counts.
func (s *FacetSearch) facetScanBody(after json.RawMessage) ([]byte, error) {
	sources := []readapi.Clause{{"v": readapi.Clause{"terms": readapi.Clause{"field": s.q.Facets[s.i].Field}}}}
	return compositeScanBody(s.selection(), sources, after)
}

// compositeScanBody is a page of the composite aggregation "v" over
// sources, FacetScanSize keys at a time after the key after (nil: the
// first page), over the rows the filters select.
func compositeScanBody(filters []readapi.Clause, sources []readapi.Clause, after json.RawMessage) ([]byte, error) {
	composite := readapi.Clause{"size": FacetScanSize, "sources": sources}
	if after != nil {
		composite["after"] = after
	}
	return json.Marshal(readapi.Clause{
		"size": 0, "track_total_hits": false, "query": BoolQuery(filters),
		"aggs": readapi.Clause{"v": readapi.Clause{"composite": composite}},
	})
}

// FacetCount is one stored value of a facet's field (a string or a bool)
// and the number of rows holding it.
type FacetCount struct {
	Value any
	Count int64
}

// FacetJSON renders the values of facet f from the counts of every value
// of its field that can be among them: grouped, highest count first, ties
// by the value's JSON text in byte order, at most FacetLimit of them; a
// facet of bands shows every band in its order instead.
func (q *Query) FacetJSON(f AskedFacet, counts []FacetCount) json.RawMessage {
	if f.Bands != nil {
		return bandsJSON(f.Bands, counts)
	}
	type entry struct {
		text  []byte
		count int64
	}
	byText := map[string]int{}
	var entries []entry
	for _, c := range counts {
		v := c.Value
		if s, ok := v.(string); ok && f.group != nil {
			v = f.group(s)
		}
		text := valueJSON(v)
		if i, ok := byText[string(text)]; ok {
			entries[i].count += c.Count
			continue
		}
		byText[string(text)] = len(entries)
		entries = append(entries, entry{text, c.Count})
	}
	slices.SortFunc(entries, func(a, b entry) int {
		if a.count != b.count {
			if a.count > b.count {
				return -1
			}
			return 1
		}
		return bytes.Compare(a.text, b.text)
	})
	var b bytes.Buffer
	b.WriteByte('[')
	for i, e := range entries[:min(len(entries), q.FacetLimit)] {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"value":`)
		b.Write(e.text)
		fmt.Fprintf(&b, `,"count":%d}`, e.count)
	}
	b.WriteByte(']')
	return b.Bytes()
}

// valueJSON is the JSON text of a value as the response writes it (without
// HTML escaping, like the rest of the envelope).
func valueJSON(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// How facet counts are exact on any number of shards. Each facet's search
// (FacetBody) is one terms aggregation. Its answer is used only when it is
// certain:
//
//   - doc_count_error_upper_bound is 0: no shard left out a value (each
//     returned fewer than its shard_size), so every count is exact and the
//     values returned are the true first ones by count. On one shard this
//     always holds.
//   - the values that may be shown are all there: every value of the field
//     when the facet groups them (source_type), else every value tied with
//     the last one shown, since ties are ordered here by JSON text and not
//     by OpenSearch's key order. That holds when nothing was left over
//     (sum_other_doc_count 0) or the last value returned counts less than
//     the last one shown.
//
// Otherwise the facet is counted again with a composite aggregation, which
// pages through every value of the field under the same filters and is
// exact by construction (one search per FacetScanSize values).

// FacetSearch counts one asked facet: Body is the next search to send and
// Read takes its answer, until Read reports that no search is left.
type FacetSearch struct {
	q *Query
	i int
	// rows are the rows of the facet's selection it counts (every one
	// without collapse; under collapse, one search counts the rows outside
	// groups and another the groups, collapse_facets.go).
	rows facetRows
	// split is how the flags of groups split the selection (leadRows, and
	// inGroups beside it); nil when they do not.
	split *groupSplit
	// groups counts the groups of the selection under each value
	// (rows == inGroups).
	groups *groupCounter
	// days: the facet counts over whole days and the rest of the range
	// (facet_days.go) until its answers say it cannot.
	days *daySplit
	// scanning: the terms answer was not certain; after is the composite
	// scan's position (nil before its first page).
	scanning bool
	after    json.RawMessage
	counts   []FacetCount
	// preference is the facet's OpenSearch preference (Preference).
	preference string
}

// Preference is OpenSearch's preference for the facet's searches: the
// same for the same terms body, so that every repetition of a facet goes to
// the same copy of each shard and finds its answer in that copy's request
// cache (a random copy per request would warm each replica's cache in turn).
// Empty before the first Body.
func (s *FacetSearch) Preference() string { return s.preference }

// Body is the facet's next search: its terms aggregation (FacetBody), then
// the pages of the composite scan when that answer was not certain; for the
// groups under collapse, the pages of their (group, value) composite
// (collapse_facets.go).
func (s *FacetSearch) Body() ([]byte, error) {
	first := s.preference == ""
	var body []byte
	var err error
	switch {
	case s.rows == inGroups:
		body, err = s.facetGroupsBody(s.after)
	case s.scanning:
		return s.facetScanBody(s.after)
	default:
		body, err = s.facetBody()
	}
	if err == nil && first {
		s.preference = bodyPreference(body)
	}
	return body, err
}

// Read takes the answer of Body (nil: the index is missing, no values) and
// reports whether another search is needed.
func (s *FacetSearch) Read(answer []byte) (more bool, err error) {
	if answer == nil {
		return false, nil
	}
	f := s.q.Facets[s.i]
	if s.rows == inGroups {
		return s.readGroups(answer)
	}
	if s.days != nil {
		return s.readDays(answer)
	}
	if !s.scanning {
		var a struct {
			Aggregations struct {
				V termsAnswer `json:"v"`
			} `json:"aggregations"`
		}
		if err := json.Unmarshal(answer, &a); err != nil {
			return false, fmt.Errorf("search: cannot decode the %s facet: %w", f.Name, err)
		}
		if t := a.Aggregations.V; t.certain(s.needsAll(), s.q.FacetLimit) {
			s.counts, err = t.counts(f.Kind)
			return false, err
		}
		s.scanning = true
		return true, nil
	}
	var page struct {
		Aggregations struct {
			V struct {
				AfterKey json.RawMessage `json:"after_key"`
				Buckets  []struct {
					Key struct {
						V json.RawMessage `json:"v"`
					} `json:"key"`
					DocCount int64 `json:"doc_count"`
				} `json:"buckets"`
			} `json:"v"`
		} `json:"aggregations"`
	}
	if err := json.Unmarshal(answer, &page); err != nil {
		return false, fmt.Errorf("search: cannot decode a facet scan: %w", err)
	}
	v := page.Aggregations.V
	for _, bucket := range v.Buckets {
		value, err := facetValue(f.Kind, bucket.Key.V)
		if err != nil {
			return false, err
		}
		s.counts = append(s.counts, FacetCount{Value: value, Count: bucket.DocCount})
	}
	if len(v.Buckets) < FacetScanSize || v.AfterKey == nil {
		return false, nil
	}
	s.after = v.AfterKey
	return true, nil
}

// FacetsJSON renders meta.facets from the plan's facet searches, once each
// has read its last answer.
func (p *Plan) FacetsJSON() json.RawMessage {
	if len(p.Facets) == 0 {
		return nil
	}
	var b bytes.Buffer
	b.WriteByte('{')
	for i, f := range p.Query.Facets {
		if i > 0 {
			b.WriteByte(',')
		}
		var counts []FacetCount
		for _, s := range p.Facets {
			if s.i == i {
				counts = append(counts, s.result()...)
			}
		}
		name, _ := json.Marshal(f.Name)
		b.Write(name)
		b.WriteByte(':')
		b.Write(p.Query.FacetJSON(f, counts))
	}
	b.WriteByte('}')
	return b.Bytes()
}

// termsAnswer is a facet's terms aggregation in its search's answer.
type termsAnswer struct {
	ErrorBound int64 `json:"doc_count_error_upper_bound"`
	SumOther   int64 `json:"sum_other_doc_count"`
	Buckets    []struct {
		Key         json.RawMessage `json:"key"`
		KeyAsString *string         `json:"key_as_string"`
		DocCount    int64           `json:"doc_count"`
	} `json:"buckets"`
}

// certain reports whether the answer holds every value a facet may show
// (every value of its field when all, else the first limit and their ties).
func (a *termsAnswer) certain(all bool, limit int) bool {
	b := a.Buckets
	switch {
	case a.ErrorBound != 0:
		return false
	case a.SumOther == 0:
		return true
	case all || len(b) < limit:
		return false
	}
	return b[len(b)-1].DocCount < b[limit-1].DocCount
}

// counts reads the buckets' values with their JSON type.
func (a *termsAnswer) counts(kind readapi.Kind) ([]FacetCount, error) {
	out := make([]FacetCount, 0, len(a.Buckets))
	for _, b := range a.Buckets {
		key := b.Key
		if kind == readapi.Boolean && b.KeyAsString != nil {
			key = json.RawMessage(*b.KeyAsString)
		}
		v, err := facetValue(kind, key)
		if err != nil {
			return nil, err
		}
		out = append(out, FacetCount{Value: v, Count: b.DocCount})
	}
	return out, nil
}

// facetValue decodes a bucket key: a string, or a boolean (which terms
// aggregations key as 1 or 0 with key_as_string, composite ones as
// true or false).
func facetValue(kind readapi.Kind, key json.RawMessage) (any, error) {
	if kind == readapi.Boolean {
		switch string(key) {
		case "true", "1":
			return true, nil
		case "false", "0":
			return false, nil
		}
		return nil, fmt.Errorf("search: boolean facet key %s", key)
	}
	var s string
	if err := json.Unmarshal(key, &s); err != nil {
		return nil, fmt.Errorf("search: facet key %s: %w", key, err)
	}
	return s, nil
}

// bandsJSON renders a facet of bands: every band in order, with its count
// (0 when no row holds it).
func bandsJSON(bands []string, counts []FacetCount) json.RawMessage {
	byBand := map[string]int64{}
	for _, c := range counts {
		if s, ok := c.Value.(string); ok {
			byBand[s] += c.Count
		}
	}
	var b bytes.Buffer
	b.WriteByte('[')
	for i, band := range bands {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"value":%s,"count":%d}`, valueJSON(band), byBand[band])
	}
	b.WriteByte(']')
	return b.Bytes()
}
