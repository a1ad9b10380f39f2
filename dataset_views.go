package readapi

import (
	"hash/fnv"
	"math"
)

// LatestRates is the view of the rates dataset that /v1/rates/latest
// accepts: the rate filters and source, no paging.
var LatestRates = &Dataset{
	Name: Rates.Name, Resource: Rates.Resource, Fields: Rates.Fields, Filters: rateFilters,
	Sorts: []string{"ingested_at"}, DefaultOrder: "-ingested_at", Common: []string{"source"},
}

// RandomQuotes is the view of the quotes dataset that /v1/quotes/random
// accepts besides date: the curated pool, restricted by category.
var RandomQuotes = &Dataset{
	Name: Quotes.Name, Resource: Quotes.Resource, Fields: Quotes.Fields,
	Filters: []Filter{
		custom("date", Date, "UTC date; default today. The same date and filters always give the same quotation.",
			func(_ Env, v []string) (Clause, error) {
				_, err := parseDate("date", v[0])
				return nil, err
			}),
		exact("category", "category", "Restricts the pool to one category."),
	},
	Fixed: []Clause{Term("active", true)},
	Sorts: []string{"ingested_at"}, DefaultOrder: "-ingested_at", Common: []string{},
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
