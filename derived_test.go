package readapi

import (
	"encoding/json"
	"testing"
)

// TestSalaryBand holds the band of each floor: from, or to when from is
// null; the lower bound included, the upper excluded.
func TestSalaryBand(t *testing.T) {
	cases := map[string]any{
		`{"salary_azn":{"from":0,"to":null}}`:      "0-500",
		`{"salary_azn":{"from":499,"to":900}}`:     "0-500",
		`{"salary_azn":{"from":500,"to":null}}`:    "500-1000",
		`{"salary_azn":{"from":null,"to":1500}}`:   "1500-2000",
		`{"salary_azn":{"from":2999.6,"to":null}}`: "2000-3000",
		`{"salary_azn":{"from":3000,"to":null}}`:   "3000-5000",
		`{"salary_azn":{"from":5000,"to":null}}`:   "5000-",
		`{"salary_azn":{"from":null,"to":null}}`:   nil,
		`{"salary_azn":null}`:                      nil,
		`{"salary_azn":{"from":-1,"to":null}}`:     nil,
	}
	for derived, want := range cases {
		got, ok := salaryBand(map[string]json.RawMessage{DerivedField: json.RawMessage(derived)})
		if want == nil && ok || want != nil && got != want {
			t.Errorf("salaryBand(%s) = %v, %v; want %v", derived, got, ok, want)
		}
	}
}
