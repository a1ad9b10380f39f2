package qtext

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"readapi/internal/enrich"
	"readapi/mappings/language"
)

// The word classes of q: each function reads the language knowledge
// (mappings/language, the set of a dataset: wordSet) for one word of q.
// classify (classify.go) calls them, once per term; the clause builders
// read its result and call none of them.

// classifyTerm classifies one term of q.
func (lang wordSet) classifyTerm(t qTerm) qWord {
	w := qWord{text: t.text, word: !t.phrase && !t.prefix}
	if !w.word {
		return w
	}
	w.stop = lang.isStopWord(t.text)
	w.place = lang.isPlaceWord(t.text)
	f := formsOf(t.text)
	w.plain = f.plain()
	w.qualifier = lang.qualifierIn(f)
	_, w.workplaceJob = withEnding(lang.WorkplaceJobs, w.plain, lang.EndingsQualifier)
	_, w.placeKind = withEnding(lang.PlaceKinds, w.plain, lang.EndingsQualifier)
	w.forWhom = lang.isForWhomWord(t.text)
	w.value, w.says = lang.valueIn(f)
	if !w.says {
		w.value, w.compound = lang.compoundIn(f)
	}
	w.kind = lang.kindIn(f, w.value, w.says, w.forWhom)
	w.readings = latinReadings{cyrillic: cyrillicCandidates(t.text), az: azReading(t.text)}
	return w
}

// Stop words of q (docs/search.md, "Everyday queries of several words"):
// function words of the three languages, the words a searcher adds to say "a
// job" (vakansiya, работа, hiring) and those that say "an employer" without
// saying which (şirkətə, в компанию, company) carry no part of what is sought:
// every posting has an employer, and most Azerbaijani ones say "X şirkətinə
// ... tələb olunur", so such a word would only rank them above the postings in
// other languages. As plain words they need not match. Inside a phrase, after
// a - or in an OR group they stay words; so does a q made of stop words alone.
// They still count for the synonyms of several words ("менеджер по продажам")
// and for the adjacency bonus, which read q as typed. A word is compared after
// the folding of q (language.Fold), so one typed without the Azerbaijani
// letters (ucun, isi, uzre) is the same stop word. The words are data: [stop
// words] of mappings/language (shared.txt, jobs.txt), and the words naming an
// employer [employer stems] with their [endings employer].

// isStopWord reports whether a plain word of q is a stop word, after
// folding.
func (lang wordSet) isStopWord(w string) bool {
	return lang.Stop[language.Fold(w)] || lang.isEmployerWord(w)
}

// isEmployerWord reports whether a word of q names an employer
// without saying which.
func (lang wordSet) isEmployerWord(w string) bool {
	w = language.Fold(w)
	for _, stem := range lang.EmployerStems {
		if rest, ok := strings.CutPrefix(w, stem); ok && (rest == "" || slices.Contains(lang.EmployerEndings, rest)) {
			return true
		}
	}
	return false
}

// isPlaceWord reports whether a plain word of q names a city.
func (lang wordSet) isPlaceWord(w string) bool {
	w = language.Fold(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }))
	for _, p := range lang.LatinPlaces {
		if rest, ok := strings.CutPrefix(w, p); ok && (rest == "" || slices.Contains(lang.EndingsPlace, rest)) {
			return true
		}
	}
	for _, p := range lang.CyrillicPlaces {
		if rest, ok := strings.CutPrefix(w, p); ok && utf8.RuneCountInString(rest) <= 2 {
			return true
		}
	}
	return false
}

// isQualifierWord reports whether a plain word of q is a qualifier word
// ([qualifier words] and the words of the qualifier dimensions of
// mappings/language/jobs.txt), bare or followed by an Azerbaijani case,
// plural or possessive ending or an English plural ([endings qualifier]).
// Words that also start a job title of their own (office manager) are left
// out of the lists: there they name the job ([workplace job words], anbar,
// are in, and softGroups makes them the job when no other word is).
func (lang wordSet) isQualifierWord(w string) bool {
	return lang.qualifierIn(formsOf(w))
}

// qualifierIn is isQualifierWord of a word's forms.
func (lang wordSet) qualifierIn(f wordForms) bool {
	if _, ok := withEnding(lang.QualifierWords, f.plain(), lang.EndingsQualifier); ok {
		return true
	}
	// Russian typed in Latin letters (glavniy, starshiy, podrabotka) is
	// read in Cyrillic as translit.go reads it.
	for _, form := range f {
		if lang.isRussianQualifier(form) {
			return true
		}
	}
	return false
}

// isRussianQualifier reports whether a folded Cyrillic word is a Russian
// qualifier stem, bare or with one of the Russian endings.
func (lang wordSet) isRussianQualifier(w string) bool {
	_, ok := withEnding(lang.QualifierStems, w, lang.EndingsRussian)
	return ok
}

