package search

import (
	"cmp"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"

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
// one that certainly completes the page. Where the filters within a group
// can depend only on active (splitGroups: no q, and no row removed on
// request still in the index, which its group's flags would still count:
// RemovedBody checks, alongside the first batch), the batch reads the rows
// outside groups, the leads of the filter's mode (dup_leads) and the rows
// of the groups where a filtered field varies: a lead is kept, and its
// copies are the mode's among its group's stored ids (dup_members, active
// ones first), so only the groups where a filtered field varies, or too
// large to store their ids, have their copies read. With no filter but
// active, that is one search per page.

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
	// split: the batch reads the rows outside groups, the leads and the
	// rows of the groups where a filtered field varies (see above); nil:
	// every selected row.
	split *groupSplit
}

// Collapser starts a collapsed page; rows whose id is in removed are left
// out; copiesPage is how many copies one search of CopiesBody reads (0:
// DefaultCopiesPage).
func (p *Plan) Collapser(removed map[string]struct{}, copiesPage int) *Collapser {
	if copiesPage <= 0 {
		copiesPage = DefaultCopiesPage
	}
	c := &Collapser{p: p, removed: removed, copies: map[string][]string{}, copiesPage: copiesPage, split: p.countSplit()}
	if p.Query.After != nil {
		c.after = p.Query.After.After
	}
	return c
}

// FirstPage reports whether the page is a walk's first (a missing index
// is then an empty page).
func (c *Collapser) FirstPage() bool { return c.p.Query.After == nil }

// Done reports whether the page is complete: one row beyond the limit
// survived, or the selection ended.
func (c *Collapser) Done() bool { return c.ended || len(c.kept) > c.p.Query.Limit }

