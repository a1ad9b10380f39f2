package enrich_test

import (
	"encoding/json"
	"testing"

	"readapi/internal/enrich"
	"readapi/mappings"
	searchfold "readapi/mappings/fold"
)

// env is the enricher's Env over the project's vocabularies and folding;
// jobTestRates, when given, answer for foreign pay.
func jobEnv(jobTestRates enrich.Rates) enrich.Env {
	return enrich.Env{Vocab: mappings.MustVocabularies(), Fold: searchfold.Word, Rates: jobTestRates}
}

func jobPtr[T any](v T) *T { return &v }

func jobStr(s *string) string {
	if s == nil {
		return "null"
	}
	return *s
}

func TestJobOccupation(t *testing.T) {
	for _, c := range []struct {
		title, description, occupation, field string
	}{
		{"Mühasib", "", "accountant", "finance"},
		{"Бухгалтер", "", "accountant", "finance"},
		{"Accountant", "", "accountant", "finance"},
		{"Baş mühasib", "", "accountant", "finance"},
		{"buxgalter", "", "accountant", "finance"},
		{"Glavni buxgalter", "", "accountant", "finance"},
		// Azerbaijani in its Cyrillic alphabet, ҹ as typed (ч) too
		{"Мүһасиб", "", "accountant", "finance"},
		{"Сүрүҹү тәләб олунур", "", "driver", "transport"},
		{"Шәхси сүрүчү", "", "personal-driver", "transport"},
		{"Mühasiblər tələb olunur", "", "accountant", "finance"},
		{"Требуются бухгалтера", "", "accountant", "finance"},
		{"Accountants (2 positions)", "", "accountant", "finance"},
		{"MÜHASİB", "", "accountant", "finance"},
		{"Satış menecerləri", "", "sales-manager", "sales"},
		{"Менеджеры по продажам", "", "sales-manager", "sales"},
		{"Tibb avadanlığı satış meneceri", "", "sales-manager", "sales"},
		{"Tibb bacıları", "", "nurse", "health"},
		{"Prodavec", "", "salesperson", "sales"},
		{"Povar", "", "cook", "hospitality"},
		{"Satış şöbəsinin müdiri", "", "head-of-department", "management"},
		{"Kafelçi usta", "", "tiler", "engineering"},
		{"Usta", "", "null", "null"},
		{"Təmir ustası", "", "repairman", "trades"},
		{"Mühasibatlıq şöbəsinin müdiri", "", "null", "null"},
		{"Заместитель финансового директора", "", "null", "null"},
		{"Водители такси", "", "taxi-driver", "transport"},
		{"Həkim-terapevt", "", "general-practitioner", "health"},
		// A director's driver is a personal driver (its own synonym group,
		// one of the occupation's [words]); a family's too.
		{"Direktorun sürücüsü", "", "personal-driver", "transport"},
		{"Водитель руководителя", "", "personal-driver", "transport"},
		{"Личный водитель", "Ailəyə sürücü lazımdır.", "personal-driver", "transport"},
		// Two occupations joined by a hyphen: the first's job; otherwise none.
		{"Бухгалтер-кассир", "", "accountant", "finance"},
		{"Sürücü-ekspeditor", "", "driver", "transport"},
		{"Mühasib və kassir", "", "null", "null"},
		{"Direktor köməkçisi", "", "null", "null"},
		// A derivation is no form of the occupation's word.
		{"Sürücülük kursu təlimatçısı", "", "null", "null"},
		// An ending that makes another word (texnika, machinery, + sı).
		{"Kənd təsərrüfatı texnikası", "", "null", "null"},
		{"Engineering Manager", "", "manager", "management"},
		// A job the vocabulary lacks ([unlisted]) derives none, though it is
		// a wider occupation's synonym for search or holds its word.
		{"Оператор колл-центра", "", "null", "null"},
		{"Call Center Operator", "", "null", "null"},
		{"Çağrı mərkəzi operatoru", "", "null", "null"},
		{"Müştəri xidmətləri üzrə mütəxəssis", "", "customer-service-specialist", "customer-service"},
		{"Dispetçer", "", "null", "null"},
		{"Диспетчер по логистике", "", "null", "null"},
		{"dispetcher", "", "null", "null"},
		{"Logist", "", "logistics-specialist", "transport"},
		{"Recruiter", "", "null", "null"},
		{"İnsan resursları üzrə mütəxəssis", "", "null", "null"},
		{"Специалист по персоналу", "", "null", "null"},
		{"HR meneceri", "", "hr-manager", "hr"},
		{"Операционист", "", "null", "null"},
		{"Кассир-операционист", "", "null", "null"},
		{"Kassir", "", "cashier", "sales"},
		// A licence category names the vehicle: C a truck's, D a bus's.
		{"Водитель категории C", "", "truck-driver", "transport"},
		{"C kateqoriyalı sürücü", "", "truck-driver", "transport"},
		{"Driver (Category D)", "", "bus-driver", "transport"},
		{"Водитель категории B", "", "driver", "transport"},
		// Russian typed in Latin, щ as sh.
		{"Uborshitsa v ofis", "", "cleaner", "household"},
		{"Head of Marketing", "", "marketing-director", "marketing"},
		{"Əməyin mühafizəsi üzrə mütəxəssis", "", "hse-specialist", "engineering"},
		{"Software Engineering Intern", "", "software-developer", "it"},
		// The title decides: a description naming one does not.
		{"Vakansiya", "Şirkətimizə mühasib tələb olunur", "null", "null"},
		{"Работа для студентов", "Требуется бухгалтер", "null", "null"},
	} {
		row := enrich.JobRow{Title: c.title}
		if c.description != "" {
			row.Description = &c.description
		}
		d := enrich.Job(row, jobEnv(nil))
		if jobStr(d.Occupation) != c.occupation || jobStr(d.Field) != c.field {
			t.Errorf("%q: occupation %s, field %s; want %s, %s", c.title, jobStr(d.Occupation), jobStr(d.Field), c.occupation, c.field)
		}
	}
}

