package qtext

import (
	"readapi"
)

// Place words of q: a word that names a city of the closed vocabulary (the
// [places] section of mappings/synonyms/job-titles.txt), in any of its
// languages and inflected forms (Bakıda, Gəncədən, Sumqayıtın, в Гяндже:
// [endings place] of mappings/language/shared.txt; a Cyrillic name less its
// final vowel takes up to two letters). A place word must match like any word
// (docs/search.md, "Everyday queries of several words"), but it says where the
// job is, not what it is: it scores placeScale times what another word would,
// in the same order of fields, so that a posting of another occupation whose
// title names the city ("Logistika üzrə mütəxəssis (Sumqayıt)") stays below
// every posting whose occupation matched in the title.

// placeScale is the share of a word's score a place word keeps: a place
// matched in the title (3) then weighs 0.5, less than the occupation's word
// matched in the body (1).
const placeScale = 1.0 / 6

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

// besidePlace reports whether group i is a plain place kind word
// ([place kind words]: metrosu, rayonunda, район) next to a plain place
// word: it says where as the place does (Nərimanov metrosu, район Ясамал),
// and, like a stop word, need not match, under any order; the place word
// must. Elsewhere it is a word ("metro kassiri": the metro's).
func (c qClasses) besidePlace(i int) bool {
	if !c.single(i) || !c.first(i).placeKind {
		return false
	}
	for _, j := range []int{i - 1, i + 1} {
		if j >= 0 && j < len(c.groups) && c.single(j) && c.first(j).place {
			return true
		}
	}
	return false
}
