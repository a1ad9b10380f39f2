package search

import (
	"strings"
	"testing"

	"readapi"
)

// TestFacetDaysBodies: under a range on a date field each facet is two
// searches, the whole days inside the range (the same body for every
// instant of a day, without the instant) and the rest of the range; the
// whole days start at the first day boundary the range keeps.
func TestFacetDaysBodies(t *testing.T) {
	bodies := func(d *readapi.Dataset, query string) [][]byte {
		t.Helper()
		q, err := parse(t, d, query)
		if err != nil {
			t.Fatal(err)
		}
		batches, err := Compile(q, NewSigner("s")).FacetBatches()
		if err != nil {
			t.Fatal(err)
		}
		var out [][]byte
		for _, b := range batches {
			out = append(out, b.Bodies()...)
			if p := b.Preferences(); len(p) == 2 && (p[0] == "" || p[0] != p[1]) {
				t.Errorf("%s: the two searches of a facet go to different copies: %q", query, p)
			}
		}
		return out
	}
	first := bodies(readapi.Jobs, "first_seen_after=2026-10-03T10:30:00Z&city=Bakı&facets=city,source")
	if len(first) != 4 {
		t.Fatalf("want two searches per facet, got %d", len(first))
	}
	again := bodies(readapi.Jobs, "first_seen_after=2026-10-03T23:59:59.5Z&city=Bakı&facets=city,source")
	for i, whole := range []int{0, 2} {
		w := string(first[whole])
		if strings.Contains(w, "10:30") || !strings.Contains(w, `"gte":"2026-10-04T00:00:00Z"`) || strings.Contains(w, `"lt"`) {
			t.Errorf("facet %d's whole days: %s", i, w)
		}
		if w != string(again[whole]) {
			t.Errorf("facet %d: another instant of the same day changed the whole days' search:\n%s\n%s", i, w, again[whole])
		}
		rest := string(first[whole+1])
		if !strings.Contains(rest, "10:30") || !strings.Contains(rest, `{"range":{"first_seen_at":{"format":"strict_date_optional_time","gte":"2026-10-03T00:00:00Z","lt":"2026-10-04T00:00:00Z"}}}`) {
			t.Errorf("facet %d's rest of the range: %s", i, rest)
		}
	}
	if !strings.Contains(string(first[0]), `"size":1000`) || strings.Contains(string(first[0]), `"Bakı"`) || !strings.Contains(string(first[2]), `"Bakı"`) {
		t.Errorf("the city facet leaves out its own filter, source keeps it: %s / %s", first[0], first[2])
	}

	if got := bodies(readapi.Jobs, "q=x&first_seen_after=2026-10-04T10:00:00Z&facets=city,source"); len(got) != 2 || !strings.Contains(string(got[0]), `"query":"x"`) {
		t.Errorf("facets under q: want the whole days and the rest, shared, under q; got %q", got)
	}
	for query, want := range map[string][2]string{
		"first_seen_after=2026-10-04T00:00:00Z&facets=city": {`"gte":"2026-10-05T00:00:00Z"}`, `"gte":"2026-10-04T00:00:00Z","lt":"2026-10-05T00:00:00Z"`},
		"posted_after=2026-10-04&facets=city":               {`"gte":"2026-10-04T00:00:00Z"}`, `"gte":"2026-10-03T00:00:00Z","lt":"2026-10-04T00:00:00Z"`},
		"starts_after=2026-12-05T00:00:00Z&starts_before=2026-12-20T12:00:00Z&facets=source": {`"gte":"2026-12-05T00:00:00Z","lt":"2026-12-20T00:00:00Z"`,
			`"should":[{"range":{"starts_at":{"format":"strict_date_optional_time","gte":"2026-12-04T00:00:00Z","lt":"2026-12-05T00:00:00Z"}}},{"range":{"starts_at":{"format":"strict_date_optional_time","gte":"2026-12-20T00:00:00Z","lt":"2026-12-21T00:00:00Z"}}}]`},
		"starts_before=2026-12-20T00:00:00Z&facets=source": {`"lt":"2026-12-20T00:00:00Z"}`, `"gte":"2026-12-20T00:00:00Z","lt":"2026-12-21T00:00:00Z"`},
	} {
		d := readapi.Jobs
		if strings.HasPrefix(query, "starts") {
			d = readapi.Events
		}
		if got := bodies(d, query); len(got) != 2 || !strings.Contains(string(got[0]), want[0]) || !strings.Contains(string(got[1]), want[1]) {
			t.Errorf("%s: whole days and rest\n%s\n%s\nwant %s and %s", query, got[0], got[1], want[0], want[1])
		}
	}
	for _, query := range []string{
		"collapse=duplicates&first_seen_after=2026-10-04T10:00:00Z&facets=city",
		"updated_after=2026-10-04T10:00:00Z&facets=city",
	} {
		q, _ := parse(t, readapi.Jobs, query)
		p := Compile(q, NewSigner("s"))
		batches, _ := p.FacetBatches()
		for _, b := range batches {
			if len(b.Bodies()) != 1 {
				t.Errorf("%s: split over days", query)
			}
		}
	}
	for _, query := range []string{
		"starts_after=2026-12-05T01:00:00Z&starts_before=2026-12-05T23:00:00Z&facets=source",
		"starts_after=2026-12-05T01:00:00Z&starts_before=2026-12-06T23:00:00Z&facets=source",
		"starts_after=2026-12-20T00:00:00Z&starts_before=2026-12-05T00:00:00Z&facets=source",
	} {
		if got := bodies(readapi.Events, query); len(got) != 1 {
			t.Errorf("%s: no whole day, yet split", query)
		}
	}
}

