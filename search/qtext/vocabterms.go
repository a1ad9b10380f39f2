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

// Words naming a term of a vocabulary (search-extensions.md, "Relevance and
// q"): a word of q, or a run of words as long as a label, that reads as a
// label or a name of a term (or one of its words, readapi.SearchedTerms.Words)
// of the vocabularies the dataset's derivation searches
// (readapi.Derivation.Searched) — folded and inflected as the
// enricher reads them (internal/enrich), or as the Cyrillic reading of a
// Latin-typed word — also finds the rows derived to the term. Under
// order=relevance it scores as the word matched in the title
// (namedClause); a word naming a term of a vocabulary that only qualifies
// (a language, an audience) is a soft word (softwords.go) held by the rows
// derived to it.

// termPhrase is a label or word of a term, as the readers of its tokens
// (enrich.TokenReader: each token's stem worked out once, not per word of
// every q).
type termPhrase struct {
	readers []enrich.TokenReader
	id      string
	terms   *readapi.SearchedTerms
	// says: a word of the term of more than one token ("rus dilində",
	// "на русском", "in English"), which says the term in so many words
	// where a label names it ("Rus dili", the subject of a teacher).
	says bool
}

// namedTerms are the terms a group's word (or its run) names, by the
// derived member that holds them.
type namedTerms struct {
	ids       map[string][]string
	qualifies bool
	// adds: a term named adds its score to the words' (SearchedTerms.Adds).
	adds bool
	// contradicted are the members whose other terms contradict it
	// (SearchedTerms.Contradicts).
	contradicted map[string]bool
}

// namesOccupation reports whether n names terms of a member that neither
// adds nor qualifies (an occupation); false for nil.
func (n *namedTerms) namesOccupation() bool {
	return n != nil && !n.adds && !n.qualifies
}

// termPhrases are the phrases of a dataset's searched vocabularies by their
// number of tokens, and the most tokens one holds.
type termPhrases struct {
	byLength map[int][]termPhrase
	// byFirst indexes each length's phrases (their place in byLength) by
	// the first byte of their first token, which every token it reads
	// starts with (enrich.TokenReader.Reads).
	byFirst map[int]map[byte][]int
	longest int
}

// readable returns the phrases of n tokens whose first token may read as
// one of firsts, in their order in byLength.
func (p *termPhrases) readable(n int, firsts []string) []termPhrase {
	var at []int
	for _, s := range firsts {
		if s != "" {
			at = append(at, p.byFirst[n][s[0]]...)
		}
	}
	slices.Sort(at)
	at = slices.Compact(at)
	out := make([]termPhrase, len(at))
	for k, i := range at {
		out[k] = p.byLength[n][i]
	}
	return out
}

var (
	phrasesMu sync.Mutex
	phrases   = map[*readapi.Dataset]*termPhrases{}
)

// termPhrasesOf returns the phrases of d's searched vocabularies, read once
// per dataset; nil when it searches none.
func termPhrasesOf(d *readapi.Dataset) *termPhrases {
	if d == nil || d.Derivation == nil || len(d.Derivation.Searched) == 0 {
		return nil
	}
	phrasesMu.Lock()
	defer phrasesMu.Unlock()
	if p, ok := phrases[d]; ok {
		return p
	}
	set := mappings.MustVocabularies()
	out := &termPhrases{byLength: map[int][]termPhrase{}, byFirst: map[int]map[byte][]int{}}
	for i := range d.Derivation.Searched {
		s := &d.Derivation.Searched[i]
		v := set.Get(s.Vocabulary)
		if v == nil {
			continue
		}
		for _, t := range v.Terms {
			if t.Retired {
				continue
			}
			names := append(t.Labels.All(), t.Names...)
			labels := len(names)
			if s.Words {
				names = append(names, t.Words...)
			}
			for at, w := range names {
				if tokens := enrich.Tokens(w, fold.Word); len(tokens) > 0 {
					readers := make([]enrich.TokenReader, len(tokens))
					for k, token := range tokens {
						readers[k] = enrich.NewTokenReader(token, len(tokens) > 1)
					}
					n := len(tokens)
					if out.byFirst[n] == nil {
						out.byFirst[n] = map[byte][]int{}
					}
					out.byFirst[n][tokens[0][0]] = append(out.byFirst[n][tokens[0][0]], len(out.byLength[n]))
					out.byLength[n] = append(out.byLength[n], termPhrase{readers: readers, id: t.ID, terms: s, says: at >= labels && n > 1})
					out.longest = max(out.longest, len(tokens))
				}
			}
		}
	}
	phrases[d] = out
	return out
}

