package search

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"readapi/mappings"
	"readapi/mappings/language"
)

// The word classes of q: each function reads the language knowledge
// (mappings/language, the set of a dataset: wordSet) for one word or run of words of q.
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
	w.qualifier = lang.qualifierIn(f)
	w.forWhom = lang.isForWhomWord(t.text)
	w.value, w.says = lang.valueIn(f)
	w.kind = lang.kindIn(f, w.value, w.says, w.forWhom)
	w.readings = latinReadings{cyrillic: cyrillicCandidates(t.text), az: azReading(t.text)}
	return w
}

// besideWords marks the groups whose word says a value of a dimension that
// needs a word beside it (a licence letter), and has one.
func (c *qClasses) besideWords() {
	c.beside = make([]bool, len(c.groups))
	for i := range c.groups {
		w := c.first(i)
		if !w.says || c.lang.Dimensions[w.value.Dim].Beside == nil {
			continue
		}
		for _, j := range []int{i - 1, i + 1} {
			if j < 0 || j >= len(c.groups) {
				continue
			}
			next := foldWord(strings.TrimFunc(c.first(j).text, func(r rune) bool { return !unicode.IsLetter(r) }))
			for _, b := range c.lang.Dimensions[w.value.Dim].Beside {
				if next == foldWord(b) {
					c.beside[i] = true
				}
			}
		}
	}
}

// synonymRuns marks the runs of two or three words of a plain q that are a
// synonym title, and those that refine.
func (c *qClasses) synonymRuns() {
	c.titles, c.refining, c.windows = map[qRun]bool{}, map[qRun]bool{}, map[qRun]bool{}
	if !c.plain {
		return
	}
	words := c.words()
	for size := 2; size <= 3; size++ {
		for start := 0; start+size <= len(words); start++ {
			run := words[start : start+size]
			c.titles[qRun{start, size}] = isSynonymTitle(run)
			c.refining[qRun{start, size}] = refines(run)
			c.windows[qRun{start, size}] = mayBeSynonym(run)
		}
	}
}

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
func (lang wordSet) isStopWord(w string) bool {
	return lang.Stop[foldWord(w)] || lang.isEmployerWord(w)
}

// isEmployerWord reports whether a word of q names an employer
// without saying which.
func (lang wordSet) isEmployerWord(w string) bool {
	w = foldWord(w)
	for _, stem := range lang.EmployerStems {
		if rest, ok := strings.CutPrefix(w, stem); ok && (rest == "" || slices.Contains(lang.EmployerEndings, rest)) {
			return true
		}
	}
	return false
}

// isPlaceWord reports whether a plain word of q names a city.
func (lang wordSet) isPlaceWord(w string) bool {
	w = foldWord(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }))
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
// Words that also start a job title of their own (office manager, anbar
// işçisi) are left out of the lists: there they name the job.
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

// plainWord folds a plain word of q less the punctuation around it
// ("(remote)", "UI/UX,").
func plainWord(w string) string {
	return foldWord(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
}

// withEnding returns what set holds for w, bare or less one of endings
// (tried in their order), if any: how the word lists of q's word classes
// read a word in its case forms and inflections.
func withEnding[V any](set map[string]V, w string, endings []string) (V, bool) {
	if v, ok := set[w]; ok {
		return v, true
	}
	for _, end := range endings {
		if stem, ok := strings.CutSuffix(w, end); ok {
			if v, ok := set[stem]; ok {
				return v, true
			}
		}
	}
	var none V
	return none, false
}

// wordForms are the forms a plain word of q is looked up in by the word
// classes: the word folded less the punctuation around it (plainWord),
// then its Cyrillic readings (withReadings); formsOf reads them once for
// every class.
type wordForms []string

// formsOf returns the forms of a plain word of q.
func formsOf(w string) wordForms { return withReadings(plainWord(w)) }

// plain is the word itself, folded less its punctuation.
func (f wordForms) plain() string { return f[0] }

// withReadings returns a folded word of q and, when it is typed in Latin
// letters, its Cyrillic readings, folded (translit.go).
func withReadings(w string) []string {
	forms := []string{w}
	for _, c := range cyrillicCandidates(w) {
		forms = append(forms, foldWord(c))
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
	_, ok := withEnding(lang.ForWhom, foldWord(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })), lang.EndingsQualifier)
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

var (
	synonymGroupsOnce sync.Once
	// groupOf maps a folded synonym title to its group's index.
	groupOf map[string]int
)

// refines reports whether run, words of q, is a synonym title of another
// group than each of its words alone: "baş mühasib" (chief accountant) is,
// so a posting of a chief accountant holds the qualifier "baş"; "bank
// teller" is not (teller is a cashier already), so it says nothing of a
// bank. A run that is no synonym title refines nothing.
func refines(run []string) bool {
	folded := make([]string, len(run))
	for i, w := range run {
		folded[i] = foldWord(w)
	}
	g, ok := synonymGroup(strings.Join(folded, " "))
	if !ok {
		return false
	}
	for _, w := range folded {
		for _, form := range []string{w, strings.TrimSuffix(w, "s")} {
			if other, ok := synonymGroup(form); ok && other == g {
				return false
			}
		}
	}
	return true
}

// isSynonymTitle reports whether the words, folded, are one synonym title.
func isSynonymTitle(words []string) bool {
	folded := make([]string, len(words))
	for i, w := range words {
		folded[i] = foldWord(w)
	}
	_, ok := synonymGroup(strings.Join(folded, " "))
	return ok
}

// synonymGroup returns the index of the synonym group holding a folded
// title.
func synonymGroup(folded string) (int, bool) {
	synonymGroupsOnce.Do(func() {
		groupOf = map[string]int{}
		groups, _ := mappings.SynonymGroups()
		for i, g := range groups {
			for _, title := range g {
				groupOf[foldWord(title)] = i
			}
		}
	})
	g, ok := groupOf[folded]
	return g, ok
}

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
func (c qClasses) otherOccupationPhrases(fuzzy bool) []string {
	var words []string
	for _, g := range c.groups {
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
	for _, o := range c.lang.OtherOccupations {
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

// foldWord lower-cases and folds a word as the index does (ə→e, İ/ı→i,
// ё→е and the Latin diacritics of Azerbaijani: [fold] of
// mappings/language/shared.txt).
func foldWord(w string) string {
	return language.Fold(w)
}

// asksForAssistant reports whether a positive term of q names an assistant:
// a word starts with one of [assistant stems] (mappings/language/jobs.txt).
func (c qClasses) asksForAssistant() bool {
	for _, g := range c.groups {
		for _, t := range g {
			for _, w := range strings.Fields(strings.ToLower(t.text)) {
				for _, stem := range c.lang.AssistantStems {
					if strings.HasPrefix(w, stem) {
						return true
					}
				}
			}
		}
	}
	return false
}

// cyrillicPhrase spells a plain q of Latin-typed words in Cyrillic, each by
// its likeliest reading ("menedjer po prodajam" → "менеджер по продажам"),
// for the synonyms of several words; "" when a word is not Latin-typed or q
// is not plain.
func (c qClasses) cyrillicPhrase() string {
	if !c.plain {
		return ""
	}
	var out []string
	for i := range c.groups {
		readings := c.first(i).readings.cyrillic
		if len(readings) == 0 {
			return ""
		}
		out = append(out, readings[0])
	}
	return strings.Join(out, " ")
}