func TestJobFieldFromJobFunction(t *testing.T) {
	for function, field := range map[string]string{
		"IT / Software":               "it",
		"İnformasiya texnologiyaları": "it",
		"Logistics / Transport":       "transport",
		"Logistika və nəqliyyat":      "transport",
		"Финансы / бухгалтерия":       "finance",
		"Something else":              "null",
	} {
		d := enrich.Job(enrich.JobRow{Title: "Vakansiya", JobFunction: jobPtr(function)}, jobEnv(nil))
		if jobStr(d.Field) != field {
			t.Errorf("job_function %q: field %s, want %s", function, jobStr(d.Field), field)
		}
	}
	// The occupation's parent comes first.
	d := enrich.Job(enrich.JobRow{Title: "Mühasib", JobFunction: jobPtr("IT / Software")}, jobEnv(nil))
	if jobStr(d.Field) != "finance" {
		t.Errorf("an accountant under IT: field %s, want finance", jobStr(d.Field))
	}
}

func TestJobSeniority(t *testing.T) {
	for _, c := range []struct {
		level     *string
		title     string
		seniority string
	}{
		{jobPtr("Junior"), "Mühasib", "junior"},
		{jobPtr("Kiçik mütəxəssis"), "Mühasib", "junior"},
		{jobPtr("Младший специалист"), "Mühasib", "junior"},
		{jobPtr("Senior"), "Mühasib", "senior"},
		{jobPtr("Böyük mütəxəssis"), "Mühasib", "senior"},
		{jobPtr("Ведущий специалист"), "Mühasib", "senior"},
		{jobPtr("Entry level"), "Mühasib", "entry"},
		{jobPtr("Təcrübəsiz"), "Mühasib", "entry"},
		{jobPtr("Без опыта"), "Mühasib", "entry"},
		{jobPtr("Mid-level"), "Mühasib", "mid"},
		{jobPtr("Mütəxəssis"), "Mühasib", "mid"},
		{jobPtr("Специалист"), "Mühasib", "mid"},
		{jobPtr("Manager"), "Mühasib", "lead"},
		{jobPtr("Rəhbər"), "Mühasib", "lead"},
		{jobPtr("Руководитель"), "Mühasib", "lead"},
		{jobPtr("Top management"), "Mühasib", "executive"},
		{jobPtr("Intern"), "Mühasib", "intern"},
		// career_level first; a label naming no level gives way to the title.
		{jobPtr("Junior"), "Senior Accountant", "junior"},
		{jobPtr("Təcrübəli"), "Senior Accountant", "senior"},
		{jobPtr("Baş mütəxəssis"), "Mühasib", "senior"},
		{nil, "Baş mühasib", "senior"},
		{nil, "Главный бухгалтер", "senior"},
		{nil, "Младший бухгалтер", "junior"},
		{nil, "Старшая медсестра", "senior"},
		{nil, "Junior Frontend Developer", "junior"},
		{nil, "Stajyor", "intern"},
		{nil, "Anbar müdiri", "lead"},
		{nil, "Maliyyə direktoru", "executive"},
		{nil, "Baş direktor", "executive"},
		{nil, "Chief Executive Officer", "executive"},
		{nil, "Chief Accountant", "senior"},
		{nil, "Senior Team Lead", "lead"},
		// A rank word says nothing outside the derived occupation, nor in
		// another case (the director's driver is no executive).
		{nil, "Direktor köməkçisi", "null"},
		{nil, "Direktorun sürücüsü", "null"},
		{nil, "Помощник директора", "null"},
		{nil, "Satış meneceri", "null"},
		{nil, "Mühasib", "null"},
	} {
		d := enrich.Job(enrich.JobRow{Title: c.title, CareerLevel: c.level}, jobEnv(nil))
		if jobStr(d.Seniority) != c.seniority {
			t.Errorf("%s / %q: seniority %s, want %s", jobStr(c.level), c.title, jobStr(d.Seniority), c.seniority)
		}
	}
}

