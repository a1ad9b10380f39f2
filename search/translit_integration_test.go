package search_test

import (
	"net/url"
	"testing"

	"readapi"
)

func TestLatinTypedRussianFindsCyrillic(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("ru", "Бухгалтер", "Отчётность."),
		jobRow("ru2", "Главный бухгалтер", "Отчётность."),
		jobRow("az", "Mühasib", "Hesabat."),
		jobRow("latin", "Buxgalter", "Hesabat."),
		jobRow("drv", "Водитель", "Категория B."),
		jobRow("seller", "Менеджер по продажам", "Продажи."),
		jobRow("sales", "Sales manager", "Sales."),
		jobRow("cook", "Повар", "Кухня."),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		// Through the Cyrillic word, and through its synonyms (mühasib).
		{"buxgalter", []string{"ru", "ru2", "az", "latin"}},
		// bukhgalter reads as бухгалтер, the occupation's label: it also
		// finds every posting derived to it (search-extensions.md,
		// "Relevance and q").
		{"bukhgalter", []string{"ru", "ru2", "az", "latin"}},
		// A Latin-typed Russian qualifier word (docs/search.md, qualifier words)
		// must match like its Cyrillic form under the default order.
		{"glavniy buxgalter", []string{"ru2"}},
		{"voditel", []string{"drv"}},
		{"menedjer po prodajam", []string{"seller", "sales"}},
		{"povar", []string{"cook"}},
	} {
		if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("q=%s selects %v, want %v", c.q, got, c.want)
		}
	}
	// Under relevance it refines: every accountant, the chief first.
	if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("glavniy buxgalter")); !sameSet(got, []string{"ru", "ru2", "az", "latin"}) || got[0] != "ru2" {
		t.Errorf("order=relevance&q=glavniy buxgalter: %v, want every accountant, ru2 first", got)
	}
	// A match in the script typed ranks first.
	if got := e.ids(readapi.Jobs, "order=relevance&q=buxgalter"); len(got) == 0 || got[0] != "latin" {
		t.Errorf("order=relevance&q=buxgalter: %v, want latin first", got)
	}
}

// Russian typed on an Azerbaijani keyboard writes ш and щ as ş and ч as ç
// (uborşitsa, gruzçik): read as Latin-typed Russian, such a word finds its
// Cyrillic word and that word's synonyms.
func TestLatinTypedRussianWithAzerbaijaniLetters(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("cleaner", "Уборщица", "Уборка офиса."),
		jobRow("cleaner-az", "Təmizlikçi", "Ofisin təmizlənməsi."),
		jobRow("loader", "Грузчик", "Склад."),
		jobRow("seller", "Продавщица", "Магазин."),
		jobRow("seller-az", "Satıcı", "Mağaza."),
		jobRow("other", "Кассир", "Касса."),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"uborşitsa", []string{"cleaner", "cleaner-az"}},
		{"gruzçik", []string{"loader"}},
		{"prodavşitsa", []string{"seller", "seller-az"}},
	} {
		if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("q=%s selects %v, want %v", c.q, got, c.want)
		}
	}
}

// Latin-typed Russian often leaves out the soft and hard signs (kurer for
// курьер, yuriskonsult for юрисконсульт, obyavlenie for объявление): the
// Russian stems are indexed and searched without them.
func TestLatinTypedRussianWithoutSoftSign(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("courier", "Курьер", "Доставка."),
		jobRow("counsel", "Ведущий юрисконсульт", "Договоры."),
		jobRow("writer", "Копирайтер", "Объявления и тексты."),
		jobRow("other", "Кассир", "Касса."),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"kurer", []string{"courier"}},
		{"yuriskonsult", []string{"counsel"}},
		{"obyavleniya", []string{"writer"}},
		// Typed with the signs, in either script, as before.
		{"kur'er", []string{"courier"}},
		{"юрисконсульт", []string{"counsel"}},
	} {
		if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("q=%s selects %v, want %v", c.q, got, c.want)
		}
	}
}

