package enrich

import (
	"strings"
	"unicode"

	"readapi/internal/vocab"
)

// The id of a venue place.txt does not know (the open vocabulary) is read
// from its name, so that its sources' spellings are one term however they
// write it ("Stand-Up Club Baku", "Стендап клуб Баку"; "Enerji Club",
// "Клуб Enerji"):
//   - a word of an [open word W] section of place.txt, or a label or a
//     [names] word of a kind or a genre (stand-up, стендап: comedy; caz,
//     джаз: jazz), says what the venue is and reads as W or the term;
//   - those words go last, in the order written: a Russian name says the
//     venue's kind first (Клуб Enerji), an Azerbaijani or English one last
//     (Enerji Club), whose id stays the slug of its name;
//   - every other word is read folded, in Latin letters (vocab.Set.Latin),
//     in the order written, each letter outside a-z and 0-9 left out.
//
// A name without words, or whose id would be a term of place.txt, leaves
// the venue's own id.

// openWordIndex finds the words of an open term's id that say what a venue
// is: place.txt's [open word] sections and the names of kinds and genres.
func openWordIndex(set *vocab.Set, fold func(string) string) *wordIndex {
	var said vocab.Vocabulary
	if place := set.Get("place"); place != nil {
		for _, w := range place.OpenWords {
			said.Terms = append(said.Terms, vocab.Term{ID: w.Word, Words: append([]string{w.Word}, w.Spellings...)})
		}
	}
	for _, name := range []string{"kind", "genre"} {
		v := set.Get(name)
		if v == nil {
			continue
		}
		for _, t := range v.Terms {
			if !t.Retired {
				said.Terms = append(said.Terms, vocab.Term{ID: t.ID, Words: append(t.Labels.All(), t.Names...)})
			}
		}
	}
	return newWordIndex(&said, fold, false, nil)
}

// openPlace is the id of the open term a venue's name reads as, "" when
// it has no word to read or reads as a term of place.txt.
func (ix *eventIndex) openPlace(name text) string {
	said := ix.openWords.find(name, nil)
	var head, tail []string
	next := 0
	for i := 0; i < len(name.tokens); {
		if next < len(said) && said[next].start == i {
			tail = append(tail, said[next].term)
			i, next = said[next].end, next+1
			continue
		}
		if w := idWord(ix.latin(name.tokens[i])); w != "" {
			head = append(head, w)
		}
		i++
	}
	id := strings.Join(append(head, tail...), "-")
	if ix.places != nil && ix.places.Has(id) {
		return ""
	}
	return id
}

// latin spells a folded word in Latin letters, when the set can.
func (ix *eventIndex) latin(word string) string {
	if ix.toLatin == nil {
		return word
	}
	return ix.toLatin(word)
}

// idWord keeps the letters a-z and the digits of a word.
func idWord(w string) string {
	return strings.Map(func(r rune) rune {
		if r < unicode.MaxASCII && (unicode.IsLower(r) || unicode.IsDigit(r)) {
			return r
		}
		return -1
	}, w)
}
