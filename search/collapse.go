package search

import (
	"cmp"
	"encoding/json"
	"fmt"
	"net/url"

	"readapi"
	"readapi/internal/dupes"
)

// Collapse (collapse=duplicates on a dataset that groups copies): one row
// per group of copies, the selected copy first in its group's canonical
// order (dup_rank), with meta.copies. The page is read in batches beyond
// the limit; for the batch's rows that have a group, one more search (paged
// with search_after when they are many) reads the groups' selected copies
// (CopiesBody), and a row is dropped when a selected copy of its group
// ranks before it. That decision does not
// depend on the page, so the cursor, on the last row returned, walks every
// group exactly once. count=true counts groups (CountBody, GroupsBody),
// and so do facets (collapse_facets.go).
//
// A copy of rank 0 (or a row without a group) always comes first among
// its group's selected copies, so only the rows of rank > 0 can be
// dropped, and the copies are read only for the batch's rows up to the
// one that certainly completes the page. When no filter can leave a
// group's rank-0 copy out while selecting another (no filter but
// active=true, whose copies rank first; no removed row pending), the
// batch asks for the rank-0 and ungrouped rows only, every row it reads
// is kept, and the copies are read for meta.copies alone.

// CollapseValue is the one value collapse accepts.
const CollapseValue = "duplicates"

// collapseBatch is how many rows beyond the limit one batch reads when
// copies may be dropped: half the page, at least minCollapseBatch.
func collapseBatch(limit int) int { return max(minCollapseBatch, (limit+1)/2) }

const minCollapseBatch = 10

// DefaultCopiesPage is how many copies of a batch's groups one search
// reads; the copies are read page by page (search_after) to the last.
const DefaultCopiesPage = 10000

// parseCollapse reads collapse; it selects rows, so it is part of the
// fingerprint.
func (q *Query) parseCollapse(params url.Values) (string, error) {
	v, ok, err := single(params, "collapse")
	if err != nil || !ok {
		return "", err
	}
	if v != CollapseValue {
		return "", readapi.Invalid("collapse", "collapse accepts %q only, got %q", CollapseValue, v)
	}
	q.Collapse = true
	return "collapse=" + v, nil
}

// Collapser reads one collapsed page: the engine sends BatchBody, hands
// the answer to Batch; for the groups Batch returns, it sends CopiesBody
// and hands the answer to Copies until Copies reports no more; it then
// calls Keep, and repeats until Done.
type Collapser struct {
	p       *Plan
	after   []json.RawMessage
	batch   []Hit
	ended   bool
	kept    []Hit
	copies  map[string][]string
	removed map[string]struct{}
	// groups are the current batch's groups; selected their selected
	// copies' ids, in canonical order, read so far; copiesAfter the
	// position of the next page of copies (nil: the first).
	groups      []string
	selected    map[string][]string
	copiesAfter []json.RawMessage
	copiesPage  int
	// copiesSize is how many copies the current batch's copies search
	// asks for: one more than the sum of its groups' dup_size (a hint: a
	// full answer is followed by another page), at most copiesPage.
	copiesSize int
	// canonicalOnly: the batch asks for the rank-0 and ungrouped rows
	// only (see the package comment above).
	canonicalOnly bool
}

// Collapser starts a collapsed page; rows whose id is in removed are left
// out; copiesPage is how many copies one search of CopiesBody reads (0:
// DefaultCopiesPage).
func (p *Plan) Collapser(removed map[string]struct{}, copiesPage int) *Collapser {
	if copiesPage <= 0 {
		copiesPage = DefaultCopiesPage
	}
	c := &Collapser{p: p, removed: removed, copies: map[string][]string{}, copiesPage: copiesPage,
		canonicalOnly: len(removed) == 0 && p.Query.keepsCanonicalCopies()}
	if p.Query.After != nil {
		c.after = p.Query.After.After
	}
	return c
}

// Done reports whether the page is complete: one row beyond the limit
// survived, or the selection ended.
func (c *Collapser) Done() bool { return c.ended || len(c.kept) > c.p.Query.Limit }

// activeOnly is the one filter under which a group's rank-0 copy is
// selected whenever any of its copies is: active copies rank first.
var activeOnly = readapi.Term("active", true)

