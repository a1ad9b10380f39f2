package mappings

import (
	"slices"
	"strings"
	"testing"

	"readapi"
)

// TestVocabularies reads the embedded vocabularies and holds the spec's
// fixed lists and every vocabulary a dataset's derivation names.
func TestVocabularies(t *testing.T) {
	set, err := Vocabularies()
	if err != nil {
		t.Fatal(err)
	}
	// GET /v1/vocabularies lists them in the order of the spec's table.
	if got, want := set.Names(), []string{"occupation", "field", "seniority", "employment", "kind", "genre", "place", "audience", "language"}; !slices.Equal(got, want) {
		t.Errorf("vocabularies in the order %v, the spec's table %v", got, want)
	}
	fixed := map[string][]string{
		"seniority":  {"intern", "entry", "junior", "mid", "senior", "lead", "executive"},
		"employment": {"full_time", "part_time", "contractor", "temporary", "intern", "volunteer", "per_diem", "other"},
		"audience":   {"children", "adults"},
	}
	for name, want := range fixed {
		v := set.Get(name)
		if v == nil {
			t.Fatalf("no %s vocabulary", name)
		}
		var got []string
		for _, term := range v.Terms {
			got = append(got, term.ID)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s = %v, the spec says exactly %v", name, got, want)
		}
	}
	atLeast := map[string][]string{
		"language": {"az", "ru", "en"},
		"kind":     {"concert", "theatre", "opera", "ballet", "cinema", "exhibition", "comedy", "festival", "workshop", "sport", "party", "circus", "other"},
		"genre":    {"jazz", "mugham", "classical", "pop", "rock", "folk", "animation", "documentary"},
	}
	for name, want := range atLeast {
		for _, id := range want {
			if v := set.Get(name); v == nil || !v.Has(id) {
				t.Errorf("%s lacks %q", name, id)
			}
		}
	}
	for _, d := range readapi.All {
		if d.Derivation == nil {
			continue
		}
		for _, name := range d.Derivation.Vocabularies {
			v := set.Get(name)
			if v == nil || !slices.Contains(v.Datasets, d.Name) {
				t.Errorf("%s derives to %s, which is no vocabulary naming it among its datasets", d.Name, name)
			}
		}
	}
	if set.Version == "" {
		t.Error("no version")
	}
}

// A vocabulary's header names the file of title groups its terms take
// their words from; a file this package does not hold is an error naming
// the vocabulary.
func TestVocabularyTitlesFile(t *testing.T) {
	if v := MustVocabularies().Get("occupation"); v == nil || v.Titles != "synonyms/job-titles.txt" {
		t.Fatalf("occupation's titles file: %+v", v)
	}
	if _, err := titleFile("occupation", "synonyms/job-titles.txt"); err != nil {
		t.Error(err)
	}
	if _, err := titleFile("kind", "synonyms/nope.txt"); err == nil || !strings.Contains(err.Error(), "vocabularies/kind.txt") {
		t.Errorf("an unknown titles file: %v", err)
	}
}