// harmonious reports whether a folded Latin ending may follow a folded
// stem by Azerbaijani vowel harmony, as far as folding leaves it to tell:
// a stem whose last vowel is a takes no ending with e (ə folds to e), one
// whose last vowel is e none with a ("ştat" + "e" is the English "state",
// no case of ştat). Folded i, o and u stand for a front and a back vowel
// alike, and an ending without a or e (s, un, i) follows any stem.
func harmonious(stem, end string) bool {
	last := strings.LastIndexAny(stem, "aeiou")
	if last < 0 {
		return true
	}
	switch stem[last] {
	case 'a':
		return !strings.ContainsRune(end, 'e')
	case 'e':
		return !strings.ContainsRune(end, 'a')
	}
	return true
}

// plainWord folds a plain word of q less the punctuation around it
// ("(remote)", "UI/UX,").
func plainWord(w string) string {
	return language.Fold(trimmed(w))
}

// trimmed is a word of q less the punctuation around it, as typed.
func trimmed(w string) string {
	return strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// withEnding returns what set holds for w, bare or less one of endings
// (tried in their order) that agrees with the stem's vowels (harmonious),
// if any: how the word lists of q's word classes read a word in its case
// forms and inflections.
func withEnding[V any](set map[string]V, w string, endings []string) (V, bool) {
	if v, ok := set[w]; ok {
		return v, true
	}
	for _, end := range endings {
		if stem, ok := strings.CutSuffix(w, end); ok && harmonious(stem, end) {
			if v, ok := set[stem]; ok {
				return v, true
			}
		}
	}
	var none V
	return none, false
}

// longEndingsCut returns a folded token less each Azerbaijani ending of
// [endings qualifier] longer than the reader of a term's words takes
// (enrich.MaxEnding), a plural and a case (mühasiblərin, sürücülərdə,
// müəllimlərindən), where the ending agrees with the stem and leaves at
// least enrich.MinStem letters: so the word names its occupation as its
// shorter forms do.
func (lang wordSet) longEndingsCut(token string) []string {
	var out []string
	for _, end := range lang.EndingsQualifier {
		if utf8.RuneCountInString(end) <= enrich.MaxEnding {
			continue
		}
		if stem, ok := strings.CutSuffix(token, end); ok && harmonious(stem, end) && utf8.RuneCountInString(stem) >= enrich.MinStem && !slices.Contains(out, stem) {
			out = append(out, stem)
		}
	}
	return out
}

// wordForms are the forms a plain word of q is looked up in by the word
// classes: the word folded less the punctuation around it (plainWord),
// then its Cyrillic readings (withReadings); formsOf reads them once for
// every class.
type wordForms []string

// formsOf returns the forms of a plain word of q.
func formsOf(w string) wordForms { return withReadings(plainWord(w), trimmed(w)) }

// plain is the word itself, folded less its punctuation.
func (f wordForms) plain() string { return f[0] }

// withReadings returns a folded word of q and, when it is typed in Latin
// letters, its Cyrillic readings, folded (translit.go), read from the word
// as typed: folding would lose the ş and ç an Azerbaijani keyboard types
// for ш, щ and ч.
func withReadings(folded, typed string) []string {
	forms := []string{folded}
	for _, c := range cyrillicCandidates(typed) {
		forms = append(forms, language.Fold(c))
	}
	return forms
}

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
// it: qClasses.beside).
func (lang wordSet) isKindWord(w string) bool {
	f := formsOf(w)
	at, says := lang.valueIn(f)
	return lang.kindIn(f, at, says, lang.isForWhomWord(w))
}

// kindIn is isKindWord of a word's forms, given the value it says (if
// says) and whether it is a for-whom word.
func (lang wordSet) kindIn(f wordForms, at language.At, says, forWhom bool) bool {
	if says {
		return !lang.Dimensions[at.Dim].Qualifier && lang.Dimensions[at.Dim].Beside == nil
	}
	if forWhom {
		return true
	}
	if _, ok := withEnding(lang.Refining, f.plain(), lang.EndingsQualifier); ok {
		return true
	}
	for _, form := range f {
		if _, ok := withEnding(lang.RefiningStems, form, lang.EndingsDimension); ok {
			return true
		}
	}
	return false
}

// isForWhomWord reports whether a plain word of q says for whom the job is
// done (ailəyə dayə, в семью), bare or with an Azerbaijani ending (ailəyə,
// ailədə).
func (lang wordSet) isForWhomWord(w string) bool {
	_, ok := withEnding(lang.ForWhom, language.Fold(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })), lang.EndingsQualifier)
	return ok
}

// valueOf returns the value a plain word of q says, if any.
func (lang wordSet) valueOf(w string) (language.At, bool) {
	return lang.valueIn(formsOf(w))
}

// valueIn is valueOf of a word's forms.
func (lang wordSet) valueIn(f wordForms) (language.At, bool) {
	if at, ok := withEnding(lang.ValueWords, f.plain(), lang.EndingsQualifier); ok {
		return at, true
	}
	for _, form := range f {
		if at, ok := withEnding(lang.ValueStems, form, lang.EndingsDimension); ok {
			return at, true
		}
	}
	return language.At{}, false
}
