package qtext

import (
	"slices"
	"strings"
	"unicode"

	"readapi"
	"readapi/mappings/language"
)

// The clauses textMatch (textquery.go) assembles from q's classified value:
// a word in every way it may match, a phrase, a prefix, an exclusion, the
// adjacency bonus, the synonyms of several words, what holds a qualifier
// word and what contradicts it, and the demotion of other occupations.

// match matches every word of text in one field.
func match(field, text string) readapi.Clause {
	return readapi.Clause{"match": readapi.Clause{field: readapi.Clause{"query": text, "operator": "and"}}}
}

// crossFields matches every word of text across the fields, scored by BM25.
func crossFields(text string, fields []string, weight float64) readapi.Clause {
	return readapi.Clause{"multi_match": readapi.Clause{"query": text, "type": "cross_fields", "fields": fields, "operator": "and", "boost": weight}}
}

// termClause matches one positive term of q, classified as w: a word in
// every way (with its readings when translit, and its spellings in the
// other script when short), a phrase exactly or stemmed, a prefix on the
// folded words.
func termClause(fields []textField, t qTerm, w qWord, fuzzy, scored, translit, short bool) readapi.Clause {
	switch {
	case t.phrase:
		return phraseClause(fields, t.text, float64(len(strings.Fields(t.text))))
	case t.prefix:
		var tiers []readapi.Clause
		for _, f := range fields {
			tiers = append(tiers, constant(prefixMatch(f.name, t.text), exactTier*f.boost))
		}
		return readapi.Clause{"dis_max": readapi.Clause{"queries": tiers}}
	}
	var readings latinReadings
	if translit {
		readings = w.readings
	}
	// A name's spellings in the other script are searched in a short q,
	// fuzzy or not (a fuzzy q leaves out only the Latin-typed Russian).
	readings.names = nil
	if short && slices.ContainsFunc(fields, func(f textField) bool { return f.names }) {
		readings.names = w.readings.names
	}
	c := wordClause(fields, t.text, readings, fuzzy, scored)
	if !scored || !short || !translit {
		return c
	}
	return withHelperTies(fields, c, t.text)
}

// withHelperTies adds to a word's clause, in a short q, a BM25 score of the
// word in the helper fields below the body (jobs' place, events' kind,
// through their synonyms), weighted like the title's: it orders the rows
// that match alike, so that of two events matched by their venue's name
// ("Opera və Balet Teatrı" for balet) the one filed under the kind asked
// for comes first.
func withHelperTies(fields []textField, c readapi.Clause, w string) readapi.Clause {
	var ties []readapi.Clause
	for _, f := range fields {
		if f.boost < 1 && f.synonyms {
			ties = append(ties, readapi.Clause{"match": readapi.Clause{f.name + "." + synonymSubfield: w}})
		}
	}
	if len(ties) == 0 {
		return c
	}
	return readapi.Clause{"bool": readapi.Clause{"should": []readapi.Clause{c, {"dis_max": readapi.Clause{"queries": ties, "boost": bm25Weight}}}, "minimum_should_match": 1}}
}

// phraseClause matches the words of text adjacent and in order in one
// field, folded (exact tier) or stemmed (stem tier), scored as weight words.
func phraseClause(fields []textField, text string, weight float64) readapi.Clause {
	var tiers []readapi.Clause
	for _, f := range fields {
		tiers = append(tiers, constant(matchPhrase(f.name, text), weight*exactTier*f.boost))
		for _, name := range subfields(f.name, stemSubfields) {
			tiers = append(tiers, constant(matchPhrase(name, text), weight*stemTier*f.boost))
		}
	}
	return readapi.Clause{"dis_max": readapi.Clause{"queries": tiers}}
}

// adjacentBonus is what a row holding the words of a plain q adjacent and
// in order gains: less than any step between fields or tiers (0.1 at the
// least), more than the title's BM25 share, so it orders rows that match
// alike.
const adjacentBonus = 0.05

