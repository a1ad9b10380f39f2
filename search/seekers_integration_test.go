package search_test

import (
	"net/url"
	"slices"
	"testing"

	"readapi"
)

// Under relevance a posting of a person seeking work ("İş axtarıram:
// ofisiant") ranks below every job q finds, a body match of another
// posting too, even when q holds the seeker's very words; it is still
// found. A family looking for a nanny ("Dayə axtarıram") offers a job.
func TestSeekersRankBelowJobs(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-seeker", "İş axtarıram: ofisiant", "Təcrübəm var."),
		jobRow("b-seeker", "Ищу работу официантом", "Опыт 2 года."),
		jobRow("c-job", "Ofisiant", "Restorana."),
		jobRow("d-synonym", "Официант", "В ресторан."),
		jobRow("e-body", "Barmen", "Ofisiant ilə birgə iş."),
		jobRow("f-family", "Dayə axtarıram", "Uşağa baxmaq."),
	)
	for _, q := range []string{"ofisiant", "iş axtarıram ofisiant", "ищу работу официант"} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q))
		if len(got) != 5 || !sameSet(got[:2], []string{"c-job", "d-synonym"}) || got[2] != "e-body" || !sameSet(got[3:], []string{"a-seeker", "b-seeker"}) {
			t.Errorf("order=relevance&q=%s: %v, want the jobs c, d, e, then the seekers a, b", q, got)
		}
	}
	if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("dayə")); !slices.Equal(got, []string{"f-family"}) {
		t.Errorf("order=relevance&q=dayə: %v, want the family's nanny", got)
	}
}

// A compound word (sushist: a sushi cook) ranks the postings of its head
// occupation that state its kind ("Sushi-chef / Суши-повар") above those
// that say none.
func TestCompoundWordRanksTheKindStatedFirst(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-cook", "Aşpaz", "Restorana aşpaz."),
		jobRow("b-cook", "Повар", "В кафе."),
		jobRow("c-sushi", "Sushi-chef / Суши-повар", "Sushi bar."),
	)
	for _, q := range []string{"sushist", "сушист"} {
		if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q)); len(got) == 0 || got[0] != "c-sushi" {
			t.Errorf("order=relevance&q=%s: %v, want c-sushi first", q, got)
		}
	}
}

// An offer of services ("Mühasibat xidməti göstərirəm", «Оказываю услуги
// бухгалтера») is no job either: it ranks below a posting naming the
// occupation in its body only.
func TestServiceOffersRankBelowJobs(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-offer", "Mühasib xidməti göstərirəm", "Fərdi sahibkarlara mühasibat xidməti."),
		jobRow("b-offer", "Оказываю услуги: бухгалтер", "Ведение учета."),
		jobRow("c-job", "Mühasib", "Ofisə mühasib."),
		jobRow("d-body", "Kassir", "Mühasib köməkçisi kimi də işləyəcək."),
	)
	got := e.ids(readapi.Jobs, "order=relevance&q=mühasib")
	if len(got) != 4 || got[0] != "c-job" || got[1] != "d-body" || !sameSet(got[2:], []string{"a-offer", "b-offer"}) {
		t.Errorf("order=relevance&q=mühasib: %v, want c-job, d-body, then the offers", got)
	}
}
