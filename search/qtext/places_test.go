package qtext

import "testing"

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
