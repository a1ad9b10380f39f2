package handlers

import (
	"slices"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"readapi"
)

func TestOpenAPISuggestions(t *testing.T) {
	doc := loadOpenAPI(t)
	var documented []string
	for _, d := range readapi.All {
		p := d.SuggestPath()
		if p == "" {
			continue
		}
		documented = append(documented, d.Name)
		op := doc.Paths.Value("/v1" + p).Get
		if got := queryParamNames(op); !slices.Equal(got, d.SuggestParams()) {
			t.Errorf("/v1%s documents %v, the server accepts %v", p, got, d.SuggestParams())
		}
		if prefix := op.Parameters.GetByInAndName(openapi3.ParameterInQuery, "prefix"); prefix == nil || !prefix.Required {
			t.Errorf("/v1%s: prefix is not required", p)
		}
		field := op.Parameters.GetByInAndName(openapi3.ParameterInQuery, "field")
		if len(field.Schema.Value.Enum) != len(d.Suggest) || field.Schema.Value.Default != d.Suggest[0].Param {
			t.Errorf("/v1%s: field %v", p, field.Schema.Value)
		}
	}
	if !slices.Equal(documented, []string{"jobs", "events"}) {
		t.Errorf("suggestions documented for %v", documented)
	}
}
