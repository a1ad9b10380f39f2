package main

import (
	"encoding/json"
	"fmt"

	"readapi/internal/enrich"
	"readapi/mappings"
	"readapi/mappings/language"
)

func init() { modes["jobs"] = measureJobs }

// jobLabel is a hand label of a posting: a field null when the row does
// not say; Common marks a title that is a common job (the postings
// occupation's coverage is counted on), true when absent; Note is the
// labeller's remark, a judgement call unless it only says that the body
// names another occupation.
type jobLabel struct {
	ID         string  `json:"id"`
	Note       string  `json:"note"`
	Occupation *string `json:"occupation"`
	Common     *bool   `json:"common"`
	Seniority  *string `json:"seniority"`
	Employment *string `json:"employment"`
	Language   *string `json:"language"`
}

// jobFields are the fields measured, each read from a label and a
// derivation.
var jobFields = []struct {
	name    string
	label   func(jobLabel) *string
	derived func(enrich.JobDerived) *string
}{
	{"occupation", func(l jobLabel) *string { return l.Occupation }, func(d enrich.JobDerived) *string { return d.Occupation }},
	{"seniority", func(l jobLabel) *string { return l.Seniority }, func(d enrich.JobDerived) *string { return d.Seniority }},
	{"employment", func(l jobLabel) *string { return l.Employment }, func(d enrich.JobDerived) *string { return d.Employment }},
	{"language", func(l jobLabel) *string { return l.Language }, func(d enrich.JobDerived) *string { return d.Language }},
}

// jobBodyNote is the note that flags no judgement call.
const jobBodyNote = "body names another occupation"

func measureJobs(postingsPath, labelsPath string, misses int, strict bool) error {
	scores, n, err := scoreJobs(postingsPath, labelsPath, misses, strict)
	if err != nil {
		return err
	}
	fmt.Printf("%d labelled postings\n", n)
	for _, f := range jobFields {
		fmt.Println(scores[f.name].line(f.name))
	}
	return nil
}

// scoreJobs derives the labelled postings and scores each field; it
// prints up to misses disagreements per field, and returns the scores by
// field and the number of postings scored.
func scoreJobs(postingsPath, labelsPath string, misses int, strict bool) (map[string]*jobScore, int, error) {
	rows, titles, err := readJobRows(postingsPath)
	if err != nil {
		return nil, 0, err
	}
	var labels []jobLabel
	err = jobEachLine(labelsPath, func(line []byte) error {
		var l jobLabel
		if err := json.Unmarshal(line, &l); err != nil {
			return err
		}
		if _, ok := rows[l.ID]; !ok {
			return fmt.Errorf("label of %q: no such posting", l.ID)
		}
		if !strict || l.Note == "" || l.Note == jobBodyNote {
			labels = append(labels, l)
		}
		return nil
	})
	if err != nil {
		return nil, 0, err
	}
	env := enrich.Env{Vocab: mappings.MustVocabularies(), Fold: language.Fold}
	scores := map[string]*jobScore{}
	for _, f := range jobFields {
		scores[f.name] = &jobScore{}
	}
	for _, l := range labels {
		d := enrich.Job(rows[l.ID], env)
		for _, f := range jobFields {
			s, want, got := scores[f.name], f.label(l), f.derived(d)
			counted := f.name != "occupation" || l.Common == nil || *l.Common
			if s.add(want, got, counted) && s.printed < misses {
				s.printed++
				fmt.Printf("  %s %s %q: derived %s, labelled %s\n", f.name, l.ID, titles[l.ID], jobShow(got), jobShow(want))
			}
		}
	}
	return scores, len(labels), nil
}

// readJobRows reads the postings by id, and their titles.
func readJobRows(path string) (map[string]enrich.JobRow, map[string]string, error) {
	rows, titles := map[string]enrich.JobRow{}, map[string]string{}
	err := jobEachLine(path, func(line []byte) error {
		var row struct {
			ID string `json:"id"`
			enrich.JobRow
		}
		if err := json.Unmarshal(line, &row); err != nil {
			return err
		}
		rows[row.ID], titles[row.ID] = row.JobRow, row.Title
		return nil
	})
	return rows, titles, err
}
