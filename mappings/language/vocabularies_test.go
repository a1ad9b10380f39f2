package language_test

import (
	"strings"
	"testing"
	"unicode"

	"readapi/internal/vocab"
	"readapi/mappings"
	"readapi/mappings/language"
)

// TestVocabularyWordsInStepWithQualifiers holds the words of a title that
// say a seniority or an employment (the lower-case words of
// mappings/vocabularies/seniority.txt and employment.txt, which the
// enricher reads) in step with the qualifiers of jobs.txt that q reads:
// every phrase jobs.txt states a value by says one of the value's terms,
// and no word of one side's terms is a word of the other side's value.
func TestVocabularyWordsInStepWithQualifiers(t *testing.T) {
	set, err := mappings.Vocabularies()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		dimension, value, vocabulary string
		terms                        []string
		other                        string // the dimension's other value
	}{
		{"seniority", "junior", "seniority", []string{"intern", "entry", "junior"}, "senior"},
		{"seniority", "senior", "seniority", []string{"senior", "lead", "executive"}, "junior"},
		{"schedule", "part-time", "employment", []string{"part_time"}, "full-time"},
		{"schedule", "full-time", "employment", []string{"full_time"}, "part-time"},
		{"duration", "temporary", "employment", []string{"temporary"}, "permanent"},
	} {
		says := lowerCaseWords(set.Get(c.vocabulary), c.terms)
		for _, state := range value(t, c.dimension, c.value).States {
			if !says[language.Fold(state)] {
				t.Errorf("jobs.txt states %s %s by %q, which no lower-case word of %s.txt's %v is", c.dimension, c.value, state, c.vocabulary, c.terms)
			}
		}
		other := value(t, c.dimension, c.other)
		for _, w := range append(other.States, other.Words...) {
			if says[language.Fold(w)] {
				t.Errorf("%q says %s %s in jobs.txt but one of %v in %s.txt", w, c.dimension, c.other, c.terms, c.vocabulary)
			}
		}
	}
}

// lowerCaseWords are the folded words in lower case of the named terms.
func lowerCaseWords(v *vocab.Vocabulary, ids []string) map[string]bool {
	words := map[string]bool{}
	for _, id := range ids {
		t, _ := v.Term(id)
		for _, w := range t.Words {
			if strings.IndexFunc(w, unicode.IsUpper) < 0 {
				words[language.Fold(w)] = true
			}
		}
	}
	return words
}

// value is a value of a dimension of jobs.txt.
func value(t *testing.T, dimension, label string) language.Value {
	t.Helper()
	for _, d := range language.Jobs().Dimensions {
		for _, v := range d.Values {
			if d.Name == dimension && v.Label == label {
				return v
			}
		}
	}
	t.Fatalf("jobs.txt has no [value %s %s]", dimension, label)
	return language.Value{}
}

// TestDerivedTermsAreTerms holds the "derived" member of a dimension and
// the "term" lines of its values to the vocabulary of that name: every id
// is one of its terms, and no two values share one.
func TestDerivedTermsAreTerms(t *testing.T) {
	set, err := mappings.Vocabularies()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range language.Jobs().Dimensions {
		if d.Derived == "" {
			continue
		}
		v := set.Get(d.Derived)
		if v == nil {
			t.Errorf("[dimension %s]: derived %s names no vocabulary", d.Name, d.Derived)
			continue
		}
		seen := map[string]string{}
		for _, val := range d.Values {
			for _, id := range val.Terms {
				if !v.Has(id) {
					t.Errorf("[value %s %s]: term %s is no term of %s", d.Name, val.Label, id, d.Derived)
				}
				if other, ok := seen[id]; ok {
					t.Errorf("[value %s %s]: term %s is also [value %s %s]'s", d.Name, val.Label, id, d.Name, other)
				}
				seen[id] = val.Label
			}
		}
	}
}
