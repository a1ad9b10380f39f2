package search

import (
	"readapi"

	"net/url"
	"slices"
	"strconv"
	"strings"
)

// How `q` matches (see mappings/analysis.json for the analyzers). Every
// full-text field is indexed folded (case, İ/ı/I/i, ə→e, diacritics, ё→е)
// and, in the subfields az, ru and en, folded and stemmed by one language;
// the fields of readapi.Dataset.Synonyms also carry syn, stemmed by all three and
// searched with the job-title synonyms. Each word of q must match in some
// field in one of these ways, or with fuzzy=true by a typo (folded, and in
// the title also stemmed: a misspelt plural finds the singular; each fuzzy
// clause costs OpenSearch an automaton); a query of several words may
// instead match as a whole through a synonym of several words ("satış
// meneceri" for "sales manager").
//
// A word scores the best of its ways: the field's boost times the way's
// tier. The tiers lie close enough together that the field decides first
// (title, then company or venue, then body, then a job's place) and the way
// second: exact, then stemmed, then synonym, then typo. A Latin-typed word
// read in Cyrillic (translit.go) is a direct match of the word typed: its
// reading matched exactly or stemmed ranks just below the word matched so
// as typed, above every synonym; the reading's synonyms rank with the
// synonyms. A BM25 score of the title (and its synonyms; in a short q also
// of the helper fields below the body, withHelperTies) weighted by
// bm25Weight, too small to cross from one field or way to the next, orders
// the rows that match alike (a short title before a long one); only those,
// since BM25 over every field and subfield tripled the
// cost of a relevance page for no better order on the judged queries. It is
// left out when nothing is scored (another order): the tiers alone select
// the same rows. BM25 reads
// the statistics of the row's shard: readapi's indices have one shard; on
// several, searching with search_type=dfs_query_then_fetch keeps identical
// rows scoring alike.

// stemSubfields are the per-language subfields of every full-text field.
var stemSubfields = []string{"az", "ru", "en"}

// synonymSubfield is the subfield searched with the job-title synonyms.
const synonymSubfield = "syn"

// Tiers of the ways a word matches. Field boosts (readapi.Dataset.FullText) differ
// by a factor of 1.5 at least, more than exactTier/typoTier.
const (
	exactTier   = 1.0
	stemTier    = 0.9
	synonymTier = 0.8
	// readingTier and readingStemTier: the reading of a Latin-typed word
	// (translit.go) matched exactly or stemmed, just below the word typed
	// matched so (buxgalter: Buxgalter, then Бухгалтер, then Mühasib).
	readingTier     = 0.95
	readingStemTier = 0.85
	// translitTier: the reading matched through a synonym.
	translitTier = 0.75
	typoTier     = 0.7
	// correctedTier: a misspelt word corrected against the index
	// (typos.go), matched stemmed or through a synonym; above the next
	// field's exact match (a boost 1.5 times lower, 0.667).
	correctedTier = 0.68
	// correctedNameTier: a corrected word found as its spelling in the
	// other script (names.go), below the correction found as spelt.
	correctedNameTier = 0.66
	bm25Weight        = 0.001
)

// fuzziness allows, after folding, one edit to a word of 5 to 8 characters
// and two to a longer one (a transposition is one edit).
const fuzziness = "AUTO:5,9"

// maxFuzzyTerms bounds the index terms one misspelt word expands to.
const maxFuzzyTerms = 20

// maxWords is how many words of q get clauses of their own; further words
// must match exactly in a major field, which keeps a pasted paragraph under
// OpenSearch's limit of clauses per query.
const maxWords = 14

// maxWordLeaves bounds the leaf queries the words of q with clauses of
// their own take together: jobs' 14 words take all of it (28 each); a
// dataset whose fields search a word in more ways (events: every field with
// the event words, 40) gives fewer words clauses of their own, which keeps
// a q of 80 words within the engine's limit.
const maxWordLeaves = 392

// ownWords is how many words of q get clauses of their own on these fields.
func ownWords(fields []textField) int {
	per := 0
	for _, f := range fields {
		per += 1 + len(stemSubfields)
		if f.synonyms {
			per += synonymLeaves
		}
	}
	return min(maxWords, maxWordLeaves/max(1, per))
}

// parseText reads q (its non-blank values) and the parameters that refine
// it, which need it: order=relevance, fuzzy and highlight.
func (q *Query) parseText(params url.Values) ([]string, error) {
	var texts []string
	for _, v := range params["q"] {
		if v = strings.TrimSpace(v); v != "" {
			texts = append(texts, v)
		}
	}
	if q.Order == readapi.OrderRelevance && len(texts) == 0 {
		return nil, readapi.Invalid("order", "order=%s ranks the rows by how well they match q; give q or choose another order", readapi.OrderRelevance)
	}
	for _, name := range readapi.TextOptions {
		v, given, err := single(params, name)
		if err != nil {
			return nil, err
		}
		if !given {
			continue
		}
		on, err := readapi.ParseBool(name, v)
		if err != nil {
			return nil, err
		}
		if len(texts) == 0 {
			return nil, readapi.Invalid(name, "%s applies to q; give q or leave %s out", name, name)
		}
		if name == "fuzzy" {
			q.Fuzzy = on
		} else {
			q.Highlight = on
		}
	}
	return texts, nil
}

