package qtext

import (
	"maps"
	"slices"

	"readapi"
)

// Qualifier words of q: what a searcher adds to an occupation to say how or
// where the job is done, its seniority (junior, старший, baş), its schedule
// (part-time, gecə növbəsi, подработка), remote work (uzaqdan, удалённо),
// the kind of workplace (restoranda, в банке, at a hotel) and whom the
// employer asks for (xanım, qız, девушка). Many postings
// leave these unsaid, and a posting that does not say "junior" is still a
// junior's job more often than not; so, under order=relevance (relaxed.go:
// under another order it must match), a plain
// qualifier word need not match: a row that holds it (exactly, stemmed or
// through the qualifier groups of mappings/synonyms/job-titles.txt) ranks
// qualifierFactor times higher, as does one that holds a synonym of several
// words taking it in. Kind words (words.go) refine alike. A q of
// qualifier, kind, place and stop words alone keeps them all as words.
// Beside such a word a place word qualifies too (places.go).

// qualifierFactor is what a row holding a qualifier word of q multiplies
// its score by: more than the step from a synonym to an exact match in the
// same field (0.8 to 1), so that a posting saying what was asked in another
// language ranks above one that leaves it unsaid; less than the step from
// one field to the next (1.5), so that where the occupation's word matched
// still decides first (a company matched exactly, 1.5, with a qualifier
// reaches 1.95 and stays below a title matched through a synonym, 2.4).
const qualifierFactor = 1.3

// derivedFirstFactor is what a row derived to the term a word that only
// qualifies names (a language, an audience: "rus dilində", "uşaqlar üçün")
// multiplies its score by: more than any ratio of two matching rows'
// scores, so that the rows derived to it rank first (search-extensions.md,
// "Relevance and q"), in their own order.
const derivedFirstFactor = 1000

// qualifier is what holds a qualifier word of q and the factor a row
// holding it multiplies its score by.
type qualifier struct {
	held   readapi.Clause
	factor float64
	// alone, when not nil, is held but for the rows stating another
	// value of dimension dim (conflicts.go), which held leaves out
	// (softQualifier).
	alone readapi.Clause
	dim   int
}

// softQualifier is what holds the soft word of the group at i (heldClause,
// or one of the runs of the synonym windows that refine it) less the rows
// denying it (negated); false when nothing does.
func softQualifier(fields []textField, qc qClasses, i int, runs []readapi.Clause, negated readapi.Clause) (qualifier, bool) {
	held, voiding := heldClause(fields, qc, i)
	if held == nil {
		return qualifier{}, false
	}
	return voidable(qc, held, voiding, runs, negated), true
}

// voidable is the qualifier held holds, or one of runs does, less the rows
// denying it (negated) and, when voiding is a dimension (not -1), those
// stating another value of it (qc.conflicts), which rankQualifiers weighs
// apart when nothing else holds it (alone).
func voidable(qc qClasses, held readapi.Clause, voiding int, runs []readapi.Clause, negated readapi.Clause) qualifier {
	q := qualifier{factor: qualifierFactor}
	if voiding >= 0 && len(runs) == 0 {
		q.alone, q.dim = withoutNegated(readapi.Clause{"bool": readapi.Clause{"should": []readapi.Clause{held}}}, negated), voiding
	}
	if voiding >= 0 {
		held = readapi.Clause{"bool": readapi.Clause{"must": held, "must_not": qc.conflicts[voiding]}}
	}
	q.held = withoutNegated(readapi.Clause{"bool": readapi.Clause{"should": append([]readapi.Clause{held}, runs...)}}, negated)
	return q
}

