package search

import (
	"strings"
	"sync"
	"unicode/utf8"

	"readapi/mappings"
)

// A run of words of q searched as one synonym of several words
// (synonymWindows) costs OpenSearch a phrase per path through the synonym
// graph, in every synonym field; a run that starts no synonym of several
// words of either list (job titles, event words) matches nothing that way.
// runStarts keeps, for each synonym of two or more words, the first
// runPrefix letters of each of its words, folded: a run whose words do not
// start like some synonym's in order is not searched as a window. The
// stemmers keep a word's first letters, so an inflected run (uşaq
// tamaşaları, менеджера по продажам) still qualifies.

// runPrefix is how many first letters of each word a run must share with a
// synonym of several words.
const runPrefix = 3

var (
	runStartsOnce sync.Once
	runStarts     map[string]bool
)

func loadRunStarts() {
	runStarts = map[string]bool{}
	jobs, _ := mappings.SynonymGroups()
	events, _ := mappings.EventWordGroups()
	for _, g := range append(jobs, events...) {
		for _, entry := range g {
			words := strings.FieldsFunc(entry, func(r rune) bool { return r == ' ' || r == '-' })
			for size := 2; size <= len(words); size++ {
				runStarts[runKey(words[:size])] = true
			}
		}
	}
}

// runKey is the first runPrefix letters of each word, folded.
func runKey(words []string) string {
	var keys []string
	for _, w := range words {
		w = plainWord(w)
		if utf8.RuneCountInString(w) > runPrefix {
			w = string([]rune(w)[:runPrefix])
		}
		keys = append(keys, w)
	}
	return strings.Join(keys, " ")
}

// mayBeSynonym reports whether a run of words of q starts like some
// synonym of several words.
func mayBeSynonym(run []string) bool {
	runStartsOnce.Do(loadRunStarts)
	return runStarts[runKey(run)]
}
