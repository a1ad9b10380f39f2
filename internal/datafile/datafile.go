// Package datafile reads the project's knowledge files: the one
// section-and-lines format of mappings/language, mappings/synonyms,
// mappings/translit and mappings/vocabularies. A file is "[section]"
// headers, each followed by one entry a line; blank lines and lines
// starting with # are skipped. Every reader of such a file goes through
// Parse, so every file is validated the same way.
package datafile

import (
	"bufio"
	"bytes"
	"fmt"
	"slices"
	"strings"
)

// Section is one [name] of a file: its entries in file order, each with
// the line it stands on.
type Section struct {
	Name    string
	Line    int
	Entries []string
	Lines   []int
}

// File is a parsed data file, its sections in file order.
type File struct {
	Name     string
	Sections []Section
}

// Error names the file and the line a problem was found on.
type Error struct {
	File string
	Line int
	Msg  string
}

func (e *Error) Error() string { return fmt.Sprintf("%s line %d: %s", e.File, e.Line, e.Msg) }

// Errorf makes an Error at a line of a file.
func Errorf(file string, line int, format string, args ...any) error {
	return &Error{File: file, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// Parse reads a data file named name. A header that is not "[name]", a
// section named twice, an entry before any section, a section known
// rejects (nil known accepts every name) or an entry twice in one section
// is an *Error naming the line.
func Parse(name string, data []byte, known func(string) bool) (File, error) {
	f := File{Name: name}
	scanner := bufio.NewScanner(bytes.NewReader(data))
	scanner.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	for n := 1; scanner.Scan(); n++ {
		line := strings.TrimSpace(scanner.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if header, ok := strings.CutPrefix(line, "["); ok {
			header, ok = strings.CutSuffix(header, "]")
			header = strings.Join(strings.Fields(header), " ")
			if !ok || header == "" {
				return File{}, Errorf(name, n, "a section header is [name]: %q", line)
			}
			if known != nil && !known(header) {
				return File{}, Errorf(name, n, "unknown section [%s]", header)
			}
			if f.Section(header) != nil {
				return File{}, Errorf(name, n, "section [%s] is already given", header)
			}
			f.Sections = append(f.Sections, Section{Name: header, Line: n})
			continue
		}
		if len(f.Sections) == 0 {
			return File{}, Errorf(name, n, "%q comes before any [section]", line)
		}
		s := &f.Sections[len(f.Sections)-1]
		if at := slices.Index(s.Entries, line); at >= 0 {
			return File{}, Errorf(name, n, "%q is already on line %d of [%s]", line, s.Lines[at], s.Name)
		}
		s.Entries = append(s.Entries, line)
		s.Lines = append(s.Lines, n)
	}
	if err := scanner.Err(); err != nil {
		return File{}, fmt.Errorf("%s: %w", name, err)
	}
	return f, nil
}

// Section returns the named section, or nil.
func (f File) Section(name string) *Section {
	for i := range f.Sections {
		if f.Sections[i].Name == name {
			return &f.Sections[i]
		}
	}
	return nil
}

// Get returns the entries of the named section (nil when not given).
func (f File) Get(name string) []string {
	if s := f.Section(name); s != nil {
		return s.Entries
	}
	return nil
}