// nameTerms marks the groups of q whose word, alone or in a run of single
// words, names a term; the longest run starting first wins.
func (c *qClasses) nameTerms(d *readapi.Dataset) {
	c.named = make([]*namedTerms, len(c.groups))
	p := termPhrasesOf(d)
	if p == nil {
		return
	}
	spellings := make([][][]string, len(c.groups))
	for j := range c.groups {
		spellings[j] = c.spellingsOf(j)
	}
	longestRuns(len(c.groups), p.longest, 1, func(i, size int) (*namedTerms, bool) {
		found := c.runNames(p, spellings, i, size)
		return found, found != nil
	}, func(i, size int, named *namedTerms) {
		for j := i; j < i+size; j++ {
			if !c.stopped[j] {
				c.named[j] = named
			}
		}
	})
}

// longestRuns walks the runs of n groups, at each start the longest first
// (at most longest groups, at least shortest): a run for which find finds
// something is marked with it, and the walk goes on after it.
func longestRuns[T any](n, longest, shortest int, find func(i, size int) (T, bool), mark func(i, size int, found T)) {
	for i := 0; i < n; i++ {
		for size := min(longest, n-i); size >= shortest; size-- {
			found, ok := find(i, size)
			if !ok {
				continue
			}
			mark(i, size, found)
			i += size - 1
			break
		}
	}
}

// spellingsOf returns the tokens group j reads as, each with its other
// spellings: a plain word's folded token and its Cyrillic readings; a word
// of several tokens (master-klass, Поп-музыка) its tokens. Nil for a group
// that is no plain word, or holds no token.
func (c *qClasses) spellingsOf(j int) [][]string {
	if !c.single(j) {
		return nil
	}
	w := c.first(j)
	typed := enrich.Tokens(w.text, fold.Word)
	if len(typed) == 2 && typed[1] == "s" && strings.ContainsAny(w.text, "'’") {
		typed = typed[:1] // an English possessive: accountant's
	}
	switch len(typed) {
	case 0:
		return nil
	case 1:
		typed = append(typed, c.lang.longEndingsCut(typed[0])...)
		for _, r := range w.readings.cyrillic {
			if reading := enrich.Tokens(r, fold.Word); len(reading) == 1 {
				typed = append(typed, reading[0])
			}
		}
		return [][]string{typed}
	}
	out := make([][]string, len(typed))
	for k, token := range typed {
		out[k] = []string{token}
	}
	return out
}

// runNames returns the terms the run of size groups from i names, or nil,
// from the groups' spellings (spellingsOf).
func (c *qClasses) runNames(p *termPhrases, spellings [][][]string, i, size int) *namedTerms {
	var tokens [][]string
	content, saysKind, qualified := false, false, false
	for j := i; j < i+size; j++ {
		if spellings[j] == nil {
			return nil
		}
		content = content || !c.stopped[j]
		w := c.first(j)
		saysKind = saysKind || w.says && !c.lang.Dimensions[w.value.Dim].Qualifier
		// a qualifier says more than the term a run of it names ("baş
		// mühasib" is an accountant, "bank teller" a cashier), but is a
		// word of a venue's name ("Русском драматическом театре")
		qualified = qualified || size > 1 && (w.qualifier || w.kind)
		tokens = append(tokens, spellings[j]...)
	}
	if !content {
		return nil
	}
	// beside the words of the job, a word that says a kind says what the
	// job is about, not how the posting is written: "english" of `english
	// teacher` is the subject taught, no posting language ("english"
	// alone still names it); a phrase that says the term in so many words
	// ("rus dilində", "на русском", "in English") still names it
	besideJob := saysKind && c.kept > c.keptIn(i, size)
	var named *namedTerms
	for _, phrase := range p.readable(len(tokens), tokens[0]) {
		stated := phrase.says && phrase.terms.Qualifies
		if !stated && (besideJob && phrase.terms.Qualifies || qualified && (!phrase.terms.Adds || phrase.terms.Qualifies)) {
			continue
		}
		if phraseReads(phrase, tokens) {
			named = named.with(phrase)
		}
	}
	return named
}

// keptIn counts the groups the stop words leave in the run of size
// groups from i.
func (c *qClasses) keptIn(i, size int) int {
	n := 0
	for j := i; j < i+size; j++ {
		if !c.stopped[j] {
			n++
		}
	}
	return n
}

