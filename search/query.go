package search

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"readapi"
)

// Limits of a collection page.
const (
	DefaultLimit = 25
	MaxLimit     = 100
)

// Query is a validated collection request.
type Query struct {
	Dataset *readapi.Dataset
	Limit   int
	// Order is the sort field (or OrderRelevance); Desc reverses it.
	Order string
	Desc  bool
	Count bool
	// Bodies adds the ItemOrBodies fields (include=bodies).
	Bodies bool
	// Fuzzy lets the words of q match one or two typos away (fuzzy=true).
	Fuzzy bool
	// Highlight asks for marked fragments of the matching fields
	// (highlight=true); Body adds the request, the hits carry them.
	Highlight bool
	// Collapse returns one row per group of copies (collapse=duplicates,
	// collapse.go).
	Collapse bool
	// Filters select the rows, q's clauses among them.
	Filters []readapi.Clause
	// textAt are the positions in Filters of q's clauses, which score the
	// rows under order=relevance.
	textAt []int
	// texts are q's values, in the order of textAt.
	texts []string
	// near is the point of near=, which order=distance measures from.
	near *readapi.Point
	// Fingerprint identifies the filters and order a cursor is bound to.
	Fingerprint string
	After       *Cursor
	facetQuery
}

// single returns the one value of a parameter that may not repeat.
func single(params url.Values, name string) (string, bool, error) {
	vs, ok := params[name]
	if !ok {
		return "", false, nil
	}
	if len(vs) > 1 {
		return "", true, readapi.Invalid(name, "%s may be given only once", name)
	}
	return vs[0], true, nil
}

// onlyAccepted refuses the first parameter (in name order) that accepted
// lacks, naming it and listing the accepted ones.
func onlyAccepted(params url.Values, accepted []string) error {
	names := make([]string, 0, len(params))
	for name := range params {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if !slices.Contains(accepted, name) {
			return readapi.Invalid(name, "unknown parameter %q; accepted parameters: %s", name, strings.Join(accepted, ", "))
		}
	}
	return nil
}

// ParseQuery validates a collection's query string against the dataset's
// description and builds its filters.
func ParseQuery(env readapi.Env, signer *Signer, params url.Values) (*Query, error) {
	d := env.Dataset
	if err := onlyAccepted(params, d.AcceptedParams()); err != nil {
		return nil, err
	}

	q := &Query{Dataset: d, Limit: DefaultLimit, Filters: slices.Clone(d.Fixed)}
	if v, ok, err := single(params, "limit"); err != nil {
		return nil, err
	} else if ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxLimit {
			return nil, readapi.Invalid("limit", "limit must be an integer from 1 to %d, got %q", MaxLimit, v)
		}
		q.Limit = n
	}
	order := d.DefaultOrder
	if v, ok, err := single(params, "order"); err != nil {
		return nil, err
	} else if ok {
		if !slices.Contains(d.AcceptedOrders(), v) {
			return nil, readapi.Invalid("order", "order must be one of %s, got %q", strings.Join(d.AcceptedOrders(), ", "), v)
		}
		order = v
	}
	q.Order, q.Desc = strings.TrimPrefix(order, "-"), strings.HasPrefix(order, "-")
	texts, err := q.parseText(params)
	if err != nil {
		return nil, err
	}
	if v, ok, err := single(params, "count"); err != nil {
		return nil, err
	} else if ok {
		b, err := readapi.ParseBool("count", v)
		if err != nil {
			return nil, err
		}
		q.Count = b
	}
	for _, v := range params["include"] {
		for _, token := range readapi.SplitList(v) {
			if !slices.Contains(d.Includes, token) {
				return nil, readapi.Invalid("include", "include accepts %s, got %q", quoteList(d.Includes), token)
			}
			q.Bodies = q.Bodies || token == "bodies"
		}
	}

	if err := q.parseFacets(env, params); err != nil {
		return nil, err
	}

	// Everything that selects rows goes into the fingerprint.
	var print []string
	fixed, _ := json.Marshal(d.Fixed)
	print = append(print, d.Name+string(fixed), order)
	for _, v := range params["source"] {
		if v == "" {
			continue
		}
		if d.SourceMustExist {
			stems, err := env.Sources.Stems(env.Ctx, d.Name)
			if err != nil {
				return nil, err
			}
			if _, ok := stems[v]; !ok {
				return nil, readapi.Invalid("source", "unknown source %q for %s (source takes one stem; see /v1/sources)", v, d.Name)
			}
		}
		q.addFilter("source", readapi.Term("source", v))
		print = append(print, "source="+v)
	}
	for _, v := range texts {
		q.textAt = append(q.textAt, len(q.Filters))
		q.texts = append(q.texts, v)
		q.Filters = append(q.Filters, textClause(d, v, q.Fuzzy, q.Order == readapi.OrderRelevance, nil))
		print = append(print, "q="+v)
	}
	if q.Fuzzy {
		print = append(print, "fuzzy=true")
	}
	for _, f := range d.Filters {
		if slices.Contains(readapi.TextOptions, f.Param) {
			continue
		}
		values, given := params[f.Param]
		if !given && f.Default != "" {
			values = []string{f.Default}
		}
		if f.List {
			var items []string
			for _, v := range values {
				items = append(items, readapi.SplitList(v)...)
			}
			values = items
			if len(values) == 0 {
				if given && !f.EmptyMeansNone() {
					return nil, readapi.Invalid(f.Param, "%s needs a value; leave the parameter out for no filter", f.Param)
				}
				continue
			}
			c, err := f.Build(env, values)
			if err != nil {
				return nil, err
			}
			if c != nil {
				q.addFilter(f.Param, c)
			}
			print = append(print, f.Param+"="+strings.Join(values, ","))
			continue
		}
		for _, v := range values {
			if v == "" {
				if !f.EmptyMeansNone() {
					return nil, readapi.Invalid(f.Param, "%s needs a value; leave the parameter out for no filter", f.Param)
				}
				continue
			}
			c, err := f.Build(env, []string{v})
			if err != nil {
				return nil, err
			}
			if c != nil {
				q.addFilter(f.Param, c)
				if err := q.addBound(f, v); err != nil {
					return nil, err
				}
			}
			print = append(print, f.Param+"="+v)
		}
	}
	if err := q.parseGeo(params); err != nil {
		return nil, err
	}
	if part, err := q.parseCollapse(params); err != nil {
		return nil, err
	} else if part != "" {
		print = append(print, part)
	}
	if err := q.checkCost(); err != nil {
		return nil, err
	}
	q.Fingerprint = fingerprint(print)

	if v, ok, err := single(params, "cursor"); err != nil {
		return nil, err
	} else if ok {
		c, err := signer.Decode(v)
		if err != nil {
			return nil, readapi.Invalid("cursor", "cursor is not valid: %v; use meta.next exactly as returned", err)
		}
		if c.Fingerprint != q.Fingerprint {
			return nil, readapi.Invalid("cursor", "cursor was issued for other filters or another order; repeat the request that produced it with only cursor added")
		}
		q.After = &c
	}
	return q, nil
}

