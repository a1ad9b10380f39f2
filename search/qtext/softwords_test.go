package qtext

import (
	"slices"
	"strings"
	"testing"

	"readapi"
)

func TestQualifierWords(t *testing.T) {
	for w, want := range map[string]bool{
		"junior": true, "Senior": true, "baş": true, "Стажёр": true, "part-time": true, "yarımştat": true,
		"gecə": true, "növbəli": true, "ночная": true, "uzaqdan": true, "удалённо": true,
		"bankda": true, "otellərdə": true, "məktəbə": true, "klinikaya": true, "restoranlarda": true, "bağçasına": true,
		"ресторане": true, "hotels": true, "(remote)": true, "гостиницы": true, "Ночная": true, "смену": true, "занятость": true, "подработка": true, "график": true, "старшего": true,
		"təcrübəli": true, "опытного": true, "experienced": true, "part": true,
		// A chef of the kitchen, typed either way.
		"şef": true, "шеф": true, "sef": true,
		// A student is a beginner.
		"tələbələr": true, "студентов": true, "students": true,
		// Conditions: meals, accommodation, an official contract; and pensioners.
		"yemək": true, "yataqxana": true, "yataqxanası": true, "rəsmi": true, "питание": true, "проживание": true, "общежитии": true, "официальное": true, "servis": true, "развозка": true,
		// A shift pattern, days on / days off, and a working week.
		"2/2": true, "1/1": true, "5/2": true, "6/1": true, "7/0": false, "sutka": true, "посуточно": true,
		// How a courier travels, in the instrumental too.
		"offshore": true, "стоматологии": true, "velosipedlə": true, "velosipedle": true, "moped": true, "пешком": true,
		"təqaüdçülər": true, "pensiyaçı": true, "пенсионеров": true, "pensioners": true,
		// Whom the employer asks for.
		"xanım": true, "qadın": true, "qızlar": true, "oğlan": true, "девушка": true, "женщину": true, "парень": true, "female": true,
		// Russian typed in Latin letters.
		"executive": true, "glavniy": true, "glavnyi": true, "starshiy": true, "mladshiy": true, "podrabotka": true, "nochnoy": true, "stazhyor": true,
		// Words that name a job, a place or something else.
		// A workplace that alone names a job ([workplace job words]).
		"anbarda": true, "warehouse": true,
		// Paid by the day, the hours of a shift, experience said with a
		// word beside it, the rotation in its case forms.
		"taym": true, "şagird": true, "sagird": true,
		"днём": true, "днем": true, "qidalanma": true, "daşınma": true,
		"ödənişli": true, "saatları": true, "təcrübə": true, "experience": true, "without": true, "вахту": true, "полставки": true,
		"mühasib": false, "office": false, "state": false, "bankir": false, "Bakıda": false, "inşaat": false, "банкир": false, "аптекарь": false, "сменщик": false, "школьник": false,
		"buxgalter": false, "voditel": false, "shkolnik": false, "menedjer": false,
	} {
		if got := jobWords.isQualifierWord(w); got != want {
			t.Errorf("jobWords.isQualifierWord(%q) = %v, want %v", w, got, want)
		}
	}
}

func TestQualifierGroups(t *testing.T) {
	for q, want := range map[string][]bool{
		"junior developer":     {true, false},
		"junior":               {false},
		"junior in":            {false, false},
		`"junior" developer`:   {false, false},
		"junior OR senior dev": {false, false},
		// A place says no job: with it alone the others stay words;
		// beside a word that says one, it must match still.
		"junior Baku":            {false, false},
		"english teacher Baku":   {true, false, false},
		"ingilis dili Bakıda":    {false, false, false},
		"avtobus sürücüsü Gəncə": {true, false, false},
		"Bakıda mühasib":         {false, false},
		"Bakıda":                 {false},
		// A warehouse beside a job word is where it is done; with
		// qualifier words alone it is the job.
		"yükləyici anbar":    {false, true},
		"anbarda yükləyici":  {true, false},
		"anbar yemək servis": {false, true, true},
		"anbarda iş gecə":    {false, false, true},
	} {
		checkSoftGroups(t, q, want)
	}
}

