package handlers

import (
	"fmt"
	"maps"
	"net/http"
	"strconv"

	"github.com/getkin/kin-openapi/openapi3"

	"readapi"
	"readapi/search"
)

// The OpenAPI document's components: resource schemas generated from the
// dataset descriptions' fields, the envelope around them, and the shared
// parameters, headers, error responses and security scheme.

// componentRef is the JSON reference to a component of the given kind.
func componentRef(kind, name string) string { return "#/components/" + kind + "/" + name }

func schemaRef(name string) *openapi3.SchemaRef {
	return &openapi3.SchemaRef{Ref: componentRef("schemas", name)}
}

func parameterRef(name string) *openapi3.ParameterRef {
	return &openapi3.ParameterRef{Ref: componentRef("parameters", name)}
}

func responseRef(name string) *openapi3.ResponseRef {
	return &openapi3.ResponseRef{Ref: componentRef("responses", name)}
}

// headerRefs refers to the named header components.
func headerRefs(names ...string) openapi3.Headers {
	h := openapi3.Headers{}
	for _, name := range names {
		h[name] = &openapi3.HeaderRef{Ref: componentRef("headers", name)}
	}
	return h
}

func inline(s *openapi3.Schema) *openapi3.SchemaRef { return &openapi3.SchemaRef{Value: s} }

// described sets a schema's description.
func described(s *openapi3.Schema, desc string) *openapi3.Schema {
	s.Description = desc
	return s
}

// kindSchema maps a description's kind to a JSON schema.
func kindSchema(k readapi.Kind) (*openapi3.Schema, error) {
	switch k {
	case readapi.String:
		return openapi3.NewStringSchema(), nil
	case readapi.Number:
		return openapi3.NewFloat64Schema(), nil
	case readapi.Integer:
		return openapi3.NewIntegerSchema(), nil
	case readapi.Boolean:
		return openapi3.NewBoolSchema(), nil
	case readapi.Timestamp:
		return openapi3.NewDateTimeSchema(), nil
	case readapi.Date:
		return openapi3.NewStringSchema().WithFormat("date"), nil
	}
	return nil, fmt.Errorf("openapi: unknown kind %q", k)
}

// typedValue converts a parameter value written as text to the kind's JSON
// type (for defaults and enums).
func typedValue(k readapi.Kind, v string) any {
	switch k {
	case readapi.Boolean:
		if b, err := strconv.ParseBool(v); err == nil {
			return b
		}
	case readapi.Integer:
		if n, err := strconv.ParseInt(v, 10, 64); err == nil {
			return n
		}
	case readapi.Number:
		if n, err := strconv.ParseFloat(v, 64); err == nil {
			return n
		}
	}
	return v
}

var presenceNames = map[readapi.Presence]string{
	readapi.AbsentWhenNone: "absent-when-none",
	readapi.ItemOnly:       "item-only",
	readapi.ItemOrBodies:   "item-or-bodies",
	readapi.Included:       "include-derived",
}

// resourceSchema builds a resource's (or a nested object's) schema from its
// fields. Keys that are not always present are left out of required and
// carry x-presence.
func (b *openAPIBuilder) resourceSchema(doc string, fields []readapi.Field) (*openapi3.Schema, error) {
	s := described(openapi3.NewObjectSchema(), doc)
	for _, f := range fields {
		p, err := b.fieldSchema(f)
		if err != nil {
			return nil, fmt.Errorf("%w (field %s)", err, f.Name)
		}
		if f.Presence == readapi.Always {
			s.Required = append(s.Required, f.Name)
		} else if p.Value != nil {
			p.Value.Extensions = map[string]any{"x-presence": presenceNames[f.Presence]}
		} else if f.Presence == readapi.Included && !f.Nullable {
			// A reference has no siblings in OpenAPI 3.0: the presence
			// goes on an allOf of the one reference.
			p = inline(&openapi3.Schema{AllOf: openapi3.SchemaRefs{p}, Description: f.Doc,
				Extensions: map[string]any{"x-presence": presenceNames[f.Presence]}})
		} else {
			return nil, fmt.Errorf("openapi: field %s: a named object is always present", f.Name)
		}
		s.Properties[f.Name] = p
	}
	return s, nil
}

