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

// TestTokenReaderReadsTextsStartingAsTheToken holds the promise of
// TokenReader.Reads that package qtext indexes the labels by: a text it
// reads starts with the token's first byte.
func TestTokenReaderReadsTextsStartingAsTheToken(t *testing.T) {
	words := []string{"muhasib", "muhasibi", "bux", "teatr", "teatri", "русский", "русском", "театр", "театре", "театра", "ий", "ая", "оператор", "операторы", "ab", "a"}
	read := 0
	for _, inPhrase := range []bool{false, true} {
		for _, word := range words {
			r := NewTokenReader(word, inPhrase)
			for _, text := range words {
				if !r.Reads(text) {
					continue
				}
				read++
				if text[0] != word[0] {
					t.Errorf("%q reads %q, which starts otherwise", word, text)
				}
			}
		}
	}
	if read <= 2*len(words) {
		t.Errorf("no token read another text than itself (%d reads)", read)
	}
}
