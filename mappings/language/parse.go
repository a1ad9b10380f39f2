package language

import (
	"bufio"
	"bytes"
	"fmt"
	"slices"
	"strings"
)

// section is one [name] of a data file: its entries in file order.
type section struct {
	name    string
	entries []string
	lines   []int
}

// file is a parsed data file.
type file struct {
	name     string
	sections []section
}

// parseFile reads a data file: [section] headers, then one entry per line;
// blank lines and lines starting with # are skipped. A section named twice,
// an entry before any section, a section not in known (known reports
// whether a name is one) or an entry twice in one section is an error.
func parseFile(name string, data []byte, known func(string) bool) (file, error) {
	f := file{name: name}
	scanner := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; scanner.Scan(); n++ {
		line := strings.TrimSpace(scanner.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if header, ok := strings.CutPrefix(line, "["); ok {
			header, ok = strings.CutSuffix(header, "]")
			header = strings.Join(strings.Fields(header), " ")
			if !ok || header == "" {
				return file{}, fmt.Errorf("language: %s line %d: a section header is [name]: %q", name, n, line)
			}
			if !known(header) {
				return file{}, fmt.Errorf("language: %s line %d: unknown section [%s]", name, n, header)
			}
			if slices.ContainsFunc(f.sections, func(s section) bool { return s.name == header }) {
				return file{}, fmt.Errorf("language: %s line %d: section [%s] is already given", name, n, header)
			}
			f.sections = append(f.sections, section{name: header})
			continue
		}
		if len(f.sections) == 0 {
			return file{}, fmt.Errorf("language: %s line %d: %q comes before any [section]", name, n, line)
		}
		s := &f.sections[len(f.sections)-1]
		if at := slices.Index(s.entries, line); at >= 0 {
			return file{}, fmt.Errorf("language: %s line %d: %q is already on line %d of [%s]", name, n, line, s.lines[at], s.name)
		}
		s.entries = append(s.entries, line)
		s.lines = append(s.lines, n)
	}
	return f, scanner.Err()
}

// get returns the entries of the named section, if given.
func (f file) get(name string) []string {
	for _, s := range f.sections {
		if s.name == name {
			return s.entries
		}
	}
	return nil
}