// fieldSchema is one field's schema. An object field is a reference to its
// named shape, or a map; an array field's items are its shape.
func (b *openAPIBuilder) fieldSchema(f readapi.Field) (*openapi3.SchemaRef, error) {
	var p *openapi3.Schema
	switch {
	case f.Kind == readapi.Object && f.Shape == nil, f.Kind == readapi.Array && f.Shape == nil:
		return nil, fmt.Errorf("openapi: %s %s has no shape", f.Kind, f.Name)
	case f.Kind == readapi.Object && f.Shape.Name != "":
		return b.shape(f.Shape, f.Nullable), nil
	case f.Kind == readapi.Object:
		p = openapi3.NewObjectSchema()
		if f.Shape.Values == "" {
			p.WithAnyAdditionalProperties()
		} else {
			values, err := kindSchema(f.Shape.Values)
			if err != nil {
				return nil, err
			}
			p.WithAdditionalProperties(values)
		}
	case f.Kind == readapi.Array && f.Shape.Name == "" && f.Shape.Values != "":
		items, err := kindSchema(f.Shape.Values)
		if err != nil {
			return nil, err
		}
		p = &openapi3.Schema{Type: &openapi3.Types{openapi3.TypeArray}, Items: inline(items)}
	case f.Kind == readapi.Array:
		p = &openapi3.Schema{Type: &openapi3.Types{openapi3.TypeArray}, Items: b.shape(f.Shape, false)}
	default:
		var err error
		if p, err = kindSchema(f.Kind); err != nil {
			return nil, err
		}
	}
	p.Description, p.Nullable = f.Doc, f.Nullable
	return inline(p), nil
}

// shape adds a named shape's schema to the components once and refers to
// it. Its uses are plain references, since OpenAPI 3.0 gives a $ref no
// siblings and generators mistype a nullable allOf around one: a shape
// that may be null is a nullable schema, and every use of it agrees.
func (b *openAPIBuilder) shape(s *readapi.Shape, nullable bool) *openapi3.SchemaRef {
	if s.Name == "" {
		b.fail(fmt.Errorf("openapi: an unnamed shape as a schema of its own"))
	}
	if known, ok := b.shapes[s.Name]; ok && known != nullable {
		b.fail(fmt.Errorf("openapi: shape %s used both nullable and not", s.Name))
	}
	b.shapes[s.Name] = nullable
	b.resource(s.Name, s.Doc, s.Fields)
	if ref := b.schemas[s.Name]; ref != nil {
		ref.Value.Nullable = nullable
	}
	return schemaRef(s.Name)
}

// resource adds a resource's schema to the components once.
func (b *openAPIBuilder) resource(name, doc string, fields []readapi.Field) {
	if _, ok := b.schemas[name]; ok {
		return
	}
	s, err := b.resourceSchema(doc, fields)
	if err != nil {
		b.fail(fmt.Errorf("%w in %s", err, name))
		return
	}
	b.schemas[name] = inline(s)
}

// envelopeSchema is a body {data, meta, error} with the given parts.
func envelopeSchema(desc string, data, meta, errorPart *openapi3.SchemaRef) *openapi3.Schema {
	s := described(openapi3.NewObjectSchema(), desc)
	s.Required = []string{"data", "meta", "error"}
	s.Properties = openapi3.Schemas{"data": data, "meta": meta, "error": errorPart}
	return s
}

// successEnvelope is the body of a 200: data as given, meta of the named
// schema and a null error.
func successEnvelope(desc string, data *openapi3.SchemaRef, meta string) *openapi3.Schema {
	return envelopeSchema(desc, data, schemaRef(meta),
		inline(described(openapi3.NewObjectSchema().WithNullable(), "Always null on success.")))
}

