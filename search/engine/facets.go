package engine

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/search"
)

// How facet counts are exact on any number of shards. Each facet's search
// (search.Query.FacetBody) is one terms aggregation. Its answer is used
// only when it is certain:
//
//   - doc_count_error_upper_bound is 0: no shard left out a value (each
//     returned fewer than its shard_size), so every count is exact and the
//     values returned are the true first ones by count. On one shard this
//     always holds.
//   - the values that may be shown are all there: every value of the field
//     when the facet groups them (source_type), else every value tied with
//     the last one shown, since ties are ordered here by JSON text and not
//     by OpenSearch's key order. That holds when nothing was left over
//     (sum_other_doc_count 0) or the last value returned counts less than
//     the last one shown.
//
// Otherwise the facet is counted again with a composite aggregation, which
// pages through every value of the field under the same filters and is
// exact by construction (one request per FacetScanSize values).

// termsAnswer is a facet's terms aggregation in its search's answer.
type termsAnswer struct {
	ErrorBound int64 `json:"doc_count_error_upper_bound"`
	SumOther   int64 `json:"sum_other_doc_count"`
	Buckets    []struct {
		Key         json.RawMessage `json:"key"`
		KeyAsString *string         `json:"key_as_string"`
		DocCount    int64           `json:"doc_count"`
	} `json:"buckets"`
}

// certain reports whether the answer holds every value facet f may show.
func (a *termsAnswer) certain(f search.AskedFacet, limit int) bool {
	b := a.Buckets
	switch {
	case a.ErrorBound != 0:
		return false
	case a.SumOther == 0:
		return true
	case f.All || len(b) < limit:
		return false
	}
	return b[len(b)-1].DocCount < b[limit-1].DocCount
}

// counts reads the buckets' values with their JSON type.
func (a *termsAnswer) counts(kind readapi.Kind) ([]search.FacetCount, error) {
	out := make([]search.FacetCount, 0, len(a.Buckets))
	for _, b := range a.Buckets {
		key := b.Key
		if kind == readapi.Boolean && b.KeyAsString != nil {
			key = json.RawMessage(*b.KeyAsString)
		}
		v, err := facetValue(kind, key)
		if err != nil {
			return nil, err
		}
		out = append(out, search.FacetCount{Value: v, Count: b.DocCount})
	}
	return out, nil
}

// facetValue decodes a bucket key: a string, or a boolean (which terms
// aggregations key as 1 or 0 with key_as_string, composite ones as
// true or false).
func facetValue(kind readapi.Kind, key json.RawMessage) (any, error) {
	if kind == readapi.Boolean {
		switch string(key) {
		case "true", "1":
			return true, nil
		case "false", "0":
			return false, nil
		}
		return nil, fmt.Errorf("search: boolean facet key %s", key)
	}
	var s string
	if err := json.Unmarshal(key, &s); err != nil {
		return nil, fmt.Errorf("search: facet key %s: %w", key, err)
	}
	return s, nil
}

// startFacets counts the asked facets while the page is read: wait returns
// meta.facets (nil when none were asked for); stop abandons the count if it
// is still running.
func (e *Engine) startFacets(ctx context.Context, index string, q *search.Query) (wait func() (json.RawMessage, error), stop func()) {
	if len(q.Facets) == 0 {
		return func() (json.RawMessage, error) { return nil, nil }, func() {}
	}
	ctx, stop = context.WithCancel(ctx)
	type result struct {
		facets json.RawMessage
		err    error
	}
	done := make(chan result, 1)
	go func() {
		facets, err := e.facets(ctx, index, q)
		done <- result{facets, err}
	}()
	return func() (json.RawMessage, error) {
		r := <-done
		return r.facets, r.err
	}, stop
}

// facets renders meta.facets: each asked facet, in the order asked, counted
// on index by its own search (all of them in one _msearch) or, where that
// answer is not certain, by a composite scan. A missing index has no
// values, unless a cursor pinned it (then the walk's index was retired).
func (e *Engine) facets(ctx context.Context, index string, q *search.Query) (json.RawMessage, error) {
	bodies := make([][]byte, len(q.Facets))
	for i := range q.Facets {
		var err error
		if bodies[i], err = q.FacetBody(i); err != nil {
			return nil, err
		}
	}
	answers, errs, err := e.Client.MultiSearch(ctx, index, bodies)
	if err != nil {
		return nil, engineError(err)
	}
	var b bytes.Buffer
	b.WriteByte('{')
	for i, f := range q.Facets {
		var counts []search.FacetCount
		switch {
		case opensearch.IsMissingIndex(errs[i]) && q.After == nil:
		case errs[i] != nil:
			return nil, engineError(errs[i])
		default:
			var answer struct {
				Aggregations struct {
					V termsAnswer `json:"v"`
				} `json:"aggregations"`
			}
			if err := json.Unmarshal(answers[i], &answer); err != nil {
				return nil, fmt.Errorf("search: cannot decode the %s facet: %w", f.Name, err)
			}
			if a := answer.Aggregations.V; a.certain(f, q.FacetLimit) {
				counts, err = a.counts(f.Kind)
			} else {
				counts, err = e.scanFacet(ctx, index, q, i)
			}
			if err != nil {
				return nil, err
			}
		}
		if i > 0 {
			b.WriteByte(',')
		}
		name, _ := json.Marshal(f.Name)
		b.Write(name)
		b.WriteByte(':')
		b.Write(q.FacetJSON(f, counts))
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// scanFacet counts every value of facet i with a composite aggregation.
func (e *Engine) scanFacet(ctx context.Context, index string, q *search.Query, i int) ([]search.FacetCount, error) {
	var out []search.FacetCount
	var after json.RawMessage
	for {
		body, err := q.FacetScanBody(i, after)
		if err != nil {
			return nil, err
		}
		resp, err := e.search(ctx, index, body)
		if err != nil {
			return nil, err
		}
		var page struct {
			V struct {
				AfterKey json.RawMessage `json:"after_key"`
				Buckets  []struct {
					Key struct {
						V json.RawMessage `json:"v"`
					} `json:"key"`
					DocCount int64 `json:"doc_count"`
				} `json:"buckets"`
			} `json:"v"`
		}
		if err := json.Unmarshal(resp.Aggregations, &page); err != nil {
			return nil, fmt.Errorf("search: cannot decode a facet scan: %w", err)
		}
		for _, bucket := range page.V.Buckets {
			v, err := facetValue(q.Facets[i].Kind, bucket.Key.V)
			if err != nil {
				return nil, err
			}
			out = append(out, search.FacetCount{Value: v, Count: bucket.DocCount})
		}
		if len(page.V.Buckets) < search.FacetScanSize || page.V.AfterKey == nil {
			return out, nil
		}
		after = page.V.AfterKey
	}
}
