package enrich_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"readapi/internal/enrich"
	"readapi/internal/gendata"
)

// The demo data derives in the vocabularies: every venue it writes, in
// any of its names, is a venue of the gazetteer; every category slug says
// a kind, an audience or a venue, or is a festival's or an occasion's name
// (which says nothing of the kind); and every facet of the derived fields
// has values.
func TestDemoEventsDerive(t *testing.T) {
	var buf bytes.Buffer
	if err := gendata.New(1).WriteEvents(&buf, 3000); err != nil {
		t.Fatal(err)
	}
	e := env(t)
	places := e.Vocab.Get("place")
	silent := map[string]bool{ // festivals and occasions
		"baku-jazz-festival": true, "gabala-music-festival": true, "novruz-fest": true,
		"new-year": true, "novruz": true, "yeni-il": true, "novyy-god": true, "novruz-bayrami": true,
	}
	seen := map[string]map[string]int{}
	reported := map[string]bool{}
	count := func(field, value string) {
		if seen[field] == nil {
			seen[field] = map[string]int{}
		}
		seen[field][value]++
	}
	for _, line := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
		var row enrich.EventRow
		var head struct{ Category *string }
		if err := json.Unmarshal([]byte(line), &row); err != nil {
			t.Fatal(err)
		}
		json.Unmarshal([]byte(line), &head)
		d := enrich.Event(row, e)
		if row.Venue != nil && (d.Place == nil || !places.Has(*d.Place)) {
			t.Errorf("venue %q derives place %s, no venue of the gazetteer", row.Venue.Name, show(d.Place))
		}
		if c := head.Category; c != nil && !silent[*c] {
			one := enrich.Event(enrich.EventRow{Name: "-", Category: c}, e)
			if one.Kind == nil && one.Audience == nil && !placeSlug(e, *c) && !reported[*c] {
				reported[*c] = true
				t.Errorf("category %q derives nothing", *c)
			}
		}
		if d.Kind != nil {
			count("kind", *d.Kind)
		}
		if d.Place != nil {
			count("place", *d.Place)
		}
		if d.Audience != nil {
			count("audience", *d.Audience)
		}
		for _, g := range d.Genres {
			count("genre", g)
		}
		for _, l := range d.Languages {
			count("language", l)
		}
	}
	for field, want := range map[string][]string{
		"kind":     {"concert", "theatre", "cinema", "comedy", "exhibition", "sport", "workshop", "festival"},
		"genre":    {"jazz", "mugham", "classical", "pop", "rock"},
		"language": {"az", "ru", "en"},
		"audience": {"children", "adults"},
		"place":    {"russian-drama-theatre", "crystal-hall", "opera-ballet-theatre", "green-theatre"},
	} {
		for _, v := range want {
			if seen[field][v] == 0 {
				t.Errorf("no demo event derives %s %s: %v", field, v, seen[field])
			}
		}
	}
}

// placeSlug reports whether a category is the slug of a venue of the
// gazetteer (read as a venue's id is).
func placeSlug(e enrich.Env, category string) bool {
	var r enrich.EventRow
	if err := json.Unmarshal([]byte(`{"name":"-","venue":{"id":"`+category+`","name":"-"}}`), &r); err != nil {
		return false
	}
	d := enrich.Event(r, e)
	return d.Place != nil && e.Vocab.Get("place").Has(*d.Place)
}
