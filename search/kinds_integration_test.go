package search_test

import (
	"net/url"
	"slices"
	"testing"

	"readapi"
)

// The fixture of the kind tests: drivers and teachers of several kinds and
// of none. Ids order each pair against the rule, so that a tie fails.
func kindFixture(t *testing.T) *textEnv {
	t.Helper()
	return loadText(t, "jobs",
		jobRow("z-bus", "Avtobus sürücüsü", "Şəhərdaxili marşrut."),
		jobRow("z-truck-az", "Yük maşını sürücüsü", "Regionlara daşımalar."),
		jobRow("z-truck-ru", "Водитель грузовика", "Междугородние перевозки."),
		jobRow("z-truck-en", "Truck Driver", "Long-haul deliveries."),
		jobRow("a-driver", "Sürücü", "Şirkətin əməkdaşlarının daşınması."),
		jobRow("a-driver-ru", "Водитель", "Перевозка сотрудников."),
		jobRow("m-taxi", "Taksi sürücüsü", "Gündəlik ödəniş."),
		jobRow("z-physics", "Fizika müəllimi", "Orta məktəb."),
		jobRow("a-teacher", "Müəllim", "Dərslərin keçirilməsi."),
		jobRow("m-math", "Riyaziyyat müəllimi", "Orta məktəb."),
		jobRow("cashier", "Kassir", "Nağd əməliyyatlar."),
	)
}

// A kind word need not match: the postings of the occupation that leave it
// unsaid follow those that say it, exactly, inflected or in another
// language, and a title that states another kind comes last.
func TestKindWordNeedNotMatch(t *testing.T) {
	e := kindFixture(t)
	for _, c := range []struct {
		q    string
		want [][]string
	}{
		{"avtobusa sürücü", [][]string{{"z-bus"}, {"a-driver", "a-driver-ru"}, {"z-truck-az", "z-truck-ru", "z-truck-en", "m-taxi"}}},
		{"voditel avtobusa", [][]string{{"z-bus"}, {"a-driver", "a-driver-ru"}, {"z-truck-az", "z-truck-ru", "z-truck-en", "m-taxi"}}},
		{"учитель физики", [][]string{{"z-physics"}, {"a-teacher"}, {"m-math"}}},
		{"riyaziyyatdan müəllim", [][]string{{"m-math"}, {"a-teacher"}, {"z-physics"}}},
	} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(c.q))
		if !inTiers(got, c.want) {
			t.Errorf("order=relevance&q=%s: %v, want in this order %v", c.q, got, c.want)
		}
	}
}

// A title that states another kind ranks below a posting that leaves the
// kind unsaid, even one matched through a synonym only ("Водитель" for
// `truck driver`).
func TestAnotherKindRanksBelowAnUnsaidOne(t *testing.T) {
	e := kindFixture(t)
	got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("taxi driver"))
	want := [][]string{{"m-taxi"}, {"a-driver", "a-driver-ru"}, {"z-bus", "z-truck-az", "z-truck-ru", "z-truck-en"}}
	if !inTiers(got, want) {
		t.Errorf("order=relevance&q=taxi driver: %v, want in this order %v", got, want)
	}
}

// A title of several words naming the kind's job (yük maşını sürücüsü,
// водитель грузовика, truck driver) finds that job first, in the three
// languages, then the other postings of the occupation.
func TestKindTitleFindsItsJobFirst(t *testing.T) {
	e := kindFixture(t)
	for _, q := range []string{"yük maşını sürücüsü", "водитель грузовика", "truck driver"} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q))
		want := [][]string{{"z-truck-az", "z-truck-ru", "z-truck-en"}, {"a-driver", "a-driver-ru"}, {"z-bus", "m-taxi"}}
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
		jobRow("a-plain", "Sürücü", "Şəhərdaxili daşımalar."),
		jobRow("m-b", "Sürücü", "B kateqoriya sürücülük vəsiqəsi."),
		jobRow("cashier", "Kassir", "C kateqoriya arzuolunandır."),
	)
	for _, q := range []string{"C kateqoriya sürücü", "driver category C"} {
		if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q)); !slices.Equal(got, []string{"z-c", "a-plain", "m-b"}) {
			t.Errorf("order=relevance&q=%s: %v, want [z-c a-plain m-b]", q, got)
		}
	}
}

// Inside a phrase, an exclusion or an OR group, and in a q of kind words
// alone, a kind word selects like any word.
func TestKindWordSelectsWhereItIsNoRefinement(t *testing.T) {
	e := kindFixture(t)
	for q, want := range map[string][]string{
		`"avtobus" sürücü`:            {"z-bus"},
		"sürücü -taksi -yük -avtobus": {"a-driver", "a-driver-ru", "z-truck-ru", "z-truck-en"},
		"avtobus OR taksi sürücü":     {"z-bus", "m-taxi"},
		"taksi":                       {"m-taxi"},
		"fizika":                      {"z-physics"},
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
