package search

import (
	"net/url"
	"slices"
	"strings"

	"readapi"
	"readapi/search/qtext"
)

// q in the request: its values and the parameters that refine it are read
// here, each value is compiled by package qtext (parsed and classified
// once, then its clause built), and meta.relaxed, the typo words and the
// corrected clauses read the values so classified.

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

// Relaxed returns, under order=relevance, the words of q that rows of the
// result need not hold (empty when every word must match; qtext.Value.Relaxed
// says which), those of each value in turn, a word listed once; nil under
// another order, when meta.relaxed is absent.
func (q *Query) Relaxed() []string {
	if q.Order != readapi.OrderRelevance {
		return nil
	}
	out := []string{}
	for _, v := range q.texts {
		for _, w := range v.Relaxed() {
			if !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// TypoWords lists the distinct words of q that a typo may hide (with
// fuzzy=true; qtext.Value.TypoWords), which the engine corrects against the
// index's vocabulary (qtext.TypoVocabulary).
func (q *Query) TypoWords() []string {
	var out []string
	for _, v := range q.texts {
		for _, w := range v.TypoWords() {
			if !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// CorrectTypos adds to q's clauses the corrections of its misspelt words
// (word → index terms near it, as the engine found them, and the synonyms'
// words near it: qtext.WithSynonymCorrections; a short word the word
// beside it shows misspelt: qtext.Value.RunCorrections), searched stemmed and through
// the synonyms at the typo tier; a q that would then exceed the engine's
// clause limit keeps its clauses as they were.
func (q *Query) CorrectTypos(found map[string][]string) {
	corrections := qtext.WithSynonymCorrections(q.TypoWords(), found)
	for _, v := range q.texts {
		for w, fixed := range v.RunCorrections() {
			if corrections == nil {
				corrections = map[string][]string{}
			}
			corrections[w] = append(corrections[w], fixed...)
		}
	}
	if len(corrections) == 0 {
		return
	}
	before, beforeCost := make([]readapi.Clause, len(q.textAt)), slices.Clone(q.textCost)
	for i, at := range q.textAt {
		before[i] = q.Filters[at]
		q.Filters[at] = q.texts[i].Clause(q.Order == readapi.OrderRelevance, corrections)
		q.textCost[i] = qtext.Cost(q.Filters[at])
	}
	if q.checkCost() != nil {
		for i, at := range q.textAt {
			q.Filters[at] = before[i]
		}
		q.textCost = beforeCost
	}
}
