package enrich

// STUB (hvocab): a minimal jobs enricher with the shared signatures of
// VOCAB-DESIGN.md, so that the framework (loads, ingests, filters, facets)
// is built and tested before hjobs' jobs.go lands; hjobs' file replaces
// this one whole.

import (
	"math"
	"slices"
	"sort"
	"strings"
	"time"

	"readapi/internal/vocab"
)

// JobRow is what the jobs enricher reads of a snapshot row.
type JobRow struct {
	Title          string   `json:"title"`
	Description    *string  `json:"description"`
	EmploymentType *string  `json:"employment_type"`
	JobFunction    *string  `json:"job_function"`
	CareerLevel    *string  `json:"career_level"`
	SalaryFrom     *float64 `json:"salary_from"`
	SalaryTo       *float64 `json:"salary_to"`
	SalaryCurrency *string  `json:"salary_currency"`
	SalaryPeriod   *string  `json:"salary_period"`
	PostedAt       *string  `json:"posted_at"`
	FirstSeenAt    *string  `json:"first_seen_at"`
}

// JobDerived is what a posting is in the vocabularies; null when unknown.
type JobDerived struct {
	Occupation *string    `json:"occupation"`
	Field      *string    `json:"field"`
	Seniority  *string    `json:"seniority"`
	Employment *string    `json:"employment"`
	Language   *string    `json:"language"`
	SalaryAZN  *SalaryAZN `json:"salary_azn"`
}

// SalaryAZN is pay in whole manats a month; each end null on its own.
type SalaryAZN struct {
	From *int64 `json:"from"`
	To   *int64 `json:"to"`
}

// RateRow is what the rate table reads of a rates row.
type RateRow struct {
	Code        string  `json:"code"`
	Date        string  `json:"date"`
	RatePerUnit float64 `json:"rate_per_unit"`
}

// Job derives a posting.
func Job(row JobRow, env Env) JobDerived {
	var d JobDerived
	if env.Vocab == nil {
		return d
	}
	fold := env.Fold
	if fold == nil {
		fold = strings.ToLower
	}
	if t, ok := stubTerm(env.Vocab.Get("occupation"), fold, row.Title, true); ok {
		d.Occupation = &t.ID
		if t.Parent != "" {
			d.Field = &t.Parent
		}
	}
	if d.Field == nil && row.JobFunction != nil {
		if t, ok := stubTerm(env.Vocab.Get("field"), fold, *row.JobFunction, false); ok {
			d.Field = &t.ID
		}
	}
	if row.CareerLevel != nil {
		if t, ok := stubTerm(env.Vocab.Get("seniority"), fold, *row.CareerLevel, false); ok {
			d.Seniority = &t.ID
		}
	}
	if row.EmploymentType != nil {
		norm := strings.ReplaceAll(strings.ToLower(*row.EmploymentType), "-", "_")
		if v := env.Vocab.Get("employment"); v != nil && v.Has(norm) {
			d.Employment = &norm
		} else if t, ok := stubTerm(v, fold, *row.EmploymentType, false); ok {
			d.Employment = &t.ID
		}
	}
	d.SalaryAZN = stubSalary(row, env.Rates)
	return d
}

// stubTerm finds the term whose id, label or word is the text (whole:
// a run of the text's words).
func stubTerm(v *vocab.Vocabulary, fold func(string) string, text string, whole bool) (vocab.Term, bool) {
	if v == nil {
		return vocab.Term{}, false
	}
	padded := " " + strings.Join(strings.Fields(fold(text)), " ") + " "
	for _, t := range v.Terms {
		if t.Retired {
			continue
		}
		for _, name := range append(append([]string{t.ID}, t.Labels.All()...), t.Words...) {
			n := strings.Join(strings.Fields(fold(name)), " ")
			if n != "" && (padded == " "+n+" " || whole && strings.Contains(padded, " "+n+" ")) {
				return t, true
			}
		}
	}
	return vocab.Term{}, false
}

var baku = time.FixedZone("Asia/Baku", 4*3600)

var monthly = map[string]float64{"YEAR": 1.0 / 12, "WEEK": 52.0 / 12, "DAY": 22, "HOUR": 176, "MONTH": 1}

func stubSalary(row JobRow, rates Rates) *SalaryAZN {
	if row.SalaryFrom == nil && row.SalaryTo == nil {
		return nil
	}
	factor := 1.0
	if row.SalaryPeriod != nil {
		f, ok := monthly[strings.ToUpper(*row.SalaryPeriod)]
		if !ok {
			return nil
		}
		factor = f
	}
	code := "AZN"
	if row.SalaryCurrency != nil {
		code = strings.ToUpper(*row.SalaryCurrency)
	}
	if code != "AZN" {
		at := row.PostedAt
		if at == nil {
			at = row.FirstSeenAt
		}
		if at == nil || rates == nil {
			return nil
		}
		t, err := time.Parse(time.RFC3339Nano, *at)
		if err != nil {
			return nil
		}
		rate, ok := rates.PerUnit(code, t.In(baku).Format(time.DateOnly))
		if !ok {
			return nil
		}
		factor *= rate
	}
	convert := func(v *float64) *int64 {
		if v == nil {
			return nil
		}
		n := int64(math.Floor(*v*factor + 0.5))
		return &n
	}
	return &SalaryAZN{From: convert(row.SalaryFrom), To: convert(row.SalaryTo)}
}

// rateTable is the rates by code, each sorted by date.
type rateTable map[string][]RateRow

// NewRateTable builds the lookup of rates rows.
func NewRateTable(rows []RateRow) Rates {
	t := rateTable{}
	for _, r := range rows {
		t[strings.ToUpper(r.Code)] = append(t[strings.ToUpper(r.Code)], r)
	}
	for _, list := range t {
		slices.SortFunc(list, func(a, b RateRow) int { return strings.Compare(a.Date, b.Date) })
	}
	return t
}

// PerUnit is the rate of the code on the day, or the latest before it.
func (t rateTable) PerUnit(code, day string) (float64, bool) {
	list := t[strings.ToUpper(code)]
	i := sort.Search(len(list), func(i int) bool { return list[i].Date > day })
	if i == 0 {
		return 0, false
	}
	return list[i-1].RatePerUnit, true
}
