package language

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"readapi/internal/datafile"
)

func TestDataFilesHoldTogether(t *testing.T) {
	if err := Check(); err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]*Set{"jobs": Jobs(), "events": Events()} {
		if !s.Stop["the"] || !s.Stop["ve"] || !s.Stop["для"] {
			t.Errorf("%s: the shared stop words (the, və, для) are missing", name)
		}
	}
	j := Jobs()
	if at, ok := j.ValueWords["junior"]; !ok || !j.Dimensions[at.Dim].Qualifier || j.Dimensions[at.Dim].Values[at.Value].Label != "junior" {
		t.Errorf("junior says no seniority value: %+v", at)
	}
	if !j.QualifierWords["junior"] || !j.QualifierStems["старш"] {
		t.Error("the words of a qualifier dimension are no qualifier words")
	}
	if !j.Refining["kateqoriya"] {
		t.Error("the beside words of the licence are no refining words")
	}
	if got := Fold("İŞÇİ Ağə Ёлка"); got != "isci age елка" {
		t.Errorf("Fold = %q", got)
	}
}

// The words people add to an event search (mappings/language/shared.txt)
// are stop words of every set: a ticket or today names no event, job or
// quotation.
func TestEventFunctionWordsAreSharedStopWords(t *testing.T) {
	for _, s := range []*Set{Shared(), Jobs(), Events()} {
		for _, w := range []string{"bilet", "biletlər", "билеты", "tickets", "bu", "gün", "сегодня", "tonight"} {
			if !s.Stop[Fold(w)] {
				t.Errorf("%q is no stop word", w)
			}
		}
	}
}

func TestOfNamesTheSets(t *testing.T) {
	if Of("jobs.txt") == nil || Of("jobs.txt") != Jobs() || Of("events.txt") != Events() || Of("jobs") != nil || Of("rates.txt") != nil {
		t.Error("Of: jobs.txt and events.txt name their sets, another name none")
	}
	if s := Shared(); !s.Stop["the"] || s.Stop["vakansiya"] || len(s.LatinRules) == 0 {
		t.Error("Shared: the shared function words and tables without the job words")
	}
}

func TestSectionsAreChecked(t *testing.T) {
	for _, c := range []struct{ name, data, says string }{
		{"duplicate", "[stop words]\nthe\na\nthe\n", `"the" is already on line 2`},
		{"unknown section", "[stopwords]\nthe\n", "unknown section [stopwords]"},
		{"section twice", "[stop words]\nthe\n[stop words]\na\n", "already given"},
		{"entry first", "the\n[stop words]\n", "before any [section]"},
		{"bad header", "[stop words\nthe\n", "a section header is [name]"},
	} {
		_, err := datafile.Parse("test.txt", []byte(c.data), knownSection)
		if err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: err = %v, want one saying %q", c.name, err, c.says)
		}
	}
}

func TestDomainRejects(t *testing.T) {
	data, err := files.ReadFile(sharedFile)
	if err != nil {
		t.Fatal(err)
	}
	shared, err := datafile.Parse(dir+sharedFile, data, knownSection)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, data, says string
		line             int
	}{
		{"unknown property", "[dimension x]\nkind\nwide\n", `unknown property "wide"`, 3},
		{"bad slop", "# c\n[dimension x]\nkind\nslop 0\n", "slop takes a number", 4},
		{"neither kind nor qualifier", "[dimension x]\nin body\n", "qualifier or a kind", 1},
		{"value without dimension", "[value x a]\nword a\nstate a\n", "follows its [dimension x]", 1},
		{"one value", "[dimension x]\nkind\n[value x a]\nword a\nstate a\n", "two values", 1},
		{"value without state", "[dimension x]\nkind\n[value x a]\nword a\n", "a value needs", 3},
		{"value line", "[dimension x]\nkind\n[value x a]\nword a\nsay a\n", "no word, stem, state, compound, term or narrower", 5},
		{"unknown narrower", "[dimension x]\nkind\n[value x a]\nword a\nstate a\nnarrower c\n[value x b]\nword b\nstate b\n", `narrower "c" is no other value`, 1},
		{"unknown set", "[other occupation]\nqa engineer | @nothing | qa\n", "no [set nothing]", 2},
		{"bad occupation", "\n[other occupation]\nqa engineer | engineer\n", "TITLE | HEAD | QUALIFIERS", 3},
		{"bad rule", "[translit latin cyrillic]\nsh\n", "no \"latin cyrillic", 2},
		{"bad pair", "[translit az digraphs]\nsh ш щ\n", "no pair", 2},
	} {
		_, err := domain(shared, "test.txt", []byte(c.data))
		var e *datafile.Error
		if !errors.As(err, &e) || !strings.Contains(err.Error(), c.says) || e.File != "test.txt" || e.Line != c.line {
			t.Errorf("%s: err = %v, want one at test.txt line %d saying %q", c.name, err, c.line, c.says)
		}
	}
}

func TestCoveringPhrases(t *testing.T) {
	got := coveringPhrases([]string{"без опыта", "Без  опыта работы", "no experience required", "no experience", "experience not required", "təcrübəsiz namizədlər", "təcrübəsiz"})
	want := []string{"без опыта", "no experience", "experience not required", "təcrübəsiz"}
	if !slices.Equal(got, want) {
		t.Errorf("coveringPhrases = %q, want %q", got, want)
	}
}
