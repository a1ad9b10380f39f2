package qtext

import (
	"unicode"

	"readapi"
)

// The engine's clause limit, which q's clauses keep within (textClause
// leaves out the conflicts that would pass half of it) and ParseQuery
// checks for the whole request (search/limits.go): a search may hold at
// most MaxClauses leaf queries once rewritten
// (indices.query.bool.max_clause_count), counted across the whole query:
// every term of q in every field and way it is matched, and every expansion
// of a fuzzy term (a phrase is one leaf, a prefix up to termsRewriteLimit).
// Cost estimates them from above.

const (
	// MaxClauses is OpenSearch's indices.query.bool.max_clause_count.
	MaxClauses = 1024
	// maxTokenLength is the standard tokenizer's max_token_length: a longer
	// run of letters is cut into several terms.
	maxTokenLength = 255
	// synonymLeaves is how many leaf queries one term searched with the
	// job-title synonyms may become at most (a multi-word synonym adds a
	// phrase per alternative).
	synonymLeaves = 4
	// termsRewriteLimit: a terms query of more values than this is one leaf
	// (Lucene's TermInSetQuery), of fewer one leaf per value.
	termsRewriteLimit = 16
)

// countTerms counts from above the terms the standard tokenizer makes of text:
// each run of letters, digits and marks (cut every maxTokenLength
// characters), and each ideograph, kana or symbol (an emoji), which it
// makes a term of its own.
func countTerms(text string) int {
	n, run := 0, 0
	for _, r := range text {
		switch {
		case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || unicode.IsSymbol(r):
			n++
			run = 0
		case unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r):
			if run%maxTokenLength == 0 {
				n++
			}
			run++
		default:
			run = 0
		}
	}
	return n
}

// Cost counts from above the leaf queries a clause becomes in OpenSearch
// once rewritten, which MaxClauses bounds.
func Cost(c readapi.Clause) int {
	n := 0
	for kind, v := range c {
		body, _ := v.(readapi.Clause)
		switch kind {
		case "bool":
			for _, occur := range []string{"must", "should", "filter", "must_not"} {
				for _, sub := range clauses(body[occur]) {
					n += Cost(sub)
				}
			}
		case "dis_max":
			for _, sub := range clauses(body["queries"]) {
				n += Cost(sub)
			}
		case "function_score":
			sub, _ := body["query"].(readapi.Clause)
			n += Cost(sub)
			for _, fn := range clauses(body["functions"]) {
				filter, _ := fn["filter"].(readapi.Clause)
				n += Cost(filter)
			}
		case "constant_score":
			sub, _ := body["filter"].(readapi.Clause)
			n += Cost(sub)
		case "match_phrase":
			n += len(body)
		case "span_near", "span_or":
			for _, sub := range clauses(body["clauses"]) {
				n += Cost(sub)
			}
		case "match":
			for field, spec := range body {
				n += matchCost(field, spec)
			}
		case "match_bool_prefix":
			n += len(body) * termsRewriteLimit
		case "multi_match":
			text, _ := body["query"].(string)
			fields, _ := body["fields"].([]string)
			n += max(1, countTerms(text)) * max(1, len(fields))
		case "terms":
			for _, values := range body {
				if list, ok := values.([]string); ok && len(list) <= termsRewriteLimit {
					n += max(1, len(list))
				} else {
					n++
				}
			}
		default:
			n++
		}
	}
	return n
}

// matchCost is the cost of a match query on one field: a leaf per term,
// times the expansions of a fuzzy term or of a synonym.
func matchCost(field string, spec any) int {
	text, _ := spec.(string)
	per := 1
	if m, ok := spec.(readapi.Clause); ok {
		text, _ = m["query"].(string)
		if _, fuzzy := m["fuzziness"]; fuzzy {
			per = MaxFuzzyTerms
		}
		if _, own := m["analyzer"]; own {
			return max(1, countTerms(text)) * per
		}
	}
	if len(field) > len(synonymSubfield) && field[len(field)-len(synonymSubfield)-1:] == "."+synonymSubfield {
		per *= synonymLeaves
	}
	return max(1, countTerms(text)) * per
}

// clauses reads a list of clauses.
func clauses(v any) []readapi.Clause {
	list, _ := v.([]readapi.Clause)
	return list
}
