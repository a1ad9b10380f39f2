package engine

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"

	"readapi"
	"readapi/internal/dupes"
	"readapi/internal/opensearch"
	"readapi/search"
)

// similarFields are the text fields a posting is compared on, title first:
// their .syn subfields, with the query-time synonyms that bridge the three
// languages.
var similarFields = []struct {
	field string
	boost float64
}{{"title", 3}, {"description", 1}}

// Similar returns the active records most like the id's (title first, then
// body, across languages through the job-title synonyms), most similar
// first, ties by id: never the record itself nor its copies, and at most
// one record of a group, its first active copy in canonical order.
func (e *Engine) Similar(ctx context.Context, d *readapi.Dataset, id string, params url.Values) ([]json.RawMessage, error) {
	limit := readapi.DefaultSimilarLimit
	for name, values := range params {
		if name != "limit" {
			return nil, readapi.Invalid(name, "unknown parameter %q; %s accepts: limit", name, "/v1"+d.SimilarPath())
		}
		n, err := strconv.Atoi(values[0])
		if err != nil || n < 1 || n > readapi.MaxSimilarLimit || len(values) > 1 {
			return nil, readapi.Invalid("limit", "limit must be one integer from 1 to %d, got %q", readapi.MaxSimilarLimit, values[0])
		}
		limit = n
	}
	source, err := e.stored(ctx, d, id)
	if err != nil {
		return nil, err
	}
	var doc struct {
		Source map[string]any
	}
	if err := json.Unmarshal(source, &doc.Source); err != nil {
		return nil, fmt.Errorf("search: cannot decode document %q: %w", id, err)
	}
	var should []any
	for _, f := range similarFields {
		text, _ := doc.Source[f.field].(string)
		if text == "" {
			continue
		}
		should = append(should, map[string]any{"more_like_this": map[string]any{
			"fields": []string{f.field + ".syn"}, "like": text, "analyzer": "folded_stems_synonyms",
			"min_term_freq": 1, "min_doc_freq": 1, "max_query_terms": 40, "minimum_should_match": "1", "boost": f.boost,
		}})
	}
	rows := []json.RawMessage{}
	if len(should) == 0 {
		return rows, nil
	}
	mustNot := []any{map[string]any{"ids": map[string]any{"values": []string{id}}}}
	if g, _ := doc.Source[dupes.GroupField].(string); g != "" {
		mustNot = append(mustNot, map[string]any{"term": map[string]any{dupes.GroupField: g}})
	}
	body := map[string]any{
		"size": limit * 4, "_source": []string{"id", dupes.GroupField, dupes.RankField, dupes.SizeField},
		"query": map[string]any{"bool": map[string]any{"should": should, "minimum_should_match": 1, "must_not": mustNot,
			"filter": []any{map[string]any{"term": map[string]any{"active": true}}}}},
		"sort": []any{map[string]any{"_score": "desc"}, map[string]any{"id": "asc"}},
	}
	hits, err := e.Client.Hits(ctx, e.Alias(d.Name), body)
	if err != nil {
		return nil, engineError(err)
	}
	ids, err := e.firstActiveCopies(ctx, d, hits, limit)
	if err != nil || len(ids) == 0 {
		return rows, err
	}
	data, err := e.Client.Do(ctx, http.MethodPost, opensearch.Path(e.Alias(d.Name), "_mget"), map[string]any{"ids": ids})
	if err != nil {
		return nil, engineError(err)
	}
	var found struct {
		Docs []struct {
			Found  bool            `json:"found"`
			Source json.RawMessage `json:"_source"`
		} `json:"docs"`
	}
	if err := json.Unmarshal(data, &found); err != nil {
		return nil, fmt.Errorf("search: cannot decode similar records: %w", err)
	}
	for _, f := range found.Docs {
		if !f.Found {
			continue
		}
		row, err := search.Project(d.Fields, f.Source, false, false)
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// firstActiveCopies keeps, of hits in order, one per group (a record with
// no copies is a group of its own), replaced by its group's first active
// copy in canonical order, up to limit ids; removed records are left out.
// The hits are active, and active copies rank first, so a hit of rank 0
// is its group's first active copy: only the groups of the other hits are
// read, as many copies as their dup_size tell (a full answer is read on).
func (e *Engine) firstActiveCopies(ctx context.Context, d *readapi.Dataset, hits []opensearch.Hit, limit int) ([]string, error) {
	type pick struct{ id, group string }
	var picks []pick
	seen := map[string]bool{}
	var groups []string
	size := 0
	for _, h := range hits {
		var s struct {
			Group string `json:"dup_group"`
			Rank  int    `json:"dup_rank"`
			Size  int    `json:"dup_size"`
		}
		_ = json.Unmarshal(h.Source, &s)
		key := cmp.Or(s.Group, "id:"+h.ID)
		if seen[key] || e.removed(ctx, d.Name, h.ID) {
			continue
		}
		seen[key] = true
		picks = append(picks, pick{h.ID, s.Group})
		if s.Group != "" && s.Rank > 0 {
			groups = append(groups, s.Group)
			size += cmp.Or(s.Size, maxCopies)
		}
		if len(picks) == limit {
			break
		}
	}
	first, err := e.firstActive(ctx, d, groups, size)
	if err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(picks))
	for _, p := range picks {
		ids = append(ids, cmp.Or(first[p.group], p.id))
	}
	return ids, nil
}

// firstActive returns the first active copy, in canonical order, of each
// of groups (size: how many copies they hold, a hint), removed ones left
// out.
func (e *Engine) firstActive(ctx context.Context, d *readapi.Dataset, groups []string, size int) (map[string]string, error) {
	first := map[string]string{}
	if len(groups) == 0 {
		return first, nil
	}
	size = min(size+1, maxCopies)
	var after []any
	for {
		body := map[string]any{"size": size, "_source": []string{dupes.GroupField},
			"query": map[string]any{"bool": map[string]any{"filter": []any{
				map[string]any{"terms": map[string]any{dupes.GroupField: groups}},
				map[string]any{"term": map[string]any{"active": true}}}}},
			"sort": []any{map[string]any{dupes.RankField: "asc"}, map[string]any{"id": "asc"}}}
		if after != nil {
			body["search_after"] = after
		}
		members, err := e.Client.Hits(ctx, e.Alias(d.Name), body)
		if err != nil {
			return nil, engineError(err)
		}
		for _, m := range members {
			var s struct {
				Group string `json:"dup_group"`
			}
			_ = json.Unmarshal(m.Source, &s)
			if _, ok := first[s.Group]; !ok && !e.removed(ctx, d.Name, m.ID) {
				first[s.Group] = m.ID
			}
		}
		if len(members) < size || len(first) == len(groups) {
			return first, nil
		}
		after = members[len(members)-1].Sort
	}
}
