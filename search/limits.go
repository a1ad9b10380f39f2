package search

import (
	"slices"

	"readapi"
	"readapi/search/qtext"
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
//   - a search may hold at most qtext.MaxClauses leaf queries once
//     rewritten (indices.query.bool.max_clause_count), counted across the
//     whole query: qtext.Cost estimates them from above (search/qtext/cost.go),
//     and ParseQuery refuses a query over the limit, naming the parameter
//     that costs most.
//
// Exact (term) filters need no bound: a value longer than any stored term
// (32,766 bytes) is searched like any other and matches nothing, and the
// API's 64 KB request line bounds the rest.

// checkCost refuses a query whose clauses would exceed the engine's limit,
// naming the parameter that costs most. q's clauses count the costs
// counted when they were made (textCost).
func (q *Query) checkCost() error {
	total := 0
	byParam := map[string]int{}
	for i, c := range q.Filters {
		if k := slices.Index(q.textAt, i); k >= 0 {
			total += q.textCost[k]
			byParam["q"] += q.textCost[k]
			continue
		}
		cost := qtext.Cost(c)
		total += cost
		for param, at := range q.paramAt {
			for _, j := range at {
				if j == i {
					byParam[param] += cost
				}
			}
		}
	}
	if total <= qtext.MaxClauses {
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
		return readapi.Invalid("q", "q is too long for one search with fuzzy=true: its words would need about %d of the search engine's %d clauses (each word tolerant of typos needs over %d); use fewer words or leave fuzzy out", total, qtext.MaxClauses, qtext.MaxFuzzyTerms*4)
	case worst == "q":
		return readapi.Invalid("q", "q is too long for one search: its terms would need about %d of the search engine's %d clauses; use fewer words", total, qtext.MaxClauses)
	case worst != "":
		return readapi.Invalid(worst, "%s has too many values for one search: they would need about %d of the search engine's %d clauses; give fewer", worst, total, qtext.MaxClauses)
	}
	return readapi.Invalid("q", "the request is too large for one search: it would need about %d of the search engine's %d clauses", total, qtext.MaxClauses)
}
