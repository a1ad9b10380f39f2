package handlers_test

import (
	"cmp"
	"fmt"
	"math"
	"net/url"
	"slices"
	"testing"
)

// earthRadiusKm is the mean Earth radius OpenSearch measures arc distances
// with (GeoUtils.EARTH_MEAN_RADIUS).
const earthRadiusKm = 6371.0087714

func radians(deg float64) float64 { return deg * math.Pi / 180 }
func degrees(rad float64) float64 { return rad * 180 / math.Pi }

// haversineKm is the great-circle distance between two points.
func haversineKm(lat1, lng1, lat2, lng2 float64) float64 {
	dLat, dLng := radians(lat2-lat1), radians(lng2-lng1)
	a := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(radians(lat1))*math.Cos(radians(lat2))*math.Sin(dLng/2)*math.Sin(dLng/2)
	return 2 * earthRadiusKm * math.Asin(math.Sqrt(a))
}

// destination is the point km away from (lat, lng) on the initial bearing
// (degrees clockwise from north); the fixture places venues with it.
func destination(lat, lng, bearing, km float64) (float64, float64) {
	phi, lambda, theta, delta := radians(lat), radians(lng), radians(bearing), km/earthRadiusKm
	phi2 := math.Asin(math.Sin(phi)*math.Cos(delta) + math.Cos(phi)*math.Sin(delta)*math.Cos(theta))
	lambda2 := lambda + math.Atan2(math.Sin(theta)*math.Sin(delta)*math.Cos(phi), math.Cos(delta)-math.Sin(phi)*math.Sin(phi2))
	return degrees(phi2), degrees(lambda2)
}

// geoEvent is an event row whose venue has the coordinates (nil: none).
func geoEvent(id string, lat, lng any) map[string]any {
	return map[string]any{
		"id": id, "source": "tix", "name": "Event " + id, "category": "concert",
		"venue":     map[string]any{"id": "venue-" + id, "name": "Venue " + id, "address": nil, "lat": lat, "lng": lng},
		"starts_at": "2026-12-01T18:00:00Z", "ingested_at": "2026-11-01T00:00:00Z",
	}
}

// geoFixture is a set of events around center: venues placed on every
// bearing at distances 730 m apart, a pair 2 m either side of 10 km, two
// events at one venue (a tie), one at the center, one far away, and events
// without coordinates.
type geoFixture struct {
	lat, lng float64
	rows     []map[string]any
}

func newGeoFixture() *geoFixture {
	f := &geoFixture{lat: 40.4093, lng: 49.8671}
	add := func(id string, bearing, km float64) {
		lat, lng := destination(f.lat, f.lng, bearing, km)
		f.rows = append(f.rows, geoEvent(id, lat, lng))
	}
	for i := range 24 {
		add(fmt.Sprintf("tix:r%02d", i), float64(i*47%360), 0.5+0.73*float64(i))
	}
	add("tix:inside", 100, 10-0.002)
	add("tix:outside", 280, 10+0.002)
	tieLat, tieLng := destination(f.lat, f.lng, 200, 3.05)
	for _, id := range []string{"tix:tie-b", "tix:tie-a"} {
		r := geoEvent(id, nil, nil)
		r["venue"] = map[string]any{"id": "shared", "name": "Shared", "address": nil, "lat": tieLat, "lng": tieLng}
		f.rows = append(f.rows, r)
	}
	f.rows = append(f.rows,
		geoEvent("tix:center", f.lat, f.lng),
		geoEvent("tix:ganja", 40.6828, 46.3606),
		geoEvent("tix:no-coordinates", nil, nil),
		geoEvent("tix:lat-only", 40.41, nil),
		map[string]any{"id": "tix:no-venue", "source": "tix", "name": "Online", "venue": nil, "ingested_at": "2026-11-01T00:00:00Z"},
	)
	return f
}

// within returns the ids of the rows within km of the center, nearest
// first, ties by id: the oracle of near, within_km and order=distance.
func (f *geoFixture) within(km float64) []string {
	type hit struct {
		id string
		km float64
	}
	var hits []hit
	for _, r := range f.rows {
		v, _ := r["venue"].(map[string]any)
		lat, okLat := v["lat"].(float64)
		lng, okLng := v["lng"].(float64)
		if !okLat || !okLng {
			continue
		}
		if d := haversineKm(f.lat, f.lng, lat, lng); d <= km {
			hits = append(hits, hit{r["id"].(string), d})
		}
	}
	slices.SortFunc(hits, func(a, b hit) int { return cmp.Or(cmp.Compare(a.km, b.km), cmp.Compare(a.id, b.id)) })
	ids := make([]string, len(hits))
	for i, h := range hits {
		ids[i] = h.id
	}
	return ids
}

