package main

import (
	"bufio"
	"fmt"
	"os"
)

// jobScore counts one field's agreement with the labels.
type jobScore struct {
	derived, derivedRight int // values derived, and those equal to the label
	labelled, covered     int // postings labelled non-null (and counted), and those derived equal
	printed               int
}

// add counts a posting's label and derived value; counted says whether a
// non-null label counts toward coverage. It reports a disagreement.
func (s *jobScore) add(want, got *string, counted bool) bool {
	right := want != nil && got != nil && *want == *got
	if got != nil {
		s.derived++
		if right {
			s.derivedRight++
		}
	}
	if want != nil && counted {
		s.labelled++
		if right {
			s.covered++
		}
	}
	return !right && (got != nil || want != nil && counted)
}

// precision is the share of the values derived equal to the label.
func (s *jobScore) precision() float64 { return float64(s.derivedRight) / float64(max(s.derived, 1)) }

// coverage is the share of the postings labelled non-null derived equal.
func (s *jobScore) coverage() float64 { return float64(s.covered) / float64(max(s.labelled, 1)) }

// line prints the field's figures.
func (s *jobScore) line(name string) string {
	return fmt.Sprintf("%-11s precision %s (%d/%d)  coverage %s (%d/%d)", name,
		jobRatio(s.derivedRight, s.derived), s.derivedRight, s.derived, jobRatio(s.covered, s.labelled), s.covered, s.labelled)
}

func jobRatio(a, b int) string {
	if b == 0 {
		return "  -  "
	}
	return fmt.Sprintf("%.3f", float64(a)/float64(b))
}

func jobShow(s *string) string {
	if s == nil {
		return "null"
	}
	return *s
}

// jobEachLine calls f with each non-empty line of the file at path.
func jobEachLine(path string, f func([]byte) error) error {
	file, err := os.Open(path)
	if err != nil {
		return err
	}
	defer file.Close()
	scanner := bufio.NewScanner(file)
	scanner.Buffer(make([]byte, 0, 1<<20), 1<<26)
	for n := 1; scanner.Scan(); n++ {
		if len(scanner.Bytes()) == 0 {
			continue
		}
		if err := f(scanner.Bytes()); err != nil {
			return fmt.Errorf("%s line %d: %w", path, n, err)
		}
	}
	return scanner.Err()
}
