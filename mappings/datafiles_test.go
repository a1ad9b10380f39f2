package mappings

import (
	"errors"
	"testing"

	"readapi/internal/datafile"
)

// Every file of synonyms/ and translit/ is read by datafile.Parse: a
// broken line is an error naming the file and the line, for the places
// too.
func TestBrokenFilesNameTheLine(t *testing.T) {
	savedTitles, savedEvents, savedNames := jobTitles, eventWords, nameTable
	defer func() { jobTitles, eventWords, nameTable = savedTitles, savedEvents, savedNames }()
	for _, c := range []struct {
		name, file string
		line       int
		set        func(string)
		read       func() error
		text       string
	}{
		{"places: a group of one title elsewhere in the file", "mappings/synonyms/job-titles.txt", 3, func(s string) { jobTitles = []byte(s) },
			func() error { _, err := PlaceNames(); return err }, "[titles]\na, b\nc\n[places]\nBaku, Bakı\n"},
		{"places: an unknown section", "mappings/synonyms/job-titles.txt", 2, func(s string) { jobTitles = []byte(s) },
			func() error { _, err := PlaceNames(); return err }, "# c\n[cities]\nBaku, Bakı\n"},
		{"event words: a title twice", "mappings/synonyms/event-words.txt", 4, func(s string) { eventWords = []byte(s) },
			func() error { _, err := EventWordGroups(); return err }, "[words]\na, b\n\nc, A\n"},
		{"event words: a group before any section", "mappings/synonyms/event-words.txt", 1, func(s string) { eventWords = []byte(s) },
			func() error { _, err := EventWordGroups(); return err }, "a, b\n[words]\n"},
		{"names: no =", "mappings/translit/names.txt", 3, func(s string) { nameTable = []byte(s) },
			func() error { _, err := ReadNameRules(); return err }, "[latin to cyrillic]\nb = б\nsh щ\n"},
		{"names: letters twice", "mappings/translit/names.txt", 4, func(s string) { nameTable = []byte(s) },
			func() error { _, err := ReadNameRules(); return err }, "[latin to cyrillic]\nb = б\n\nb = п\n"},
		{"names: an unknown section", "mappings/translit/names.txt", 1, func(s string) { nameTable = []byte(s) },
			func() error { _, err := ReadNameRules(); return err }, "[latin to greek]\n"},
	} {
		jobTitles, eventWords, nameTable = savedTitles, savedEvents, savedNames
		c.set(c.text)
		err := c.read()
		var e *datafile.Error
		if !errors.As(err, &e) || e.File != c.file || e.Line != c.line {
			t.Errorf("%s: error %v, want one at %s line %d", c.name, err, c.file, c.line)
		}
	}
}
