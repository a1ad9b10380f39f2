package qtext

import (
	"slices"
	"testing"

	"readapi"
	"readapi/mappings/language"
)

// jobWords is the job set, which the tests of the word classes read.
var jobWords = wordSet{language.Jobs()}

// TestDatasetsNameTheirWords holds every dataset q searches to a set of
// mappings/language.
func TestDatasetsNameTheirWords(t *testing.T) {
	for _, d := range readapi.All {
		if len(d.FullText) > 0 && language.Of(d.Language) == nil {
			t.Errorf("%s: Language %q names no set of mappings/language", d.Name, d.Language)
		}
	}
}

func TestClassify(t *testing.T) {
	qc := classify(nil, jobWords, "junior mühasib Bakıda üçün", false)
	junior, accountant, baku, forWord := qc.first(0), qc.first(1), qc.first(2), qc.first(3)
	if !junior.qualifier || !junior.says || jobWords.Dimensions[junior.value.Dim].Values[junior.value.Value].Label != "junior" {
		t.Errorf("junior: %+v, want a qualifier saying the seniority junior", junior)
	}
	if accountant.qualifier || accountant.kind || accountant.stop || accountant.place || accountant.says {
		t.Errorf("mühasib: %+v, want an occupation's word", accountant)
	}
	if !baku.place || !forWord.stop {
		t.Errorf("Bakıda %+v, üçün %+v: want a place and a stop word", baku, forWord)
	}
	if !slices.Equal(qc.stopped, []bool{false, false, false, true}) || !slices.Equal(qc.soft, []bool{true, false, false, false}) || qc.kept != 3 {
		t.Errorf("stopped %v soft %v kept %d", qc.stopped, qc.soft, qc.kept)
	}
	if !qc.asked[junior.value.Dim][junior.value.Value] {
		t.Errorf("asked %v lacks junior", qc.asked)
	}

	licence := classify(nil, jobWords, "C kateqoriya sürücü", false)
	if !licence.beside[0] || !licence.soft[0] || !licence.first(1).kind {
		t.Errorf("C kateqoriya: beside %v soft %v", licence.beside, licence.soft)
	}
	if alone := classify(nil, jobWords, "C developer", false); alone.beside[0] || alone.soft[0] {
		t.Errorf("C developer: the letter says no licence: beside %v soft %v", alone.beside, alone.soft)
	}

	if got := classify(nil, jobWords, "menedjer po prodajam", false).cyrillic; got != "менеджер по продажам" {
		t.Errorf("cyrillic = %q", got)
	}
	if got := classify(nil, jobWords, `"night shift" nurse`, false); got.first(0).qualifier || got.cyrillic != "" {
		t.Errorf("a phrase is classified as a word: %+v", got.first(0))
	}
	night := classify(nil, jobWords, "night shift nurse", false)
	if !night.titles[qRun{0, 2}] || night.titles[qRun{1, 2}] {
		t.Errorf("titles %v, want night shift alone", night.titles)
	}
	if !classify(nil, jobWords, "mühasib köməkçisi", false).assistant || classify(nil, jobWords, "mühasib", false).assistant {
		t.Error("assistant: köməkçisi asks for one, mühasib does not")
	}
	if got := classify(nil, jobWords, "engineer", false).otherOccupations; !slices.Contains(got, "software engineer") {
		t.Errorf("engineer: other occupations %v lack software engineer", got)
	}
	if got := classify(nil, jobWords, "software engineer", false).otherOccupations; slices.Contains(got, "software engineer") {
		t.Errorf("software engineer asks for it: %v", got)
	}
}

// TestNarrowerValuesAreAsked holds language.Value.Narrower: a q asking for
// a personal driver asks for a director's driver too (its rows contradict
// nothing), a q asking for a director's driver does not ask for a
// family's personal driver (its rows contradict it).
func TestNarrowerValuesAreAsked(t *testing.T) {
	label := func(q string) (asked []string) {
		qc := classify(nil, jobWords, q, false)
		w := qc.first(0)
		for v, val := range jobWords.Dimensions[w.value.Dim].Values {
			if qc.asked[w.value.Dim][v] {
				asked = append(asked, val.Label)
			}
		}
		return asked
	}
	if got := label("şəxsi sürücü"); !slices.Equal(got, []string{"şəxsi", "rəhbər"}) {
		t.Errorf("şəxsi sürücü asks %v, want [şəxsi rəhbər]", got)
	}
	if got := label("direktorun sürücüsü"); !slices.Equal(got, []string{"rəhbər"}) {
		t.Errorf("direktorun sürücüsü asks %v, want [rəhbər]", got)
	}
}

// TestHarmonious holds the vowel harmony of the Azerbaijani endings: a
// stem's last a or e rules out an ending with the other.
func TestHarmonious(t *testing.T) {
	for _, c := range []struct {
		stem, end string
		want      bool
	}{
		{"stat", "a", true}, {"stat", "e", false}, {"bank", "da", true}, {"bank", "de", false},
		{"otel", "lerde", true}, {"otel", "larda", false}, {"mekteb", "e", true}, {"xanim", "a", true},
		{"qiz", "lar", true}, {"qiz", "ler", true}, {"direktor", "un", true}, {"hotel", "s", true},
	} {
		if got := harmonious(c.stem, c.end); got != c.want {
			t.Errorf("harmonious(%q, %q) = %v, want %v", c.stem, c.end, got, c.want)
		}
	}
}