// keepsCanonicalCopies reports whether the query's filters select every
// group's rank-0 copy when they select any of its copies: no filter but
// activeOnly.
func (q *Query) keepsCanonicalCopies() bool {
	want, err := appendJSON(nil, activeOnly)
	if err != nil {
		return false
	}
	for _, f := range q.Filters {
		got, err := appendJSON(nil, f)
		if err != nil || string(got) != string(want) {
			return false
		}
	}
	return true
}

// canonicalRows selects the rows without a group and the rank-0 copies.
var canonicalRows = readapi.Clause{"bool": readapi.Clause{"should": []readapi.Clause{
	{"term": readapi.Clause{dupes.RankField: 0}},
	{"bool": readapi.Clause{"must_not": []readapi.Clause{{"exists": readapi.Clause{"field": dupes.GroupField}}}}},
}, "minimum_should_match": 1}}

// BatchBody is the next batch's search.
func (c *Collapser) BatchBody() ([]byte, error) {
	q := c.p.Query
	body := q.bodyClause(false)
	body["size"] = c.batchSize()
	if c.canonicalOnly {
		body["query"] = BoolQuery(append(append([]readapi.Clause{}, q.Filters...), canonicalRows))
	}
	delete(body, "search_after")
	if c.after != nil {
		body["search_after"] = c.after
	}
	return appendJSON(nil, body)
}

// dupFields are a row's group helpers.
type dupFields struct {
	ID    string `json:"id"`
	Group string `json:"dup_group"`
	Rank  int    `json:"dup_rank"`
	Size  int    `json:"dup_size"`
}

// Batch reads a batch's answer (nil: the index is missing) and returns the
// groups of its rows, whose copies CopiesBody reads.
func (c *Collapser) Batch(answer []byte) ([]string, error) {
	c.batch, c.groups, c.copiesAfter = nil, nil, nil
	c.selected = map[string][]string{}
	if answer == nil {
		c.ended = true
		return nil, nil
	}
	resp, err := DecodeAnswer(answer)
	if err != nil {
		return nil, err
	}
	hits := resp.Hits.Hits
	if len(hits) < c.batchSize() {
		c.ended = true
	}
	if len(hits) > 0 {
		c.after = hits[len(hits)-1].Sort
	}
	c.batch = hits
	seen := map[string]bool{}
	c.copiesSize = 0
	// certain counts the rows kept whatever their copies (rank 0 or no
	// group); the row that makes it limit+1 ends the page, and neither its
	// copies nor those of the rows after it are needed.
	certain := len(c.kept)
	for _, h := range hits {
		var f dupFields
		if err := json.Unmarshal(h.Source, &f); err != nil {
			return nil, fmt.Errorf("search: cannot decode a row's group: %w", err)
		}
		if _, gone := c.removed[f.ID]; gone {
			continue
		}
		if f.Group == "" || f.Rank == 0 {
			if certain++; certain > c.p.Query.Limit {
				break
			}
		}
		if f.Group != "" && !seen[f.Group] {
			seen[f.Group] = true
			c.groups = append(c.groups, f.Group)
			c.copiesSize += cmp.Or(f.Size, c.copiesPage)
		}
	}
	c.copiesSize = min(c.copiesSize+1, c.copiesPage)
	return c.groups, nil
}

// batchSize is how many rows a batch asks for.
func (c *Collapser) batchSize() int {
	if c.canonicalOnly {
		return c.p.Query.Limit + 1
	}
	return c.p.Query.Limit + 1 + collapseBatch(c.p.Query.Limit)
}

// CopiesBody is the search of the next page of the selected rows of the
// batch's groups, in canonical order.
func (c *Collapser) CopiesBody() ([]byte, error) {
	filters := append(append([]readapi.Clause{}, c.p.Query.Filters...), readapi.Clause{"terms": readapi.Clause{dupes.GroupField: c.groups}})
	body := readapi.Clause{
		"size":             c.copiesSize,
		"query":            BoolQuery(filters),
		"track_total_hits": false,
		"_source":          []string{"id", dupes.GroupField},
		"sort":             []readapi.Clause{{dupes.GroupField: "asc"}, {dupes.RankField: "asc"}, {readapi.Tiebreaker: "asc"}},
	}
	if c.copiesAfter != nil {
		body["search_after"] = c.copiesAfter
	}
	return appendJSON(nil, body)
}