// adjacentClause scores the words of a plain q found as a phrase in any
// field (folded, not stemmed: one leaf query per field, which keeps a long
// or fuzzy q within the clause limit).
func adjacentClause(fields []textField, text string) readapi.Clause {
	var names []readapi.Clause
	for _, f := range fields {
		names = append(names, matchPhrase(f.name, text))
	}
	return constant(readapi.Clause{"bool": readapi.Clause{"should": names}}, adjacentBonus)
}

// excludedClause matches what an exclusion leaves out: the word or phrase
// exact or stemmed (no synonym, no typo), or the prefix, in any field.
func excludedClause(fields []textField, t qTerm) readapi.Clause {
	var any []readapi.Clause
	for _, f := range fields {
		if t.prefix {
			any = append(any, prefixMatch(f.name, t.text))
			continue
		}
		for _, name := range append([]string{f.name}, subfields(f.name, stemSubfields)...) {
			if t.phrase {
				any = append(any, matchPhrase(name, t.text))
			} else {
				any = append(any, match(name, t.text))
			}
		}
	}
	return readapi.Clause{"bool": readapi.Clause{"should": any}}
}

// matchPhrase matches text's words adjacent and in order in one field.
func matchPhrase(field, text string) readapi.Clause {
	return readapi.Clause{"match_phrase": readapi.Clause{field: readapi.Clause{"query": text}}}
}

// prefixMatch matches a word starting with text after the field's folding
// (a text the analyzer splits must match its first parts whole).
func prefixMatch(field, text string) readapi.Clause {
	return readapi.Clause{"match_bool_prefix": readapi.Clause{field: readapi.Clause{"query": text, "operator": "and"}}}
}

// wordClause matches one word of q in any of the ways the fields allow and
// scores it by its best way (and, when scored, the title's BM25); readings
// are the other spellings of a Latin-typed word, if any.
func wordClause(fields []textField, w string, readings latinReadings, fuzzy, scored bool) readapi.Clause {
	var tiers, bm25 []readapi.Clause
	for _, f := range fields {
		if len(readings.cyrillic) > 0 {
			tiers = append(tiers, readingClauses(f, strings.Join(readings.cyrillic, " "), "ru")...)
		}
		if readings.az != "" {
			tiers = append(tiers, readingClauses(f, readings.az, "az")...)
		}
		if f.names && len(readings.names) > 0 {
			tiers = append(tiers, nameClause(f, readings.names))
		}
		tiers = append(tiers, constant(match(f.name, w), exactTier*f.boost))
		for _, name := range subfields(f.name, stemSubfields) {
			tiers = append(tiers, constant(match(name, w), stemTier*f.boost))
		}
		if f.synonyms {
			tiers = append(tiers, constant(match(f.name+"."+synonymSubfield, w), synonymTier*f.boost))
		}
		if fuzzy && f.boost >= 1 {
			// A field below the body (majorFields) takes no typos: its
			// words are a closed vocabulary, and the clauses go to q.
			names := []string{f.name}
			if f.title {
				names = append(names, subfields(f.name, stemSubfields)...)
			}
			for _, name := range names {
				typo := readapi.Clause{"match": readapi.Clause{name: readapi.Clause{"query": w, "operator": "and",
					"fuzziness": fuzziness, "fuzzy_transpositions": true, "prefix_length": 0, "max_expansions": MaxFuzzyTerms}}}
				tiers = append(tiers, constant(typo, typoTier*f.boost))
			}
		}
		if f.title {
			bm25 = append(bm25, readapi.Clause{"match": readapi.Clause{f.name: w}})
			if f.synonyms {
				bm25 = append(bm25, readapi.Clause{"match": readapi.Clause{f.name + "." + synonymSubfield: readapi.Clause{"query": w, "boost": synonymTier}}})
			}
		}
	}
	best := readapi.Clause{"dis_max": readapi.Clause{"queries": tiers}}
	if !scored {
		return best
	}
	return readapi.Clause{"bool": readapi.Clause{"should": []readapi.Clause{best, {"dis_max": readapi.Clause{"queries": bm25, "boost": bm25Weight}}}, "minimum_should_match": 1}}
}