func TestRefines(t *testing.T) {
	for run, want := range map[string]bool{
		"baş mühasib": true, "head chef": true, "bank teller": false, "bank tellers": false, "junior developer": false,
	} {
		if got := refines(strings.Fields(run)); got != want {
			t.Errorf("refines(%q) = %v, want %v", run, got, want)
		}
	}
}

func TestQualifierRuns(t *testing.T) {
	for q, want := range map[string]map[int]int{
		"night shift nurse":            {0: 2},
		"ночная смена медсестра":       {0: 2},
		"nurse gecə növbəsi":           {1: 2},
		"junior night nurse":           {},
		"частичная занятость продавец": {0: 2},
		"менеджер без опыта":           {1: 2},
		"part time waiter":             {0: 2},
	} {
		runs, _ := qualifierRuns(classify(nil, jobWords, q, false))
		if len(runs) != len(want) {
			t.Errorf("%q: runs %v, want %v", q, runs, want)
			continue
		}
		for i, n := range want {
			if runs[i] != n {
				t.Errorf("%q: runs %v, want %v", q, runs, want)
			}
		}
	}
}

func TestStartsWithTypo(t *testing.T) {
	for _, c := range []struct {
		w, stem string
		want    bool
	}{
		{"enginer", "engineer", true},
		{"engineers", "engineer", true},
		{"muhendsler", "muhendis", true},
		{"enginering", "engineer", true},
		{"manager", "engineer", false},
		// Stems shorter than a typo's word take none.
		{"tech", "teach", false},
	} {
		if got := startsWithTypo(c.w, c.stem); got != c.want {
			t.Errorf("startsWithTypo(%q, %q) = %v, want %v", c.w, c.stem, got, c.want)
		}
	}
}

// checkSoftGroups checks which groups of q classify marks soft.
func checkSoftGroups(t *testing.T, q string, want []bool) {
	t.Helper()
	if got := classify(nil, jobWords, q, false).soft; !slices.Equal(got, want) {
		t.Errorf("%q: %v, want %v", q, got, want)
	}
}

// TestWordBeforePurposeQualifies: the word before üçün says what the job
// is for (ofis üçün xadimə: a cleaner, in an office), though it starts a
// title of its own (ofis meneceri); without üçün, or with üçün and no job
// after it, it names the job.
func TestWordBeforePurposeQualifies(t *testing.T) {
	for q, want := range map[string][]bool{
		"ofis üçün xadimə":    {true, false, false},
		"ofis ucun xadime":    {true, false, false},
		"ofis xadiməsi":       {false, false},
		"ofis meneceri":       {false, false},
		"ofis üçün":           {false, false},
		"xadimə ofis üçün":    {false, false, false},
		"junior mühasib üçün": {true, false, false},
	} {
		checkSoftGroups(t, q, want)
	}
}

// The kind of employer (a pharmacy, a petrol station, a residential
// complex, offshore, a university) only qualifies the job, in one word or
// a title of several (search-extensions.md: the kind, a branch).
func TestEmployerKindsQualify(t *testing.T) {
	for _, c := range []struct {
		q       string
		relaxed []string
	}{
		{"kuryer aptek", []string{"aptek"}},
		{"кассир в аптеку", []string{"аптеку"}},
		{"cook offshore", []string{"offshore"}},
		{"kassir yanacaq doldurma məntəqəsi", []string{"yanacaq", "doldurma", "məntəqəsi"}},
		{"mühafizəçi yaşayış kompleksi", []string{"yaşayış", "kompleksi"}},
		{"müəllim universitet", []string{"universitet"}},
		{"aptek", []string{}},
		// the software a posting asks to know
		{"1C bilən mühasib", []string{"1C"}},
		{"AutoCAD mühəndis", []string{"AutoCAD"}},
		// a framework says the language it is written in
		{"developer Python Django", []string{"Python", "Django"}},
	} {
		if got := Parse(readapi.Jobs, c.q, false).Relaxed(); !slices.Equal(got, c.relaxed) {
			t.Errorf("%q relaxes %v, want %v", c.q, got, c.relaxed)
		}
	}
}