// envelopeOf returns a reference to the envelope schema whose data is one
// resource (list false) or an array of them (list true).
func (b *openAPIBuilder) envelopeOf(resource string, list bool) *openapi3.SchemaRef {
	name, data, meta := resource+"Item", schemaRef(resource), "ItemMeta"
	desc := "Envelope with one " + resource + "."
	if list {
		name, meta = resource+"List", "ListMeta"
		data = inline(&openapi3.Schema{Type: &openapi3.Types{openapi3.TypeArray}, Items: schemaRef(resource)})
		desc = "Envelope with a page of " + resource + " rows."
	}
	if _, ok := b.schemas[name]; !ok {
		b.schemas[name] = inline(successEnvelope(desc, data, meta))
	}
	return schemaRef(name)
}

// Header sets the responses carry, besides X-Request-Id on every response.
var (
	// validatorHeaders are on every 200 and 304.
	validatorHeaders = []string{"ETag", "Cache-Control", "X-Request-Id"}
	// limitHeaders report the key's position on keyed paths.
	limitHeaders = []string{"X-Quota-Limit", "X-Quota-Used", "RateLimit-Policy", "RateLimit"}
)

// errorResponse documents one failure, by status: the name of its
// component, its description and its headers besides X-Request-Id.
type errorResponse struct {
	name, desc string
	headers    []string
}

var errorResponses = map[int]errorResponse{
	http.StatusBadRequest: {name: "BadRequest", desc: "invalid_request: a parameter is missing, malformed or out of range, or unknown " +
		"(the message names it and lists the accepted ones). Not retried unchanged."},
	http.StatusUnauthorized: {name: "Unauthorized", desc: "unauthorized: the key is missing, malformed or revoked.",
		headers: []string{"WWW-Authenticate"}},
	http.StatusForbidden: {name: "Forbidden", desc: "forbidden: the key is valid but its plan or scope excludes the dataset; the message names both.",
		headers: limitHeaders},
	http.StatusNotFound: {name: "NotFound", desc: "not_found: no resource with that id."},
	http.StatusGone: {name: "Gone", desc: "gone: the record was removed at the request of the employer or individual concerned; " +
		"permanent; delete any copy."},
	http.StatusTooManyRequests: {name: "TooManyRequests", desc: "rate_limited: the per-second rate was exceeded, the key's search-engine time is spent, " +
		"or the key has its plan's number of requests in flight (the message says which; wait Retry-After seconds, send lighter requests); " +
		"quota_exceeded: the monthly allowance is spent until the 1st (X-Quota-Limit, X-Quota-Used).",
		headers: append([]string{"Retry-After"}, limitHeaders...)},
	http.StatusServiceUnavailable: {name: "Unavailable", desc: "unavailable: the search engine did not answer in time, the search ran past its time " +
		"in the engine and was cancelled, or the API is serving as many requests as it can; never a partial result. Retry after Retry-After seconds, with backoff.",
		headers: []string{"Retry-After"}},
}

// componentResponses are the shared responses: 304 and the failures.
func componentResponses() openapi3.ResponseBodies {
	notModified := openapi3.NewResponse().WithDescription(
		"The If-None-Match tag still matches; no body. Costs no credit but counts against the per-second rate.")
	notModified.Headers = headerRefs(validatorHeaders...)
	out := openapi3.ResponseBodies{"NotModified": {Value: notModified}}
	for status, e := range errorResponses {
		if status != http.StatusBadRequest { // each operation has its own
			out[e.name] = &openapi3.ResponseRef{Value: failureResponse(status)}
		}
	}
	return out
}

// failureResponse documents the failure of a status.
func failureResponse(status int) *openapi3.Response {
	e := errorResponses[status]
	r := openapi3.NewResponse().WithDescription(e.desc).WithJSONSchemaRef(schemaRef("ErrorEnvelope"))
	r.Headers = headerRefs(append([]string{"X-Request-Id"}, e.headers...)...)
	return r
}

