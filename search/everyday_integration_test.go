package search_test

import (
	"readapi"

	"context"
	"encoding/json"
	"net/url"
	"slices"
	"testing"

	"readapi/search/engine"
)

// The rules of docs/search.md, "Everyday queries of several words":
// stop words, synonyms of several words inside q, the words a searcher adds
// to an occupation, assistants below the job, typos through stems and
// synonyms.

func TestStopWordsNeedNotMatch(t *testing.T) {
	e := loadText(t, "jobs",
		placeJob("acc-baku", "Accountant", "Ledger.", "Baku", "Bakı"),
		placeJob("acc-ganja", "Accountant", "Ledger.", "Ganja", "Gəncə"),
		placeJob("bux", "Бухгалтер", "Учёт.", "", "Bakı"),
		jobRow("in", "Analyst", "Work in the office."),
		jobRow("sales", "Satış meneceri", "Müştərilərlə iş."),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"accountant in Baku", []string{"acc-baku", "bux"}},
		{"работа бухгалтер в Баку", []string{"acc-baku", "bux"}},
		{"vakansiya mühasib üçün Bakı", []string{"acc-baku", "bux"}},
		// Compared folded, and in their inflected forms.
		{"muhasib isi Baki", []string{"acc-baku", "bux"}},
		{"mühasib vakansiyaları Bakı", []string{"acc-baku", "bux"}},
		{"satış üzrə menecer", []string{"sales"}},
		// "With knowledge of" says nothing of the job.
		{"бухгалтер со знанием", []string{"acc-baku", "acc-ganja", "bux"}},
		// A q of stop words alone keeps them as words.
		{"in", []string{"in"}},
		// Inside a phrase a stop word is a word (no row holds "in Baku").
		{`"in Baku"`, nil},
	} {
		if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("q=%s selects %v, want %v", c.q, got, c.want)
		}
	}
}

func TestSynonymOfSeveralWordsInsideQ(t *testing.T) {
	e := loadText(t, "jobs",
		placeJob("az", "İngilis dili müəllimi", "Dərslər.", "", "Gəncə"),
		placeJob("ru", "Учитель английского языка", "Уроки.", "", "Gəncə"),
		placeJob("baku", "İngilis dili müəllimi", "Dərslər.", "", "Bakı"),
		placeJob("math", "Riyaziyyat müəllimi", "Dərslər.", "", "Gəncə"),
	)
	// The subject is a kind word (words.go): the maths teacher in Gəncə
	// follows the English teachers.
	for _, c := range []struct {
		q           string
		first, then []string
	}{
		{"english teacher Ganja", []string{"az", "ru"}, []string{"math"}},
		{"Gəncə english teacher", []string{"az", "ru"}, []string{"math"}},
		{"менеджер по продажам Баку", nil, nil},
	} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(c.q))
		if !sameSet(got, append(slices.Clone(c.first), c.then...)) || len(got) < len(c.first) || !sameSet(got[:len(c.first)], c.first) {
			t.Errorf("order=relevance&q=%s: %v, want %v first, then %v", c.q, got, c.first, c.then)
		}
	}
}

