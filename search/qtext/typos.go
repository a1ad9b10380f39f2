package qtext

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"readapi"
	"readapi/mappings"
	"readapi/mappings/language"
)

// Typos through stems and synonyms (docs/search.md, "Everyday queries of
// several words"): with fuzzy=true a misspelt word also matches the inflected
// forms and the synonyms of the word it is near ("muhasiblr", "acountant"
// find "mühasib" and "бухгалтер"). A fuzzy clause alone cannot do that: the
// synonyms are applied to the word as typed, which no rule holds. So the
// engine first corrects each word against the index's own vocabulary (the
// stems of the titles, within the edits fuzzy allows: TypoWords,
// TypoEdits, TypoVocabulary) and the clause of q, built again with the
// corrections (WithSynonymCorrections, Value.Clause), searches them like
// words of q, stemmed and through the synonyms, just below the typo tier.

// minTypoLength is the shortest word that takes a typo (fuzziness).
const minTypoLength = 5

// TypoWords lists the distinct words of this value of q that a typo may
// hide: with fuzzy=true, the plain positive words (no phrase, prefix or
// stop word) of at least minTypoLength characters.
func (v Value) TypoWords() []string {
	if !v.fuzzy {
		return nil
	}
	qc := v.classes
	var out []string
	seen := map[string]bool{}
	for i, g := range qc.groups {
		for j, t := range g {
			if t.phrase || t.prefix || qc.terms[i][j].stop || utf8.RuneCountInString(t.text) < minTypoLength || seen[t.text] {
				continue
			}
			seen[t.text] = true
			out = append(out, t.text)
		}
	}
	return out
}

// TypoEdits is how many edits fuzzy=true allows a word: one to a word of 5
// to 8 characters, two to a longer one (fuzziness).
func TypoEdits(word string) int {
	if utf8.RuneCountInString(word) >= 9 {
		return 2
	}
	return 1
}

// VocabularyField is a field whose indexed terms the engine corrects words
// against, with the analyzer that reads a word as the field indexes it.
type VocabularyField struct{ Field, Analyzer string }

// TypoVocabulary lists d's fields whose indexed terms the engine corrects
// words against: the stems of the titles (all three languages, read without
// the synonyms) and the folded words of the body, which hold the inflected
// forms ("sürücülr" is one edit from "sürücülər").
func TypoVocabulary(d *readapi.Dataset) []VocabularyField {
	var out []VocabularyField
	for _, f := range textFields(d) {
		switch {
		case f.title && f.synonyms:
			out = append(out, VocabularyField{f.name + "." + synonymSubfield, "folded_stems"})
		case f.synonyms && f.boost >= 1:
			out = append(out, VocabularyField{f.name, "folded"})
		}
	}
	return out
}

// RunCorrections returns, with fuzzy=true, the corrections of the words
// too short to take a typo (under minTypoLength) that the word beside
// them shows misspelt: two words of q one or two edits (TypoEdits of the
// two) from a synonym title of two words, the short one not its word
// ("tib bacısı": "tib" is "tibb" of "tibb bacısı"); nil for none.
func (v Value) RunCorrections() map[string][]string {
	if !v.fuzzy {
		return nil
	}
	qc := v.classes
	plain := func(i int) bool {
		return len(qc.groups[i]) == 1 && qc.terms[i][0].word && !qc.terms[i][0].stop
	}
	var out map[string][]string
	for i := 0; i+1 < len(qc.groups); i++ {
		if !plain(i) || !plain(i+1) {
			continue
		}
		typed := [2]string{qc.groups[i][0].text, qc.groups[i+1][0].text}
		folded := [2]string{language.Fold(typed[0]), language.Fold(typed[1])}
		if utf8.RuneCountInString(folded[0]) >= minTypoLength && utf8.RuneCountInString(folded[1]) >= minTypoLength {
			continue
		}
		joined := []rune(folded[0] + " " + folded[1])
		limit := TypoEdits(string(joined))
		for _, title := range synonymPairs() {
			if d := editDistance(joined, []rune(title[0]+" "+title[1]), limit); d == 0 || d > limit {
				continue
			}
			for k := range 2 {
				if utf8.RuneCountInString(folded[k]) < minTypoLength && folded[k] != title[k] && !slices.Contains(out[typed[k]], title[k]) {
					if out == nil {
						out = map[string][]string{}
					}
					out[typed[k]] = append(out[typed[k]], title[k])
				}
			}
		}
	}
	return out
}

// synonymPairs are the synonym titles of two words, folded.
var synonymPairs = sync.OnceValue(func() [][2]string {
	groups, _ := mappings.SynonymGroups()
	events, _ := mappings.EventWordGroups()
	var out [][2]string
	for _, g := range append(groups, events...) {
		for _, title := range g {
			if w := strings.Fields(language.Fold(title)); len(w) == 2 {
				out = append(out, [2]string{w[0], w[1]})
			}
		}
	}
	return out
})

// WithSynonymCorrections adds to corrections (word → index terms near it,
// as the engine found them) the words of the synonyms near each of words
// (synonymCorrections), and returns them.
func WithSynonymCorrections(words []string, corrections map[string][]string) map[string][]string {
	for _, w := range words {
		for _, c := range synonymCorrections(w) {
			if !slices.Contains(corrections[w], c) {
				if corrections == nil {
					corrections = map[string][]string{}
				}
				corrections[w] = append(corrections[w], c)
			}
		}
	}
	return corrections
}