func quoteList(items []string) string {
	var out []string
	for _, s := range items {
		out = append(out, strconv.Quote(s))
	}
	return strings.Join(out, ", ")
}

func fingerprint(parts []string) string {
	slices.Sort(parts[2:])
	h := sha256.New()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return base64.RawURLEncoding.EncodeToString(h.Sum(nil)[:12])
}

// Sort returns the OpenSearch sort of the query: the order field with rows
// lacking a value last, then the unique tiebreaker. Relevance sorts by
// score, best first, then by id ascending; distance nearest first, then by
// id ascending.
func (q *Query) Sort() []readapi.Clause {
	if q.Order == readapi.OrderDistance {
		return q.distanceSort()
	}
	if q.Order == readapi.OrderRelevance {
		return []readapi.Clause{{"_score": readapi.Clause{"order": "desc"}}, {readapi.Tiebreaker: readapi.Clause{"order": "asc"}}}
	}
	dir := "asc"
	if q.Desc {
		dir = "desc"
	}
	return []readapi.Clause{
		{q.Order: readapi.Clause{"order": dir, "missing": "_last"}},
		{readapi.Tiebreaker: readapi.Clause{"order": dir}},
	}
}

// BoolQuery wraps filter clauses into one bool query (match_all when none).
func BoolQuery(filters []readapi.Clause) readapi.Clause {
	if len(filters) == 0 {
		return readapi.Clause{"match_all": readapi.Clause{}}
	}
	return readapi.Clause{"bool": readapi.Clause{"filter": filters}}
}

// query returns the query of the page: every filter, and q's clauses
// scoring the rows when the order is relevance.
func (q *Query) query() readapi.Clause { return q.queryBut(nil) }

// queryBut is query without the clauses at the positions skip holds.
func (q *Query) queryBut(skip map[int]bool) readapi.Clause {
	if q.Order != readapi.OrderRelevance || len(q.textAt) == 0 {
		return BoolQuery(q.filtersBut(skip))
	}
	var must, filter []readapi.Clause
	for i, c := range q.Filters {
		if skip[i] {
			continue
		}
		if slices.Contains(q.textAt, i) {
			must = append(must, c)
		} else {
			filter = append(filter, c)
		}
	}
	b := readapi.Clause{"must": must}
	if len(filter) > 0 {
		b["filter"] = filter
	}
	return readapi.Clause{"bool": b}
}

// Body returns the search request body for one page; withTotal asks for
// the exact number of matches. It fetches whole stored documents: Project
// picks the fields a response shows, and OpenSearch's _source filtering
// costs more than the bytes it saves (5.6 against 3.7 ms for a page of 26
// jobs on the benchmark machine). With highlight=true each hit also
// carries "highlight": field name to its marked fragments.
func (q *Query) Body(withTotal bool) ([]byte, error) {
	return appendJSON(make([]byte, 0, 4096), q.bodyClause(withTotal))
}

// bodyClause is the search body Body renders.
func (q *Query) bodyClause(withTotal bool) readapi.Clause {
	body := readapi.Clause{
		"size":             q.Limit + 1,
		"query":            q.query(),
		"sort":             q.Sort(),
		"track_total_hits": withTotal,
	}
	if q.After != nil {
		body["search_after"] = q.After.After
	}
	if q.Highlight {
		body["highlight"] = q.highlightClause()
	}
	return body
}
