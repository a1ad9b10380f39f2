package enrich

// STUB (hvocab): a minimal events enricher with the shared signatures of
// VOCAB-DESIGN.md, so that the framework is built and tested before
// hevents' events.go lands; hevents' file replaces this one whole.

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"readapi/internal/vocab"
)

// EventRow is what the events enricher reads of a snapshot row.
type EventRow struct {
	Name        string  `json:"name"`
	Category    *string `json:"category"`
	Description *string `json:"description"`
	AgeLimit    *string `json:"age_limit"`
	Venue       *struct {
		ID   *string `json:"id"`
		Name string  `json:"name"`
	} `json:"venue"`
	Sessions []struct {
		Language *string `json:"language"`
	} `json:"sessions"`
}

// EventDerived is what an event is in the vocabularies.
type EventDerived struct {
	Kind      *string  `json:"kind"`
	Genres    []string `json:"genres"`
	Place     *string  `json:"place"`
	Languages []string `json:"languages"`
	Audience  *string  `json:"audience"`
	MinAge    *int     `json:"min_age"`
}

var ageLimit = regexp.MustCompile(`^\s*(\d{1,2})\s*\+\s*$`)

// Event derives an event.
func Event(row EventRow, env Env) EventDerived {
	d := EventDerived{Genres: []string{}, Languages: []string{}}
	if env.Vocab == nil {
		return d
	}
	fold := env.Fold
	if fold == nil {
		fold = strings.ToLower
	}
	if row.Category != nil {
		if id, ok := eventTerm(env.Vocab.Get("kind"), fold, *row.Category); ok {
			d.Kind = &id
		}
	}
	if row.Venue != nil {
		if id, ok := eventTerm(env.Vocab.Get("place"), fold, row.Venue.Name); ok {
			d.Place = &id
		} else if row.Venue.ID != nil && *row.Venue.ID != "" {
			d.Place = row.Venue.ID
		}
	}
	if langs := env.Vocab.Get("language"); langs != nil {
		for _, s := range row.Sessions {
			if s.Language != nil && langs.Has(*s.Language) && !slices.Contains(d.Languages, *s.Language) {
				d.Languages = append(d.Languages, *s.Language)
			}
		}
	}
	if row.AgeLimit != nil {
		if m := ageLimit.FindStringSubmatch(*row.AgeLimit); m != nil {
			n, _ := strconv.Atoi(m[1])
			d.MinAge = &n
		}
	}
	if d.MinAge != nil && *d.MinAge >= 18 {
		adults := "adults"
		d.Audience = &adults
	}
	return d
}

// eventTerm finds the term whose id, label or word is the text.
func eventTerm(v *vocab.Vocabulary, fold func(string) string, text string) (string, bool) {
	if v == nil {
		return "", false
	}
	want := strings.Join(strings.Fields(fold(text)), " ")
	for _, t := range v.Terms {
		if t.Retired {
			continue
		}
		for _, name := range append(append([]string{t.ID}, t.Labels.All()...), t.Words...) {
			if strings.Join(strings.Fields(fold(name)), " ") == want {
				return t.ID, true
			}
		}
	}
	return "", false
}
