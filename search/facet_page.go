package search

import (
	"encoding/json"
	"fmt"

	"readapi"
)

// Facets in the page's search. Under q, selecting the rows costs more than
// counting them, and a facet counted by a search of its own (FacetBody,
// facet_batch.go) evaluates q once more beside the page. So, without
// collapse and without a range split over whole days (facet_days.go, which
// keeps its searches for the request cache), the page's search counts every
// facet in one evaluation of q, the disjunctive way:
//
//   - the query holds every clause but those of the facets' own parameters
//     (the selected facet values); those select the page's rows as a
//     post_filter, which no aggregation sees, so rows, total, cursor and
//     scores are those of the page without facets (a filter scores
//     nothing either way);
//   - each facet is a terms aggregation "v<i>" over the query's rows, and
//     when other facets' values are selected, inside a filter aggregation
//     "v<i>" holding those (its own selection left out): its rows are
//     exactly those of facetFilters.
//
// Each facet reads its aggregation as the answer of its own search
// (FacetSearch.Read), with the same checks of exactness, and counts again
// by itself (the composite scan) when that answer is not certain. The
// page's search is then sent with request_cache=true: its query phase (the
// rows' order and the counts) is kept by the shard request cache, as the
// facets' own searches were, so that a repeated page or facet reads it
// from there until the index next changes (fetching the rows and their
// highlights is never cached).

// FacetsInPage reports whether the page's search counts the plan's facets
// (PageBody holds their aggregations and PageFacets reads them), so that
// no search of their own is sent first.
func (p *Plan) FacetsInPage() bool {
	q := p.Query
	return len(q.Facets) > 0 && len(q.textAt) > 0 && !q.Collapse && q.splitDays() == nil
}

// selectedAt are the positions in Filters of the clauses of every asked
// facet's own parameters: the page's post_filter.
func (q *Query) selectedAt() map[int]bool {
	selected := map[int]bool{}
	for _, f := range q.Facets {
		for i := range q.ownAt(f) {
			selected[i] = true
		}
	}
	return selected
}

// addPageFacets makes body, the page's search, count the plan's facets:
// the selected facet values move from the query to the post_filter and
// each facet gets its aggregation.
func (p *Plan) addPageFacets(body readapi.Clause) {
	q := p.Query
	selected := q.selectedAt()
	if len(selected) > 0 {
		body["query"] = q.queryBut(selected)
		var post []readapi.Clause
		for i, c := range q.Filters {
			if selected[i] {
				post = append(post, c)
			}
		}
		body["post_filter"] = BoolQuery(post)
	}
	aggs := readapi.Clause{}
	for _, s := range p.Facets {
		f := q.Facets[s.i]
		terms := readapi.Clause{"terms": readapi.Clause{"field": f.Field, "size": s.fetchSize()}}
		own := q.ownAt(f)
		var others []readapi.Clause
		for i, c := range q.Filters {
			if selected[i] && !own[i] {
				others = append(others, c)
			}
		}
		if len(others) > 0 {
			terms = readapi.Clause{"filter": BoolQuery(others), "aggs": readapi.Clause{"v": terms}}
		}
		aggs[batchAggName(s.i)] = terms
	}
	body["aggs"] = aggs
}

// PageFacets returns the first answer of each of the plan's facet searches
// (FacetsInPage) from the aggregations of the page's answer, which
// DecodePage read: each as the answer of the facet's own search would be
// (nil when the page had no answer, a missing index).
func (p *Plan) PageFacets() ([][]byte, error) {
	out := make([][]byte, len(p.Facets))
	if p.pageAggs == nil {
		return out, nil
	}
	var aggs map[string]json.RawMessage
	if err := json.Unmarshal(p.pageAggs, &aggs); err != nil {
		return nil, fmt.Errorf("search: cannot decode the page's facets: %w", err)
	}
	for k, s := range p.Facets {
		agg, ok := aggs[batchAggName(s.i)]
		if !ok {
			return nil, fmt.Errorf("search: the page's search answered without the %s facet", p.Query.Facets[s.i].Name)
		}
		var filtered struct {
			V json.RawMessage `json:"v"`
		}
		if err := json.Unmarshal(agg, &filtered); err != nil {
			return nil, fmt.Errorf("search: cannot decode the %s facet: %w", p.Query.Facets[s.i].Name, err)
		}
		if filtered.V != nil {
			agg = filtered.V
		}
		out[k] = append(append([]byte(`{"aggregations":{"v":`), agg...), "}}"...)
	}
	return out, nil
}
