package qtext

import (
	"cmp"
	"slices"
	"strings"
	"sync"
	"unicode"

	"readapi/mappings"
	"readapi/mappings/language"
)

// Names across scripts (docs/search.md, "Text matching": events and quotes
// across languages and scripts): a word of q typed in Cyrillic is also
// searched, in the fields of readapi.Dataset.Names, as its Latin spellings
// (Гамлет: hamlet; Щелкунчик: selkuncik, shchelkunchik), and one typed in
// Latin letters (Azerbaijani ones included) as its Cyrillic spellings
// (Tolstoy: толстой; Şelkunçik: щелкунчик), below a match in the script typed.
// The rules are data (mappings/translit/names.txt): at each place of a word
// the longest group of letters that applies is read, and the spellings are the
// combinations of the groups' readings, the likeliest first.

// maxNameReadings bounds the spellings one word of q is searched as.
const maxNameReadings = 32

// maxNameWords: only a q of at most this many words (less function words)
// is searched across scripts, which keeps it within the clause limit.
const maxNameWords = 3

var (
	nameRulesOnce       sync.Once
	toLatin, toCyrillic []mappings.NameRule
	toEnglish           []mappings.NameRule
	// nameCases give a Russian case ending of a surname its name's ending
	// (Гасымова: Гасымов).
	nameCases []mappings.NameRule
	// fromEnglish reads back the English spellings of the consonants of
	// toEnglish (j: c, kh: x, sh: ş): Hajibeyli, Hacıbəyli.
	fromEnglish     []mappings.NameRule
	longestLatin    int
	longestCyrillic int
	errNameRules    error
)

func loadNameRules() {
	var rules mappings.NameRules
	rules, errNameRules = mappings.ReadNameRules()
	toLatin, toCyrillic, toEnglish = rules.ToLatin, rules.ToCyrillic, rules.ToEnglish
	nameCases = rules.NameCases
	longestLatin, longestCyrillic = longestGroup(toCyrillic), longestGroup(toLatin)
	fromEnglish = readBack(toEnglish)
}

// readBack inverts the rules of consonants (those whose readings are no
// vowel): each reading becomes a group read as the letter.
func readBack(rules []mappings.NameRule) []mappings.NameRule {
	var out []mappings.NameRule
	for _, r := range rules {
		for _, reading := range r.Readings {
			if strings.ContainsAny(reading, "aeiouy") {
				continue
			}
			out = append(out, mappings.NameRule{Letters: reading, Readings: []string{r.Letters}})
		}
	}
	return out
}

func longestGroup(rules []mappings.NameRule) int {
	n := 0
	for _, r := range rules {
		n = max(n, len([]rune(r.Letters)))
	}
	return n
}