// textField is one of readapi.Dataset.FullText; title marks the most boosted.
type textField struct {
	name     string
	boost    float64
	synonyms bool
	title    bool
	// names: also searched with the other script's spellings of a word
	// (readapi.Dataset.Names, names.go).
	names bool
}

func textFields(d *readapi.Dataset) []textField {
	var out []textField
	top := 0
	for i, f := range append(slices.Clone(d.FullText), d.PlaceText...) {
		name, b, _ := strings.Cut(f, "^")
		boost, err := strconv.ParseFloat(b, 64)
		if err != nil {
			boost = 1
		}
		out = append(out, textField{name: name, boost: boost, synonyms: slices.Contains(d.Synonyms, name), names: slices.Contains(d.Names, name)})
		if boost > out[top].boost {
			top = i
		}
	}
	if len(out) > 0 {
		out[top].title = true
	}
	return out
}

// majorFields leaves out the fields below the body (jobs' place), which
// match only the words of q that get clauses of their own and take no typos.
func majorFields(fields []textField) []textField {
	var out []textField
	for _, f := range fields {
		if f.boost >= 1 {
			out = append(out, f)
		}
	}
	return out
}

// boosted lists the fields' sub subfields ("" for the fields themselves)
// with their boosts, as multi_match takes them.
func boosted(fields []textField, sub string) []string {
	var out []string
	for _, f := range fields {
		name := f.name
		if sub != "" {
			name += "." + sub
		}
		out = append(out, name+"^"+strconv.FormatFloat(f.boost, 'g', -1, 64))
	}
	return out
}

// subfields names the subs of a field.
func subfields(field string, subs []string) []string {
	out := make([]string, len(subs))
	for i, sub := range subs {
		out[i] = field + "." + sub
	}
	return out
}

// match matches every word of text in one field.
func match(field, text string) readapi.Clause {
	return readapi.Clause{"match": readapi.Clause{field: readapi.Clause{"query": text, "operator": "and"}}}
}

// constant scores a match by its tier alone.
func constant(c readapi.Clause, score float64) readapi.Clause {
	return readapi.Clause{"constant_score": readapi.Clause{"filter": c, "boost": score}}
}

// crossFields matches every word of text across the fields, scored by BM25.
func crossFields(text string, fields []string, weight float64) readapi.Clause {
	return readapi.Clause{"multi_match": readapi.Clause{"query": text, "type": "cross_fields", "fields": fields, "operator": "and", "boost": weight}}
}

// textClause is the clause one value of q adds: it selects the matching
// rows and, when scored, ranks them, from q's syntax (qsyntax.go) and the
// classes of its words (classify.go): each group must match, no exclusion
// may.
func textClause(d *readapi.Dataset, qc qClasses, fuzzy, scored bool, corrections map[string][]string) readapi.Clause {
	if len(qc.groups) == 0 && len(qc.excluded) == 0 {
		return readapi.Clause{"match_none": readapi.Clause{}}
	}
	fields := textFields(d)
	c, qualifiers := textMatch(fields, qc, fuzzy, scored, corrections)
	if !scored {
		return c
	}
	conflicts := conflictClauses(fields, qc)
	if clauseCost(c)+clauseCost(readapi.Clause{"bool": readapi.Clause{"should": conflicts}}) > maxClauses/2 {
		conflicts = nil
	}
	return demote(fields, rankQualifiers(c, qualifiers, conflicts), qc)
}