// Copies reads an answer of CopiesBody and reports whether another page
// of copies follows.
func (c *Collapser) Copies(answer []byte) (more bool, err error) {
	resp, err := DecodeAnswer(answer)
	if err != nil {
		return false, err
	}
	hits := resp.Hits.Hits
	for _, h := range hits {
		var f dupFields
		if err := json.Unmarshal(h.Source, &f); err != nil {
			return false, fmt.Errorf("search: cannot decode a copy: %w", err)
		}
		if _, gone := c.removed[f.ID]; gone || f.ID == "" {
			continue
		}
		c.selected[f.Group] = append(c.selected[f.Group], f.ID)
	}
	if len(hits) < c.copiesSize {
		return false, nil
	}
	c.copiesAfter = hits[len(hits)-1].Sort
	return true, nil
}

// Keep keeps the batch's rows that come first among their group's
// selected copies, until one beyond the limit.
func (c *Collapser) Keep() error {
	for _, h := range WithoutIDs(c.batch, c.removed) {
		if len(c.kept) > c.p.Query.Limit {
			break
		}
		var f dupFields
		if err := json.Unmarshal(h.Source, &f); err != nil {
			return fmt.Errorf("search: cannot decode a row's group: %w", err)
		}
		ids := c.selected[f.Group]
		if f.Group != "" && len(ids) > 0 && ids[0] != f.ID {
			continue
		}
		c.kept = append(c.kept, h)
		if len(ids) > 1 {
			c.copies[f.ID] = ids[1:]
		}
	}
	return nil
}

// Page returns the collapsed page: at most limit rows, the cursor on the
// last one when another row survives, and meta.copies.
func (c *Collapser) Page(preference string) (*Page, error) {
	q := c.p.Query
	hits := c.kept
	page := &Page{}
	if len(hits) > q.Limit {
		last := hits[q.Limit-1]
		page.Next = c.p.signer.Encode(Cursor{Fingerprint: q.Fingerprint, Index: last.Index, After: last.Sort, Preference: preference})
		hits = hits[:q.Limit]
	}
	copies := map[string][]string{}
	for _, h := range hits {
		if ids, ok := c.copies[h.ID]; ok {
			copies[h.ID] = ids
		}
	}
	var err error
	if page.Copies, err = json.Marshal(copies); err != nil {
		return nil, err
	}
	if page.Rows, err = ProjectHits(q.Dataset.Fields, hits, false, q.Bodies); err != nil {
		return nil, err
	}
	if q.Highlight {
		if page.Highlights, err = highlights(q.Dataset, hits); err != nil {
			return nil, err
		}
	}
	return page, nil
}

// CountBody is the search counting the selected rows (count=true).
func (p *Plan) CountBody() ([]byte, error) {
	return appendJSON(nil, readapi.Clause{"size": 0, "query": BoolQuery(p.Query.Filters), "track_total_hits": true})
}

// GroupsBody is one page of the composite aggregation over the groups of
// the selected rows that have one, after the key after (nil: the first).
func (p *Plan) GroupsBody(after json.RawMessage) ([]byte, error) {
	filters := append(append([]readapi.Clause{}, p.Query.Filters...), readapi.Clause{"exists": readapi.Clause{"field": dupes.GroupField}})
	composite := readapi.Clause{
		"size":    FacetScanSize,
		"sources": []readapi.Clause{{"g": readapi.Clause{"terms": readapi.Clause{"field": dupes.GroupField}}}},
	}
	if after != nil {
		composite["after"] = after
	}
	return appendJSON(nil, readapi.Clause{"size": 0, "query": BoolQuery(filters), "track_total_hits": false,
		"aggs": readapi.Clause{"groups": readapi.Clause{"composite": composite}}})
}

// Groups reads an answer of GroupsBody: how many selected rows beyond the
// first of each group it counted, and the key after which the next page
// starts (nil on the last).
func Groups(answer []byte) (extra int64, after json.RawMessage, err error) {
	var resp struct {
		Aggregations struct {
			Groups struct {
				AfterKey json.RawMessage `json:"after_key"`
				Buckets  []struct {
					DocCount int64 `json:"doc_count"`
				} `json:"buckets"`
			} `json:"groups"`
		} `json:"aggregations"`
	}
	if err := json.Unmarshal(answer, &resp); err != nil {
		return 0, nil, fmt.Errorf("search: cannot decode the groups' count: %w", err)
	}
	g := resp.Aggregations.Groups
	for _, b := range g.Buckets {
		extra += b.DocCount - 1
	}
	if len(g.Buckets) < FacetScanSize {
		g.AfterKey = nil
	}
	return extra, g.AfterKey, nil
}
