package search

import (
	"net/url"
	"slices"
	"strings"
	"unicode"
)

// How `q` matches (see mappings/analysis.json for the analyzers). Every
// full-text field is indexed folded (case, İ/ı/I/i, ə→e, diacritics, ё→е)
// and, in the subfields az, ru and en, folded and stemmed by one language;
// the fields of Dataset.Synonyms also carry syn, stemmed by all three and
// searched with the job-title synonyms. Each word of q must match in some
// field in one of these ways, or by a typo with fuzzy=true; a query of
// several words may instead match as a whole through a synonym of several
// words ("satış meneceri" for "sales manager"). The score adds up the ways
// a word matched, so a word found exactly (which also matches its stems)
// outranks one found only through a stem, and that one a synonym or a typo.

// OrderRelevance is the `order` value that sorts by score.
const OrderRelevance = "relevance"

// AcceptedOrders lists every `order` value a collection accepts: the
// OrderValues of its sort fields, and relevance (with q) where it has
// full-text fields.
func (d *Dataset) AcceptedOrders() []string {
	if len(d.FullText) == 0 {
		return d.OrderValues()
	}
	return append(d.OrderValues(), OrderRelevance)
}

// stemSubfields are the per-language subfields of every full-text field.
var stemSubfields = []string{"az", "ru", "en"}

// synonymSubfield is the subfield searched with the job-title synonyms.
const synonymSubfield = "syn"

// Weights of the ways a word matches, against 1 for an exact match.
const (
	stemWeight    = 0.5
	synonymWeight = 0.4
	fuzzyWeight   = 0.5
)

// fuzziness allows, after folding, one edit to a word of 5 to 8 characters
// and two to a longer one (a transposition is one edit).
const fuzziness = "AUTO:5,9"

// maxFuzzyTerms bounds the index terms one misspelt word expands to.
const maxFuzzyTerms = 25

// maxWords is how many words of q get a clause of their own; further words
// must match exactly, which keeps a pasted paragraph under OpenSearch's
// limit of clauses per query.
const maxWords = 16

// parseText reads q (its non-blank values) and the parameters that refine
// it, which need it: order=relevance, fuzzy and highlight.
func (q *Query) parseText(params url.Values) ([]string, error) {
	var texts []string
	for _, v := range params["q"] {
		if v = strings.TrimSpace(v); v != "" {
			texts = append(texts, v)
		}
	}
	if q.Order == OrderRelevance && len(texts) == 0 {
		return nil, Invalid("order", "order=%s ranks the rows by how well they match q; give q or choose another order", OrderRelevance)
	}
	for _, name := range textOptions {
		v, given, err := single(params, name)
		if err != nil {
			return nil, err
		}
		if !given {
			continue
		}
		on, err := parseBool(name, v)
		if err != nil {
			return nil, err
		}
		if len(texts) == 0 {
			return nil, Invalid(name, "%s applies to q; give q or leave %s out", name, name)
		}
		if name == "fuzzy" {
			q.Fuzzy = on
		} else {
			q.Highlight = on
		}
	}
	return texts, nil
}

// textFields lists the dataset's full-text fields with their boosts, each
// name followed by "."+sub when sub is given; synonymsOnly keeps the fields
// of Dataset.Synonyms.
func textFields(d *Dataset, sub string, synonymsOnly bool) []string {
	var out []string
	for _, f := range d.FullText {
		name, boost, _ := strings.Cut(f, "^")
		if synonymsOnly && !slices.Contains(d.Synonyms, name) {
			continue
		}
		if sub != "" {
			name += "." + sub
		}
		if boost != "" {
			name += "^" + boost
		}
		out = append(out, name)
	}
	return out
}

// words splits q where the user put spaces, dropping pieces without a
// letter or digit. A piece the analyzers split further ("satış-meneceri")
// must match all of its parts.
func words(text string) []string {
	var out []string
	for _, w := range strings.Fields(text) {
		if strings.IndexFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			out = append(out, w)
		}
	}
	return out
}

// allWords matches every word of text across the fields, each field
// analysed its own way.
func allWords(text string, fields []string, weight float64) Clause {
	return Clause{"multi_match": Clause{"query": text, "type": "cross_fields", "fields": fields, "operator": "and", "boost": weight}}
}

// textClause is the clause one value of q adds: it selects the matching
// rows and scores them.
func textClause(d *Dataset, text string, fuzzy bool) Clause {
	ws := words(text)
	if len(ws) == 0 {
		return Clause{"match_none": Clause{}}
	}
	var each []Clause
	for _, w := range ws[:min(len(ws), maxWords)] {
		each = append(each, wordClause(d, w, fuzzy))
	}
	if len(ws) > maxWords {
		each = append(each, allWords(strings.Join(ws[maxWords:], " "), textFields(d, "", false), 1))
	}
	direct := Clause{"bool": Clause{"must": each}}
	synonyms := textFields(d, synonymSubfield, true)
	if len(ws) == 1 || len(synonyms) == 0 {
		return direct
	}
	phrase := allWords(strings.Join(ws, " "), synonyms, synonymWeight)
	return Clause{"bool": Clause{"should": []Clause{direct, phrase}, "minimum_should_match": 1}}
}

// wordClause matches one word of q in any of the ways the fields allow.
func wordClause(d *Dataset, w string, fuzzy bool) Clause {
	ways := []Clause{allWords(w, textFields(d, "", false), 1)}
	for _, sub := range stemSubfields {
		ways = append(ways, allWords(w, textFields(d, sub, false), stemWeight))
	}
	if synonyms := textFields(d, synonymSubfield, true); len(synonyms) > 0 {
		ways = append(ways, allWords(w, synonyms, synonymWeight))
	}
	if fuzzy {
		ways = append(ways, Clause{"multi_match": Clause{
			"query": w, "fields": textFields(d, "", false), "operator": "and", "boost": fuzzyWeight,
			"fuzziness": fuzziness, "fuzzy_transpositions": true, "prefix_length": 0, "max_expansions": maxFuzzyTerms,
		}})
	}
	return Clause{"bool": Clause{"should": ways, "minimum_should_match": 1}}
}

// Highlight markup: the text is HTML-escaped, matched terms wrapped in
// <mark>; at most highlightFragments fragments of about highlightSize
// characters per field.
const (
	highlightFragments = 3
	highlightSize      = 160
)

// highlightClause asks OpenSearch for marked fragments of the dataset's
// highlighted fields. The fast vector highlighter (the fields store term
// vectors) merges the matches of a field's subfields, so stemmed, synonym
// and typo matches are marked in the text as published.
func highlightClause(d *Dataset) Clause {
	fields := Clause{}
	for _, f := range d.Highlight {
		matched := []string{f}
		for _, sub := range stemSubfields {
			matched = append(matched, f+"."+sub)
		}
		if slices.Contains(d.Synonyms, f) {
			matched = append(matched, f+"."+synonymSubfield)
		}
		fields[f] = Clause{"matched_fields": matched}
	}
	return Clause{
		"type": "fvh", "pre_tags": []string{"<mark>"}, "post_tags": []string{"</mark>"}, "encoder": "html",
		"number_of_fragments": highlightFragments, "fragment_size": highlightSize, "fields": fields,
	}
}
