package mappings_test

import (
	"slices"
	"testing"
)

func TestEventWordsExpandAcrossLanguages(t *testing.T) {
	analyze := analyzers(t)
	for _, c := range []struct{ query, reaches string }{
		{"konsertlər", "концерт"},
		{"концерты", "concert"},
		{"спектакли", "tamaşa"},
		{"tamaşalar", "спектакль"},
		{"sərgi", "exhibition"},
		{"выставки", "sərgi"},
		{"vystavki", "выставка"},
		{"джаз", "caz"},
		{"mugham", "muğam"},
		{"фильмы", "kino"},
		{"стендап", "standup"},
		{"детский", "uşaq"},
		{"Новый год", "Yeni il"},
		{"Дед Мороз", "Şaxta baba"},
		{"новогодняя ёлка", "Дед Мороз"},
		{"Yeni il", "Şaxta baba"},
		{"Pinocchio", "Буратино"},
		{"Comedy Club", "Камеди Клаб"},
		{"symphony", "симфонический"},
		{"симфонический", "simfonik"},
		{"Новруз", "Novruz"},
		{"мастер-класс", "master class"},
		{"puppet theatre", "кукольный театр"},
	} {
		got := analyze("folded_stems_event_words", c.query)
		want := analyze("folded_stems", c.reaches)
		for _, tok := range want {
			if !slices.Contains(got, tok) {
				t.Errorf("%q expands to %v, lacking %q of %q", c.query, got, tok, c.reaches)
			}
		}
	}
	if got := analyze("folded_stems_synonyms", "konsert"); slices.Contains(got, "концерт") {
		t.Errorf("the event words reach the job-title synonyms: %v", got)
	}
}
