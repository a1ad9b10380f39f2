package search

import (
	"encoding/json"
	"fmt"
	"time"

	"readapi"
)

// Facets over whole days. A range filter on a date field (first_seen_after,
// posted_after, starts_before…: the filters whose description declares a
// Bound) that no request has used before misses OpenSearch's request cache,
// and each facet then reads every selected row again: at 1,000,000 jobs a
// first_seen_after instant never seen cost 5.8 times a plain q page. So,
// without collapse, the facets that share their filters are counted by two
// searches sent side by side in place of one (under q too, whose clauses
// are filters like any other here):
//
//   - the whole UTC days inside the ranges, under the request's other
//     filters (daySplit.days: a range from the first day boundary inside the
//     lower bound to the last one inside the upper bound). Its body is the
//     same for every request whose other filters are the same and whose
//     bounds fall on the same days (a new instant every second of a day, a
//     "since a week ago" moving with the clock), so the shard request cache
//     answers it after the first;
//   - the rest of the range: every filter of the request and the day
//     before the whole days or the day after them (daySplit.edges), which
//     reads at most a day at each end.
//
// Exact: every row of the whole days is inside the ranges (their
// boundaries lie inside the bounds, and day boundaries are whole
// milliseconds, so whatever the field's resolution), and every row the
// ranges keep outside the whole days lies in the edge days (a lower bound
// lies within the day before its boundary, an upper bound within the day
// after its own), which the whole days do not hold. So the rows the request
// selects are those of the whole days under the other filters plus those of
// the second search, each row in exactly one.
// A facet's two answers are summed only when each holds every value of its
// selection (no shard left a value out, nothing left over); otherwise the
// facet counts as without the split (FacetBody, then the composite scan).
//
// The two searches carry the same preference, so they reach the same copy
// of each shard. They are no more one point in time than today's searches of
// one request are (the page and each facet are separate searches in one
// _msearch): a refresh between them can count a row that changed at that
// refresh in neither or both parts of a facet, as it can make today's facets
// disagree with each other and with the page; the cached answer itself is
// never older than the copy's last refresh (the request cache drops a
// shard's entries when it refreshes).
//
// Why not one date histogram per day with the facet's terms under each day,
// the same body for any range: on 200,000 jobs (267 days) its answer holds
// 64 to 358 KB of buckets per facet, and rendering them from the cache took
// as long as counting the unseen range from scratch (178 vs 181 ms for four
// facets, machine loaded); the answer of whole days is one terms list.

// filterBound is a range filter's bound and the position of its clause in
// the query's Filters.
type filterBound struct {
	at int
	readapi.DayBound
}

// addBound remembers the bound of the clause filter f built last from
// value v, when f declares one.
func (q *Query) addBound(f readapi.Filter, v string) error {
	if f.Bound == nil {
		return nil
	}
	b, err := f.Bound(v)
	if err != nil {
		return err
	}
	q.bounds = append(q.bounds, filterBound{at: len(q.Filters) - 1, DayBound: b})
	return nil
}

// daySplit is how a query's facets count over whole days.
type daySplit struct {
	// ranged are the positions in Filters of the range clauses on the
	// split's field.
	ranged map[int]bool
	// days selects the whole UTC days inside those ranges; edges the day
	// before them and the day after, where the rest of the ranges lies.
	days, edges readapi.Clause
}

const day = 24 * time.Hour

