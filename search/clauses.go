package search

// Term is a term query clause: field holds exactly value.
func Term(field string, value any) Clause { return term(field, value) }

// Range is a range query clause: field op value, op one of gt, gte, lt, lte.
func Range(field, op string, value any) Clause { return rangeClause(field, op, value) }

// BoolQuery wraps filter clauses into one bool query (match_all when none).
func BoolQuery(filters []Clause) Clause { return boolQuery(filters) }
