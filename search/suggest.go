package search

import (
	"cmp"
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
// How the counts stay exact on any number of shards is the engine's part
// (search/engine/suggest.go).

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
