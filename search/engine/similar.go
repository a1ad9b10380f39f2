package engine

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"

	"readapi"
	"readapi/internal/dupes"
	"readapi/internal/jsonscan"
	"readapi/search"
)

// similarFields are the text fields a posting is compared on, title first:
// their .syn subfields, with the query-time synonyms that bridge the three
// languages. In a body, boilerplate words are left out (see
// bodyWordCeiling); a title's every word counts.
var similarFields = []struct {
	field       string
	boost       float64
	boilerplate bool
}{{"title", 3, false}, {"description", 1, true}}

// Similar returns the active records most like the id's (title first, then
// body, across languages through the job-title synonyms), most similar
// first, ties by id: never the record itself nor its copies, and at most
// one record of a group, its first active copy in canonical order.
func (e *Engine) Similar(ctx context.Context, d *readapi.Dataset, id string, params url.Values) ([]json.RawMessage, error) {
	limit := readapi.DefaultSimilarLimit
	in, err := d.ParseInclude(params["include"])
	if err != nil {
		return nil, err
	}
	for name, values := range params {
		if name == "include" && len(d.Includes) > 0 {
			continue
		}
		if name != "limit" {
			return nil, readapi.Invalid(name, "unknown parameter %q; %s accepts: %s", name, "/v1"+d.SimilarPath(), similarParams(d))
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
	ceiling := e.bodyWordCeiling(ctx, e.Alias(d.Name))
	var should []any
	for _, f := range similarFields {
		text, _ := doc.Source[f.field].(string)
		if text == "" {
			continue
		}
		like := map[string]any{
			"fields": []string{f.field + ".syn"}, "like": text, "analyzer": "folded_stems_synonyms",
			"min_term_freq": 1, "min_doc_freq": 1, "max_query_terms": 40, "minimum_should_match": "1", "boost": f.boost,
		}
		if f.boilerplate && ceiling > 0 {
			like["max_doc_freq"] = ceiling
		}
		should = append(should, map[string]any{"more_like_this": like})
	}
	rows := []json.RawMessage{}
	if len(should) == 0 {
		return rows, nil
	}
	mustNot := []any{map[string]any{"ids": map[string]any{"values": []string{id}}}}
	if g, _ := doc.Source[dupes.GroupField].(string); g != "" {
		mustNot = append(mustNot, map[string]any{"term": map[string]any{dupes.GroupField: g}})
	}
	picks, err := e.similarCandidates(ctx, d, doc.Source, should, mustNot, limit)
	if err != nil {
		return nil, err
	}
	var groups []string
	for _, p := range picks {
		if p.lookup && p.source == nil {
			groups = append(groups, p.group)
		}
	}
	byGroup, err := e.firstActive(ctx, d, groups)
	if err != nil {
		return nil, err
	}
	for _, p := range picks {
		source := p.source
		if source == nil {
			source = byGroup[p.group]
		}
		if source == nil {
			continue
		}
		row, err := search.Project(d.Fields, source, false, in)
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// similarParams lists the parameters /similar accepts.
func similarParams(d *readapi.Dataset) string {
	if len(d.Includes) > 0 {
		return "include, limit"
	}
	return "limit"
}

// similarPick is a record similar keeps, with its stored source: a hit,
// or, when lookup, its group's first active copy in canonical order,
// whose source is nil until it is read (see firstActive).
type similarPick struct {
	id, group string
	lookup    bool
	source    json.RawMessage
}

// similarHit is what a similar search's hit says of its group.
type similarHit struct {
	group string
	rank  int
}

// groupOf reads a hit's group and rank from its stored source, with
// jsonscan (a similar search reads 40 whole documents, which encoding/json
// would take longer to read than the engine to find), falling back to
// encoding/json on anything jsonscan does not read with certainty.
func groupOf(source json.RawMessage) similarHit {
	var g similarHit
	_, ok := jsonscan.Members(source, 0, func(key []byte, at int) (int, bool) {
		stop, ok := jsonscan.SkipValue(source, at)
		if !ok {
			return 0, false
		}
		raw := source[at:stop]
		switch string(key) {
		case dupes.GroupField:
			ok = jsonscan.String(raw, &g.group)
		case dupes.RankField:
			n, err := strconv.Atoi(string(raw))
			g.rank, ok = n, err == nil
		}
		return stop, ok
	})
	if !ok {
		var s struct {
			Group string `json:"dup_group"`
			Rank  int    `json:"dup_rank"`
		}
		_ = json.Unmarshal(source, &s)
		g = similarHit{group: s.Group, rank: s.Rank}
	}
	return g
}

// similarPicks keeps, after the picks already made, of hits in order, one
// per group not yet picked (a record with no copies is a group of its
// own), up to limit; removed records are left out. The hits are active,
// and active copies rank first, so a hit of rank 0 is its group's first
// active copy: the picks of the other hits take the source of their
// group's hit of rank 0 when one is among hits (a search of the whole
// index or of the record's occupation meets a group's copies together:
// they share a title and most of a body), and are looked up otherwise.
func (e *Engine) similarPicks(ctx context.Context, d *readapi.Dataset, hits []search.Hit, limit int, picked []similarPick) []similarPick {
	picks := append([]similarPick(nil), picked...)
	seen := map[string]bool{}
	for _, p := range picks {
		seen[cmp.Or(p.group, "id:"+p.id)] = true
	}
	if len(picks) >= limit {
		return picks
	}
	groups := make([]similarHit, len(hits))
	firsts := map[string]json.RawMessage{}
	for i, h := range hits {
		groups[i] = groupOf(h.Source)
		if g := groups[i]; g.group != "" && g.rank == 0 && !e.removed(ctx, d.Name, h.ID) {
			firsts[g.group] = h.Source
		}
	}
	for i, h := range hits {
		g := groups[i]
		key := cmp.Or(g.group, "id:"+h.ID)
		if seen[key] || e.removed(ctx, d.Name, h.ID) {
			continue
		}
		seen[key] = true
		p := similarPick{id: h.ID, group: g.group, lookup: g.group != "" && g.rank > 0, source: h.Source}
		if p.lookup {
			p.source = firsts[g.group]
		}
		picks = append(picks, p)
		if len(picks) == limit {
			break
		}
	}
	return picks
}

// firstActive returns the stored source of the first active copy, in
// canonical order, of each of groups, removed ones left out, by group: one
// search collapsed on dup_group (every row it reads has one), each group's
// top row by dup_rank, then id.
func (e *Engine) firstActive(ctx context.Context, d *readapi.Dataset, groups []string) (map[string]json.RawMessage, error) {
	out := map[string]json.RawMessage{}
	if len(groups) == 0 {
		return out, nil
	}
	removed := []string{}
	for id := range e.removedSet(ctx, d.Name) {
		removed = append(removed, id)
	}
	body := map[string]any{"size": len(groups), "track_total_hits": false,
		"query": map[string]any{"bool": map[string]any{"filter": []any{
			map[string]any{"terms": map[string]any{dupes.GroupField: groups}},
			map[string]any{"term": map[string]any{"active": true}}},
			"must_not": []any{map[string]any{"ids": map[string]any{"values": removed}}}}},
		"collapse": map[string]any{"field": dupes.GroupField},
		"sort":     []any{map[string]any{dupes.RankField: "asc"}, map[string]any{"id": "asc"}}}
	members, err := e.Client.Hits(ctx, e.Alias(d.Name), body)
	if err != nil {
		return nil, engineError(err)
	}
	for _, m := range members {
		var s struct {
			Group string `json:"dup_group"`
		}
		if err := json.Unmarshal(m.Source, &s); err != nil {
			return nil, fmt.Errorf("search: cannot decode a copy: %w", err)
		}
		out[s.Group] = m.Source
	}
	return out, nil
}