// componentHeaders are the documented response headers.
func componentHeaders() openapi3.Headers {
	header := func(desc string, s *openapi3.Schema) *openapi3.HeaderRef {
		return &openapi3.HeaderRef{Value: &openapi3.Header{Parameter: openapi3.Parameter{Description: desc, Schema: inline(s)}}}
	}
	str, integer := openapi3.NewStringSchema, openapi3.NewIntegerSchema
	return openapi3.Headers{
		"ETag": header("Strong validator computed over data (with facets, highlight=true or collapse, together with "+
			"meta.facets, meta.highlights or meta.copies); send it back as If-None-Match to get a 304 when unchanged.", str()),
		"Cache-Control": header("private, max-age=0, must-revalidate: responses are scoped to the key; "+
			"never store them in a shared cache.", str()),
		"X-Request-Id": header("The request's id, as in meta.request_id (a client's own id of 8 to 64 characters "+
			"[A-Za-z0-9._-] is kept).", str()),
		"Retry-After":   header("Seconds to wait before retrying.", integer()),
		"X-Quota-Limit": header("Monthly request allowance of the key's plan.", integer()),
		"X-Quota-Used": header("Requests used this month, after this request (a response that is not 2xx gives its "+
			"credit back).", integer()),
		"RateLimit-Policy": header(`The key's two policies (IETF RateLimit headers): "burst" (q requests per w seconds) `+
			`and "month" (the monthly allowance over the calendar month), e.g. "burst";q=10;w=2, "month";q=1000;w=2592000.`, str()),
		"RateLimit": header(`What is left of each policy: r requests remaining, t seconds until reset, e.g. `+
			`"burst";r=9;t=1, "month";r=990;t=712633.`, str()),
		"WWW-Authenticate": header("The challenge: "+bearerChallenge+".", str()),
	}
}

// componentParameters are the query and header parameters shared by the
// collections.
func componentParameters() openapi3.ParametersMap {
	limit := openapi3.NewIntegerSchema().WithMin(1).WithMax(search.MaxLimit).WithDefault(search.DefaultLimit)
	return openapi3.ParametersMap{
		"limit": queryParam("limit", "Page size, 1 to 100; above 100 is a 400 (no silent truncation).", limit),
		"cursor": queryParam("cursor", "Opaque value from a previous meta.next; never construct one; valid only with "+
			"the same filters and order.", openapi3.NewStringSchema().WithMinLength(1).WithPattern(cursorPattern)),
		"source": queryParam("source", "One scraper stem (see /v1/sources); not a list.", openapi3.NewStringSchema()),
		"count": queryParam("count", "true adds the exact meta.total; meta.count stays the page size. If the count "+
			"fails the page returns without total.", openapi3.NewBoolSchema()),
		"If-None-Match": {Value: &openapi3.Parameter{Name: "If-None-Match", In: openapi3.ParameterInHeader,
			Description: "An ETag from an earlier 200; answered with 304 and no body while data is unchanged.",
			Schema:      inline(openapi3.NewStringSchema())}},
	}
}

// queryParam is an inline query parameter.
func queryParam(name, desc string, s *openapi3.Schema) *openapi3.ParameterRef {
	return &openapi3.ParameterRef{Value: &openapi3.Parameter{Name: name, In: openapi3.ParameterInQuery, Description: desc, Schema: inline(s)}}
}

