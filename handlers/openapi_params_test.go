package handlers

import (
	"context"
	"encoding/json"
	"net/url"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"readapi"
	"readapi/search"
)

// noSources is a source catalog for parameters that never consult it.
type noSources struct{}

func (noSources) Stems(context.Context, string) (map[string]string, error) { return nil, nil }

// docAccepts reports whether the document's schema of a query parameter
// allows the raw value: numbers and booleans as JSON, lists split on commas.
func docAccepts(t *testing.T, p *openapi3.Parameter, raw string) bool {
	t.Helper()
	s := p.Schema.Value
	decode := func(s *openapi3.Schema, raw string) any {
		if s.Type.Is("string") {
			return raw
		}
		var v any
		if json.Unmarshal([]byte(raw), &v) != nil {
			return raw
		}
		return v
	}
	var value any
	if s.Type.Is("array") {
		items := []any{}
		if raw != "" {
			for _, item := range splitComma(raw) {
				items = append(items, decode(s.Items.Value, item))
			}
		}
		value = items
	} else {
		value = decode(s, raw)
	}
	return s.VisitJSON(value) == nil
}

func splitComma(raw string) []string {
	var out []string
	start := 0
	for i := range len(raw) + 1 {
		if i == len(raw) || raw[i] == ',' {
			out = append(out, raw[start:i])
			start = i + 1
		}
	}
	return out
}

// TestOpenAPIParamsAgreeWithTheAPI sends values of the parameters whose
// schema carries rules beyond a kind (patterns, bounds, non-empty lists) to
// both the document and the API's parser: each value is allowed by the
// document exactly when the API accepts it.
func TestOpenAPIParamsAgreeWithTheAPI(t *testing.T) {
	doc := loadOpenAPI(t)
	cases := []struct {
		path, param string
		// with are other parameters a value needs (near and within_km
		// come together).
		with   url.Values
		values []string
	}{
		{"/v1/jobs", "country", nil, []string{"", "az", "AZ", "gB", "UK", "uk", "GBR", "a", "1a", " az"}},
		{"/v1/jobs", "source_type", nil, []string{"", "board", "board,agency", "nope"}},
		{"/v1/jobs", "facets", nil, []string{"", "city", "city,remote", "nope"}},
		{"/v1/jobs", "limit", nil, []string{"", "1", "100", "0", "101", "x"}},
		{"/v1/jobs", "salary_azn_at_least", nil, []string{"0", "1500", "999.5", "1e3", "-1", "-0.5", "x", "inf", ""}},
		{"/v1/jobs", "salary_azn_at_most", nil, []string{"0", "2000", "-1", "1_000", ""}},
		{"/v1/events", "min_age_at_most", nil, []string{"0", "16", "-3", "x", ""}},
		{"/v1/events", "near", url.Values{"within_km": {"5"}}, []string{"40.4,49.8", " -40.4 , +49.8 ", "1e1,2", ".5,5.",
			"", "40.4", "40.4;49.8", "a,b", "40.4,49.8,1", "0x10,1", "inf,1"}},
		{"/v1/events", "within_km", url.Values{"near": {"0,0"}}, []string{"5", "0.001", "20000", "2e4", "0", "-1", "20000.5",
			"1_000", "inf", "NaN", ""}},
	}
	for _, c := range cases {
		d, ok := readapi.ByName(c.path[len("/v1/"):])
		if !ok {
			t.Fatalf("%s: no dataset", c.path)
		}
		p := doc.Paths.Value(c.path).Get.Parameters.GetByInAndName(openapi3.ParameterInQuery, c.param)
		if p == nil {
			t.Fatalf("%s does not document %s", c.path, c.param)
		}
		for _, v := range c.values {
			params := url.Values{c.param: {v}}
			for k, vs := range c.with {
				params[k] = vs
			}
			_, err := search.ParseQuery(readapi.Env{Ctx: context.Background(), Sources: noSources{}, Dataset: d},
				search.NewSigner("s"), params)
			if api, document := err == nil, docAccepts(t, p, v); api != document {
				t.Errorf("%s?%s=%q: the API accepts it %v (%v), the document %v", c.path, c.param, v, api, err, document)
			}
		}
	}
}

// TestOpenAPICursorIsNeverEmpty checks the document refuses the empty
// cursor the API refuses, and allows the cursors it issues.
func TestOpenAPICursorIsNeverEmpty(t *testing.T) {
	doc := loadOpenAPI(t)
	p := doc.Paths.Value("/v1/jobs").Get.Parameters.GetByInAndName(openapi3.ParameterInQuery, "cursor")
	issued := search.NewSigner("s").Encode(search.Cursor{Fingerprint: "f", Index: "jobs-1", After: []json.RawMessage{[]byte(`"a"`)}})
	if docAccepts(t, p, "") || !docAccepts(t, p, issued) {
		t.Errorf("cursor schema: empty allowed %v, issued %q allowed %v", docAccepts(t, p, ""), issued, docAccepts(t, p, issued))
	}
}
