package search

import (
	"readapi"
)

// Words of q that a posting contradicts: a posting states at most one value
// of a dimension (a seniority, a schedule, a driver's vehicle, a teacher's
// subject: words.go), and one that states another value than q asks for
// ("Senior Accountant" for `junior accountant`, "Tam ştat" in the body for
// `part-time kassir`, "Taksi sürücüsü" for `truck driver`, "Fizika müəllimi"
// for `riyaziyyat müəllimi`) is a worse answer than one that leaves it
// unsaid, though it is still the job. With order=relevance it scores
// conflictFactor times what it would: below an unsaid posting matched
// through a synonym (a title matched exactly, 3 × 0.7 = 2.1 < 3 × 0.8),
// above a posting of the job matched only in its body. A posting that also
// states a value q asks for contradicts nothing; one that contradicts holds
// nothing of the value asked (a "Riyaziyyat müəllimi" that wants "rus dili"
// in its body is no Russian teacher: softwords.go). It selects nothing.
// The dimensions, their values and the phrases stating each are data
// ([dimension] sections of mappings/language/jobs.txt).

// conflictFactor scales the score of a posting contradicting q.
const conflictFactor = 0.7

// contradictions returns, for a word of q that says a value, the phrases
// of a posting stating the other values of its dimension.
func (lang wordSet) contradictions(w string) []string {
	at, ok := lang.valueOf(w)
	if !ok {
		return nil
	}
	var out []string
	for v, val := range lang.Dimensions[at.Dim].Values {
		if v != at.Value {
			out = append(out, val.States...)
		}
	}
	return out
}

// conflictClauses matches, for each dimension a soft word of a plain q
// (qClasses.soft) says a value of, the postings whose title (or also
// body) states another value of it as a phrase, folded, and no value q
// asks for.
func conflictClauses(fields []textField, qc qClasses) []readapi.Clause {
	byDim := dimensionConflicts(fields, qc)
	var out []readapi.Clause
	for d := range qc.lang.Dimensions {
		if c, ok := byDim[d]; ok {
			out = append(out, c)
		}
	}
	return out
}

// dimensionConflicts returns conflictClauses by dimension (its index in
// qc.lang.Dimensions).
func dimensionConflicts(fields []textField, qc qClasses) map[int]readapi.Clause {
	asked := qc.asked
	out := map[int]readapi.Clause{}
	for d, dim := range qc.lang.Dimensions {
		if asked[d] == nil {
			continue
		}
		var other, own []readapi.Clause
		for _, f := range fields {
			if !f.title && !(dim.InBody && f.boost >= 1) {
				continue
			}
			for v, val := range dim.Values {
				for _, phrase := range val.States {
					if asked[d][v] {
						own = append(own, sloppyPhrase(f.name, phrase, dim.Slop))
					} else {
						other = append(other, sloppyPhrase(f.name, phrase, dim.Slop))
					}
				}
			}
		}
		if len(other) == 0 {
			continue
		}
		c := readapi.Clause{"should": other, "minimum_should_match": 1}
		if len(own) > 0 {
			c["must_not"] = own
		}
		out[d] = readapi.Clause{"bool": c}
	}
	return out
}

// sloppyPhrase matches text's words in order in one field, at most slop
// words apart.
func sloppyPhrase(field, text string, slop int) readapi.Clause {
	if slop == 0 {
		return matchPhrase(field, text)
	}
	return readapi.Clause{"match_phrase": readapi.Clause{field: readapi.Clause{"query": text, "slop": slop}}}
}
