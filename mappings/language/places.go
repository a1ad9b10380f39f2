package language

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"readapi/mappings/fold"
)

// readPlaces folds the one-word city names of the [places] section of
// mappings/synonyms/job-titles.txt: Latin names as they are, Cyrillic ones
// less a final letter of [place final letters] (Гянджа → гяндж, for в
// Гяндже).
func (s *Set) readPlaces(names []string) {
	for _, name := range names {
		if strings.Contains(name, " ") {
			continue
		}
		folded := fold.Word(name)
		last, size := utf8.DecodeLastRuneInString(folded)
		if unicode.Is(unicode.Cyrillic, last) {
			if strings.ContainsRune(s.PlaceFinalLetters, last) {
				folded = folded[:len(folded)-size]
			}
			s.CyrillicPlaces = append(s.CyrillicPlaces, folded)
			continue
		}
		s.LatinPlaces = append(s.LatinPlaces, folded)
	}
}

// Words lists every word and phrase of the set that q or a row may hold
// (not the endings, folds and transliteration tables), for checking that
// the index's analyzers reach each.
func (s *Set) Words() []string {
	var out []string
	for _, m := range []map[string]bool{s.Stop, s.QualifierWords, s.QualifierStems, s.ForWhom, s.Refining, s.RefiningStems} {
		for w := range m {
			out = append(out, w)
		}
	}
	out = append(out, s.EmployerStems...)
	out = append(out, s.AssistantTitleWords...)
	out = append(out, s.AssistantStems...)
	for _, d := range s.Dimensions {
		for _, v := range d.Values {
			out = append(append(append(append(out, v.Words...), v.Stems...), v.States...), v.Compounds...)
		}
		out = append(out, d.Heads...)
	}
	for _, o := range s.OtherOccupations {
		out = append(append(append(out, o.Phrase), o.Head...), o.Qualifiers...)
	}
	return out
}
