package engine

import (
	"context"
	"strings"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/search"
)

// similarKinField is the derived field a posting's neighbours are looked
// for in first: the postings of its occupation, a filter the engine
// answers from its cache, so the text comparison reads a slice of the
// index rather than all of it. A posting without an occupation is
// compared with the whole index.
const similarKinField = "derived.occupation"

// similarKinBoosts are the fields that, shared with the posting, lift a
// neighbour of its occupation above another as alike in text: a constant
// added to the text score, small against a shared title.
var similarKinBoosts = []struct {
	field string
	boost float64
}{{"city", 2}, {"derived.seniority", 1}}

// similarCandidates returns the picks of the postings most like source,
// its occupation's first (see similarKinField); when they are fewer than
// limit, the rest come from the whole index, as alike in text.
func (e *Engine) similarCandidates(ctx context.Context, d *readapi.Dataset, source map[string]any, like, mustNot []any, limit int) ([]similarPick, error) {
	occupation := sourceKeyword(source, similarKinField)
	var boosts []any
	if occupation != "" {
		for _, b := range similarKinBoosts {
			if v := sourceKeyword(source, b.field); v != "" {
				boosts = append(boosts, map[string]any{"constant_score": map[string]any{
					"filter": map[string]any{"term": map[string]any{b.field: v}}, "boost": b.boost}})
			}
		}
		hits, err := e.similarHits(ctx, d, like, mustNot, boosts, map[string]any{"term": map[string]any{similarKinField: occupation}}, limit)
		if err != nil {
			return nil, err
		}
		picks := e.similarPicks(ctx, d, hits, limit, nil)
		if len(picks) == limit {
			return picks, nil
		}
		more, err := e.similarHits(ctx, d, like, mustNot, nil, nil, limit)
		if err != nil {
			return nil, err
		}
		return e.similarPicks(ctx, d, more, limit, picks), nil
	}
	hits, err := e.similarHits(ctx, d, like, mustNot, nil, nil, limit)
	if err != nil {
		return nil, err
	}
	return e.similarPicks(ctx, d, hits, limit, nil), nil
}

// similarHits runs one comparison: active postings matching one of like
// (more_like_this clauses), none of mustNot, within the filter when one is
// given, scored by text plus boosts, best first, ties by id. The hits carry
// their whole stored documents, so the picks need no second request.
func (e *Engine) similarHits(ctx context.Context, d *readapi.Dataset, like, mustNot, boosts []any, filter any, limit int) ([]search.Hit, error) {
	filters := []any{map[string]any{"term": map[string]any{"active": true}}}
	if filter != nil {
		filters = append(filters, filter)
	}
	query := map[string]any{"bool": map[string]any{"must": map[string]any{"bool": map[string]any{"should": like, "minimum_should_match": 1}},
		"should": boosts, "must_not": mustNot, "filter": filters}}
	body := map[string]any{
		"size": limit * 4, "track_total_hits": false,
		"query": query,
		"sort":  []any{map[string]any{"_score": "desc"}, map[string]any{"id": "asc"}},
	}
	data, err := e.Client.Search(ctx, e.Alias(d.Name), body)
	if opensearch.IsMissingIndex(err) {
		return nil, nil
	}
	if err != nil {
		return nil, engineError(err)
	}
	answer, err := search.DecodeAnswer(data)
	if err != nil {
		return nil, err
	}
	return answer.Hits.Hits, nil
}

// sourceKeyword returns the string at a dotted path of a stored source
// ("derived.occupation"), "" when absent or not a string.
func sourceKeyword(source map[string]any, path string) string {
	var v any = source
	for _, name := range strings.Split(path, ".") {
		m, ok := v.(map[string]any)
		if !ok {
			return ""
		}
		v = m[name]
	}
	s, _ := v.(string)
	return s
}
