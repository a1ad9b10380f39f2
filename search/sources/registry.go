// Package sources owns what the service knows about the scrapers and
// probes behind the data: the source registry, the catalog that validates
// `source` and `source_type` filters, the /v1/sources listing with its
// per-source statistics, and the duplicate-url statistic that the writers
// (package reindex) store because it is too costly to aggregate per request.
// The indices it reads are named in package readapi.
package sources

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"

	"readapi"
	"readapi/internal/opensearch"
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

// Registry returns every registry entry.
func Registry(ctx context.Context, c *opensearch.Client, prefix string) ([]RegistryEntry, error) {
	body := map[string]any{"size": 10000, "sort": []any{map[string]any{"dataset": "asc"}, map[string]any{"source": "asc"}}}
	hits, err := c.Hits(ctx, prefix+readapi.RegistryIndex, body)
	if err != nil {
		return nil, err
	}
	out := make([]RegistryEntry, 0, len(hits))
	for _, h := range hits {
		var r RegistryEntry
		if err := json.Unmarshal(h.Source, &r); err != nil {
			return nil, fmt.Errorf("sources: bad registry entry %s: %w", h.ID, err)
		}
		out = append(out, r)
	}
	return out, nil
}

// Catalog is the readapi.SourceCatalog backed by the registry index and the
// datasets' own source values, cached briefly.
type Catalog struct {
	Client *opensearch.Client
	Prefix string
	// TTL is how long a dataset's stems are reused; 0 means 5 seconds.
	TTL time.Duration

	mu      sync.Mutex
	entries map[string]catalogEntry
}

type catalogEntry struct {
	stems   map[string]string
	fetched time.Time
}

// Stems implements readapi.SourceCatalog.
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

func (c *Catalog) load(ctx context.Context, dataset string) (map[string]string, error) {
	registry, err := Registry(ctx, c.Client, c.Prefix)
	if err != nil {
		return nil, err
	}
	seen, err := seenStems(ctx, c.Client, c.Prefix+dataset)
	if err != nil {
		return nil, err
	}
	d, _ := readapi.ByName(dataset)
	unknown := ""
	if t := unknownType(d); t != nil {
		unknown = *t
	}
	stems := map[string]string{}
	for _, s := range seen {
		stems[s] = unknown
	}
	for _, r := range registry {
		if r.Dataset != dataset {
			continue
		}
		t := unknown
		if r.SourceType != nil {
			t = *r.SourceType
		}
		stems[r.Source] = t
	}
	return stems, nil
}

// unknownType is the source_type of a source the registry does not
// classify: "unknown" on a dataset whose rows are typed by their source
// (jobs), none elsewhere.
func unknownType(d *readapi.Dataset) *string {
	if d == nil || !d.SourceTyped {
		return nil
	}
	unknown := "unknown"
	return &unknown
}

// seenStems returns the distinct source values of a dataset.
func seenStems(ctx context.Context, c *opensearch.Client, alias string) ([]string, error) {
	body := map[string]any{"size": 0, "aggs": map[string]any{"stems": map[string]any{"terms": map[string]any{"field": "source", "size": 10000}}}}
	var aggs struct {
		Stems struct {
			Buckets []struct {
				Key string `json:"key"`
			} `json:"buckets"`
		} `json:"stems"`
	}
	if _, err := c.Aggregate(ctx, alias, body, &aggs); err != nil {
		return nil, err
	}
	var out []string
	for _, b := range aggs.Stems.Buckets {
		out = append(out, b.Key)
	}
	slices.Sort(out)
	return out, nil
}
