package datafile

import (
	"errors"
	"testing"
)

func TestParse(t *testing.T) {
	f, err := Parse("a.txt", []byte("# comment\n[one]\nx\n\n  y  \n[two  words]\nz\n"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Sections) != 2 || f.Sections[1].Name != "two words" {
		t.Fatalf("sections = %+v", f.Sections)
	}
	if got := f.Get("one"); len(got) != 2 || got[1] != "y" || f.Section("one").Lines[1] != 5 {
		t.Errorf("one = %+v", f.Section("one"))
	}
	if f.Get("three") != nil {
		t.Error("a section not given has entries")
	}
}

func TestParseNamesTheLine(t *testing.T) {
	known := func(s string) bool { return s != "bad" }
	for text, line := range map[string]int{
		"x\n":              1,
		"[a]\n[a]\n":       2,
		"[a]\nx\n\nx\n":    4,
		"[a]\n[bad]\n":     2,
		"[a]\n[unclosed\n": 2,
		"# c\n[]\n":        2,
	} {
		_, err := Parse("f.txt", []byte(text), known)
		var e *Error
		if !errors.As(err, &e) || e.File != "f.txt" || e.Line != line {
			t.Errorf("%q: error %v, want f.txt line %d", text, err, line)
		}
	}
}
