package qtext

import (
	"slices"
	"strings"
	"testing"

	"readapi"
	"readapi/mappings"
)

func dataset(t *testing.T, name string) *readapi.Dataset {
	t.Helper()
	d, ok := readapi.ByName(name)
	if !ok {
		t.Fatalf("no dataset %s", name)
	}
	return d
}

func TestWordsNameVocabularyTerms(t *testing.T) {
	events := dataset(t, "events")
	for _, tc := range []struct {
		q, member, id string
		group         int
		qualifies     bool
	}{
		{"teatr", "derived.kind", "theatre", 0, false},
		{"театры", "derived.kind", "theatre", 0, false},
		{"Кристал Холл", "derived.place", "crystal-hall", 1, false},
		{"опера", "derived.kind", "opera", 0, false},
		{"konsert rus dilində", "derived.languages", "ru", 2, true},
		{"teatr uşaqlar üçün", "derived.audience", "children", 1, true},
	} {
		qc := Parse(events, tc.q, false).classes
		named := qc.named[tc.group]
		if named == nil {
			t.Errorf("%q: group %d names no term", tc.q, tc.group)
			continue
		}
		if got := named.ids[tc.member]; !strings.Contains(strings.Join(got, ","), tc.id) || named.qualifies != tc.qualifies {
			t.Errorf("%q: %v (qualifies %v), want %s in %s (qualifies %v)", tc.q, named.ids, named.qualifies, tc.id, tc.member, tc.qualifies)
		}
	}
}

// TestEveryLabelNamesItsTerm: q typed as any label of a term of the
// vocabularies a dataset searches names that term in every word, however
// long the label (a venue's full name) and with its hyphens (Master-klass,
// Поп-музыка). The one exception is by design: a job's label holding a
// word that qualifies or refines (Baş direktor, English teacher) names no
// term as a run, and its words match as words.
func TestEveryLabelNamesItsTerm(t *testing.T) {
	set := mappings.MustVocabularies()
	for _, name := range []string{"events", "jobs"} {
		d := dataset(t, name)
		for _, s := range d.Derivation.Searched {
			member := readapi.DerivedField + "." + s.Member
			for _, term := range set.Get(s.Vocabulary).Terms {
				for _, label := range term.Labels.All() {
					qc := Parse(d, label, false).classes
					if len(qc.groups) > 1 && slices.ContainsFunc(qc.terms, qualifiesOrRefines) {
						continue
					}
					for i, g := range qc.groups {
						if qc.stopped[i] {
							continue
						}
						if n := qc.named[i]; n == nil || !slices.Contains(n.ids[member], term.ID) {
							t.Errorf("%s: q=%q: its word %q does not name %s %s", name, label, g[0].text, s.Vocabulary, term.ID)
						}
					}
				}
			}
		}
	}
}

// qualifiesOrRefines reports whether a group of q is a word that qualifies or refines
// another (a job's seniority, subject, workplace).
func qualifiesOrRefines(g []qWord) bool { return len(g) == 1 && (g[0].qualifier || g[0].kind) }