// readingClauses match the readings of a Latin-typed word in one field
// (any of them: the Cyrillic spellings, or the Azerbaijani reading) as a
// direct match of the word, folded (readingTier) or by the stem of their
// language, lang (readingStemTier), and through a synonym (translitTier).
func readingClauses(f textField, readings, lang string) []readapi.Clause {
	anyOf := func(name string) readapi.Clause {
		return readapi.Clause{"match": readapi.Clause{name: readapi.Clause{"query": readings, "operator": "or"}}}
	}
	out := []readapi.Clause{
		constant(anyOf(f.name), readingTier*f.boost),
		constant(anyOf(f.name+"."+lang), readingStemTier*f.boost),
	}
	if f.synonyms {
		out = append(out, constant(anyOf(f.name+"."+synonymSubfield), translitTier*f.boost))
	}
	return out
}

// maxTypoReadings: a misspelt word is searched with typos as its likeliest
// spellings in the other script, this many (Qarayef: гараеф, караеф).
const maxTypoReadings = 2

// nameTypoClause matches, with fuzzy=true, the likeliest spellings of a
// word in the other script with a typo in the name (in the description
// too it cost the engine twice the page), at nameTypoTier: a name
// misspelt in Latin letters
// ("Zverapolis") finds the row that writes it only in Cyrillic
// ("Зверополис"), below a typo in the script typed. textMatch adds it
// for a word of a short q the index knows nothing near in the script
// typed (no correction): where it does, the corrections find the name's
// other spellings (correctedClause). nil without spellings.
func nameTypoClause(fields []textField, spellings []string) readapi.Clause {
	spellings = spellings[:min(len(spellings), maxTypoReadings)]
	var tiers []readapi.Clause
	for _, f := range fields {
		if !f.names || !f.title || len(spellings) == 0 {
			continue
		}
		typo := readapi.Clause{"match": readapi.Clause{f.name: readapi.Clause{"query": strings.Join(spellings, " "), "operator": "or",
			"fuzziness": fuzziness, "fuzzy_transpositions": true, "prefix_length": 0, "max_expansions": MaxFuzzyTerms}}}
		tiers = append(tiers, constant(typo, nameTypoTier*f.boost))
	}
	if len(tiers) == 0 {
		return nil
	}
	return readapi.Clause{"dis_max": readapi.Clause{"queries": tiers}}
}

// nameClause matches any of a word's spellings in the other script in one
// field of names, by the stem of the spellings' language (folded too, so an
// exact spelling matches as well), at the translit tier: below a match in
// the script typed.
func nameClause(f textField, spellings []string) readapi.Clause {
	return nameMatch(f, spellings, translitTier)
}

// nameMatch matches any of spellings in the names field f, each in the
// stems of its script's language (Cyrillic: ru, Latin: az), scored at tier.
func nameMatch(f textField, spellings []string, tier float64) readapi.Clause {
	var cyrillic, latin []string
	for _, s := range spellings {
		if strings.ContainsFunc(s, func(r rune) bool { return r >= 'а' && r <= 'я' || r == 'ё' }) {
			cyrillic = append(cyrillic, s)
		} else {
			latin = append(latin, s)
		}
	}
	var tiers []readapi.Clause
	for _, in := range []struct {
		stems     string
		spellings []string
	}{{f.name + ".ru", cyrillic}, {f.name + ".az", latin}} {
		if len(in.spellings) > 0 {
			tiers = append(tiers, constant(readapi.Clause{"match": readapi.Clause{in.stems: readapi.Clause{"query": strings.Join(in.spellings, " "), "operator": "or"}}}, tier*f.boost))
		}
	}
	if len(tiers) == 1 {
		return tiers[0]
	}
	return readapi.Clause{"dis_max": readapi.Clause{"queries": tiers}}
}

