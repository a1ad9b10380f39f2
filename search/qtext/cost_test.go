package qtext

import (
	"strings"
	"testing"
)

func TestCountTermsFromAbove(t *testing.T) {
	for text, want := range map[string]int{
		"":                       0,
		"baş mühasib":            2,
		"satış-meneceri":         2,
		"3.14 don't":             4,
		"中文字":                    3,
		"😀😀 a😀b":                 5,
		strings.Repeat("a", 600): 3,
	} {
		if got := countTerms(text); got != want {
			t.Errorf("countTerms(%q) = %d, want %d", text, got, want)
		}
	}
}
