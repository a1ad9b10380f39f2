package search

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"net/http"
	"net/url"
	"sort"
	"sync"
	"time"
)

// Quality is the share of a jobs source's live rows with a description, a
// location, and a url (query string stripped) that appears more than once.
type Quality struct {
	DescriptionPct  int `json:"description_pct"`
	LocationPct     int `json:"location_pct"`
	DuplicateURLPct int `json:"duplicate_url_pct"`
}

// SourceRow is one row of /v1/sources.
type SourceRow struct {
	Source         string   `json:"source"`
	Name           *string  `json:"name"`
	URL            *string  `json:"url"`
	JobsURL        *string  `json:"jobs_url"`
	Dataset        string   `json:"dataset"`
	SourceType     *string  `json:"source_type"`
	Records        int64    `json:"records"`
	LiveRecords    int64    `json:"live_records"`
	Aggregator     bool     `json:"aggregator"`
	LastIngestedAt *string  `json:"last_ingested_at"`
	Quality        *Quality `json:"quality"`
}

type sourceStats struct {
	records, live                               int64
	lastIngested                                *string
	withDescription, withLocation, duplicateURL int64
}

// SourceListing lists every source of every dataset: the registry joined with
// statistics computed from the indices.
func (e *Engine) SourceListing(ctx context.Context) ([]SourceRow, error) {
	registry, err := e.Registry(ctx)
	if err != nil {
		return nil, err
	}
	names := Names()
	stats := make([]map[string]sourceStats, len(names))
	errs := make([]error, len(names)+1)
	var batches map[string]map[string]string
	var wg sync.WaitGroup
	for i, d := range names {
		wg.Add(1)
		go func() {
			defer wg.Done()
			stats[i], errs[i] = e.datasetStats(ctx, d)
		}()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		batches, errs[len(names)] = e.lastBatches(ctx)
	}()
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	for i, d := range names {
		for stem, at := range batches[d] {
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

	var rows []SourceRow
	listed := map[string]bool{}
	for _, r := range registry {
		row := SourceRow{Source: r.Source, Name: r.Name, URL: r.URL, JobsURL: r.JobsURL, Dataset: r.Dataset,
			SourceType: r.SourceType, Aggregator: r.Aggregator}
		if r.Dataset == "jobs" && row.SourceType == nil {
			unknown := "unknown"
			row.SourceType = &unknown
		}
		for i, d := range names {
			if d == r.Dataset {
				row.fill(stats[i][r.Source])
			}
		}
		listed[r.Dataset+"\x00"+r.Source] = true
		rows = append(rows, row)
	}
	for i, d := range names {
		for stem, st := range stats[i] {
			if listed[d+"\x00"+stem] {
				continue
			}
			row := SourceRow{Source: stem, Dataset: d}
			if d == "jobs" {
				unknown := "unknown"
				row.SourceType = &unknown
			}
			row.fill(st)
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

func (row *SourceRow) fill(st sourceStats) {
	row.Records = st.records
	row.LiveRecords = st.records
	row.LastIngestedAt = st.lastIngested
	if row.Dataset != "jobs" {
		return
	}
	row.LiveRecords = st.live
	if st.live > 0 {
		pct := func(n int64) int { return int(math.Round(100 * float64(n) / float64(st.live))) }
		row.Quality = &Quality{DescriptionPct: pct(st.withDescription), LocationPct: pct(st.withLocation), DuplicateURLPct: pct(st.duplicateURL)}
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
func (e *Engine) datasetStats(ctx context.Context, dataset string) (map[string]sourceStats, error) {
	sub := Clause{"last": Clause{"max": Clause{"field": "ingested_at", "format": "strict_date_time_no_millis"}}}
	if dataset == "jobs" {
		sub["live"] = Clause{
			"filter": term("active", true),
			"aggs": Clause{
				"description": Clause{"filter": Clause{"exists": Clause{"field": "description"}}},
				"location":    Clause{"filter": Clause{"exists": Clause{"field": "location"}}},
			},
		}
	}
	body, _ := json.Marshal(Clause{"size": 0, "aggs": Clause{"sources": Clause{
		"terms": Clause{"field": "source", "size": 10000}, "aggs": sub}}})
	resp, err := e.search(ctx, e.Alias(dataset), body)
	if errors.Is(err, errMissingIndex) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var aggs struct {
		Sources struct {
			Buckets []bucket `json:"buckets"`
		} `json:"sources"`
	}
	if err := json.Unmarshal(resp.Aggregations, &aggs); err != nil {
		return nil, fmt.Errorf("search: cannot decode source statistics: %w", err)
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
	if dataset == "jobs" {
		if err := e.addDuplicateURLs(ctx, out); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// addDuplicateURLs fills the duplicate-url statistic of the jobs sources with
// live rows: stored by the writers for the live index (StatsIndex), and
// aggregated here only for the sources it lacks.
func (e *Engine) addDuplicateURLs(ctx context.Context, stats map[string]sourceStats) error {
	var live []string
	for source, st := range stats {
		if st.live > 0 {
			live = append(live, source)
		}
	}
	if len(live) == 0 {
		return nil
	}
	alias := e.Alias("jobs")
	stored, err := e.storedDuplicates(ctx, alias)
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
		counted, err := DuplicateURLRows(ctx, func(ctx context.Context, body []byte) ([]byte, error) {
			return e.do(ctx, http.MethodPost, "/"+url.PathEscape(alias)+"/_search", body)
		}, missing)
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
func (e *Engine) storedDuplicates(ctx context.Context, alias string) (map[string]int64, error) {
	out := map[string]int64{}
	data, err := e.do(ctx, http.MethodGet, "/_alias/"+url.PathEscape(alias), nil)
	if errors.Is(err, errMissingIndex) || errors.Is(err, errNotFoundDoc) {
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	var targets map[string]json.RawMessage
	if err := json.Unmarshal(data, &targets); err != nil || len(targets) != 1 {
		return out, nil
	}
	var index string
	for name := range targets {
		index = name
	}
	body, _ := json.Marshal(Clause{"size": 10000, "query": term("index", index)})
	resp, err := e.search(ctx, e.Alias(StatsIndex), body)
	if errors.Is(err, errMissingIndex) {
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	for _, h := range resp.Hits.Hits {
		var st DuplicateStat
		if err := json.Unmarshal(h.Source, &st); err != nil {
			return nil, fmt.Errorf("search: cannot decode a duplicate-url statistic: %w", err)
		}
		out[st.Source] = st.DuplicateURLRows
	}
	return out, nil
}

// BatchesIndex is the internal index (behind an alias of this name) in which
// ingests record every accepted scrape batch.
const BatchesIndex = "batches"

// lastBatches returns, per dataset and source, the instant of the latest
// accepted scrape batch.
func (e *Engine) lastBatches(ctx context.Context) (map[string]map[string]string, error) {
	body, _ := json.Marshal(Clause{"size": 0, "aggs": Clause{"datasets": Clause{
		"terms": Clause{"field": "dataset", "size": 20},
		"aggs": Clause{"sources": Clause{
			"terms": Clause{"field": "source", "size": 10000},
			"aggs":  Clause{"last": Clause{"max": Clause{"field": "scraped_at"}}},
		}},
	}}})
	resp, err := e.search(ctx, e.Alias(BatchesIndex), body)
	if errors.Is(err, errMissingIndex) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
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
	if err := json.Unmarshal(resp.Aggregations, &aggs); err != nil {
		return nil, fmt.Errorf("search: cannot decode batch records: %w", err)
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
