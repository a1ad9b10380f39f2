package search

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strconv"
)

// Facet batches: under q, the first searches of the facets whose filters
// are the same (every facet of a request without filters on facet fields)
// are sent as one search, so that OpenSearch selects their rows once, with
// one terms aggregation per facet. On 30,000 jobs under q, one search with
// four terms aggregations took half the CPU and half the time of four
// searches of one each (the selection by q costs more than the counting);
// at 200,000 jobs the UI page (q, relevance, highlight, four facets) fell
// from 2.93 to 2.47 times a plain q page (c=1) and from 3.84 to 2.42
// (c=16). Without q the selection is cheap and four searches side by side
// in one _msearch were faster (a range filter never seen, 200,000 jobs:
// 20 vs 36 ms at c=1, 225 vs 298 ms at c=16), so only q batches. Without
// any filter a lone terms aggregation over every row
// takes OpenSearch's fast path (counts read from the terms dictionary),
// which several side by side lose, so a facet counted over every row keeps
// a search of its own. Each facet reads its own aggregation of the answer
// as it reads the answer of its own search (FacetSearch.Read), and counts
// again by itself when that answer is not certain.

// FacetBatch is one search counting the first round of one or more facets.
type FacetBatch struct {
	// Searches are the facets it counts; each reads its part of the
	// answer (Split) and may then ask for searches of its own.
	Searches   []*FacetSearch
	body       []byte
	preference string
}

// Body is the batch's search.
func (b *FacetBatch) Body() []byte { return b.body }

// Preference is OpenSearch's preference for the batch: the same for the
// same body, so every repetition reaches the same shard copies and their
// request cache.
func (b *FacetBatch) Preference() string { return b.preference }

// Split returns each search's answer from the batch's answer (nil, a
// missing index, gives nil to each): for a batch of several, an answer
// holding the search's own aggregation as FacetBody names it.
func (b *FacetBatch) Split(answer []byte) ([][]byte, error) {
	out := make([][]byte, len(b.Searches))
	if answer == nil || len(b.Searches) == 1 {
		for i := range out {
			out[i] = answer
		}
		return out, nil
	}
	var a struct {
		Aggregations map[string]json.RawMessage `json:"aggregations"`
	}
	if err := json.Unmarshal(answer, &a); err != nil {
		return nil, fmt.Errorf("search: cannot decode the facets' search: %w", err)
	}
	for i, s := range b.Searches {
		agg, ok := a.Aggregations[batchAggName(s.i)]
		if !ok {
			return nil, fmt.Errorf("search: the facets' search answered without the %s facet", s.q.Facets[s.i].Name)
		}
		out[i] = append(append([]byte(`{"aggregations":{"v":`), agg...), "}}"...)
	}
	return out, nil
}

// batchAggName names facet i's aggregation in a batch of several.
func batchAggName(i int) string { return "v" + strconv.Itoa(i) }

// FacetBatches groups the plan's facet searches under q by their filters,
// in the order of the facets asked: without q, a facet counted over every
// row, or whose filters no other facet shares, is a batch of one whose body is its own
// (FacetBody), and so is each search of a facet under collapse
// (collapse_facets.go).
func (p *Plan) FacetBatches() ([]*FacetBatch, error) {
	q := p.Query
	withText := len(q.textAt) > 0
	var batches []*FacetBatch
	var queries []string
	for _, s := range p.Facets {
		filters := q.facetFilters(q.Facets[s.i])
		query, err := json.Marshal(BoolQuery(filters))
		if err != nil {
			return nil, err
		}
		joined := false
		for i, other := range queries {
			if withText && s.rows == everyRow && len(filters) > 0 && other == string(query) && batches[i].Searches[0].rows == everyRow {
				batches[i].Searches = append(batches[i].Searches, s)
				joined = true
				break
			}
		}
		if !joined {
			batches = append(batches, &FacetBatch{Searches: []*FacetSearch{s}})
			queries = append(queries, string(query))
		}
	}
	for i, b := range batches {
		if err := b.render(queries[i]); err != nil {
			return nil, err
		}
	}
	return batches, nil
}

// render writes the batch's body over query and its preference, which
// each of its searches keeps for the searches it may send by itself.
func (b *FacetBatch) render(query string) error {
	if len(b.Searches) == 1 {
		body, err := b.Searches[0].Body()
		b.body, b.preference = body, b.Searches[0].Preference()
		return err
	}
	aggs := map[string]any{}
	for _, s := range b.Searches {
		f := s.q.Facets[s.i]
		aggs[batchAggName(s.i)] = map[string]any{"terms": map[string]any{"field": f.Field, "size": s.fetchSize()}}
	}
	body, err := json.Marshal(map[string]any{"size": 0, "track_total_hits": false, "query": json.RawMessage(query), "aggs": aggs})
	if err != nil {
		return err
	}
	sum := sha256.Sum256(body)
	b.body, b.preference = body, "f"+base64.RawURLEncoding.EncodeToString(sum[:9])
	for _, s := range b.Searches {
		s.preference = b.preference
	}
	return nil
}