// The words a searcher adds to say how or where the job is done (seniority,
// schedule, remote work, workplace: softwords.go) need not match; a row that
// holds them, in any language, ranks above one that leaves them unsaid; so
// does a licence category (a kind: words.go), and a posting that states
// another category ranks below.
func TestAddedWordsRankButNeedNotMatch(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("junior-az", "Proqramçı", "Təcrübəsi olmayan namizədlər də müraciət edə bilər."),
		jobRow("junior-ru", "Программист", "Рассматриваем кандидатов без опыта работы."),
		jobRow("dev-en", "Developer", "Python, Django."),
		jobRow("part-ru", "Кассир", "Подработка, 3 дня в неделю."),
		jobRow("full-az", "Kassir", "Tam ştat."),
		jobRow("restaurant-ru", "Официант", "В ресторан «Dolma» требуется официант."),
		jobRow("hotel-az", "Ofisiant", "Otelə ofisiant tələb olunur."),
		jobRow("night-en", "Security Guard", "Night shifts, 21:00 to 09:00."),
		jobRow("day-ru", "Охранник", "Дневные смены."),
		jobRow("remote-ru", "Переводчик", "Удалённая работа."),
		jobRow("office-en", "Translator", "Office in the centre."),
		jobRow("lic-ru", "Водитель", "Водительское удостоверение категории C."),
		jobRow("lic-en", "Driver", "A valid category B driving licence."),
		jobRow("woman-az", "Satıcı (xanım)", "Mağazaya satıcı."),
		jobRow("woman-ru", "Продавец", "Требуется девушка-продавец."),
		jobRow("seller-en", "Salesperson", "Sales floor."),
	)
	for _, c := range []struct {
		q           string
		first, then []string
	}{
		{"junior developer", []string{"junior-az", "junior-ru"}, []string{"dev-en"}},
		{"part-time kassir", []string{"part-ru"}, []string{"full-az"}},
		{"yarımştat kassir", []string{"part-ru"}, []string{"full-az"}},
		{"restoranda ofisiant", []string{"restaurant-ru"}, []string{"hotel-az"}},
		{"gecə mühafizəçi", []string{"night-en"}, []string{"day-ru"}},
		{"remote translator", []string{"remote-ru"}, []string{"office-en"}},
		{"C kateqoriya sürücü", []string{"lic-ru"}, []string{"lic-en"}},
		{"satıcı qadın", []string{"woman-az", "woman-ru"}, []string{"seller-en"}},
	} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(c.q))
		if !sameSet(got, append(slices.Clone(c.first), c.then...)) || len(got) < len(c.first) || !sameSet(got[:len(c.first)], c.first) {
			t.Errorf("order=relevance&q=%s: %v, want %v first, then %v", c.q, got, c.first, c.then)
		}
	}
	// A q of added words alone keeps them as words.
	if got := e.ids(readapi.Jobs, "q=remote"); !sameSet(got, []string{"remote-ru"}) {
		t.Errorf("q=remote selects %v, want [remote-ru]", got)
	}
}

func TestAssistantRanksBelowTheJob(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("assistant", "Mühasib köməkçisi", "Sənədlər."),
		jobRow("ru", "Бухгалтер", "Учёт."),
		jobRow("en", "Accountant", "Ledger."),
		jobRow("mention", "Logist", "Mühasib ilə iş."),
	)
	got := e.ids(readapi.Jobs, "order=relevance&q=m%C3%BChasib")
	want := []string{"en", "ru", "assistant", "mention"}
	if !slices.Equal(got, want) {
		t.Errorf("order=relevance&q=mühasib: %v, want %v (the job in any tier, then its assistant, then a mention)", got, want)
	}
	if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("mühasib köməkçisi")); len(got) == 0 || got[0] != "assistant" {
		t.Errorf("order=relevance&q=mühasib köməkçisi: %v, want the assistant first", got)
	}
}

// engineIDs runs a request through the engine, as the API does (fuzzy
// corrections are looked up there).
func engineIDs(t *testing.T, e *textEnv, query string) []string {
	t.Helper()
	return engineIDsOf(t, e, readapi.Jobs, query)
}

// engineIDsOf is engineIDs on dataset d.
func engineIDsOf(t *testing.T, e *textEnv, d *readapi.Dataset, query string) []string {
	t.Helper()
	params, err := url.ParseQuery(query + "&limit=100")
	if err != nil {
		t.Fatal(err)
	}
	page, err := engine.New(e.client, e.prefix, e.signer).List(context.Background(), d, params)
	if err != nil {
		t.Fatalf("%s?%s: %v", d.Name, query, err)
	}
	var out []string
	for _, raw := range page.Rows {
		var row struct{ ID string }
		if err := json.Unmarshal(raw, &row); err != nil {
			t.Fatal(err)
		}
		out = append(out, row.ID)
	}
	return out
}

