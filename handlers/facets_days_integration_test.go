package handlers_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"readapi"
)

// dayJobs is the facet fixture with first_seen_at spread over nine days at
// every hour, some rows exactly at midnight and some a nanosecond-scale
// instant before it, and 1,100 more companies of one posting each on one
// day (more values than a facet over whole days reads, so company falls
// back to its search as a whole when that day is selected), the last of
// them also on the day before.
func dayJobs() []map[string]any {
	rows := facetJobs()
	for i, r := range rows {
		at := time.Date(2026, 10, 1+i%9, (i*7)%24, (i*13)%60, 0, 0, time.UTC)
		switch i % 10 {
		case 0:
			at = time.Date(2026, 10, 1+i%9, 0, 0, 0, 0, time.UTC)
		case 1:
			at = time.Date(2026, 10, 1+i%9, 23, 59, 59, 999_000_000, time.UTC)
		}
		r["first_seen_at"] = at.Format(time.RFC3339Nano)
		if i%7 == 0 {
			r["deadline_at"] = fmt.Sprintf("2026-11-%02dT12:00:00Z", 1+i%12)
		}
	}
	for i := range 1100 {
		rows = append(rows, job(fmt.Sprintf("acme:d%04d", i), map[string]any{"first_seen_at": "2026-09-20T06:00:00Z",
			"city": "Quba", "company": map[string]any{"name": fmt.Sprintf("Firma %04d", i), "slug": nil}}))
	}
	// The last of them in byte order, which the whole days leave out, has
	// three more rows on the day before, in the rest of the range.
	for i := range 3 {
		rows = append(rows, job(fmt.Sprintf("acme:e%04d", i), map[string]any{"first_seen_at": "2026-09-19T12:00:00Z",
			"company": map[string]any{"name": "Firma 1099", "slug": nil}}))
	}
	return rows
}

// dayOracle is jobsOracle that also reads the date filters of the test.
func dayOracle(rows []map[string]any) oracle {
	o := jobsOracle(rows)
	others := o.match
	at := func(r map[string]any, field string) (time.Time, bool) {
		s, ok := r[field].(string)
		if !ok {
			return time.Time{}, false
		}
		t, err := time.Parse(time.RFC3339Nano, s)
		return t, err == nil
	}
	o.match = func(param, value string) func(map[string]any) bool {
		switch param {
		case "first_seen_after":
			bound, _ := time.Parse(time.RFC3339Nano, value)
			return func(r map[string]any) bool { t, ok := at(r, "first_seen_at"); return ok && t.After(bound) }
		case "posted_after", "deadline_after":
			field := map[string]string{"posted_after": "posted_at", "deadline_after": "deadline_at"}[param]
			day, _ := time.Parse(time.DateOnly, value)
			return func(r map[string]any) bool { t, ok := at(r, field); return ok && !t.Before(day) }
		}
		return others(param, value)
	}
	return o
}

// TestFacetsOverWholeDays: with a range on a date field, facets count the
// whole days inside it and the rest apart (search/facet_days.go); the
// counts are the oracle's for ranges starting mid-day, on a day boundary,
// a moment before one, before every row and after every row, with other
// filters and disjunctive facets, and when a facet has more values than
// the split reads.
func TestFacetsOverWholeDays(t *testing.T) {
	a := newAPI(t)
	loadFacetRegistry(a)
	rows := dayJobs()
	a.load("jobs", rows...)
	o := dayOracle(rows)
	all := "facets=city,country,remote,active,source,source_type,employment_type,company&facet_limit=100"
	for _, query := range []string{
		"first_seen_after=2026-10-03T10:30:00Z&" + all,
		"first_seen_after=2026-10-04T00:00:00Z&" + all,
		"first_seen_after=2026-10-04T23:59:59.998Z&" + all,
		"first_seen_after=2026-10-05T23:59:59.999999999Z&" + all,
		"first_seen_after=2026-10-09T23:59:59.999Z&" + all,
		"first_seen_after=2020-01-01T00:00:00Z&" + all,
		"first_seen_after=9999-12-31T23:59:59Z&" + all,
		"first_seen_after=0001-01-01T00:00:00Z&facets=city,source",
		"first_seen_after=2026-10-02T12:00:00Z&city=Bakı&country=AZ&facets=city,country,source_type,company&facet_limit=3",
		"first_seen_after=2026-10-02T12:00:00Z&first_seen_after=2026-10-06T01:00:00Z&source_type=board,employer&facets=source_type,source,city",
		"first_seen_after=2026-10-03T05:00:00Z&posted_after=2026-10-08&facets=city,company,remote&facet_limit=5",
		"posted_after=2026-10-08&facets=city,company,source&facet_limit=4",
		"q=" + url.QueryEscape("mühasib") + "&first_seen_after=2026-10-02T12:00:00Z&facets=city,source_type,remote",
		"q=" + url.QueryEscape("mühasib") + "&first_seen_after=2026-10-02T12:00:00Z&city=Bakı&order=relevance&facets=city,source_type,remote",
		"deadline_after=2026-11-06&active=true&facets=active,city,employment_type",
		// company: 1,100 more values on 2026-09-20, beyond what the split reads
		"first_seen_after=2026-09-19T06:00:00Z&facets=company,city&facet_limit=7",
		"first_seen_after=2026-09-19T06:00:00Z&city=Quba&facets=company,city&facet_limit=7",
	} {
		path := "/v1/jobs?" + query
		o.check(t, a, path)
		if total, want := a.ok(path + "&count=true").Meta["total"], o.rowsFor(t, query); total != float64(want) {
			t.Errorf("GET %s: total %v, want %d", path, total, want)
		}
	}
}

