package search_test

import (
	"net/url"
	"slices"
	"testing"

	"readapi"
)

// In each fixture the ids order each pair of tiers against the rule (a
// posting that says the kind asked for: z-, one that leaves it unsaid: m-,
// one that states another kind: a-), so that a tie fails.

// A kind word need not match: the postings of the occupation that leave it
// unsaid follow those that say it, exactly, inflected or in another
// language, and a title that states another kind comes last.
func TestKindWordNeedNotMatch(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("z-bus", "Avtobus sürücüsü", "Şəhərdaxili marşrut."),
		jobRow("m-driver", "Sürücü", "Şirkətin əməkdaşlarının daşınması."),
		jobRow("m-driver-ru", "Водитель", "Перевозка сотрудников."),
		jobRow("a-taxi", "Taksi sürücüsü", "Gündəlik ödəniş."),
		jobRow("a-truck", "Yük maşını sürücüsü", "Regionlara daşımalar."),
		jobRow("z-physics", "Fizika müəllimi", "Orta məktəb."),
		jobRow("m-teacher", "Müəllim", "Dərslərin keçirilməsi."),
		jobRow("a-math", "Riyaziyyat müəllimi", "Orta məktəb."),
		jobRow("cashier", "Kassir", "Nağd əməliyyatlar."),
	)
	drivers := [][]string{{"z-bus"}, {"m-driver", "m-driver-ru"}, {"a-taxi", "a-truck"}}
	teachers := [][]string{{"z-physics"}, {"m-teacher"}, {"a-math"}}
	for _, c := range []struct {
		q    string
		want [][]string
	}{
		{"avtobusa sürücü", drivers},
		{"voditel avtobusa", drivers},
		{"учитель физики", teachers},
		{"physics teacher", teachers},
	} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(c.q))
		if !inTiers(got, c.want) {
			t.Errorf("order=relevance&q=%s: %v, want in this order %v", c.q, got, c.want)
		}
	}
}

// A title that states another kind ranks below a posting that leaves the
// kind unsaid, even one matched through a synonym only ("Водитель" for
// `taxi driver`, above "Bus Driver" matched exactly).
func TestAnotherKindRanksBelowAnUnsaidOne(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("z-taxi", "Taksi sürücüsü", "Gündəlik ödəniş."),
		jobRow("m-driver", "Sürücü", "Şirkətin əməkdaşlarının daşınması."),
		jobRow("m-driver-ru", "Водитель", "Перевозка сотрудников."),
		jobRow("a-bus-en", "Bus Driver", "City routes."),
		jobRow("a-bus-ru", "Водитель автобуса", "Городские маршруты."),
	)
	want := [][]string{{"z-taxi"}, {"m-driver", "m-driver-ru"}, {"a-bus-en", "a-bus-ru"}}
	for _, q := range []string{"taxi driver", "водитель такси"} {
		if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q)); !inTiers(got, want) {
			t.Errorf("order=relevance&q=%s: %v, want in this order %v", q, got, want)
		}
	}
}

// A title of several words naming the kind's job (yük maşını sürücüsü,
// водитель грузовика, truck driver) finds that job first, in the three
// languages, then the other postings of the occupation.
func TestKindTitleFindsItsJobFirst(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("z-truck-az", "Yük maşını sürücüsü", "Regionlara daşımalar."),
		jobRow("z-truck-ru", "Водитель грузовика", "Междугородние перевозки."),
		jobRow("z-truck-en", "Truck Driver", "Long-haul deliveries."),
		jobRow("m-driver", "Sürücü", "Şirkətin əməkdaşlarının daşınması."),
		jobRow("m-driver-ru", "Водитель", "Перевозка сотрудников."),
		jobRow("a-bus", "Avtobus sürücüsü", "Şəhərdaxili marşrut."),
		jobRow("a-taxi", "Taksi sürücüsü", "Gündəlik ödəniş."),
	)
	want := [][]string{{"z-truck-az", "z-truck-ru", "z-truck-en"}, {"m-driver", "m-driver-ru"}, {"a-bus", "a-taxi"}}
	for _, q := range []string{"yük maşını sürücüsü", "водитель грузовика", "truck driver"} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q))
		if !inTiers(got, want) {
			t.Errorf("order=relevance&q=%s: %v, want in this order %v", q, got, want)
		}
	}
}

// A licence letter beside its word is a kind: a posting that states the
// category asked for ranks first, one that states another last.
func TestLicenceCategoryRefines(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("z-c", "Sürücü", "B, C kateqoriyalı sürücülük vəsiqəsi tələb olunur."),
		jobRow("m-plain", "Sürücü", "Şəhərdaxili daşımalar."),
		jobRow("a-b", "Sürücü", "B kateqoriya sürücülük vəsiqəsi."),
		jobRow("cashier", "Kassir", "C kateqoriya arzuolunandır."),
	)
	for _, q := range []string{"C kateqoriya sürücü", "driver category C"} {
		if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q)); !slices.Equal(got, []string{"z-c", "m-plain", "a-b"}) {
			t.Errorf("order=relevance&q=%s: %v, want [z-c m-plain a-b]", q, got)
		}
	}
}