// maxWindowWords: the synonyms of several words are looked for inside a
// plain q of at most this many words, which keeps the clauses few.
const maxWindowWords = 6

// synonymWindows returns, for each word of a plain q, the clauses that match
// a run of two or three words around it as one synonym of several words
// ("english teacher Ganja": "english teacher" finds "İngilis dili
// müəllimi"), in a synonym field at least as boosted as the body, scored as
// a synonym match of each of its words. A run that starts or ends with a
// stop word is no title, nor one that starts no synonym of several words
// (windows.go). refining holds, per word, those of the runs that
// name another job than their other words alone (refines). What they cost
// keeps within maxWindowLeaves: past it the runs of three words are left
// out, then every run.
func synonymWindows(fields []textField, qc qClasses) (windows, refining [][]readapi.Clause) {
	for longest := 3; longest >= 2; longest-- {
		var leaves int
		windows, refining, leaves = synonymWindowsUpTo(fields, qc, longest)
		if leaves <= maxWindowLeaves {
			return windows, refining
		}
	}
	return nil, nil
}

// maxWindowLeaves bounds what the windows of q may cost together (five
// eighths of the engine's limit), leaving the rest to the words' own
// clauses: past it the runs of three words are left out, then every run.
const maxWindowLeaves = MaxClauses * 5 / 8

// synonymWindowsUpTo is synonymWindows over the runs of at most longest
// words, and what they cost from above: counted once per word whose
// alternatives hold them, a phrase per field and per path through the
// synonym graph, twice the titles of the groups the run may start a
// synonym of (runPaths: "new year party" takes the New Year words and the
// names of the New Year show), each word of the run taking its own
// synonyms too.
func synonymWindowsUpTo(fields []textField, qc qClasses, longest int) (windows, refining [][]readapi.Clause, leaves int) {
	words := qc.words
	if len(words) < 2 || len(words) > maxWindowWords {
		return nil, nil, 0
	}
	plain := make([]string, len(qc.terms))
	for i, terms := range qc.terms {
		plain[i] = terms[0].plain
	}
	windows, refining = make([][]readapi.Clause, len(words)), make([][]readapi.Clause, len(words))
	for size := 2; size <= longest; size++ {
		for start := 0; start+size <= len(words); start++ {
			run := words[start : start+size]
			reading, read := qc.readingWindows[qRun{start, size}]
			read = read && qc.kept <= maxTranslitWords
			if qc.terms[start][0].stop || qc.terms[start+size-1][0].stop || !qc.windows[qRun{start, size}] && !read {
				continue
			}
			text := strings.Join(run, " ")
			var tiers []readapi.Clause
			searched := 0
			for _, f := range fields {
				if !f.synonyms || f.boost < 1 {
					continue
				}
				searched++
				if qc.windows[qRun{start, size}] {
					tiers = append(tiers, constant(matchPhrase(f.name+"."+synonymSubfield, text), synonymTier*f.boost))
				}
				if read {
					// the run read in Cyrillic, as its words' readings
					// match through a synonym (translitTier)
					tiers = append(tiers, constant(matchPhrase(f.name+"."+synonymSubfield, reading), translitTier*f.boost))
				}
			}
			if len(tiers) == 0 {
				return nil, nil, 0
			}
			paths := 0
			if qc.windows[qRun{start, size}] {
				paths += 2*runPaths(plain[start:start+size]) + 2
			}
			if read {
				paths += 2*runPaths(strings.Fields(reading)) + 2
			}
			leaves += size * searched * paths
			window := readapi.Clause{"dis_max": readapi.Clause{"queries": tiers}}
			refines := qc.refining[qRun{start, size}]
			for i := start; i < start+size; i++ {
				windows[i] = append(windows[i], window)
				if refines {
					refining[i] = append(refining[i], window)
				}
			}
		}
	}
	return windows, refining, leaves
}

