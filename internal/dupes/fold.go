package dupes

import (
	"strings"
	"unicode"
)

// foldTable maps the letters the search's folded analyzer rewrites beyond
// lower-casing: the Azerbaijani schwa, the Cyrillic yo and the Latin
// letters with diacritics (asciifolding) that the postings' languages use.
var foldTable = map[rune]string{
	'ə': "e", 'ı': "i", 'ё': "е",
	'ç': "c", 'ş': "s", 'ğ': "g", 'ö': "o", 'ü': "u",
	'á': "a", 'à': "a", 'â': "a", 'ä': "a", 'ã': "a", 'å': "a",
	'é': "e", 'è': "e", 'ê': "e", 'ë': "e",
	'í': "i", 'ì': "i", 'î': "i", 'ï': "i",
	'ó': "o", 'ò': "o", 'ô': "o", 'õ': "o", 'ø': "o",
	'ú': "u", 'ù': "u", 'û': "u",
	'ñ': "n", 'ý': "y", 'ÿ': "y", 'ß': "ss", 'æ': "ae", 'œ': "oe",
}

// Fold is the search's folding of a text (case, İ/ı/I/i, ə→e, diacritics,
// ё→е) with words separated by single spaces: every run of characters
// that are not letters or digits is one space, and none leads or trails.
func Fold(s string) string {
	return strings.Join(Words(s), " ")
}

// Words are the folded words of s: its runs of letters and digits.
func Words(s string) []string {
	var words []string
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			words = append(words, b.String())
			b.Reset()
		}
	}
	for _, r := range s {
		if r < 0x80 { // ASCII: the common case, without table look-ups
			switch {
			case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
				b.WriteByte(byte(r))
			case r >= 'A' && r <= 'Z':
				b.WriteByte(byte(r) + 'a' - 'A')
			default:
				flush()
			}
			continue
		}
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r) {
			flush()
			continue
		}
		if unicode.Is(unicode.Mn, r) {
			continue // a combining accent folds away
		}
		if r == 'İ' {
			b.WriteByte('i')
			continue
		}
		r = unicode.ToLower(r)
		if f, ok := foldTable[r]; ok {
			b.WriteString(f)
			continue
		}
		b.WriteRune(r)
	}
	flush()
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
