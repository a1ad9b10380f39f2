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

func init() { modes["events"] = measureEvents }

// measureEvents prints the events' figures on a sample. The labels of
// events flag no judgement calls, so strict changes nothing.
func measureEvents(rows, labels string, misses int, _ bool) error {
	report, err := eventsReport(rows, labels)
	if err != nil {
		return err
	}
	report.print(os.Stdout, misses)
	return nil
}

// eventReport is every field's figures on a sample.
type eventReport struct {
	rows, labels string
	events       []labelledEvent
	fields       []eventScore
	place        placeScore
}

func eventsReport(rowsPath, labelsPath string) (*eventReport, error) {
	env, err := eventsEnv()
	if err != nil {
		return nil, err
	}
	labels, err := readEventLabels(labelsPath)
	if err != nil {
		return nil, err
	}
	events, err := deriveEvents(rowsPath, labels, env)
	if err != nil {
		return nil, err
	}
	r := &eventReport{rows: rowsPath, labels: labelsPath, events: events}
	for _, f := range eventFields {
		r.fields = append(r.fields, f.score(events))
	}
	r.place = scorePlaces(events, env.Vocab.Get("place").Has)
	return r, nil
}

// field returns the figures of the named field.
func (r *eventReport) field(name string) eventScore {
	for i, f := range eventFields {
		if f.name == name {
			return r.fields[i]
		}
	}
	return eventScore{}
}

func (r *eventReport) print(w io.Writer, misses int) {
	fmt.Fprintf(w, "events: %d labelled rows (%s, %s)\n", len(r.events), r.rows, r.labels)
	fmt.Fprintf(w, "%-10s %9s %9s %9s %s\n", "field", "precision", "coverage", "recall", "counts")
	for i, f := range eventFields {
		s := r.fields[i]
		fmt.Fprintf(w, "%-10s %9s %9s %9s %s\n", f.name, eventRatio(s.correct, s.given), eventRatio(s.covered, s.labelled),
			eventRatio(s.found, s.wanted), s.counts())
		for _, line := range s.misses[:min(misses, len(s.misses))] {
			fmt.Fprintln(w, "    "+line)
		}
	}
	p := r.place
	fmt.Fprintf(w, "%-10s %9s %9s %9s %s\n", "place", eventRatio(p.consistent, p.given), eventRatio(p.covered, p.labelled), "", p.counts())
	fmt.Fprintln(w, "  coverage: rows given a value / rows labelled one; recall: labelled values derived alike.")
	fmt.Fprintln(w, "  place: a row's place is consistent when its derived id is given to no row of another labeller venue")
	fmt.Fprintln(w, "  and its labeller venue to no row of another derived id (one-to-one); precision = consistent / given;")
	fmt.Fprintln(w, "  a place given to a row the labeller gave no venue is inconsistent.")
	for _, line := range p.problems {
		fmt.Fprintln(w, "    "+line)
	}
}

func readEventLabels(path string) (map[string]eventLabel, error) {
	out := map[string]eventLabel{}
	err := eachEventLine(path, func(n int, line []byte) error {
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
	err := eachEventLine(path, func(n int, line []byte) error {
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

func eachEventLine(path string, fn func(n int, line []byte) error) error {
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

// eventScore is one field's figures: precision = correct / given, coverage =
// covered / labelled, recall = found / wanted.
type eventScore struct {
	given, correct    int
	covered, labelled int
	found, wanted     int
	misses            []string
}

func (s eventScore) counts() string {
	return fmt.Sprintf("correct %d of %d given; %d of %d labelled covered", s.correct, s.given, s.covered, s.labelled)
}

type eventField struct {
	name  string
	score func([]labelledEvent) eventScore
}

var eventFields = []eventField{
	{"kind", scalarField(func(e labelledEvent) (*string, *string) { return e.derived.Kind, e.label.Kind })},
	{"audience", scalarField(func(e labelledEvent) (*string, *string) { return e.derived.Audience, e.label.Audience })},
	{"min_age", scalarField(func(e labelledEvent) (*string, *string) { return ageText(e.derived.MinAge), ageText(e.label.MinAge) })},
	{"genres", listField(func(e labelledEvent) ([]string, []string) { return e.derived.Genres, e.label.Genres })},
	{"languages", listField(func(e labelledEvent) ([]string, []string) { return e.derived.Languages, e.label.Languages })},
}

func ageText(n *int) *string {
	if n == nil {
		return nil
	}
	s := fmt.Sprint(*n)
	return &s
}

// scalarField scores a field of one value, by rows: given are the rows derived
// a value (one the labeller left null is wrong), labelled the rows the
// labeller gave one, covered those of them derived one; recall is the
// labelled rows derived their label.
func scalarField(get func(labelledEvent) (derived, label *string)) func([]labelledEvent) eventScore {
	return func(events []labelledEvent) eventScore {
		var s eventScore
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
			s.misses = append(s.misses, fmt.Sprintf("WRONG  %s: %q derived %s, labelled %s", e.id, e.name, *d, showValue(l)))
		}
		return s
	}
}

// listField scores a field of many values: precision and recall by values
// (derived values the label holds, over the derived and the labelled
// values), coverage by rows (rows labelled a value that are derived one).
func listField(get func(labelledEvent) (derived, label []string)) func([]labelledEvent) eventScore {
	return func(events []labelledEvent) eventScore {
		var s eventScore
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
			if !slices.Equal(sortedValues(d), sortedValues(l)) {
				s.misses = append(s.misses, fmt.Sprintf("%s: %q derived %v, labelled %v", e.id, e.name, d, l))
			}
		}
		return s
	}
}

func sortedValues(s []string) []string {
	out := slices.Clone(s)
	sort.Strings(out)
	return out
}

func showValue(s *string) string {
	if s == nil {
		return "null"
	}
	return *s
}

func eventRatio(n, d int) string {
	if d == 0 {
		return "-"
	}
	return fmt.Sprintf("%.3f", float64(n)/float64(d))
}