func TestJobEmployment(t *testing.T) {
	for _, c := range []struct {
		kind               *string
		title, description string
		employment         string
	}{
		{jobPtr("Full-time"), "Mühasib", "", "full_time"},
		{jobPtr("FULL_TIME"), "Mühasib", "", "full_time"},
		{jobPtr("Part-time"), "Mühasib", "", "part_time"},
		{jobPtr("PART_TIME"), "Mühasib", "", "part_time"},
		{jobPtr("Contract"), "Mühasib", "", "contractor"},
		{jobPtr("CONTRACTOR"), "Mühasib", "", "contractor"},
		{jobPtr("Temporary"), "Mühasib", "", "temporary"},
		{jobPtr("Internship"), "Mühasib", "", "intern"},
		{jobPtr("INTERN"), "Mühasib", "", "intern"},
		{jobPtr("Könüllü"), "Mühasib", "", "volunteer"},
		{jobPtr("PER_DIEM"), "Mühasib", "", "per_diem"},
		{jobPtr("OTHER"), "Mühasib", "", "other"},
		// employment_type first, then the title, then the description.
		{jobPtr("FULL_TIME"), "Kassir (yarımştat)", "", "full_time"},
		{jobPtr("Tam ştat, 5/2"), "Mühasib", "", "full_time"},
		{nil, "Kassir (yarımştat)", "İş qrafiki: tam ştat", "part_time"},
		{nil, "Mühasib", "İş qrafiki: tam ştat.", "full_time"},
		{nil, "Бухгалтер", "Полная занятость, 5/2.", "full_time"},
		{nil, "Бухгалтер", "Условия: работа в режиме полной занятости", "full_time"},
		{jobPtr("Сменный график"), "Бухгалтер", "Частичная занятость", "part_time"},
		{nil, "Accountant", "Temporary assignment for 3 months", "temporary"},
		{nil, "Mühasib", "Tam ştat və ya yarımştat", "null"},
		{nil, "Mühasib", "", "null"},
	} {
		row := enrich.JobRow{Title: c.title, EmploymentType: c.kind}
		if c.description != "" {
			row.Description = &c.description
		}
		if d := enrich.Job(row, jobEnv(nil)); jobStr(d.Employment) != c.employment {
			t.Errorf("%s / %q / %q: employment %s, want %s", jobStr(c.kind), c.title, c.description, jobStr(d.Employment), c.employment)
		}
	}
}

