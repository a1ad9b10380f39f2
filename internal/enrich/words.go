package enrich

import (
	"reflect"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"readapi/internal/vocab"
)

// Reading words of a vocabulary in a text. A text and the words of the
// terms (their labels and [words]) are folded with Env.Fold and cut into
// tokens at every character that is no letter or digit, so "stand-up",
// "Stand up" and "STAND_UP" are one phrase. A phrase matches where its
// tokens stand in the text in order, each as written or, from four letters
// on, followed by an ending (konsert: konserti, konsertlər; концерт:
// концерты; a Cyrillic word's last vowel or soft sign gives way to the
// ending: спектакль: спектакли, опера: оперы; so does an adjective's
// ending: русский: русском). An ending is at most
// MaxEnding letters, each one a suffix of the three languages is made of
// (endingLetters): "operator" and "operation" are no opera.

// MinStem is the fewest letters the reader takes as a stem before an
// ending, MaxEnding the most letters of an ending it takes after one.
const (
	MinStem   = 4
	MaxEnding = 4
	// endingLetters are the letters of the Azerbaijani, Russian and
	// English inflectional endings, folded (ə is e, ı is i).
	endingLetters = "aeiouyslndrmz" + "аеёиоуыэюяьймхвгн"
	// cyrillicFinals give way to an ending at the end of a Cyrillic word.
	cyrillicFinals = "аеёиоуыэюяьй"
)

// phrase is one word of a term, as tokens.
type phrase struct {
	tokens []string
	term   string
}

// match is a phrase found in a text: its term and the tokens it covers.
type match struct {
	term       string
	start, end int
}

// wordIndex finds the phrases of one vocabulary in a text.
type wordIndex struct {
	// byKey lists the phrases by the stem of their first token (the token
	// itself for a token too short to take an ending).
	byKey map[string][]phrase
	// whole are the terms by their words' tokens joined by one space.
	whole map[string]string
}

// newWordIndex indexes a vocabulary's words, and its labels when labels
// is set (a venue's names; the label "Other" of a kind is no word of it).
// Every id, label and word is read whole; keep, when given, chooses the
// words found in texts.
func newWordIndex(v *vocab.Vocabulary, fold func(string) string, labels bool, keep func(tokens []string) bool) *wordIndex {
	ix := &wordIndex{byKey: map[string][]phrase{}, whole: map[string]string{}}
	if v == nil {
		return ix
	}
	for _, t := range v.Terms {
		if t.Retired {
			continue
		}
		names := append([]string{t.ID}, t.Labels.All()...)
		for i, w := range append(names, t.Words...) {
			tokens := tokenize(w, fold)
			if len(tokens) == 0 {
				continue
			}
			key := strings.Join(tokens, " ")
			if _, seen := ix.whole[key]; !seen {
				ix.whole[key] = t.ID
			}
			if i == 0 || (i < len(names) && !labels) || (keep != nil && !keep(tokens)) {
				continue
			}
			first := stem(tokens[0], len(tokens) > 1)
			ix.byKey[first] = append(ix.byKey[first], phrase{tokens: tokens, term: t.ID})
		}
	}
	return ix
}

