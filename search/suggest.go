package search

import (
	"cmp"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"readapi"
)

// Suggestions (typeahead): GET /v1/<dataset>/suggest?prefix=… lists the
// distinct values of one field having a word that starts with the prefix,
// after the folding q uses (case, İ/ı/I/i, ə→e, diacritics, ё→е). Values that
// fold alike are one suggestion, shown in their most frequent stored form
// (ties: the smallest in byte order), counted over the rows holding any of
// its forms; highest count first, ties by value in byte order. A prefix of
// several words matches consecutive words of a value, each starting with
// its word of the prefix.
//
// Each suggestible field F carries three subfields (mappings/):
//
//   - F.prefix: every word, folded, indexed with each of its beginnings
//     (an edge n-gram of 1 to 255 characters, at the word's position), and
//     searched with the plain folded analyzer. "Does a word start with muh"
//     is then one exact term, "bas muh" a two-term phrase: no prefix
//     expansion at search time, so it is as fast for "m" as for "mühasib"
//     and never truncated. search_as_you_type was the other candidate: it
//     adds 2- and 3-word shingle subfields meant to rank hits with a
//     bool_prefix query, which an aggregation does not need, and its
//     index_prefixes stop at 19 characters, beyond which a prefix is
//     expanded at search time.
//   - F.folded: the whole value folded (keyword normalizer), what
//     suggestions group on.
//   - F.raw: the value as stored, to find each group's most frequent form.
//
// How the counts stay exact on any number of shards: SuggestSearch, below.

// Limits of a suggestion request.
const (
	DefaultSuggestLimit = 10
	MaxSuggestLimit     = 20
	MaxPrefixLength     = 100
)

// Suggestion is one completion: a stored value and the rows holding it (or
// a value that folds alike).
type Suggestion struct {
	Value string `json:"value"`
	Count int64  `json:"count"`
}

// SuggestQuery is a validated suggestion request.
type SuggestQuery struct {
	Dataset *readapi.Dataset
	Field   readapi.SuggestField
	Prefix  string
	Limit   int
	// Filters select the rows: the prefix and the dataset's filters.
	Filters []readapi.Clause
}

// ParseSuggest validates a suggestion request against the dataset's
// description.
func ParseSuggest(env readapi.Env, params url.Values) (*SuggestQuery, error) {
	d := env.Dataset
	if err := onlyAccepted(params, d.SuggestParams()); err != nil {
		return nil, err
	}
	q := &SuggestQuery{Dataset: d, Field: d.Suggest[0], Limit: DefaultSuggestLimit}
	prefix, _, err := single(params, "prefix")
	if err != nil {
		return nil, err
	}
	q.Prefix = strings.TrimSpace(prefix)
	if n := utf8.RuneCountInString(q.Prefix); n < 1 || n > MaxPrefixLength {
		return nil, readapi.Invalid("prefix", "prefix is required: the beginning of a word, 1 to %d characters after trimming spaces, got %d", MaxPrefixLength, n)
	}
	if v, ok, err := single(params, "field"); err != nil {
		return nil, err
	} else if ok {
		i := slices.IndexFunc(d.Suggest, func(f readapi.SuggestField) bool { return f.Param == v })
		if i < 0 {
			return nil, readapi.Invalid("field", "field must be one of %s, got %q", strings.Join(d.SuggestFieldNames(), ", "), v)
		}
		q.Field = d.Suggest[i]
	}
	if v, ok, err := single(params, "limit"); err != nil {
		return nil, err
	} else if ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxSuggestLimit {
			return nil, readapi.Invalid("limit", "limit must be an integer from 1 to %d, got %q", MaxSuggestLimit, v)
		}
		q.Limit = n
	}
	q.Filters = []readapi.Clause{{"match_phrase": readapi.Clause{q.Field.PrefixField(): readapi.Clause{"query": q.Prefix}}}}
	for _, name := range d.SuggestFilters {
		f, _ := d.Param(name)
		values, given := params[name]
		if !given && f.Default != "" {
			values = []string{f.Default}
		}
		for _, v := range values {
			if v == "" {
				return nil, readapi.Invalid(name, "%s needs a value; leave the parameter out for no filter", name)
			}
			c, err := f.Build(env, []string{v})
			if err != nil {
				return nil, err
			}
			if c != nil {
				q.Filters = append(q.Filters, c)
			}
		}
	}
	return q, nil
}

// SuggestGroup is one group of values that fold alike: its rows and its
// most frequent stored form, with that form's rows.
type SuggestGroup struct {
	Count     int64
	Form      string
	FormCount int64
}

// Better reports whether the stored form with count rows shows a group
// rather than its current form: more rows, or as many and smaller in byte
// order.
func (g SuggestGroup) Better(form string, count int64) bool {
	return count > g.FormCount || count == g.FormCount && form < g.Form
}

// Rank orders groups into suggestions: highest count first, ties by value
// in byte order; at most limit.
func Rank(groups []SuggestGroup, limit int) []Suggestion {
	out := make([]Suggestion, len(groups))
	for i, g := range groups {
		out[i] = Suggestion{Value: g.Form, Count: g.Count}
	}
	slices.SortFunc(out, func(a, b Suggestion) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), strings.Compare(a.Value, b.Value))
	})
	return out[:min(limit, len(out))]
}

