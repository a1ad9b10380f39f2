package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"

	"readapi/internal/enrich"
)

// eventLabel is what the labeller read of an event from its row alone.
// Venue is the labeller's own key for the venue (one key per venue
// however the row spells it), so place is measured by consistency.
type eventLabel struct {
	ID        string   `json:"id"`
	Kind      *string  `json:"kind"`
	Genres    []string `json:"genres"`
	Venue     *string  `json:"venue"`
	Languages []string `json:"languages"`
	Audience  *string  `json:"audience"`
	MinAge    *int     `json:"min_age"`
}

// labelledEvent is one row of the sample with its derivation and label.
type labelledEvent struct {
	id      string
	name    string
	derived enrich.EventDerived
	label   eventLabel
}

func runEvents(rowsPath, labelsPath string, verbose bool, w io.Writer) error {
	env, err := enrichEnv()
	if err != nil {
		return err
	}
	labels, err := readEventLabels(labelsPath)
	if err != nil {
		return err
	}
	events, err := deriveEvents(rowsPath, labels, env)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "events: %d labelled rows (%s, %s)\n", len(events), rowsPath, labelsPath)
	fmt.Fprintf(w, "%-10s %9s %9s %9s %s\n", "field", "precision", "coverage", "recall", "counts")
	for _, f := range eventFields {
		s := f.score(events)
		fmt.Fprintf(w, "%-10s %9s %9s %9s %s\n", f.name, ratio(s.correct, s.given), ratio(s.covered, s.labelled),
			ratio(s.found, s.wanted), s.counts())
		if verbose {
			for _, line := range s.misses {
				fmt.Fprintln(w, "    "+line)
			}
		}
	}
	p := scorePlaces(events, env.Vocab.Get("place").Has)
	fmt.Fprintf(w, "%-10s %9s %9s %9s %s\n", "place", ratio(p.consistent, p.given), ratio(p.given, p.labelled), "", p.counts())
	fmt.Fprintln(w, "  place: a row's place is consistent when its derived id is given to no row of another labeller venue")
	fmt.Fprintln(w, "  and its labeller venue to no row of another derived id (one-to-one); precision = consistent / given;")
	fmt.Fprintln(w, "  a place given to a row the labeller gave no venue is inconsistent.")
	for _, line := range p.problems {
		fmt.Fprintln(w, "    "+line)
	}
	return nil
}

func readEventLabels(path string) (map[string]eventLabel, error) {
	out := map[string]eventLabel{}
	err := eachLine(path, func(n int, line []byte) error {
		var l eventLabel
		if err := json.Unmarshal(line, &l); err != nil || l.ID == "" {
			return fmt.Errorf("%s line %d: a label is a JSON object with an id: %v", path, n, err)
		}
		out[l.ID] = l
		return nil
	})
	return out, err
}

func deriveEvents(path string, labels map[string]eventLabel, env enrich.Env) ([]labelledEvent, error) {
	var out []labelledEvent
	unlabelled := 0
	err := eachLine(path, func(n int, line []byte) error {
		var head struct {
			ID   string `json:"id"`
			Name string `json:"name"`
		}
		var row enrich.EventRow
		if err := json.Unmarshal(line, &head); err != nil || head.ID == "" {
			return fmt.Errorf("%s line %d: a row is a JSON object with an id: %v", path, n, err)
		}
		if err := json.Unmarshal(line, &row); err != nil {
			return fmt.Errorf("%s line %d: %v", path, n, err)
		}
		label, ok := labels[head.ID]
		if !ok {
			unlabelled++
			return nil
		}
		out = append(out, labelledEvent{id: head.ID, name: head.Name, derived: enrich.Event(row, env), label: label})
		return nil
	})
	if unlabelled > 0 {
		fmt.Fprintf(os.Stderr, "enrichment: %d rows have no label and are left out\n", unlabelled)
	}
	return out, err
}

func eachLine(path string, fn func(n int, line []byte) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	scanner := bufio.NewScanner(f)
	scanner.Buffer(make([]byte, 0, 1<<16), 1<<24)
	for n := 1; scanner.Scan(); n++ {
		if line := scanner.Bytes(); len(strings.TrimSpace(string(line))) > 0 {
			if err := fn(n, line); err != nil {
				return err
			}
		}
	}
	return scanner.Err()
}

// score is one field's figures: precision = correct / given, coverage =
// covered / labelled, recall = found / wanted.
type score struct {
	given, correct    int
	covered, labelled int
	found, wanted     int
	misses            []string
}

func (s score) counts() string {
	return fmt.Sprintf("correct %d of %d given; %d of %d labelled covered", s.correct, s.given, s.covered, s.labelled)
}

type eventField struct {
	name  string
	score func([]labelledEvent) score
}

var eventFields = []eventField{
	{"kind", scalar(func(e labelledEvent) (*string, *string) { return e.derived.Kind, e.label.Kind })},
	{"audience", scalar(func(e labelledEvent) (*string, *string) { return e.derived.Audience, e.label.Audience })},
	{"min_age", scalar(func(e labelledEvent) (*string, *string) { return intText(e.derived.MinAge), intText(e.label.MinAge) })},
	{"genres", list(func(e labelledEvent) ([]string, []string) { return e.derived.Genres, e.label.Genres })},
	{"languages", list(func(e labelledEvent) ([]string, []string) { return e.derived.Languages, e.label.Languages })},
}

func intText(n *int) *string {
	if n == nil {
		return nil
	}
	s := fmt.Sprint(*n)
	return &s
}

// scalar scores a field of one value, by rows: given are the rows derived
// a value (one the labeller left null is wrong), labelled the rows the
// labeller gave one, covered those of them derived one; recall is the
// labelled rows derived their label.
func scalar(get func(labelledEvent) (derived, label *string)) func([]labelledEvent) score {
	return func(events []labelledEvent) score {
		var s score
		for _, e := range events {
			d, l := get(e)
			if l != nil {
				s.labelled++
				s.wanted++
			}
			if d == nil {
				if l != nil {
					s.misses = append(s.misses, fmt.Sprintf("missed %s: %q labelled %s", e.id, e.name, *l))
				}
				continue
			}
			s.given++
			if l != nil {
				s.covered++
			}
			if l != nil && *d == *l {
				s.correct++
				s.found++
				continue
			}
			s.misses = append(s.misses, fmt.Sprintf("WRONG  %s: %q derived %s, labelled %s", e.id, e.name, *d, text(l)))
		}
		return s
	}
}

// list scores a field of many values: precision and recall by values
// (derived values the label holds, over the derived and the labelled
// values), coverage by rows (rows labelled a value that are derived one).
func list(get func(labelledEvent) (derived, label []string)) func([]labelledEvent) score {
	return func(events []labelledEvent) score {
		var s score
		for _, e := range events {
			d, l := get(e)
			if len(l) > 0 {
				s.labelled++
				if len(d) > 0 {
					s.covered++
				}
			}
			s.wanted += len(l)
			for _, v := range d {
				s.given++
				if slices.Contains(l, v) {
					s.correct++
					s.found++
				}
			}
			if !slices.Equal(sorted(d), sorted(l)) {
				s.misses = append(s.misses, fmt.Sprintf("%s: %q derived %v, labelled %v", e.id, e.name, d, l))
			}
		}
		return s
	}
}

func sorted(s []string) []string {
	out := slices.Clone(s)
	sort.Strings(out)
	return out
}

func text(s *string) string {
	if s == nil {
		return "null"
	}
	return *s
}

func ratio(n, d int) string {
	if d == 0 {
		return "-"
	}
	return fmt.Sprintf("%.3f", float64(n)/float64(d))
}