// splitDays returns how the query's facets count over whole days, nil when
// they count as a whole: under collapse (its facets count groups,
// collapse_facets.go), without a range on a date field, or when the ranges
// hold no whole day. The ranges of the first bounded field given are split;
// others stay filters. Under q the split costs no more even when q is new
// (its whole days then miss the cache; OpenSearch CPU for four facets on
// 200,000 jobs, 16 words never seen: 20 vs 27 ms) and saves most when
// only the range moves (the same q, 1,000,000 jobs: 8.7 vs 23.7 ms).
func (q *Query) splitDays() *daySplit {
	if len(q.bounds) == 0 || q.Collapse {
		return nil
	}
	field := q.bounds[0].Field
	var from, to time.Time
	ranged := map[int]bool{}
	for _, b := range q.bounds {
		if b.Field != field {
			continue
		}
		if b.At.Year() < 2 || b.At.Year() > 9998 {
			// The days drawn from it would need years OpenSearch's date
			// format does not read.
			return nil
		}
		ranged[b.at] = true
		// Time.Truncate counts from January 1 of year 1, a UTC midnight.
		start := b.At.UTC().Truncate(day)
		if b.Upper {
			// Every instant before the start of the bound's day is before
			// the bound.
			if to.IsZero() || start.Before(to) {
				to = start
			}
			continue
		}
		// Every instant from the next day boundary on is after the bound
		// (from the bound itself when it is a kept day boundary).
		if start.Before(b.At) || !b.Inclusive {
			start = start.Add(day)
		}
		if start.After(from) {
			from = start
		}
	}
	if !from.IsZero() && !to.IsZero() && !from.Before(to) {
		return nil
	}
	// The ranges keep nothing before the day before from, nor from the day
	// after to on (a bound lies within a day of the boundary drawn from it),
	// so the rest of the range lies in those two days, which a search finds
	// without visiting the rows of the whole days.
	span := func(from, to time.Time) readapi.Clause {
		r := readapi.Clause{"format": "strict_date_optional_time"}
		if !from.IsZero() {
			r["gte"] = from.Format(time.RFC3339)
		}
		if !to.IsZero() {
			r["lt"] = to.Format(time.RFC3339)
		}
		return readapi.Clause{"range": readapi.Clause{field: r}}
	}
	var edges []readapi.Clause
	if !from.IsZero() {
		edges = append(edges, span(from.Add(-day), from))
	}
	if !to.IsZero() {
		edges = append(edges, span(to, to.Add(day)))
	}
	split := &daySplit{ranged: ranged, days: span(from, to), edges: edges[0]}
	if len(edges) == 2 {
		split.edges = readapi.Clause{"bool": readapi.Clause{"should": edges, "minimum_should_match": 1}}
	}
	return split
}

// daysQueries are the queries of facet f's two searches under split: the
// whole days under the facet's other filters, and the rest of its range.
// Each asks for every value (up to groupedFetch), since the two are
// summed.
func (q *Query) daysQueries(f AskedFacet, split *daySplit) (whole, rest readapi.Clause) {
	skip := q.ownAt(f)
	for at := range split.ranged {
		skip[at] = true
	}
	whole = BoolQuery(append(q.filtersBut(skip), split.days))
	return whole, BoolQuery(append(q.facetFilters(f), split.edges))
}

// joinDayAnswers is the answer a facet split over days reads: the answers
// of its two searches as one JSON array.
func joinDayAnswers(whole, rest []byte) []byte {
	out := make([]byte, 0, len(whole)+len(rest)+3)
	out = append(append(append(out, '['), whole...), ',')
	return append(append(out, rest...), ']')
}

// readDays takes the joined answers of a facet split over days: their sum
// when each holds every value of its rows; otherwise the facet drops the
// split and asks for its search as a whole (more).
func (s *FacetSearch) readDays(answer []byte) (more bool, err error) {
	f := s.q.Facets[s.i]
	var parts []struct {
		Aggregations struct {
			V termsAnswer `json:"v"`
		} `json:"aggregations"`
	}
	if err := json.Unmarshal(answer, &parts); err != nil || len(parts) != 2 {
		return false, fmt.Errorf("search: cannot decode the %s facet's days: %v", f.Name, err)
	}
	total := map[any]int{}
	for _, p := range parts {
		t := p.Aggregations.V
		if t.ErrorBound != 0 || t.SumOther != 0 {
			s.days, s.counts, s.preference = nil, nil, ""
			return true, nil
		}
		counts, err := t.counts(f.Kind)
		if err != nil {
			return false, err
		}
		for _, c := range counts {
			if at, ok := total[c.Value]; ok {
				s.counts[at].Count += c.Count
				continue
			}
			total[c.Value] = len(s.counts)
			s.counts = append(s.counts, c)
		}
	}
	return false, nil
}
