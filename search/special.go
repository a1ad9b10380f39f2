package search

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"maps"
	"math"
	"net/url"
	"slices"
	"time"
)

// LatestRates is the view of the rates dataset that /v1/rates/latest
// accepts: the rate filters and source, no paging.
var LatestRates = &Dataset{
	Name: "rates", Resource: "Rate", Fields: Rates.Fields, Filters: rateFilters,
	Sorts: []string{"ingested_at"}, DefaultOrder: "-ingested_at", Common: []string{"source"},
}

// RandomQuotes is the view of the quotes dataset that /v1/quotes/random
// accepts besides date: the curated pool, restricted by category.
var RandomQuotes = &Dataset{
	Name: "quotes", Resource: "Quote", Fields: Quotes.Fields,
	Filters: []Filter{
		custom("date", Date, "UTC date; default today. The same date and filters always give the same quotation.",
			func(_ Env, v []string) (Clause, error) {
				_, err := parseDate("date", v[0])
				return nil, err
			}),
		exact("category", "category", "Restricts the pool to one category."),
	},
	Fixed: []Clause{term("active", true)},
	Sorts: []string{"ingested_at"}, DefaultOrder: "-ingested_at", Common: []string{},
}

// baku is the rates' calendar: Asia/Baku is UTC+4 all year, without DST.
var baku = time.FixedZone("Asia/Baku", 4*60*60)

// Latest resolves the bulletin date in force under the filters and returns
// that date's rows, ordered by code. Without `to` it resolves as of today in
// Baku, so rows stored for future dates are not "latest" before their day.
func (e *Engine) Latest(ctx context.Context, params url.Values) ([]json.RawMessage, error) {
	if _, ok := params["to"]; !ok {
		params = maps.Clone(params)
		params.Set("to", time.Now().In(baku).Format(time.DateOnly))
	}
	q, err := ParseQuery(Env{Ctx: ctx, Sources: e.Sources, Dataset: LatestRates}, e.Signer, params)
	if err != nil {
		return nil, err
	}
	body, _ := json.Marshal(Clause{
		"size": 0, "query": boolQuery(q.Filters),
		"aggs": Clause{"latest": Clause{"max": Clause{"field": "date", "format": "yyyy-MM-dd"}}},
	})
	resp, err := e.search(ctx, e.Alias("rates"), body)
	if err == errMissingIndex {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var aggs struct {
		Latest struct {
			Value         *float64 `json:"value"`
			ValueAsString string   `json:"value_as_string"`
		} `json:"latest"`
	}
	if err := json.Unmarshal(resp.Aggregations, &aggs); err != nil {
		return nil, fmt.Errorf("search: cannot decode the latest date: %w", err)
	}
	if aggs.Latest.Value == nil {
		return nil, nil
	}
	filters := append(q.Filters, term("date", aggs.Latest.ValueAsString))
	body, _ = json.Marshal(Clause{
		"size": 500, "query": boolQuery(filters),
		"sort": []Clause{{"code": "asc"}, {Tiebreaker: "asc"}},
	})
	resp, err = e.search(ctx, e.Alias("rates"), body)
	if err != nil {
		return nil, err
	}
	return e.project(Rates.Fields, resp.Hits.Hits, false, false)
}

// project shapes the sources of hits into rows, written one after the
// other into a single buffer.
func (e *Engine) project(fields []Field, hits []hit, item, bodies bool) ([]json.RawMessage, error) {
	size := 0
	for _, h := range hits {
		size += len(h.Source)
	}
	buf := make([]byte, 0, size+16*len(hits))
	ends := make([]int, len(hits))
	for i, h := range hits {
		var err error
		if buf, err = appendProject(buf, fields, h.Source, item, bodies); err != nil {
			return nil, err
		}
		ends[i] = len(buf)
	}
	rows := make([]json.RawMessage, len(hits))
	start := 0
	for i, end := range ends {
		rows[i] = buf[start:end:end]
		start = end
	}
	return rows, nil
}

// PickKey is a quotation's fixed position in the draw of /v1/quotes/random:
// a hash of its id, stored by the loader and ingest in the helper field
// pick_key. It depends on nothing but the id, so a reload of the same data
// draws the same quotations.
func PickKey(id string) int64 {
	h := fnv.New32a()
	h.Write([]byte(id))
	return int64(h.Sum32() & math.MaxInt32)
}

// Random returns the quotation of the day: the same date and filters always
// give the same quotation while the pool is unchanged. The date and filters
// hash to a point on the pick_key circle; the quotation at or after it (the
// first one when none is after it) is the answer.
func (e *Engine) Random(ctx context.Context, params url.Values) (json.RawMessage, error) {
	if len(params["date"]) > 1 {
		return nil, Invalid("date", "date may be given only once")
	}
	if v, given := params["date"]; given && v[0] == "" {
		return nil, Invalid("date", "date needs a value; leave the parameter out for today (UTC)")
	}
	if params.Get("date") == "" {
		params = maps.Clone(params)
		params.Set("date", time.Now().UTC().Format(time.DateOnly))
	}
	q, err := ParseQuery(Env{Ctx: ctx, Sources: e.Sources, Dataset: RandomQuotes}, e.Signer, params)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256([]byte(q.Fingerprint))
	point := int64(binary.BigEndian.Uint32(sum[:4]) & math.MaxInt32)
	draw := func(filters []Clause) (*searchResponse, error) {
		body, _ := json.Marshal(Clause{
			"size":  1,
			"query": boolQuery(filters),
			"sort":  []Clause{{"pick_key": Clause{"order": "asc", "missing": "_last"}}, {Tiebreaker: "asc"}},
		})
		return e.search(ctx, e.Alias("quotes"), body)
	}
	resp, err := draw(append(slices.Clone(q.Filters), rangeClause("pick_key", "gte", point)))
	if err == nil && len(resp.Hits.Hits) == 0 {
		resp, err = draw(q.Filters)
	}
	if err != nil && err != errMissingIndex {
		return nil, err
	}
	if err == errMissingIndex || len(resp.Hits.Hits) == 0 {
		return nil, &Error{Code: CodeNotFound, Message: "no quotation in the pool for these filters"}
	}
	return Project(Quotes.Fields, resp.Hits.Hits[0].Source, true, false)
}

// Venue answers a venue from the newest event that names it.
func (e *Engine) Venue(ctx context.Context, id string) (json.RawMessage, error) {
	body, _ := json.Marshal(Clause{
		"size":    1,
		"query":   Clause{"bool": Clause{"filter": []Clause{term("venue.id", id)}}},
		"sort":    []Clause{{"ingested_at": Clause{"order": "desc"}}, {Tiebreaker: "asc"}},
		"_source": Clause{"includes": []string{"venue"}},
	})
	resp, err := e.search(ctx, e.Alias("events"), body)
	if err != nil && err != errMissingIndex {
		return nil, err
	}
	if err == errMissingIndex || len(resp.Hits.Hits) == 0 {
		return nil, NotFound("venue", id)
	}
	var doc struct {
		Venue json.RawMessage `json:"venue"`
	}
	if err := json.Unmarshal(resp.Hits.Hits[0].Source, &doc); err != nil {
		return nil, fmt.Errorf("search: cannot decode the venue of an event: %w", err)
	}
	return Project(VenueFields, doc.Venue, true, false)
}
