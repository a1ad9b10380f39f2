package qtext

import (
	"maps"
	"slices"
	"strings"
	"sync"

	"readapi"
	"readapi/internal/enrich"
	"readapi/mappings"
	"readapi/mappings/fold"
)

// A venue named after a person (search-extensions.md, "Relevance and q":
// a venue named after a person ranks below that person's works). A word
// of q that is the name of the person a venue of the place vocabulary is
// named after — beside an honorific word of the language data
// ([honorific after]: "Üzeyir Hacıbəyli adına …", [honorific before]:
// "… имени Узеира Гаджибейли") in one of the venue's names, in either
// script, inflected, or as typed in the other script — makes the rows
// derived to that venue score honorificFactor times what they would; so
// do the rows whose name holds the word so ("Üzeyir Hacıbəyli adına
// Simfonik Orkestr"), and, for a person a venue is named after, those
// whose description holds it only so and names the person nowhere else. A q that says an honorific word itself
// asks for the venue, and demotes nothing.

// honorificFactor scales the rows q finds only through the name of the
// person a venue or an ensemble is named after below the person named in
// a description, in either script: two words of a name found in an
// event's name score about 10.9 (each 3, the run through the title's
// synonyms 4.8), found in a description in the other script about 1.5
// (each at the translit tier, 0.75).
const honorificFactor = 0.1

// maxHonoree is the most words of a name an honorific word stands beside
// (a first name, a patronymic or an initial, a surname).
const maxHonoree = 3

// honoreesOf caches honorees per dataset: *readapi.Dataset, honoreeIndex.
var honoreesOf sync.Map

// honoreeIndex lists the words of the names venues are named after, with
// their venue's place id, by their first honoreeKey runes: words that read
// as each other (enrich.TokenMatches) are equal or one starts with the
// other's stem, which keeps all runes but the last of a word of four or
// more, so they share them.
type honoreeIndex map[string][]honoree

type honoree struct{ word, place string }

const honoreeKey = 3

func keyOf(word string) string {
	r := []rune(word)
	return string(r[:min(len(r), honoreeKey)])
}

// honorees returns the honorees of d's searched vocabularies whose header
// says "honorees" (place): the folded words of the names each term is
// named after, read once per dataset.
func honorees(d *readapi.Dataset, lang wordSet) honoreeIndex {
	if d == nil || d.Derivation == nil || lang.Set == nil {
		return nil
	}
	if h, ok := honoreesOf.Load(d); ok {
		return h.(honoreeIndex)
	}
	out := honoreeIndex{}
	for _, s := range d.Derivation.Searched {
		v := mappings.MustVocabularies().Get(s.Vocabulary)
		if v == nil || !v.Honorees {
			continue
		}
		for _, t := range v.Terms {
			for _, name := range append(t.Labels.All(), t.Words...) {
				for _, w := range besideHonorific(enrich.Tokens(name, fold.Word), lang) {
					out[keyOf(w)] = append(out[keyOf(w)], honoree{w, t.ID})
				}
			}
		}
	}
	h, _ := honoreesOf.LoadOrStore(d, out)
	return h.(honoreeIndex)
}

// named adds to into the places whose honorees a word of q names, by its
// spellings (spellingsOf), as written or inflected.
func (ix honoreeIndex) named(spellings []string, into map[string]bool) {
	for _, s := range spellings {
		for _, h := range ix[keyOf(s)] {
			if s == h.word || enrich.TokenMatches(s, h.word, false) || enrich.TokenMatches(h.word, s, false) {
				into[h.place] = true
			}
		}
	}
}

// besideHonorific returns the words of a name that an honorific word
// makes a person's name: up to maxHonoree before a word of [honorific
// after], up to maxHonoree after one of [honorific before].
func besideHonorific(tokens []string, lang wordSet) []string {
	var out []string
	for i, t := range tokens {
		if isHonorific(t, lang.HonorificAfter) {
			out = append(out, tokens[max(0, i-maxHonoree):i]...)
		}
		if isHonorific(t, lang.HonorificBefore) {
			out = append(out, tokens[i+1:min(len(tokens), i+1+maxHonoree)]...)
		}
	}
	return out
}

func isHonorific(token string, words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return fold.Word(w) == token })
}