func TestFuzzyThroughStemsAndSynonyms(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("az", "Mühasib", "Hesabat."),
		jobRow("az-plural", "Mühasiblər", "Hesabat."),
		jobRow("ru", "Бухгалтер", "Учёт."),
		jobRow("en", "Accountant", "Ledger."),
		jobRow("plumber", "Santexnik", "Təmir."),
		jobRow("driver", "Sürücü", "Sürücülər axtarılır."),
		jobRow("other", "Aşpaz", "Mətbəx."),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"acountant", []string{"az", "az-plural", "ru", "en"}},
		{"muhasiblr", []string{"az", "az-plural", "ru", "en"}},
		// Corrected against the words of the synonym titles: no posting
		// holds "plumber".
		{"plumbr", []string{"plumber"}},
		// Corrected against the bodies' inflected forms.
		{"sürücülr", []string{"driver"}},
		// Russian typed in Latin letters and misspelt, corrected in its
		// Cyrillic reading.
		{"bugalter", []string{"az", "az-plural", "ru", "en"}},
		{"voditl", []string{"driver"}},
	} {
		if got := engineIDs(t, e, "fuzzy=true&q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("fuzzy=true&q=%s selects %v, want %v", c.q, got, c.want)
		}
	}
	// The word found as typed (one typo away) ranks above its corrections'
	// synonyms.
	if got := engineIDs(t, e, "order=relevance&fuzzy=true&q=acountant"); len(got) == 0 || got[0] != "en" {
		t.Errorf("order=relevance&fuzzy=true&q=acountant: %v, want en first", got)
	}
	// Without fuzzy nothing is corrected.
	if got := engineIDs(t, e, "q=acountant"); len(got) != 0 {
		t.Errorf("q=acountant selects %v, want nothing", got)
	}
}

// A Russian word typed without its soft sign and with one typo more is
// one edit from the word: the signs are dropped on both sides before
// comparing, as the Russian stems drop them.
func TestFuzzyIgnoresTheSoftSign(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("ru", "Водитель", "Доставка."),
		jobRow("az", "Sürücü", "Yük daşınması."),
		jobRow("other", "Повар", "Кухня."),
	)
	if got := engineIDs(t, e, "fuzzy=true&q="+url.QueryEscape("водитил")); !sameSet(got, []string{"ru", "az"}) {
		t.Errorf("fuzzy=true&q=водитил selects %v, want [ru az]", got)
	}
}

func TestTitleOfAnotherOccupationRanksBelowTheJob(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("software", "Software Engineer", "Code."),
		jobRow("tester", "Инженер по тестированию", "Тесты."),
		jobRow("chief", "Chief Engineer", "Plant."),
		jobRow("ru", "Инженер", "Завод."),
		jobRow("az", "Mühəndis", "Zavod."),
		jobRow("mention", "Logist", "Work with the engineer."),
	)
	got := e.ids(readapi.Jobs, "order=relevance&q=engineer")
	if len(got) != 6 || !sameSet(got[:3], []string{"chief", "ru", "az"}) || !sameSet(got[3:5], []string{"software", "tester"}) || got[5] != "mention" {
		t.Errorf("order=relevance&q=engineer: %v, want the engineers, then the software engineer and the tester, then the mention", got)
	}
	if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("software engineer")); len(got) == 0 || got[0] != "software" {
		t.Errorf("order=relevance&q=software engineer: %v, want software first", got)
	}
	// The generic word misspelt (fuzzy) asks for it as well.
	got = engineIDs(t, e, "order=relevance&fuzzy=true&q=enginer")
	if len(got) < 5 || !sameSet(got[:3], []string{"chief", "ru", "az"}) || !sameSet(got[3:5], []string{"software", "tester"}) {
		t.Errorf("order=relevance&fuzzy=true&q=enginer: %v, want the engineers, then the software engineer and the tester", got)
	}
}

// Under order=relevance a word naming an occupation also finds the
// postings derived to its kinds that say no word of it (a taxi driver's
// "Таксист", a personal driver's title in the Azerbaijani Cyrillic
// alphabet), below the occupation's own postings.
func TestKindsOfTheOccupationNamedRankBelowIt(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("az", "Sürücü", "Ofis üçün."),
		jobRow("ru", "Водитель", "Для офиса."),
		jobRow("taxi", "Таксист", "Свой автомобиль."),
		jobRow("personal", "Шәхси сүрүчү", "Ҹавабдеһ иш."),
		jobRow("courier", "Kuryer", "Çatdırılma."),
	)
	got := e.ids(readapi.Jobs, "order=relevance&q=s%C3%BCr%C3%BCc%C3%BC")
	if len(got) != 4 || !slices.Equal(got[:2], []string{"az", "ru"}) || !sameSet(got[2:], []string{"taxi", "personal"}) {
		t.Errorf("order=relevance&q=sürücü: %v, want the drivers, then the taxi and the personal driver", got)
	}
}

