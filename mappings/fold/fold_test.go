package fold

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

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

// AppendRune and Word fold a rune as the replacers fold it alone, over
// every rune of the Basic Multilingual Plane.
func TestAppendRuneIsWord(t *testing.T) {
	load()
	for r := rune(0); r < 0x10000; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		want := folding.replaced(string(r))
		if got := string(AppendRune(nil, r)); got != want {
			t.Errorf("AppendRune(%q) = %q, the replacers %q", r, got, want)
		}
		if got := Word(string(r)); got != want {
			t.Errorf("Word(%q) = %q, the replacers %q", r, got, want)
		}
	}
}

// Word folds words rune by rune as the replacers fold them whole: the
// words of every data file of mappings/, words with the combining dot
// (a pair of several runes) and words that are not UTF-8.
func TestWordIsReplaced(t *testing.T) {
	load()
	words := []string{"", "i̇", "İ̇", "I\u0307stanbul", "Bi̇li̇k", "ı̇", "\xff", "a\xffİ", "ŞƏKİ\xc3", "Straße", "ǅ", "K", "Ω"}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".txt") {
			return err
		}
		data, err := os.ReadFile(path)
		words = append(words, strings.Fields(string(data))...)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(words) < 10000 {
		t.Fatalf("only %d words read", len(words))
	}
	for _, w := range words {
		for _, v := range []string{w, strings.ToUpper(w), strings.ToTitle(w)} {
			if got, want := Word(v), folding.replaced(v); got != want {
				t.Errorf("Word(%q) = %q, the replacers %q", v, got, want)
			}
		}
	}
}

// FuzzWord holds Word to the replacers on any input.
func FuzzWord(f *testing.F) {
	for _, seed := range []string{"İŞÇİ Ağə Ёлка Crème Straße", "i̇", "I\u0307", "\xffi\u0307"} {
		f.Add(seed)
	}
	load()
	f.Fuzz(func(t *testing.T, w string) {
		if got, want := Word(w), folding.replaced(w); got != want {
			t.Errorf("Word(%q) = %q, the replacers %q", w, got, want)
		}
	})
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
