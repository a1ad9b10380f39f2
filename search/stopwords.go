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
// (ucun, isi, uzre) is the same stop word.
var stopWords = map[string]bool{}

func init() {
	for _, list := range []string{
		// English
		"a an the in at on of for to and with from by as is are job jobs vacancy vacancies hiring wanted needed position role companies knowledge speaking",
		// Azerbaijani (da/də as separate words: "also"; üzrə, "in the field
		// of", as in satış üzrə menecer for a Satış meneceri)
		"və üçün ilə da də üzrə vakansiya vakansiyası vakansiyalar vakansiyaları elan elanı elanlar elanları" +
			" iş işi işə işlər işləri tələb olunur lazımdır axtarılır bilən biliyi danışan",
		// Russian
		"в во на по для и с со к из у о об от работа работы вакансия вакансии требуется требуются нужен нужна ищу ищем" +
			" знание знанием знания знаний говорящий говорящая говорящего",
		// Russian typed in Latin letters (translit.go)
		"v vo na po dlya dlia rabota vakansii trebuetsya",
	} {
		for _, w := range strings.Fields(list) {
			stopWords[foldWord(w)] = true
		}
	}
}

// employerStems are the folded stems of the words that name an employer;
// employerEndings the endings, folded, they take in q: Azerbaijani cases
// after a possessive or a plural (şirkətə, şirkətinə, şirkətlərdə), Russian
// and English inflections (компанию, companies).
var (
	employerStems   = []string{"sirket", "firma", "company", "компани", "фирм"}
	employerEndings = strings.Fields("a e ya ye da de ta te dan den in nin i si ine ina inde inda inden indan " +
		"ler lar lere lara lerde larda lerin larin leri lari imiz imize imizde imizin " +
		"а я и й ю ей ий ям ях у ы е ой ам ах")
)

// isStopWord reports whether a plain word of q is a stop word, after
// folding.
func isStopWord(w string) bool {
	return stopWords[foldWord(w)] || isEmployerWord(w)
}

// isEmployerWord reports whether a word of q names an employer
// without saying which.
func isEmployerWord(w string) bool {
	w = foldWord(w)
	for _, stem := range employerStems {
		if rest, ok := strings.CutPrefix(w, stem); ok && (rest == "" || slices.Contains(employerEndings, rest)) {
			return true
		}
	}
	return false
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
