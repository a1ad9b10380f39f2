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

// TestKindWordsNameNoPostingLanguage holds that a word saying a kind (a
// teacher's subject) names no term that only qualifies: "english" of
// `english teacher` is the subject, not the language the posting is
// written in, while it still names the language alone.
func TestKindWordsNameNoPostingLanguage(t *testing.T) {
	jobs := dataset(t, "jobs")
	for _, q := range []string{"english teacher", "english tutor", "russian teacher"} {
		qc := Parse(jobs, q, false).classes
		if named := qc.named[0]; named != nil && named.qualifies {
			t.Errorf("%q: %q names %v, a term that only qualifies", q, qc.groups[0][0].text, named.ids)
		}
	}
	if named := Parse(jobs, "english", false).classes.named[0]; named == nil || !named.qualifies {
		t.Errorf("english alone names %v, want the language", named)
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

// TestInflectedWordsNameTheirOccupation: a plural with a case ending
// (mühasiblərin, sürücülərdə), longer than the reader of a term's words
// takes, and an English possessive (accountant's) name the occupation as
// the word's shorter forms do.
func TestInflectedWordsNameTheirOccupation(t *testing.T) {
	jobs := dataset(t, "jobs")
	for q, id := range map[string]string{"mühasiblərin": "accountant", "muhasiblerin": "accountant", "sürücülərdə": "driver", "accountant's": "accountant", "mühasib": "accountant"} {
		named := Parse(jobs, q, false).classes.named[0]
		if named == nil || !slices.Contains(named.ids["derived.occupation"], id) {
			t.Errorf("%q names %v, want %s", q, named, id)
		}
	}
	if named := Parse(jobs, "müəllimlərdə", false).classes.named[0]; named == nil || !slices.Contains(named.ids["derived.occupation"], "teacher") {
		t.Errorf("müəllimlərdə names %v, want teacher", named)
	}
}
