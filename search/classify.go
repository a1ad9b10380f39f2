package search

import (
	"readapi"
	"readapi/mappings/language"
)

// Classify once: q is parsed into its syntax (qsyntax.go), then each of its
// terms is classified once against the language knowledge
// (mappings/language) into a qClasses, which every clause builder reads:
// textMatch, the conflicts, the held qualifier and kind words, the synonym
// windows, the demotion of other occupations and the typo words. None of
// them looks a word up again.

// qWord is what one term of q is. Only a word (no phrase, no prefix) is
// classified.
type qWord struct {
	text string
	word bool // neither a phrase nor a prefix
	// stop: a function or job-search word (words.go); place: a city
	// (places.go); qualifier: a qualifier word (softwords.go); kind: a kind
	// word that says its kind alone (words.go); forWhom: says for whom the
	// job is.
	stop, place, qualifier, kind, forWhom bool
	// value is the value of a dimension the word says, when says.
	value language.At
	says  bool
	// readings are its other spellings: its Cyrillic readings when typed
	// in Latin letters (translit.go) and, in a short q, its spellings in
	// the other script (names.go).
	readings latinReadings
}

// qRun is a run of adjacent words of a plain q: its first group and length.
type qRun struct{ start, size int }

// wordSet is the language knowledge a dataset's q is read with
// (mappings/language, named by readapi.Dataset.Language).
type wordSet struct{ *language.Set }

// shared is what every set shares: the folding, the soft signs and the
// transliteration tables.
var shared = language.Shared()

// wordsOf returns the set d's q is read with; a description naming none
// (TestDatasetsNameTheirWords) reads the shared words alone.
func wordsOf(d *readapi.Dataset) wordSet {
	if set := language.Of(d.Language); set != nil {
		return wordSet{set}
	}
	return wordSet{shared}
}

// qClasses is a parsed q with its terms classified, and what follows from
// the classes for the whole q.
type qClasses struct {
	qSyntax
	// lang is the language knowledge the terms were classified with.
	lang wordSet
	// terms classify each term of each group.
	terms [][]qWord
	// stopped marks the groups that are a plain stop word, unless nothing
	// else would remain; kept counts the others.
	stopped []bool
	kept    int
	// soft marks the groups that are a plain qualifier or kind word
	// (softwords.go), unless no word would remain that says what the job is.
	soft []bool
	// beside marks the groups whose word says a value only beside another
	// word (a licence letter) and has it next to it.
	beside []bool
	// asked holds, per dimension, the values its soft words say.
	asked map[int]map[int]bool
	// titles and refining mark the runs of two or three words of a plain q
	// that are one synonym title, and those that name another job than
	// their words alone (refines); windows those that start like a synonym
	// of several words of either list (windows.go).
	titles, refining, windows map[qRun]bool
	// assistant: q asks for an assistant; otherOccupations are the titles
	// naming another occupation than the generic word q asks for
	// (words.go).
	assistant        bool
	otherOccupations []string
	// cyrillic spells a plain q of Latin-typed words in Cyrillic, each word
	// by its likeliest reading ("menedjer po prodajam" → "менеджер по
	// продажам"), for the synonyms of several words; "" when a word is not
	// Latin-typed.
	cyrillic string
}

// first returns the classes of the first term of group i.
func (c qClasses) first(i int) qWord { return c.terms[i][0] }

// single reports whether group i is one word: no OR, phrase or prefix.
func (c qClasses) single(i int) bool { return len(c.terms[i]) == 1 && c.terms[i][0].word }

// classify parses q and classifies its terms with lang; fuzzy lets a
// misspelt head word ask for the other occupations.
func classify(lang wordSet, text string, fuzzy bool) qClasses {
	c := qClasses{qSyntax: parseSyntax(text), lang: lang}
	for _, g := range c.groups {
		var terms []qWord
		for _, t := range g {
			terms = append(terms, lang.classifyTerm(t))
		}
		c.terms = append(c.terms, terms)
	}
	c.stopGroups()
	c.nameSpellings()
	c.besideWords()
	c.softGroups()
	c.askedValues()
	c.synonymRuns()
	c.assistant = c.asksForAssistant()
	c.otherOccupations = c.otherOccupationPhrases(fuzzy)
	c.cyrillic = c.cyrillicPhrase()
	return c
}

// stopGroups marks the groups that are a plain stop word, unless nothing
// else would remain.
func (c *qClasses) stopGroups() {
	c.stopped = make([]bool, len(c.groups))
	for i := range c.groups {
		c.stopped[i] = c.single(i) && c.first(i).stop
		if !c.stopped[i] {
			c.kept++
		}
	}
	if c.kept == 0 {
		c.stopped, c.kept = make([]bool, len(c.groups)), len(c.groups)
	}
}

// nameSpellings gives the words of a short q (at most maxNameWords besides
// the stop words) their spellings in the other script (names.go).
func (c *qClasses) nameSpellings() {
	if c.kept > maxNameWords {
		return
	}
	for i, g := range c.groups {
		for j, t := range g {
			if c.terms[i][j].word {
				c.terms[i][j].readings.names = nameSpellings(t.text)
			}
		}
	}
}

// softGroups marks the groups of q that are a plain qualifier or kind word,
// among those the stop words leave, unless no word would remain that says
// what the job is: a place word says where it is (a q of qualifier, kind,
// place and stop words keeps them all as words).
func (c *qClasses) softGroups() {
	c.soft = make([]bool, len(c.groups))
	others := 0
	for i := range c.groups {
		if c.stopped[i] {
			continue
		}
		w := c.first(i)
		place := c.single(i) && w.place
		c.soft[i] = c.single(i) && !place && (w.qualifier || w.kind || c.beside[i])
		if !c.soft[i] && !place {
			others++
		}
	}
	if others == 0 {
		c.soft = make([]bool, len(c.groups))
	}
}

// askedValues gathers, per dimension, the values the soft words say.
func (c *qClasses) askedValues() {
	c.asked = map[int]map[int]bool{}
	for i := range c.groups {
		if w := c.first(i); c.soft[i] && w.says {
			if c.asked[w.value.Dim] == nil {
				c.asked[w.value.Dim] = map[int]bool{}
			}
			c.asked[w.value.Dim][w.value.Value] = true
		}
	}
}
