package mappings_test

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"testing"

	"readapi/internal/testenv"
	"readapi/mappings"
)

// analyzers creates an index with the jobs settings and returns a function
// that runs one analyzer over a text and returns the tokens.
func analyzers(t *testing.T) func(analyzer, text string) []string {
	client := testenv.OpenSearch(t)
	index := testenv.Prefix(t) + "analysis"
	do := func(method, path string, body []byte) []byte {
		t.Helper()
		data, err := client.Do(context.Background(), method, path, body)
		if err != nil {
			t.Fatalf("%s %s: %v", method, path, err)
		}
		return data
	}
	for _, name := range []string{"jobs", "events", "quotes"} {
		body, err := mappings.IndexBody(name, nil)
		if err != nil {
			t.Fatal(err)
		}
		do(http.MethodPut, "/"+index+"-"+name, body)
	}
	return func(analyzer, text string) []string {
		t.Helper()
		req, _ := json.Marshal(map[string]string{"analyzer": analyzer, "text": text})
		var out struct {
			Tokens []struct {
				Token string `json:"token"`
			} `json:"tokens"`
		}
		if err := json.Unmarshal(do(http.MethodPost, "/"+index+"-jobs/_analyze", req), &out); err != nil {
			t.Fatal(err)
		}
		var tokens []string
		for _, tok := range out.Tokens {
			tokens = append(tokens, tok.Token)
		}
		return tokens
	}
}

func TestStemmersReachTheStem(t *testing.T) {
	analyze := analyzers(t)
	for _, c := range []struct {
		analyzer string
		stem     string
		forms    []string
	}{
		// Azerbaijani: plural, possessive, dative, plural + possessive,
		// each after a consonant and after a vowel, folded or typed plain.
		{"folded_az", "mühasib", []string{"mühasiblər", "mühasibi", "mühasibə", "mühasibləri", "mühasiblərə", "MÜHASİBLƏR", "muhasibler", "muhasibleri"}},
		{"folded_az", "sürücü", []string{"sürücüsü", "sürücülər", "sürücüyə", "sürücüləri", "sürücüsünə"}},
		{"folded_az", "müəllim", []string{"müəllimləri", "müəllimi", "müəllimə", "müəllimlər"}},
		{"folded_az", "satış", []string{"satışı", "SATIŞI"}},
		{"folded_az", "kassa", []string{"kassası", "kassaya", "kassalar", "kassaları"}},
		{"folded_az", "proqramçı", []string{"proqramçılar", "proqramçısı", "proqramçıya"}},
		{"folded_az", "qulu", []string{"qulusu", "quluya"}},
		{"folded_az", "bacı", []string{"bacısı", "bacıları"}},
		{"folded_az", "mühəndis", []string{"mühəndisi", "mühəndislər", "mühəndisləri", "mühəndisə"}},
		{"folded_az", "mütəxəssis", []string{"mütəxəssisi", "mütəxəssislər"}},
		{"folded_ru", "бухгалтер", []string{"бухгалтера", "бухгалтеров", "бухгалтерам", "Бухгалтеры"}},
		{"folded_ru", "водитель", []string{"водителя", "водители", "водителей"}},
		{"folded_ru", "ёлка", []string{"елки", "Ёлку"}},
		// A fleeting е of -ец: продавец, продавца, продавцы.
		{"folded_ru", "продавец", []string{"продавца", "продавцы", "продавцов", "Продавцу"}},
		{"folded_stems", "продавец", []string{"продавца", "продавцы"}},
		// A genitive plural with an inserted vowel, by a lexicon
		// (russian_irregular).
		{"folded_ru", "медсестра", []string{"медсестёр", "медсестер", "медсестры"}},
		{"folded_stems", "медсестра", []string{"медсестёр"}},
		// A word the Russian stemmer cuts two ways, -ен read as an ending or not
		// (бармен and бармена → барм, барменов → бармен): the lexicon gives
		// every form one stem.
		{"folded_ru", "бармен", []string{"бармена", "барменов", "бармены", "барменом", "барменам", "барменах"}},
		{"folded_stems", "бармен", []string{"барменов"}},
		// A fleeting о the stemmer keeps in one form only (любовь → любов,
		// любви → любв), by the lexicon.
		{"folded_ru", "любовь", []string{"любви", "любовью", "Любви"}},
		{"folded_stems", "любовь", []string{"любви"}},
		{"folded_en", "accountant", []string{"accountants", "accountant's", "Accountants"}},
		{"folded_en", "driver", []string{"drivers", "driver's"}},
		{"folded_en", "nurse", []string{"nurses"}},
		// Plurals the light English stemmer leaves whole (its dictionary
		// holds them as words) or cuts short, by a lexicon
		// (english_irregular).
		{"folded_en", "mechanic", []string{"mechanics"}},
		{"folded_en", "waitress", []string{"waitresses"}},
		{"folded_en", "barman", []string{"barmen"}},
		{"folded_en", "night", []string{"nights"}},
		{"folded_stems", "mechanic", []string{"mechanics"}},
		{"folded_stems", "barman", []string{"barmen"}},
	} {
		want := analyze(c.analyzer, c.stem)
		for _, form := range c.forms {
			if got := analyze(c.analyzer, form); !slices.Equal(got, want) {
				t.Errorf("%s: %q gives %v, %q gives %v", c.analyzer, form, got, c.stem, want)
			}
		}
	}
	// Stemming stays out of English and Russian words of other shapes, and
	// keeps unrelated stems apart.
	for _, pair := range [][2]string{{"controller", "control"}, {"seller", "sel"}, {"accountant", "account"}, {"mühasib", "mühəndis"}, {"maşın", "maş"}} {
		for _, analyzer := range []string{"folded_az", "folded_en", "folded_stems"} {
			if a, b := analyze(analyzer, pair[0]), analyze(analyzer, pair[1]); slices.Equal(a, b) {
				t.Errorf("%s conflates %q and %q (%v)", analyzer, pair[0], pair[1], a)
			}
		}
	}
}

