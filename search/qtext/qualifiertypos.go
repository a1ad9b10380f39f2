package qtext

import (
	"strings"
	"unicode/utf8"
)

// A misspelt qualifier (fuzzy=true): "ofisiant gece novebsi" asks for
// waiters on a night shift, but "novebsi" is no word of the qualifier
// lists, so it had to match, by a typo, and only the postings saying
// "növbəsi" were found. With fuzzy=true a plain word that is none of the
// word classes and names no term, at most TypoEdits from a word of
// [qualifier words] or of a value (folded, an Azerbaijani ending of
// [endings qualifier] kept as typed), is classified as that word: it
// qualifies as the word would, need not match with order=relevance and is
// in meta.relaxed as typed. The lists are data, so the reading follows
// from the request alone.

// correctQualifierTypos reclassifies, when fuzzy, each unknown plain word
// of q one typo from a single qualifier word as that word.
func (c *qClasses) correctQualifierTypos(fuzzy bool) {
	if !fuzzy {
		return
	}
	for i := range c.groups {
		if !c.single(i) || c.named[i] != nil {
			continue
		}
		w := c.first(i)
		if w.stop || w.place || w.qualifier || w.says || w.compound || w.kind || w.forWhom || w.workplaceJob || w.placeKind {
			continue
		}
		if fixed, ok := c.lang.nearQualifier(w.plain); ok {
			corrected := c.lang.classifyTerm(qTerm{text: fixed})
			c.terms[i][0] = corrected
		}
	}
}

// nearQualifier returns the one qualifier or value word (with the ending
// typed) a folded word is at most TypoEdits from, if exactly one is
// nearest; words shorter than minTypoLength have none.
func (lang wordSet) nearQualifier(plain string) (string, bool) {
	if utf8.RuneCountInString(plain) < minTypoLength {
		return "", false
	}
	limit := TypoEdits(plain)
	best, found := limit+1, map[string]bool{}
	for _, end := range append([]string{""}, lang.EndingsQualifier...) {
		stem, ok := strings.CutSuffix(plain, end)
		if !ok || utf8.RuneCountInString(stem) < minTypoLength-1 {
			continue
		}
		typed := []rune(stem)
		near := func(word string) {
			d := editDistance(typed, []rune(word), limit)
			switch {
			case d == 0 || d > limit || d > best:
			case d < best:
				best, found = d, map[string]bool{word + end: true}
			default:
				found[word+end] = true
			}
		}
		for word := range lang.QualifierWords {
			near(word)
		}
		for word := range lang.ValueWords {
			near(word)
		}
	}
	if len(found) != 1 {
		return "", false
	}
	for fixed := range found {
		return fixed, true
	}
	return "", false
}
