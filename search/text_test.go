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
