package enrich

import "testing"

func TestTokenMatchesEndings(t *testing.T) {
	for _, tc := range []struct {
		word, text string
		inPhrase   bool
		want       bool
	}{
		{"konsert", "konsertleri", false, true}, // folded
		{"спектакль", "спектакли", false, true},
		{"русский", "русском", true, true},
		{"драматический", "драматического", true, true},
		{"большой", "большого", true, true},
		{"opera", "operator", false, false},
		{"русский", "русскими", true, true},
		{"русский", "русь", true, false},
		// a word alone keeps its adjective ending: a subject is no language
		{"русский", "русского", false, false},
	} {
		if got := tokenMatches(tc.word, tc.text, tc.inPhrase); got != tc.want {
			t.Errorf("tokenMatches(%q, %q, %v) = %v, want %v", tc.word, tc.text, tc.inPhrase, got, tc.want)
		}
	}
}
