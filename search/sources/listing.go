package sources

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"sort"
	"sync"
	"time"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/search"
)

type sourceStats struct {
	records, live                               int64
	lastIngested                                *string
	withDescription, withLocation, duplicateURL int64
}

// List lists every source of every dataset: the registry joined with
// statistics computed from the indices.
func List(ctx context.Context, c *opensearch.Client, prefix string) ([]search.SourceRow, error) {
	registry, err := Registry(ctx, c, prefix)
	if err != nil {
		return nil, err
	}
	datasets := readapi.All
	stats := make([]map[string]sourceStats, len(datasets))
	errs := make([]error, len(datasets)+1)
	var batches map[string]map[string]string
	var wg sync.WaitGroup
	for i, d := range datasets {
		wg.Add(1)
		go func() {
			defer wg.Done()
			stats[i], errs[i] = datasetStats(ctx, c, prefix, d)
		}()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		batches, errs[len(datasets)] = lastBatches(ctx, c, prefix)
	}()
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	for i, d := range datasets {
		for stem, at := range batches[d.Name] {
			if stats[i] == nil {
				stats[i] = map[string]sourceStats{}
			}
			st := stats[i][stem]
			// The later of the last recorded batch and the newest row: a
			// snapshot loaded after the last batch says the scraper ran later.
			if st.lastIngested == nil || at > *st.lastIngested {
				st.lastIngested = &at
			}
			stats[i][stem] = st
		}
	}

	var rows []search.SourceRow
	listed := map[string]bool{}
	for _, r := range registry {
		row := search.SourceRow{Source: r.Source, Name: r.Name, URL: r.URL, JobsURL: r.JobsURL, Dataset: r.Dataset,
			SourceType: r.SourceType, Aggregator: r.Aggregator}
		for i, d := range datasets {
			if d.Name == r.Dataset {
				if d.SourceTyped && row.SourceType == nil {
					row.SourceType = unknownType(d)
				}
				fill(&row, d, stats[i][r.Source])
			}
		}
		listed[r.Dataset+"\x00"+r.Source] = true
		rows = append(rows, row)
	}
	for i, d := range datasets {
		for stem, st := range stats[i] {
			if listed[d.Name+"\x00"+stem] {
				continue
			}
			row := search.SourceRow{Source: stem, Dataset: d.Name, SourceType: unknownType(d)}
			fill(&row, d, st)
			rows = append(rows, row)
		}
	}
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].Dataset != rows[j].Dataset {
			return rows[i].Dataset < rows[j].Dataset
		}
		return rows[i].Source < rows[j].Source
	})
	return rows, nil
}

// fill sets the row's counts, freshness and quality from its statistics.
func fill(row *search.SourceRow, d *readapi.Dataset, st sourceStats) {
	row.Records = st.records
	row.LiveRecords = st.records
	row.LastIngestedAt = st.lastIngested
	if !d.QualityStats {
		return
	}
	row.LiveRecords = st.live
	if st.live > 0 {
		pct := func(n int64) int { return int(math.Round(100 * float64(n) / float64(st.live))) }
		row.Quality = &search.Quality{DescriptionPct: pct(st.withDescription), LocationPct: pct(st.withLocation), DuplicateURLPct: pct(st.duplicateURL)}
	}
}

type bucket struct {
	Key      string `json:"key"`
	DocCount int64  `json:"doc_count"`
	Last     struct {
		Value         *float64 `json:"value"`
		ValueAsString string   `json:"value_as_string"`
	} `json:"last"`
	Live *struct {
		DocCount    int64 `json:"doc_count"`
		Description struct {
			DocCount int64 `json:"doc_count"`
		} `json:"description"`
		Location struct {
			DocCount int64 `json:"doc_count"`
		} `json:"location"`
	} `json:"live"`
}

