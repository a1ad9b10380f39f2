package mappings

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// requiredGroups are the groups the search extensions spec names, each with
// at least these titles.
var requiredGroups = [][]string{
	{"mühasib", "бухгалтер", "accountant"},
	{"proqramçı", "proqramist", "программист", "developer"},
	{"sürücü", "водитель", "driver"},
	{"müəllim", "учитель", "teacher"},
	{"tibb bacısı", "медсестра", "nurse"},
	{"satış meneceri", "менеджер по продажам", "sales manager"},
	{"həkim", "врач", "doctor"},
	{"hüquqşünas", "юрист", "lawyer"},
	{"ofisiant", "официант", "waiter"},
	{"mühəndis", "инженер", "engineer"},
	{"tərcüməçi", "переводчик", "translator"},
	{"iqtisadçı", "экономист", "economist"},
	{"əczaçı", "фармацевт", "pharmacist"},
	{"kassir", "кассир", "cashier"},
	{"kuryer", "курьер", "courier"},
	{"aşpaz", "повар", "cook"},
	{"mühafizəçi", "охранник", "security guard"},
}

func TestSynonymGroups(t *testing.T) {
	groups, err := SynonymGroups()
	if err != nil {
		t.Fatal(err)
	}
	if len(groups) < 150 {
		t.Errorf("%d synonym groups, want at least 150", len(groups))
	}
	for _, want := range requiredGroups {
		var found []string
		for _, g := range groups {
			if slices.Contains(g, want[0]) {
				found = g
			}
		}
		for _, title := range want {
			if !slices.Contains(found, title) {
				t.Errorf("the group of %q (%v) lacks %q", want[0], found, title)
			}
		}
	}
	for _, g := range groups {
		cyrillic, latin := false, false
		for _, title := range g {
			cyrillic = cyrillic || strings.IndexFunc(title, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) >= 0
			latin = latin || strings.IndexFunc(title, func(r rune) bool { return unicode.Is(unicode.Latin, r) }) >= 0
		}
		if !cyrillic || !latin {
			t.Errorf("group %v does not join the Cyrillic and Latin scripts", g)
		}
	}
}

func TestIndexBodyCarriesTheSynonyms(t *testing.T) {
	groups, _ := SynonymGroups()
	for _, name := range []string{"jobs", "events", "quotes", "sources"} {
		raw, err := IndexBody(name, nil)
		if err != nil {
			t.Fatal(err)
		}
		var body struct {
			Settings struct {
				Analysis struct {
					Filter map[string]struct {
						Synonyms []string `json:"synonyms"`
					} `json:"filter"`
				} `json:"analysis"`
			} `json:"settings"`
		}
		if err := json.Unmarshal(raw, &body); err != nil {
			t.Fatal(err)
		}
		rules := body.Settings.Analysis.Filter[synonymFilter].Synonyms
		if len(rules) != len(groups) || !slices.ContainsFunc(rules, func(r string) bool {
			return strings.HasPrefix(r, "mühasib, buxqalter, mühasibatlıq, mühasibatlıq üzrə mütəxəssis, бухгалтер, accountant")
		}) {
			t.Errorf("%s: %d synonym rules, want %d including the accountants", name, len(rules), len(groups))
		}
	}
}

func TestPlaceNames(t *testing.T) {
	names, err := PlaceNames()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Bakı", "Baku", "Баку", "Gəncə", "Гянджа", "Şuşa"} {
		if !slices.Contains(names, want) {
			t.Errorf("PlaceNames() lacks %q: %v", want, names)
		}
	}
	for _, title := range []string{"mühasib", "junior"} {
		if slices.Contains(names, title) {
			t.Errorf("PlaceNames() holds %q, which is no place", title)
		}
	}
}

// A field link maps its field's words to themselves and to the titles of
// the group it links to, one way: the linked group's rule stays as it was.
func TestFieldLinks(t *testing.T) {
	rules, err := synonymRules()
	if err != nil {
		t.Fatal(err)
	}
	groups, _ := SynonymGroups()
	ruleOf := func(title string) (string, []string) {
		for i, g := range groups {
			if slices.Contains(g, title) {
				return rules[i], g
			}
		}
		t.Fatalf("no group holds %q", title)
		return "", nil
	}
	for field, title := range map[string]string{"mühafizə": "mühafizəçi", "aptek": "əczaçı", "mühasibat": "mühasib", "həkim": "kardioloq"} {
		fieldRule, fieldGroup := ruleOf(field)
		titleRule, titleGroup := ruleOf(title)
		head := strings.Join(fieldGroup, ", ") + " => " + strings.Join(fieldGroup, ", ") + ", "
		if !strings.HasPrefix(fieldRule, head) || !strings.Contains(fieldRule, strings.Join(titleGroup, ", ")) {
			t.Errorf("the rule of %q is %q, want its group mapped to itself and to %v", field, fieldRule, titleGroup)
		}
		if titleRule != strings.Join(titleGroup, ", ") {
			t.Errorf("the rule of %q is %q, want its group alone", title, titleRule)
		}
	}
}

func TestFieldLinksAreChecked(t *testing.T) {
	saved := jobTitles
	defer func() { jobTitles = saved }()
	for text, wantErr := range map[string]bool{
		"[titles]\na, b\nc, d\n[fields]\na => c\n":      false,
		"[titles]\na, b\nc, d\n[fields]\na => x\n":      true, // not a title of a group
		"[titles]\na, b\nc, d\n[fields]\na => b\n":      true, // the same group
		"[titles]\na, b\nc, d\n[fields]\na, b => c\n":   true, // a list, not a title
		"[titles]\na, b\nc, d\n[fields]\na => c => d\n": true, // two arrows
		"[titles]\na, b\n[fields]\n":                    false,
		"[titles]\na, b\n[kinds]\n":                     true, // an unknown section
		"a, b\n[titles]\nc, d\n":                        true, // a group before any section
	} {
		jobTitles = []byte(text)
		_, _, err := readSynonyms()
		if (err != nil) != wantErr {
			t.Errorf("%q: error %v, want an error: %v", text, err, wantErr)
		}
	}
}

// Words the region's boards use for a job beside its usual title.
func TestEverydayTitlesJoinTheirGroups(t *testing.T) {
	groups, _ := SynonymGroups()
	for title, others := range map[string][]string{
		"sürücü":                         {"şofer", "шофёр"},
		"tibb bacısı":                    {"tibb qardaşı"},
		"receptionist":                   {"reception", "ресепшн"},
		"aşpaz köməkçisi":                {"mətbəx işçisi", "кухонный работник", "commis chef"},
		"mühasib köməkçisi":              {"mühasib assistenti"},
		"satıcı":                         {"продавец-консультант", "sales assistant", "shop assistant"},
		"əczaçı":                         {"pharmacy assistant"},
		"kredit mütəxəssisi":             {"kredit eksperti"},
		"satış meneceri":                 {"satış üzrə menecer"},
		"müştəri xidmətləri mütəxəssisi": {"müştəri xidmətləri üzrə mütəxəssis", "специалист по работе с клиентами"},
		"texniki dəstək mütəxəssisi":     {"it support specialist", "специалист техподдержки"},
	} {
		for _, g := range groups {
			if slices.Contains(g, title) {
				for _, o := range others {
					if !slices.Contains(g, o) {
						t.Errorf("the group of %q (%v) lacks %q", title, g, o)
					}
				}
			}
		}
	}
}
