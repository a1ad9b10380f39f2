package search_test

import (
	"net/url"
	"slices"
	"testing"

	"readapi"
)

// Ranking by what a posting is (words.go) and words that say nothing of
// it (words.go), on the real engine. Ids are chosen so that a tie (broken
// by id ascending) puts the wrong row first.

// A title that names another occupation through the generic word of q (a
// dentist for "doctor", a commis chef for "chef", a system administrator or
// an office administrator for "администратор", information security for
// "security") ranks below the postings of the occupation itself, and first
// when q names it.
func TestTitleNamingAnotherJobOfTheWordRanksBelow(t *testing.T) {
	for _, c := range []struct {
		name         string
		q            string
		job, another map[string]string // id to title
		asked        string            // a q that names the other occupation
	}{
		{"dentist", "həkim",
			map[string]string{"z-doctor": "Həkim", "z-therapist": "Врач-терапевт"},
			map[string]string{"a-dentist-az": "Həkim-stomatoloq", "a-dentist-ru": "Врач-стоматолог", "a-dentist-dis": "Diş həkimi"},
			"diş həkimi"},
		// A dental surgeon reaches "doctor" through the surgeons, one of the
		// doctor's specialities (job-titles.txt); the job's title is long
		// enough for BM25 to favour the dentist were it not demoted.
		{"dental surgeon", "doctor",
			map[string]string{"z-doctor": "Həkim, poliklinika, tam ştat, Bakı"},
			map[string]string{"a-dental": "Dental Surgeon"},
			"dental surgeon"},
		{"commis", "chef",
			map[string]string{"z-chef": "Chef", "z-cook": "Aşpaz"},
			map[string]string{"a-commis": "Commis Chef"},
			"commis chef"},
		{"admin", "администратор",
			map[string]string{"z-front": "Администратор ресепшн"},
			map[string]string{"a-sys": "Системный администратор", "a-net": "Network Administrator", "a-office": "Администратор офиса"},
			"системный администратор"},
		{"security", "security",
			map[string]string{"z-guard": "Security Officer for a shopping centre"},
			map[string]string{"a-infosec": "Information Security Specialist"},
			"information security"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var rows []map[string]any
			var job, another []string
			for id, title := range c.job {
				rows, job = append(rows, jobRow(id, title, "")), append(job, id)
			}
			for id, title := range c.another {
				rows, another = append(rows, jobRow(id, title, "")), append(another, id)
			}
			e := loadText(t, "jobs", rows...)
			got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(c.q))
			if len(got) != len(rows) || !sameSet(got[:len(job)], job) || !sameSet(got[len(job):], another) {
				t.Errorf("order=relevance&q=%s: %v, want %v first, then %v", c.q, got, job, another)
			}
			got = e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(c.asked))
			if len(got) == 0 || !slices.Contains(another, got[0]) {
				t.Errorf("order=relevance&q=%s: %v, want one of %v first", c.asked, got, another)
			}
		})
	}
}

// A word that names an employer without saying which (şirkətə, в компанию,
// company) is a stop word: most Azerbaijani postings say "X şirkətinə ...
// tələb olunur", and as a qualifier it lifted a project manager whose body
// says so above an office manager.
func TestEmployerWordsAreStopWords(t *testing.T) {
	e := loadText(t, "jobs",
		jobRow("a-project", "Layihə meneceri", "Digital Hub şirkətinə layihə meneceri tələb olunur. Ofisimiz Şəkidə yerləşir."),
		jobRow("z-office", "Office Manager", "Run the office."),
		jobRow("z-office-ru", "Офис-менеджер", "Организация работы офиса."),
	)
	for _, q := range []string{"şirkətə ofis meneceri", "şirkətdə ofis meneceri"} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q))
		if len(got) != 3 || !sameSet(got[:2], []string{"z-office", "z-office-ru"}) {
			t.Errorf("order=relevance&q=%s: %v, want the office managers first, then the project manager", q, got)
		}
	}
	// Alone it is a word.
	if got := e.ids(readapi.Jobs, "q="+url.QueryEscape("şirkətinə")); !slices.Equal(got, []string{"a-project"}) {
		t.Errorf("q=şirkətinə selects %v, want [a-project]", got)
	}
}

// A word that names a trade or field (security, pharmacy, accounting) finds
// the postings of its occupation whose titles do not say it, and a job's
// word its specialities (doctor: cardiologist), ranked as a synonym in the
// title: above a company named by the word and a body that mentions it. One
// way: the occupation's word does not find what the field word names.
func TestFieldWordFindsItsOccupation(t *testing.T) {
	cleaner := jobRow("a-company", "Xadimə", "Ofisin təmizlənməsi.")
	cleaner["company"] = map[string]any{"name": "Prestige Security", "slug": nil}
	e := loadText(t, "jobs",
		jobRow("z-guard", "Mühafizəçi", "Obyektin qorunması."),
		jobRow("z-guard-ru", "Сторож", "Склад."),
		cleaner,
		jobRow("a-systems", "Security Systems Engineer", "CCTV design."),
		jobRow("z-pharmacist", "Фармацевт", "Отпуск лекарств."),
		jobRow("a-cashier", "Kassir", "Aptek şəbəkəsinə kassir tələb olunur."),
		jobRow("z-accountant", "Mühasib", "Hesabatlar."),
		jobRow("a-account", "Key Account Manager", "Grow the client base."),
		jobRow("z-doctor", "Врач", "Приём пациентов."),
		jobRow("z-cardiologist", "Cardiologist", "Outpatient clinic."),
	)
	for _, c := range []struct {
		q           string
		first, then []string
	}{
		{"security", []string{"z-guard", "z-guard-ru"}, []string{"a-systems", "a-company"}},
		// The company name takes no synonyms: "Security" is not "mühafizə" there.
		{"mühafizə", []string{"z-guard", "z-guard-ru"}, []string{"a-systems"}},
		{"pharmacy", []string{"z-pharmacist"}, []string{"a-cashier"}},
		{"аптека", []string{"z-pharmacist"}, []string{"a-cashier"}},
		{"accounting", []string{"z-accountant"}, nil},
		{"бухучёт", []string{"z-accountant"}, nil},
		// A job's word finds its specialities (a cardiologist is a doctor).
		{"doctor", []string{"z-doctor", "z-cardiologist"}, nil},
		{"həkim", []string{"z-doctor", "z-cardiologist"}, nil},
		// One way: the occupations' words find only the occupations.
		{"mühafizəçi", []string{"z-guard", "z-guard-ru"}, nil},
		{"əczaçı", []string{"z-pharmacist"}, nil},
		{"account manager", []string{"a-account"}, nil},
		{"cardiologist", []string{"z-cardiologist"}, nil},
	} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(c.q))
		if len(got) != len(c.first)+len(c.then) || !sameSet(got[:len(c.first)], c.first) || !sameSet(got[len(c.first):], c.then) {
			t.Errorf("order=relevance&q=%s: %v, want %v, then %v", c.q, got, c.first, c.then)
		}
	}
}
