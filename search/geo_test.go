package search

import (
	"context"
	"encoding/json"
	"errors"
	"net/url"
	"slices"
	"testing"

	"readapi"
)

func parseEvents(t *testing.T, raw string) (*Query, error) {
	t.Helper()
	params, err := url.ParseQuery(raw)
	if err != nil {
		t.Fatal(err)
	}
	return ParseQuery(readapi.Env{Ctx: context.Background(), Dataset: readapi.Events}, NewSigner("geo"), params)
}

func TestGeoParametersAreValidated(t *testing.T) {
	for raw, param := range map[string]string{
		"near=40.4,49.8":             "within_km",
		"within_km=5":                "near",
		"order=distance":             "order",
		"order=distance&within_km=5": "near",
		"order=-distance&near=40.4,49.8&within_km=5":     "order",
		"near=&within_km=5":                              "near",
		"near=40.4&within_km=5":                          "near",
		"near=40.4,49.8,1&within_km=5":                   "near",
		"near=91,49.8&within_km=5":                       "near",
		"near=-90.5,49.8&within_km=5":                    "near",
		"near=40.4,180.01&within_km=5":                   "near",
		"near=40.4,abc&within_km=5":                      "near",
		"near=0x10,49.8&within_km=5":                     "near",
		"near=NaN,49.8&within_km=5":                      "near",
		"near=40.4,49.8&within_km=0":                     "within_km",
		"near=40.4,49.8&within_km=-1":                    "within_km",
		"near=40.4,49.8&within_km=20000.001":             "within_km",
		"near=40.4,49.8&within_km=inf":                   "within_km",
		"near=40.4,49.8&within_km=":                      "within_km",
		"near=40.4,49.8&near=40.4,49.8&within_km=5":      "near",
		"near=40.4,49.8&within_km=5&within_km=6":         "within_km",
		"near=40.4,49.8&within_km=5&order=relevance":     "order",
		"near=40.4,49.8&within_km=5&order=distance&x=1":  "x",
		"near=40.4,49.8&within_km=5&order=nearest_first": "order",
	} {
		_, err := parseEvents(t, raw)
		var apiErr *readapi.Error
		if !errors.As(err, &apiErr) || apiErr.Code != readapi.CodeInvalid || apiErr.Param != param {
			t.Errorf("%s: %v, want a 400 naming %s", raw, err, param)
		}
	}
	for _, raw := range []string{
		"near=90,180&within_km=20000", "near=-90,-180&within_km=0.001", "near=40.4093,49.8671&within_km=5&order=distance",
		"near=+40.4,-49&within_km=1e1", "near=40.4,%2049.8&within_km=5",
	} {
		if _, err := parseEvents(t, raw); err != nil {
			t.Errorf("%s: %v", raw, err)
		}
	}
	for _, d := range readapi.All {
		if d != readapi.Events && (slices.Contains(d.AcceptedParams(), "near") || slices.Contains(d.AcceptedOrders(), readapi.OrderDistance)) {
			t.Errorf("%s accepts near or order=distance without a location", d.Name)
		}
	}
}

func TestGeoQueryBindsTheCursorAndSortsByDistance(t *testing.T) {
	base, err := parseEvents(t, "near=40.4,49.8&within_km=5&order=distance")
	if err != nil {
		t.Fatal(err)
	}
	for _, other := range []string{"near=40.4,49.9&within_km=5&order=distance", "near=40.4,49.8&within_km=6&order=distance", "near=40.4,49.8&within_km=5"} {
		q, err := parseEvents(t, other)
		if err != nil {
			t.Fatal(err)
		}
		if q.Fingerprint == base.Fingerprint {
			t.Errorf("%s has the fingerprint of the base query", other)
		}
	}
	body, _ := json.Marshal(map[string]any{"query": base.query(), "sort": base.Sort()})
	var got struct {
		Query struct {
			Bool struct {
				Filter []map[string]map[string]any `json:"filter"`
			} `json:"bool"`
		} `json:"query"`
		Sort []map[string]map[string]any `json:"sort"`
	}
	if err := json.Unmarshal(body, &got); err != nil {
		t.Fatal(err)
	}
	geo := got.Query.Bool.Filter[len(got.Query.Bool.Filter)-1]["geo_distance"]
	if geo["distance"] != "5km" || geo["distance_type"] != "arc" || geo["venue_location"] == nil {
		t.Errorf("distance filter: %s", body)
	}
	if len(got.Sort) != 2 || got.Sort[0]["_geo_distance"]["unit"] != "km" || got.Sort[0]["_geo_distance"]["distance_type"] != "arc" ||
		got.Sort[1][readapi.Tiebreaker]["order"] != "asc" {
		t.Errorf("distance sort: %s", body)
	}
}
