package qtext

import (
	"strings"
	"sync"
	"unicode/utf8"

	"readapi/mappings"
	"readapi/mappings/language"
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
	// runStarts holds, per key of a run (runKey), the titles of the groups
	// some synonym of several words of which starts so: the paths a window
	// of the run may take through the synonym graph.
	runStarts map[string]int
)

func loadRunStarts() {
	runStarts = map[string]int{}
	jobs, _ := mappings.SynonymGroups()
	events, _ := mappings.EventWordGroups()
	for _, g := range append(jobs, events...) {
		keys := map[string]bool{}
		for _, entry := range g {
			words := strings.FieldsFunc(entry, func(r rune) bool { return r == ' ' || r == '-' })
			for i, w := range words {
				words[i] = plainWord(w)
			}
			for size := 2; size <= len(words); size++ {
				keys[runKey(words[:size])] = true
			}
		}
		for k := range keys {
			runStarts[k] += len(g)
		}
	}
}

// runKey is the first runPrefix letters of each word, the words folded
// less their punctuation (plainWord).
func runKey(plain []string) string {
	var keys []string
	for _, w := range plain {
		if utf8.RuneCountInString(w) > runPrefix {
			w = string([]rune(w)[:runPrefix])
		}
		keys = append(keys, w)
	}
	return strings.Join(keys, " ")
}

// mayBeSynonym reports whether a run of words of q, folded less their
// punctuation (qWord.plain), starts like some synonym of several words.
func mayBeSynonym(plain []string) bool { return runPaths(plain) > 0 }

// runPaths is how many titles the groups hold whose synonyms of several
// words start like the run: 0 when none does.
func runPaths(plain []string) int {
	runStartsOnce.Do(loadRunStarts)
	return runStarts[runKey(plain)]
}

var (
	synonymGroupsOnce sync.Once
	// groupOf maps a folded synonym title to its group's index.
	groupOf map[string]int
)

// synonymRuns marks the runs of two or three words of a plain q that are a
// synonym title, and those that refine.
func (c *qClasses) synonymRuns() {
	c.titles, c.refining, c.windows, c.readingWindows = map[qRun]bool{}, map[qRun]bool{}, map[qRun]bool{}, map[qRun]string{}
	if !c.plain {
		return
	}
	words := c.words
	plain := make([]string, len(c.terms))
	for i, terms := range c.terms {
		plain[i] = terms[0].plain
	}
	for size := 2; size <= 3; size++ {
		for start := 0; start+size <= len(words); start++ {
			run := words[start : start+size]
			c.titles[qRun{start, size}] = isSynonymTitle(run)
			c.refining[qRun{start, size}] = refines(run)
			c.windows[qRun{start, size}] = mayBeSynonym(plain[start : start+size])
			if reading := c.runReading(start, size); reading != nil && mayBeSynonym(reading) {
				c.readingWindows[qRun{start, size}] = strings.Join(reading, " ")
			}
		}
	}
}

// runReading returns the likeliest Cyrillic readings (translit.go) of the
// run's words, folded less their punctuation, when every word of it is
// Latin-typed and one at least reads otherwise than typed; nil otherwise.
// Russian typed in Latin letters names a job of several words as a
// synonym names it in Cyrillic (koll centr: колл-центр), which its typed
// words start like none of.
func (c qClasses) runReading(start, size int) []string {
	var out []string
	for i := start; i < start+size; i++ {
		r := c.first(i).readings.cyrillic
		if len(r) == 0 {
			return nil
		}
		out = append(out, plainWord(r[0]))
	}
	return out
}

// isSynonymTitle reports whether the words, folded, are one synonym title.
func isSynonymTitle(words []string) bool {
	folded := make([]string, len(words))
	for i, w := range words {
		folded[i] = language.Fold(w)
	}
	_, ok := synonymGroup(strings.Join(folded, " "))
	return ok
}

// refines reports whether run, words of q, is a synonym title of another
// group than each of its words alone: "baş mühasib" (chief accountant) is,
// so a posting of a chief accountant holds the qualifier "baş"; "bank
// teller" is not (teller is a cashier already), so it says nothing of a
// bank. A run that is no synonym title refines nothing.
func refines(run []string) bool {
	folded := make([]string, len(run))
	for i, w := range run {
		folded[i] = language.Fold(w)
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

// synonymGroup returns the index of the synonym group holding a folded
// title.
func synonymGroup(folded string) (int, bool) {
	synonymGroupsOnce.Do(func() {
		groupOf = map[string]int{}
		groups, _ := mappings.SynonymGroups()
		for i, g := range groups {
			for _, title := range g {
				groupOf[language.Fold(title)] = i
			}
		}
	})
	g, ok := groupOf[folded]
	return g, ok
}
