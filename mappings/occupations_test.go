package mappings

import (
	"slices"
	"strings"
	"testing"

	"readapi/internal/vocab"
)

// rawVocabulary parses an embedded vocabulary file as written (without
// the job titles withTitles adds).
func rawVocabulary(t *testing.T, name string) *vocab.Vocabulary {
	t.Helper()
	data, err := vocabularyFiles.ReadFile("vocabularies/" + name + ".txt")
	if err != nil {
		t.Fatal(err)
	}
	v, err := vocab.Parse(name, data)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestOccupationsAreTheJobTitleGroups holds the link between occupation.txt
// and job-titles.txt: every group is one occupation's, or names a field, a
// seniority or an employment, or is a job the vocabulary lacks ([unlisted]);
// every occupation has a group, and its labels are titles of its groups.
func TestOccupationsAreTheJobTitleGroups(t *testing.T) {
	groups, err := titleGroups("job-titles.txt", jobTitles)
	if err != nil {
		t.Fatal(err)
	}
	occupation := rawVocabulary(t, "occupation")
	others := map[string]bool{}
	for _, title := range occupation.Unlisted {
		others[titleKey(title)] = true
	}
	for _, name := range []string{"field", "seniority", "employment"} {
		for _, term := range rawVocabulary(t, name).Terms {
			for _, w := range append(term.Labels.All(), term.Words...) {
				others[titleKey(w)] = true
			}
		}
	}
	titlesOf := map[string][]string{}
	for gi, terms := range OccupationGroups(occupation, groups) {
		switch {
		case len(terms) > 1:
			t.Errorf("the group of %q is named by the occupations %v", groups[gi][0], terms)
		case len(terms) == 1:
			titlesOf[terms[0]] = append(titlesOf[terms[0]], groups[gi]...)
		case !slices.ContainsFunc(groups[gi], func(title string) bool { return others[titleKey(title)] }):
			t.Errorf("the group of %q is no occupation's and names no field, seniority, employment or unlisted job", groups[gi][0])
		}
	}
	for _, term := range occupation.Terms {
		titles := titlesOf[term.ID]
		if len(titles) == 0 {
			t.Errorf("occupation %q has no job-title group", term.ID)
			continue
		}
		for _, label := range term.Labels.All() {
			if !slices.ContainsFunc(titles, func(title string) bool { return titleKey(title) == titleKey(label) }) {
				t.Errorf("occupation %q: label %q is no title of its groups", term.ID, label)
			}
		}
	}
}

func TestWithJobTitles(t *testing.T) {
	set, err := Vocabularies()
	if err != nil {
		t.Fatal(err)
	}
	accountant, ok := set.Get("occupation").Term("accountant")
	if !ok {
		t.Fatal("no accountant")
	}
	for _, want := range []string{"buxqalter", "главный бухгалтер", "chief accountant", "buxgalter", "glavni buxgalter"} {
		if !slices.Contains(accountant.Words, want) {
			t.Errorf("accountant's words lack %q: %v", want, accountant.Words)
		}
	}
	bad, _ := vocab.Parse("occupation", []byte("[vocabulary]\ndatasets jobs\n[terms]\na: az=Mühasib; ru=Бухгалтер; en=Accountant\nb: az=X; ru=Y; en=Z\n[words b]\nbuxqalter\n"))
	if err := withTitles(bad, "job-titles.txt", jobTitles); err == nil || !strings.Contains(err.Error(), "named by the occupations a and b") {
		t.Errorf("a group two occupations name: %v", err)
	}
	unlisted, _ := vocab.Parse("occupation", []byte("[vocabulary]\ndatasets jobs\n[terms]\na: az=Mühasib; ru=Бухгалтер; en=Accountant\n[unlisted]\nmühasibatlıq\nbuxqalter\nоператор колл-центра\n"))
	if err := withTitles(unlisted, "job-titles.txt", jobTitles); err != nil {
		t.Fatal(err)
	}
	a, _ := unlisted.Term("a")
	if slices.Contains(a.Words, "mühasibatlıq") || slices.Contains(a.Words, "buxqalter") || !slices.Contains(a.Words, "accountant") {
		t.Errorf("an unlisted title is still its group's occupation's word, or the group's others are not: %v", a.Words)
	}
	if !slices.Contains(unlisted.Unlisted, "mühasibatlıq") || !slices.Contains(unlisted.Unlisted, "operator koll-tsentra") {
		t.Errorf("unlisted %v lacks a title or a Latin spelling", unlisted.Unlisted)
	}
	labelled, _ := vocab.Parse("occupation", []byte("[vocabulary]\ndatasets jobs\n[terms]\na: az=Mühasib; ru=Бухгалтер; en=Accountant\n[unlisted]\nmühasib\n"))
	if err := withTitles(labelled, "job-titles.txt", jobTitles); err == nil || !strings.Contains(err.Error(), "is an occupation's label") {
		t.Errorf("an unlisted label: %v", err)
	}
	lone, _ := vocab.Parse("occupation", []byte("[vocabulary]\ndatasets jobs\n[terms]\na: az=Mühasib; ru=Бухгалтер; en=Accountant\nz: az=Zzz; ru=Ззз; en=Zzz\n"))
	if err := withTitles(lone, "job-titles.txt", jobTitles); err == nil || !strings.Contains(err.Error(), `"z" names no job-title group`) {
		t.Errorf("an occupation without a group: %v", err)
	}
}

func TestLatinSpellings(t *testing.T) {
	rules, err := ReadNameRules()
	if err != nil {
		t.Fatal(err)
	}
	for title, want := range map[string]string{
		"бухгалтер":          "buxgalter",
		"водитель":           "voditel",
		"веб-дизайнер":       "veb-dizayner",
		"шеф-повар":          "sef-povar",
		"python разработчик": "",
	} {
		got := latinSpellings(title, rules.ToLatin)
		if want == "" && got != nil || want != "" && !slices.Contains(got, want) || len(got) > maxLatinSpellings {
			t.Errorf("latinSpellings(%q) = %v, want %q among at most %d", title, got, want, maxLatinSpellings)
		}
	}
}

func TestAzerbaijaniCyrillicSpellings(t *testing.T) {
	rules, err := ReadNameRules()
	if err != nil {
		t.Fatal(err)
	}
	for title, want := range map[string][]string{
		"Şəxsi sürücü": {"шәхси сүрүҹү", "шәхси сүрүчү"},
		"mühafizəçi":   {"мүһафизәчи"},
		"ağ yaxalıq":   {"ағ јахалыг"},
		"web designer": nil,
		"бухгалтер":    nil,
	} {
		if got := azerbaijaniCyrillic(title, rules.AzerbaijaniCyrillic); !slices.Equal(got, want) {
			t.Errorf("azerbaijaniCyrillic(%q) = %v, want %v", title, got, want)
		}
	}
}

// The occupations' words come from job-titles.txt: the vocabularies'
// version changes with it.
func TestVersionFollowsJobTitles(t *testing.T) {
	before, err := readVocabularies()
	if err != nil {
		t.Fatal(err)
	}
	saved := jobTitles
	defer func() { jobTitles = saved }()
	jobTitles = append(slices.Clone(saved), "\n# a comment\n"...)
	after, err := readVocabularies()
	if err != nil {
		t.Fatal(err)
	}
	if after.Version == before.Version {
		t.Errorf("version %s unchanged by an edit of job-titles.txt", after.Version)
	}
}
