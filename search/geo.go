package search

import (
	"net/url"
	"strconv"

	"readapi"
)

// Geography (Dataset.Location): near=LAT,LNG with within_km=R keeps the
// rows whose location lies within R km of the point, great-circle (arc)
// distance; order=distance, only with near, sorts them nearest first, ties
// by id. The location is a geo_point helper field the writers compute
// (events: venueLocation); a row without one never matches near.

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
		if q.Order == readapi.OrderDistance {
			return readapi.Invalid("order", "order=%s sorts by the distance from near; give near and within_km or choose another order", readapi.OrderDistance)
		}
		return nil
	case !hasWithin:
		return readapi.Invalid("within_km", "near needs within_km, the radius in kilometres around the point")
	case !hasNear:
		return readapi.Invalid("near", "within_km needs near=LAT,LNG, the point the radius is around")
	}
	p, err := readapi.ParseNear(near)
	if err != nil {
		return err
	}
	r, err := readapi.ParseWithinKm(within)
	if err != nil {
		return err
	}
	q.near = &p
	q.Filters = append(q.Filters, readapi.Clause{"geo_distance": readapi.Clause{
		"distance":      strconv.FormatFloat(r, 'f', -1, 64) + "km",
		"distance_type": "arc",
		// An index loaded before the field existed answers no rows rather
		// than an error (ingest asks for a full load of it).
		"ignore_unmapped":  true,
		q.Dataset.Location: p.Clause(),
	}})
	return nil
}

// distanceSort sorts nearest first (arc distance in km), ties by id.
func (q *Query) distanceSort() []readapi.Clause {
	return []readapi.Clause{
		{"_geo_distance": readapi.Clause{
			q.Dataset.Location: q.near.Clause(),
			"order":            "asc",
			"unit":             "km",
			"distance_type":    "arc",
			"ignore_unmapped":  true,
		}},
		{readapi.Tiebreaker: readapi.Clause{"order": "asc"}},
	}
}
