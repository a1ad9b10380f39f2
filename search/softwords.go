package search

import (
	"strings"
	"sync"
	"unicode"

	"readapi"
	"readapi/mappings"
	"readapi/mappings/language"
)

// lang is the language knowledge q is read with (mappings/language): the
// job set, which every dataset reads until events have their own.
var lang = language.Jobs()

// Qualifier words of q: what a searcher adds to an occupation to say how or
// where the job is done, its seniority (junior, старший, baş), its schedule
// (part-time, gecə növbəsi, подработка), remote work (uzaqdan, удалённо),
// the kind of workplace (restoranda, в банке, at a hotel) and whom the
// employer asks for (xanım, qız, девушка). Many postings
// leave these unsaid, and a posting that does not say "junior" is still a
// junior's job more often than not; so, beside the stop words, a plain
// qualifier word need not match: a row that holds it (exactly, stemmed or
// through the qualifier groups of mappings/synonyms/job-titles.txt) ranks
// qualifierFactor times higher, as does one that holds a synonym of several
// words taking it in. Kind words (kinds.go) refine alike. A q of
// qualifier, kind, place and stop words alone keeps them all as words.
// Cities are no qualifiers: a place word must match (search-extensions.md,
// "Everyday queries").

// qualifierFactor is what a row holding a qualifier word of q multiplies
// its score by: more than the step from a synonym to an exact match in the
// same field (0.8 to 1), so that a posting saying what was asked in another
// language ranks above one that leaves it unsaid; less than the step from
// one field to the next (1.5), so that where the occupation's word matched
// still decides first (a company matched exactly, 1.5, with a qualifier
// reaches 1.95 and stays below a title matched through a synonym, 2.4).
const qualifierFactor = 1.3

// isQualifierWord reports whether a plain word of q is a qualifier word
// ([qualifier words] and the words of the qualifier dimensions of
// mappings/language/jobs.txt), bare or followed by an Azerbaijani case,
// plural or possessive ending or an English plural ([endings qualifier]).
// Words that also start a job title of their own (office manager, anbar
// işçisi) are left out of the lists: there they name the job.
func isQualifierWord(w string) bool {
	w = plainWord(w)
	if _, ok := withEnding(lang.QualifierWords, w, lang.EndingsQualifier); ok {
		return true
	}
	// Russian typed in Latin letters (glavniy, starshiy, podrabotka) is
	// read in Cyrillic as translit.go reads it.
	for _, form := range withReadings(w) {
		if isRussianQualifier(form) {
			return true
		}
	}
	return false
}

// isRussianQualifier reports whether a folded Cyrillic word is a Russian
// qualifier stem, bare or with one of the Russian endings.
func isRussianQualifier(w string) bool {
	_, ok := withEnding(lang.QualifierStems, w, lang.EndingsRussian)
	return ok
}

