package search

import (
	"fmt"
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

// TombstoneIndex is the internal index (behind an alias of this name) that
// records ids removed at the request of the people concerned.
const TombstoneIndex = "tombstones"

// TombstoneID is the document id of a dataset's removed record.
func TombstoneID(dataset, id string) string { return dataset + ":" + id }

// Removed returns the description of a dataset's removals feed,
// /v1/<dataset>/removed: ids and removal times, oldest first.
func Removed(d *Dataset) *Dataset {
	return &Dataset{
		Name:     TombstoneIndex,
		Resource: "Removal",
		Doc:      "Ids of " + d.Name + " records removed at the request of the people concerned, oldest first; delete any copy you hold.",
		Fields: []Field{
			field("id", String, false, "The removed record's id; it answers 410 from now on."),
			field("removed_at", Timestamp, false, "When the record was removed."),
		},
		Filters: []Filter{
			laterThan("since", "Removals later than the instant.", "removed_at"),
		},
		Fixed:        []Clause{Term("dataset", d.Name)},
		Sorts:        []string{"removed_at"},
		DefaultOrder: "removed_at",
		ListPaths:    []string{"/" + d.Name + "/removed"},
		Common:       []string{"limit", "cursor", "count"},
	}
}

// Gone reports a removed record.
func Gone(dataset, id string) *Error {
	return &Error{Code: CodeGone, Message: fmt.Sprintf("%s record %q was removed at the request of the people concerned; delete any copy you hold", dataset, id)}
}
