package qtext

import (
	"encoding/json"
	"strings"
	"testing"
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

// TestPlaceConflict holds the conflict of a soft place word: the other
// cities' names, not its own city's in any language; none for a place
// word that must match.
func TestPlaceConflict(t *testing.T) {
	fields := []textField{{name: "title", boost: 3, title: true}, {name: "place", boost: 0.5, place: true}}
	body := func(q string) string {
		c := placeConflict(fields, classify(nil, jobWords, q, false))
		if c == nil {
			return ""
		}
		data, _ := json.Marshal(c)
		return string(data)
	}
	got := body("Gəncədə mühasib")
	var c struct {
		Bool struct{ Should, MustNot []any } `json:"bool"`
	}
	if err := json.Unmarshal([]byte(strings.ReplaceAll(got, "must_not", "mustnot")), &c); err != nil {
		t.Fatal(err)
	}
	other, _ := json.Marshal(c.Bool.Should)
	own, _ := json.Marshal(c.Bool.MustNot)
	if !strings.Contains(string(other), "Bakı") || !strings.Contains(string(other), "Сумгаит") || strings.Contains(string(other), "Ganja") {
		t.Errorf("Gəncədə mühasib: conflicts %s, want the other cities", other)
	}
	if !strings.Contains(string(own), "Gəncə") || !strings.Contains(string(own), "Ganja") || !strings.Contains(string(own), "Гянджа") || strings.Contains(string(own), "Bakı") {
		t.Errorf("Gəncədə mühasib: conflicts unless %s, want Gəncə in its three languages", own)
	}
	if strings.Contains(got, `"title"`) {
		t.Errorf("Gəncədə mühasib: %s searches the title", got)
	}
	if got := body("Gəncədə"); got != "" {
		t.Errorf("Gəncədə alone must match, yet conflicts with %s", got)
	}
	if city, ok := jobWords.placeCity("Гяндже"); !ok || jobWords.Cities[city][0] != "Gəncə" {
		t.Errorf("Гяндже names %v", jobWords.Cities[city])
	}
}
