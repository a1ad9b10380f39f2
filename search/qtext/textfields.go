package qtext

import (
	"slices"
	"strconv"
	"strings"

	"readapi"
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
	// kindTier: a row derived to a kind of the occupation a word names
	// (a taxi driver for "sürücü": kindsClause), below its synonyms.
	kindTier = 0.78
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
	// nameTypoTier: a word's spelling in the other script matched with
	// a typo (nameTypoClause), below a correction found so.
	nameTypoTier = 0.64
	bm25Weight   = 0.001
)

// fuzziness allows, after folding, one edit to a word of 5 to 8 characters
// and two to a longer one (a transposition is one edit).
const fuzziness = "AUTO:5,9"

// MaxFuzzyTerms bounds the index terms one misspelt word expands to.
const MaxFuzzyTerms = 20

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

// textField is one of readapi.Dataset.FullText; title marks the most boosted.
type textField struct {
	name     string
	boost    float64
	synonyms bool
	title    bool
	// names: also searched with the other script's spellings of a word
	// (readapi.Dataset.Names, names.go).
	names bool
	// heldSynonyms: its syn subfield only holds a qualifier or kind word
	// (readapi.Dataset.HeldSynonyms, heldFields).
	heldSynonyms bool
	// body: the least boosted of the fields above the place (jobs'
	// description), where a row says in sentences what its title and names
	// do not: a dimension's value stated or a qualifier denied (statedBy,
	// negatedClause).
	body bool
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
		out = append(out, textField{name: name, boost: boost, synonyms: slices.Contains(d.Synonyms, name), names: slices.Contains(d.Names, name),
			heldSynonyms: slices.Contains(d.HeldSynonyms, name)})
		if boost > out[top].boost {
			top = i
		}
	}
	if len(out) > 0 {
		out[top].title = true
	}
	markBody(out)
	return out
}

// markBody marks as the body the fields of the lowest boost at or above 1,
// unless that is the title's.
func markBody(fields []textField) {
	lowest := 0.0
	for _, f := range fields {
		if f.boost >= 1 && (lowest == 0 || f.boost < lowest) {
			lowest = f.boost
		}
	}
	for i, f := range fields {
		fields[i].body = f.boost == lowest && !f.title
	}
}

// heldFields are the fields as they hold a qualifier or kind word of q:
// those of readapi.Dataset.HeldSynonyms searched with their synonyms too.
func heldFields(fields []textField) []textField {
	out := slices.Clone(fields)
	for i := range out {
		out[i].synonyms = out[i].synonyms || out[i].heldSynonyms
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