// rankQualifiers multiplies the score of the rows that hold each qualifier
// word by its factor (held: what matches it, from textMatch), and by
// conflictFactor that of the rows stating another value of a dimension q
// asks for (dimensions, by its index: conflicts.go) or contradicting it
// otherwise (others); it selects nothing. A dimension's conflict and the
// one qualifier it voids (qualifier.alone) are weighed in one layer of
// their own (firstOf), where the engine tries the conflict once, not again
// inside what holds the qualifier.
func rankQualifiers(c readapi.Clause, held []qualifier, dimensions map[int]readapi.Clause, others []readapi.Clause) readapi.Clause {
	if len(held) == 0 && len(dimensions) == 0 && len(others) == 0 {
		return c
	}
	voided := voidedQualifiers(held, dimensions)
	var functions []readapi.Clause
	for i, h := range held {
		if j, ok := voided[h.dim]; !ok || j != i || h.alone == nil {
			functions = append(functions, readapi.Clause{"filter": h.held, "weight": h.factor})
		}
	}
	for _, d := range slices.Sorted(maps.Keys(dimensions)) {
		if i, ok := voided[d]; ok {
			c = firstOf(c, dimensions[d], held[i])
			continue
		}
		functions = append(functions, readapi.Clause{"filter": dimensions[d], "weight": conflictFactor})
	}
	for _, h := range others {
		functions = append(functions, readapi.Clause{"filter": h, "weight": conflictFactor})
	}
	return multiplied(c, functions)
}

// voidedQualifiers maps each dimension of dimensions that voids exactly
// one qualifier (qualifier.alone) to that qualifier's index in held.
func voidedQualifiers(held []qualifier, dimensions map[int]readapi.Clause) map[int]int {
	out, count := map[int]int{}, map[int]int{}
	for i, h := range held {
		if _, ok := dimensions[h.dim]; ok && h.alone != nil {
			out[h.dim] = i
			count[h.dim]++
		}
	}
	for d, n := range count {
		if n > 1 {
			delete(out, d)
		}
	}
	return out
}

// firstOf scales c's score by conflictFactor on the rows conflict matches
// and else by q's factor on those q holds (q.alone): the first of the two
// that matches (score_mode first), which is what held, voided by the
// conflict, and the conflict multiplied apart would give.
func firstOf(c, conflict readapi.Clause, q qualifier) readapi.Clause {
	return readapi.Clause{"function_score": readapi.Clause{"query": c, "functions": []readapi.Clause{
		{"filter": conflict, "weight": conflictFactor},
		{"filter": q.alone, "weight": q.factor},
	}, "boost_mode": "multiply", "score_mode": "first"}}
}

// qualifierRuns finds, in a plain q, the runs of two or three adjacent
// qualifier words that are one synonym title of the qualifier groups (night
// shift, ночная смена, gecə növbəsi, частичная занятость), and the runs
// that say a value together (yarım ştat, a stop word inside: valueruns.go):
// such a run is one qualifier, held by a row that holds it as a phrase or
// through its synonyms, not by a row that holds one of its words alone
// ("Rotating shifts" holds no night shift). runs maps a run's first group
// to its length; inRun marks every group of a run.
func qualifierRuns(qc qClasses) (runs map[int]int, inRun []bool) {
	soft := qc.soft
	inRun = make([]bool, len(soft))
	if !qc.plain {
		return nil, inRun
	}
	words := qc.words
	runs = map[int]int{}
	for i := 0; i < len(words); i++ {
		for size := 3; size >= 2; size-- {
			// unscored, no word is soft, and every word of a run must match
			_, says := qc.runSays[qRun{i, size}]
			says = (says || qc.phraseRuns[qRun{i, size}]) && i+size <= len(words) && softOrStopped(qc, i, size)
			if !says && (i+size > len(words) || !allSoft(soft[i:i+size]) || !qc.titles[qRun{i, size}]) {
				continue
			}
			runs[i] = size
			for j := i; j < i+size; j++ {
				inRun[j] = true
			}
			i += size - 1
			break
		}
	}
	return runs, inRun
}

// softOrStopped reports whether each group of the run of size from start
// is soft or a stop word, and one at least soft.
func softOrStopped(qc qClasses, start, size int) bool {
	any := false
	for j := start; j < start+size; j++ {
		if !qc.soft[j] && !qc.stopped[j] {
			return false
		}
		any = any || qc.soft[j]
	}
	return any
}

func allSoft(soft []bool) bool {
	for _, s := range soft {
		if !s {
			return false
		}
	}
	return true
}