// maxCorrectedNameReadings bounds the spellings in the other script one
// correction is searched as (the likeliest), and apart its other Latin
// spellings, which keeps the corrections of a short fuzzy q within the
// clause limit.
const maxCorrectedNameReadings = 4

// correctedSpellings are the spellings a correction is searched as in the
// fields of names: the likeliest maxCorrectedNameReadings in the other
// script and, for a Latin word, as many of its other Latin spellings
// (otherLatinSpellings: "Karmenn" corrected to Karmen finds Кармен and
// Carmen).
func correctedSpellings(c string) []string {
	other := nameReadings(c)
	latin := otherLatinSpellings(c, other)
	out := slices.Clone(other[:min(len(other), maxCorrectedNameReadings)])
	return append(out, latin[:min(len(latin), maxCorrectedNameReadings)]...)
}

// correctedClause matches any of the corrections of one word in every
// field with synonyms (stemmed, and through the synonyms), scored just below
// the typo tier: a misspelt word found as typed ranks first. With names
// (a short q, as for the words typed right) a correction is also searched
// in the fields of names as its spellings in the other script and its
// other Latin ones (correctedSpellings), below that: "Hamlt" finds "Гамлет"
// as "Hamlet" finds it.
func correctedClause(fields []textField, corrections []string, names bool) readapi.Clause {
	text := strings.Join(corrections, " ")
	var tiers []readapi.Clause
	for _, f := range fields {
		if f.synonyms && f.boost >= 1 {
			tiers = append(tiers, constant(readapi.Clause{"match": readapi.Clause{f.name + "." + synonymSubfield: readapi.Clause{"query": text, "operator": "or"}}}, correctedTier*f.boost))
		}
		if !names || !f.names {
			continue
		}
		for _, c := range corrections {
			if spellings := correctedSpellings(c); len(spellings) > 0 {
				tiers = append(tiers, nameMatch(f, spellings, correctedNameTier))
			}
		}
	}
	best := readapi.Clause{"dis_max": readapi.Clause{"queries": tiers}}
	// As in wordClause, the helper fields below the body order the rows
	// that match alike.
	var ties []readapi.Clause
	for _, f := range fields {
		if f.synonyms && f.boost < 1 {
			ties = append(ties, readapi.Clause{"match": readapi.Clause{f.name + "." + synonymSubfield: readapi.Clause{"query": text, "operator": "or"}}})
		}
	}
	if len(ties) == 0 {
		return best
	}
	return readapi.Clause{"bool": readapi.Clause{"should": []readapi.Clause{best, {"dis_max": readapi.Clause{"queries": ties, "boost": bm25Weight}}}, "minimum_should_match": 1}}
}

// The words of the job-title synonyms and of the event words are vocabulary
// too: a searcher types "programer", "plumbr" or "ballett" where no row
// holds the English word, and the corrected word then reaches the rows
// through its synonyms.
var (
	synonymWordsOnce sync.Once
	synonymWords     []string
)

// maxSynonymCorrections bounds the synonym words one typo is corrected to.
const maxSynonymCorrections = 3

// synonymCorrections returns the words of the synonym titles nearest to w
// (folded, within TypoEdits, not w itself), the nearest first. A word typed
// in Latin letters is also compared in its Cyrillic readings (translit.go),
// so misspelt Latin-typed Russian ("bugalter", "medsestera") is near its
// word ("бухгалтер", "медсестра").
func synonymCorrections(w string) []string {
	synonymWordsOnce.Do(func() {
		groups, _ := mappings.SynonymGroups()
		events, _ := mappings.EventWordGroups()
		groups = append(groups, events...)
		seen := map[string]bool{}
		for _, g := range groups {
			for _, title := range g {
				for _, word := range strings.FieldsFunc(language.Fold(title), func(r rune) bool { return r == ' ' || r == '-' }) {
					if utf8.RuneCountInString(word) >= minTypoLength-1 && !seen[word] {
						seen[word] = true
						synonymWords = append(synonymWords, word)
					}
				}
			}
		}
		slices.Sort(synonymWords)
	})
	var forms [][]rune
	for _, form := range withReadings(language.Fold(w), w) {
		forms = append(forms, []rune(withoutSigns(form)))
	}
	limit := TypoEdits(w)
	type near struct {
		word string
		d    int
	}
	var found []near
	for _, word := range synonymWords {
		target := []rune(withoutSigns(word))
		best := limit + 1
		for _, form := range forms {
			best = min(best, editDistance(form, target, limit))
		}
		if best > 0 && best <= limit {
			found = append(found, near{word, best})
		}
	}
	slices.SortStableFunc(found, func(a, b near) int { return a.d - b.d })
	var out []string
	for _, n := range found[:min(len(found), maxSynonymCorrections)] {
		out = append(out, n.word)
	}
	return out
}

// withoutSigns drops the Russian soft and hard signs, as the Russian stems
// do (mappings/analysis.json, soft_signs): many leave them out when typing,
// so "водитил" is one edit from "водитель", not two.
func withoutSigns(w string) string {
	return shared.SoftSigns.Replace(w)
}

// editDistance is the optimal string alignment distance of a and b (a
// transposition is one edit), or limit+1 once it must exceed limit.
func editDistance(a, b []rune, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return limit + 1
	}
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			best = min(best, cur[j])
		}
		if best > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
