package search_test

import (
	"slices"
	"testing"

	"readapi"
)

func TestSynonymsReachBodiesBelowDirectMatches(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("body-syn", "Maliyyə şöbəsinə işçi", "Şirkətə təcrübəli mühasib lazımdır."),
		jobRow("body-direct", "Maliyyə şöbəsinə işçi", "We need an experienced accountant."),
		jobRow("title-syn", "Mühasib", "Maliyyə şöbəsi."),
		jobRow("title-direct", "Accountant", "Finance."),
		jobRow("unrelated", "Sürücü", "Maliyyə şöbəsinə sürücü."),
	)
	got := e.ids(readapi.Jobs, "order=relevance&q=accountant")
	want := []string{"title-direct", "title-syn", "body-direct", "body-syn"}
	if !slices.Equal(got, want) {
		t.Errorf("order=relevance&q=accountant: %v, want %v", got, want)
	}
	_, hits := e.page(readapi.Jobs, "highlight=true&q=accountant")
	for _, h := range hits {
		if h.ID == "body-syn" && !slices.ContainsFunc(h.Highlight["description"], func(f string) bool { return f == "Şirkətə təcrübəli <mark>mühasib</mark> lazımdır." }) {
			t.Errorf("body-syn highlights %v", h.Highlight)
		}
	}
}
