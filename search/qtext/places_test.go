package qtext

import (
	"slices"
	"testing"

	"readapi"
)

func TestPlaceWords(t *testing.T) {
	for w, want := range map[string]bool{
		"Bakı": true, "Bakıda": true, "BAKIDAN": true, "Bakının": true, "bakida": true, "Baku": true, "Баку": true,
		"Гяндже": true, "Gəncədə": true, "Sumqayıtda": true, "Сумгаите": true, "Ленкорани": true, "Şəkidə": true, "Quba": true,
		"mühasib": false, "bakir": false, "Bakıxanov": false, "Губернатор": false,
	} {
		if got := jobWords.isPlaceWord(w); got != want {
			t.Errorf("jobWords.isPlaceWord(%q) = %v, want %v", w, got, want)
		}
	}
}

// A word saying which kind of place a place word beside it names is a
// stop word there (it need not match), and a word elsewhere.
func TestPlaceKindWordsBesideAPlace(t *testing.T) {
	for q, want := range map[string][]bool{
		"kassir Nərimanov metrosu":   {false, false, true},
		"kassir Nərimanov rayonunda": {false, false, true},
		"кассир метро Нариманов":     {false, true, false},
		"kassir Xətai r.":            {false, false, true},
		"metro kassiri":              {false, false},
		"rayon mühasibi":             {false, false},
	} {
		qc := classify(readapi.Jobs, jobWords, q, false)
		if !slices.Equal(qc.stopped, want) {
			t.Errorf("%q: stopped %v, want %v", q, qc.stopped, want)
		}
	}
}
