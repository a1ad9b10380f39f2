package handlers

import (
	"strings"

	"github.com/getkin/kin-openapi/openapi3"

	"readapi"
	"readapi/search"
)

// suggestionFields are the fields of one suggestion.
var suggestionFields = []readapi.Field{
	{Name: "value", Kind: readapi.String, Doc: "The most frequent stored form of the values that fold alike (ties: the smallest in byte order)."},
	{Name: "count", Kind: readapi.Integer, Doc: "Rows holding any of those forms."},
}

// suggestions documents a dataset's suggestion path, if it has one.
func (b *openAPIBuilder) suggestions(d *readapi.Dataset) {
	p := d.SuggestPath()
	if p == "" {
		return
	}
	b.resource("Suggestion", "One completion of a prefix.", suggestionFields)
	var fields []any
	var docs []string
	for _, f := range d.Suggest {
		fields = append(fields, f.Param)
		docs = append(docs, f.Param+": "+f.Doc)
	}
	params := openapi3.Parameters{
		requiredParam(queryParam("prefix", "The beginning of a word, 1 to 100 characters after trimming spaces, compared after "+
			"the folding q uses (case, İ/ı/I/i, ə→e, diacritics, ё→е). Several words match consecutive words of a value, each "+
			"starting with its word of the prefix.", openapi3.NewStringSchema().WithMinLength(1).WithPattern(`\S`))),
		queryParam("field", "The field completed: "+strings.Join(docs, "; ")+".",
			openapi3.NewStringSchema().WithEnum(fields...).WithDefault(d.Suggest[0].Param)),
		queryParam("limit", "Suggestions returned, 1 to 20.",
			openapi3.NewIntegerSchema().WithMin(1).WithMax(search.MaxSuggestLimit).WithDefault(search.DefaultSuggestLimit)),
	}
	var filters []readapi.Filter
	for _, name := range d.SuggestFilters {
		f, _ := d.Param(name)
		filters = append(filters, *f)
	}
	params = append(params, b.queryParams(&readapi.Dataset{Name: d.Name, Filters: filters, Common: []string{}})...)
	path := "/v1" + p
	b.add(path, operation{
		id: operationID("list", path), tag: d.Name, guarded: true,
		summary: "Suggest completions of a prefix",
		description: "Distinct values of the field having a word that starts with prefix (after folding). Values that fold " +
			"alike are one suggestion, shown in their most frequent stored form (ties: the smallest in byte order); count is " +
			"the rows holding any of its forms, exact. Highest count first, ties by value in byte order; not paged " +
			"(meta.next is null). Keyed like " + d.Name + "; one credit.",
		params:   params,
		envelope: b.envelopeOf("Suggestion", true),
	})
}

// requiredParam marks a parameter as required.
func requiredParam(p *openapi3.ParameterRef) *openapi3.ParameterRef {
	p.Value.Required = true
	return p
}
