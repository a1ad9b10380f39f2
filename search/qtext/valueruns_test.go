package qtext

import (
	"maps"
	"slices"
	"testing"
)

// TestValueRuns holds the runs of words that say a value together, a stop
// word among them, and leaves alone a run whose word says its value alone.
func TestValueRuns(t *testing.T) {
	for _, c := range []struct {
		q      string
		runs   []qRun
		dim    string
		values []string
	}{
		{"yarım ştat mühasib", []qRun{{0, 2}}, "schedule", []string{"part-time"}},
		{"kassir part time", []qRun{{1, 2}}, "schedule", []string{"part-time"}},
		{"tam ştat sürücü", []qRun{{0, 2}}, "schedule", []string{"full-time"}},
		{"без опыта работы курьер", []qRun{{0, 3}}, "experience", []string{"none"}},
		// as a searcher writes them: "no experience required",
		// "without experience", "half a rate", "at home"
		{"kassir təcrübə tələb olunmur", []qRun{{1, 3}}, "experience", []string{"none"}},
		{"cashier without experience", []qRun{{1, 2}}, "experience", []string{"none"}},
		{"бухгалтер на полставки", nil, "schedule", []string{"part-time"}},
		{"работа на дому оператор", nil, "remote", []string{"remote"}},
		{"повар на вахту", nil, "", nil},
		{"водитель категории C", nil, "licence", []string{"c"}},
		// a source's career level: specialist qualifies beside its level
		{"kiçik mütəxəssis satış", []qRun{{0, 2}}, "seniority", []string{"junior"}},
		{"ведущий специалист бухгалтер", []qRun{{0, 2}}, "seniority", []string{"senior"}},
		// unless it is all that says what the job is
		{"aparıcı mütəxəssis", nil, "seniority", []string{"senior"}},
		{"mühasib gecə", nil, "", nil},
		{"yarım ştat", nil, "", nil},
	} {
		qc := classify(nil, jobWords, c.q, false)
		if got := slices.SortedFunc(maps.Keys(qc.runSays), func(a, b qRun) int { return a.start - b.start }); !slices.Equal(got, c.runs) {
			t.Errorf("%q: runs %v, want %v", c.q, got, c.runs)
		}
		var asked []string
		for d, values := range qc.asked {
			dim := jobWords.Dimensions[d]
			if dim.Name != c.dim {
				t.Errorf("%q asks %s, want only %q", c.q, dim.Name, c.dim)
			}
			for v := range values {
				asked = append(asked, dim.Values[v].Label)
			}
		}
		if slices.Sort(asked); !slices.Equal(asked, c.values) {
			t.Errorf("%q asks %v, want %v", c.q, asked, c.values)
		}
	}
}
