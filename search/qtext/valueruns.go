package qtext

import (
	"slices"
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
// each run to the value. A word of the run that names no job and is no
// qualifier alone (mütəxəssis of "kiçik mütəxəssis", специалист of
// "ведущий специалист": a source's career level) qualifies with it, unless
// no word would remain that says what the job is.
func (c *qClasses) valueRuns() {
	c.runSays = map[qRun]language.At{}
	if !c.plain || len(c.words) != len(c.groups) {
		return
	}
	byPhrase := statedValues(c.lang)
	var completing []int
	longestRuns(len(c.groups), maxValueRun, 2, func(i, size int) (language.At, bool) {
		at, ok := withEnding(byPhrase, c.foldedRun(i, size), c.lang.EndingsQualifier)
		return at, ok && c.qualifiesTogether(i, size, at)
	}, func(i, size int, at language.At) {
		c.runSays[qRun{i, size}] = at
		for j := i; j < i+size; j++ {
			if !c.soft[j] && !c.stopped[j] {
				completing = append(completing, j)
			}
		}
	})
	for _, j := range completing {
		c.soft[j] = true
	}
	if len(completing) > 0 && !c.holdsAJob() {
		for _, j := range completing {
			c.soft[j] = false
		}
		for run := range c.runSays {
			if slices.ContainsFunc(completing, func(j int) bool { return j >= run.start && j < run.start+run.size }) {
				delete(c.runSays, run)
			}
		}
	}
}

// qualifiesTogether reports whether the run of size groups from start,
// stating the value at, starts with a soft word and holds only single
// words: soft words, none saying a value alone but at of a qualifier's
// dimension (a licence letter beside its word, "категории C", is held as
// its own word says: heldClauses), stop words, and words that name no job
// nor place.
func (c *qClasses) qualifiesTogether(start, size int, at language.At) bool {
	if !c.soft[start] {
		return false
	}
	for j := start; j < start+size; j++ {
		w := c.first(j)
		switch {
		case !c.single(j):
			return false
		case w.says && (w.value != at || !c.lang.Dimensions[at.Dim].Qualifier):
			return false
		case c.soft[j], c.stopped[j]:
		case c.place[j] || c.named[j] != nil || w.qualifier || w.kind:
			return false
		}
	}
	return true
}

// holdsAJob reports whether a group of q is neither soft, nor a stop or
// place word: a word that says what the job is.
func (c *qClasses) holdsAJob() bool {
	for i := range c.groups {
		if !c.soft[i] && !c.stopped[i] && !c.place[i] {
			return true
		}
	}
	return false
}

// foldedRun is the run of size groups from start as one folded text: the
// groups' first words' plain forms, joined by spaces.
func (c *qClasses) foldedRun(start, size int) string {
	folded := make([]string, 0, size)
	for j := start; j < start+size; j++ {
		folded = append(folded, c.first(j).plain)
	}
	return strings.Join(folded, " ")
}
