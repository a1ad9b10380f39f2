package search_test

import (
	"net/url"
	"slices"
	"testing"

	"readapi"
)

// A kind said in two words inflected past what their phrase's stems reach
// ("ingilis dilindən": the stemmer leaves "dilin") is held where a posting
// states the kind, as the kind's word alone would be.
func TestInflectedKindRunHeldByTheStatedKind(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-plain", "Müəllim", "Məktəbə müəllim."),
		jobRow("b-english", "İngilis dili müəllimi", "Kursa müəllim."),
	)
	for _, q := range []string{"ingilis dilindən müəllim", "ingilis dili müəllim"} {
		if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q)); !slices.Equal(got, []string{"b-english", "a-plain"}) {
			t.Errorf("order=relevance&q=%s: %v, want b-english, a-plain", q, got)
		}
	}
}
