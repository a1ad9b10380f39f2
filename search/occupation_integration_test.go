package search_test

import (
	"net/url"
	"slices"
	"testing"

	"readapi"
	"readapi/internal/enrich"
	"readapi/internal/testenv"
	"readapi/mappings"
	"readapi/mappings/fold"
)

// A word of q naming an occupation also finds the postings derived to it,
// and under order=relevance that match ranks as a direct match of the
// title, above the word found only in a body (search-extensions.md,
// "Relevance and q"). "Бухучёт и отчётность" derives the accountant (its
// synonym group is one of the occupation's [words]) though no word of it
// is, stemmed or through a synonym, бухгалтер, mühasib or accountant.
func TestOccupationWordFindsDerivedPostings(t *testing.T) {
	rows := []map[string]any{
		jobRow("acc-derived", "Бухучёт и отчётность", "Ведение учёта в 1С, сдача отчётов."),
		jobRow("acc-title", "Бухгалтер", "Первичная документация."),
		jobRow("acc-body", "Офис-менеджер", "Помощь бухгалтеру, приём звонков."),
		jobRow("other", "Кассир", "Касса и чеки."),
	}
	// The oracle: the rows enrich derives to the accountant, and the rows
	// whose text says the word.
	derived := derivedTo(t, rows, "accountant")
	if !slices.Contains(derived, "acc-derived") || slices.Contains(derived, "acc-body") {
		t.Fatalf("fixture: rows derived to the accountant %v, want acc-derived and not acc-body", derived)
	}
	said := []string{"acc-title", "acc-body"}
	want := append(slices.Clone(said), "acc-derived")
	e := loadText(t, "jobs", rows...)
	for _, q := range []string{"бухгалтер", "mühasib", "accountant", "buxgalter"} {
		if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(q)); !sameSet(got, want) {
			t.Errorf("q=%s selects %v, want %v (the derived posting too)", q, got, want)
		}
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q))
		if !sameSet(got, want) || slices.Index(got, "acc-derived") > slices.Index(got, "acc-body") {
			t.Errorf("order=relevance&q=%s: %v, want %v with acc-derived (the title's tier) above acc-body (the body's)", q, got, want)
		}
	}
}

// The titles of the synonym group holding an occupation's label name it
// as the label does: "дальнобойщик" (and its Latin spelling) finds the
// posting "Водитель категории C", which derives the truck driver though its
// title says no word of that group.
func TestGroupTitleOfAnOccupationFindsDerivedPostings(t *testing.T) {
	rows := []map[string]any{
		jobRow("truck-derived", "Водитель категории C", "Перевозки по региону."),
		jobRow("truck-title", "Дальнобойщик", "Рейсы в Грузию."),
		jobRow("car", "Водитель", "Легковой автомобиль."),
	}
	derived := derivedTo(t, rows, "truck-driver")
	if !sameSet(derived, []string{"truck-derived", "truck-title"}) {
		t.Fatalf("fixture: rows derived to the truck driver %v, want truck-derived and truck-title", derived)
	}
	e := loadText(t, "jobs", rows...)
	for _, q := range []string{"дальнобойщик", "dalnoboyşik"} {
		if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(q)); !sameSet(got, derived) {
			t.Errorf("q=%s selects %v, want %v (the derived posting too)", q, got, derived)
		}
	}
}

// derivedTo returns the ids of the rows enrich derives to an occupation.
func derivedTo(t *testing.T, rows []map[string]any, occupation string) []string {
	t.Helper()
	env := enrich.Env{Vocab: mappings.MustVocabularies(), Fold: fold.Word, Rates: enrich.NewRateTable(nil)}
	var ids []string
	for i, d := range testenv.DeriveRows[struct{ Occupation *string }](t, readapi.Jobs.Derivation.Derive, env, rows) {
		if d.Occupation != nil && *d.Occupation == occupation {
			ids = append(ids, rows[i]["id"].(string))
		}
	}
	return ids
}

// Under order=relevance a q naming an occupation ranks its plain postings
// first: a level q does not ask for follows them within the tier that
// matched (a chief accountant below "Mühasib (Nəsimi filialı)", a longer
// title, and above "Accountant", found through a synonym), an intern's posting and another occupation's whose
// title holds the word (an economist's, "İqtisadçı-mühasib") fall below the
// synonym; a q saying a level ranks nothing below for it.
func TestOccupationRanksItsPlainPostingsFirst(t *testing.T) {
	rows := []map[string]any{
		jobRow("plain", "Mühasib (Nəsimi filialı)", "Ofis işi."),
		jobRow("chief", "Baş mühasib", "Ofis işi."),
		jobRow("synonym", "Accountant", "Office work."),
		jobRow("economist", "İqtisadçı-mühasib", "Ofis işi."),
		jobRow("intern", "Mühasib (təcrübəçi)", "Ofis işi."),
	}
	env := enrich.Env{Vocab: mappings.MustVocabularies(), Fold: fold.Word, Rates: enrich.NewRateTable(nil)}
	want := map[string][2]string{"plain": {"accountant", ""}, "chief": {"accountant", "senior"}, "synonym": {"accountant", ""},
		"economist": {"economist", ""}, "intern": {"accountant", "intern"}}
	for i, d := range testenv.DeriveRows[struct{ Occupation, Seniority *string }](t, readapi.Jobs.Derivation.Derive, env, rows) {
		id := rows[i]["id"].(string)
		if got := [2]string{deref(d.Occupation), deref(d.Seniority)}; got != want[id] {
			t.Fatalf("fixture: %s derives %v, want %v", id, got, want[id])
		}
	}
	e := loadText(t, "jobs", rows...)
	order := []string{"plain", "chief", "synonym"}
	got := e.ids(readapi.Jobs, "order=relevance&q=m%C3%BChasib")
	if len(got) != len(rows) || !slices.Equal(got[:3], order) {
		t.Errorf("order=relevance&q=mühasib: %v, want %v first, then economist and intern", got, order)
	}
	got = e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("baş mühasib"))
	if len(got) == 0 || got[0] != "chief" {
		t.Errorf("order=relevance&q=baş mühasib: %v, want chief first", got)
	}
}

// deref returns *s, or "" for nil.
func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// An Azerbaijani plural with its case (mühasiblərin) and an English
// possessive (accountant's) name the occupation as the word's shorter
// forms do: they find a posting only its derived occupation holds
// ("Buxgalter", the Russian word typed in Latin letters).
func TestInflectedWordsFindTheDerivedOccupation(t *testing.T) {
	rows := []map[string]any{jobRow("latin", "Buxgalter", "Hesabat."), jobRow("other", "Kassir", "Hesabat.")}
	if got := derivedTo(t, rows, "accountant"); !slices.Equal(got, []string{"latin"}) {
		t.Fatalf("fixture: %v derive the accountant, want latin", got)
	}
	e := loadText(t, "jobs", rows...)
	for _, q := range []string{"mühasiblərin", "accountant's"} {
		if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(q)); !slices.Equal(got, []string{"latin"}) {
			t.Errorf("q=%s: %v, want latin", q, got)
		}
	}
}
