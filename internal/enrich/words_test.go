package enrich

import "testing"

func TestTokenMatchesEndings(t *testing.T) {
	for _, tc := range []struct {
		word, text string
		want       bool
	}{
		{"konsert", "konsertleri", true}, // folded
		{"спектакль", "спектакли", true},
		{"русский", "русском", true},
		{"драматический", "драматического", true},
		{"большой", "большого", true},
		{"opera", "operator", false},
		{"русский", "русскими", true},
		{"русский", "русь", false},
	} {
		if got := tokenMatches(tc.word, tc.text); got != tc.want {
			t.Errorf("tokenMatches(%q, %q) = %v, want %v", tc.word, tc.text, got, tc.want)
		}
	}
}
