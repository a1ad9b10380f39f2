package search

import "strings"

// Ranking by what a posting is: a title of several words may name another
// occupation than its generic word ("Software Engineer" is a developer,
// "Инженер по тестированию" a tester, "Preschool Teacher" a kindergarten
// teacher). When q asks for the generic word (engineer, mühəndis, инженер,
// teacher) and not for the qualifier, such a title is demoted like an
// assistant's (assistantFactor): below every posting of the occupation
// itself, above a mere mention in a body. The titles, their head words and
// the words that ask for them are data ([other occupation] in
// mappings/language/jobs.txt): add a title there when a judged query shows
// it ranking with the generic word.

// otherOccupationPhrases returns the phrases of the other occupations that q
// asks for by their head word and not by a qualifier; with fuzzy, a word of
// q one edit from a head stem's length of letters asks for it too
// ("enginer", "mühəndslər").
func (s qSyntax) otherOccupationPhrases(fuzzy bool) []string {
	var words []string
	for _, g := range s.groups {
		for _, t := range g {
			words = append(words, strings.Fields(foldWord(t.text))...)
		}
	}
	startsAny := func(prefixes []string, typos bool) bool {
		for _, w := range words {
			for _, p := range prefixes {
				p = foldWord(p)
				if strings.HasPrefix(w, p) || typos && startsWithTypo(w, p) {
					return true
				}
			}
		}
		return false
	}
	var out []string
	for _, o := range lang.OtherOccupations {
		if startsAny(o.Head, fuzzy) && !startsAny(o.Qualifiers, false) {
			out = append(out, o.Phrase)
		}
	}
	return out
}

// startsWithTypo reports whether w starts with stem misspelt by one edit:
// a prefix of w one letter shorter than stem, as long or one longer is one
// edit from it. Words and stems shorter than minTypoLength take no typo.
func startsWithTypo(w, stem string) bool {
	rw, rs := []rune(w), []rune(stem)
	if len(rs) < minTypoLength || len(rw) < minTypoLength {
		return false
	}
	for n := len(rs) - 1; n <= len(rs)+1 && n <= len(rw); n++ {
		if editDistance(rw[:n], rs, 1) <= 1 {
			return true
		}
	}
	return false
}