// With fuzzy=true a misspelt word finds the postings derived to the
// occupation its corrections name, whose titles no correction spells (a
// Latin-typed "Buxgalter", Azerbaijani in its Cyrillic alphabet), below
// the rows its corrections find.
func TestCorrectedOccupationFindsItsPostings(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("ru", "Бухгалтер", "Учёт."),
		jobRow("latin", "Buxgalter tələb olunur", "Ofis."),
		jobRow("cyrillic", "Мүһасиб", "Иш."),
		jobRow("cashier", "Kassir", "Mağaza."),
	)
	got := engineIDs(t, e, "order=relevance&fuzzy=true&q="+url.QueryEscape("бугалтер"))
	if len(got) != 3 || got[0] != "ru" || !sameSet(got[1:], []string{"latin", "cyrillic"}) {
		t.Errorf("order=relevance&fuzzy=true&q=бугалтер: %v, want the accountant spelt so, then the others", got)
	}
}

// An electrical engineer is no electrician: the title's head is mühəndis.
func TestElectricalEngineerRanksBelowTheElectrician(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("engineer-az", "Elektrik mühəndisi", "Layihələr."),
		jobRow("engineer-ru", "Инженер-электрик", "Проекты."),
		jobRow("engineer-en", "Electrical Engineer", "Projects."),
		jobRow("az", "Elektrik", "Təmir işləri."),
		jobRow("master", "Elektrik ustası", "Təmir işləri."),
		jobRow("ru", "Электрик", "Ремонт."),
	)
	got := e.ids(readapi.Jobs, "order=relevance&q=elektrik")
	if len(got) != 5 || !sameSet(got[:3], []string{"az", "master", "ru"}) {
		t.Errorf("order=relevance&q=elektrik: %v, want the electricians before the electrical engineers", got)
	}
	if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("elektrik mühəndisi")); len(got) == 0 || !slices.Contains([]string{"engineer-az", "engineer-ru", "engineer-en"}, got[0]) {
		t.Errorf("order=relevance&q=elektrik mühəndisi: %v, want an electrical engineer first", got)
	}
}

// A synonym of several words that takes a qualifier word in and names
// another job ("baş mühasib": chief accountant) holds the qualifier; one that
// names the same job as its other word ("bank teller": a cashier) does not.
func TestQualifierHeldThroughASynonymOfSeveralWords(t *testing.T) {
	// The ids order each pair against the rule, so that a tie fails.
	bank := placeJob("z-bank", "Kassir", "Nağd əməliyyatlar.", "", "Bakı")
	bank["company"] = map[string]any{"name": "Kapital Bank"}
	shop := placeJob("a-shop", "Cashier", "Cash desk.", "", "Bakı")
	shop["company"] = map[string]any{"name": "Bravo"}
	e := loadText(t, "jobs",
		placeJob("z-chief", "Главный бухгалтер", "Учёт.", "", "Bakı"),
		placeJob("a-plain", "Mühasib", "Hesabat.", "", "Bakı"),
		bank, shop,
	)
	for _, c := range []struct{ q, first, then string }{
		{"baş mühasib Bakı", "z-chief", "a-plain"},
		{"bank teller Baku", "z-bank", "a-shop"},
	} {
		if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(c.q)); !slices.Equal(got, []string{c.first, c.then}) {
			t.Errorf("order=relevance&q=%s: %v, want [%s %s]", c.q, got, c.first, c.then)
		}
	}
}

// Adjacent qualifier words that are one synonym title (night shift,
// ночная смена) are one qualifier: a row holding one of the words alone
// ("Rotating shifts") gains nothing from it.
func TestQualifierRunIsOneQualifier(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("m-night", "Nurse", "Night shifts, 21:00 to 09:00."),
		jobRow("z-rotating", "Nurse", "Rotating shifts, two days on, two days off."),
		jobRow("a-plain", "Nurse", "Ward care."),
	)
	for _, q := range []string{"night shift nurse", "ночная смена медсестра"} {
		want := []string{"m-night", "a-plain", "z-rotating"}
		if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q)); !slices.Equal(got, want) {
			t.Errorf("order=relevance&q=%s: %v, want %v", q, got, want)
		}
	}
}

