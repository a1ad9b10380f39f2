// Package fold owns the folding of text that the index's analyzers do
// (case, İ/ı, ə→e, ё→е, diacritics), read from fold.txt: the search folds
// q's words and its word lists by it, and the grouping of copies
// (internal/dupes) the postings' texts, so both fold alike from the same
// data. It is a leaf: dupes, below mappings, reads it too.
package fold

import (
	_ "embed"
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
	// ascii is the folding of each ASCII rune, runes that of the other
	// runes folding beyond unicode.ToLower, for folding rune by rune.
	ascii [utf8.RuneSelf]string
	runes map[rune]string
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
	if r < utf8.RuneSelf {
		return append(dst, folding.ascii[r]...)
	}
	if f, ok := folding.runes[r]; ok {
		return append(dst, f...)
	}
	return utf8.AppendRune(dst, unicode.ToLower(r))
}

func (t *table) word(w string) string {
	return t.after.Replace(strings.ToLower(t.before.Replace(w)))
}

// read parses a folding file: two sections of "from to" pairs.
func read(name string, data []byte) (table, error) {
	f, err := datafile.Parse(name, data, func(s string) bool { return s == "fold" || s == "fold before lower-casing" })
	if err != nil {
		return table{}, err
	}
	var t table
	var keys []rune
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
			}
		}
		*sec.to = strings.NewReplacer(args...)
	}
	for r := range rune(utf8.RuneSelf) {
		t.ascii[r] = t.word(string(r))
	}
	t.runes = map[rune]string{}
	for _, k := range keys {
		// k and every rune of its case orbit that may lower-case to it.
		for r := k; ; {
			if r >= utf8.RuneSelf {
				if f := t.word(string(r)); f != string(unicode.ToLower(r)) {
					t.runes[r] = f
				}
			}
			if r = unicode.SimpleFold(r); r == k {
				break
			}
		}
	}
	return t, nil
}
