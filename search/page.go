package search

import (
	"encoding/json"

	"readapi"
)

// Page is one page of a collection: its rows, the cursor of the next page
// ("" on the last) and, with count=true, the number of matching rows.
type Page struct {
	Rows  []json.RawMessage
	Next  string
	Total *int64
	// Highlights (highlight=true) is a JSON object: for each row of the
	// page with a match in a highlighted field, its id to an object from
	// field name to marked fragments. Nil when not asked for.
	Highlights json.RawMessage
	// Facets (facets=) is a JSON object: for each facet asked for, in the
	// order asked, its values and counts. Nil when not asked for.
	Facets json.RawMessage
	// Copies (collapse=duplicates) is a JSON object: for each row of the
	// page with other selected copies, its id to their ids in canonical
	// order. Nil when not asked for.
	Copies json.RawMessage
	// Relaxed (order=relevance) are the words of q, as typed, that rows
	// need not hold (Query.Relaxed); nil under another order.
	Relaxed []string
	// array is Rows as one JSON array, when they were projected as one
	// (projectArray); Rows are not changed once decoded.
	array json.RawMessage
}

// Data returns the rows as a JSON array: the one they were projected
// into, or else one made of them.
func (p *Page) Data() json.RawMessage {
	if p.array != nil {
		return p.array
	}
	n := 2
	for _, r := range p.Rows {
		n += len(r) + 1
	}
	b := make([]byte, 0, n)
	b = append(b, '[')
	for i, r := range p.Rows {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, r...)
	}
	return append(b, ']')
}

// DecodePage reads the answer of PageBody (nil: the index is missing, an
// empty page) into a page without its facets. The search asked for one row
// beyond the limit: when it came, the page has a next one, whose cursor
// holds the walk's preference. Rows whose id is in removed are left out
// (rows removed on request, until the next load drops them).
func (p *Plan) DecodePage(answer []byte, preference string, removed map[string]struct{}) (*Page, error) {
	q := p.Query
	resp := &Answer{}
	if answer != nil {
		var err error
		if resp, err = DecodeAnswer(answer); err != nil {
			return nil, err
		}
		p.pageAggs = resp.Aggregations
	}
	page := &Page{Relaxed: q.Relaxed()}
	if q.Count {
		var zero int64
		page.Total = &zero
		if resp.Hits.Total != nil {
			page.Total = &resp.Hits.Total.Value
		} else if answer != nil {
			page.Total = nil
		}
	}
	hits := resp.Hits.Hits
	if len(hits) > q.Limit {
		last := hits[q.Limit-1]
		page.Next = p.signer.Encode(Cursor{Fingerprint: q.Fingerprint, Index: last.Index, After: last.Sort, Preference: preference})
		hits = hits[:q.Limit]
	}
	hits = WithoutIDs(hits, removed)
	var err error
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
