package dupes

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"readapi/mappings/fold"
)

// Fold is the folding of a text the search does (package fold, from
// mappings/fold/fold.txt: case, İ/ı, ə→e, ё→е, diacritics) with words
// separated by single spaces: every run of characters that are not letters
// or digits is one space, and none leads or trails.
func Fold(s string) string {
	return strings.Join(Words(s), " ")
}

// Words are the folded words of s: its runs of letters and digits, less
// their combining accents (a text copied from another source may spell é
// as e and an accent).
func Words(s string) []string {
	var words []string
	var word []byte
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			word = fold.AppendRune(word, r)
		case r < utf8.RuneSelf || !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r):
			if len(word) > 0 {
				words = append(words, string(word))
				word = word[:0]
			}
		case unicode.Is(unicode.Mn, r):
			// a combining accent folds away
		default:
			word = fold.AppendRune(word, r)
		}
	}
	if len(word) > 0 {
		words = append(words, string(word))
	}
	return words
}

// NormalizeURL is the url compared between postings without descriptions:
// the scheme, a leading "www.", the query string, the fragment and the
// trailing "/" dropped, and the host lower-cased.
func NormalizeURL(u string) string {
	u = strings.TrimSpace(u)
	u, _, _ = strings.Cut(u, "#")
	u, _, _ = strings.Cut(u, "?")
	if i := strings.Index(u, "://"); i >= 0 {
		u = u[i+3:]
	}
	host, path, _ := strings.Cut(u, "/")
	host = strings.ToLower(host)
	host = strings.TrimPrefix(host, "www.")
	u = host
	if path != "" {
		u += "/" + path
	}
	return strings.TrimRight(u, "/")
}
