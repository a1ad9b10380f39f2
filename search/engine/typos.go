package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"readapi/search"
)

// typoTimeout bounds the lookup of corrections: without them the search
// still finds what the fuzzy clauses find.
const typoTimeout = 2 * time.Second

// maxCorrections is how many index terms one misspelt word is corrected to.
const maxCorrections = 3

// corrections asks the index for the terms of the dataset's typo vocabulary
// fields near each word (search.Query.TypoWords) that the vocabulary lacks, within
// the edits fuzzy=true allows: a term suggester per word in one request. A
// failed lookup corrects nothing.
func (e *Engine) corrections(ctx context.Context, index string, d *search.Dataset, words []string) map[string][]string {
	fields := d.TypoVocabulary()
	if len(fields) == 0 || len(words) == 0 {
		return nil
	}
	suggest := map[string]any{}
	for i, w := range words {
		for k, f := range fields {
			suggest[fmt.Sprint("w", i, "f", k)] = map[string]any{"text": w, "term": map[string]any{
				"field": f.Field, "analyzer": f.Analyzer, "suggest_mode": "missing", "sort": "score",
				"max_edits": search.TypoEdits(w), "prefix_length": 0, "min_word_length": 5, "size": maxCorrections,
			}}
		}
	}
	ctx, cancel := context.WithTimeout(ctx, typoTimeout)
	defer cancel()
	data, err := e.Client.Search(ctx, index, map[string]any{"size": 0, "track_total_hits": false, "suggest": suggest})
	if err != nil {
		return nil
	}
	var answer struct {
		Suggest map[string][]struct {
			Options []struct {
				Text string `json:"text"`
			} `json:"options"`
		} `json:"suggest"`
	}
	if json.Unmarshal(data, &answer) != nil {
		return nil
	}
	out := map[string][]string{}
	for i, w := range words {
		for k := range fields {
			for _, token := range answer.Suggest[fmt.Sprint("w", i, "f", k)] {
				for _, o := range token.Options {
					out[w] = append(out[w], o.Text)
				}
			}
		}
	}
	return out
}