// highlightsSchema describes meta.highlights: row id → field → fragments.
func highlightsSchema() *openapi3.Schema {
	fragments := openapi3.NewArraySchema().WithItems(described(openapi3.NewStringSchema(),
		"About 160 characters of the field, HTML-escaped, each matched term wrapped in `<mark>` and `</mark>`."))
	fragments.MaxItems = openapi3.Uint64Ptr(3)
	fields := openapi3.NewObjectSchema().WithAdditionalProperties(fragments)
	fields.Description = "Field name (e.g. title, company.name, description) to its marked fragments; only fields with a match."
	return described(openapi3.NewObjectSchema().WithAdditionalProperties(fields),
		"With highlight=true only: for each row of the page that matched in a highlighted field, its id to the marked fragments.")
}

// envelopeSchemas are the schemas every body shares: the two metas, the
// error and the error envelope.
func envelopeSchemas() openapi3.Schemas {
	requestID := described(openapi3.NewStringSchema(), "Quote when reporting a problem.")
	listMeta := described(openapi3.NewObjectSchema(), "Meta of a collection: next and count always, total with "+
		"`count=true`, highlights and facets when asked for, relaxed with `order=relevance`.")
	listMeta.Required = []string{"next", "count", "request_id"}
	listMeta.Properties = openapi3.Schemas{
		"next":       inline(described(openapi3.NewStringSchema().WithNullable(), "Opaque cursor for the following page; null on the last page.")),
		"count":      inline(described(openapi3.NewIntegerSchema(), "Items in data.")),
		"total":      inline(described(openapi3.NewInt64Schema(), "Rows matched across all pages; present only with `count=true`.")),
		"request_id": inline(requestID),
		"highlights": inline(highlightsSchema()),
		"facets":     inline(facetsSchema()),
		"relaxed": inline(described(openapi3.NewArraySchema().WithItems(openapi3.NewStringSchema()),
			"With order=relevance only: the words of q, as typed, that rows of the result need not hold (words that only "+
				"qualify the job, such as junior, part-time or taksi: rows holding them rank first); [] when every word must "+
				"match. Under every other order each word of q but stop words must match, and relaxed is absent.")),
		"copies": inline(described(openapi3.NewObjectSchema().WithAdditionalProperties(
			openapi3.NewArraySchema().WithItems(openapi3.NewStringSchema())),
			"With collapse=duplicates only: each returned row's id that has other selected copies to their ids, in canonical order.")),
	}
	itemMeta := described(openapi3.NewObjectSchema(), "Meta of a single resource or an error: only request_id.")
	itemMeta.Required = []string{"request_id"}
	itemMeta.Properties = openapi3.Schemas{"request_id": inline(requestID)}

	codes := make([]any, len(errorCodes))
	for i, c := range errorCodes {
		codes[i] = c
	}
	apiError := described(openapi3.NewObjectSchema(), "What went wrong; the HTTP status is authoritative.")
	apiError.Required = []string{"code", "message"}
	apiError.Properties = openapi3.Schemas{
		"code":    inline(described(openapi3.NewStringSchema().WithEnum(codes...), "Stable code to branch on.")),
		"message": inline(described(openapi3.NewStringSchema(), "Human-readable; names the offending parameter on a 400.")),
	}
	return openapi3.Schemas{
		"ListMeta": inline(listMeta),
		"ItemMeta": inline(itemMeta),
		"Error":    inline(apiError),
		"ErrorEnvelope": inline(envelopeSchema("Body of every error response.",
			inline(described(openapi3.NewObjectSchema().WithNullable(), "Always null on failure.")),
			schemaRef("ItemMeta"), schemaRef("Error"))),
	}
}

// components are the shared schemas, parameters, headers, responses and the
// bearer scheme.
func (b *openAPIBuilder) components() *openapi3.Components {
	maps.Copy(b.schemas, envelopeSchemas())
	return &openapi3.Components{
		Schemas:    b.schemas,
		Parameters: componentParameters(),
		Headers:    componentHeaders(),
		Responses:  componentResponses(),
		SecuritySchemes: openapi3.SecuritySchemes{"bearer": {Value: &openapi3.SecurityScheme{
			Type: "http", Scheme: "bearer", Description: "`Authorization: Bearer <API_KEY>`."}}},
	}
}
