package search_test

import (
	"net/url"
	"slices"
	"testing"

	"readapi"
)

// A job seeker's own ad ("Kassir kimi iş axtarıram", «Ищу работу
// продавцом») is no vacancy: with order=relevance it ranks below a
// vacancy that names the job in its body only; by date it is listed as
// any other row.
func TestSeekerAdsRankBelowVacancies(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-seeker", "Kassir kimi iş axtarıram", "Kassir təcrübəm var."),
		jobRow("b-title", "Kassir", "Marketə kassir."),
		jobRow("c-body", "Satış əməkdaşı", "Kassir kimi də işləyəcək."),
		jobRow("d-seeker", "Ищу работу продавцом", "Опыт продавца 5 лет."),
		jobRow("e-title", "Продавец", "В магазин."),
	)
	for q, want := range map[string][]string{
		"kassir":   {"b-title", "c-body", "a-seeker"},
		"продавец": {"e-title", "d-seeker"},
	} {
		if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q)); !slices.Equal(got, want) {
			t.Errorf("order=relevance&q=%s: %v, want %v", q, got, want)
		}
	}
	if got := e.ids(readapi.Jobs, "q=kassir"); len(got) != 3 {
		t.Errorf("q=kassir by date: %v, want the three rows", got)
	}
}
