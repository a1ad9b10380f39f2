package qtext

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"readapi"
)

// TestCompoundWords holds the compound words: one names its kind's value
// (with endings, and typed in Latin letters with ş for щ), another word
// names none, and only a scored q looks for the head occupation and lets
// the word go.
func TestCompoundWords(t *testing.T) {
	label := func(w string) string {
		at, ok := jobWords.compoundIn(formsOf(w))
		if !ok {
			return ""
		}
		return jobWords.Dimensions[at.Dim].Name + " " + jobWords.Dimensions[at.Dim].Values[at.Value].Label
	}
	for w, want := range map[string]string{
		"taksist": "vehicle taksi", "taksistlər": "vehicle taksi", "Таксиста": "vehicle taksi",
		"дальнобойщик": "vehicle yük", "dalnoboyşik": "vehicle yük", "сушист": "cuisine yapon",
		"taksi": "", "sürücü": "", "водитель": "", "mühasib": "",
	} {
		if got := label(w); got != want {
			t.Errorf("compoundIn(%q) = %q, want %q", w, got, want)
		}
	}
	jobs, _ := readapi.ByName("jobs")
	v := Parse(jobs, "taksist", false)
	if got := v.Relaxed(); !slices.Equal(got, []string{"taksist"}) {
		t.Errorf("taksist relaxes %v, want [taksist]", got)
	}
	for scored, want := range map[bool]bool{true: true, false: false} {
		body, _ := json.Marshal(v.Clause(scored, nil))
		if got := strings.Contains(string(body), `"surucu"`) || strings.Contains(string(body), `"sürücü"`); got != want {
			t.Errorf("scored %v: the head occupation searched %v, want %v", scored, got, want)
		}
	}
	if got := Parse(jobs, "taksi sürücüsü", false).Relaxed(); !slices.Equal(got, []string{"taksi"}) {
		t.Errorf("taksi sürücüsü relaxes %v, want [taksi]", got)
	}
}