// work_type (on-site, hybrid, shift) says nothing of employment.
func TestJobWorkTypeIsAnotherAxis(t *testing.T) {
	var row enrich.JobRow
	if err := json.Unmarshal([]byte(`{"title":"Mühasib","employment_type":null,"work_type":"Növbəli","facts":{"work_type":"shift"}}`), &row); err != nil {
		t.Fatal(err)
	}
	if d := enrich.Job(row, jobEnv(nil)); d.Employment != nil {
		t.Errorf("work_type derived employment %s", *d.Employment)
	}
}

func TestJobLanguage(t *testing.T) {
	for _, c := range []struct {
		title, description, language string
	}{
		{"Mühasib", "Şirkətimizə təcrübəli mühasib tələb olunur. 1C proqramını bilmək vacibdir.", "az"},
		{"Бухгалтер", "Требуется опытный бухгалтер со знанием 1С.", "ru"},
		{"Accountant", "We are looking for an accountant with three years of experience.", "en"},
		// The language of most of the words, not of the title alone.
		{"Accountant", "Şirkətimizə təcrübəli mühasib tələb olunur. Maaş razılaşma yolu ilə müəyyən ediləcək.", "az"},
		{"Muhasib (yarımştat)", "Kicik sirket ucun muhasib lazimdir. Heftede 3 gun is.", "az"},
		// A title alone: the language of the occupation's label it holds.
		{"Cashier", "", "en"},
		{"Kassir", "", "az"},
		{"Barista", "", "null"},
		{"Administrator", "", "null"},
	} {
		row := enrich.JobRow{Title: c.title}
		if c.description != "" {
			row.Description = &c.description
		}
		if d := enrich.Job(row, jobEnv(nil)); jobStr(d.Language) != c.language {
			t.Errorf("%q / %q: language %s, want %s", c.title, c.description, jobStr(d.Language), c.language)
		}
	}
}

func TestJobDerivedShape(t *testing.T) {
	got, err := json.Marshal(enrich.Job(enrich.JobRow{Title: "Vakansiya"}, jobEnv(nil)))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"occupation":null,"field":null,"seniority":null,"employment":null,"language":null,"salary_azn":null}`
	if string(got) != want {
		t.Errorf("derived %s, want %s", got, want)
	}
	row := enrich.JobRow{Title: "Mühasib", SalaryFrom: jobPtr(800.0), SalaryCurrency: jobPtr("AZN")}
	got, _ = json.Marshal(enrich.Job(row, jobEnv(nil)).SalaryAZN)
	if string(got) != `{"from":800,"to":null}` {
		t.Errorf("salary_azn %s", got)
	}
}

// An Env without vocabularies or folding derives what needs neither.
func TestJobWithoutVocabularies(t *testing.T) {
	d := enrich.Job(enrich.JobRow{Title: "Mühasib", SalaryTo: jobPtr(900.0), SalaryCurrency: jobPtr("azn")}, enrich.Env{})
	if d.Occupation != nil || d.Seniority != nil || d.SalaryAZN == nil || *d.SalaryAZN.To != 900 {
		t.Errorf("derived %+v", d)
	}
}
