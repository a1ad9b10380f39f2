package search_test

import (
	"net/url"
	"slices"
	"testing"

	"readapi"
)

// employedJob is a job posting whose source published an employment type.
func employedJob(id, title, description, employment string) map[string]any {
	row := jobRow(id, title, description)
	row["employment_type"] = employment
	return row
}

// A schedule word of q is held by a row derived to its employment (the
// source's employment_type, written nowhere in the text) as by one that
// says it, and a row derived to the other employment contradicts it; by
// date the word must still be written.
func TestScheduleWordsReadTheDerivedEmployment(t *testing.T) {
	e := loadText(t, "jobs",
		employedJob("a-full", "Kassir", "Kassa.", "FULL_TIME"),
		jobRow("b-plain", "Kassir", "Kassa."),
		employedJob("c-part", "Kassir", "Kassa.", "PART_TIME"),
		jobRow("d-said", "Kassir", "Kassa, yarımştat."),
	)
	got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("part-time kassir"))
	if len(got) != 4 || !sameSet(got[:2], []string{"c-part", "d-said"}) || got[2] != "b-plain" || got[3] != "a-full" {
		t.Errorf("order=relevance&q=part-time kassir: %v, want c-part and d-said, then b-plain, then a-full", got)
	}
	if got := e.ids(readapi.Jobs, "q="+url.QueryEscape("yarımştat kassir")); !slices.Equal(got, []string{"d-said"}) {
		t.Errorf("q=yarımştat kassir: %v, want [d-said]", got)
	}
}
