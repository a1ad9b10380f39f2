package search

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strconv"

	"readapi"
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
// 20 vs 36 ms at c=1, 225 vs 298 ms at c=16), so only q batches, and
// facets under a range on a date field, whose two searches over whole days
// and the rest (facet_days.go) the facets that share their filters share:
// the first is answered by the request cache, the second reads a day or
// two, so one search of each costs least. Without
// any filter a lone terms aggregation over every row
// takes OpenSearch's fast path (counts read from the terms dictionary),
// which several side by side lose, so a facet counted over every row keeps
// a search of its own. Each facet reads its own aggregation of the answer
// as it reads the answer of its own search (FacetSearch.Read), and counts
// again by itself when that answer is not certain. Under q without such a
// range the page's own search now counts the facets (facet_page.go), which
// spares the second evaluation of q these batches still cost.

// FacetBatch is one search counting the first round of one or more facets,
// or the two searches of a facet counted over whole days (facet_days.go).
type FacetBatch struct {
	// Searches are the facets it counts; each reads its part of the
	// answer (Split) and may then ask for searches of its own.
	Searches    []*FacetSearch
	bodies      [][]byte
	preferences []string
}

// Bodies are the batch's searches.
func (b *FacetBatch) Bodies() [][]byte { return b.bodies }

// Preferences are OpenSearch's preferences of Bodies: the same for the
// same body, so every repetition reaches the same shard copies and their
// request cache.
func (b *FacetBatch) Preferences() []string { return b.preferences }

// Split returns each search's answer from the answers to Bodies (a nil
// answer, a missing index, gives nil to each): for a batch of several, an
// answer holding the search's own aggregation as FacetBody names it; for
// facets over whole days, the two answers of each joined.
func (b *FacetBatch) Split(answers [][]byte) ([][]byte, error) {
	for _, a := range answers {
		if a == nil {
			return make([][]byte, len(b.Searches)), nil
		}
	}
	out, err := b.split(answers[0])
	if err != nil || len(answers) == 1 {
		return out, err
	}
	rest, err := b.split(answers[1])
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i] = joinDayAnswers(out[i], rest[i])
	}
	return out, nil
}

// split returns each search's part of one answer.
func (b *FacetBatch) split(answer []byte) ([][]byte, error) {
	if len(b.Searches) == 1 {
		return [][]byte{answer}, nil
	}
	var a struct {
		Aggregations map[string]json.RawMessage `json:"aggregations"`
	}
	if err := json.Unmarshal(answer, &a); err != nil {
		return nil, fmt.Errorf("search: cannot decode the facets' search: %w", err)
	}
	out := make([][]byte, len(b.Searches))
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

// FacetBatches groups the plan's facet searches by their filters, in the
// order of the facets asked: under q, the facets that share their filters;
// under a range split over whole days, the facets that share their filters
// share its two searches (facet_days.go). Otherwise a facet counted over
// every row, or whose filters no other facet shares, is a batch of one whose
// body is its own (FacetBody), and so is each search of a facet under
// collapse (collapse_facets.go).
func (p *Plan) FacetBatches() ([]*FacetBatch, error) {
	q := p.Query
	withText := len(q.textAt) > 0
	split := q.splitDays()
	var batches []*FacetBatch
	var keys []string
	for _, s := range p.Facets {
		f := q.Facets[s.i]
		filters := q.facetFilters(f)
		key, err := json.Marshal(BoolQuery(filters))
		if err != nil {
			return nil, err
		}
		if split != nil && s.rows == everyRow {
			s.days = split
			whole, _ := q.daysQueries(f, split)
			wholeKey, err := json.Marshal(whole)
			if err != nil {
				return nil, err
			}
			key = append(append(key, '\n'), wholeKey...)
		}
		shares := s.rows == everyRow && (s.days != nil || withText && len(filters) > 0)
		joined := false
		for i, other := range keys {
			if shares && other == string(key) && batches[i].Searches[0].rows == everyRow {
				batches[i].Searches = append(batches[i].Searches, s)
				joined = true
				break
			}
		}
		if !joined {
			batches = append(batches, &FacetBatch{Searches: []*FacetSearch{s}})
			keys = append(keys, string(key))
		}
	}
	for _, b := range batches {
		if err := b.render(); err != nil {
			return nil, err
		}
	}
	return batches, nil
}

// render writes the batch's bodies and their preference, which each of its
// searches keeps for the searches it may send by itself.
func (b *FacetBatch) render() error {
	s := b.Searches[0]
	q, f := s.q, s.q.Facets[s.i]
	if s.days == nil && len(b.Searches) == 1 {
		body, err := s.Body()
		b.bodies, b.preferences = [][]byte{body}, []string{s.Preference()}
		return err
	}
	queries := []readapi.Clause{BoolQuery(q.facetFilters(f))}
	size := (*FacetSearch).fetchSize
	if s.days != nil {
		whole, rest := q.daysQueries(f, s.days)
		queries = []readapi.Clause{whole, rest}
		size = func(*FacetSearch) int { return groupedFetch }
	}
	aggs := readapi.Clause{}
	for _, s := range b.Searches {
		name := "v"
		if len(b.Searches) > 1 {
			name = batchAggName(s.i)
		}
		aggs[name] = readapi.Clause{"terms": readapi.Clause{"field": q.Facets[s.i].Field, "size": size(s)}}
	}
	b.bodies = nil
	for _, query := range queries {
		body, err := json.Marshal(readapi.Clause{"size": 0, "track_total_hits": false, "query": query, "aggs": aggs})
		if err != nil {
			return err
		}
		b.bodies = append(b.bodies, body)
	}
	// The searches of a batch over days go to the same shard copies as the
	// whole days, whose answer the copy's request cache keeps.
	preference := bodyPreference(b.bodies[0])
	b.preferences = nil
	for range b.bodies {
		b.preferences = append(b.preferences, preference)
	}
	for _, s := range b.Searches {
		s.preference = preference
	}
	return nil
}

// bodyPreference is the preference of a search body: the same body reaches
// the same shard copies.
func bodyPreference(body []byte) string {
	sum := sha256.Sum256(body)
	return "f" + base64.RawURLEncoding.EncodeToString(sum[:9])
}
