package qtext

import (
	"strings"
	"sync"

	"readapi/mappings"
	"readapi/mappings/language"
)

// Qualifiers of several words: a searcher often names the workplace or the
// kind in two or three words none of which is a qualifier alone (ticarət
// mərkəzində mühafizəçi, uşaq bağçasına aşpaz, öz maşını ilə kuryer, в
// детский сад). A run of a plain q that reads, folded and its last word
// with an Azerbaijani case ending or none ([endings qualifier]), as a
// title of the [qualifiers] groups of mappings/synonyms/job-titles.txt is
// soft as a whole: each of its words is a qualifier word (softwords.go),
// and the run is held as one (qualifierRuns), as a phrase in any field or
// through its synonyms ("Торговый центр" for ticarət mərkəzi).

var (
	qualifierPhrasesOnce sync.Once
	// qualifierPhraseSet holds the folded qualifier titles of two or
	// three words, qualifierWordSet those of one word.
	qualifierPhraseSet, qualifierWordSet map[string]bool
)

// qualifierPhrasesOf returns the folded qualifier titles of two or three
// words, read once.
func qualifierPhrasesOf() map[string]bool {
	qualifierPhrasesOnce.Do(readQualifierTitles)
	return qualifierPhraseSet
}

// qualifierTitleWordsOf returns the folded qualifier titles of one word
// (geyim, ərzaq, restoran), read once.
func qualifierTitleWordsOf() map[string]bool {
	qualifierPhrasesOnce.Do(readQualifierTitles)
	return qualifierWordSet
}

// readQualifierTitles reads the titles of the [qualifiers] groups.
func readQualifierTitles() {
	qualifierPhraseSet, qualifierWordSet = map[string]bool{}, map[string]bool{}
	titles, _ := mappings.QualifierTitles()
	for _, t := range titles {
		switch n := len(strings.Fields(t)); {
		case n == 1:
			qualifierWordSet[language.Fold(t)] = true
		case n <= 3:
			qualifierPhraseSet[language.Fold(t)] = true
		}
	}
}

// qualifierPhraseRuns finds the runs of two or three words of a plain q
// that read as a qualifier title, the longest first and none overlapping,
// and, of two words, those that name a workplace by a word of its own
// before it (namesWorkplace), returned apart too; no word of a run is a
// stop or place word, nor names a term.
func (c *qClasses) qualifierPhraseRuns() (runs, workplaces map[qRun]bool) {
	runs, workplaces = map[qRun]bool{}, map[qRun]bool{}
	if !c.plain || len(c.words) != len(c.groups) {
		return runs, workplaces
	}
	phrases := qualifierPhrasesOf()
	longestRuns(len(c.groups), 3, 2, func(i, size int) (bool, bool) {
		if !c.mayQualifyTogether(i, size) {
			return false, false
		}
		if _, ok := withEnding(phrases, c.foldedRun(i, size), c.lang.EndingsQualifier); ok {
			return false, true
		}
		named := size == 2 && c.namesWorkplace(i)
		return named, named
	}, func(i, size int, named bool) {
		runs[qRun{i, size}] = true
		if named {
			workplaces[qRun{i, size}] = true
		}
	})
	return runs, workplaces
}

// namesWorkplace reports whether the words at start and after it read as
// an Azerbaijani compound naming a workplace: a qualifier word carrying
// the compound's possessive ([endings possessive]) after a word that says
// which one, a title of the [qualifiers] groups (geyim mağazasına satıcı:
// a clothes shop's; ərzaq marketinə), so the first word too says where the
// job is, not what it is. A name (Bravo mağazasına) must match.
func (c *qClasses) namesWorkplace(start int) bool {
	head := c.first(start + 1)
	if !head.qualifier || c.lang.QualifierWords[head.plain] || !qualifierTitleWordsOf()[c.first(start).plain] {
		return false
	}
	_, ok := withEnding(c.lang.QualifierWords, head.plain, c.lang.EndingsPossessive)
	return ok
}

// mayQualifyTogether reports whether the run of size groups from start
// holds single words only, none a stop or place word or naming a term.
func (c *qClasses) mayQualifyTogether(start, size int) bool {
	for j := start; j < start+size; j++ {
		w := c.first(j)
		if !c.single(j) || c.stopped[j] || w.place || c.named[j] != nil {
			return false
		}
	}
	return true
}
