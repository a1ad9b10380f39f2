package qtext

import (
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
}

// rankQualifiers multiplies the score of the rows that hold each qualifier
// word by its factor (held: what matches it, from textMatch), and by
// conflictFactor that of the rows stating another value of its dimension
// (conflicts.go); it selects nothing.
func rankQualifiers(c readapi.Clause, held []qualifier, conflicts []readapi.Clause) readapi.Clause {
	if len(held) == 0 && len(conflicts) == 0 {
		return c
	}
	var functions []readapi.Clause
	for _, h := range held {
		functions = append(functions, readapi.Clause{"filter": h.held, "weight": h.factor})
	}
	for _, h := range conflicts {
		functions = append(functions, readapi.Clause{"filter": h, "weight": conflictFactor})
	}
	return multiplied(c, functions)
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