// honorificFilter matches the rows q finds through the name of a person
// something is named after: those derived to a venue named after a word
// of q, and those whose name says the word beside an honorific word; nil
// when q names no such person or says an honorific word. A word misspelt
// (fuzzy=true) reads as its corrections too (typos.go): "Гаджибеили" is
// Гаджибейли, "Hacıbəyly" Hacıbəyli (not yet their spellings in the other
// script: a work at the venue that names the person only in the other
// script stays demoted for a misspelt name).
func honorificFilter(d *readapi.Dataset, fields []textField, qc qClasses, fuzzy bool, corrections map[string][]string) readapi.Clause {
	lang := qc.lang
	if lang.Set == nil || len(lang.HonorificAfter)+len(lang.HonorificBefore) == 0 {
		return nil
	}
	places := honorees(d, lang)
	// the words that may name a person, with their spellings, read once;
	// one of a single token may name a venue's honoree
	var words []qWord
	var spelt, single [][]string
	for i, g := range qc.groups {
		w := qc.terms[i][0]
		folded := enrich.Tokens(w.text, fold.Word)
		if len(folded) == 1 && (isHonorific(folded[0], lang.HonorificAfter) || isHonorific(folded[0], lang.HonorificBefore)) {
			return nil
		}
		if len(g) == 1 && w.word && !qc.stopped[i] && qc.named[i] == nil && !w.qualifier && !w.kind {
			spellings := spellingsOf(w)
			for _, c := range corrections[w.text] {
				if f := fold.Word(c); !slices.Contains(spellings, f) {
					spellings = append(spellings, f)
				}
			}
			words, spelt = append(words, w), append(spelt, spellings)
			if len(folded) == 1 {
				single = append(single, spelt[len(spelt)-1])
			}
		}
	}
	named := map[string]bool{}
	for _, spellings := range single {
		places.named(spellings, named)
	}
	ids := slices.Collect(maps.Keys(named))
	var any []readapi.Clause
	if len(ids) > 0 {
		slices.Sort(ids)
		venue := readapi.Clause{"terms": readapi.Clause{readapi.DerivedField + ".place": ids}}
		any = append(any, readapi.Clause{"bool": readapi.Clause{"filter": venue, "must_not": saysPerson(fields, spelt, lang)}})
	}
	for _, f := range fields {
		if !f.title {
			continue
		}
		for i, w := range words {
			any = append(any, besideInName(f.name, spelt[i], lang)...)
			for _, m := range lang.HonorificBefore {
				// "имени Узеира": the typed word inflected, by its stem
				any = append(any, sloppyPhrase(f.name+".ru", m+" "+w.text, maxHonoree-2))
			}
		}
	}
	if body := bodyField(fields); body != "" && len(ids) > 0 && !fuzzy {
		// only for a person a venue is named after (the spans cost the
		// engine), and not in a fuzzy q, whose clauses leave no room
		any = append(any, onlyBesideInBody(body, fields, spelt, lang)...)
	}
	if len(any) == 0 {
		return nil
	}
	return readapi.Clause{"bool": readapi.Clause{"should": any}}
}

// besideInName matches any spelling of a word beside an honorific word in
// a name field, folded: followed by one of [honorific after], or preceded
// by one of [honorific before], a word of the name at most between.
func besideInName(field string, spellings []string, lang wordSet) []readapi.Clause {
	var out []readapi.Clause
	if len(lang.HonorificAfter) > 0 {
		out = append(out, spanNearName(spanAny(field, spellings), spanAny(field, lang.HonorificAfter)))
	}
	if len(lang.HonorificBefore) > 0 {
		out = append(out, spanNearName(spanAny(field, lang.HonorificBefore), spanAny(field, spellings)))
	}
	return out
}

// spanNearName matches first then then, in this order, with at most the
// other words of a name between them.
func spanNearName(first, then readapi.Clause) readapi.Clause {
	return readapi.Clause{"span_near": readapi.Clause{"clauses": []readapi.Clause{first, then}, "slop": maxHonoree - 2, "in_order": true}}
}

// spanAny matches any of words in field, folded.
func spanAny(field string, words []string) readapi.Clause {
	var terms []readapi.Clause
	for _, w := range words {
		terms = append(terms, readapi.Clause{"span_term": readapi.Clause{field: fold.Word(w)}})
	}
	return readapi.Clause{"span_or": readapi.Clause{"clauses": terms}}
}

