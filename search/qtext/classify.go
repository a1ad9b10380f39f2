package qtext

import (
	"strings"
	"unicode"

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
	// plain is a word folded less the punctuation around it (plainWord).
	plain string
	// stop: a function or job-search word (words.go); place: a city
	// (places.go); qualifier: a qualifier word (softwords.go); kind: a kind
	// word that says its kind alone (words.go); forWhom: says for whom the
	// job is; workplaceJob: a qualifier word that alone names the work
	// done at a workplace (anbar: softGroups).
	stop, place, qualifier, kind, forWhom, workplaceJob bool
	// placeKind: says which kind of place a place word beside it names
	// (metrosu, rayonunda: places.go).
	placeKind bool
	// value is the value of a dimension the word says, when says, or
	// names with the dimension's head occupation, when compound
	// (compounds.go).
	value          language.At
	says, compound bool
	// readings are its other spellings: its Cyrillic readings when typed
	// in Latin letters (translit.go) and, in a short q, its spellings in
	// the other script (names.go).
	readings latinReadings
}

// latinReadings are the other spellings of a Latin-typed word of q: the
// Cyrillic words it may spell and its Azerbaijani reading (translit.go).
type latinReadings struct {
	cyrillic []string
	az       string
	// names are the word's spellings in the other script, for the
	// fields of names (names.go).
	names []string
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
	// place marks the groups that are a plain place word (places.go).
	place []bool
	// soft marks the groups that are a plain qualifier or kind word
	// (softwords.go), unless no word would remain that says what the job is.
	soft []bool
	// denied marks the soft groups a denial word of q follows (gecə
	// növbəsi of "kassir gecə növbəsi olmayan"), denier that word: a soft
	// group too, which holds nothing (denials.go).
	denied, denier []bool
	// years marks the soft groups that say years of experience, a number
	// and the word after it (years.go), which hold nothing.
	years []bool
	// beside marks the groups whose word says a value only beside another
	// word (a licence letter) and has it next to it.
	beside []bool
	// named holds, per group, the vocabulary terms its word or its run
	// names (vocabterms.go), nil for none.
	named []*namedTerms
	// implied are the parent terms the named terms imply, by member, and
	// narrower the narrowing terms q does not ask for (termranks.go).
	implied, narrower map[string][]string
	// unasked are, by member, the levels q names an occupation without
	// asking for (termranks.go: unaskedLevels), learners those of them
	// that say one learns the job (an intern).
	unasked, learners map[string][]string
	// own are, by member, the occupations q names and their kinds
	// (termranks.go: ownKinds); kinds holds, per group, the kinds of the
	// occupations its own word names, by member, nil for none
	// (termranks.go: namedKinds).
	own   map[string][]string
	kinds []map[string][]string
	// corrected holds, per group, the occupation the corrections of its
	// misspelt word (or of a run) name where q's words name none, nil
	// for none (vocabterms.go: withCorrections).
	corrected []*namedTerms
	// asked holds, per dimension, the values its soft words and the runs
	// of runSays say.
	asked map[int]map[int]bool
	// runSays holds the runs of words that say a value together (yarım
	// ştat, без опыта: valueruns.go).
	runSays map[qRun]language.At
	// phraseRuns holds the runs of words that are one qualifier title
	// (ticarət mərkəzi, uşaq bağçası: qualifierphrases.go).
	phraseRuns map[qRun]bool
	// namedWorkplaces holds those of phraseRuns that name a workplace
	// by a word of its own before it (qualifierphrases.go: geyim
	// mağazasına), held by a row that holds that word too
	namedWorkplaces map[qRun]bool
	// titles and refining mark the runs of two or three words of a plain q
	// that are one synonym title, and those that name another job than
	// their words alone (refines); windows those that start like a synonym
	// of several words of either list (windows.go).
	titles, refining, windows map[qRun]bool
	// readingWindows holds, for the runs of Latin-typed words whose
	// likeliest Cyrillic readings start like a synonym of several words
	// (koll centr: колл центр), those readings joined (windows.go).
	readingWindows map[qRun]string
	// assistant: q asks for an assistant; otherOccupations are the titles
	// naming another occupation than the generic word q asks for
	// (otherOccupationPhrases).
	assistant        bool
	otherOccupations []string
	// cyrillic spells a plain q of Latin-typed words in Cyrillic, each word
	// by its likeliest reading ("menedjer po prodajam" → "менеджер по
	// продажам"), for the synonyms of several words; "" when a word is not
	// Latin-typed.
	cyrillic string
	// pays are the runs of a plain q that say a pay, inPay marks their
	// groups (pay.go).
	pays  []payAsk
	inPay []bool
	// conflicts are dimensionConflicts of a scored q, built once by
	// textClause for the clauses that read them; nil before.
	conflicts map[int]readapi.Clause
}

// first returns the classes of the first term of group i.
func (c qClasses) first(i int) qWord { return c.terms[i][0] }

// single reports whether group i is one word: no OR, phrase or prefix.
func (c qClasses) single(i int) bool { return len(c.terms[i]) == 1 && c.terms[i][0].word }

