package qtext

import (
	"slices"
	"testing"

	"readapi"
)

// TestQualifierPhrases holds the runs that are one qualifier title, in a
// case form too, as soft words of q listed in meta.relaxed; a run that is
// no qualifier title, and one whose words are all of q, stay words.
func TestQualifierPhrases(t *testing.T) {
	for _, c := range []struct {
		q       string
		relaxed []string
	}{
		{"ticarət mərkəzində mühafizəçi", []string{"ticarət", "mərkəzində"}},
		{"uşaq bağçasına aşpaz", []string{"uşaq", "bağçasına"}},
		{"kuryer öz maşını ilə", []string{"öz", "maşını"}},
		{"повар в детский сад", []string{"детский", "сад"}},
		{"uşaq həkimi", []string{}},
		{"ticarət mərkəzi", []string{}},
	} {
		if got := Parse(readapi.Jobs, c.q, false).Relaxed(); !slices.Equal(got, c.relaxed) {
			t.Errorf("%q relaxes %v, want %v", c.q, got, c.relaxed)
		}
	}
}

// TestWorkplaceNamedByAWord holds an Azerbaijani compound naming a
// workplace (a qualifier word with the compound's possessive after the
// word saying which one) as one qualifier; the workplace word bare, or
// after a word naming a job, leaves the other word a word of q.
func TestWorkplaceNamedByAWord(t *testing.T) {
	for _, c := range []struct {
		q       string
		relaxed []string
	}{
		{"geyim mağazasına satıcı", []string{"geyim", "mağazasına"}},
		{"ərzaq marketinə kassir", []string{"ərzaq", "marketinə"}},
		{"geyim mağaza satıcı", []string{"mağaza"}},
		{"restoranına aşpaz", []string{"restoranına"}},
		{"kassir bankda", []string{"bankda"}},
		{"geyim mağazasına", []string{}},
		// a name of one shop must match
		{"Bravo mağazasına kassir", []string{"mağazasına"}},
	} {
		if got := Parse(readapi.Jobs, c.q, false).Relaxed(); !slices.Equal(got, c.relaxed) {
			t.Errorf("%q relaxes %v, want %v", c.q, got, c.relaxed)
		}
	}
}
