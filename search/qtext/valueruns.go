package qtext

import (
	"strings"
	"sync"

	"readapi/mappings/language"
)

// Runs of words that say a value together: a searcher often writes a
// qualifier in two or three words, none of which says it alone (yarım
// ştat, tam ştat, part time, без опыта, полная занятость). Such a run of a
// plain q, its words qualifier or stop words, at least one a qualifier and
// none saying a value alone, that reads as a whole as a phrase stating a value of a dimension (its
// "state" lines, folded) says that value as a word would: q asks for it
// (askedValues), a row holds it as a phrase, through its synonyms or
// derived to it, and a row stating another value of the dimension, or
// derived to one, contradicts it (conflicts.go).

// maxValueRun is the longest run of words read as one stated value.
const maxValueRun = 3

var (
	statedMu sync.Mutex
	stated   = map[*language.Set]map[string]language.At{}
)

// statedValues returns the values of lang's dimensions by the folded
// phrases that state them, read once per set.
func statedValues(lang wordSet) map[string]language.At {
	statedMu.Lock()
	defer statedMu.Unlock()
	if byPhrase, ok := stated[lang.Set]; ok {
		return byPhrase
	}
	byPhrase := map[string]language.At{}
	for d, dim := range lang.Dimensions {
		for v, val := range dim.Values {
			for _, phrase := range val.States {
				if len(strings.Fields(phrase)) > 1 {
					byPhrase[language.Fold(phrase)] = language.At{Dim: d, Value: v}
				}
			}
		}
	}
	stated[lang.Set] = byPhrase
	return byPhrase
}

// valueRuns finds, in a plain q, the runs of two or three words that say
// a value together, the longest first and none overlapping; runSays maps
// each run to the value.
func (c *qClasses) valueRuns() {
	c.runSays = map[qRun]language.At{}
	if !c.plain || len(c.words) != len(c.groups) {
		return
	}
	byPhrase := statedValues(c.lang)
	for i := 0; i < len(c.groups); i++ {
		for size := min(maxValueRun, len(c.groups)-i); size >= 2; size-- {
			if !c.qualifiesTogether(i, size) {
				continue
			}
			var folded []string
			for j := i; j < i+size; j++ {
				folded = append(folded, c.first(j).plain)
			}
			if at, ok := byPhrase[strings.Join(folded, " ")]; ok {
				c.runSays[qRun{i, size}] = at
				i += size - 1
				break
			}
		}
	}
}

// qualifiesTogether reports whether the run of size groups from start
// starts with a soft word and holds only soft and stop words, none of
// which says a value alone (a licence letter beside its word, "категории
// C", is held as its own word says: heldClauses).
func (c *qClasses) qualifiesTogether(start, size int) bool {
	if !c.soft[start] {
		return false
	}
	for j := start; j < start+size; j++ {
		if !c.single(j) || !c.soft[j] && !c.stopped[j] || c.first(j).says {
			return false
		}
	}
	return true
}