// classify parses q and classifies its terms with lang; fuzzy lets a
// misspelt head word ask for the other occupations.
func classify(d *readapi.Dataset, lang wordSet, text string, fuzzy bool) qClasses {
	c := qClasses{qSyntax: parseSyntax(text), lang: lang}
	for _, g := range c.groups {
		var terms []qWord
		for _, t := range g {
			terms = append(terms, lang.classifyTerm(t))
		}
		c.terms = append(c.terms, terms)
	}
	c.stopGroups()
	c.nameTerms(d)
	c.correctQualifierTypos(fuzzy)
	c.rankTerms(d)
	c.besideWords()
	c.payRuns()
	c.softGroups()
	c.yearsRuns()
	c.valueRuns()
	c.denials()
	c.askedValues()
	ranking := termRankingOf(d)
	c.rankOccupations(c.named, ranking)
	c.kinds = c.namedKinds(ranking)
	c.assistant = c.asksForAssistant()
	c.otherOccupations = c.otherOccupationPhrases(fuzzy)
	c.cyrillic = c.cyrillicPhrase()
	c.synonymRuns()
	c.nameSpellings()
	return c
}

// stopGroups marks the groups that are a plain stop word, unless nothing
// else would remain.
func (c *qClasses) stopGroups() {
	c.stopped = make([]bool, len(c.groups))
	for i := range c.groups {
		c.stopped[i] = c.single(i) && (c.first(i).stop || c.besidePlace(i))
		if !c.stopped[i] {
			c.kept++
		}
	}
	if c.kept == 0 {
		c.stopped, c.kept = make([]bool, len(c.groups)), len(c.groups)
	}
}

// beforePurpose reports whether group i is followed by a plain purpose
// word ([purpose words]: ofis üçün xadimə) and the job after it, which
// makes it say what the job is for, not what it is; at the end of q
// ("junior mühasib üçün") the word before is the job.
func (c qClasses) beforePurpose(i int) bool {
	return i+2 < len(c.groups) && c.single(i+1) && c.lang.Purpose[language.Fold(c.words[i+1])]
}

// softGroups marks the groups of q that are a plain qualifier or kind word
// or stand in a qualifier title of several words (qualifierphrases.go),
// among those the stop words leave, unless no word would remain that says
// what the job is: a place word says where it is (a q of qualifier, kind,
// place and stop words keeps them all as words).
func (c *qClasses) softGroups() {
	c.soft, c.place = make([]bool, len(c.groups)), make([]bool, len(c.groups))
	c.phraseRuns, c.namedWorkplaces = c.qualifierPhraseRuns()
	inPhrase := make([]bool, len(c.groups))
	for run := range c.phraseRuns {
		for j := run.start; j < run.start+run.size; j++ {
			inPhrase[j] = true
		}
	}
	others := 0
	for i := range c.groups {
		c.place[i] = c.single(i) && c.first(i).place
		if c.stopped[i] {
			continue
		}
		w := c.first(i)
		qualifies := c.named[i] != nil && c.named[i].qualifies
		c.soft[i] = c.single(i) && !c.place[i] && (w.qualifier || w.kind || c.beside[i] || qualifies || inPhrase[i] || c.inPay[i] || c.beforePurpose(i))
		if !c.soft[i] && !c.place[i] {
			others++
		}
	}
	if others == 0 {
		others = c.unsoftenWorkplaceJobs()
	}
	if others == 0 {
		c.soft = make([]bool, len(c.groups))
	}
}

// unsoftenWorkplaceJobs makes the soft workplace words that name a job
// ([workplace job words]: anbar işi yemək) the words of q that say what
// the job is, when no other word does, and returns how many they are.
func (c *qClasses) unsoftenWorkplaceJobs() int {
	n := 0
	for i := range c.groups {
		if c.soft[i] && c.first(i).workplaceJob {
			c.soft[i] = false
			n++
		}
	}
	return n
}

// askedValues gathers, per dimension, the values the soft words, the runs
// of words saying one together and the compound words say, and the values
// narrower than those (a row stating a director's driver states a personal
// driver: language.Value.Narrower).
func (c *qClasses) askedValues() {
	c.asked = map[int]map[int]bool{}
	ask := func(at language.At) {
		if c.asked[at.Dim] == nil {
			c.asked[at.Dim] = map[int]bool{}
		}
		c.asked[at.Dim][at.Value] = true
		for _, n := range c.lang.Dimensions[at.Dim].Values[at.Value].Narrower {
			c.asked[at.Dim][n] = true
		}
	}
	for i := range c.groups {
		if w := c.first(i); c.soft[i] && !c.denied[i] && w.says || c.compoundGroup(i) {
			ask(w.value)
		}
	}
	for run, at := range c.runSays {
		if !c.denied[run.start] {
			ask(at)
		}
	}
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
			next := language.Fold(strings.TrimFunc(c.first(j).text, func(r rune) bool { return !unicode.IsLetter(r) }))
			for _, b := range c.lang.Dimensions[w.value.Dim].Beside {
				if next == language.Fold(b) {
					c.beside[i] = true
				}
			}
		}
	}
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
			words = append(words, strings.Fields(language.Fold(t.text))...)
		}
	}
	startsAny := func(prefixes []string, typos bool) bool {
		for _, w := range words {
			for _, p := range prefixes {
				p = language.Fold(p)
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