// Azerbaijani typed with English digraphs (sh for ş, ch for ç) finds its
// words, their forms and their synonyms, below a word matched as typed.
func TestAzerbaijaniTypedWithDigraphs(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("cook", "Aşpaz", "Mətbəx."),
		jobRow("cook-ru", "Повар", "Кухня."),
		jobRow("sales", "Satış meneceri", "Satış planı."),
		jobRow("guards", "Mühafizəçilər", "Növbəli iş."),
		jobRow("cashier-az", "Kassir", "Kassa."),
		jobRow("cashier-en", "Cashier", "Till."),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"ashpaz", []string{"cook", "cook-ru"}},
		{"satish meneceri", []string{"sales"}},
		{"muhafizechi", []string{"guards"}},
		// A word that reads as typed keeps its meaning.
		{"cashier", []string{"cashier-az", "cashier-en"}},
	} {
		if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("q=%s selects %v, want %v", c.q, got, c.want)
		}
	}
	if got := e.ids(readapi.Jobs, "order=relevance&q=cashier"); len(got) == 0 || got[0] != "cashier-en" {
		t.Errorf("order=relevance&q=cashier: %v, want cashier-en first", got)
	}
}

// The Cyrillic reading of a Latin-typed Russian word is a direct match of the
// word (docs/search.md, "Everyday queries of several words"): the word matched
// as typed first, then its reading exactly, then stemmed, then the synonyms of
// either (a reading that drops the soft sign, voditel for водитель, meets its
// word through the stem only, so both are one tier).
func TestCyrillicReadingRanksAboveSynonyms(t *testing.T) {
	var rows []map[string]any
	cases := []struct {
		q     string
		tiers [][]string
	}{
		{"buxgalter", [][]string{{"buxgalter-latin"}, {"buxgalter-ru"}, {"buxgalter-ru-pl"}, {"buxgalter-az", "buxgalter-en"}}},
		{"voditel", [][]string{{"voditel-latin"}, {"voditel-ru", "voditel-ru-pl"}, {"voditel-az", "voditel-en"}}},
		{"programmist", [][]string{{"programmist-latin"}, {"programmist-ru"}, {"programmist-ru-pl"}, {"programmist-az", "programmist-en"}}},
		{"povar", [][]string{{"povar-latin"}, {"povar-ru"}, {"povar-ru-pl"}, {"povar-az", "povar-en"}}},
		{"oxrannik", [][]string{{"oxrannik-latin"}, {"oxrannik-ru"}, {"oxrannik-ru-pl"}, {"oxrannik-az", "oxrannik-en"}}},
		{"medsestra", [][]string{{"medsestra-latin"}, {"medsestra-ru"}, {"medsestra-ru-pl"}, {"medsestra-az", "medsestra-en"}}},
	}
	titles := map[string][]string{ // latin, ru, ru plural, az, en
		"buxgalter":   {"Buxgalter", "Бухгалтер", "Бухгалтеры", "Mühasib", "Accountant"},
		"voditel":     {"Voditel", "Водитель", "Водители", "Sürücü", "Driver"},
		"programmist": {"Programmist", "Программист", "Программисты", "Proqramçı", "Developer"},
		"povar":       {"Povar", "Повар", "Повара", "Aşpaz", "Cook"},
		"oxrannik":    {"Oxrannik", "Охранник", "Охранники", "Mühafizəçi", "Security guard"},
		"medsestra":   {"Medsestra", "Медсестра", "Медсестры", "Tibb bacısı", "Nurse"},
	}
	for word, ts := range titles {
		for i, suffix := range []string{"latin", "ru", "ru-pl", "az", "en"} {
			rows = append(rows, jobRow(word+"-"+suffix, ts[i], "Tam ştat."))
		}
	}
	e := loadText(t, "jobs", rows...)
	for _, c := range cases {
		if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(c.q)); !inTiers(got, c.tiers) {
			t.Errorf("order=relevance&q=%s: %v, want in this order %v", c.q, got, c.tiers)
		}
	}
}

// Russian typed in Latin letters names a job of several words as a synonym
// names it in Cyrillic: "koll centr" reads колл центр, a synonym title
// (колл-центр) whose group holds "call center", which the typed words start
// like none of; so "koll centr operator" finds "Call center operatoru" as
// well as «Оператор колл-центра».
func TestLatinTypedRussianRunFindsItsSynonym(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("ru", "Оператор колл-центра", "Входящие звонки."),
		jobRow("az", "Call center operatoru", "Zənglərin qəbulu."),
		jobRow("other", "Operator", "Kompüterdə iş."),
	)
	for _, q := range []string{"koll centr operator", "koll centr"} {
		if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q)); !sameSet(got, []string{"ru", "az"}) {
			t.Errorf("order=relevance&q=%s: %v, want ru and az", q, got)
		}
	}
}
