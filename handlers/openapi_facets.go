package handlers

import (
	"fmt"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"

	"readapi"
	"readapi/search"
)

// facetParams documents facets and facet_limit on a collection with
// facetable fields.
func facetParams(d *readapi.Dataset) openapi3.Parameters {
	if len(d.Facets) == 0 {
		return nil
	}
	names := make([]any, len(d.Facets))
	var fields []string
	for i, f := range d.Facets {
		names[i] = f.Name
		doc := strings.TrimSuffix(f.Doc, ".")
		if len(f.Params) > 0 {
			doc += "; counted without the " + strings.Join(f.Params, ", ") + " filter"
		}
		fields = append(fields, f.Name+" ("+doc+")")
	}
	doc := "Comma-separated fields to count, adding meta.facets: for each, up to facet_limit {value, count} " +
		"pairs, highest count first, ties by the value's JSON text in byte order. Counts are exact; each facet counts " +
		"the rows matching every parameter except the filter on its own field; rows with a null value are not " +
		"counted. Not part of the cursor. Facetable fields: " + strings.Join(fields, "; ") + ". Any other field is a 400."
	// No schema default: a generated client would send facet_limit without
	// facets, which is a 400.
	limit := openapi3.NewIntegerSchema().WithMin(1).WithMax(search.MaxFacetLimit)
	return openapi3.Parameters{
		listParam(queryParam("facets", doc, openapi3.NewArraySchema().WithMinItems(1).WithItems(openapi3.NewStringSchema().WithEnum(names...)))),
		queryParam("facet_limit", fmt.Sprintf("Values per facet, 1 to %d, default %d; only with `facets` (without it, a 400).",
			search.MaxFacetLimit, search.DefaultFacetLimit), limit),
	}
}

// facetsSchema describes meta.facets: field → values and counts.
func facetsSchema() *openapi3.Schema {
	value := &openapi3.Schema{OneOf: openapi3.SchemaRefs{inline(openapi3.NewStringSchema()), inline(openapi3.NewBoolSchema())},
		Description: "The stored value, with the field's JSON type."}
	entry := openapi3.NewObjectSchema()
	entry.Required = []string{"value", "count"}
	entry.Properties = openapi3.Schemas{
		"value": inline(value),
		"count": inline(described(openapi3.NewInt64Schema(), "Rows holding the value.")),
	}
	return described(openapi3.NewObjectSchema().WithAdditionalProperties(openapi3.NewArraySchema().WithItems(entry)),
		"With facets only: each field asked for, in the order asked, to its values, highest count first.")
}