// What a posting is ranks before how its words matched: a posting whose
// title names an assistant of the job (köməkçi, помощник, assistant) scores
// assistantFactor times what it would, unless q asks for an assistant, so
// "mühasib" ranks every accountant, whatever tier matched the title, above
// "Mühasib köməkçisi", and the assistant still above a posting that only
// mentions the word in its body (title tiers times 0.5 stay above 1), but
// below a match in the second field (an event at a theatre found by
// "tamaşa" through the event words, 2 × 0.8, above "Yeni il sirk
// tamaşası", 3 × 0.9 × 0.5).
const assistantFactor = 0.5

// demote scales by assistantFactor the score of the rows whose title names
// an assistant ([assistant title words], matched stemmed in the title's
// synonym subfield without the synonyms), unless q asks for an assistant, and of those whose title
// names another occupation than the generic word q asks for
// (classify.go; with fuzzy, also when q holds the generic word misspelt),
// of those derived to another occupation than q names or a kind of it
// (otherOccupationClauses) and, when no word of q says a level, of the
// interns' (qClasses.learners); by unaskedLevelFactor those derived to a
// level q does not ask for (qClasses.unasked);
// by honorificFactor those honorific matches (honorific.go, nil for
// none), by seekerFactor the postings of people seeking work (seekers.go),
// by otherTermFactor those derived to other terms than a word of
// q names (otherTermsFilter), and by narrowerFactor those derived to a
// narrowing term q does not ask for (termranks.go); a q whose clauses near the engine's limit (a long fuzzy q) is
// left as it is.
func demote(fields []textField, c readapi.Clause, qc qClasses, honorific readapi.Clause) readapi.Clause {
	var functions []readapi.Clause
	cost := Cost(c)
	for _, f := range fields {
		if !f.title || !f.synonyms {
			continue
		}
		name := f.name + "." + synonymSubfield
		var other []readapi.Clause
		if !qc.assistant {
			other = append(other, readapi.Clause{"match": readapi.Clause{name: readapi.Clause{"query": strings.Join(qc.lang.AssistantTitleWords, " "), "analyzer": "folded_stems"}}})
		}
		for _, phrase := range qc.otherOccupations {
			other = append(other, readapi.Clause{"match_phrase": readapi.Clause{name: readapi.Clause{"query": phrase, "analyzer": "folded_stems"}}})
		}
		other = append(other, otherOccupationClauses(qc)...)
		if learners := derivedTo(qc.learners); learners != nil {
			other = append(other, learners)
		}
		if len(other) > 0 {
			filter := readapi.Clause{"bool": readapi.Clause{"should": other}}
			functions = append(functions, readapi.Clause{"filter": filter, "weight": assistantFactor})
			cost += Cost(filter)
		}
		break
	}
	if honorific != nil {
		functions = append(functions, readapi.Clause{"filter": honorific, "weight": honorificFactor})
		cost += Cost(honorific)
	}
	if seekers := seekerFilter(fields, qc); seekers != nil {
		functions = append(functions, readapi.Clause{"filter": seekers, "weight": seekerFactor})
		cost += Cost(seekers)
	}
	if other := otherTermsFilter(qc); other != nil {
		functions = append(functions, readapi.Clause{"filter": other, "weight": otherTermFactor})
		cost += Cost(other)
	}
	if narrower := derivedTo(qc.narrower); narrower != nil {
		functions = append(functions, readapi.Clause{"filter": narrower, "weight": narrowerFactor})
		cost += Cost(narrower)
	}
	if unasked := derivedTo(qc.unasked); unasked != nil {
		functions = append(functions, readapi.Clause{"filter": unasked, "weight": unaskedLevelFactor})
		cost += Cost(unasked)
	}
	if len(functions) == 0 || cost > MaxClauses*3/4 {
		return c
	}
	return multiplied(c, functions)
}