// How suggestions are counted exactly, fast. One search of size 0 finds the
// rows having a word that starts with the prefix (one term, or a short
// phrase, on the prefix subfield) and runs a terms aggregation on the folded
// subfield, highest count first, returning limit + slack groups, with
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
// of ties) SuggestSearch walks every (folded, stored form) pair with a
// composite aggregation, which is exact on any number of shards, and ranks
// them itself.

// defaultSuggestSlack is how many groups beyond limit the first search asks
// for when the engine sets none.
const defaultSuggestSlack = 40

// compositePage is the page size of the exhaustive walk.
const compositePage = 1000

// countThenKey orders terms buckets by count, highest first, then by key.
var countThenKey = []readapi.Clause{{"_count": "desc"}, {"_key": "asc"}}

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

// SuggestSearch counts a suggestion request's groups: Body is the next
// search to send and Read takes the aggregations of its answer, until Read
// reports that no search is left; Suggestions then ranks the groups.
type SuggestSearch struct {
	q     *SuggestQuery
	slack int
	// walking: the terms answer was not exact; after is the composite
	// walk's position (nil before its first page).
	walking bool
	after   json.RawMessage
	byKey   map[string]*SuggestGroup
	keys    []string
	groups  []SuggestGroup
}

// Compile returns the searches of q; slack is how many groups beyond the
// limit the first search returns (0: defaultSuggestSlack).
func (q *SuggestQuery) Compile(slack int) *SuggestSearch {
	if slack <= 0 {
		slack = defaultSuggestSlack
	}
	return &SuggestSearch{q: q, slack: slack}
}

// Body is the next search: the terms aggregation, then the pages of the
// composite walk when its answer was not exact.
func (s *SuggestSearch) Body() ([]byte, error) {
	q := s.q
	if !s.walking {
		return json.Marshal(readapi.Clause{
			"size": 0, "track_total_hits": false, "query": BoolQuery(q.Filters),
			"aggs": readapi.Clause{"values": readapi.Clause{
				"terms": readapi.Clause{"field": q.Field.GroupField(), "size": q.Limit + s.slack, "order": countThenKey, "collect_mode": "breadth_first"},
				"aggs":  readapi.Clause{"forms": readapi.Clause{"terms": readapi.Clause{"field": q.Field.FormField(), "size": 1, "order": countThenKey}}},
			}},
		})
	}
	composite := readapi.Clause{"size": compositePage, "sources": []readapi.Clause{
		{"value": readapi.Clause{"terms": readapi.Clause{"field": q.Field.GroupField()}}},
		{"form": readapi.Clause{"terms": readapi.Clause{"field": q.Field.FormField()}}},
	}}
	if s.after != nil {
		composite["after"] = s.after
	}
	return json.Marshal(readapi.Clause{"size": 0, "track_total_hits": false, "query": BoolQuery(q.Filters),
		"aggs": readapi.Clause{"pairs": readapi.Clause{"composite": composite}}})
}

// Read takes the aggregations of Body's answer (nil: the index is
// missing, no groups) and reports whether another search is needed.
func (s *SuggestSearch) Read(aggs json.RawMessage) (more bool, err error) {
	if aggs == nil {
		return false, nil
	}
	if !s.walking {
		var a struct {
			Values termsAgg `json:"values"`
		}
		if err := json.Unmarshal(aggs, &a); err != nil {
			return false, fmt.Errorf("search: cannot decode suggestions: %w", err)
		}
		groups, exact := s.top(a.Values)
		if exact {
			s.groups = groups
			return false, nil
		}
		s.walking, s.byKey = true, map[string]*SuggestGroup{}
		return true, nil
	}
	var a struct {
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
	if err := json.Unmarshal(aggs, &a); err != nil {
		return false, fmt.Errorf("search: cannot decode a suggestions walk: %w", err)
	}
	for _, b := range a.Pairs.Buckets {
		g := s.byKey[b.Key.Value]
		if g == nil {
			g = &SuggestGroup{}
			s.byKey[b.Key.Value] = g
			s.keys = append(s.keys, b.Key.Value)
		}
		g.Count += b.DocCount
		if g.Better(b.Key.Form, b.DocCount) {
			g.Form, g.FormCount = b.Key.Form, b.DocCount
		}
	}
	if len(a.Pairs.Buckets) == compositePage && a.Pairs.AfterKey != nil {
		s.after = a.Pairs.AfterKey
		return true, nil
	}
	s.groups = make([]SuggestGroup, len(s.keys))
	for i, k := range s.keys {
		s.groups[i] = *s.byKey[k]
	}
	return false, nil
}

// top reads the terms aggregation; exact is false when it may miss or
// undercount a group the ranking needs.
func (s *SuggestSearch) top(v termsAgg) (groups []SuggestGroup, exact bool) {
	if v.DocCountErrorUpperBound != 0 {
		return nil, false
	}
	groups = make([]SuggestGroup, 0, len(v.Buckets))
	for _, b := range v.Buckets {
		if b.Forms == nil || b.Forms.DocCountErrorUpperBound != 0 || len(b.Forms.Buckets) == 0 {
			return nil, false
		}
		form := b.Forms.Buckets[0]
		groups = append(groups, SuggestGroup{Count: b.DocCount, Form: form.Key, FormCount: form.DocCount})
	}
	limit := s.q.Limit
	if v.SumOtherDocCount > 0 && (len(groups) < limit || groups[len(groups)-1].Count >= groups[limit-1].Count) {
		return nil, false
	}
	return groups, true
}

// Suggestions ranks the groups once Read has taken the last answer.
func (s *SuggestSearch) Suggestions() []Suggestion { return Rank(s.groups, s.q.Limit) }
