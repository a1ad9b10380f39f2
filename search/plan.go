package search

import "encoding/json"

// Plan is a collection request compiled for the engine: the searches to
// send and the decoders of their answers. The engine only chooses where
// each search goes (the index or the walk's index, the preference, retries,
// the 410s of removed rows) and hands each answer back:
//
//   - the page: PageBody, answered by DecodePage (page.go: rows, total,
//     cursor; highlights, highlight.go);
//   - the facets: Facets, one FacetSearch each (two under collapse), whose
//     Body is sent in one _msearch and whose Read may ask for further
//     searches (facets.go, collapse_facets.go); under q, the page's own
//     search counts them and each reads its part of the page's answer
//     (FacetsInPage, facet_page.go);
//   - a collapsed page: Collapser and the groups' count (collapse.go).
//
// A feature adds its bodies and decoders here and in a file of its own;
// the engine knows none of them.
type Plan struct {
	Query  *Query
	signer *Signer
	// Facets count the asked facets, in the order asked.
	Facets []*FacetSearch
	// pageAggs are the aggregations of the page's answer, when it counts
	// the facets (FacetsInPage).
	pageAggs json.RawMessage
}

// Compile returns the plan of q; signer signs the next page's cursor.
func Compile(q *Query, signer *Signer) *Plan {
	p := &Plan{Query: q, signer: signer}
	for i := range q.Facets {
		if q.Collapse {
			p.Facets = append(p.Facets, q.collapseFacetSearches(i)...)
			continue
		}
		p.Facets = append(p.Facets, &FacetSearch{q: q, i: i})
	}
	return p
}

// PageBody is the page's search; withTotal asks for the exact number of
// matches (count=true: the engine sends it within its count timeout and
// falls back to the body without).
// When the page counts the facets (FacetsInPage), it holds their
// aggregations (facet_page.go).
func (p *Plan) PageBody(withTotal bool) ([]byte, error) {
	if !p.FacetsInPage() {
		return p.Query.Body(withTotal)
	}
	body := p.Query.bodyClause(withTotal)
	p.addPageFacets(body)
	return appendJSON(make([]byte, 0, 4096), body)
}

// PageCached reports whether the page's search is sent with
// request_cache=true (it counts the facets, facet_page.go).
func (p *Plan) PageCached() bool { return p.FacetsInPage() }
