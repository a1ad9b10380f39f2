package gendata

import (
	"io"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// Events are written the way the region's ticket sites write them: the same
// play under two scripts, names of one kind in the three languages, each
// source's categories in its own language (afisha's Russian ones in Latin
// letters) and the seasonal events of New Year and Novruz.
func TestEventsAsTicketSitesWriteThem(t *testing.T) {
	events := decodeAll[Event](t, func(w io.Writer) error { return New(1).WriteEvents(w, 2000) })
	names := map[string]bool{}
	categories := map[string]map[string]bool{}
	for _, e := range events {
		names[e.Name] = true
		if e.Category != nil {
			if categories[e.Source] == nil {
				categories[e.Source] = map[string]bool{}
			}
			categories[e.Source][*e.Category] = true
		}
	}
	both := 0
	for _, p := range plays {
		if names[p[0]] && names[p[1]] {
			both++
		}
	}
	if both < len(plays)/2 {
		t.Errorf("%d of %d plays appear under both scripts", both, len(plays))
	}
	cyrillic := func(s string) bool {
		return strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) })
	}
	var concertLangs []bool
	for name := range names {
		if strings.Contains(name, "konsert") || strings.Contains(name, "Live in Baku") || strings.HasPrefix(name, "Концерт") {
			concertLangs = append(concertLangs, cyrillic(name))
		}
	}
	if !slices.Contains(concertLangs, true) || !slices.Contains(concertLangs, false) {
		t.Error("the concerts are not named in both scripts")
	}
	for source, want := range map[string][]string{
		"iticket": {"concert", "theatre", "new-year", "novruz"},
		"afisha":  {"konsert", "kontserty", "spektakli", "yeni-il", "novruz-bayrami"},
	} {
		for _, c := range want {
			if !categories[source][c] {
				t.Errorf("%s files no event under %q: %v", source, c, categories[source])
			}
		}
	}
	for _, s := range []string{"Yeni il konserti", "Дед Мороз и Снегурочка", "Novruz festivalı"} {
		if !names[s] {
			t.Errorf("no seasonal event %q", s)
		}
	}
}

// Some sources write a venue under its Russian or English name (a venue
// id of its own), a play's showings carry the language it is given in,
// and descriptions note the language of plays, shows and films.
func TestEventsShowVenuesAndLanguagesAsSourcesWriteThem(t *testing.T) {
	events := decodeAll[Event](t, func(w io.Writer) error { return New(1).WriteEvents(w, 2000) })
	venues := map[string]bool{}
	sessionLanguages := map[string]bool{}
	notes := map[string]bool{}
	for _, e := range events {
		if e.Venue != nil {
			venues[e.Venue.Name] = true
		}
		if e.Source == "iticket" {
			for _, s := range e.Sessions {
				if s.Language != nil {
					sessionLanguages[*s.Language] = true
				}
			}
		}
		if e.Description != nil {
			for _, note := range []string{"rus dilindədir", "на русском языке", "in English", "Performed in Azerbaijani"} {
				if strings.Contains(*e.Description, note) {
					notes[note] = true
				}
			}
		}
	}
	for _, v := range []string{"Səməd Vurğun adına Rus Dram Teatrı", "Русский драматический театр", "Russian Drama Theatre",
		"Bakı Kristal Zalı", "Кристал Холл", "Baku Crystal Hall"} {
		if !venues[v] {
			t.Errorf("no event at %q", v)
		}
	}
	if !sessionLanguages["az"] || !sessionLanguages["ru"] {
		t.Errorf("iticket's plays' showings carry the languages %v, want az and ru", sessionLanguages)
	}
	if len(notes) != 4 {
		t.Errorf("the descriptions note %v", notes)
	}
}