// tokenize folds s and cuts it into its runs of letters and digits.
func tokenize(s string, fold func(string) string) []string {
	return strings.FieldsFunc(fold(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// cyrillicAdjectiveEndings give way to an ending at the end of a Cyrillic
// word of a phrase of several words, as a whole (Русский драматический
// театр: Русском драматическом театре). A word standing alone keeps them:
// "русский" names a language, "русского" in "учитель русского языка" a
// subject.
var cyrillicAdjectiveEndings = []string{"ий", "ый", "ой", "ая", "яя", "ое", "ее", "ие", "ые"}

// stem is what of a token an ending may follow; inPhrase: the token is a
// word of a phrase of several words.
func stem(token string, inPhrase bool) string {
	n := utf8.RuneCountInString(token)
	if n < MinStem {
		return token
	}
	for _, e := range cyrillicAdjectiveEndings {
		if inPhrase && n-2 >= MinStem && strings.HasSuffix(token, e) {
			return token[:len(token)-len(e)]
		}
	}
	last, size := utf8.DecodeLastRuneInString(token)
	if n > MinStem && strings.ContainsRune(cyrillicFinals, last) {
		return token[:len(token)-size]
	}
	return token
}

// tokenMatches reports whether text reads as the phrase's token word.
func tokenMatches(word, text string, inPhrase bool) bool {
	return NewTokenReader(word, inPhrase).Reads(text)
}

// TokenReader reads texts' tokens as a term's token (TokenMatches), with
// the token's stem worked out once, for a reader of many tokens (package
// qtext tries every label of a length against each word of q).
type TokenReader struct {
	word, stem string
	// stems: the word is long enough for an ending to follow its stem.
	stems bool
}

// NewTokenReader prepares a term's token word for Reads; inPhrase as
// TokenMatches.
func NewTokenReader(word string, inPhrase bool) TokenReader {
	return TokenReader{word: word, stem: stem(word, inPhrase), stems: utf8.RuneCountInString(word) >= MinStem}
}

// Reads reports whether text reads as the token: as written or, from
// MinStem letters on, followed by an ending. A text it reads starts as
// the token does (a stem is never empty).
func (r TokenReader) Reads(text string) bool {
	if r.word == text {
		return true
	}
	if !r.stems || !strings.HasPrefix(text, r.stem) {
		return false
	}
	ending := text[len(r.stem):]
	return ending != "" && utf8.RuneCountInString(ending) <= MaxEnding &&
		strings.IndexFunc(ending, func(c rune) bool { return !strings.ContainsRune(endingLetters, c) }) < 0
}

// text is a text's tokens and, for each, whether a phrase of any of the
// events' vocabularies may start at it (read once, so that each index
// passes over the other tokens at once).
type text struct {
	tokens []string
	starts []bool
}

// find returns the phrases of a text, longest first at each place, never
// over a token skip marks; a token is read once.
func (ix *wordIndex) find(t text, skip []bool) []match {
	tokens := t.tokens
	var out []match
	for i := 0; i < len(tokens); {
		if !t.starts[i] || (skip != nil && skip[i]) {
			i++
			continue
		}
		best := match{start: i, end: i}
		for _, p := range ix.candidates(tokens[i]) {
			if n := len(p.tokens); n > best.end-best.start && ix.phraseAt(p, tokens, skip, i) {
				best = match{term: p.term, start: i, end: i + n}
			}
		}
		if best.end == i {
			i++
			continue
		}
		out = append(out, best)
		i = best.end
	}
	return out
}

// candidates are the phrases whose first token may read as token.
func (ix *wordIndex) candidates(token string) []phrase {
	var out []phrase
	for key := range keysOf(token) {
		out = append(out, ix.byKey[key]...)
	}
	return out
}

// keysOf yields the keys a phrase starting at token may be indexed by:
// token and token less an ending of up to MaxEnding letters.
func keysOf(token string) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		for cut := 0; cut <= MaxEnding && token != ""; cut++ {
			if !yield(token) {
				return
			}
			_, size := utf8.DecodeLastRuneInString(token)
			token = token[:len(token)-size]
		}
	}
}

func (ix *wordIndex) phraseAt(p phrase, tokens []string, skip []bool, at int) bool {
	if at+len(p.tokens) > len(tokens) {
		return false
	}
	for k, w := range p.tokens {
		if (skip != nil && skip[at+k]) || !tokenMatches(w, tokens[at+k], len(p.tokens) > 1) {
			return false
		}
	}
	return true
}

// terms returns the distinct terms of matches, in the order found.
func terms(matches []match) []string {
	var out []string
	for _, m := range matches {
		if !slices.Contains(out, m.term) {
			out = append(out, m.term)
		}
	}
	return out
}

// eventIndex is what the events enricher reads words with, built once per
// vocabulary set and folding.
type eventIndex struct {
	kind, genre, audience, place *wordIndex
	// keys are the keys of every index.
	keys map[string]bool
	// languageNotes are the language words of two tokens or more (rus
	// dilində, in English): a bare name of a language says nothing in a
	// name or a description; language reads a session's value whole.
	languageNotes, language *wordIndex
	genreParent             map[string]string
	order                   map[string]map[string]int // vocabulary, term: rank
}

type indexKey struct {
	set  *vocab.Set
	fold uintptr
}

var eventIndexes sync.Map // indexKey: *eventIndex

// indexFor returns the events' index of env, built on its first use (one
// per vocabulary set and folding function).
func indexFor(env Env) *eventIndex {
	key := indexKey{env.Vocab, reflect.ValueOf(env.Fold).Pointer()}
	if ix, ok := eventIndexes.Load(key); ok {
		return ix.(*eventIndex)
	}
	ix := buildEventIndex(env.Vocab, env.Fold)
	actual, _ := eventIndexes.LoadOrStore(key, ix)
	return actual.(*eventIndex)
}

func buildEventIndex(set *vocab.Set, fold func(string) string) *eventIndex {
	notes := func(tokens []string) bool { return len(tokens) >= 2 }
	ix := &eventIndex{
		kind:          newWordIndex(set.Get("kind"), fold, false, nil),
		genre:         newWordIndex(set.Get("genre"), fold, false, nil),
		audience:      newWordIndex(set.Get("audience"), fold, false, nil),
		place:         newWordIndex(set.Get("place"), fold, true, nil),
		language:      newWordIndex(set.Get("language"), fold, false, nil),
		languageNotes: newWordIndex(set.Get("language"), fold, false, notes),
		genreParent:   map[string]string{},
		order:         map[string]map[string]int{},
	}
	ix.keys = map[string]bool{}
	for _, w := range []*wordIndex{ix.kind, ix.genre, ix.audience, ix.place, ix.language} {
		for key := range w.byKey {
			ix.keys[key] = true
		}
	}
	for _, name := range set.Names() {
		ranks := map[string]int{}
		for i, t := range set.Get(name).Terms {
			ranks[t.ID] = i
			if name == "genre" {
				ix.genreParent[t.ID] = t.Parent
			}
		}
		ix.order[name] = ranks
	}
	return ix
}

// text tokenizes s and marks where a phrase may start.
func (ix *eventIndex) text(s string, fold func(string) string) text {
	t := text{tokens: tokenize(s, fold)}
	t.starts = make([]bool, len(t.tokens))
	for i, token := range t.tokens {
		for key := range keysOf(token) {
			if ix.keys[key] {
				t.starts[i] = true
				break
			}
		}
	}
	return t
}

// sorted returns ids in their vocabulary's order.
func (ix *eventIndex) sorted(vocabulary string, ids []string) []string {
	ranks := ix.order[vocabulary]
	slices.SortFunc(ids, func(a, b string) int { return ranks[a] - ranks[b] })
	return ids
}

// Tokens folds s with fold and cuts it into tokens, as the enricher reads
// texts and the words of terms: for q's words read against the terms.
func Tokens(s string, fold func(string) string) []string { return tokenize(s, fold) }

// TokenMatches reports whether a text's token reads as a term's token: as
// written or, from MinStem letters on, followed by an ending; inPhrase:
// the term's token is a word of a phrase of several words (a Cyrillic
// adjective's ending gives way then).
func TokenMatches(word, text string, inPhrase bool) bool { return tokenMatches(word, text, inPhrase) }