// Inside a phrase, an exclusion or an OR group, and in a q of kind words
// alone, a kind word selects like any word.
func TestKindWordSelectsWhereItIsNoRefinement(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("bus", "Avtobus sürücüsü", "Şəhərdaxili marşrut."),
		jobRow("truck", "Yük maşını sürücüsü", "Regionlara daşımalar."),
		jobRow("driver", "Sürücü", "Şirkətin əməkdaşlarının daşınması."),
		jobRow("taxi", "Taksi sürücüsü", "Gündəlik ödəniş."),
		jobRow("physics", "Fizika müəllimi", "Orta məktəb."),
	)
	for q, want := range map[string][]string{
		`"avtobus" sürücü`:            {"bus"},
		"sürücü -taksi -yük -avtobus": {"driver"},
		"avtobus OR taksi sürücü":     {"bus", "taxi"},
		"taksi":                       {"taxi"},
		"fizika":                      {"physics"},
	} {
		if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(q)); !sameSet(got, want) {
			t.Errorf("q=%s: %v, want %v", q, got, want)
		}
	}
}

// inTiers reports whether got is the tiers' ids, each tier's in any order,
// tier after tier.
func inTiers(got []string, tiers [][]string) bool {
	var n int
	for _, tier := range tiers {
		if n+len(tier) > len(got) || !sameSet(got[n:n+len(tier)], tier) {
			return false
		}
		n += len(tier)
	}
	return n == len(got)
}

// A posting whose title states another kind holds nothing of the kind
// asked, even where its body says it: a maths teacher who must know Russian
// is no Russian teacher, and ranks below an unsaid one matched through a
// synonym only.
func TestContradictingTitleHoldsNothingOfTheKind(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("z-russian", "Rus dili müəllimi", "Orta məktəb."),
		jobRow("m-teacher-ru", "Учитель", "Проведение уроков."),
		jobRow("a-math", "Riyaziyyat müəllimi", "Rus dilini bilmək vacibdir."),
	)
	want := []string{"z-russian", "m-teacher-ru", "a-math"}
	if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("rus dili müəllimi")); !slices.Equal(got, want) {
		t.Errorf("order=relevance&q=rus dili müəllimi: %v, want %v", got, want)
	}
}

// A designer's field is a kind, and so is the owner of a personal driver
// (direktorun sürücüsü); the family or the boss a job is for (ailəyə dayə,
// direktora katibə) refines like a qualifier.
func TestDesignerOwnerAndForWhomRefine(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("z-graphic", "Qrafik dizayner", "Loqo və bannerlər."),
		jobRow("m-designer", "Dizayner", "Dizayn işləri."),
		jobRow("a-ux", "UX dizayner", "İstifadəçi təcrübəsi."),
		jobRow("z-personal", "Direktorun sürücüsü", "Rəhbərin daşınması."),
		jobRow("m-driver", "Sürücü", "Yük daşımaları yoxdur, şəhərdaxili."),
		jobRow("a-taxi", "Taksi sürücüsü", "Gündəlik ödəniş."),
		jobRow("z-family", "Dayə", "Ailəyə dayə tələb olunur."),
		jobRow("m-nanny", "Dayə", "Uşaqlara qulluq."),
		jobRow("z-boss", "Katibə", "Direktora katibə tələb olunur."),
		jobRow("m-secretary", "Katibə", "Sənəd dövriyyəsi."),
	)
	for q, want := range map[string][][]string{
		"qrafik dizayner":     {{"z-graphic"}, {"m-designer"}, {"a-ux"}},
		"direktorun sürücüsü": {{"z-personal"}, {"m-driver"}, {"a-taxi"}},
		"ailəyə dayə":         {{"z-family"}, {"m-nanny"}},
		"direktora katibə":    {{"z-boss"}, {"m-secretary"}},
	} {
		if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q)); !inTiers(got, want) {
			t.Errorf("order=relevance&q=%s: %v, want in this order %v", q, got, want)
		}
	}
}

// A workplace named by a word of its own (geyim mağazasına: a clothes
// shop) need not match: the postings that say which workplace, as the
// compound or the word alone, in any language, come first, then the other
// sellers.
func TestWorkplaceNamedByAWordNeedNotMatch(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("z-clothes", "Satıcı", "Geyim mağazasına satıcı tələb olunur."),
		jobRow("z-clothes-word", "Satıcı-konsultant", "Qadın geyimi satışı."),
		jobRow("z-clothes-ru", "Продавец-консультант", "Магазин одежды ищет продавцов."),
		jobRow("m-seller", "Satıcı", "Ərzaq satışı."),
		jobRow("cashier", "Kassir", "Nağd əməliyyatlar."),
	)
	want := [][]string{{"z-clothes", "z-clothes-word", "z-clothes-ru"}, {"m-seller"}}
	got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("geyim mağazasına satıcı"))
	if !inTiers(got, want) || len(got) != 4 {
		t.Errorf("geyim mağazasına satıcı: %v, want in this order %v", got, want)
	}
}