func TestFoldingStaysAsBefore(t *testing.T) {
	analyze := analyzers(t)
	if got := analyze("folded", "MÜHASİB Ədəbiyyat İşçi ışıq Ёлка Çay"); !slices.Equal(got, []string{"muhasib", "edebiyyat", "isci", "isiq", "елка", "cay"}) {
		t.Errorf("folded: %v", got)
	}
	for _, analyzer := range []string{"folded_az", "folded_ru", "folded_en", "folded_stems"} {
		if got := analyze(analyzer, "ƏLİ Ёж"); !slices.Equal(got, []string{"eli", "еж"}) {
			t.Errorf("%s does not fold like folded: %v", analyzer, got)
		}
	}
}

// A colon between letters parts words: postings name the accounting
// software with its product, "1C:Müəssisə", «1С:Бухгалтерия", and `1C` must
// find them (the standard tokenizer keeps letters around a colon together).
func TestColonPartsWords(t *testing.T) {
	analyze := analyzers(t)
	for _, analyzer := range []string{"folded", "folded_az", "folded_ru", "folded_en", "folded_word_starts", "folded_stems", "company_stems", "folded_stems_synonyms"} {
		for _, text := range []string{"1C:Müəssisə", "1С:Бухгалтерия"} {
			if got := analyze(analyzer, text); len(got) < 2 {
				t.Errorf("%s keeps %q whole: %v", analyzer, text, got)
			}
		}
	}
}

func TestSynonymsExpandAcrossLanguages(t *testing.T) {
	analyze := analyzers(t)
	for _, c := range []struct{ query, reaches string }{
		{"бухгалтера", "mühasib"},
		{"accountants", "бухгалтер"},
		{"mühasiblər", "accountant"},
		{"sürücülər", "водитель"},
		{"медсестры", "nurse"},
		{"security guards", "mühafizəçi"},
		{"программисты", "developer"},
		{"waiters", "ofisiant"},
		{"продавцы", "salesperson"},
		{"юрисконсульта", "hüquqşünas"},
		{"su-şef", "aşpaz"},
		{"call center operators", "customer service"},
		{"QA Automation Engineer", "тестировщик"},
		{"Барбер", "hairdresser"},
		{"kitchen porters", "qabyuyan"},
		{"Daxili audit üzrə mütəxəssis", "auditor"},
	} {
		got := analyze("folded_stems_synonyms", c.query)
		want := analyze("folded_stems", c.reaches)
		for _, tok := range want {
			if !slices.Contains(got, tok) {
				t.Errorf("%q expands to %v, lacking %q of %q", c.query, got, tok, c.reaches)
			}
		}
	}
	if got := analyze("folded_stems", "бухгалтер"); slices.Contains(got, "muhasib") {
		t.Errorf("synonyms applied at index time: %v", got)
	}
}

// A company name holding an employer of employer-trades.txt holds its
// trade in company.name.syn, as the search analyzer expands the trade's
// words: "Bravo" is a supermarket (magazin, market), "Hilton Baku" a
// hotel (гостиница), and a name of several words only whole.
func TestEmployerNamesHoldTheirTrades(t *testing.T) {
	analyze := analyzers(t)
	for _, c := range []struct {
		company, trade string
		holds          bool
	}{
		{"Bravo", "supermarket", true},
		{"Bravo Supermarket", "магазин", true},
		{"Hilton Baku", "гостиница", true},
		{"McDonald's Azərbaycan", "restoran", true},
		{"LC Waikiki", "geyim", true},
		{"Waikiki", "geyim", false},
		{"Starbucks", "кафе", true},
		{"Azpetrol", "AYDM", true},
		{"Bravo", "hotel", false},
		{"Sumakh", "supermarket", false},
	} {
		name := analyze("company_stems", c.company)
		holds := false
		for _, tok := range analyze("folded_stems_synonyms", c.trade) {
			holds = holds || slices.Contains(name, tok)
		}
		if holds != c.holds {
			t.Errorf("%q analyzed is %v: holds %q %v, want %v", c.company, name, c.trade, holds, c.holds)
		}
	}
}