// heldClause matches what holds the soft word of the group at i: the word
// in any way, exactly, stemmed or through its synonyms; for a word that
// says a value only beside another (a licence letter: `C kateqoriya`), the
// phrases that state the value, in any field. A row that states another
// value of its dimension (conflicts.go) holds nothing of it: voiding is
// that dimension, whose conflict softQualifier applies, -1 for none. A
// kind word that says no value but goes with one (dili, языка,
// kateqoriya: words.go) holds nothing of its own, nil: the value's word
// holds the kind ("dil" is in every posting that asks for languages).
func heldClause(fields []textField, qc qClasses, i int) (held readapi.Clause, voiding int) {
	w := qc.terms[i][0]
	at, says := w.value, w.says
	if !says && w.kind && !w.forWhom {
		return nil, -1
	}
	clause := wordClause(heldFields(fields), w.text, qc.lang.russianReadings(w), false, false)
	if qc.beside[i] {
		dim := qc.lang.Dimensions[at.Dim]
		var any []readapi.Clause
		for _, f := range fields {
			for _, phrase := range dim.Values[at.Value].Covering {
				any = append(any, statedPhrase(f, phrase, dim.Slop))
			}
		}
		clause = readapi.Clause{"bool": readapi.Clause{"should": any}}
	}
	if !says {
		return clause, -1
	}
	if derived := derivedClause(qc.lang.Dimensions[at.Dim], at.Value); derived != nil {
		clause = readapi.Clause{"bool": readapi.Clause{"should": []readapi.Clause{clause, derived}}}
	}
	if dim := qc.lang.Dimensions[at.Dim]; (!dim.Qualifier || dim.HeldByStates) && !qc.beside[i] {
		// a kind is held where a row states it, and a gender (a feminine
		// title); a seniority stated so ("Ведущий") is too loose a match
		// of what q says (senior)
		clause = readapi.Clause{"bool": readapi.Clause{"should": append([]readapi.Clause{clause}, heldStatedClauses(fields, dim, at.Value)...)}}
	}
	if _, ok := qc.conflicts[at.Dim]; ok {
		return clause, at.Dim
	}
	return clause, -1
}

// russianReadings are the Cyrillic readings of a Latin-typed word of q
// that is a qualifier only as Russian (smenniy, udalenno, nochnaya): a
// row holds it as written in Cyrillic («сменный график»); none for
// another word.
func (lang wordSet) russianReadings(w qWord) latinReadings {
	if _, ok := withEnding(lang.QualifierWords, w.plain, lang.EndingsQualifier); ok {
		return latinReadings{}
	}
	var cyrillic []string
	for _, r := range w.readings.cyrillic {
		if lang.isRussianQualifier(r) {
			cyrillic = append(cyrillic, r)
		}
	}
	return latinReadings{cyrillic: cyrillic}
}

