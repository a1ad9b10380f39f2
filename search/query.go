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
	"readapi/search/qtext"
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
	// Derived adds the derived object (include=derived).
	Derived bool
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
	// texts are q's values, in the order of textAt, each parsed and
	// classified once (package qtext): their clauses, meta.relaxed and the
	// typo correction all read these.
	texts []qtext.Value
	// textCost are the costs of q's clauses (qtext.Cost), in the order of
	// textAt, counted when they were compiled.
	textCost []int
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
// description and builds its filters: queryParsers, in their order, each
// read one parameter or family of them.
func ParseQuery(env readapi.Env, signer *Signer, params url.Values) (*Query, error) {
	d := env.Dataset
	if err := onlyAccepted(params, d.AcceptedParams()); err != nil {
		return nil, err
	}
	p := &queryParse{env: env, signer: signer, params: params,
		q: &Query{Dataset: d, Limit: DefaultLimit, Filters: slices.Clone(d.Fixed)}}
	for _, parse := range queryParsers {
		if err := parse(p); err != nil {
			return nil, err
		}
	}
	return p.q, nil
}

// queryParse is one ParseQuery under way: the request, the query it
// builds, q's values until their clauses are made, and print, everything
// that selects rows (the fingerprint's parts: the dataset and the order
// first, the rest in any order).
type queryParse struct {
	env    readapi.Env
	signer *Signer
	params url.Values
	q      *Query
	texts  []string
	print  []string
}

// queryParsers read the parameters in this order, which is the order of
// their errors and of the filters they add.
var queryParsers = []func(*queryParse) error{
	(*queryParse).limit, (*queryParse).order, (*queryParse).text, (*queryParse).count,
	(*queryParse).include, (*queryParse).facets, (*queryParse).sources, (*queryParse).textClauses,
	(*queryParse).filters, (*queryParse).geo, (*queryParse).collapse, (*queryParse).cost,
	(*queryParse).cursor,
}

