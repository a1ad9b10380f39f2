package readapi

import (
	"encoding/json"
	"reflect"
	"testing"

	"readapi/internal/enrich"
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

// A derivation decodes only the members its row type names, and reads them
// as decoding the whole row would (an identity derivation shows what it
// read), for the rows of each deriving dataset.
func TestDeriveReadsOnlyWhatItNeeds(t *testing.T) {
	if jsonKeys(reflect.TypeFor[enrich.JobRow]()) == nil || jsonKeys(reflect.TypeFor[enrich.EventRow]()) == nil {
		t.Fatal("the row types of the derivations name no keys: every row is decoded whole")
	}
	jobs := deriveWith(func(r enrich.JobRow, _ enrich.Env) enrich.JobRow { return r })
	events := deriveWith(func(r enrich.EventRow, _ enrich.Env) enrich.EventRow { return r })
	rows := []struct {
		derive func([]byte, enrich.Env) (json.RawMessage, error)
		row    string
		whole  any
	}{
		{jobs, `{"id":"a","title":"Mühasib","description_html":"<p>\"Baş\" mühasib</p>","description":"Tam ştat","salary_from":700,"salary_to":null,"facts":{"title":"x"},"posted_at":"2026-11-01"}`, &enrich.JobRow{}},
		{events, `{"id":"e","name":"Hamlet","venue":{"id":"v","name":"Opera"},"sessions":[{"language":"az","at":"x"}],"description_html":"<b>x</b>"}`, &enrich.EventRow{}},
	}
	for _, c := range rows {
		got, err := c.derive([]byte(c.row), enrich.Env{})
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(c.row), c.whole); err != nil {
			t.Fatal(err)
		}
		if want, _ := json.Marshal(c.whole); string(got) != string(want) {
			t.Errorf("derived from %s:\n got %s\nwant %s", c.row, got, want)
		}
	}
	if _, err := jobs([]byte(`{"title":1}`), enrich.Env{}); err == nil {
		t.Error("a title that is not a string derives")
	}
}