// A workplace named in two words none of which qualifies alone (ticarət
// mərkəzi, a shopping mall) is one qualifier: a row saying it, in any
// language, ranks first, then the other rows of the occupation; by date
// the words must match.
func TestQualifierOfSeveralWords(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-plain", "Mühafizəçi", "Obyektin qorunması."),
		jobRow("m-mall", "Mühafizəçi", "Ticarət mərkəzinə mühafizəçi."),
		jobRow("z-mall-ru", "Охранник", "Охрана торгового центра."),
	)
	for _, q := range []string{"ticarət mərkəzində mühafizəçi", "mühafizəçi ticarət mərkəzi"} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q))
		if len(got) != 3 || !sameSet(got[:2], []string{"m-mall", "z-mall-ru"}) || got[2] != "a-plain" {
			t.Errorf("order=relevance&q=%s: %v, want m-mall and z-mall-ru, then a-plain", q, got)
		}
		if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(q)); !sameSet(got, []string{"m-mall", "z-mall-ru"}) {
			t.Errorf("q=%s: %v, want m-mall and z-mall-ru", q, got)
		}
	}
}

// A company named by the occupation's word, with a qualifier in the body,
// stays below a posting of the occupation matched through a synonym in its
// title (company 1.5 × 1.3 < title synonym 3 × 0.8).
func TestCompanyWithQualifierStaysBelowTheTitle(t *testing.T) {
	guard := jobRow("guard", "Mühafizəçi", "Obyektin qorunması.")
	other := jobRow("cleaner", "Xadimə", "Gecə növbəsi.")
	other["company"] = map[string]any{"name": "Охранник Сервис", "slug": nil}
	e := loadText(t, "jobs", guard, other)
	if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("gecə охранник")); !slices.Equal(got, []string{"guard", "cleaner"}) {
		t.Errorf("order=relevance&q=gecə охранник: %v, want [guard cleaner]", got)
	}
}

// A posting that says the opposite of a qualifier of q ranks below one that
// leaves it unsaid, even when the unsaid one matches only through a
// synonym; the one that says it ranks first.
func TestPostingContradictingAQualifierRanksBelow(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("part", "Mühasib", "Yarımştat iş."),
		jobRow("unsaid", "Бухгалтер", "Учёт."),
		jobRow("full", "Accountant", "Full-time, Monday to Friday."),
		jobRow("senior", "Senior Accountant", "Ledger."),
		jobRow("junior", "Junior Accountant", "Ledger."),
		jobRow("other", "Logist", "Work with the accountant."),
	)
	got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("part-time accountant"))
	if len(got) != 6 || got[0] != "part" || !slices.Contains(got[1:4], "unsaid") || got[5] != "other" || slices.Index(got, "full") < slices.Index(got, "unsaid") {
		t.Errorf("order=relevance&q=part-time accountant: %v, want part first, the full-time one below the unsaid one, the mention last", got)
	}
	got = e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("junior accountant"))
	if len(got) != 6 || got[0] != "junior" || slices.Index(got, "senior") < slices.Index(got, "unsaid") || got[5] != "other" {
		t.Errorf("order=relevance&q=junior accountant: %v, want junior first, the senior one below the unsaid one, the mention last", got)
	}
}

// companyJob is a job posting with a company name.
func companyJob(id, title, description, company string) map[string]any {
	row := jobRow(id, title, description)
	row["company"] = map[string]any{"name": company, "slug": nil}
	return row
}

// An employer's trade said in its name in another language holds a
// qualifier word of q through the synonyms ("Ресторан Sumakh" for
// restoranda), but a company name never matches q's other words so: a
// cleaner at "Aşpazlar Akademiyası" is no cook for повар.
func TestCompanyNameHoldsAQualifierThroughSynonyms(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-plain", "Aşpaz", "Mətbəx."),
		companyJob("b-restaurant", "Повар", "Кухня.", "Ресторан Sumakh"),
		companyJob("c-academy", "Xadimə", "Təmizlik.", "Aşpazlar Akademiyası"),
	)
	if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("restoranda aşpaz")); len(got) < 2 || !slices.Equal(got[:2], []string{"b-restaurant", "a-plain"}) {
		t.Errorf("order=relevance&q=restoranda aşpaz: %v, want b-restaurant, a-plain first", got)
	}
	if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("повар")); !sameSet(got, []string{"a-plain", "b-restaurant"}) {
		t.Errorf("order=relevance&q=повар: %v, want a-plain and b-restaurant", got)
	}
}