// with adds a phrase's term to the terms named (nil for none yet).
func (named *namedTerms) with(p termPhrase) *namedTerms {
	if named == nil {
		named = &namedTerms{ids: map[string][]string{}, qualifies: true}
	}
	m := readapi.DerivedField + "." + p.terms.Member
	if !slices.Contains(named.ids[m], p.id) {
		named.ids[m] = append(named.ids[m], p.id)
	}
	named.qualifies = named.qualifies && p.terms.Qualifies
	named.adds = named.adds || p.terms.Adds
	if p.terms.Contradicts {
		if named.contradicted == nil {
			named.contradicted = map[string]bool{}
		}
		named.contradicted[m] = true
	}
	return named
}

// withCorrections returns the classes of q where a misspelt word that
// names no term takes the terms its corrections (typos.go) name, as a
// word or in a run: "teatir" corrected to "teatr" finds the plays,
// "Crytsal Hall" the events at the Crystal Hall. Only terms that add
// to the words' score (an event's kind, genre, venue): a misspelt word is
// no qualifier, and an occupation is already one more way to match, whose
// typos the corrections and the other occupations' demotion rank (jobs'
// judged typos).
func (c qClasses) withCorrections(d *readapi.Dataset, corrections map[string][]string) qClasses {
	p := termPhrasesOf(d)
	if len(corrections) == 0 || p == nil {
		return c
	}
	named := slices.Clone(c.named)
	spellings := make([][]string, len(c.groups))
	for j := range c.groups {
		spellings[j] = c.correctedSpellings(j, corrections)
	}
	correctedNames(p, named, spellings, true)
	c.named = named
	c.rankTerms(d)
	if c.unasked == nil && c.own == nil {
		// an occupation the corrections name ranks as one q names
		// ("accountent": the chief accountants below the accountants),
		// and finds the rows derived to it at the corrections' tier
		// (qClasses.corrected: correctedOccupationClause)
		occupations := slices.Clone(named)
		correctedNames(p, occupations, spellings, false)
		c.rankOccupations(occupations, termRankingOf(d))
		c.corrected = make([]*namedTerms, len(occupations))
		for j, o := range occupations {
			if o != named[j] && o.namesOccupation() {
				c.corrected[j] = o
			}
		}
	}
	return c
}

// correctedNames sets in named the terms the runs of q name when their
// misspelt words are read as their corrections (correctedRunNames), those
// that add to the words' score or those that do not (an occupation).
func correctedNames(p *termPhrases, named []*namedTerms, spellings [][]string, adds bool) {
	longestRuns(len(named), p.longest, 1, func(i, size int) (*namedTerms, bool) {
		found := correctedRunNames(p, named, spellings, i, size, adds)
		return found, found != nil
	}, func(i, size int, found *namedTerms) {
		for j := i; j < i+size; j++ {
			named[j] = found
		}
	})
}

// correctedSpellings returns group j's token and the tokens of its
// corrections (typos.go); nil when it is no plain word of one token, or
// is stopped.
func (c qClasses) correctedSpellings(j int, corrections map[string][]string) []string {
	g := c.groups[j]
	if len(g) != 1 || !c.terms[j][0].word || c.stopped[j] {
		return nil
	}
	tokens := enrich.Tokens(g[0].text, fold.Word)
	if len(tokens) != 1 {
		return nil
	}
	for _, w := range corrections[g[0].text] {
		if t := enrich.Tokens(w, fold.Word); len(t) == 1 {
			tokens = append(tokens, t[0])
		}
	}
	return tokens
}

// correctedRunNames returns the terms that add to the words' score (or,
// without adds, those that do not) which
// the run of size groups from i names when its misspelt words are read as
// their corrections ("Crytsal Hall": Crystal Hall), from the groups'
// correctedSpellings; nil when a group of it has none or names a term
// already, or none of it is corrected.
func correctedRunNames(p *termPhrases, named []*namedTerms, corrected [][]string, i, size int, adds bool) *namedTerms {
	var spellings [][]string
	any := false
	for j := i; j < i+size; j++ {
		if corrected[j] == nil || named[j] != nil {
			return nil
		}
		any = any || len(corrected[j]) > 1
		spellings = append(spellings, corrected[j])
	}
	if !any {
		return nil
	}
	var found *namedTerms
	for _, phrase := range p.readable(size, spellings[0]) {
		if phrase.terms.Adds == adds && !phrase.terms.Qualifies && phraseReads(phrase, spellings) {
			found = found.with(phrase)
		}
	}
	return found
}

