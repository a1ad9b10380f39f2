package engine

import (
	"context"
	"sync"
	"time"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/internal/vocab"
)

// openVocabulary is the one open vocabulary: its terms are the files'
// venues and every place the events index derived that they lack.
const openVocabulary = "place"

// Vocabularies is the readapi.VocabularyCatalog and what /v1/vocabularies
// lists: the vocabularies of the data files, the open place vocabulary
// completed from the events index by one aggregation, cached for TTL so
// that the endpoint and the filters cost the engine one search a TTL. An id
// the cached venues lack is looked for anew (Lacks), so that a venue a load
// or an ingest has just brought is a term at once.
type Vocabularies struct {
	Client *opensearch.Client
	Prefix string
	Set    *vocab.Set
	// TTL is how long the open vocabulary's venues are reused; 0 means 5
	// seconds, as the source catalog's stems.
	TTL time.Duration

	mu      sync.Mutex
	place   *vocab.Vocabulary
	fetched time.Time
}

// missRefresh is how soon after a search of the venues an id they lack
// makes another: a flood of unknown ids costs the engine one search a
// second at most.
const missRefresh = time.Second

// Names lists the vocabularies in order.
func (v *Vocabularies) Names() []string { return v.Set.Names() }

// Vocabulary returns the named vocabulary, nil when there is none.
func (v *Vocabularies) Vocabulary(ctx context.Context, name string) (*vocab.Vocabulary, error) {
	return v.get(ctx, name, "")
}

// Lacks returns the first of ids the named vocabulary lacks, "" when it
// has them all (or there is no such vocabulary). An id the open
// vocabulary's cached venues lack is looked for in the index anew first.
func (v *Vocabularies) Lacks(ctx context.Context, name string, ids []string) (string, error) {
	for _, id := range ids {
		voc, err := v.get(ctx, name, id)
		if err != nil || voc == nil {
			return "", err
		}
		if !voc.Has(id) {
			return id, nil
		}
	}
	return "", nil
}

// get returns the named vocabulary; of the open one, the cached venues
// unless they are older than the TTL, or lack id (when not "") and are
// older than missRefresh.
func (v *Vocabularies) get(ctx context.Context, name, id string) (*vocab.Vocabulary, error) {
	files := v.Set.Get(name)
	if files == nil || name != openVocabulary {
		return files, nil
	}
	ttl := v.TTL
	if ttl <= 0 {
		ttl = 5 * time.Second
	}
	// One search at a time: requests arriving while it runs wait for it.
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.place != nil {
		age := time.Since(v.fetched)
		stale := age >= ttl || (id != "" && !v.place.Has(id) && age >= missRefresh)
		if !stale {
			return v.place, nil
		}
	}
	venues, err := v.indexPlaces(ctx, files)
	if err != nil {
		return nil, engineError(err)
	}
	v.place, v.fetched = files.With(venues), time.Now()
	return v.place, nil
}

// indexPlaces are the places the events index derived that the files
// lack, each labelled with its most frequent published venue name (ties
// by name), in the order of their ids.
func (v *Vocabularies) indexPlaces(ctx context.Context, files *vocab.Vocabulary) ([]vocab.Term, error) {
	body := map[string]any{"size": 0, "track_total_hits": false, "aggs": map[string]any{"places": map[string]any{
		"terms": map[string]any{"field": "derived.place", "size": 65536, "order": map[string]any{"_key": "asc"}},
		"aggs":  map[string]any{"name": map[string]any{"terms": map[string]any{"field": "venue.name.raw", "size": 1}}},
	}}}
	var aggs struct {
		Places struct {
			Buckets []struct {
				Key  string `json:"key"`
				Name struct {
					Buckets []struct {
						Key string `json:"key"`
					} `json:"buckets"`
				} `json:"name"`
			} `json:"buckets"`
		} `json:"places"`
	}
	if _, err := v.Client.Aggregate(ctx, v.Prefix+readapi.Events.Name, body, &aggs); err != nil {
		return nil, err
	}
	var terms []vocab.Term
	for _, b := range aggs.Places.Buckets {
		if files.Has(b.Key) {
			continue
		}
		label := b.Key
		if len(b.Name.Buckets) > 0 {
			label = b.Name.Buckets[0].Key
		}
		terms = append(terms, vocab.Term{ID: b.Key, Labels: vocab.Labels{AZ: label, RU: label, EN: label}})
	}
	return terms, nil
}

// env is what the filters of a request on d consult.
func (e *Engine) env(ctx context.Context, d *readapi.Dataset) readapi.Env {
	env := readapi.Env{Ctx: ctx, Sources: e.Sources, Dataset: d}
	if e.Vocabularies != nil {
		env.Vocabularies = e.Vocabularies
	}
	return env
}

// VocabularyNames lists the vocabularies in order.
func (e *Engine) VocabularyNames() []string { return e.Vocabularies.Names() }

// Vocabulary returns the named vocabulary, nil when there is none.
func (e *Engine) Vocabulary(ctx context.Context, name string) (*vocab.Vocabulary, error) {
	return e.Vocabularies.Vocabulary(ctx, name)
}