// TestFacetsOverWholeDaysOnEvents: both bounds of one field (starts_after
// and starts_before, inclusive), a range inside one day, and an empty one.
func TestFacetsOverWholeDaysOnEvents(t *testing.T) {
	a := newAPI(t)
	var events []map[string]any
	for i := range 90 {
		at := time.Date(2026, 12, 1+i%28, (i*5)%24, (i*11)%60, 0, 0, time.UTC)
		if i%9 == 0 {
			at = time.Date(2026, 12, 1+i%28, 0, 0, 0, 0, time.UTC)
		}
		events = append(events, row(readapi.Events.Fields, map[string]any{"id": fmt.Sprintf("e:%02d", i), "source": []string{"tix", "cinema", "tix"}[i%3],
			"name": fmt.Sprintf("Event %d", i), "category": []any{"concert", "theatre", nil, "concert", "cinema"}[i%5],
			"venue":     map[string]any{"id": []string{"sarayi", "filarmoniya", "opera", "yaşıl"}[i%4], "name": "V", "address": nil, "lat": nil, "lng": nil},
			"starts_at": at.Format(time.RFC3339), "ingested_at": "2026-11-20T00:00:00Z"}))
	}
	a.load("events", events...)
	o := exactOracle(events, map[string]string{"category": "category", "source": "source"}, nil,
		map[string][]string{"venue": {"venue", "id"}}, map[string][]string{"category": {"category"}, "source": {"source"}})
	starts := func(param, value string) func(map[string]any) bool {
		bound, _ := time.Parse(time.RFC3339, value)
		return func(r map[string]any) bool {
			t, _ := time.Parse(time.RFC3339, r["starts_at"].(string))
			if param == "starts_after" {
				return !t.Before(bound)
			}
			return !t.After(bound)
		}
	}
	exact := o.match
	o.match = func(param, value string) func(map[string]any) bool {
		if strings.HasPrefix(param, "starts_") {
			return starts(param, value)
		}
		return exact(param, value)
	}
	for _, query := range []string{
		"starts_after=2026-12-05T18:00:00Z&starts_before=2026-12-20T12:00:00Z&facets=source,category,venue",
		"starts_after=2026-12-05T00:00:00Z&starts_before=2026-12-20T00:00:00Z&facets=source,category,venue",
		"starts_after=2026-12-10T01:00:00Z&starts_before=2026-12-10T23:00:00Z&facets=source,venue",
		"starts_after=2026-12-20T00:00:00Z&starts_before=2026-12-05T00:00:00Z&facets=source,venue",
		"starts_before=2026-12-13T07:30:00Z&category=concert&facets=category,source,venue&facet_limit=2",
		"starts_after=2026-12-13T07:30:00Z&source=tix&facets=source,category",
	} {
		o.check(t, a, "/v1/events?"+query)
	}
}

// TestFacetsOverWholeDaysHitTheCache: two requests whose first_seen_after
// instants differ but fall on the same day count their whole days with the
// same searches, which the second finds in OpenSearch's request cache
// (the page's own search and the rest of the ranges differ, so they miss).
func TestFacetsOverWholeDaysHitTheCache(t *testing.T) {
	a := newAPI(t)
	loadFacetRegistry(a)
	a.load("jobs", dayJobs()...)
	hits := func() int64 {
		var stats struct {
			All struct {
				Total struct {
					RequestCache struct {
						HitCount int64 `json:"hit_count"`
					} `json:"request_cache"`
				} `json:"total"`
			} `json:"_all"`
		}
		if err := json.Unmarshal(a.osDo(http.MethodGet, "/"+a.prefix+"jobs/_stats/request_cache", nil), &stats); err != nil {
			t.Fatal(err)
		}
		return stats.All.Total.RequestCache.HitCount
	}
	facets := "&facets=city,country,source&city=" + url.QueryEscape("Bakı")
	a.ok("/v1/jobs?first_seen_after=2026-10-03T10:30:00Z" + facets)
	before := hits()
	a.ok("/v1/jobs?first_seen_after=2026-10-03T11:45:10Z" + facets)
	// One search of whole days for city (without its own filter), one for
	// country and source together.
	if got := hits() - before; got < 2 {
		t.Errorf("a new instant on the same day: %d request cache hits, want one per search of whole days (2)", got)
	}
}

// TestFacetsOverWholeDaysOnRates: from and to bound a field stored in a
// format of dates alone, which the whole days' range reads all the same.
func TestFacetsOverWholeDaysOnRates(t *testing.T) {
	a := newAPI(t)
	var rates []map[string]any
	for day := 1; day <= 20; day++ {
		for _, c := range []string{"USD", "EUR", "GBP", "XAU"}[:1+day%4] {
			rates = append(rates, rate(fmt.Sprintf("2026-11-%02d", day), fmt.Sprintf("2026-11-%02d", day-day%2), c))
		}
	}
	a.load("rates", rates...)
	o := exactOracle(rates, map[string]string{"kind": "kind"}, map[string]string{"carried_forward": "carried_forward"}, nil,
		map[string][]string{"code": {"codes"}, "kind": {"kind"}, "carried_forward": {"carried_forward"}})
	exact := o.match
	o.match = func(param, value string) func(map[string]any) bool {
		switch param {
		case "from":
			return func(r map[string]any) bool { return r["date"].(string) >= value }
		case "to":
			return func(r map[string]any) bool { return r["date"].(string) <= value }
		}
		return exact(param, value)
	}
	for _, query := range []string{
		"from=2026-11-04&to=2026-11-13&facets=code,kind,carried_forward",
		"from=2026-11-07&facets=code,carried_forward&carried_forward=false",
		"to=2026-11-09&kind=currency&facets=kind,code&facet_limit=2",
		"from=2026-11-09&to=2026-11-09&facets=code",
	} {
		o.check(t, a, "/v1/rates?"+query)
	}
}