// RemovedBody is the search telling whether a row removed on request is
// still in the index, to send with the first batch (false: none is
// needed, no split or no removal). A removal regroups the row's block
// without it before deleting it, so once it is gone the flags no longer
// count it.
func (c *Collapser) RemovedBody() ([]byte, bool, error) {
	if c.split == nil || len(c.removed) == 0 {
		return nil, false, nil
	}
	ids := make([]string, 0, len(c.removed))
	for id := range c.removed {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	body, err := appendJSON(nil, readapi.Clause{"size": 0, "terminate_after": 1, "track_total_hits": true,
		"query": readapi.Clause{"ids": readapi.Clause{"values": ids}}})
	return body, true, err
}

// Removed reads the answer of RemovedBody (nil: the index is missing) and
// reports whether the batch sent with it must be sent again: a removed
// row is still there, and the page reads every selected row instead.
func (c *Collapser) Removed(answer []byte) (again bool, err error) {
	if answer == nil {
		return false, nil
	}
	resp, err := DecodeAnswer(answer)
	if err != nil {
		return false, err
	}
	if resp.Hits.Total == nil || resp.Hits.Total.Value == 0 {
		return false, nil
	}
	c.split = nil
	return true, nil
}

// rows selects the rows a batch under a split reads: outside groups,
// leads of the mode, and the tangled ones (in groups where a filtered
// field varies or without flags).
func (s *groupSplit) rows() readapi.Clause {
	should := []readapi.Clause{
		{"bool": readapi.Clause{"must_not": []readapi.Clause{{"exists": readapi.Clause{"field": dupes.GroupField}}}}},
		{"term": readapi.Clause{dupes.LeadsField: dupes.Lead(s.mode)}},
	}
	return readapi.Clause{"bool": readapi.Clause{"should": append(should, s.tangled()), "minimum_should_match": 1}}
}

// varies reports whether a filtered field varies in a group whose
// dup_varies is fields.
func (s *groupSplit) varies(fields []string) bool {
	return slices.ContainsFunc(fields, func(f string) bool { return slices.Contains(s.vary, f) })
}

// copiesOf are the ids of the mode's copies of a group of the stored ids
// members (canonical order, the first actives active ones), but id.
func (s *groupSplit) copiesOf(id string, members []string, actives int) []string {
	actives = min(max(actives, 0), len(members))
	switch s.mode {
	case dupes.ModeActive:
		members = members[:actives]
	case dupes.ModeInactive:
		members = members[actives:]
	}
	var out []string
	for _, m := range members {
		if m != id {
			out = append(out, m)
		}
	}
	return out
}

// BatchBody is the next batch's search.
func (c *Collapser) BatchBody() ([]byte, error) {
	q := c.p.Query
	body := q.bodyClause(false)
	body["size"] = c.batchSize()
	if c.split != nil {
		body["query"] = BoolQuery(append(slices.Clone(q.Filters), c.split.rows()))
	}
	delete(body, "search_after")
	if c.after != nil {
		body["search_after"] = c.after
	}
	return appendJSON(nil, body)
}

// dupFields are a row's group helpers.
type dupFields struct {
	ID      string   `json:"id"`
	Group   string   `json:"dup_group"`
	Rank    int      `json:"dup_rank"`
	Size    int      `json:"dup_size"`
	Varies  []string `json:"dup_varies"`
	Members []string `json:"dup_members"`
	Actives *int     `json:"dup_actives"`
}

// lead reports whether a batch's row is kept as its group's lead without
// reading its copies: under a split, in a group where no filtered field
// varies (the batch reads only the leads of those).
func (c *Collapser) lead(f dupFields) bool {
	return c.split != nil && f.Group != "" && f.Varies != nil && f.Actives != nil && !c.split.varies(f.Varies)
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
		lead := c.lead(f)
		if f.Group == "" || f.Rank == 0 || lead {
			if certain++; certain > c.p.Query.Limit {
				break
			}
		}
		if f.Group != "" && !seen[f.Group] && !(lead && f.Members != nil) {
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
	if c.split != nil && len(c.split.vary) == 0 {
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
		ids, read := c.selected[f.Group]
		if !read && c.lead(f) && f.Members != nil {
			c.kept = append(c.kept, h)
			if copies := c.split.copiesOf(f.ID, f.Members, *f.Actives); len(copies) > 0 {
				c.copies[f.ID] = copies
			}
			continue
		}
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
	page := &Page{Relaxed: q.Relaxed()}
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
	if page.array, page.Rows, err = projectArray(q.Dataset.Fields, hits, false, readapi.Include{Bodies: q.Bodies, Derived: q.Derived}); err != nil {
		return nil, err
	}
	if q.Highlight {
		if page.Highlights, err = highlights(q.Dataset, hits); err != nil {
			return nil, err
		}
	}
	return page, nil
}

// count=true under collapse counts groups. Where the filters within a
// group can depend only on active (splitGroups), CountBody counts the
// selected rows outside groups and the leads of the mode in the groups
// where no filtered field varies, and GroupsBody adds the others (where one
// does, or stored without flags), one per bucket.
// Otherwise CountBody counts every selected row and GroupsBody takes away,
// per group, its selected copies beyond the first.

// countSplit is the split of the groups count=true counts (nil: every
// grouped row is read).
func (p *Plan) countSplit() *groupSplit {
	if s, ok := p.Query.splitGroups(p.Query.Filters); ok {
		return s
	}
	return nil
}

// CountBody is the first search counting the groups (count=true).
func (p *Plan) CountBody() ([]byte, error) {
	filters := p.Query.Filters
	if s := p.countSplit(); s != nil {
		filters = leadRows.filters(slices.Clone(filters), s, "")
	}
	return appendJSON(nil, readapi.Clause{"size": 0, "query": BoolQuery(filters), "track_total_hits": true})
}

// GroupsBody is one page of the composite aggregation over the groups of
// the selected rows that have one (under a split, those where a filtered
// field varies), after the key after (nil: the first).
func (p *Plan) GroupsBody(after json.RawMessage) ([]byte, error) {
	filters := inGroups.filters(slices.Clone(p.Query.Filters), p.countSplit(), "")
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

// Groups reads an answer of GroupsBody: what it adds to the count of
// CountBody (each group once under a split, else less its selected rows
// beyond the first), and the key after which the next page starts (nil on
// the last).
func (p *Plan) Groups(answer []byte) (add int64, after json.RawMessage, err error) {
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
	split := p.countSplit() != nil
	for _, b := range g.Buckets {
		if split {
			add++
		} else {
			add -= b.DocCount - 1
		}
	}
	if len(g.Buckets) < FacetScanSize {
		g.AfterKey = nil
	}
	return add, g.AfterKey, nil
}
