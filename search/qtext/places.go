package qtext

import (
	"strings"

	"readapi"
)

// Place words of q: a word that names a city of the closed vocabulary (the
// [places] section of mappings/synonyms/job-titles.txt), in any of its
// languages and inflected forms (Bakıda, Gəncədən, Sumqayıtın, в Гяндже:
// [endings place] of mappings/language/shared.txt; a Cyrillic name less its
// final vowel takes up to two letters). It says where the job is, not what
// it is. Under order=relevance, beside a word that says what the job is, it
// only qualifies (softwords.go): a posting naming the place ranks first, one
// that names no place next, one whose location or city names another city
// of the vocabulary (and not this one) conflictFactor times lower (a
// Baku accountant for `Gəncədə mühasib`); the word is in meta.relaxed.
// Under every other order, and in a q of place, qualifier and stop words
// alone, it must match like any word (docs/search.md, "Everyday queries of
// several words"), scoring placeScale times what another word would, in the
// same order of fields, so that a posting of another occupation whose
// title names the city ("Logistika üzrə mütəxəssis (Sumqayıt)") stays below
// every posting whose occupation matched in the title.

// placeScale is the share of a word's score a place word keeps: a place
// matched in the title (3) then weighs 0.5, less than the occupation's word
// matched in the body (1).
const placeScale = 1.0 / 6

// placeConflict matches the postings whose place fields name a city of the
// vocabulary that no soft place word of q names, and none that one does;
// nil when q has no soft place word.
func placeConflict(fields []textField, qc qClasses) readapi.Clause {
	asked := map[int]bool{}
	for i, soft := range qc.soft {
		if soft && qc.place[i] {
			asked[qc.first(i).city] = true
		}
	}
	if len(asked) == 0 {
		return nil
	}
	var own, other []string
	for city, names := range qc.lang.Cities {
		if asked[city] {
			own = append(own, names...)
		} else {
			other = append(other, names...)
		}
	}
	var any, not []readapi.Clause
	for _, f := range fields {
		if f.place {
			any = append(any, anyWord(f.name, strings.Join(other, " ")))
			not = append(not, anyWord(f.name, strings.Join(own, " ")))
		}
	}
	if len(any) == 0 || len(other) == 0 {
		return nil
	}
	return readapi.Clause{"bool": readapi.Clause{"should": any, "minimum_should_match": 1, "must_not": not}}
}

// anyWord matches a row whose field holds any word of text.
func anyWord(field, text string) readapi.Clause {
	return readapi.Clause{"match": readapi.Clause{field: readapi.Clause{"query": text}}}
}

// scalePlace lowers the score of a place word's clause by placeScale.
func scalePlace(c readapi.Clause) readapi.Clause {
	for _, kind := range []string{"bool", "dis_max"} {
		if inner, ok := c[kind].(readapi.Clause); ok {
			inner["boost"] = placeScale
			return c
		}
	}
	return c
}
