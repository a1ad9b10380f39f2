package search

import (
	"slices"
	"strings"
)

// Stop words of q (search-extensions.md, "Everyday queries"): function
// words of the three languages, the words a searcher adds to say "a job"
// (vakansiya, работа, hiring) and those that say "an employer" without
// saying which (şirkətə, в компанию, company) carry no part of what is
// sought: every posting has an employer, and most Azerbaijani ones say
// "X şirkətinə ... tələb olunur", so such a word would only rank them above
// the postings in other languages. As plain
// words they need not match. Inside a phrase, after a - or in an OR group
// they stay words; so does a q made of stop words alone. They still count
// for the synonyms of several words ("менеджер по продажам") and for the
// adjacency bonus, which read q as typed. A word is compared after the
// folding of q (foldWord), so one typed without the Azerbaijani letters
// (ucun, isi, uzre) is the same stop word. The words are data: [stop
// words] of mappings/language (shared.txt, jobs.txt), and the words naming an
// employer [employer stems] with their [endings employer].
// isStopWord reports whether a plain word of q is a stop word, after
// folding.
func isStopWord(w string) bool {
	return lang.Stop[foldWord(w)] || isEmployerWord(w)
}

// isEmployerWord reports whether a word of q names an employer
// without saying which.
func isEmployerWord(w string) bool {
	w = foldWord(w)
	for _, stem := range lang.EmployerStems {
		if rest, ok := strings.CutPrefix(w, stem); ok && (rest == "" || slices.Contains(lang.EmployerEndings, rest)) {
			return true
		}
	}
	return false
}