// phraseReads reports whether each token of a phrase reads as one of the
// spellings of q's word at its place.
func phraseReads(phrase termPhrase, spellings [][]string) bool {
	for k, reader := range phrase.readers {
		if !slices.ContainsFunc(spellings[k], reader.Reads) {
			return false
		}
	}
	return true
}

// namedClause matches the rows derived to the terms a group names, scored
// as the word matched in the title field: through a synonym where it is
// one more way to match (an occupation: no higher than a title saying the
// word itself, as a term is broader than many of its words: a watchman is
// a security guard); exactly where it adds to the words' score (an
// event's kind, genre or venue: "that match ranks as a direct match of the
// word in the row's name", so a film that never says film ranks with a
// concert of film music whose name says it, and above it by its words).
func namedClause(fields []textField, named *namedTerms) readapi.Clause {
	tier := synonymTier
	if named.adds {
		tier = exactTier
	}
	return constant(derivedTo(named.ids), tier*titleBoost(fields))
}

// correctedOccupationClause matches the rows derived to the occupation
// the corrections of a misspelt word name (qClasses.corrected), scored as
// a correction matched in the title: "бугалтер" finds "Buxgalter tələb
// olunur" and "mühafizçi" "Мүһафизәчи", whose titles no correction spells.
func correctedOccupationClause(fields []textField, corrected *namedTerms) readapi.Clause {
	return constant(derivedTo(corrected.ids), correctedTier*titleBoost(fields))
}

// kindsClause matches, under order=relevance, the rows derived to the
// kinds of the occupations a group names (qClasses.kinds), scored at
// kindTier in the title: a taxi driver's posting that says no word of
// "sürücü" ("Таксист", "Шәхси сүрүчү") is found as a synonym finds it,
// below the plain drivers the occupation named finds.
func kindsClause(fields []textField, kinds map[string][]string) readapi.Clause {
	return constant(derivedTo(kinds), kindTier*titleBoost(fields))
}

// derivedTo matches the rows derived to any of the terms, by member; nil
// when there are none.
func derivedTo(ids map[string][]string) readapi.Clause {
	var any []readapi.Clause
	for _, m := range slices.Sorted(maps.Keys(ids)) {
		any = append(any, readapi.Clause{"terms": readapi.Clause{m: ids[m]}})
	}
	return anyOf(any)
}

// titleBoost is the boost of the title field, 1 without one.
func titleBoost(fields []textField) float64 {
	boost := 1.0
	for _, f := range fields {
		if f.title {
			boost = f.boost
		}
	}
	return boost
}

// withNamed lets a group match by its words or by the terms it names, and
// adds the named terms' score to the words' own: a row derived to the term
// ranks at the title's tier where its text says the word nowhere, and the
// rows the words find keep their order among themselves (the derivation is
// coarser than many words: a watchman is a security guard, an operetta a
// theatre).
func withNamed(words, named readapi.Clause) readapi.Clause {
	return readapi.Clause{"bool": readapi.Clause{"should": []readapi.Clause{words, named}, "minimum_should_match": 1}}
}

// otherTermFactor scales the rows derived to other terms of a member than
// the one a word of q names: "classical" in "Classical mugham night", a
// mugham evening, is a word that qualifies another genre, and the row
// ranks below the classical concerts whose text never says it, the words
// of a q of two it holds in its name (3 each, and the run through the
// synonyms 4.8) below the two terms named (3 each).
const otherTermFactor = 0.4

// otherTermsFilter matches the rows whose derived member holds terms, none
// of them the ones a word of q names, for the terms that add to the words'
// score (an event's kind, genre or venue), and the parents those imply
// (termranks.go: a genre's kind); nil when q names none.
func otherTermsFilter(c qClasses) readapi.Clause {
	var any []readapi.Clause
	seen := map[*namedTerms]bool{}
	other := func(m string, ids []string) readapi.Clause {
		return readapi.Clause{"bool": readapi.Clause{
			"filter":   []readapi.Clause{{"exists": readapi.Clause{"field": m}}},
			"must_not": []readapi.Clause{{"terms": readapi.Clause{m: ids}}},
		}}
	}
	for _, named := range c.named {
		if named == nil || !named.adds || named.qualifies || seen[named] {
			continue
		}
		seen[named] = true
		for _, m := range slices.Sorted(maps.Keys(named.ids)) {
			any = append(any, other(m, named.ids[m]))
		}
	}
	for _, m := range slices.Sorted(maps.Keys(c.implied)) {
		any = append(any, other(m, c.implied[m]))
	}
	if len(any) == 0 {
		return nil
	}
	return readapi.Clause{"bool": readapi.Clause{"should": any}}
}
