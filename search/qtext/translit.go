package qtext

import (
	"strings"

	"readapi/mappings/language"
)

// Russian typed in Latin letters (buxgalter, bukhgalter, voditel, menedjer
// po prodajam): a word of q made only of Latin letters is also searched as
// the Cyrillic words it may spell, in the common schemes at once (kh, x and
// h for х; zh and j for ж; ts and c for ц; sh and shch for щ; y, iy and yi
// for ы, ий, ый), below a match in the script typed. The Russian stemmer
// then meets the Cyrillic postings halfway, so an ending typed loosely
// (glavniy, sekretar) still finds its word; and it drops the soft and hard
// signs on both sides (mappings/analysis.json, soft_signs), so a word typed
// without them (kurer, yuriskonsult, obyavleniya) finds its word too. The
// tables are data: [translit …] of mappings/language/shared.txt.

// Azerbaijani typed with English digraphs (ashpaz, satish, muhafizechi,
// proqramchi) is read with its letters too: sh as ş, ch as ç, gh as ğ. The
// reading is matched like the word (folded, by its Azerbaijani stem,
// through a synonym) at the tier of a Latin-typed word read in Cyrillic, so
// a word that matches as typed (cashier, teacher) still ranks first.

// azReading returns the Azerbaijani reading of a Latin-typed word written
// with digraphs, or "" when it has none.
func azReading(w string) string {
	if !latinWord(w) {
		return ""
	}
	lower := strings.ToLower(w)
	reading := shared.AzDigraphs.Replace(lower)
	if reading == lower {
		return ""
	}
	return reading
}

// maxTranslitWords: only a q of at most this many words is transliterated,
// which keeps a long q within the clause limit.
const maxTranslitWords = 4

// maxCandidates bounds the Cyrillic spellings tried for one word.
const maxCandidates = 3

// readingAt returns the readings of a rule at byte i of the folded word w:
// at its start [translit latin cyrillic initial] (e is э there first),
// after a vowel [translit latin cyrillic after vowel] (y is й there).
func readingAt(rule language.LatinRule, w string, i int) []string {
	context := shared.AfterVowelRules
	switch {
	case i == 0:
		context = shared.InitialRules
	case !strings.ContainsRune(latinVowels, rune(w[i-1])):
		return rule.Cyrillic
	}
	for _, r := range context {
		if r.Latin == rule.Latin {
			return r.Cyrillic
		}
	}
	return rule.Cyrillic
}

// latinVowels are the Latin letters read as Russian vowels.
const latinVowels = "aeiou"

// maxReadLetters bounds the words read in the other script: no word of a
// job title or a name is longer, and a word's readings are built letter by
// letter, a cost that grows with the square of its length (a pasted 64 KB
// word held a request for seconds).
const maxReadLetters = 40

// latinWord reports whether w is a word typed in Latin letters only (an
// apostrophe allowed; ş and ç too, as an Azerbaijani keyboard types ш, щ
// and ч, and ı in a Russian ending it types for ы: russianDotlessI), long
// enough to be read as Russian and at most maxReadLetters
// long.
func latinWord(w string) bool {
	letters := 0
	for i, r := range w {
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || strings.ContainsRune("şçŞÇ", r):
			letters++
		case r == 'ı' && russianDotlessI(w[i:]):
			letters++
		case r == '\'':
		default:
			return false
		}
	}
	return letters >= 2 && letters <= maxReadLetters
}

// russianDotlessI reports whether the rest of a word, from its ı, is a
// group of the translit table (glavnıy, lichnıe): an Azerbaijani keyboard
// types ы as ı, but Azerbaijani writes ı in its own suffixes too
// (akademiyasında), which are no Russian.
func russianDotlessI(rest string) bool {
	rest = strings.ToLower(rest)
	for _, rule := range shared.LatinRules {
		if rule.Latin == rest {
			return true
		}
	}
	return false
}

// cyrillicCandidates returns up to maxCandidates Cyrillic spellings of a
// Latin-typed word, the likeliest first; none for another word.
func cyrillicCandidates(w string) []string {
	if !latinWord(w) {
		return nil
	}
	w = strings.ToLower(w)
	out := []string{""}
	for i := 0; i < len(w); {
		for _, rule := range shared.LatinRules {
			if !strings.HasPrefix(w[i:], rule.Latin) {
				continue
			}
			readings := readingAt(rule, w, i)
			var next []string
			for _, reading := range readings {
				for _, prefix := range out {
					if len(next) < maxCandidates {
						next = append(next, prefix+reading)
					}
				}
			}
			out = next
			i += len(rule.Latin)
			break
		}
	}
	return out
}
