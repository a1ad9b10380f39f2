package qtext

import (
	"reflect"
	"testing"
)

func TestRunCorrections(t *testing.T) {
	d := dataset(t, "jobs")
	for _, tc := range []struct {
		q     string
		fuzzy bool
		want  map[string][]string
	}{
		{"tib bacısı", true, map[string][]string{"tib": {"tibb"}}},
		{"tib bacısı", false, nil},
		// spelt right, or no short word, or no title of two words near
		{"tibb bacısı", true, nil},
		{"satış menecri", true, nil},
		{"tib həkim", true, nil},
	} {
		if got := Parse(d, tc.q, tc.fuzzy).RunCorrections(); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("RunCorrections(%q, fuzzy=%v) = %v, want %v", tc.q, tc.fuzzy, got, tc.want)
		}
	}
}
