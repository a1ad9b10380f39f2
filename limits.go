package readapi

import (
	"unicode/utf8"
)

// Bounds of identifiers and of substring filters (why these: package
// search's limits.go, which bounds the query as a whole).
const (
	// MaxIDBytes is the longest _id OpenSearch stores, in UTF-8 bytes.
	MaxIDBytes = 512
	// MaxSubstringLength is the longest value of a substring filter, in
	// characters.
	MaxSubstringLength = 256
)

// ValidID reports whether OpenSearch could hold a document with this id.
func ValidID(id string) bool { return id != "" && len(id) <= MaxIDBytes }

// checkSubstring refuses a substring filter's value over its bound.
func checkSubstring(param, v string) error {
	if n := utf8.RuneCountInString(v); n > MaxSubstringLength {
		return Invalid(param, "%s takes at most %d characters, got %d", param, MaxSubstringLength, n)
	}
	return nil
}
