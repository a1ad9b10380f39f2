package qtext

import (
	"readapi"
	"readapi/mappings/language"
)

// Compound words (jobs): a one-word title that names an occupation and one
// of its kinds at once (taksist, таксист, дальнобойщик, dalnoboyşik: a
// taxi's or a truck's driver) asks, like "taksi sürücüsü", for the kind
// first and the occupation after: with order=relevance it also finds the
// postings of the dimension's head occupation (a "Sürücü" that names no
// vehicle) at headFactor times their score, below every posting that
// holds the word, and a posting stating another kind ("Avtobus sürücüsü")
// ranks lower still (conflicts.go); the word is then in meta.relaxed.
// Under every other order it must match as typed. The words are data:
// "compound" lines of a value and the "head" words of its dimension
// (mappings/language/jobs.txt).

// headFactor scales the score of a posting found through the head
// occupation of a compound word: a title matched so (3 × 0.5) ranks below
// a title holding the word through a synonym (3 × 0.75), with a body match.
const headFactor = 0.5

// compoundIn returns the value a word of q names with its head occupation,
// if it is a compound word: its folded form with an Azerbaijani ending, or
// one of its forms (its Cyrillic readings) with a Russian one, the soft
// signs dropped.
func (lang wordSet) compoundIn(f wordForms) (language.At, bool) {
	if len(lang.CompoundStems) == 0 {
		return language.At{}, false
	}
	if at, ok := withEnding(lang.CompoundStems, shared.SoftSigns.Replace(f.plain()), lang.EndingsQualifier); ok {
		return at, true
	}
	for _, form := range f {
		if at, ok := withEnding(lang.CompoundStems, shared.SoftSigns.Replace(form), lang.EndingsDimension); ok {
			return at, true
		}
	}
	return language.At{}, false
}

// compoundGroup reports whether group i is a plain compound word whose
// dimension names its head occupation.
func (c qClasses) compoundGroup(i int) bool {
	w := c.first(i)
	return c.single(i) && w.compound && len(c.lang.Dimensions[w.value.Dim].Heads) > 0
}

// headClause matches the head occupation of the compound word of group i,
// in any way a word matches, at headFactor of its score.
func headClause(fields []textField, qc qClasses, i int) readapi.Clause {
	var any []readapi.Clause
	for _, h := range qc.lang.Dimensions[qc.first(i).value.Dim].Heads {
		any = append(any, wordClause(fields, h, latinReadings{}, false, false))
	}
	return readapi.Clause{"bool": readapi.Clause{"should": any, "minimum_should_match": 1, "boost": headFactor}}
}

// compoundQualifier holds the kind the compound word of group i names
// where a row states it ("Sushi-chef / Суши-повар" for "сушист", "Yük
// daşıma sürücüsü" for "dalnoboy"), at qualifierFactor: so the head
// occupation's postings that state the kind rank above those that say
// none, as a kind word of q ranks them (taksi sürücüsü).
func compoundQualifier(fields []textField, qc qClasses, i int) qualifier {
	at := qc.first(i).value
	held := heldStatedClauses(fields, qc.lang.Dimensions[at.Dim], at.Value)
	return qualifier{held: readapi.Clause{"bool": readapi.Clause{"should": held}}, factor: qualifierFactor}
}
