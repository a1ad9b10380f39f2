package search

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"readapi"
)

func TestTextParametersRejected(t *testing.T) {
	for _, c := range []struct {
		d            *readapi.Dataset
		query, param string
	}{
		{readapi.Jobs, "fuzzy=true", "fuzzy"},
		{readapi.Jobs, "fuzzy=false", "fuzzy"},
		{readapi.Jobs, "q=%20&fuzzy=true", "fuzzy"},
		{readapi.Jobs, "q=x&fuzzy=yes", "fuzzy"},
		{readapi.Jobs, "q=x&fuzzy=", "fuzzy"},
		{readapi.Jobs, "q=x&fuzzy=true&fuzzy=true", "fuzzy"},
		{readapi.Events, "fuzzy=true", "fuzzy"},
		{readapi.Quotes, "highlight=true", "highlight"},
		{readapi.Jobs, "highlight=true", "highlight"},
		{readapi.Jobs, "q=x&highlight=1", "highlight"},
		{readapi.Jobs, "order=relevance", "order"},
		{readapi.Jobs, "q=&order=relevance", "order"},
		{readapi.Jobs, "q=x&order=-relevance", "order"},
		{readapi.Events, "order=relevance", "order"},
		{readapi.Quotes, "order=relevance&highlight=true", "order"},
		{readapi.Rates, "order=relevance", "order"},
		{readapi.Rates, "fuzzy=true", "fuzzy"},
		{readapi.Genome, "highlight=true", "highlight"},
		{readapi.Reachability, "q=x", "q"},
		{readapi.Removed(readapi.Jobs), "fuzzy=true", "fuzzy"},
	} {
		_, err := parse(t, c.d, c.query)
		e, ok := err.(*readapi.Error)
		if !ok || e.Code != readapi.CodeInvalid || e.Param != c.param {
			t.Errorf("%s?%s: %v, want a 400 naming %s", c.d.Name, c.query, err, c.param)
			continue
		}
		if !strings.Contains(e.Message, c.param) {
			t.Errorf("%s?%s: message %q does not name %s", c.d.Name, c.query, e.Message, c.param)
		}
	}
}

func TestTextParametersAcceptedWhereTextIs(t *testing.T) {
	for _, d := range readapi.All {
		accepted := d.AcceptedParams()
		text := len(d.FullText) > 0
		for _, p := range []string{"q", "fuzzy", "highlight"} {
			if slices.Contains(accepted, p) != text {
				t.Errorf("%s accepts %s: %v, want %v", d.Name, p, !text, text)
			}
		}
		if slices.Contains(d.AcceptedOrders(), readapi.OrderRelevance) != text {
			t.Errorf("%s order=relevance accepted: %v, want %v", d.Name, !text, text)
		}
		if slices.Contains(d.AcceptedOrders(), "-"+readapi.OrderRelevance) {
			t.Errorf("%s accepts order=-relevance", d.Name)
		}
	}
	for _, query := range []string{"q=x&fuzzy=true", "q=x&fuzzy=false", "q=x&highlight=true&order=relevance", "q=x&order=-posted_at&fuzzy=true"} {
		if _, err := parse(t, readapi.Jobs, query); err != nil {
			t.Errorf("%s: %v", query, err)
		}
	}
}

func TestCursorBindsFuzzyButNotHighlight(t *testing.T) {
	fp := func(query string) string {
		t.Helper()
		q, err := parse(t, readapi.Jobs, query)
		if err != nil {
			t.Fatal(err)
		}
		return q.Fingerprint
	}
	plain := fp("q=mühasib&order=relevance")
	if fp("q=mühasib&order=relevance&fuzzy=true") == plain {
		t.Error("fuzzy=true does not change the fingerprint")
	}
	if fp("q=mühasib&order=relevance&fuzzy=false") != plain {
		t.Error("fuzzy=false differs from leaving fuzzy out")
	}
	if fp("q=mühasib&order=relevance&highlight=true") != plain {
		t.Error("highlight changes the fingerprint (it selects no rows)")
	}
	if fp("q=mühasib") == plain || fp("q=muhasib&order=relevance") == plain {
		t.Error("order or q do not change the fingerprint")
	}
}

// body parses the query and decodes the request body it builds.
func body(t *testing.T, d *readapi.Dataset, query string) map[string]any {
	t.Helper()
	q, err := parse(t, d, query)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := q.Body(false)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestRelevanceBody(t *testing.T) {
	m := body(t, readapi.Jobs, "q=mühasib&order=relevance&remote=true")
	sort, _ := json.Marshal(m["sort"])
	if string(sort) != `[{"_score":{"order":"desc"}},{"id":{"order":"asc"}}]` {
		t.Errorf("relevance sort %s", sort)
	}
	b := m["query"].(map[string]any)["bool"].(map[string]any)
	must, _ := json.Marshal(b["must"])
	filter, _ := json.Marshal(b["filter"])
	if !strings.Contains(string(must), "mühasib") || strings.Contains(string(must), "remote") {
		t.Errorf("q does not score alone: must %s", must)
	}
	if !strings.Contains(string(filter), `"remote":true`) || strings.Contains(string(filter), "mühasib") {
		t.Errorf("filters are not in filter context: %s", filter)
	}

	m = body(t, readapi.Jobs, "q=mühasib")
	if _, ok := m["query"].(map[string]any)["bool"].(map[string]any)["must"]; ok {
		t.Error("q scores although the order is by date")
	}
	if _, ok := m["highlight"]; ok {
		t.Error("highlight requested without highlight=true")
	}
}

func TestTextClauseWays(t *testing.T) {
	raw, _ := json.Marshal(body(t, readapi.Jobs, "q=satış meneceri&fuzzy=true")["query"])
	s := string(raw)
	for _, want := range []string{`"title.az"`, `"company.name.ru"`, `"description.en"`, `"title.syn"`, `"description.syn"`, `"place.syn"`,
		`"fuzziness":"AUTO:5,9"`, `"fuzzy_transpositions":true`, `"query":"satış meneceri"`} {
		if !strings.Contains(s, want) {
			t.Errorf("query lacks %s: %s", want, s)
		}
	}
	if strings.Contains(s, "company.name.syn") {
		t.Error("synonyms searched in a field Dataset.Synonyms does not list")
	}
	raw, _ = json.Marshal(body(t, readapi.Jobs, "q=satış")["query"])
	if strings.Contains(string(raw), "fuzziness") {
		t.Error("fuzzy matching without fuzzy=true")
	}
	raw, _ = json.Marshal(body(t, readapi.Jobs, "q=%26%26")["query"])
	if !strings.Contains(string(raw), "match_none") {
		t.Errorf("q without words matches: %s", raw)
	}
}

func TestFieldsOutweighTiers(t *testing.T) {
	// The reading of a Latin-typed word sits just below each direct tier
	// of the word typed, above every synonym (search-extensions.md).
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
			if f.synonyms {
				want = append(want, synonymSubfield)
			}
			for _, sub := range want {
				if _, ok := subs[sub].(map[string]any); !ok {
					t.Errorf("mappings/%s.json: %s lacks the %s subfield", d.Name, f.name, sub)
				}
			}
			if _, ok := subs[synonymSubfield]; ok != f.synonyms {
				t.Errorf("mappings/%s.json: %s has a syn subfield: %v, Dataset.Synonyms says %v", d.Name, f.name, ok, f.synonyms)
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
