package readapi

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// The geography's parameters (Dataset.Location): near=LAT,LNG and
// within_km=R, validated here; package search builds the distance filter
// and order=distance from them.

// maxWithinKm bounds within_km: about half the Earth's circumference.
const maxWithinKm = 20000

// Point is a WGS 84 position in decimal degrees.
type Point struct{ lat, lng float64 }

// Clause renders the point as a geo_point value.
func (p Point) Clause() Clause { return Clause{"lat": p.lat, "lon": p.lng} }

// Parameters of the geography, declared as filters so the accepted
// parameters and the OpenAPI document list them. Each validates its value
// (and, as every filter, binds it into the cursor's fingerprint); parseGeo
// builds the clause from the two together.
var (
	nearOption = Filter{Param: "near", Kind: String,
		Doc: "LAT,LNG in WGS 84 decimal degrees (latitude -90 to 90, longitude -180 to 180); with within_km, keeps the events " +
			"whose venue has coordinates within that many kilometres (great-circle distance) of the point. Events without " +
			"venue coordinates never match. Needs within_km; enables order=distance.",
		Build: func(_ Env, v []string) (Clause, error) {
			_, err := ParseNear(v[0])
			return nil, err
		}}

	withinKmOption = Filter{Param: "within_km", Kind: Number,
		Doc: "Radius around near in kilometres, above 0 and at most 20000. Needs near.",
		Build: func(_ Env, v []string) (Clause, error) {
			_, err := ParseWithinKm(v[0])
			return nil, err
		}}
)

// ParseNear reads near=LAT,LNG, else a 400 naming it.
func ParseNear(v string) (Point, error) {
	bad := Invalid("near", "near must be LAT,LNG in decimal degrees, latitude -90 to 90 and longitude -180 to 180 (e.g. near=40.4093,49.8671), got %q", v)
	lat, lng, ok := strings.Cut(v, ",")
	if !ok {
		return Point{}, bad
	}
	var p Point
	for _, c := range []struct {
		text  string
		to    *float64
		limit float64
	}{{lat, &p.lat, 90}, {lng, &p.lng, 180}} {
		text := strings.TrimSpace(c.text)
		n, err := strconv.ParseFloat(text, 64)
		if err != nil || !decimal.MatchString(text) || math.Abs(n) > c.limit {
			return Point{}, bad
		}
		*c.to = n
	}
	return p, nil
}

// ParseWithinKm reads within_km, a radius in kilometres, else a 400 naming it.
func ParseWithinKm(v string) (float64, error) {
	r, err := strconv.ParseFloat(v, 64)
	if err != nil || !decimal.MatchString(v) || !(r > 0 && r <= maxWithinKm) {
		return 0, Invalid("within_km", "within_km must be a distance in kilometres above 0 and at most %d, got %q", maxWithinKm, v)
	}
	return r, nil
}

// venueLocation is the events' location helper: the venue's coordinates as
// a geo_point, when the venue has both and they are in range.
func venueLocation(row map[string]json.RawMessage) (any, bool) {
	var venue *struct {
		Lat *float64 `json:"lat"`
		Lng *float64 `json:"lng"`
	}
	if json.Unmarshal(row["venue"], &venue) != nil || venue == nil || venue.Lat == nil || venue.Lng == nil ||
		math.Abs(*venue.Lat) > 90 || math.Abs(*venue.Lng) > 180 {
		return nil, false
	}
	return Point{*venue.Lat, *venue.Lng}.Clause(), true
}
