package search

import "strings"

// Stop words of q (search-extensions.md, "Everyday queries"): function
// words of the three languages and the words a searcher adds to say "a job"
// (vakansiya, работа, hiring) carry no part of what is sought, so as plain
// words they need not match. Inside a phrase, after a - or in an OR group
// they stay words; so does a q made of stop words alone. They still count
// for the synonyms of several words ("менеджер по продажам") and for the
// adjacency bonus, which read q as typed. A word is compared after the
// folding of q (foldWord), so one typed without the Azerbaijani letters
// (ucun, isi, uzre) is the same stop word.
var stopWords = map[string]bool{}

func init() {
	for _, list := range []string{
		// English
		"a an the in at on of for to and with from by as is are job jobs vacancy vacancies hiring wanted needed position role",
		// Azerbaijani (da/də as separate words: "also"; üzrə, "in the field
		// of", as in satış üzrə menecer for a Satış meneceri)
		"və üçün ilə da də üzrə vakansiya vakansiyası vakansiyalar vakansiyaları elan elanı elanlar elanları" +
			" iş işi işə işlər işləri tələb olunur lazımdır axtarılır",
		// Russian
		"в во на по для и с со к из у о об от работа работы вакансия вакансии требуется требуются нужен нужна ищу ищем",
		// Russian typed in Latin letters (translit.go)
		"v vo na po dlya dlia rabota vakansii trebuetsya",
	} {
		for _, w := range strings.Fields(list) {
			stopWords[foldWord(w)] = true
		}
	}
}

// isStopWord reports whether a plain word of q is a stop word, after
// folding.
func isStopWord(w string) bool {
	return stopWords[foldWord(w)]
}

// stoppedGroups marks the groups of q that are a plain stop word, unless
// nothing else would remain.
func stoppedGroups(groups [][]qTerm) (stopped []bool, kept int) {
	stopped = make([]bool, len(groups))
	for i, g := range groups {
		stopped[i] = len(g) == 1 && !g[0].phrase && !g[0].prefix && isStopWord(g[0].text)
		if !stopped[i] {
			kept++
		}
	}
	if kept == 0 {
		return make([]bool, len(groups)), len(groups)
	}
	return stopped, kept
}
