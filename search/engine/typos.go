package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"readapi"
	"readapi/search/qtext"
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
func (e *Engine) corrections(ctx context.Context, index string, d *readapi.Dataset, words []string) map[string][]string {
	fields := qtext.TypoVocabulary(d)
	if len(fields) == 0 || len(words) == 0 {
		return nil
	}
	out, missing := e.typoCache.get(index, words)
	if len(missing) == 0 {
		return out
	}
	found := e.lookUp(ctx, index, fields, missing)
	if found == nil {
		return out
	}
	for _, w := range missing {
		e.typoCache.put(index, w, found[w])
		if len(found[w]) > 0 {
			out[w] = found[w]
		}
	}
	return out
}

// lookUp asks the index for the corrections of words; nil when the lookup
// failed.
func (e *Engine) lookUp(ctx context.Context, index string, fields []qtext.VocabularyField, words []string) map[string][]string {
	suggest := map[string]any{}
	for i, w := range words {
		for k, f := range fields {
			suggest[fmt.Sprint("w", i, "f", k)] = map[string]any{"text": w, "term": map[string]any{
				"field": f.Field, "analyzer": f.Analyzer, "suggest_mode": "missing", "sort": "score",
				"max_edits": qtext.TypoEdits(w), "prefix_length": 0, "min_word_length": 5, "size": maxCorrections,
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

// typoCacheTTL is how long a word's corrections are reused: the vocabulary
// changes with the data, slowly, and a search of a misspelt word is then
// one request again, as without fuzzy.
const typoCacheTTL = 5 * time.Minute

// maxCachedTypos bounds the cache; it is emptied when full.
const maxCachedTypos = 10000

// typoCache keeps each word's corrections per index for typoCacheTTL.
type typoCache struct {
	mu      sync.Mutex
	entries map[[2]string]cachedTypo
}

type cachedTypo struct {
	corrections []string
	until       time.Time
}

// get returns the cached corrections of words and the words it lacks.
func (c *typoCache) get(index string, words []string) (map[string][]string, []string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := map[string][]string{}
	var missing []string
	now := time.Now()
	for _, w := range words {
		entry, ok := c.entries[[2]string{index, w}]
		switch {
		case !ok || now.After(entry.until):
			missing = append(missing, w)
		case len(entry.corrections) > 0:
			out[w] = entry.corrections
		}
	}
	return out, missing
}

func (c *typoCache) put(index, word string, corrections []string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.entries == nil || len(c.entries) >= maxCachedTypos {
		c.entries = map[[2]string]cachedTypo{}
	}
	c.entries[[2]string{index, word}] = cachedTypo{corrections, time.Now().Add(typoCacheTTL)}
}