// A company named in one word ending in its trade (Unibank, Bazarstore,
// Унибанк) holds the trade's qualifier word; a word that only starts with
// it (Marketinq) holds nothing.
func TestCompanyNameEndingInItsTradeHoldsIt(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-plain", "Mühasib", "Uçot."),
		companyJob("b-marketing", "Mühasib", "Uçot.", "Marketinq Agentliyi"),
		companyJob("c-unibank", "Mühasib", "Uçot.", "Unibank"),
		companyJob("d-store", "Mühasib", "Uçot.", "Bazarstore"),
	)
	for _, c := range []struct{ q, first string }{{"mühasib bank", "c-unibank"}, {"mühasib в банк", "c-unibank"}, {"marketdə mühasib", "d-store"}} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(c.q))
		if len(got) != 4 || got[0] != c.first || got[1] != "a-plain" {
			t.Errorf("order=relevance&q=%s: %v, want %s, then a-plain", c.q, got, c.first)
		}
	}
}

// A phrase that states a kind holds it inflected too: "C kateqoriyası" and
// "категорию C" hold "C kateqoriya" and "категории C".
func TestInflectedStatedKindHoldsIt(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-plain", "Sürücü", "Yük daşıma."),
		jobRow("b-az", "Sürücü", "Kamaz sürücüsü, C kateqoriyası."),
		jobRow("c-ru", "Sürücü", "Нужны права на категорию C."),
	)
	for _, q := range []string{"водитель категории C", "C kateqoriya sürücü"} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q))
		if len(got) != 3 || !sameSet(got[:2], []string{"b-az", "c-ru"}) {
			t.Errorf("order=relevance&q=%s: %v, want b-az and c-ru, then a-plain", q, got)
		}
	}
}

// A developer's language is a kind word: the developers who write it come
// first, said in the title or the body, then those who name none, then
// those of another language; by date it must match.
func TestDeveloperLanguageIsAKind(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-plain", "Proqramçı", "Backend sistemləri."),
		jobRow("b-java", "Proqramçı", "Java Spring, mikroservislər."),
		jobRow("c-python", "Python Developer", "Django, REST."),
	)
	got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("java proqramçı"))
	if !slices.Equal(got, []string{"b-java", "a-plain", "c-python"}) {
		t.Errorf("order=relevance&q=java proqramçı: %v, want b-java, a-plain, c-python", got)
	}
	if got := e.ids(readapi.Jobs, "q="+url.QueryEscape("java proqramçı")); !slices.Equal(got, []string{"b-java"}) {
		t.Errorf("q=java proqramçı: %v, want [b-java]", got)
	}
}

// Whom a salesman sells to is a kind: "B2B" finds the sales managers who
// sell to businesses first, in any language, then the others, then those
// selling retail.
func TestSalesClienteleIsAKind(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-plain", "Satış meneceri", "Satış planı."),
		jobRow("b-corporate", "Satış meneceri", "Korporativ müştərilərə satış."),
		jobRow("c-retail", "Satış meneceri", "Pərakəndə satış, mağaza."),
	)
	got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("satış meneceri B2B"))
	if !slices.Equal(got, []string{"b-corporate", "a-plain", "c-retail"}) {
		t.Errorf("order=relevance&q=satış meneceri B2B: %v, want b-corporate, a-plain, c-retail", got)
	}
}

// Whom the employer asks for is a dimension: a feminine title holds xanım
// as the word does, and a posting asking for men contradicts it.
func TestGenderWordsReadFeminineTitlesAndContradictions(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-plain", "Ofisiant", "Restoran."),
		jobRow("b-said", "Ofisiant (xanım)", "Restoran."),
		jobRow("c-feminine", "Официантка", "Кафе."),
		jobRow("d-men", "Ofisiant (kişi)", "Restoran."),
	)
	got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("ofisiant xanım"))
	if len(got) != 4 || !sameSet(got[:2], []string{"b-said", "c-feminine"}) || got[2] != "a-plain" || got[3] != "d-men" {
		t.Errorf("order=relevance&q=ofisiant xanım: %v, want b-said and c-feminine, then a-plain, then d-men", got)
	}
}