// nameReadings returns the other script's spellings of a word of q, the
// likeliest first: Latin ones (folded) for a Cyrillic word, Cyrillic ones
// for a Latin word; none for a word that mixes scripts, is shorter than
// two letters or longer than maxReadLetters (translit.go), or holds a
// letter no rule reads.
func nameReadings(w string) []string {
	nameRulesOnce.Do(loadNameRules)
	if errNameRules != nil {
		return nil
	}
	w = strings.ReplaceAll(strings.ToLower(w), "i̇", "i")
	letters := []rune(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
	if len(letters) < 2 || len(letters) > maxReadLetters {
		return nil
	}
	rules, longest := toLatin, longestCyrillic
	script := unicode.Cyrillic
	if unicode.Is(unicode.Latin, letters[0]) {
		rules, longest, script = toCyrillic, longestLatin, unicode.Latin
	}
	type spelling struct {
		text string
		cost int
	}
	out := []spelling{{}}
	for i := 0; i < len(letters); {
		if unicode.IsDigit(letters[i]) {
			for j := range out {
				out[j].text += string(letters[i])
			}
			i++
			continue
		}
		if !unicode.Is(script, letters[i]) {
			return nil
		}
		rule, size := groupAt(rules, letters, i, longest)
		if size == 0 {
			return nil
		}
		readings := rule.Readings
		if len(readings) == 0 {
			readings = []string{""}
		}
		var next []spelling
		for _, s := range out {
			for cost, r := range readings {
				next = append(next, spelling{s.text + r, s.cost + cost})
			}
		}
		slices.SortStableFunc(next, func(a, b spelling) int { return cmp.Compare(a.cost, b.cost) })
		out = next[:min(len(next), maxNameReadings)]
		i += size
	}
	var texts []string
	for _, s := range out {
		if s.text != "" && !slices.Contains(texts, s.text) {
			texts = append(texts, s.text)
		}
	}
	return texts
}

// The other Latin spellings of a Latin-typed name are read back from its
// likeliest Cyrillic spellings: maxChainedCyrillic of them, and of each
// the maxChainedLatin likeliest Latin ones (Xanlarova: ханларова:
// khanlarova; Arşın: аршын: arshin).
const (
	maxChainedCyrillic = 2
	maxChainedLatin    = 8
)

// nameSpellings returns a word's spellings in the other script
// (nameReadings) and, for a Latin word, its other Latin spellings
// (otherLatinSpellings).
func nameSpellings(w string) []string {
	readings := nameReadings(w)
	return append(readings, otherLatinSpellings(w, readings)...)
}

// otherLatinSpellings returns the other Latin spellings of a Latin word
// whose spellings in Cyrillic are readings, none of them the word as
// typed or in readings: those read back from its likeliest Cyrillic
// spellings, so that a name written the Azerbaijani way (Zeynəb
// Xanlarova) finds it written the English way (Zeynab Khanlarova) and the
// other way round, then its English spellings (englishSpellings: Məcnun,
// majnun). None for a Cyrillic word.
func otherLatinSpellings(w string, readings []string) []string {
	if len(readings) == 0 || !unicode.Is(unicode.Cyrillic, []rune(readings[0])[0]) {
		return nil
	}
	typed := language.Fold(w)
	var out []string
	add := func(l string) {
		if l != typed && !slices.Contains(readings, l) && !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	for _, c := range readings[:min(len(readings), maxChainedCyrillic)] {
		latin := nameReadings(c)
		for _, l := range latin[:min(len(latin), maxChainedLatin)] {
			add(l)
		}
	}
	for _, l := range englishSpellings(w) {
		add(l)
	}
	for _, l := range spellingsBy(fromEnglish, w) {
		add(l)
	}
	return out
}

// maxEnglishSpellings bounds the English spellings of one word.
const maxEnglishSpellings = 4

// englishSpellings returns the English spellings of a Latin word written
// the Azerbaijani way, folded, the likeliest first, by the rules of
// [azerbaijani to english] of mappings/translit/names.txt (Məcnun: majnun,
// mejnun); a letter no rule reads stays as it is. None for a word no rule
// applies to.
func englishSpellings(w string) []string {
	nameRulesOnce.Do(loadNameRules)
	return spellingsBy(toEnglish, w)
}

// spellingsBy returns the spellings of a Latin word the rules read, folded,
// at most maxEnglishSpellings; none when no rule applies.
func spellingsBy(rules []mappings.NameRule, w string) []string {
	nameRulesOnce.Do(loadNameRules)
	letters := []rune(strings.ReplaceAll(strings.ToLower(w), "i̇", "i"))
	out, changed := []string{""}, false
	for i := 0; i < len(letters); {
		rule, size := groupAt(rules, letters, i, longestGroup(rules))
		readings := rule.Readings
		if size == 0 {
			readings, size = []string{string(letters[i])}, 1
		} else {
			changed = true
		}
		var next []string
		for _, s := range out {
			for _, r := range readings {
				next = append(next, s+r)
			}
		}
		out = next[:min(len(next), maxEnglishSpellings)]
		i += size
	}
	if !changed {
		return nil
	}
	for i := range out {
		out[i] = language.Fold(out[i])
	}
	return out
}

// groupAt finds the longest group of the rules that applies at letters[i]
// (a group marked for the start or the end of a word only there, and then
// before the same letters unmarked) and its length in letters; 0 when none
// does.
func groupAt(rules []mappings.NameRule, letters []rune, i, longest int) (mappings.NameRule, int) {
	for size := min(longest, len(letters)-i); size > 0; size-- {
		group := string(letters[i : i+size])
		found, ok := mappings.NameRule{}, false
		for _, r := range rules {
			if r.Letters != group || r.Start && i != 0 || r.End && i+size != len(letters) {
				continue
			}
			if !ok || r.Start || r.End {
				found, ok = r, true
			}
		}
		if ok {
			return found, size
		}
	}
	return mappings.NameRule{}, 0
}

// nameSpellings gives the words of a short q (at most maxNameWords besides
// the stop words, shortWords) their spellings in the other script (names.go).
func (c *qClasses) nameSpellings() {
	if !c.short() {
		return
	}
	for i, g := range c.groups {
		for j, t := range g {
			if c.terms[i][j].word {
				c.terms[i][j].readings.names = append(nameCase(t.text), nameSpellings(t.text)...)
			}
		}
	}
}

// minNameStem is the fewest letters a surname keeps before its case
// ending (Эмина: Эмин; Нина is no case of Н).
const minNameStem = 3

// nameCase returns a Cyrillic word of q ending in a Russian case ending of
// a name as the name (Гасымова: гасымов, Караева: караев, Алима: алим), by
// the longest ending of [russian name cases] (mappings/translit/names.txt)
// that leaves minNameStem letters (Эмина: эмин); a name as written as its
// case (nameInflected); nil for another word.
func nameCase(w string) []string {
	nameRulesOnce.Do(loadNameRules)
	w = strings.ToLower(w)
	best, stem := mappings.NameRule{}, ""
	for _, r := range nameCases {
		s, ok := strings.CutSuffix(w, r.Letters)
		if ok && len(r.Readings) > 0 && len([]rune(s)) >= minNameStem && len(r.Letters) > len(best.Letters) {
			best, stem = r, s
		}
	}
	if best.Letters != "" {
		return []string{stem + best.Readings[0]}
	}
	return nameInflected(w)
}

// nameInflected returns a Cyrillic name of q as the first case of
// [russian name cases] its ending takes (Караев: караева, Алим: алима),
// which a description writes ("Балет Кара Караева"); nil for a word of
// no such ending.
func nameInflected(w string) []string {
	best, stem := mappings.NameRule{}, ""
	for _, r := range nameCases {
		if len(r.Readings) == 0 || len(best.Readings) > 0 && len(r.Readings[0]) <= len(best.Readings[0]) {
			continue
		}
		if s, ok := strings.CutSuffix(w, r.Readings[0]); ok && len([]rune(s)) >= minNameStem {
			best, stem = r, s
		}
	}
	if best.Letters == "" {
		return nil
	}
	return []string{stem + best.Letters}
}

// short reports whether q is short enough to be searched across scripts:
// at most maxNameWords words besides the stop words, a run of words that
// names one term adding to the words' score (a venue: "Rus Dram Teatrı",
// "Русском драматическом театре") counted as one, since the run matches
// as the term (vocabterms.go): "Hamlet Rus Dram Teatrı" finds "Гамлет".
func (c qClasses) short() bool {
	n := 0
	var last *namedTerms
	for i := range c.groups {
		if c.stopped[i] {
			continue
		}
		named := c.named[i]
		if named == nil || named != last || !named.adds {
			n++
		}
		last = named
	}
	return n <= maxNameWords
}
