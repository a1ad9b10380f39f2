package search

import (
	"unicode"

	"readapi"
)

// Bounds of the parameters, derived in this one place from the limits of
// OpenSearch (2.19, default settings) that a parameter would otherwise hit,
// so that a request over one is a 400 naming the parameter rather than the
// engine's refusal passed on as a 500:
//
//   - an id longer than readapi.MaxIDBytes cannot be stored, so no record has it;
//   - a substring filter becomes a wildcard query *value*, whose automaton
//     Lucene refuses to determinize past 10,000 units of effort: 315
//     repeated characters already do (314 pass; varied text allows more),
//     so substring values stop at readapi.MaxSubstringLength characters;
//   - a search may hold at most maxClauses leaf queries once rewritten
//     (indices.query.bool.max_clause_count), counted across the whole
//     query: every term of q in every field and way it is matched, and
//     every expansion of a fuzzy term (a phrase is one leaf, a prefix
//     up to termsRewriteLimit). clauseCost estimates them from
//     above, and ParseQuery refuses a query over maxClauses, naming the
//     parameter that costs most.
//
// Exact (term) filters need no bound: a value longer than any stored term
// (32,766 bytes) is searched like any other and matches nothing, and the
// API's 64 KB request line bounds the rest.
const (
	// maxClauses is OpenSearch's indices.query.bool.max_clause_count.
	maxClauses = 1024
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

// clauseCost counts from above the leaf queries a clause becomes in OpenSearch
// once rewritten, which maxClauses bounds.
func clauseCost(c readapi.Clause) int {
	n := 0
	for kind, v := range c {
		body, _ := v.(readapi.Clause)
		switch kind {
		case "bool":
			for _, occur := range []string{"must", "should", "filter", "must_not"} {
				for _, sub := range clauses(body[occur]) {
					n += clauseCost(sub)
				}
			}
		case "dis_max":
			for _, sub := range clauses(body["queries"]) {
				n += clauseCost(sub)
			}
		case "constant_score":
			sub, _ := body["filter"].(readapi.Clause)
			n += clauseCost(sub)
		case "match_phrase":
			n += len(body)
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
			per = maxFuzzyTerms
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

// checkCost refuses a query whose clauses would exceed the engine's limit,
// naming the parameter that costs most.
func (q *Query) checkCost() error {
	total := 0
	byParam := map[string]int{}
	for i, c := range q.Filters {
		cost := clauseCost(c)
		total += cost
		for param, at := range q.paramAt {
			for _, j := range at {
				if j == i {
					byParam[param] += cost
				}
			}
		}
		for _, j := range q.textAt {
			if j == i {
				byParam["q"] += cost
			}
		}
	}
	if total <= maxClauses {
		return nil
	}
	worst := ""
	for param, cost := range byParam {
		if cost > byParam[worst] || (cost == byParam[worst] && param < worst) {
			worst = param
		}
	}
	switch {
	case worst == "q" && q.Fuzzy:
		return readapi.Invalid("q", "q is too long for one search with fuzzy=true: its words would need about %d of the search engine's %d clauses (each word tolerant of typos needs over %d); use fewer words or leave fuzzy out", total, maxClauses, maxFuzzyTerms*4)
	case worst == "q":
		return readapi.Invalid("q", "q is too long for one search: its terms would need about %d of the search engine's %d clauses; use fewer words", total, maxClauses)
	case worst != "":
		return readapi.Invalid(worst, "%s has too many values for one search: they would need about %d of the search engine's %d clauses; give fewer", worst, total, maxClauses)
	}
	return readapi.Invalid("q", "the request is too large for one search: it would need about %d of the search engine's %d clauses", total, maxClauses)
}
