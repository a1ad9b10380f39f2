package handlers

import (
	"encoding/json"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
)

// The rules below keep the document right for client generators
// (openapi-python-client, openapi-typescript, oapi-codegen), which read it
// more literally than a validator does.

// TestOpenAPINoMeaningfulDefaults: a generated client sends every schema
// default explicitly, so no default may be one whose explicit value means
// something else than leaving it out: facet_limit alone is a 400, and the
// filters' defaults (jobs active) may move.
func TestOpenAPINoMeaningfulDefaults(t *testing.T) {
	doc := loadOpenAPI(t)
	allowed := []string{"limit", "order", "field"}
	for path, item := range doc.Paths.Map() {
		for _, p := range item.Get.Parameters {
			s := p.Value.Schema.Value
			if (s.Default != nil || s.Items != nil && s.Items.Value.Default != nil) && !slices.Contains(allowed, p.Value.Name) {
				t.Errorf("%s: parameter %s has a schema default %v", path, p.Value.Name, s.Default)
			}
		}
	}
}

// TestOpenAPIObjectsHaveMembers: every object schema says what it holds
// (properties, or additionalProperties for a map), since a bare object is
// typed as an empty record by generators; no schema is unused.
func TestOpenAPIObjectsHaveMembers(t *testing.T) {
	raw, err := OpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	walkJSON(doc, "#", func(at string, v map[string]any) {
		desc, _ := v["description"].(string)
		if v["type"] != "object" || v["nullable"] == true && strings.HasPrefix(desc, "Always null") {
			return
		}
		if v["properties"] == nil && v["additionalProperties"] == nil {
			t.Errorf("%s: an object with neither properties nor additionalProperties", at)
		}
	})
	text := string(raw)
	for name := range doc["components"].(map[string]any)["schemas"].(map[string]any) {
		if !strings.Contains(text, `"#/components/schemas/`+name+`"`) {
			t.Errorf("schema %s is unused", name)
		}
	}
}

// TestOpenAPIDescriptionsAreMarkdown: every description renders as
// written; placeholders like <source> are in backticks.
func TestOpenAPIDescriptionsAreMarkdown(t *testing.T) {
	raw, err := OpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	code := regexp.MustCompile("`[^`]*`")
	walkJSON(doc, "#", func(at string, v map[string]any) {
		for _, key := range []string{"description", "summary"} {
			text, ok := v[key].(string)
			if ok && strings.Contains(code.ReplaceAllString(text, ""), "<") {
				t.Errorf("%s: %s has markup outside backticks: %s", at, key, text)
			}
		}
	})
}

// TestOpenAPIOperationsDeclareSecurity: each operation says whether it
// needs a key, an open one with an empty list.
func TestOpenAPIOperationsDeclareSecurity(t *testing.T) {
	doc := loadOpenAPI(t)
	for path, item := range doc.Paths.Map() {
		if item.Get.Security == nil {
			t.Errorf("%s declares no security", path)
		}
	}
}

// TestOpenAPIErrorCodes: error.code is the closed set the API answers.
func TestOpenAPIErrorCodes(t *testing.T) {
	doc := loadOpenAPI(t)
	var got []string
	for _, v := range doc.Components.Schemas["Error"].Value.Properties["code"].Value.Enum {
		got = append(got, v.(string))
	}
	want := []string{CodeInvalid, CodeUnauthorized, CodeForbidden, CodeNotFound, CodeMethodNotAllowed, CodeGone,
		CodeRateLimited, CodeQuotaExceeded, CodeInternal, CodeUnavailable}
	if slices.Sort(got); !slices.Equal(got, slices.Sorted(slices.Values(want))) {
		t.Errorf("error.code enum %v, want %v", got, want)
	}
}

// TestOpenAPIOrderNames: every order value has a name for generated enums.
func TestOpenAPIOrderNames(t *testing.T) {
	doc := loadOpenAPI(t)
	order := doc.Paths.Value("/v1/jobs").Get.Parameters.GetByInAndName(openapi3.ParameterInQuery, "order").Schema.Value
	names, _ := order.Extensions["x-enum-varnames"].([]any)
	want := []any{"ingested_at", "ingested_at_desc", "posted_at", "posted_at_desc", "relevance"}
	if !slices.Equal(names, want) {
		t.Errorf("x-enum-varnames %v, want %v (for %v)", names, want, order.Enum)
	}
}

// walkJSON calls visit on every object of a decoded JSON value.
func walkJSON(v any, at string, visit func(at string, v map[string]any)) {
	switch v := v.(type) {
	case map[string]any:
		visit(at, v)
		for k, x := range v {
			walkJSON(x, at+"/"+k, visit)
		}
	case []any:
		for _, x := range v {
			walkJSON(x, at+"/[]", visit)
		}
	}
}

// TestOpenAPIExamplesCoverTheDocument: every operation has its 200 and 400
// examples and code samples in four languages, every schema but the
// envelopes an example, and each example is valid against its schema.
func TestOpenAPIExamplesCoverTheDocument(t *testing.T) {
	doc := loadOpenAPI(t)
	for path, item := range doc.Paths.Map() {
		op := item.Get
		for _, status := range []int{http.StatusOK, http.StatusBadRequest} {
			media := op.Responses.Status(status).Value.Content.Get("application/json")
			if media == nil {
				continue // a page, not JSON
			}
			example := media.Examples["demo"]
			if example == nil {
				t.Errorf("%s: no %d example", path, status)
				continue
			}
			if err := media.Schema.Value.VisitJSON(example.Value.Value); err != nil {
				t.Errorf("%s: the %d example does not match its schema: %v", path, status, err)
			}
		}
		samples, _ := op.Extensions["x-codeSamples"].([]any)
		if len(samples) != 4 {
			t.Errorf("%s: %d code samples, want curl, Python, TypeScript and Go", path, len(samples))
		}
	}
	for name, s := range doc.Components.Schemas {
		if strings.HasSuffix(name, "Item") || strings.HasSuffix(name, "List") {
			continue // an envelope: its examples are the operations' answers
		}
		if s.Value.Example == nil {
			t.Errorf("schema %s has no example", name)
		} else if err := s.Value.VisitJSON(s.Value.Example); err != nil {
			t.Errorf("schema %s: its example does not match: %v", name, err)
		}
	}
}
