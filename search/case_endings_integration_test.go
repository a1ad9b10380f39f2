package search_test

import (
	"net/url"
	"testing"

	"readapi"
)

// Every form of an Azerbaijani word, as a query, finds the postings that
// use any other form of it: case endings after plurals and possessives
// (the az_stem filter of mappings/analysis-az), and only those postings.
func TestCaseEndingsFindEveryForm(t *testing.T) {
	groups := map[string][]string{
		"muellim":  {"Müəllim", "Müəllimlər", "Müəllimlərimizdən", "Müəllimin", "Müəllimlə", "Müəllimlərinə"},
		"surucu":   {"Sürücü", "Sürücülərin", "Sürücüsü", "Sürücüsündə", "Sürücünün", "Sürücüylə"},
		"bank":     {"Bank", "Bankda", "Bankdan", "Bankımızda", "Bankın", "Banklarda"},
		"restoran": {"Restoran", "Restoranda", "Restoranın", "Restoranlarımızda", "Restoranı"},
		"sirket":   {"Şirkət", "Şirkətimizdə", "Şirkətin", "Şirkətlərdən", "Şirkətinin", "Şirkətlə"},
		"kassa":    {"Kassa", "Kassada", "Kassanın", "Kassaları", "Kassasına"},
	}
	var rows []map[string]any
	want := map[string][]string{}
	for word, forms := range groups {
		for _, form := range forms {
			id := "s:" + word + "-" + form
			rows = append(rows, jobRow(id, form, "Tam ştat."))
			want[word] = append(want[word], id)
		}
	}
	// An owner and the owned: a genitive and a possessive.
	rows = append(rows, jobRow("s:owner", "Direktor sürücüsü", "Tam ştat."))
	want["surucu"] = append(want["surucu"], "s:owner")
	e := loadText(t, "jobs", rows...)
	for word, forms := range groups {
		for _, form := range forms {
			if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(form)); !sameSet(got, want[word]) {
				t.Errorf("q=%s selects %v, want %v", form, got, want[word])
			}
		}
	}
	// The owner is a kind word (words.go): as a phrase it selects, plain it
	// ranks the owner's driver first.
	if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(`"direktorun sürücüsü"`)); !sameSet(got, []string{"s:owner"}) {
		t.Errorf(`q="direktorun sürücüsü" selects %v, want [s:owner]`, got)
	}
	if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("direktorun sürücüsü")); len(got) < 2 || got[0] != "s:owner" {
		t.Errorf("order=relevance&q=direktorun sürücüsü: %v, want s:owner first, then the other drivers", got)
	}
}
