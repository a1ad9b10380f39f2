package search

import (
	"slices"
	"testing"
)

func TestClassify(t *testing.T) {
	qc := classify("junior mühasib Bakıda üçün", false)
	junior, accountant, baku, forWord := qc.first(0), qc.first(1), qc.first(2), qc.first(3)
	if !junior.qualifier || !junior.says || lang.Dimensions[junior.value.Dim].Values[junior.value.Value].Label != "junior" {
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

	licence := classify("C kateqoriya sürücü", false)
	if !licence.beside[0] || !licence.soft[0] || !licence.first(1).kind {
		t.Errorf("C kateqoriya: beside %v soft %v", licence.beside, licence.soft)
	}
	if alone := classify("C developer", false); alone.beside[0] || alone.soft[0] {
		t.Errorf("C developer: the letter says no licence: beside %v soft %v", alone.beside, alone.soft)
	}

	if got := classify("menedjer po prodajam", false).cyrillic; got != "менеджер по продажам" {
		t.Errorf("cyrillic = %q", got)
	}
	if got := classify(`"night shift" nurse`, false); got.first(0).qualifier || got.cyrillic != "" {
		t.Errorf("a phrase is classified as a word: %+v", got.first(0))
	}
	night := classify("night shift nurse", false)
	if !night.titles[qRun{0, 2}] || night.titles[qRun{1, 2}] {
		t.Errorf("titles %v, want night shift alone", night.titles)
	}
	if !classify("mühasib köməkçisi", false).assistant || classify("mühasib", false).assistant {
		t.Error("assistant: köməkçisi asks for one, mühasib does not")
	}
	if got := classify("engineer", false).otherOccupations; !slices.Contains(got, "software engineer") {
		t.Errorf("engineer: other occupations %v lack software engineer", got)
	}
	if got := classify("software engineer", false).otherOccupations; slices.Contains(got, "software engineer") {
		t.Errorf("software engineer asks for it: %v", got)
	}
}