// qualifierPhrase matches the run of qualifier or kind words of q's groups
// from start, size long, as a phrase in any field, folded or stemmed, or
// through the synonyms, or, for a run that says a value together
// (valueruns.go), a row derived to it, or, for a workplace named by a
// word of its own (geyim mağazasına), a row holding that word; never a row
// that states another value of a dimension the run or one of its words
// says (conflicts.go): voiding is that dimension, whose conflict
// voidable applies, when it is the only one, else -1.
func qualifierPhrase(fields []textField, qc qClasses, start, size int) (held readapi.Clause, voiding int) {
	text := strings.Join(qc.words[start:start+size], " ")
	var any []readapi.Clause
	if qc.namedWorkplaces[qRun{start, size}] {
		any = append(any, wordClause(heldFields(fields), qc.words[start], latinReadings{}, false, false))
	}
	for _, f := range heldFields(fields) {
		for _, name := range append([]string{f.name}, subfields(f.name, stemSubfields)...) {
			any = append(any, matchPhrase(name, text))
		}
		if f.synonyms {
			any = append(any, matchPhrase(f.name+"."+synonymSubfield, text))
		}
	}
	var conflicts []readapi.Clause
	seen := map[int]bool{}
	if at, ok := qc.runSays[qRun{start, size}]; ok {
		if derived := derivedClause(qc.lang.Dimensions[at.Dim], at.Value); derived != nil {
			any = append(any, derived)
		}
		if qc.conflicts[at.Dim] != nil {
			conflicts = append(conflicts, qc.conflicts[at.Dim])
			seen[at.Dim] = true
		}
	}
	for i := start; i < start+size; i++ {
		// as its word alone would be (heldClause), a run is held where a
		// row states the kind one of its words says: "İngilis dili
		// müəllimi" for "ingilis dilindən", whose stems its phrase misses
		if w := qc.terms[i][0]; w.says && (!qc.lang.Dimensions[w.value.Dim].Qualifier || qc.lang.Dimensions[w.value.Dim].HeldByStates) && !qc.beside[i] {
			any = append(any, heldStatedClauses(fields, qc.lang.Dimensions[w.value.Dim], w.value.Value)...)
		}
	}
	held = readapi.Clause{"bool": readapi.Clause{"should": any}}
	for i := start; i < start+size; i++ {
		if w := qc.terms[i][0]; w.says && qc.conflicts[w.value.Dim] != nil && !seen[w.value.Dim] {
			conflicts = append(conflicts, qc.conflicts[w.value.Dim])
			seen[w.value.Dim] = true
		}
	}
	switch len(seen) {
	case 0:
		return held, -1
	case 1:
		for d := range seen {
			return held, d
		}
	}
	return readapi.Clause{"bool": readapi.Clause{"must": held, "must_not": conflicts}}, -1
}

// conflictClauses matches, for each dimension a soft word of a plain q
// (qClasses.soft) says a value of, the postings whose title (or also
// body) states another value of it as a phrase, folded, and no value q
// asks for.
func conflictClauses(qc qClasses) []readapi.Clause {
	var out []readapi.Clause
	for d := range qc.lang.Dimensions {
		if c, ok := qc.conflicts[d]; ok {
			out = append(out, c)
		}
	}
	return out
}

// dimensionConflicts returns conflictClauses by dimension (its index in
// qc.lang.Dimensions).
func dimensionConflicts(fields []textField, qc qClasses) map[int]readapi.Clause {
	asked := qc.asked
	out := map[int]readapi.Clause{}
	for d, dim := range qc.lang.Dimensions {
		if asked[d] == nil {
			continue
		}
		var other, own, broader []readapi.Clause
		for v, val := range dim.Values {
			stated := statedClauses(fields, dim, v)
			switch {
			case asked[d][v]:
				own = append(own, stated...)
			case broaderThanAsked(val, asked[d]):
				broader = append(broader, stated...)
			default:
				other = append(other, stated...)
			}
		}
		if len(broader) > 0 {
			other = append(other, readapi.Clause{"bool": readapi.Clause{"should": broader, "minimum_should_match": 1, "must_not": askingWords(fields, qc, d)}})
		}
		for v := range dim.Values {
			if derived := derivedClause(dim, v); derived != nil && asked[d][v] {
				own = append(own, derived)
			} else if derived != nil && !broaderThanAsked(dim.Values[v], asked[d]) {
				other = append(other, derived)
			}
		}
		if len(other) == 0 {
			continue
		}
		c := readapi.Clause{"should": other, "minimum_should_match": 1}
		if len(own) > 0 {
			c["must_not"] = own
		}
		out[d] = readapi.Clause{"bool": c}
	}
	return out
}

// statedClauses match the rows that state value v of dim as a phrase, in
// the title, or also the body when the dimension says so: "Водитель-
// экспедитор" holds the kind `delivery` though it never says the word.
func statedClauses(fields []textField, dim language.Dimension, v int) []readapi.Clause {
	return statedBy(fields, dim, v, func(f textField, phrase string) readapi.Clause { return sloppyPhrase(f.name, phrase, dim.Slop) })
}

