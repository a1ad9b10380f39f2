package qtext

import (
	"maps"

	"readapi"
)

// multiplied multiplies the score of the rows each function's filter
// matches by its weight (functions: {"filter": …, "weight": …}), c's score
// otherwise as it is. When c is already a function_score whose factors
// multiply (rankQualifiers, demote), the functions join its own: the
// engine multiplies the factors of one layer as it would those of nested
// layers, and runs one layer less on every row.
func multiplied(c readapi.Clause, functions []readapi.Clause) readapi.Clause {
	if len(functions) == 0 {
		return c
	}
	if inner, ok := multiplyingLayer(c); ok {
		layer := maps.Clone(inner)
		layer["functions"] = append(append([]readapi.Clause{}, clauses(inner["functions"])...), functions...)
		return readapi.Clause{"function_score": layer}
	}
	return readapi.Clause{"function_score": readapi.Clause{"query": c, "functions": functions, "boost_mode": "multiply", "score_mode": "multiply"}}
}

// multiplyingLayer returns the body of c when c is a function_score that
// multiplies its query's score by the product of its weights and nothing
// else (as multiplied makes them).
func multiplyingLayer(c readapi.Clause) (readapi.Clause, bool) {
	if len(c) != 1 {
		return nil, false
	}
	body, ok := c["function_score"].(readapi.Clause)
	if !ok || len(body) != 4 || body["boost_mode"] != "multiply" || body["score_mode"] != "multiply" {
		return nil, false
	}
	if _, ok := body["query"].(readapi.Clause); !ok {
		return nil, false
	}
	for _, fn := range clauses(body["functions"]) {
		if _, weighted := fn["weight"]; !weighted || len(fn) != 2 {
			return nil, false
		}
	}
	return body, true
}
