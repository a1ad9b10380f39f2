// Package qtext compiles the text of q, without I/O: its syntax (words,
// "phrases", -exclusions, a OR b, prefix*), each of its words classified
// once against the language knowledge of the dataset (mappings/language:
// stop, qualifier, kind and place words, readings in the other script,
// synonym runs), and the clause built from that classified value over the
// dataset's full-text fields, tiers and boosts. It is the only reader of
// mappings/language. Package search parses the request around q and calls
// here in two steps: Parse, then Value.Clause (again with the corrections
// of typos the engine found); meta.relaxed and the typo words read the
// same classified value.
package qtext

import (
	"readapi"
	"readapi/mappings/language"
)

// Value is one value of q, parsed and classified once.
type Value struct {
	classes qClasses
	dataset *readapi.Dataset
	fuzzy   bool
}

// Parse parses one value of q and classifies its words with the language
// knowledge d names; fuzzy (fuzzy=true) lets its words match one or two
// typos away and a misspelt head word ask for the other occupations.
func Parse(d *readapi.Dataset, text string, fuzzy bool) Value {
	return Value{classes: classify(d, wordsOf(d), text, fuzzy), dataset: d, fuzzy: fuzzy}
}

// Clause is the clause the value adds to the search: it selects the
// matching rows and, when scored (order=relevance), ranks them.
// corrections (word → its corrections, WithSynonymCorrections) searches
// misspelt words as the words they are near; nil before the engine looked.
func (v Value) Clause(scored bool, corrections map[string][]string) readapi.Clause {
	return textClause(v.dataset, v.classes, v.fuzzy, scored, corrections)
}

// CheckLanguage reports whether the language data q is compiled with
// (mappings/language) parses and holds together; an error names the file
// and the line. The programs run it at start-up (mappings/datacheck).
func CheckLanguage() error { return language.Check() }