// textMatch compiles a parsed q: each group must match, no exclusion may;
// stop words need not, nor, when scored, qualifier words (softwords.go):
// under another order nothing ranks the rows holding them first, so they
// must match like every word. It returns apart, for rankQualifiers, what
// holds each qualifier word: the word itself, or a synonym of several
// words that takes it in ("baş mühasib" finds "Главный бухгалтер").
func textMatch(fields []textField, qc qClasses, fuzzy, scored bool, corrections map[string][]string) (readapi.Clause, []readapi.Clause) {
	if !scored {
		// unscored, no word is soft: every word but the stop words must
		// match (relaxed.go)
		qc.soft = make([]bool, len(qc.groups))
	}
	stopped, kept, soft := qc.stopped, qc.kept, qc.soft
	var qualifiers []readapi.Clause
	// Latin-typed Russian is tried in short queries without typos, which
	// keeps the clauses within the limit.
	translit := !fuzzy && kept <= maxTranslitWords
	// Synonyms of several words inside q are looked for without typos,
	// which keeps a fuzzy q within the clause limit.
	var windows, refining [][]readapi.Clause
	if qc.plain && !fuzzy {
		windows, refining = synonymWindows(fields, qc)
	}
	runs, inRun := qualifierRuns(qc)
	own := ownWords(fields)
	var each, rest []readapi.Clause
	var extra []string
	k := 0
	for i, g := range qc.groups {
		if stopped[i] {
			continue
		}
		if size, ok := runs[i]; ok {
			qualifiers = append(qualifiers, qualifierPhrase(fields, qc, i, size))
		}
		if inRun[i] {
			continue
		}
		if soft[i] {
			held := heldClauses(fields, qc, i)
			if held == nil {
				continue
			}
			if refining != nil {
				held = append(held, refining[i]...)
			}
			qualifiers = append(qualifiers, readapi.Clause{"bool": readapi.Clause{"should": held}})
			continue
		}
		if k++; k > own && qc.plain {
			extra = append(extra, g[0].text)
			continue
		}
		var alternatives []readapi.Clause
		for j, t := range g {
			alternatives = append(alternatives, termClause(fields, t, qc.terms[i][j], fuzzy, scored, translit, kept <= maxNameWords))
			if fixed := corrections[t.text]; len(fixed) > 0 && !t.phrase && !t.prefix {
				alternatives = append(alternatives, correctedClause(fields, fixed, kept <= maxNameWords))
			}
		}
		if windows != nil {
			alternatives = append(alternatives, windows[i]...)
		}
		clause := alternatives[0]
		if len(alternatives) > 1 {
			clause = readapi.Clause{"dis_max": readapi.Clause{"queries": alternatives}}
		}
		if qc.single(i) && qc.first(i).place {
			clause = scalePlace(clause)
		}
		each = append(each, clause)
	}
	if len(extra) > 0 {
		each = append(each, constant(crossFields(strings.Join(extra, " "), boosted(majorFields(fields), ""), 1), exactTier))
	}
	for _, t := range qc.excluded {
		rest = append(rest, excludedClause(fields, t))
	}
	direct := readapi.Clause{"bool": readapi.Clause{"must": each}}
	if len(rest) > 0 {
		direct = readapi.Clause{"bool": readapi.Clause{"must": each, "must_not": rest}}
	}
	ws := qc.words()
	if !qc.plain || len(ws) < 2 {
		return direct, qualifiers
	}
	text := strings.Join(ws, " ")
	if scored {
		direct["bool"].(readapi.Clause)["should"] = []readapi.Clause{adjacentClause(fields, text)}
	}
	// A synonym of several words scores as if each word matched by synonym
	// (a job title: so only in the most boosted field).
	var phrase []readapi.Clause
	for _, f := range fields {
		if f.synonyms && f.title {
			phrase = append(phrase, constant(match(f.name+"."+synonymSubfield, text), float64(len(ws))*synonymTier*f.boost))
			if translit && qc.cyrillic != "" {
				phrase = append(phrase, constant(match(f.name+"."+synonymSubfield, qc.cyrillic), float64(len(ws))*translitTier*f.boost))
			}
		}
	}
	if len(phrase) == 0 {
		return direct, qualifiers
	}
	return readapi.Clause{"bool": readapi.Clause{"should": []readapi.Clause{direct, {"dis_max": readapi.Clause{"queries": phrase}}}, "minimum_should_match": 1}}, qualifiers
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

// latinReadings are the other spellings of a Latin-typed word of q: the
// Cyrillic words it may spell and its Azerbaijani reading (translit.go).
type latinReadings struct {
	cyrillic []string
	az       string
	// names are the word's spellings in the other script, for the
	// fields of names (names.go).
	names []string
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
					"fuzziness": fuzziness, "fuzzy_transpositions": true, "prefix_length": 0, "max_expansions": maxFuzzyTerms}}}
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
// name another job than their other words alone (refines).
func synonymWindows(fields []textField, qc qClasses) (windows, refining [][]readapi.Clause) {
	words := qc.words()
	if len(words) < 2 || len(words) > maxWindowWords {
		return nil, nil
	}
	windows, refining = make([][]readapi.Clause, len(words)), make([][]readapi.Clause, len(words))
	for size := 2; size <= 3; size++ {
		for start := 0; start+size <= len(words); start++ {
			run := words[start : start+size]
			if qc.first(start).stop || qc.first(start+size-1).stop || !qc.windows[qRun{start, size}] {
				continue
			}
			text := strings.Join(run, " ")
			var tiers []readapi.Clause
			for _, f := range fields {
				if f.synonyms && f.boost >= 1 {
					tiers = append(tiers, constant(matchPhrase(f.name+"."+synonymSubfield, text), synonymTier*f.boost))
				}
			}
			if len(tiers) == 0 {
				return nil, nil
			}
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
	return windows, refining
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
// (words.go; with fuzzy, also when q holds the generic word misspelt);
// a q whose clauses near the engine's limit (a long fuzzy
// q) is left as it is.
func demote(fields []textField, c readapi.Clause, qc qClasses) readapi.Clause {
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
		if len(other) == 0 {
			return c
		}
		filter := readapi.Clause{"bool": readapi.Clause{"should": other}}
		if clauseCost(c)+clauseCost(filter) > maxClauses*3/4 {
			return c
		}
		return readapi.Clause{"function_score": readapi.Clause{"query": c, "functions": []readapi.Clause{{"filter": filter, "weight": assistantFactor}}, "boost_mode": "multiply", "score_mode": "multiply"}}
	}
	return c
}
