package mappings_test

import (
	"slices"
	"strings"
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
		// Each word of the other name must be met by one of its stems: az_stem
		// stacks the stems of a word's readings (Şaxta: şax, şaxt), and the
		// rules are parsed with the primary one.
		for _, word := range strings.Fields(c.reaches) {
			want := analyze("folded_stems", word)
			if !slices.ContainsFunc(want, func(tok string) bool { return slices.Contains(got, tok) }) {
				t.Errorf("%q expands to %v, lacking %v of %q", c.query, got, want, c.reaches)
			}
		}
	}
	if got := analyze("folded_stems_synonyms", "konsert"); slices.Contains(got, "концерт") {
		t.Errorf("the event words reach the job-title synonyms: %v", got)
	}
}
