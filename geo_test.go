package readapi

import (
	"encoding/json"
	"testing"
)

func TestVenueLocation(t *testing.T) {
	for venue, want := range map[string]any{
		`{"name":"A","lat":40.5,"lng":49.75}`: map[string]any{"lat": 40.5, "lon": 49.75},
		`{"name":"A","lat":0,"lng":0}`:        map[string]any{"lat": 0.0, "lon": 0.0},
		`{"name":"A","lat":null,"lng":49.75}`: nil,
		`{"name":"A","lat":40.5}`:             nil,
		`{"name":"A","lat":95,"lng":49.75}`:   nil,
		`{"name":"A","lat":40.5,"lng":"x"}`:   nil,
		`null`:                                nil,
	} {
		v, ok := venueLocation(map[string]json.RawMessage{"venue": json.RawMessage(venue)})
		got, _ := json.Marshal(v)
		wanted, _ := json.Marshal(want)
		if ok != (want != nil) || string(got) != string(wanted) {
			t.Errorf("venue %s: %s, %v; want %s", venue, got, ok, wanted)
		}
	}
	if _, ok := venueLocation(map[string]json.RawMessage{}); ok {
		t.Error("an event without venue got a location")
	}
}
