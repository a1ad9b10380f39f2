package qtext

import (
	"strings"

	"readapi"
)

// A posting that names a qualifier of q only to deny it ("Gecə növbəsi
// yoxdur" for `kassir gecə növbəsi`, "təcrübəsiz namizədlər nəzərdən
// keçirilmir" for `mühasib təcrübəsiz`, «без опыта не рассматриваем»,
// "remote is not possible") states the opposite: it holds nothing of the
// qualifier and, with order=relevance, scores conflictFactor times what it
// would, below the postings that leave it unsaid (conflicts.go). A denial
// is the qualifier, as typed or stemmed, followed within negationGap words
// by a word of [negation words] (mappings/language/jobs.txt), in the title
// or the body.

// negationGap is how many words may stand between a qualifier and the word
// denying it.
const negationGap = 3

// negatedClause matches the rows that deny the words of q's groups from
// start, size long (a qualifier word or a run of them); nil when the
// language knows no negation.
func negatedClause(fields []textField, qc qClasses, start, size int) readapi.Clause {
	negations := qc.lang.Negations
	if len(negations) == 0 {
		return nil
	}
	text := strings.Join(qc.words[start:start+size], " ")
	var denials []readapi.Clause
	for _, n := range negations {
		denials = append(denials, readapi.Clause{"match": readapi.Clause{"query": n}})
	}
	var any []readapi.Clause
	for _, f := range fields {
		if !f.title && !f.body {
			continue // a company's name denies nothing of a posting
		}
		for _, name := range append([]string{f.name}, subfields(f.name, stemSubfields)...) {
			any = append(any, readapi.Clause{"intervals": readapi.Clause{name: readapi.Clause{"all_of": readapi.Clause{
				"ordered":  true,
				"max_gaps": negationGap,
				"intervals": []readapi.Clause{
					{"match": readapi.Clause{"query": text, "ordered": true, "max_gaps": 0}},
					{"any_of": readapi.Clause{"intervals": denials}},
				},
			}}}})
		}
	}
	return anyOf(any)
}

// withoutNegated is held less the rows denying what it holds (nil: none).
func withoutNegated(held, negated readapi.Clause) readapi.Clause {
	if negated == nil {
		return held
	}
	return readapi.Clause{"bool": readapi.Clause{"must": held, "must_not": negated}}
}

// denied adds to qualifiers the rows denying a qualifier of q (negated),
// which score conflictFactor times what they would.
func denied(qualifiers []qualifier, negated readapi.Clause) []qualifier {
	if negated == nil {
		return qualifiers
	}
	return append(qualifiers, qualifier{held: negated, factor: conflictFactor})
}
