package search_test

import (
	"net/url"
	"slices"
	"testing"

	"readapi"
)

// retiredJob is a job posting the retirement pass retired.
func retiredJob(id, title, description string) map[string]any {
	row := jobRow(id, title, description)
	row["active"] = false
	row["deactivated_at"] = "2026-11-20T00:00:00Z"
	return row
}

// Under relevance a retired posting ranks below the live ones of the job,
// those matched through a synonym too, and above a posting that names the
// job in its body only; under another order, and in what is selected,
// retirement changes nothing.
func TestRetiredPostingsRankBelowLiveOnes(t *testing.T) {
	e := loadText(t, "jobs",
		retiredJob("a-retired", "Mühasib", "Hesabat."),
		jobRow("b-live", "Mühasib", "Hesabat."),
		jobRow("c-synonym", "Бухгалтер", "Отчёты."),
		jobRow("d-body", "Ofis meneceri", "Mühasib ilə iş."),
	)
	want := []string{"b-live", "c-synonym", "a-retired", "d-body"}
	if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("mühasib")); !slices.Equal(got, want) {
		t.Errorf("order=relevance&q=mühasib: %v, want %v", got, want)
	}
	if got := e.ids(readapi.Jobs, "q="+url.QueryEscape("mühasib")); !sameSet(got, want) {
		t.Errorf("q=mühasib selects %v, want %v", got, want)
	}
}