func (f *geoFixture) near() string { return fmt.Sprintf("near=%v,%v", f.lat, f.lng) }

func TestEventsNearAPoint(t *testing.T) {
	a := newAPI(t)
	f := newGeoFixture()
	a.loadRows("events", f.rows)

	for _, km := range []float64{10, 3.1, 0.3, 0.001, 20000} {
		want := f.within(km)
		if km == 10 && (!slices.Contains(want, "tix:inside") || slices.Contains(want, "tix:outside")) {
			t.Fatalf("the fixture's boundary pair is misplaced: %v", want)
		}
		path := fmt.Sprintf("/v1/events?%s&within_km=%v&limit=100", f.near(), km)
		got := a.walk(path)
		if !sameSet(got, want) {
			t.Errorf("within %v km: %v, want %v", km, got, want)
		}
		walked := a.walk(fmt.Sprintf("/v1/events?%s&within_km=%v&order=distance&limit=4", f.near(), km))
		if !slices.Equal(walked, want) {
			t.Errorf("within %v km by distance, walked 4 at a time:\n got %v\nwant %v", km, walked, want)
		}
	}
	if all := f.within(20000); slices.Contains(all, "tix:no-coordinates") || slices.Contains(all, "tix:lat-only") || len(all) != len(f.rows)-3 {
		t.Fatalf("oracle: %v", all)
	}

	// Rows are shaped as always: the helper field never shows.
	for _, r := range a.ok("/v1/events?" + f.near() + "&within_km=1&order=distance").rows(t) {
		if _, ok := r["venue_location"]; ok || len(r) != 16 {
			t.Errorf("row %v: %v", r["id"], r)
		}
	}
	if r := a.ok("/v1/events/tix:center").object(t); r["venue"].(map[string]any)["lat"] != f.lat || r["venue_location"] != nil || len(r) != 16 {
		t.Errorf("single event: %v", r)
	}

	// A cursor is bound to near and within_km.
	first := a.ok("/v1/events?" + f.near() + "&within_km=10&order=distance&limit=2")
	a.bad("/v1/events?near=40.5,49.8671&within_km=10&order=distance&limit=2&cursor="+url.QueryEscape(first.next()), "cursor")
	a.bad("/v1/events?"+f.near()+"&within_km=11&order=distance&limit=2&cursor="+url.QueryEscape(first.next()), "cursor")

	for path, param := range map[string]string{
		"/v1/events?" + f.near():                                  "within_km",
		"/v1/events?within_km=5":                                  "near",
		"/v1/events?order=distance":                               "order",
		"/v1/events?" + f.near() + "&within_km=5&order=-distance": "order",
		"/v1/events?near=40.4&within_km=5":                        "near",
		"/v1/events?near=91,49&within_km=5":                       "near",
		"/v1/events?near=40,181&within_km=5":                      "near",
		"/v1/events?" + f.near() + "&within_km=0":                 "within_km",
		"/v1/events?" + f.near() + "&within_km=20001":             "within_km",
		"/v1/jobs?" + f.near() + "&within_km=5":                   "near",
	} {
		a.bad(path, param)
	}
}

func TestEventsNearFollowIngests(t *testing.T) {
	a := newAPI(t)
	f := newGeoFixture()
	a.loadRows("events", f.rows)

	moved := geoEvent("tix:r00", nil, nil) // loses its coordinates
	lat, lng := destination(f.lat, f.lng, 45, 1.25)
	added := geoEvent("tix:new", lat, lng)
	a.ingestRows("events", "tix", "2026-11-10T00:00:00Z", []map[string]any{moved, added})
	for i, r := range f.rows {
		if r["id"] == "tix:r00" {
			f.rows[i] = moved
		}
	}
	f.rows = append(f.rows, added)

	want := f.within(5)
	if !slices.Contains(want, "tix:new") || slices.Contains(want, "tix:r00") {
		t.Fatalf("oracle: %v", want)
	}
	if got := a.walk("/v1/events?" + f.near() + "&within_km=5&order=distance&limit=3"); !slices.Equal(got, want) {
		t.Errorf("after the ingest:\n got %v\nwant %v", got, want)
	}
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