// onlyBesideInBody matches the rows whose description says a word of q
// only beside an honorific word ("Государственный симфонический оркестр
// им. Узеира Гаджибейли" of a Rachmaninov concert) and whose name does
// not say it: the orchestra, not the work, is named after the person. A
// word is looked for beside an honorific word as its share of
// maxBesideSpellings likeliest spellings, inflected elsewhere as its maxBodySpellings
// likeliest (as written, as all of them), which keeps the clause within
// the engine's limit.
func onlyBesideInBody(body string, fields []textField, spelt [][]string, lang wordSet) []readapi.Clause {
	var beside, elsewhere []readapi.Clause
	for _, all := range spelt {
		spellings := all[:min(len(all), maxBodySpellings)]
		near := besideInName(body, all[:min(len(all), maxBesideSpellings/len(spelt))], lang)
		if len(near) == 0 {
			continue
		}
		besides := readapi.Clause{"span_or": readapi.Clause{"clauses": near}}
		beside = append(beside, besides)
		// said elsewhere: a likely spelling inflected, or any as written
		said := readapi.Clause{"span_or": readapi.Clause{"clauses": []readapi.Clause{spanInflected(body, spellings), spanAny(body, all)}}}
		elsewhere = append(elsewhere, readapi.Clause{"span_not": readapi.Clause{"include": said, "exclude": besides}})
		for _, f := range fields {
			if f.title {
				for _, name := range append([]string{f.name}, subfields(f.name, stemSubfields)...) {
					elsewhere = append(elsewhere, readapi.Clause{"match": readapi.Clause{name: readapi.Clause{"query": strings.Join(spellings, " ")}}})
				}
			}
		}
	}
	if len(beside) == 0 {
		return nil
	}
	return []readapi.Clause{{"bool": readapi.Clause{"filter": []readapi.Clause{{"bool": readapi.Clause{"should": beside}}}, "must_not": elsewhere}}}
}

// spanInflected matches any of words in field, folded, as written or
// followed by an ending (Bülbül: Bülbülün), as the maxInflectedTerms
// commonest words starting with it.
func spanInflected(field string, words []string) readapi.Clause {
	var terms []readapi.Clause
	for _, w := range words {
		terms = append(terms, readapi.Clause{"span_multi": readapi.Clause{"match": readapi.Clause{"prefix": readapi.Clause{field: readapi.Clause{"value": fold.Word(w), "rewrite": maxInflectedRewrite}}}}})
	}
	return readapi.Clause{"span_or": readapi.Clause{"clauses": terms}}
}

// maxInflectedRewrite bounds the words a prefix of spanInflected becomes.
const maxInflectedRewrite = "top_terms_8"

// maxBesideSpellings: the words of q are looked for beside an honorific
// word in a description as this many of their spellings together, shared
// out among them.
const maxBesideSpellings = 36

// maxBodySpellings: a word of q is looked for beside an honorific word in
// a description as this many of its spellings (onlyBesideInBody).
const maxBodySpellings = 4

// bodyField is the last full-text field searched with names' spellings
// (the description), "" for none.
func bodyField(fields []textField) string {
	body := ""
	for _, f := range fields {
		if f.names {
			body = f.name
		}
	}
	return body
}

// saysPerson matches the rows that name a person of q as the one whose
// work they are, not (only) as the one something is named after: a word of
// q, in any of its spellings, in the name where no honorific word stands
// beside it, or after a word of [author before] (Musiqi:, Музыка, Music
// by) in the body (the last field searched with names' spellings: the
// description). An event held at a venue named after the person that says
// so is the person's work, not only a row at the venue.
func saysPerson(fields []textField, spelt [][]string, lang wordSet) []readapi.Clause {
	var out []readapi.Clause
	body := bodyField(fields)
	for _, f := range fields {
		for _, spellings := range spelt {
			if f.title {
				said := spanAny(f.name, spellings)
				if beside := besideInName(f.name, spellings, lang); len(beside) > 0 {
					said = readapi.Clause{"span_not": readapi.Clause{"include": said, "exclude": readapi.Clause{"span_or": readapi.Clause{"clauses": beside}}}}
				}
				out = append(out, said)
			}
			if f.name == body && len(lang.AuthorBefore) > 0 {
				out = append(out, spanNearName(spanAny(f.name, lang.AuthorBefore), spanAny(f.name, spellings)))
			}
		}
	}
	return out
}

// spellingsOf is a word of q folded, and its spellings in the other
// script (names.go) and as Latin-typed Russian (translit.go).
func spellingsOf(w qWord) []string {
	out := enrich.Tokens(w.text, fold.Word)
	for _, s := range append(slices.Clone(w.readings.names), w.readings.cyrillic...) {
		if f := fold.Word(s); !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}
