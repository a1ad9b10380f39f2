package search

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"
)

// RegistryEntry is one line of the source registry.
type RegistryEntry struct {
	Source     string  `json:"source"`
	Name       *string `json:"name"`
	URL        *string `json:"url"`
	JobsURL    *string `json:"jobs_url"`
	Dataset    string  `json:"dataset"`
	SourceType *string `json:"source_type"`
	Aggregator bool    `json:"aggregator"`
}

// Catalog is the SourceCatalog backed by the registry index and the
// datasets' own source values, cached briefly.
type Catalog struct {
	Engine *Engine
	// TTL is how long a dataset's stems are reused; 0 means 5 seconds.
	TTL time.Duration

	mu      sync.Mutex
	entries map[string]catalogEntry
}

type catalogEntry struct {
	stems   map[string]string
	fetched time.Time
}

// Stems implements SourceCatalog.
func (c *Catalog) Stems(ctx context.Context, dataset string) (map[string]string, error) {
	ttl := c.TTL
	if ttl <= 0 {
		ttl = 5 * time.Second
	}
	c.mu.Lock()
	e, ok := c.entries[dataset]
	c.mu.Unlock()
	if ok && time.Since(e.fetched) < ttl {
		return e.stems, nil
	}
	stems, err := c.load(ctx, dataset)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	if c.entries == nil {
		c.entries = map[string]catalogEntry{}
	}
	c.entries[dataset] = catalogEntry{stems: stems, fetched: time.Now()}
	c.mu.Unlock()
	return stems, nil
}

// Invalidate drops every cached answer.
func (c *Catalog) Invalidate() {
	c.mu.Lock()
	c.entries = nil
	c.mu.Unlock()
}

func (c *Catalog) load(ctx context.Context, dataset string) (map[string]string, error) {
	registry, err := c.Engine.Registry(ctx)
	if err != nil {
		return nil, err
	}
	seen, err := c.Engine.seenStems(ctx, dataset)
	if err != nil {
		return nil, err
	}
	stems := map[string]string{}
	for _, s := range seen {
		stems[s] = unknownType(dataset)
	}
	for _, r := range registry {
		if r.Dataset != dataset {
			continue
		}
		t := unknownType(dataset)
		if r.SourceType != nil {
			t = *r.SourceType
		}
		stems[r.Source] = t
	}
	return stems, nil
}

func unknownType(dataset string) string {
	if dataset == "jobs" {
		return "unknown"
	}
	return ""
}

// Registry returns every registry entry.
func (e *Engine) Registry(ctx context.Context) ([]RegistryEntry, error) {
	body, _ := json.Marshal(Clause{"size": 10000, "sort": []Clause{{"dataset": "asc"}, {"source": "asc"}}})
	resp, err := e.search(ctx, e.Alias("sources"), body)
	if errors.Is(err, errMissingIndex) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	out := make([]RegistryEntry, 0, len(resp.Hits.Hits))
	for _, h := range resp.Hits.Hits {
		var r RegistryEntry
		if err := json.Unmarshal(h.Source, &r); err != nil {
			return nil, fmt.Errorf("search: bad registry entry %s: %w", h.ID, err)
		}
		out = append(out, r)
	}
	return out, nil
}

// seenStems returns the distinct source values of a dataset.
func (e *Engine) seenStems(ctx context.Context, dataset string) ([]string, error) {
	body, _ := json.Marshal(Clause{"size": 0, "aggs": Clause{"stems": Clause{"terms": Clause{"field": "source", "size": 10000}}}})
	resp, err := e.search(ctx, e.Alias(dataset), body)
	if errors.Is(err, errMissingIndex) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var aggs struct {
		Stems struct {
			Buckets []struct {
				Key string `json:"key"`
			} `json:"buckets"`
		} `json:"stems"`
	}
	if err := json.Unmarshal(resp.Aggregations, &aggs); err != nil {
		return nil, fmt.Errorf("search: cannot decode source stems: %w", err)
	}
	var out []string
	for _, b := range aggs.Stems.Buckets {
		out = append(out, b.Key)
	}
	slices.Sort(out)
	return out, nil
}
