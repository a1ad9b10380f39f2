package handlers_test

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"readapi"
	"readapi/internal/enrich"
	"readapi/internal/testenv"
	"readapi/mappings"
	searchfold "readapi/mappings/fold"
	"readapi/reindex"
)

// A word of a job search that names the language a posting is written in
// (search-extensions.md, "Relevance and q": "A word that names a language
// (`rus dilində`, `на русском`, `in English`) ... is a word that only
// qualifies: with `order=relevance` the rows derived to it rank first and
// it need not match (it is in `meta.relaxed`); under other orders it
// selects the rows derived to it"), beside the words of the job. The
// oracle of which rows are written in which language is what enrich
// derives of the fixture.

// languageJobs: accountants written in each of the three languages, and a
// teacher of Russian, whose posting is written in Azerbaijani.
var languageJobs = []map[string]any{
	languageJob("az:1", "Mühasib", "Şirkətə təcrübəli mühasib tələb olunur. Maliyyə hesabatlarının hazırlanması və vergi bəyannamələri."),
	languageJob("az:2", "Baş mühasib", "Bankın baş ofisinə baş mühasib tələb olunur. Ən azı beş il iş təcrübəsi və mühasibat proqramlarını bilməsi."),
	languageJob("ru:1", "Бухгалтер", "Требуется бухгалтер в торговую компанию. Ведение учета, подготовка отчетности, работа с банками."),
	languageJob("ru:2", "Главный бухгалтер", "Требуется главный бухгалтер. Сдача налоговой отчетности в срок и расчет заработной платы."),
	languageJob("en:1", "Accountant", "We are looking for an accountant to prepare financial statements and tax returns for our clients."),
	languageJob("az:3", "Rus dili müəllimi", "Məktəbə rus dili müəllimi tələb olunur. Dərs yükü həftədə iyirmi saat."),
}

func languageJob(id, title, description string) map[string]any {
	return job(id, map[string]any{"title": title, "description": description, "posted_at": "2026-03-05T08:00:00Z"})
}

func TestALanguageWordBesideTheJobSelectsThePostingsWrittenInIt(t *testing.T) {
	a := newAPI(t)
	l := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1}
	if _, err := l.Load(context.Background(), "jobs", strings.NewReader(derivedLines(languageJobs))); err != nil {
		t.Fatal(err)
	}
	env := enrich.Env{Vocab: mappings.MustVocabularies(), Fold: searchfold.Word}
	oracle := map[string]map[string]any{}
	for i, d := range testenv.DeriveRows[map[string]any](t, readapi.Jobs.Derivation.Derive, env, languageJobs) {
		oracle[languageJobs[i]["id"].(string)] = d
	}
	accountants := oracleIDs(oracle, "occupation", []string{"accountant"})
	if len(accountants) != 5 {
		t.Fatalf("the fixture derives accountant to %v: want the five accountants", accountants)
	}
	for _, c := range []struct{ q, language string }{
		{"mühasib rus dilində", "ru"},
		{"бухгалтер на русском", "ru"},
		{"бухгалтер на русском языке", "ru"},
		{"accountant in English", "en"},
		{"mühasib ingilis dilində", "en"},
		{"accountant azərbaycan dilində", "az"},
	} {
		var want []string
		for _, id := range accountants {
			if oracle[id]["language"] == c.language {
				want = append(want, id)
			}
		}
		if len(want) == 0 {
			t.Fatalf("the fixture derives no accountant to %s", c.language)
		}
		q := "&q=" + url.QueryEscape(c.q)
		if got := a.walk("/v1/jobs?limit=1&order=posted_at" + q); !slices.Equal(sortedIDs(got), want) {
			t.Errorf("q=%s by date: %v, want the accountants written in %s %v", c.q, got, c.language, want)
		}
		if total := a.ok("/v1/jobs?count=true" + q).Meta["total"]; total != float64(len(want)) {
			t.Errorf("q=%s by date counts %v, want %d", c.q, total, len(want))
		}
		e := a.ok("/v1/jobs?order=relevance&limit=100" + q)
		got := e.ids(t)
		if len(got) < len(want) || !slices.Equal(sortedIDs(got[:len(want)]), want) {
			t.Errorf("q=%s by relevance: %v, want %v first", c.q, got, want)
		}
		if !slices.Equal(sortedIDs(got), sortedIDs(accountants)) {
			t.Errorf("q=%s by relevance: %v, want every accountant %v (the language need not match)", c.q, got, accountants)
		}
		if relaxed := fmt.Sprint(e.Meta["relaxed"]); relaxed == "[]" {
			t.Errorf("q=%s: meta.relaxed %s, want the language's words", c.q, relaxed)
		}
	}
	// A language's name beside a teacher's title is the subject taught,
	// not the language of the posting.
	if got := a.ok("/v1/jobs?limit=100&q=" + url.QueryEscape("rus dili müəllimi")).ids(t); !slices.Equal(got, []string{"az:3"}) {
		t.Errorf("q=rus dili müəllimi by date: %v, want [az:3]", got)
	}
}

// A q of a language's words alone keeps them as words (nothing else says
// what the job is), and the postings derived to the language still rank
// first among what it finds, above a posting written in another language
// whose title names the language (an English teacher's, in Azerbaijani).
func TestALanguageWordAloneRanksThePostingsWrittenInItFirst(t *testing.T) {
	a := newAPI(t)
	rows := append(slices.Clone(languageJobs),
		languageJob("az:4", "English Teacher", "Məktəbə ingilis dili müəllimi tələb olunur. Dərs yükü həftədə iyirmi saat, rəsmi əmək müqaviləsi."),
		languageJob("az:5", "Русский язык müəllimi", "Kursa rus dili müəllimi tələb olunur. Dərslər axşam saatlarında keçirilir."))
	l := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1}
	if _, err := l.Load(context.Background(), "jobs", strings.NewReader(derivedLines(rows))); err != nil {
		t.Fatal(err)
	}
	env := enrich.Env{Vocab: mappings.MustVocabularies(), Fold: searchfold.Word}
	byLanguage := map[string][]string{}
	for i, d := range testenv.DeriveRows[map[string]any](t, readapi.Jobs.Derivation.Derive, env, rows) {
		if lang, ok := d["language"].(string); ok {
			byLanguage[lang] = append(byLanguage[lang], rows[i]["id"].(string))
		}
	}
	for _, c := range []struct{ q, language string }{
		{"на русском", "ru"},
		{"in English", "en"},
		{"rus dilində", "ru"},
	} {
		want := byLanguage[c.language]
		if len(want) == 0 {
			t.Fatalf("the fixture derives no row to %s", c.language)
		}
		got := a.ok("/v1/jobs?order=relevance&limit=100&q=" + url.QueryEscape(c.q)).ids(t)
		if len(got) < len(want) || !slices.Equal(sortedIDs(got[:len(want)]), sortedIDs(want)) {
			t.Errorf("q=%s by relevance: %v, want the rows written in %s %v first", c.q, got, c.language, want)
		}
	}
}
