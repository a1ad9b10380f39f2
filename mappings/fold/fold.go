// Package fold owns the folding of text that the index's analyzers do
// (case, İ/ı, ə→e, ё→е, diacritics), read from fold.txt: the search folds
// q's words and its word lists by it, and the grouping of copies
// (internal/dupes) the postings' texts, so both fold alike from the same
// data. It is a leaf: dupes, below mappings, reads it too.
package fold

import (
	_ "embed"
	"maps"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"readapi/internal/datafile"
)

//go:embed fold.txt
var data []byte

// File is fold.txt as the repository holds it, as errors name it.
const File = "mappings/fold/fold.txt"

// table is fold.txt as read.
type table struct {
	before, after *strings.Replacer
	// low is the folding of each rune below lowRunes (ASCII, the Latin
	// letters with diacritics, Cyrillic), runes that of the other runes
	// folding beyond unicode.ToLower, for folding rune by rune.
	low   [lowRunes]string
	runes map[rune]string
	// tails are the runes after the first of the pairs whose "from" has
	// several runes (the combining dot of "i̇"), with their case orbits: a
	// word without them folds rune by rune.
	tails []rune
}

var (
	once    sync.Once
	folding table
	readErr error
)

// load reads fold.txt once; on an error text is only lower-cased and Check
// reports it.
func load() {
	once.Do(func() {
		folding, readErr = read(File, data)
		if readErr != nil {
			folding, _ = read(File, nil)
		}
	})
}

// Check reports whether fold.txt holds; an error names the line (a
// *datafile.Error).
func Check() error {
	load()
	return readErr
}

// Word lower-cases and folds w as the index's analyzers do: the pairs of
// [fold before lower-casing], lower-casing, then those of [fold].
func Word(w string) string {
	load()
	return folding.word(w)
}

// AppendRune appends the folding of r alone to dst: Word(string(r)),
// without building a string for each rune.
func AppendRune(dst []byte, r rune) []byte {
	load()
	if 0 <= r && r < lowRunes {
		return append(dst, folding.low[r]...)
	}
	if f, ok := folding.runes[r]; ok {
		return append(dst, f...)
	}
	return utf8.AppendRune(dst, unicode.ToLower(r))
}

// word folds w rune by rune when no pair of several runes can apply
// (every word but those with a combining dot), as the replacers would
// fold it, and through the replacers otherwise. Folding rune by rune is
// several times cheaper, and the search folds each q's words and its
// readings for every request.
func (t *table) word(w string) string {
	var buf [64]byte
	out := buf[:0]
	for i, r := range w {
		if len(t.tails) > 0 && r >= t.tails[0] && slices.Contains(t.tails, r) || r == utf8.RuneError && !strings.HasPrefix(w[i:], string(utf8.RuneError)) {
			return t.replaced(w)
		}
		if r < lowRunes {
			out = append(out, t.low[r]...)
		} else if f, ok := t.runes[r]; ok {
			out = append(out, f...)
		} else {
			out = utf8.AppendRune(out, unicode.ToLower(r))
		}
	}
	if string(out) == w {
		return w
	}
	return string(out)
}

// replaced folds w through the replacers: the pairs of [fold before
// lower-casing], lower-casing, then those of [fold].
func (t *table) replaced(w string) string {
	return t.after.Replace(strings.ToLower(t.before.Replace(w)))
}

// lowRunes bounds the runes folded by a table look-up: those UTF-8 writes
// in one or two bytes.
const lowRunes = 0x800

// read parses a folding file: two sections of "from to" pairs.
func read(name string, data []byte) (table, error) {
	f, err := datafile.Parse(name, data, func(s string) bool { return s == "fold" || s == "fold before lower-casing" })
	if err != nil {
		return table{}, err
	}
	var t table
	var keys, tails []rune
	for _, sec := range []struct {
		name string
		to   **strings.Replacer
	}{{"fold before lower-casing", &t.before}, {"fold", &t.after}} {
		s := f.Section(sec.name)
		if s == nil {
			*sec.to = strings.NewReplacer()
			continue
		}
		var args []string
		for i, e := range s.Entries {
			from, to, ok := strings.Cut(e, " ")
			if !ok || to == "" || strings.Contains(to, " ") {
				return table{}, datafile.Errorf(name, s.Lines[i], "[%s]: %q is no pair \"from to\"", s.Name, e)
			}
			args = append(args, from, to)
			if r, size := utf8.DecodeRuneInString(from); size == len(from) {
				keys = append(keys, r)
			} else {
				tails = append(tails, []rune(from[size:])...)
			}
		}
		*sec.to = strings.NewReplacer(args...)
	}
	for r := range rune(lowRunes) {
		t.low[r] = t.replaced(string(r))
	}
	t.runes = map[rune]string{}
	for _, k := range keys {
		// k and every rune of its case orbit that may lower-case to it.
		for r := k; ; {
			if r >= utf8.RuneSelf {
				if f := t.replaced(string(r)); f != string(unicode.ToLower(r)) {
					t.runes[r] = f
				}
			}
			if r = unicode.SimpleFold(r); r == k {
				break
			}
		}
	}
	t.tails = tailRunes(t, tails)
	return t, nil
}

// tailRunes are the runes that keep a word from folding rune by rune, in
// order: the tails of the pairs of several runes, the runes of their case
// orbits, and the runes whose own folding yields one of them.
func tailRunes(t table, tails []rune) []rune {
	set := map[rune]bool{}
	for _, k := range tails {
		for r := k; ; {
			set[r] = true
			if r = unicode.SimpleFold(r); r == k {
				break
			}
		}
	}
	if len(set) == 0 {
		return nil
	}
	yields := func(f string) bool { return strings.ContainsFunc(f, func(r rune) bool { return set[r] }) }
	for r, f := range t.low {
		if yields(f) {
			set[rune(r)] = true
		}
	}
	for r, f := range t.runes {
		if yields(f) {
			set[r] = true
		}
	}
	return slices.Sorted(maps.Keys(set))
}
