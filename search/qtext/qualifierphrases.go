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
	// three words.
	qualifierPhraseSet map[string]bool
)

// qualifierPhrasesOf returns the folded qualifier titles of two or three
// words, read once.
func qualifierPhrasesOf() map[string]bool {
	qualifierPhrasesOnce.Do(func() {
		qualifierPhraseSet = map[string]bool{}
		titles, _ := mappings.QualifierTitles()
		for _, t := range titles {
			if n := len(strings.Fields(t)); n >= 2 && n <= 3 {
				qualifierPhraseSet[language.Fold(t)] = true
			}
		}
	})
	return qualifierPhraseSet
}

// qualifierPhraseRuns finds the runs of two or three words of a plain q
// that read as a qualifier title, the longest first and none overlapping;
// no word of a run is a stop or place word, nor names a term.
func (c *qClasses) qualifierPhraseRuns() map[qRun]bool {
	out := map[qRun]bool{}
	if !c.plain || len(c.words) != len(c.groups) {
		return out
	}
	phrases := qualifierPhrasesOf()
	longestRuns(len(c.groups), 3, 2, func(i, size int) (struct{}, bool) {
		if !c.mayQualifyTogether(i, size) {
			return struct{}{}, false
		}
		_, ok := withEnding(phrases, c.foldedRun(i, size), c.lang.EndingsQualifier)
		return struct{}{}, ok
	}, func(i, size int, _ struct{}) {
		out[qRun{i, size}] = true
	})
	return out
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