// TestFacetDaysAnswers: the two answers are summed when each holds every
// value; otherwise the facet asks for its search as a whole.
func TestFacetDaysAnswers(t *testing.T) {
	q, err := parse(t, readapi.Jobs, "first_seen_after=2026-10-03T10:30:00Z&city=Bakı&facets=remote,city&facet_limit=1")
	if err != nil {
		t.Fatal(err)
	}
	p := Compile(q, NewSigner("s"))
	batches, err := p.FacetBatches()
	if err != nil || len(batches) != 2 {
		t.Fatalf("batches %d (%v)", len(batches), err)
	}
	remote, err := batches[0].Split([][]byte{
		[]byte(`{"aggregations":{"v":{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[{"key":1,"key_as_string":"true","doc_count":5},{"key":0,"key_as_string":"false","doc_count":2}]}}}`),
		[]byte(`{"aggregations":{"v":{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[{"key":0,"key_as_string":"false","doc_count":4}]}}}`)})
	if err != nil {
		t.Fatal(err)
	}
	if more, err := batches[0].Searches[0].Read(remote[0]); more || err != nil {
		t.Fatalf("remote: more=%v err=%v", more, err)
	}
	city, _ := batches[1].Split([][]byte{
		[]byte(`{"aggregations":{"v":{"doc_count_error_upper_bound":0,"sum_other_doc_count":3,"buckets":[{"key":"Bakı","doc_count":5}]}}}`),
		[]byte(`{"aggregations":{"v":{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[]}}}`)})
	s := batches[1].Searches[0]
	if more, err := s.Read(city[0]); !more || err != nil {
		t.Fatalf("city with values left over: want its search as a whole, got more=%v err=%v", more, err)
	}
	whole, err := s.Body()
	own, _ := q.FacetBody(1)
	if err != nil || string(whole) != string(own) || s.Preference() != bodyPreference(own) {
		t.Errorf("city's search as a whole: %s (%v), want %s", whole, err, own)
	}
	if _, err := s.Read([]byte(`{"aggregations":{"v":{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[{"key":"Gəncə","doc_count":9},{"key":"Bakı","doc_count":5}]}}}`)); err != nil {
		t.Fatal(err)
	}
	if got, want := string(p.FacetsJSON()), `{"remote":[{"value":false,"count":6}],"city":[{"value":"Gəncə","count":9}]}`; got != want {
		t.Errorf("meta.facets %s, want %s", got, want)
	}
	if parts, err := batches[0].Split([][]byte{nil, nil}); err != nil || parts[0] != nil {
		t.Errorf("a missing index: %v %v", parts, err)
	}
}
