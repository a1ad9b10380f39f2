package search

import (
	"strings"
	"unicode/utf8"
)

// Typos through stems and synonyms (search-extensions.md, "Everyday
// queries"): with fuzzy=true a misspelt word also matches the inflected
// forms and the synonyms of the word it is near ("muhasiblr", "acountant"
// find "mühasib" and "бухгалтер"). A fuzzy clause alone cannot do that: the
// synonyms are applied to the word as typed, which no rule holds. So the
// engine first corrects each word against the index's own vocabulary (the
// stems of the titles, within the edits fuzzy allows: TypoWords,
// TypoEdits) and the query then searches the corrections like words of q,
// stemmed and through the synonyms, just below the typo tier (CorrectTypos).

// minTypoLength is the shortest word that takes a typo (fuzziness).
const minTypoLength = 5

// TypoWords lists the distinct words of q that a typo may hide: with
// fuzzy=true, the plain positive words (no phrase, prefix or stop word) of
// at least minTypoLength characters.
func (q *Query) TypoWords() []string {
	if !q.Fuzzy {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for _, text := range q.texts {
		for _, g := range parseSyntax(text).groups {
			for _, t := range g {
				if t.phrase || t.prefix || isStopWord(t.text) || utf8.RuneCountInString(t.text) < minTypoLength || seen[t.text] {
					continue
				}
				seen[t.text] = true
				out = append(out, t.text)
			}
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

// TypoVocabulary is the field whose indexed terms (folded stems of the
// three languages) the engine corrects words against, and the analyzer that
// reads a word as that field indexes it (without the synonyms).
func (d *Dataset) TypoVocabulary() (field, analyzer string) {
	for _, f := range textFields(d) {
		if f.title && f.synonyms {
			return f.name + "." + synonymSubfield, "folded_stems"
		}
	}
	return "", ""
}

// CorrectTypos adds to q's clauses the corrections of its misspelt words
// (word → index terms near it), searched stemmed and through the synonyms
// at the typo tier; a q that would then exceed the engine's clause limit
// keeps its clauses as they were.
func (q *Query) CorrectTypos(corrections map[string][]string) {
	if len(corrections) == 0 {
		return
	}
	before := make([]Clause, len(q.textAt))
	for i, at := range q.textAt {
		before[i] = q.Filters[at]
		q.Filters[at] = textClause(q.Dataset, q.texts[i], q.Fuzzy, q.Order == OrderRelevance, corrections)
	}
	if q.checkCost() != nil {
		for i, at := range q.textAt {
			q.Filters[at] = before[i]
		}
	}
}

// correctedClause matches any of the corrections of one word in every
// field with synonyms (stemmed, and through the synonyms), scored just below
// the typo tier: a misspelt word found as typed ranks first.
func correctedClause(fields []textField, corrections []string) Clause {
	text := strings.Join(corrections, " ")
	var tiers []Clause
	for _, f := range fields {
		if f.synonyms && f.boost >= 1 {
			tiers = append(tiers, constant(Clause{"match": Clause{f.name + "." + synonymSubfield: Clause{"query": text, "operator": "or"}}}, correctedTier*f.boost))
		}
	}
	return Clause{"dis_max": Clause{"queries": tiers}}
}
