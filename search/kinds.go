package search

import (
	"strings"
	"unicode"
)

// Kind words of q: what a searcher adds to an occupation to say which kind
// of it they want: the vehicle of a driver (taksi, avtobusa, yük maşını,
// грузовика, truck), the licence category (C kateqoriya, категории D), the
// subject of a teacher, a tutor or a translator (riyaziyyat, ingilis dili,
// математики, английского языка, physics), the branch of an engineer
// (inşaat, mexanika, civil, electrical), the field of a designer (qrafik,
// UI/UX, veb) and the cuisine of a cook (italyan, японской, italian); and
// for whom the job is (ailəyə, direktora). Many postings of the occupation leave the
// kind unsaid ("Sürücü", "Müəllim"), and the searcher takes them after the
// ones that say it; so, like a qualifier word (softwords.go), a plain kind
// word need not match and ranks a row that holds it qualifierFactor times
// higher, and a row whose title states another kind of the same dimension
// ("Taksi sürücüsü" for `truck driver`) conflictFactor times lower
// (conflicts.go). A word that is a job title by itself or starts one of
// another occupation (elektrik, mexanik, строитель, personal, kitchen) is
// no kind word: there it names the job; TestKindWordsAreNoTitles holds the
// lists to mappings/synonyms/job-titles.txt. Their translations are groups
// of its [qualifiers] section, so that a row saying the kind in another
// language holds it. The words, their dimensions and values, and the
// refining words (dili, языка, kateqoriya) are data: mappings/language/jobs.txt.

// isKindWord reports whether a plain word of q is a kind word that says
// its kind alone (not a licence letter, which needs a licence word beside
// it: besideLicence).
func isKindWord(w string) bool {
	if at, ok := valueOf(w); ok {
		return !lang.Dimensions[at.Dim].Qualifier && lang.Dimensions[at.Dim].Beside == nil
	}
	if isForWhomWord(w) {
		return true
	}
	w = plainWord(w)
	if _, ok := withEnding(lang.Refining, w, lang.EndingsQualifier); ok {
		return true
	}
	for _, form := range withReadings(w) {
		if _, ok := withEnding(lang.RefiningStems, form, lang.EndingsDimension); ok {
			return true
		}
	}
	return false
}

// isForWhomWord reports whether a plain word of q says for whom the job is
// done (ailəyə dayə, в семью), bare or with an Azerbaijani ending (ailəyə,
// ailədə).
func isForWhomWord(w string) bool {
	_, ok := withEnding(lang.ForWhom, foldWord(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })), lang.EndingsQualifier)
	return ok
}
