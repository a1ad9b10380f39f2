package qtext

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"readapi"
	"readapi/mappings"
)

// mappingField is mappings.Field, failing the test on an error.
func mappingField(t *testing.T, dataset, path string) map[string]any {
	t.Helper()
	node, err := mappings.Field(dataset, path)
	if err != nil {
		t.Fatal(err)
	}
	return node
}

// clauseJSON is the clause q adds to a search of d, unscored, as JSON.
func clauseJSON(t *testing.T, d *readapi.Dataset, q string, fuzzy bool) string {
	t.Helper()
	raw, err := json.Marshal(Parse(d, q, fuzzy).Clause(false, nil))
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}

func TestTextClauseWays(t *testing.T) {
	s := clauseJSON(t, readapi.Jobs, "satış meneceri", true)
	for _, want := range []string{`"title.az"`, `"company.name.ru"`, `"description.en"`, `"title.syn"`, `"description.syn"`, `"place.syn"`,
		`"fuzziness":"AUTO:5,9"`, `"fuzzy_transpositions":true`, `"query":"satış meneceri"`} {
		if !strings.Contains(s, want) {
			t.Errorf("query lacks %s: %s", want, s)
		}
	}
	if strings.Contains(s, "company.name.syn") {
		t.Error("synonyms searched in a field Dataset.Synonyms does not list")
	}
	if strings.Contains(clauseJSON(t, readapi.Jobs, "satış", false), "fuzziness") {
		t.Error("fuzzy matching without fuzzy=true")
	}
	if s := clauseJSON(t, readapi.Jobs, "&&", false); !strings.Contains(s, "match_none") {
		t.Errorf("q without words matches: %s", s)
	}
}

// A prefix of one letter (*a*, whose * before it is no letter) reaches
// the engine as no prefix query: it would expand to every word of the
// index starting with the letter.
func TestOneLetterPrefixIsNoPrefix(t *testing.T) {
	for _, q := range []string{"*a*", "a*", "ab-c*", "**b*"} {
		if s := clauseJSON(t, readapi.Jobs, q, false); strings.Contains(s, "match_bool_prefix") {
			t.Errorf("q=%s searches a prefix: %s", q, s)
		}
	}
	if s := clauseJSON(t, readapi.Jobs, "*ab*", false); !strings.Contains(s, "match_bool_prefix") {
		t.Errorf("q=*ab* searches no prefix: %s", s)
	}
}

func TestFieldsOutweighTiers(t *testing.T) {
	// The reading of a Latin-typed word sits just below each direct tier
	// of the word typed, above every synonym (docs/search.md, "Text matching").
	tiers := []float64{exactTier, readingTier, stemTier, readingStemTier, synonymTier, translitTier, typoTier, correctedTier}
	for i := 1; i < len(tiers); i++ {
		if tiers[i-1] <= tiers[i] {
			t.Errorf("tier %v does not outrank tier %v", tiers[i-1], tiers[i])
		}
	}
	for _, d := range readapi.All {
		fields := textFields(d)
		for _, a := range fields {
			for _, b := range fields {
				if a.boost > b.boost && a.boost*typoTier <= b.boost*exactTier {
					t.Errorf("%s: a typo in %s does not outrank an exact match in %s", d.Name, a.name, b.name)
				}
			}
		}
	}
}

func TestTextFieldsAreMappedForTheirWays(t *testing.T) {
	for _, d := range readapi.All {
		for _, f := range textFields(d) {
			field := mappingField(t, d.Name, f.name)
			subs, _ := field["fields"].(map[string]any)
			want := slices.Clone(stemSubfields)
			if f.synonyms || f.heldSynonyms {
				want = append(want, synonymSubfield)
			}
			for _, sub := range want {
				if _, ok := subs[sub].(map[string]any); !ok {
					t.Errorf("mappings/%s.json: %s lacks the %s subfield", d.Name, f.name, sub)
				}
			}
			if _, ok := subs[synonymSubfield]; ok != (f.synonyms || f.heldSynonyms) {
				t.Errorf("mappings/%s.json: %s has a syn subfield: %v, Dataset.Synonyms and HeldSynonyms say %v", d.Name, f.name, ok, f.synonyms || f.heldSynonyms)
			}
			if !slices.Contains(d.Highlight, f.name) {
				continue
			}
			for _, sub := range append([]string{""}, want...) {
				spec := field
				if sub != "" {
					spec, _ = subs[sub].(map[string]any)
				}
				if spec["index_options"] != "offsets" {
					t.Errorf("mappings/%s.json: highlighted %s.%s lacks offsets in its postings", d.Name, f.name, sub)
				}
			}
		}
		for _, h := range d.Highlight {
			if !slices.ContainsFunc(textFields(d), func(f textField) bool { return f.name == h }) {
				t.Errorf("%s highlights %s, which q does not search", d.Name, h)
			}
		}
	}
}
