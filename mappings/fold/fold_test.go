package fold

import (
	"errors"
	"testing"
	"unicode"

	"readapi/internal/datafile"
)

func TestWord(t *testing.T) {
	if err := Check(); err != nil {
		t.Fatal(err)
	}
	if got := Word("İŞÇİ Ağə Ёлка Crème Straße"); got != "isci age елка creme strasse" {
		t.Errorf("Word = %q", got)
	}
}

// AppendRune folds a rune as Word folds it alone, over every letter and
// digit of the Basic Multilingual Plane and a few others.
func TestAppendRuneIsWord(t *testing.T) {
	checked := 0
	for r := rune(0); r < 0x10000; r++ {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r >= 0x80 {
			continue
		}
		checked++
		if got, want := string(AppendRune(nil, r)), Word(string(r)); got != want {
			t.Errorf("AppendRune(%q) = %q, Word = %q", r, got, want)
		}
	}
	if checked < 40000 {
		t.Errorf("checked %d runes", checked)
	}
}

func TestReadNamesTheLine(t *testing.T) {
	for text, line := range map[string]int{
		"[fold]\nə e\nö\n": 3,
		"[fold]\nə e f\n":  2,
		"[folding]\n":      1,
		"# c\n[fold before lower-casing]\nİ i\nİ i\n": 4,
	} {
		_, err := read("f.txt", []byte(text))
		var e *datafile.Error
		if !errors.As(err, &e) || e.File != "f.txt" || e.Line != line {
			t.Errorf("%q: error %v, want f.txt line %d", text, err, line)
		}
	}
}