// datasetStats computes per-source statistics of one dataset in one request.
func datasetStats(ctx context.Context, c *opensearch.Client, prefix string, d *readapi.Dataset) (map[string]sourceStats, error) {
	sub := clause{"last": clause{"max": clause{"field": "ingested_at", "format": "strict_date_time_no_millis"}}}
	if d.QualityStats {
		sub["live"] = clause{
			"filter": readapi.Term("active", true),
			"aggs": clause{
				"description": clause{"filter": clause{"exists": clause{"field": "description"}}},
				"location":    clause{"filter": clause{"exists": clause{"field": "location"}}},
			},
		}
	}
	body := clause{"size": 0, "aggs": clause{"sources": clause{
		"terms": clause{"field": "source", "size": 10000}, "aggs": sub}}}
	var aggs struct {
		Sources struct {
			Buckets []bucket `json:"buckets"`
		} `json:"sources"`
	}
	if found, err := c.Aggregate(ctx, prefix+d.Name, body, &aggs); err != nil || !found {
		return nil, err
	}
	out := map[string]sourceStats{}
	for _, b := range aggs.Sources.Buckets {
		st := sourceStats{records: b.DocCount}
		if b.Last.Value != nil {
			t := time.UnixMilli(int64(*b.Last.Value)).UTC().Format(time.RFC3339)
			st.lastIngested = &t
		}
		if b.Live != nil {
			st.live = b.Live.DocCount
			st.withDescription = b.Live.Description.DocCount
			st.withLocation = b.Live.Location.DocCount
		}
		out[b.Key] = st
	}
	if d.QualityStats {
		if err := addDuplicateURLs(ctx, c, prefix+d.Name, prefix, out); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// addDuplicateURLs fills the duplicate-url statistic of the sources with
// live rows: stored by the writers for the live index (readapi.StatsIndex), and
// aggregated here only for the sources it lacks.
func addDuplicateURLs(ctx context.Context, c *opensearch.Client, alias, prefix string, stats map[string]sourceStats) error {
	var live []string
	for source, st := range stats {
		if st.live > 0 {
			live = append(live, source)
		}
	}
	if len(live) == 0 {
		return nil
	}
	stored, err := storedDuplicates(ctx, c, alias, prefix)
	if err != nil {
		return err
	}
	var missing []string
	for _, source := range live {
		if _, ok := stored[source]; !ok {
			missing = append(missing, source)
		}
	}
	if len(missing) > 0 {
		counted, err := DuplicateURLRows(ctx, c, alias, missing)
		if err != nil {
			return err
		}
		maps.Copy(stored, counted)
	}
	for _, source := range live {
		st := stats[source]
		st.duplicateURL = min(stored[source], st.live)
		stats[source] = st
	}
	return nil
}

// storedDuplicates reads the stored duplicate-url statistics of the index
// behind the jobs alias.
func storedDuplicates(ctx context.Context, c *opensearch.Client, alias, prefix string) (map[string]int64, error) {
	out := map[string]int64{}
	targets, err := c.AliasTargets(ctx, alias)
	if err != nil || len(targets) != 1 {
		return out, err
	}
	body := clause{"size": 10000, "query": readapi.Term("index", targets[0])}
	hits, err := c.Hits(ctx, prefix+readapi.StatsIndex, body)
	if err != nil {
		return nil, err
	}
	for _, h := range hits {
		var st DuplicateStat
		if err := json.Unmarshal(h.Source, &st); err != nil {
			return nil, fmt.Errorf("sources: cannot decode a duplicate-url statistic: %w", err)
		}
		out[st.Source] = st.DuplicateURLRows
	}
	return out, nil
}

// lastBatches returns, per dataset and source, the instant of the latest
// accepted scrape batch.
func lastBatches(ctx context.Context, c *opensearch.Client, prefix string) (map[string]map[string]string, error) {
	body := clause{"size": 0, "aggs": clause{"datasets": clause{
		"terms": clause{"field": "dataset", "size": 20},
		"aggs": clause{"sources": clause{
			"terms": clause{"field": "source", "size": 10000},
			"aggs":  clause{"last": clause{"max": clause{"field": "scraped_at"}}},
		}},
	}}}
	var aggs struct {
		Datasets struct {
			Buckets []struct {
				Key     string `json:"key"`
				Sources struct {
					Buckets []bucket `json:"buckets"`
				} `json:"sources"`
			} `json:"buckets"`
		} `json:"datasets"`
	}
	if found, err := c.Aggregate(ctx, prefix+readapi.BatchesIndex, body, &aggs); err != nil || !found {
		return nil, err
	}
	out := map[string]map[string]string{}
	for _, d := range aggs.Datasets.Buckets {
		out[d.Key] = map[string]string{}
		for _, b := range d.Sources.Buckets {
			if b.Last.Value != nil {
				out[d.Key][b.Key] = time.UnixMilli(int64(*b.Last.Value)).UTC().Format(time.RFC3339)
			}
		}
	}
	return out, nil
}
