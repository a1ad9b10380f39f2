package qtext

import (
	"bufio"
	"bytes"
	"slices"
	"strings"
	"testing"
	"unicode"

	"readapi/mappings"
	"readapi/mappings/language"
)

// TestNameReadingsReachRealNames reads every word of the hand-written pairs
// of mappings/translit/name-pairs.txt both ways: the Cyrillic word's Latin
// spellings hold the Latin word (folded, as q is compared), the Latin
// word's Cyrillic spellings hold the Cyrillic word (folded, without the
// soft and hard signs the Russian analyzer drops).
func TestNameReadingsReachRealNames(t *testing.T) {
	if _, err := mappings.ReadNameRules(); err != nil {
		t.Fatal(err)
	}
	cyrillicKey := func(w string) string {
		return strings.NewReplacer("ь", "", "ъ", "").Replace(language.Fold(w))
	}
	pairs := 0
	scanner := bufio.NewScanner(bytes.NewReader(mappings.NamePairs))
	for scanner.Scan() {
		line := strings.TrimSpace(scanner.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cyrillic, latin, ok := strings.Cut(line, "|")
		split := func(s string) []string {
			return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' })
		}
		cw, lw := split(cyrillic), split(latin)
		if !ok || len(cw) != len(lw) {
			t.Errorf("%q: a pair is Cyrillic | Latin, word for word", line)
			continue
		}
		pairs++
		for i := range cw {
			if jobWords.isStopWord(cw[i]) || jobWords.isStopWord(lw[i]) || !strings.ContainsFunc(cw[i], unicode.IsLetter) {
				continue
			}
			var latins []string
			for _, r := range nameReadings(cw[i]) {
				latins = append(latins, language.Fold(r))
			}
			if !slices.Contains(latins, language.Fold(lw[i])) {
				t.Errorf("%s: the Latin spellings of %s %v lack %s", line, cw[i], latins, language.Fold(lw[i]))
			}
			var cyrillics []string
			for _, r := range nameReadings(lw[i]) {
				cyrillics = append(cyrillics, cyrillicKey(r))
			}
			if !slices.Contains(cyrillics, cyrillicKey(cw[i])) {
				t.Errorf("%s: the Cyrillic spellings of %s %v lack %s", line, lw[i], cyrillics, cyrillicKey(cw[i]))
			}
		}
	}
	if pairs < 100 {
		t.Errorf("%d name pairs, want at least 100", pairs)
	}
}

func TestNameReadingsLeaveOtherWords(t *testing.T) {
	for _, w := range []string{"a", "Bakı-Москва", "x7", "—"} {
		if got := nameReadings(w); got != nil && w != "x7" {
			t.Errorf("nameReadings(%q) = %v, want none", w, got)
		}
	}
	if got := nameReadings("Гамлет"); len(got) == 0 || len(got) > maxNameReadings {
		t.Errorf("nameReadings(Гамлет) = %v", got)
	}
}

func TestRussianNameCases(t *testing.T) {
	for w, want := range map[string]string{
		"Гасымова": "гасымов", "Караева": "караев", "Салаховым": "салахов",
		"Эмина": "эмин", "Алима": "алим", "Таира": "таир",
		"Гасымов": "гасымова", "Караев": "караева", "Алим": "алима",
		"Роя": "", "Ана": "", "Hamlet": "",
	} {
		got := nameCase(w)
		if want == "" && got != nil || want != "" && (len(got) != 1 || got[0] != want) {
			t.Errorf("nameCase(%q) = %v, want %q", w, got, want)
		}
	}
}

func TestCorrectedNameReadsAsRussianWritesIt(t *testing.T) {
	// a misspelt Hacıbəyli corrected finds the description that writes
	// it only in Cyrillic, as Russian does: Гаджибейли
	for _, w := range []string{"hacıbəyli", "hacibeyli"} {
		if got := correctedSpellings(w); len(got) == 0 || got[0] != "гаджибейли" {
			t.Errorf("correctedSpellings(%q) = %v, want гаджибейли first", w, got)
		}
	}
}
