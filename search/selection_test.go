package search

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"readapi"
	"readapi/mappings"
)

// oneToOneFilters are the token filter types that map each token to one
// token, by the token alone: after them, two tokens equal before are equal.
var oneToOneFilters = []string{"stemmer", "stemmer_override", "pattern_replace", "keyword_marker"}

// The selection drops a folded match where its ru or en subfield runs the
// same match (selection.go), which is sound only while every full-text
// field is analyzed "folded" and its ru and en subfields by an analyzer
// that is folded followed by one-token-to-one-token filters: the mappings
// hold that, for every field q searches.
func TestStemmedSubfieldsRefineTheFoldedField(t *testing.T) {
	var settings struct {
		Analysis struct {
			Analyzer map[string]struct {
				Tokenizer  string   `json:"tokenizer"`
				CharFilter []string `json:"char_filter"`
				Filter     []string `json:"filter"`
			} `json:"analyzer"`
			Filter map[string]struct {
				Type string `json:"type"`
			} `json:"filter"`
		} `json:"analysis"`
	}
	checked := 0
	for _, d := range readapi.All {
		fields := textFields(d)
		if len(fields) == 0 {
			continue
		}
		body, err := mappings.IndexBody(d.Name, nil)
		if err != nil {
			t.Fatal(err)
		}
		var index struct {
			Settings json.RawMessage `json:"settings"`
			Mappings json.RawMessage `json:"mappings"`
		}
		if err := json.Unmarshal(body, &index); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(index.Settings, &settings); err != nil {
			t.Fatal(err)
		}
		folded := settings.Analysis.Analyzer["folded"]
		for _, f := range fields {
			m := mappedField(t, index.Mappings, f.name)
			if m.Analyzer != "folded" || m.SearchAnalyzer != "" {
				t.Errorf("%s %s: analyzer %q, search analyzer %q; the selection needs folded alone", d.Name, f.name, m.Analyzer, m.SearchAnalyzer)
			}
			for _, sub := range []string{"ru", "en"} {
				s, ok := m.Fields[sub]
				if !ok {
					continue
				}
				a := settings.Analysis.Analyzer[s.Analyzer]
				if s.SearchAnalyzer != "" || a.Tokenizer != folded.Tokenizer || !slices.Equal(a.CharFilter, folded.CharFilter) ||
					len(a.Filter) < len(folded.Filter) || !slices.Equal(a.Filter[:len(folded.Filter)], folded.Filter) {
					t.Errorf("%s %s.%s: analyzer %q is not folded followed by more filters", d.Name, f.name, sub, s.Analyzer)
					continue
				}
				for _, name := range a.Filter[len(folded.Filter):] {
					if !slices.Contains(oneToOneFilters, settings.Analysis.Filter[name].Type) {
						t.Errorf("%s %s.%s: filter %s (%s) may not map each token to one", d.Name, f.name, sub, name, settings.Analysis.Filter[name].Type)
					}
				}
				checked++
			}
		}
	}
	if checked == 0 {
		t.Fatal("no stemmed subfield checked")
	}
}

// fieldMapping is what the test reads of a text field's mapping.
type fieldMapping struct {
	Analyzer       string                  `json:"analyzer"`
	SearchAnalyzer string                  `json:"search_analyzer"`
	Fields         map[string]fieldMapping `json:"fields"`
}

// mappedField is the mapping of a dotted field name (through objects'
// properties).
func mappedField(t *testing.T, raw json.RawMessage, name string) fieldMapping {
	t.Helper()
	var m struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	head, rest, nested := strings.Cut(name, ".")
	sub, ok := m.Properties[head]
	if !ok {
		t.Fatalf("no field %s in the mapping", name)
	}
	if nested {
		return mappedField(t, sub, rest)
	}
	var f fieldMapping
	if err := json.Unmarshal(sub, &f); err != nil {
		t.Fatal(err)
	}
	return f
}

// The selection of a q's clause keeps every match but the folded ones its
// stemmed subfields imply, typos and matches with an analyzer of their own
// included, and no wrapper that only scores.
func TestSelectionKeepsEveryMatchButTheImpliedOnes(t *testing.T) {
	for _, c := range []struct {
		q     string
		fuzzy bool
	}{{"mühasib", false}, {"muhasib", false}, {"sürücü Bakı", false}, {"muhasbi", true}, {`"baş mühasib" -köməkçi`, false}, {"-köməkçi", false}, {"muh* Bakı", false}} {
		qc := classify(wordsOf(readapi.Jobs), c.q, c.fuzzy)
		whole := textClause(readapi.Jobs, qc, c.fuzzy, false, nil)
		sel := selection(whole)
		raw, _ := json.Marshal(sel)
		if s := string(raw); strings.Contains(s, "constant_score") || strings.Contains(s, "dis_max") {
			t.Errorf("q=%s: the selection keeps a wrapper: %s", c.q, s)
		}
		want := map[string]bool{}
		for _, m := range leavesOf(whole) {
			want[m] = true
		}
		got := map[string]bool{}
		for _, m := range leavesOf(sel) {
			got[m] = true
		}
		for m := range want {
			var leaf readapi.Clause
			_ = json.Unmarshal([]byte(m), &leaf)
			field, rest, ok := matchKey(leaf)
			implied := ok && (want[implying(field+".ru", rest)] || want[implying(field+".en", rest)])
			if got[m] == implied {
				t.Errorf("q=%s: leaf %s kept %v, implied by a stemmed subfield %v", c.q, m, got[m], implied)
			}
		}
		for m := range got {
			if !want[m] {
				t.Errorf("q=%s: the selection adds %s", c.q, m)
			}
		}
	}
}

// implying is the JSON of a match of rest on field.
func implying(field, rest string) string {
	var opts any
	_ = json.Unmarshal([]byte(rest), &opts)
	raw, _ := json.Marshal(readapi.Clause{"match": readapi.Clause{field: opts}})
	return string(raw)
}

// leavesOf lists, as JSON, the leaf queries of a clause.
func leavesOf(c any) []string {
	var out []string
	switch v := c.(type) {
	case readapi.Clause:
		for key, sub := range v {
			switch key {
			case "match", "match_phrase", "match_bool_prefix", "multi_match", "term", "terms":
				raw, _ := json.Marshal(readapi.Clause{key: sub})
				out = append(out, string(raw))
			default:
				out = append(out, leavesOf(sub)...)
			}
		}
	case []readapi.Clause:
		for _, e := range v {
			out = append(out, leavesOf(e)...)
		}
	}
	return out
}
