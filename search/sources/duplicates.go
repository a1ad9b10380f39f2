package sources

import (
	"context"
	"encoding/json"
	"fmt"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/search"
)

// clause is an OpenSearch query clause.
type clause = readapi.Clause

// DuplicateStat is one document of readapi.StatsIndex.
type DuplicateStat struct {
	Index            string `json:"index"`
	Source           string `json:"source"`
	DuplicateURLRows int64  `json:"duplicate_url_rows"`
	ComputedAt       string `json:"computed_at"`
}

// StatID is the document id of a source's statistic for one index.
func StatID(index, source string) string { return index + ":" + source }

// DuplicateURLRows counts, for each source with live rows (only the given
// sources unless nil), the live rows of the jobs index whose url_base appears more than once
// among that source's live rows. It pages a composite aggregation over
// (source, url_base), so it is exact at any size.
func DuplicateURLRows(ctx context.Context, c *opensearch.Client, index string, sources []string) (map[string]int64, error) {
	filters := []clause{readapi.Term("active", true)}
	if sources != nil {
		filters = append(filters, clause{"terms": clause{"source": append([]string{}, sources...)}})
	}
	out := map[string]int64{}
	var after json.RawMessage
	for first := true; ; first = false {
		composite := clause{"size": 10000, "sources": []clause{
			{"s": clause{"terms": clause{"field": "source"}}},
			{"u": clause{"terms": clause{"field": "url_base"}}},
		}}
		if after != nil {
			composite["after"] = after
		}
		aggs := clause{"groups": clause{"composite": composite}}
		if first {
			aggs["live"] = clause{"terms": clause{"field": "source", "size": 10000}}
		}
		body := clause{"size": 0, "query": search.BoolQuery(filters), "aggs": aggs}
		data, err := c.Search(ctx, index, body)
		if err != nil {
			return nil, err
		}
		var resp struct {
			Aggregations struct {
				Groups struct {
					AfterKey json.RawMessage `json:"after_key"`
					Buckets  []struct {
						Key struct {
							Source string `json:"s"`
						} `json:"key"`
						DocCount int64 `json:"doc_count"`
					} `json:"buckets"`
				} `json:"groups"`
				Live struct {
					Buckets []struct {
						Key string `json:"key"`
					} `json:"buckets"`
				} `json:"live"`
			} `json:"aggregations"`
		}
		if err := json.Unmarshal(data, &resp); err != nil {
			return nil, fmt.Errorf("sources: cannot decode duplicate-url groups: %w", err)
		}
		for _, b := range resp.Aggregations.Live.Buckets {
			out[b.Key] += 0
		}
		groups := resp.Aggregations.Groups
		for _, b := range groups.Buckets {
			if b.DocCount > 1 {
				out[b.Key.Source] += b.DocCount
			}
		}
		if len(groups.Buckets) == 0 || groups.AfterKey == nil {
			return out, nil
		}
		after = groups.AfterKey
	}
}