// limit reads limit (1 to MaxLimit).
func (p *queryParse) limit() error {
	v, ok, err := single(p.params, "limit")
	if err != nil || !ok {
		return err
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > MaxLimit {
		return readapi.Invalid("limit", "limit must be an integer from 1 to %d, got %q", MaxLimit, v)
	}
	p.q.Limit = n
	return nil
}

// order reads order (the dataset's default without it) and starts the
// fingerprint with the dataset and the order.
func (p *queryParse) order() error {
	d := p.q.Dataset
	order := d.DefaultOrder
	if v, ok, err := single(p.params, "order"); err != nil {
		return err
	} else if ok {
		if !slices.Contains(d.AcceptedOrders(), v) {
			return readapi.Invalid("order", "order must be one of %s, got %q", strings.Join(d.AcceptedOrders(), ", "), v)
		}
		order = v
	}
	p.q.Order, p.q.Desc = strings.TrimPrefix(order, "-"), strings.HasPrefix(order, "-")
	fixed, _ := json.Marshal(d.Fixed)
	p.print = append(p.print, d.Name+string(fixed), order)
	return nil
}

// text reads q and the options that refine it (parseText).
func (p *queryParse) text() error {
	texts, err := p.q.parseText(p.params)
	p.texts = texts
	return err
}

// count reads count.
func (p *queryParse) count() error {
	v, ok, err := single(p.params, "count")
	if err != nil || !ok {
		return err
	}
	b, err := readapi.ParseBool("count", v)
	p.q.Count = b
	return err
}

// include reads include (a list; bodies adds the body fields, derived
// the derived object).
func (p *queryParse) include() error {
	in, err := p.q.Dataset.ParseInclude(p.params["include"])
	p.q.Bodies, p.q.Derived = in.Bodies, in.Derived
	return err
}

// facets reads facets and facet_limit (facets.go).
func (p *queryParse) facets() error {
	return p.q.parseFacets(p.env, p.params)
}

// sources reads source: one stem a value, which must exist where the
// dataset says so.
func (p *queryParse) sources() error {
	d := p.q.Dataset
	for _, v := range p.params["source"] {
		if v == "" {
			continue
		}
		if d.SourceMustExist {
			stems, err := p.env.Sources.Stems(p.env.Ctx, d.Name)
			if err != nil {
				return err
			}
			if _, ok := stems[v]; !ok {
				return readapi.Invalid("source", "unknown source %q for %s (source takes one stem; see /v1/sources)", v, d.Name)
			}
		}
		p.q.addFilter("source", readapi.Term("source", v))
		p.print = append(p.print, "source="+v)
	}
	return nil
}

// textClauses adds the clause of each value of q (package qtext, through
// the cache of compileText).
func (p *queryParse) textClauses() error {
	q := p.q
	for _, v := range p.texts {
		q.textAt = append(q.textAt, len(q.Filters))
		text := compileText(q.Dataset, v, q.Fuzzy, q.Order == readapi.OrderRelevance)
		q.texts = append(q.texts, text.value)
		q.textCost = append(q.textCost, text.cost)
		q.Filters = append(q.Filters, text.clause)
		p.print = append(p.print, "q="+v)
	}
	if q.Fuzzy {
		p.print = append(p.print, "fuzzy=true")
	}
	return nil
}

// filters reads the dataset's filter parameters (q's options aside), with
// their defaults when absent.
func (p *queryParse) filters() error {
	for _, f := range p.q.Dataset.Filters {
		if slices.Contains(readapi.TextOptions, f.Param) {
			continue
		}
		values, given := p.params[f.Param]
		if !given && f.Default != "" {
			values = []string{f.Default}
		}
		var err error
		if f.List {
			err = p.listFilter(f, values, given)
		} else {
			err = p.singleFilters(f, values)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// listFilter adds the one clause of a list filter over all its values.
func (p *queryParse) listFilter(f readapi.Filter, values []string, given bool) error {
	var items []string
	for _, v := range values {
		items = append(items, readapi.SplitList(v)...)
	}
	if len(items) == 0 {
		if given && !f.EmptyMeansNone() {
			return readapi.Invalid(f.Param, "%s needs a value; leave the parameter out for no filter", f.Param)
		}
		return nil
	}
	c, err := f.Build(p.env, items)
	if err != nil {
		return err
	}
	if c != nil {
		p.q.addFilter(f.Param, c)
	}
	p.print = append(p.print, f.Param+"="+strings.Join(items, ","))
	return nil
}

// singleFilters adds a clause for each value of a filter that takes one.
func (p *queryParse) singleFilters(f readapi.Filter, values []string) error {
	for _, v := range values {
		if v == "" {
			if !f.EmptyMeansNone() {
				return readapi.Invalid(f.Param, "%s needs a value; leave the parameter out for no filter", f.Param)
			}
			continue
		}
		c, err := f.Build(p.env, []string{v})
		if err != nil {
			return err
		}
		if c != nil {
			p.q.addFilter(f.Param, c)
			if err := p.q.addBound(f, v); err != nil {
				return err
			}
		}
		p.print = append(p.print, f.Param+"="+v)
	}
	return nil
}

// geo reads near and within_km (geo.go).
func (p *queryParse) geo() error {
	return p.q.parseGeo(p.params)
}

// collapse reads collapse (collapse.go).
func (p *queryParse) collapse() error {
	part, err := p.q.parseCollapse(p.params)
	if part != "" {
		p.print = append(p.print, part)
	}
	return err
}

// cost refuses a query over the engine's clause limit (checkCost), then
// seals the fingerprint.
func (p *queryParse) cost() error {
	if err := p.q.checkCost(); err != nil {
		return err
	}
	p.q.Fingerprint = fingerprint(p.print)
	return nil
}

// cursor reads cursor, which must have been issued for the same filters
// and order.
func (p *queryParse) cursor() error {
	v, ok, err := single(p.params, "cursor")
	if err != nil || !ok {
		return err
	}
	c, err := p.signer.Decode(v)
	if err != nil {
		return readapi.Invalid("cursor", "cursor is not valid: %v; use meta.next exactly as returned", err)
	}
	if c.Fingerprint != p.q.Fingerprint {
		return readapi.Invalid("cursor", "cursor was issued for other filters or another order; repeat the request that produced it with only cursor added")
	}
	p.q.After = &c
	return nil
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
	// "missing": "_last" is the engine's default, but left unstated a
	// search_after walk loses rows without the field (OpenSearch 2.19.4 and
	// 3.8.0 alike: 25 of 30 on a hand-made index; TestCursorWalkIsComplete);
	// stated, it also keeps 3.x from rewriting a match_all page to a range
	// over the field's points (ApproximateMatchAllQuery needs it unset).
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
