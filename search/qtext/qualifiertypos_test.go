package qtext

import (
	"slices"
	"testing"
)

// TestMisspeltQualifiers: with fuzzy=true a word one typo from a qualifier
// word qualifies as it (and is relaxed as typed); without fuzzy, or one
// typo from an occupation's title, it does not.
func TestMisspeltQualifiers(t *testing.T) {
	jobs := dataset(t, "jobs")
	for _, tc := range []struct {
		q       string
		fuzzy   bool
		relaxed []string
	}{
		{"ofisiant gece novebsi", true, []string{"gece", "novebsi"}},
		{"kassir yarimstad", true, []string{"yarimstad"}},
		{"ofisiant gece novebsi", false, []string{"gece"}},
		{"mühasib", true, []string{}},
		{"muhasb tecrubesiz", true, []string{"tecrubesiz"}},
	} {
		if got := Parse(jobs, tc.q, tc.fuzzy).Relaxed(); !slices.Equal(got, tc.relaxed) {
			t.Errorf("%q fuzzy=%v relaxes %v, want %v", tc.q, tc.fuzzy, got, tc.relaxed)
		}
	}
}
