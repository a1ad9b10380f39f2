package engine

import (
	"context"
	"encoding/json"
	"net/url"

	"readapi"
	"readapi/search"
)

// How suggestions are counted exactly, fast. One search of size 0 finds the
// rows having a word that starts with the prefix (one term, or a short
// phrase, on the prefix subfield) and runs a terms aggregation on the folded
// subfield, highest count first, returning limit + SuggestSlack groups, with
// each group's most frequent stored form (a terms sub-aggregation of size 1
// on the raw subfield, collected breadth first: only for the groups that
// survive). Nothing reads a document, and OpenSearch's request cache
// answers a repeated prefix until the next refresh.
//
// That answer is exact when OpenSearch says so and holds every group the
// ranking needs:
//   - the aggregation's doc_count_error_upper_bound is 0: every shard listed
//     all of its groups, so no count is short and no group is missing (on
//     one shard, which is how readapi builds its indices, it always is);
//   - each form sub-aggregation's bound is 0 likewise;
//   - every group tied with the last one shown is among those returned
//     (ties are broken by the shown form, which the aggregation does not
//     order by): all groups were returned, or the last returned has fewer
//     rows than the limit-th.
//
// Otherwise (several shards with more groups than they list, or a long run
// of ties) the engine walks every (folded, stored form) pair with a
// composite aggregation, which is exact on any number of shards, and ranks
// them itself.

// defaultSuggestSlack is how many groups beyond limit the first search asks
// for when Engine.SuggestSlack is 0.
const defaultSuggestSlack = 40

// compositePage is the page size of the exhaustive walk.
const compositePage = 1000

// countThenKey orders terms buckets by count, highest first, then by key.
var countThenKey = []clause{{"_count": "desc"}, {"_key": "asc"}}

// termsAgg is the answer of a terms aggregation with a forms sub-aggregation.
type termsAgg struct {
	DocCountErrorUpperBound int64 `json:"doc_count_error_upper_bound"`
	SumOtherDocCount        int64 `json:"sum_other_doc_count"`
	Buckets                 []struct {
		Key      string    `json:"key"`
		DocCount int64     `json:"doc_count"`
		Forms    *termsAgg `json:"forms"`
	} `json:"buckets"`
}

// Suggest answers a dataset's suggestions.
func (e *Engine) Suggest(ctx context.Context, d *readapi.Dataset, params url.Values) ([]search.Suggestion, error) {
	q, err := search.ParseSuggest(readapi.Env{Ctx: ctx, Sources: e.Sources, Dataset: d}, params)
	if err != nil {
		return nil, engineError(err)
	}
	groups, exact, err := e.topGroups(ctx, q)
	if err == nil && !exact {
		groups, err = e.allGroups(ctx, q)
	}
	if err != nil {
		return nil, engineError(err)
	}
	return search.Rank(groups, q.Limit), nil
}

// topGroups runs the terms aggregation; exact is false when its answer may
// miss or undercount a group the ranking needs.
func (e *Engine) topGroups(ctx context.Context, q *search.SuggestQuery) ([]search.SuggestGroup, bool, error) {
	slack := e.SuggestSlack
	if slack <= 0 {
		slack = defaultSuggestSlack
	}
	body := clause{
		"size": 0, "track_total_hits": false, "query": search.BoolQuery(q.Filters),
		"aggs": clause{"values": clause{
			"terms": clause{"field": q.Field.GroupField(), "size": q.Limit + slack, "order": countThenKey, "collect_mode": "breadth_first"},
			"aggs":  clause{"forms": clause{"terms": clause{"field": q.Field.FormField(), "size": 1, "order": countThenKey}}},
		}},
	}
	var aggs struct {
		Values termsAgg `json:"values"`
	}
	found, err := e.Client.Aggregate(ctx, e.Alias(q.Dataset.Name), body, &aggs)
	if err != nil || !found {
		return nil, true, err
	}
	v := aggs.Values
	if v.DocCountErrorUpperBound != 0 {
		return nil, false, nil
	}
	groups := make([]search.SuggestGroup, 0, len(v.Buckets))
	for _, b := range v.Buckets {
		if b.Forms == nil || b.Forms.DocCountErrorUpperBound != 0 || len(b.Forms.Buckets) == 0 {
			return nil, false, nil
		}
		form := b.Forms.Buckets[0]
		groups = append(groups, search.SuggestGroup{Count: b.DocCount, Form: form.Key, FormCount: form.DocCount})
	}
	if v.SumOtherDocCount > 0 && (len(groups) < q.Limit || groups[len(groups)-1].Count >= groups[q.Limit-1].Count) {
		return nil, false, nil
	}
	return groups, true, nil
}

// allGroups walks every (folded value, stored form) pair of the matching
// rows with a composite aggregation and sums each group.
func (e *Engine) allGroups(ctx context.Context, q *search.SuggestQuery) ([]search.SuggestGroup, error) {
	byKey := map[string]*search.SuggestGroup{}
	var keys []string
	var after json.RawMessage
	for {
		composite := clause{"size": compositePage, "sources": []clause{
			{"value": clause{"terms": clause{"field": q.Field.GroupField()}}},
			{"form": clause{"terms": clause{"field": q.Field.FormField()}}},
		}}
		if after != nil {
			composite["after"] = after
		}
		body := clause{"size": 0, "track_total_hits": false, "query": search.BoolQuery(q.Filters),
			"aggs": clause{"pairs": clause{"composite": composite}}}
		var aggs struct {
			Pairs struct {
				AfterKey json.RawMessage `json:"after_key"`
				Buckets  []struct {
					Key struct {
						Value string `json:"value"`
						Form  string `json:"form"`
					} `json:"key"`
					DocCount int64 `json:"doc_count"`
				} `json:"buckets"`
			} `json:"pairs"`
		}
		found, err := e.Client.Aggregate(ctx, e.Alias(q.Dataset.Name), body, &aggs)
		if err != nil || !found {
			return nil, err
		}
		for _, b := range aggs.Pairs.Buckets {
			g := byKey[b.Key.Value]
			if g == nil {
				g = &search.SuggestGroup{}
				byKey[b.Key.Value] = g
				keys = append(keys, b.Key.Value)
			}
			g.Count += b.DocCount
			if g.Better(b.Key.Form, b.DocCount) {
				g.Form, g.FormCount = b.Key.Form, b.DocCount
			}
		}
		if len(aggs.Pairs.Buckets) < compositePage || aggs.Pairs.AfterKey == nil {
			break
		}
		after = aggs.Pairs.AfterKey
	}
	groups := make([]search.SuggestGroup, len(keys))
	for i, k := range keys {
		groups[i] = *byKey[k]
	}
	return groups, nil
}