// plainWord folds a plain word of q less the punctuation around it
// ("(remote)", "UI/UX,").
func plainWord(w string) string {
	return foldWord(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
}

// withEnding returns what set holds for w, bare or less one of endings
// (tried in their order), if any: how the word lists of q's word classes
// read a word in its case forms and inflections.
func withEnding[V any](set map[string]V, w string, endings []string) (V, bool) {
	if v, ok := set[w]; ok {
		return v, true
	}
	for _, end := range endings {
		if stem, ok := strings.CutSuffix(w, end); ok {
			if v, ok := set[stem]; ok {
				return v, true
			}
		}
	}
	var none V
	return none, false
}

// withReadings returns a folded word of q and, when it is typed in Latin
// letters, its Cyrillic readings, folded (translit.go).
func withReadings(w string) []string {
	forms := []string{w}
	for _, c := range cyrillicCandidates(w) {
		forms = append(forms, foldWord(c))
	}
	return forms
}

// heldClauses match what holds the soft word of the group at i: the word
// in any way, exactly, stemmed or through its synonyms; for a word that
// says a value only beside another (a licence letter: `C kateqoriya`), the
// phrases that state the value, in any field; never a row that states
// another value of its dimension (conflicts.go). A kind word that says no
// value but goes with one (dili, языка, kateqoriya: kinds.go) holds nothing
// of its own, nil: the value's word holds the kind ("dil" is in every
// posting that asks for languages).
func heldClauses(fields []textField, qc qClasses, i int) []readapi.Clause {
	w := qc.first(i)
	at, says := w.value, w.says
	if !says && w.kind && !w.forWhom {
		return nil
	}
	held := wordClause(fields, w.text, latinReadings{}, false, false)
	if qc.beside[i] {
		dim := lang.Dimensions[at.Dim]
		var any []readapi.Clause
		for _, f := range fields {
			for _, phrase := range dim.Values[at.Value].States {
				any = append(any, sloppyPhrase(f.name, phrase, dim.Slop))
			}
		}
		held = readapi.Clause{"bool": readapi.Clause{"should": any}}
	}
	if !says {
		return []readapi.Clause{held}
	}
	if conflict, ok := dimensionConflicts(fields, qc)[at.Dim]; ok {
		held = readapi.Clause{"bool": readapi.Clause{"must": held, "must_not": conflict}}
	}
	return []readapi.Clause{held}
}

// rankQualifiers multiplies by qualifierFactor the score of the rows that
// hold each qualifier word (held: what matches it, from textMatch), and by
// conflictFactor that of the rows stating another value of its dimension
// (conflicts.go); it selects nothing.
func rankQualifiers(c readapi.Clause, held, conflicts []readapi.Clause) readapi.Clause {
	if len(held) == 0 && len(conflicts) == 0 {
		return c
	}
	var functions []readapi.Clause
	for _, h := range held {
		functions = append(functions, readapi.Clause{"filter": h, "weight": qualifierFactor})
	}
	for _, h := range conflicts {
		functions = append(functions, readapi.Clause{"filter": h, "weight": conflictFactor})
	}
	return readapi.Clause{"function_score": readapi.Clause{"query": c, "functions": functions, "boost_mode": "multiply", "score_mode": "multiply"}}
}

var (
	synonymGroupsOnce sync.Once
	// groupOf maps a folded synonym title to its group's index.
	groupOf map[string]int
)

// refines reports whether run, words of q, is a synonym title of another
// group than each of its words alone: "baş mühasib" (chief accountant) is,
// so a posting of a chief accountant holds the qualifier "baş"; "bank
// teller" is not (teller is a cashier already), so it says nothing of a
// bank. A run that is no synonym title refines nothing.
func refines(run []string) bool {
	folded := make([]string, len(run))
	for i, w := range run {
		folded[i] = foldWord(w)
	}
	g, ok := synonymGroup(strings.Join(folded, " "))
	if !ok {
		return false
	}
	for _, w := range folded {
		for _, form := range []string{w, strings.TrimSuffix(w, "s")} {
			if other, ok := synonymGroup(form); ok && other == g {
				return false
			}
		}
	}
	return true
}

// qualifierRuns finds, in a plain q, the runs of two or three adjacent
// qualifier words that are one synonym title of the qualifier groups (night
// shift, ночная смена, gecə növbəsi, частичная занятость): such a run is one
// qualifier, held by a row that holds it as a phrase or through its
// synonyms, not by a row that holds one of its words alone ("Rotating
// shifts" holds no night shift). runs maps a run's first group to its
// length; inRun marks every group of a run.
func qualifierRuns(qc qClasses) (runs map[int]int, inRun []bool) {
	soft := qc.soft
	inRun = make([]bool, len(soft))
	if !qc.plain {
		return nil, inRun
	}
	words := qc.words()
	runs = map[int]int{}
	for i := 0; i < len(words); i++ {
		for size := 3; size >= 2; size-- {
			if i+size > len(words) || !allSoft(soft[i:i+size]) || !qc.titles[qRun{i, size}] {
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

func allSoft(soft []bool) bool {
	for _, s := range soft {
		if !s {
			return false
		}
	}
	return true
}

// qualifierPhrase matches the run of qualifier or kind words of q's groups
// from start, size long, as a phrase in any field, folded or stemmed, or
// through the synonyms; never a row that states another value of a
// dimension one of its words says (conflicts.go).
func qualifierPhrase(fields []textField, qc qClasses, start, size int) readapi.Clause {
	text := strings.Join(qc.words()[start:start+size], " ")
	var any []readapi.Clause
	for _, f := range fields {
		for _, name := range append([]string{f.name}, subfields(f.name, stemSubfields)...) {
			any = append(any, matchPhrase(name, text))
		}
		if f.synonyms {
			any = append(any, matchPhrase(f.name+"."+synonymSubfield, text))
		}
	}
	held := readapi.Clause{"bool": readapi.Clause{"should": any}}
	var conflicts []readapi.Clause
	byDim := dimensionConflicts(fields, qc)
	for i := start; i < start+size; i++ {
		if w := qc.first(i); w.says && byDim[w.value.Dim] != nil {
			conflicts = append(conflicts, byDim[w.value.Dim])
			delete(byDim, w.value.Dim)
		}
	}
	if len(conflicts) == 0 {
		return held
	}
	return readapi.Clause{"bool": readapi.Clause{"must": held, "must_not": conflicts}}
}

// synonymGroup returns the index of the synonym group holding a folded
// title.
func synonymGroup(folded string) (int, bool) {
	synonymGroupsOnce.Do(func() {
		groupOf = map[string]int{}
		groups, _ := mappings.SynonymGroups()
		for i, g := range groups {
			for _, title := range g {
				groupOf[foldWord(title)] = i
			}
		}
	})
	g, ok := groupOf[folded]
	return g, ok
}

// isSynonymTitle reports whether the words, folded, are one synonym title.
func isSynonymTitle(words []string) bool {
	folded := make([]string, len(words))
	for i, w := range words {
		folded[i] = foldWord(w)
	}
	_, ok := synonymGroup(strings.Join(folded, " "))
	return ok
}
