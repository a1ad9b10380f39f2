package engine

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"net/url"
	"slices"
	"time"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/search"
)

// clause is an OpenSearch query clause.
type clause = readapi.Clause

// baku is the rates' calendar: Asia/Baku is UTC+4 all year, without DST.
var baku = time.FixedZone("Asia/Baku", 4*60*60)

// Latest resolves the bulletin date in force under the filters and returns
// that date's rows, ordered by code. Without `to` it resolves as of today in
// Baku, so rows stored for future dates are not "latest" before their day.
func (e *Engine) Latest(ctx context.Context, params url.Values) ([]json.RawMessage, error) {
	if _, ok := params["to"]; !ok {
		params = maps.Clone(params)
		params.Set("to", e.now().In(baku).Format(time.DateOnly))
	}
	d := readapi.LatestRates
	q, err := search.ParseQuery(e.env(ctx, d), e.Signer, params)
	if err != nil {
		return nil, engineError(err)
	}
	body, _ := json.Marshal(clause{
		"size": 0, "query": search.BoolQuery(q.Filters),
		"aggs": clause{"latest": clause{"max": clause{"field": "date", "format": "yyyy-MM-dd"}}},
	})
	var aggs struct {
		Latest struct {
			Value         *float64 `json:"value"`
			ValueAsString string   `json:"value_as_string"`
		} `json:"latest"`
	}
	found, err := e.Client.Aggregate(ctx, e.Alias(d.Name), body, &aggs)
	if err != nil || !found || aggs.Latest.Value == nil {
		return nil, engineError(err)
	}
	filters := append(q.Filters, readapi.Term("date", aggs.Latest.ValueAsString))
	body, _ = json.Marshal(clause{
		"size": 500, "query": search.BoolQuery(filters),
		"sort": []clause{{"code": "asc"}, {readapi.Tiebreaker: "asc"}},
	})
	resp, err := e.search(ctx, e.Alias(d.Name), body)
	if err != nil {
		return nil, err
	}
	return search.ProjectHits(d.Fields, search.WithoutIDs(resp.Hits.Hits, e.removedSet(ctx, d.Name)), false, readapi.Include{})
}

// Random returns the quotation of the day: the same date and filters always
// give the same quotation while the pool is unchanged. The date and filters
// hash to a point on the pick_key circle; the quotation at or after it (the
// first one when none is after it) is the answer.
func (e *Engine) Random(ctx context.Context, params url.Values) (json.RawMessage, error) {
	if len(params["date"]) > 1 {
		return nil, readapi.Invalid("date", "date may be given only once")
	}
	if v, given := params["date"]; given && v[0] == "" {
		return nil, readapi.Invalid("date", "date needs a value; leave the parameter out for today (UTC)")
	}
	if params.Get("date") == "" {
		params = maps.Clone(params)
		params.Set("date", e.now().UTC().Format(time.DateOnly))
	}
	d := readapi.RandomQuotes
	q, err := search.ParseQuery(e.env(ctx, d), e.Signer, params)
	if err != nil {
		return nil, engineError(err)
	}
	sum := sha256.Sum256([]byte(q.Fingerprint))
	point := int64(binary.BigEndian.Uint32(sum[:4]) & math.MaxInt32)
	draw := func(filters []readapi.Clause) (*search.Answer, error) {
		body, _ := json.Marshal(clause{
			"size":  1,
			"query": search.BoolQuery(filters),
			"sort":  []clause{{"pick_key": clause{"order": "asc", "missing": "_last"}}, {readapi.Tiebreaker: "asc"}},
		})
		return e.search(ctx, e.Alias(d.Name), body)
	}
	pick := func(filters []readapi.Clause) (*search.Answer, error) {
		resp, err := draw(append(slices.Clone(filters), readapi.Range("pick_key", "gte", point)))
		if err == nil && len(resp.Hits.Hits) == 0 {
			resp, err = draw(filters)
		}
		return resp, err
	}
	resp, err := pick(q.Filters)
	if err == nil && len(resp.Hits.Hits) > 0 && e.removed(ctx, d.Name, resp.Hits.Hits[0].ID) {
		// A removed quotation came back: draw among the others.
		resp, err = pick(append(slices.Clone(q.Filters), e.notRemoved(ctx, d.Name)))
	}
	switch {
	case opensearch.IsMissingIndex(err):
	case err != nil:
		return nil, err
	case len(resp.Hits.Hits) > 0:
		return search.Project(d.Fields, resp.Hits.Hits[0].Source, true, readapi.Include{})
	}
	return nil, &readapi.Error{Code: readapi.CodeNotFound, Message: "no quotation in the pool for these filters"}
}

// Venue answers a venue from the newest event that names it.
func (e *Engine) Venue(ctx context.Context, id string) (json.RawMessage, error) {
	body, _ := json.Marshal(clause{
		"size":    1,
		"query":   clause{"bool": clause{"filter": []clause{readapi.Term("venue.id", id)}}},
		"sort":    []clause{{"ingested_at": clause{"order": "desc"}}, {readapi.Tiebreaker: "asc"}},
		"_source": clause{"includes": []string{"venue"}},
	})
	resp, err := e.search(ctx, e.Alias(readapi.Events.Name), body)
	switch {
	case opensearch.IsMissingIndex(err):
		return nil, readapi.NotFound("venue", id)
	case err != nil:
		return nil, err
	case len(resp.Hits.Hits) == 0:
		return nil, readapi.NotFound("venue", id)
	}
	var doc struct {
		Venue json.RawMessage `json:"venue"`
	}
	if err := json.Unmarshal(resp.Hits.Hits[0].Source, &doc); err != nil {
		return nil, fmt.Errorf("search: cannot decode the venue of an event: %w", err)
	}
	return search.Project(readapi.VenueFields, doc.Venue, true, readapi.Include{})
}