// heldStatedClauses are statedClauses matched by the stems (statedPhrase):
// what holds a kind word of q may be inflected ("C kateqoriyası" for "C
// kateqoriya"); what contradicts one is read as written.
func heldStatedClauses(fields []textField, dim language.Dimension, v int) []readapi.Clause {
	return statedBy(fields, dim, v, func(f textField, phrase string) readapi.Clause { return statedPhrase(f, phrase, dim.Slop) })
}

// statedBy matches each phrase stating value v of dim, as match makes it,
// in the title and, when the dimension says so, the body: not in a
// company's name, which states no value of a posting (and cost a relevance
// page of `mühasib təcrübəsiz` a tenth of its time).
func statedBy(fields []textField, dim language.Dimension, v int, match func(f textField, phrase string) readapi.Clause) []readapi.Clause {
	var out []readapi.Clause
	for _, f := range fields {
		if !f.title && !(dim.InBody && f.body) {
			continue
		}
		for _, phrase := range dim.Values[v].Covering {
			out = append(out, match(f, phrase))
		}
	}
	return out
}

// derivedClause matches the rows derived to value v of dim (the terms of
// its Dimension.Derived member: a career_level "Kiçik mütəxəssis" is a
// junior's posting whatever its title says), or flagged so (its
// Dimension.Flag true: the source's remote); nil when the dimension names
// no member or the value no term, nor a flag.
func derivedClause(dim language.Dimension, v int) readapi.Clause {
	var any []readapi.Clause
	if dim.Derived != "" && len(dim.Values[v].Terms) > 0 {
		any = append(any, readapi.Clause{"terms": readapi.Clause{readapi.DerivedField + "." + dim.Derived: dim.Values[v].Terms}})
	}
	if dim.Flag != "" && dim.Values[v].Flagged {
		any = append(any, readapi.Clause{"term": readapi.Clause{dim.Flag: true}})
	}
	return anyOf(any)
}

// broaderThanAsked reports whether a value is broader than a value asked
// (language.Value.Narrower): a row stating a personal driver may be a
// director's, and contradicts `direktorun sürücüsü` only when it holds the
// word nowhere (askingWords).
func broaderThanAsked(val language.Value, asked map[int]bool) bool {
	for _, n := range val.Narrower {
		if asked[n] {
			return true
		}
	}
	return false
}

// askingWords match, in any field, the soft words of q that say a value of
// dimension d.
func askingWords(fields []textField, qc qClasses, d int) []readapi.Clause {
	var out []readapi.Clause
	for i, soft := range qc.soft {
		if w := qc.first(i); soft && w.says && w.value.Dim == d {
			out = append(out, wordClause(fields, w.text, latinReadings{}, false, false))
		}
	}
	return out
}

// statedPhrase matches a phrase stating a value in field f by the stems of
// its script's language (Cyrillic: ru, else az), so that its inflected
// forms state the value too ("C kateqoriyası", "категорию C" for "c
// kateqoriya", "категории c"); the phrase's own form has the same stems.
func statedPhrase(f textField, phrase string, slop int) readapi.Clause {
	lang := "az"
	if strings.ContainsFunc(phrase, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) {
		lang = "ru"
	}
	return sloppyPhrase(f.name+"."+lang, phrase, slop)
}

// sloppyPhrase matches text's words in order in one field, at most slop
// words apart.
func sloppyPhrase(field, text string, slop int) readapi.Clause {
	if slop == 0 {
		return matchPhrase(field, text)
	}
	return readapi.Clause{"match_phrase": readapi.Clause{field: readapi.Clause{"query": text, "slop": slop}}}
}

// constant scores a match by its tier alone.
func constant(c readapi.Clause, score float64) readapi.Clause {
	return readapi.Clause{"constant_score": readapi.Clause{"filter": c, "boost": score}}
}

// anyOf matches a row that any of the clauses matches: nil for none, the
// clause itself for one.
func anyOf(clauses []readapi.Clause) readapi.Clause {
	switch len(clauses) {
	case 0:
		return nil
	case 1:
		return clauses[0]
	}
	return readapi.Clause{"bool": readapi.Clause{"should": clauses}}
}
