package search

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"readapi"
	"readapi/mappings"
)

// Place words of q: a word that names a city of the closed vocabulary
// (the Places section of mappings/synonyms/job-titles.txt), in any of its
// languages and inflected forms (Bakıda, Gəncədən, Sumqayıtın, в Гяндже).
// A place word must match like any word (search-extensions.md, "Everyday
// queries"), but it says where the job is, not what it is: it scores
// placeScale times what another word would, in the same order of fields, so
// that a posting of another occupation whose title names the city
// ("Logistika üzrə mütəxəssis (Sumqayıt)") stays below every posting whose
// occupation matched in the title.

// placeScale is the share of a word's score a place word keeps: a place
// matched in the title (3) then weighs 0.5, less than the occupation's word
// matched in the body (1).
const placeScale = 1.0 / 6

// placeEndings are the endings, folded, a Latin place name may carry in q:
// the Azerbaijani cases (locative, ablative, genitive, dative, instrumental)
// and -dakı ("in Baku's").
var placeEndings = strings.Fields("da de ta te dan den tan ten in un nin nun a e ya ye na ne la le yla yle daki deki")

var (
	placeStemsOnce sync.Once
	// latinPlaces are the folded Latin names; cyrillicPlaces the folded
	// Cyrillic names less a final vowel or soft sign (Гянджа → гяндж, for
	// в Гяндже).
	latinPlaces, cyrillicPlaces []string
)

func loadPlaces() {
	for _, name := range mappings.PlaceNames() {
		if strings.Contains(name, " ") {
			continue
		}
		folded := foldWord(name)
		last, size := utf8.DecodeLastRuneInString(folded)
		if unicode.Is(unicode.Cyrillic, last) {
			if strings.ContainsRune("аяьыои", last) {
				folded = folded[:len(folded)-size]
			}
			cyrillicPlaces = append(cyrillicPlaces, folded)
			continue
		}
		latinPlaces = append(latinPlaces, folded)
	}
}

// isPlaceWord reports whether a plain word of q names a city.
func isPlaceWord(w string) bool {
	placeStemsOnce.Do(loadPlaces)
	w = foldWord(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }))
	for _, p := range latinPlaces {
		if rest, ok := strings.CutPrefix(w, p); ok && (rest == "" || slices.Contains(placeEndings, rest)) {
			return true
		}
	}
	for _, p := range cyrillicPlaces {
		if rest, ok := strings.CutPrefix(w, p); ok && utf8.RuneCountInString(rest) <= 2 {
			return true
		}
	}
	return false
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
