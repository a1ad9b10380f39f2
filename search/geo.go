package search

import (
	"encoding/json"
	"math"
	"net/url"
	"strconv"
	"strings"
)

// Geography (Dataset.Location): near=LAT,LNG with within_km=R keeps the
// rows whose location lies within R km of the point, great-circle (arc)
// distance; order=distance, only with near, sorts them nearest first, ties
// by id. The location is a geo_point helper field the writers compute
// (events: venueLocation); a row without one never matches near.

// OrderDistance is the `order` value that sorts nearest first.
const OrderDistance = "distance"

// maxWithinKm bounds within_km: about half the Earth's circumference.
const maxWithinKm = 20000

// point is a WGS 84 position in decimal degrees.
type point struct{ lat, lng float64 }

// clause renders the point as a geo_point value.
func (p point) clause() Clause { return Clause{"lat": p.lat, "lon": p.lng} }

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
			_, err := parseNear(v[0])
			return nil, err
		}}

	withinKmOption = Filter{Param: "within_km", Kind: Number,
		Doc: "Radius around near in kilometres, above 0 and at most 20000. Needs near.",
		Build: func(_ Env, v []string) (Clause, error) {
			_, err := parseWithinKm(v[0])
			return nil, err
		}}
)

func parseNear(v string) (point, error) {
	bad := Invalid("near", "near must be LAT,LNG in decimal degrees, latitude -90 to 90 and longitude -180 to 180 (e.g. near=40.4093,49.8671), got %q", v)
	lat, lng, ok := strings.Cut(v, ",")
	if !ok {
		return point{}, bad
	}
	var p point
	for _, c := range []struct {
		text  string
		to    *float64
		limit float64
	}{{lat, &p.lat, 90}, {lng, &p.lng, 180}} {
		text := strings.TrimSpace(c.text)
		n, err := strconv.ParseFloat(text, 64)
		if err != nil || !decimal.MatchString(text) || math.Abs(n) > c.limit {
			return point{}, bad
		}
		*c.to = n
	}
	return p, nil
}

func parseWithinKm(v string) (float64, error) {
	r, err := strconv.ParseFloat(v, 64)
	if err != nil || !decimal.MatchString(v) || !(r > 0 && r <= maxWithinKm) {
		return 0, Invalid("within_km", "within_km must be a distance in kilometres above 0 and at most %d, got %q", maxWithinKm, v)
	}
	return r, nil
}

// parseGeo reads near and within_km, which go together, and order=distance,
// which needs them; it adds the distance filter.
func (q *Query) parseGeo(params url.Values) error {
	near, hasNear, err := single(params, "near")
	if err != nil {
		return err
	}
	within, hasWithin, err := single(params, "within_km")
	if err != nil {
		return err
	}
	switch {
	case !hasNear && !hasWithin:
		if q.Order == OrderDistance {
			return Invalid("order", "order=%s sorts by the distance from near; give near and within_km or choose another order", OrderDistance)
		}
		return nil
	case !hasWithin:
		return Invalid("within_km", "near needs within_km, the radius in kilometres around the point")
	case !hasNear:
		return Invalid("near", "within_km needs near=LAT,LNG, the point the radius is around")
	}
	p, err := parseNear(near)
	if err != nil {
		return err
	}
	r, err := parseWithinKm(within)
	if err != nil {
		return err
	}
	q.near = &p
	q.Filters = append(q.Filters, Clause{"geo_distance": Clause{
		"distance":      strconv.FormatFloat(r, 'f', -1, 64) + "km",
		"distance_type": "arc",
		// An index loaded before the field existed answers no rows rather
		// than an error (ingest asks for a full load of it).
		"ignore_unmapped":  true,
		q.Dataset.Location: p.clause(),
	}})
	return nil
}

// distanceSort sorts nearest first (arc distance in km), ties by id.
func (q *Query) distanceSort() []Clause {
	return []Clause{
		{"_geo_distance": Clause{
			q.Dataset.Location: q.near.clause(),
			"order":            "asc",
			"unit":             "km",
			"distance_type":    "arc",
			"ignore_unmapped":  true,
		}},
		{Tiebreaker: Clause{"order": "asc"}},
	}
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
	return point{*venue.Lat, *venue.Lng}.clause(), true
}
