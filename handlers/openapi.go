package handlers

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/getkin/kin-openapi/openapi3"

	"readapi"
)

// The OpenAPI document is generated once from the dataset descriptions in
// package search, so routes, parameters and fields cannot drift from what
// the server accepts and returns. This file builds the paths and their
// operations; openapi_schema.go builds the components they refer to.

// OpenAPI returns the API's OpenAPI 3.0.3 document (the bare document; the
// /v1/openapi.json route serves it as the envelope's data).
func OpenAPI() ([]byte, error) {
	doc, err := openAPIDocument()
	return bytes.Clone(doc), err
}

// openAPIDocument is the encoded document, built at first use.
var openAPIDocument = sync.OnceValues(func() (json.RawMessage, error) {
	doc, err := buildOpenAPI()
	if err != nil {
		return nil, err
	}
	return encodeOpenAPI(doc)
})

func (s *Server) openapi(r *http.Request) (*response, error) {
	if err := noParams(r); err != nil {
		return nil, err
	}
	doc, err := openAPIDocument()
	if err != nil {
		return nil, err
	}
	return &response{data: doc}, nil
}

// rawOpenAPI serves the bare document at /openapi.json, where tools look
// for it: outside the envelope, needing no key, with an ETag over the
// document and a 304 for a matching If-None-Match. Its failures (an unknown
// parameter) are envelopes like every error.
func (s *Server) rawOpenAPI(w http.ResponseWriter, r *http.Request) {
	routeName(w, rawOpenAPIPath)
	if err := checkQuery(r.URL.RawQuery); err != nil {
		writeError(w, r, err)
		return
	}
	if err := noParams(r); err != nil {
		writeError(w, r, err)
		return
	}
	doc, err := openAPIDocument()
	if err != nil {
		writeError(w, r, err)
		return
	}
	tag := etag(doc)
	w.Header().Set("ETag", tag)
	w.Header().Set("Cache-Control", cacheControl)
	if inm := r.Header.Get("If-None-Match"); inm != "" && matches(inm, tag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	writeBody(w, http.StatusOK, doc)
}

// rawOpenAPIPath is where the bare document is served.
const rawOpenAPIPath = "/openapi.json"

// encodeOpenAPI encodes the document compactly with sorted keys. kin-openapi
// escapes <, > and & as \u003c...; decoding and re-encoding with marshal
// keeps them readable.
func encodeOpenAPI(doc *openapi3.T) (json.RawMessage, error) {
	raw, err := json.Marshal(doc)
	if err != nil {
		return nil, fmt.Errorf("openapi: %w", err)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("openapi: %w", err)
	}
	return marshal(v)
}

// buildOpenAPI generates the document from the descriptions.
func buildOpenAPI() (*openapi3.T, error) {
	b := &openAPIBuilder{paths: openapi3.NewPaths(), schemas: openapi3.Schemas{}, shapes: map[string]bool{}}
	tags := openapi3.Tags{{Name: "service", Description: "The service itself: its sources and this document."}}
	for _, d := range readapi.All {
		tags = append(tags, &openapi3.Tag{Name: d.Name, Description: d.Doc})
		b.dataset(d, d.Name)
		b.dataset(readapi.Removed(d), d.Name)
		b.suggestions(d)
	}
	b.serviceRoutes()
	b.specialRoutes()
	examples, err := loadExamples()
	if err != nil {
		return nil, err
	}
	components := b.components()
	b.addExamples(examples)
	doc := &openapi3.T{
		OpenAPI: "3.0.3",
		Info: &openapi3.Info{
			Title:   "readapi",
			Version: "v1",
			License: &openapi3.License{Name: "Proprietary: the data and the API are served under the terms of each key's plan"},
			Description: "Read-only JSON API over data collected by scrapers and probes: jobs, events, quotes, rates, " +
				"genome release markers and URL reachability, plus a shared sources listing. Every response is the " +
				"envelope {data, meta, error}; collections are paged with opaque cursors (meta.next). Every dataset " +
				"path needs `Authorization: Bearer <API_KEY>`; /v1/sources and this document need none. An unknown query " +
				"parameter is a 400 naming it. Every 200 carries a strong ETag over data; If-None-Match gives a 304.",
		},
		Servers:    openapi3.Servers{{URL: "/"}},
		Tags:       tags,
		Paths:      b.paths,
		Components: components,
	}
	return doc, b.err
}

// openAPIBuilder accumulates the document's paths and resource schemas.
type openAPIBuilder struct {
	paths   *openapi3.Paths
	schemas openapi3.Schemas
	// shapes records whether each named shape's schema is nullable.
	shapes map[string]bool
	err    error
}

func (b *openAPIBuilder) fail(err error) {
	if b.err == nil {
		b.err = err
	}
}

// operation describes one GET operation.
type operation struct {
	id, tag, summary, description string
	params                        openapi3.Parameters
	// envelope is the 200 body's schema; html operations answer a page
	// instead.
	envelope *openapi3.SchemaRef
	html     bool
	// guarded operations need a key: they document 401, 403 and 429 and
	// report the key's position in their headers.
	guarded bool
	// errors are the documented error statuses besides 400 and 503.
	errors []int
}

func (b *openAPIBuilder) add(path string, op operation) {
	if b.paths.Value(path) != nil {
		b.fail(fmt.Errorf("openapi: path %s documented twice", path))
		return
	}
	ok := openapi3.NewResponse().WithDescription("Success.")
	if op.html {
		ok.Content = openapi3.NewContentWithSchema(described(openapi3.NewStringSchema(), "An HTML page."), []string{"text/html"})
	} else {
		ok = ok.WithJSONSchemaRef(op.envelope)
	}
	ok.Headers = headerRefs(validatorHeaders...)
	statuses := append([]int{http.StatusBadRequest, http.StatusServiceUnavailable}, op.errors...)
	// An open operation says so with an empty list (no key needed).
	security := &openapi3.SecurityRequirements{}
	if op.guarded {
		maps.Copy(ok.Headers, headerRefs(limitHeaders...))
		statuses = append(statuses, http.StatusUnauthorized, http.StatusForbidden, http.StatusTooManyRequests)
		security = &openapi3.SecurityRequirements{openapi3.NewSecurityRequirement().Authenticate("bearer")}
	}
	responses := openapi3.NewResponses(
		openapi3.WithStatus(http.StatusOK, &openapi3.ResponseRef{Value: ok}),
		openapi3.WithStatus(http.StatusNotModified, responseRef("NotModified")),
	)
	for _, status := range statuses {
		responses.Set(strconv.Itoa(status), responseRef(errorResponses[status].name))
	}
	// Each operation has a 400 of its own, to carry its own example.
	responses.Set(strconv.Itoa(http.StatusBadRequest), &openapi3.ResponseRef{Value: failureResponse(http.StatusBadRequest)})
	get := &openapi3.Operation{
		OperationID: op.id,
		Tags:        []string{op.tag},
		Summary:     op.summary,
		Description: op.description,
		Parameters:  append(op.params, parameterRef("If-None-Match")),
		Responses:   responses,
		Security:    security,
	}
	b.paths.Set(path, &openapi3.PathItem{Get: get})
}

var nonWord = regexp.MustCompile(`[^A-Za-z0-9]+`)

// operationID names an operation after its path: list + JobsRemoved.
func operationID(prefix, path string) string {
	var b strings.Builder
	b.WriteString(prefix)
	for _, seg := range strings.Split(strings.TrimPrefix(path, "/v1/"), "/") {
		if strings.HasPrefix(seg, "{") {
			b.WriteString("ById")
			continue
		}
		for _, word := range nonWord.Split(seg, -1) {
			if word != "" {
				b.WriteString(strings.ToUpper(word[:1]) + word[1:])
			}
		}
	}
	return b.String()
}

// idParam is the {id} of a single-resource path.
func idParam(desc string) *openapi3.ParameterRef {
	return &openapi3.ParameterRef{Value: openapi3.NewPathParameter("id").WithSchema(openapi3.NewStringSchema()).WithDescription(desc)}
}

// includeParam documents the include parameter of d's paths; on one
// record, which carries its bodies always, its tokens are RecordIncludes
// (itemInclude answers bodies with a 400).
func includeParam(d *readapi.Dataset, oneRecord bool) *openapi3.ParameterRef {
	accepted := d.Includes
	if oneRecord {
		accepted = d.RecordIncludes()
	}
	tokens := make([]any, 0, len(accepted))
	var says []string
	for _, v := range accepted {
		tokens = append(tokens, v)
		switch v {
		case readapi.BodiesInclude:
			says = append(says, "bodies adds the fields only the single-resource path carries otherwise")
		case readapi.DerivedField:
			says = append(says, "derived adds the derived object (what the row is in the vocabularies of /v1/vocabularies)")
		}
	}
	return listParam(queryParam("include", "Comma-separated tokens; "+strings.Join(says, "; ")+". An unrecognised token is a 400.",
		openapi3.NewArraySchema().WithItems(openapi3.NewStringSchema().WithEnum(tokens...))))
}

// withInclude adds the include parameter to the parameters of one of d's
// paths, where d has it (oneRecord: see includeParam).
func withInclude(d *readapi.Dataset, oneRecord bool, params ...*openapi3.ParameterRef) openapi3.Parameters {
	if len(d.Includes) > 0 {
		params = append(params, includeParam(d, oneRecord))
	}
	return params
}

// dataset documents a description's collections and single resources under
// the given tag.
func (b *openAPIBuilder) dataset(d *readapi.Dataset, tag string) {
	b.resource(d.Resource, d.Doc, d.Fields)
	for _, p := range d.ListPaths {
		path := "/v1" + p
		b.add(path, operation{
			id: operationID("list", path), tag: tag, guarded: true,
			summary: "List " + d.Resource + " rows",
			description: d.Doc + " Returns a page of " + d.Resource + " rows, default order " + d.DefaultOrder +
				"; follow meta.next until it is null." + presenceNote(d),
			params:   b.queryParams(d),
			envelope: b.envelopeOf(d.Resource, true),
		})
	}
	for _, p := range d.ItemPaths {
		path := "/v1" + p
		b.add(path, operation{
			id: operationID("get", path), tag: tag, guarded: true,
			summary: "Get one " + d.Resource,
			description: d.Doc + " Returns one " + d.Resource + " with every field. An unknown id is a 404; " +
				"an id removed at the request of the employer or individual concerned is a 410 (delete any copy).",
			params:   withInclude(d, true, idParam("The record's id exactly as received (opaque); percent-encode reserved characters.")),
			envelope: b.envelopeOf(d.Resource, false),
			errors:   []int{http.StatusNotFound, http.StatusGone},
		})
	}
	if p := d.CopiesPath(); p != "" {
		path := "/v1" + p
		b.add(path, operation{
			id: operationID("list", path), tag: tag, guarded: true,
			summary: "List the other copies of one " + d.Resource,
			description: "Every other " + d.Resource + " of the id's group of copies (the same posting published by " +
				"several sources, or twice by one), retired ones included, in the group's canonical order: active " +
				"before retired, then employer, board, platform, agency, aggregator, unknown, then the earliest " +
				"first_seen_at, then the smallest id. In the collection shape, with meta.count and no cursor; an empty " +
				"array when it has none. An unknown id is a 404, a removed one a 410.",
			params:   withInclude(d, false, idParam("The record's id exactly as received (opaque); percent-encode reserved characters.")),
			envelope: b.envelopeOf(d.Resource, true),
			errors:   []int{http.StatusNotFound, http.StatusGone},
		})
		path = "/v1" + d.SimilarPath()
		b.add(path, operation{
			id: operationID("list", path), tag: tag, guarded: true,
			summary: "List the " + d.Resource + " rows most like one",
			description: "The active " + d.Resource + " rows most like the id's (title first, then body, across the " +
				"three languages through the job-title synonyms), most similar first, ties by id; never the row itself " +
				"nor its copies, and at most one row of any group of copies (its first active copy in canonical order). " +
				"In the collection shape, with meta.count and no cursor. An unknown id is a 404, a removed one a 410.",
			params: withInclude(d, false, idParam("The record's id exactly as received (opaque); percent-encode reserved characters."),
				queryParam("limit", "Rows returned, 1 to 50.", openapi3.NewIntegerSchema().WithMin(1).
					WithMax(readapi.MaxSimilarLimit).WithDefault(readapi.DefaultSimilarLimit))),
			envelope: b.envelopeOf(d.Resource, true),
			errors:   []int{http.StatusNotFound, http.StatusGone},
		})
	}
}

// serviceRoutes documents the open routes: the sources listing, this
// document and the page that renders it (not its assets, whose names
// change with them).
func (b *openAPIBuilder) serviceRoutes() {
	b.resource("Source", "One source of one dataset, with counts and freshness.", readapi.SourceFields)
	b.add("/v1/sources", operation{
		id: "listSources", tag: "service", summary: "List every source",
		description: "Every source of every dataset with counts and freshness; needs no key; not paged (meta.next is null).",
		envelope:    b.envelopeOf("Source", true),
	})
	b.vocabularyRoutes()
	b.add("/v1/openapi.json", operation{
		id: "getOpenAPI", tag: "service", summary: "This document",
		description: "The OpenAPI document of the API, as the envelope's data; needs no key.",
		envelope:    inline(successEnvelope("", inline(documentSchema()), "ItemMeta")),
	})
	b.add(rawOpenAPIPath, operation{
		id: "getOpenAPIDocument", tag: "service", summary: "This document, bare",
		description: "The same OpenAPI document outside the envelope, where tools look for it; needs no key. " +
			"Its errors are envelopes like every other.",
		envelope: inline(documentSchema()),
	})
	b.add(docsPath, operation{
		id: "getDocs", tag: "service", summary: "This document, rendered",
		description: "This document rendered by Swagger UI, which the API serves itself (the page loads nothing from " +
			"elsewhere); needs no key. Its Authorize box takes an API key for Try it out. Its errors are envelopes " +
			"like every other.",
		html: true,
	})
}

// documentSchema is this document, as a free-form object.
func documentSchema() *openapi3.Schema {
	return described(openapi3.NewObjectSchema().WithAnyAdditionalProperties(), "The OpenAPI 3.0.3 document.")
}

// specialRoutes documents the routes outside the dataset pattern: the
// quotation of the day, the latest rates and venues.
func (b *openAPIBuilder) specialRoutes() {
	b.add("/v1/quotes/random", operation{
		id: operationID("get", "/v1/quotes/random"), tag: readapi.Quotes.Name, guarded: true,
		summary: "Quotation of the day",
		description: "Returns one " + readapi.RandomQuotes.Resource + " from the curated pool. The same date and filters " +
			"always return the same quotation while the pool is unchanged; 404 when no quotation matches.",
		params:   b.queryParams(readapi.RandomQuotes),
		envelope: b.envelopeOf(readapi.RandomQuotes.Resource, false),
		errors:   []int{http.StatusNotFound},
	})
	b.add("/v1/rates/latest", operation{
		id: operationID("list", "/v1/rates/latest"), tag: readapi.Rates.Name, guarded: true,
		summary: "Rates of the latest bulletin",
		description: "Returns the " + readapi.LatestRates.Resource + " rows of one resolved date, the latest bulletin " +
			"under the filters, ordered by code; not paged (meta.next is null).",
		params:   b.queryParams(readapi.LatestRates),
		envelope: b.envelopeOf(readapi.LatestRates.Resource, true),
	})
	// The resource is the events' venue schema, which is nullable there; a
	// 200's data is never null.
	b.shape(readapi.VenueShape, true)
	b.add("/v1/venues/{id}", operation{
		id: operationID("get", "/v1/venues/{id}"), tag: readapi.Events.Name, guarded: true,
		summary:     "Get one Venue",
		description: "Returns one Venue by the slug in an event's venue.id; an unknown slug is a 404.",
		params:      openapi3.Parameters{idParam("The venue slug from an event's venue.id.")},
		envelope:    b.envelopeOf("Venue", false),
		errors:      []int{http.StatusNotFound},
	})
	b.link("/v1/events", "venue", operationID("get", "/v1/venues/{id}"), "$response.body#/data/0/venue/id",
		"The venue of the page's first event (its venue.id), when it has one.")
}

// link adds an OpenAPI link to the 200 of the operation at from: the id of
// the target operation taken from the response at expr.
func (b *openAPIBuilder) link(from, name, target, expr, desc string) {
	item := b.paths.Value(from)
	if item == nil || item.Get == nil {
		b.fail(fmt.Errorf("openapi: link %s from undocumented %s", name, from))
		return
	}
	ok := item.Get.Responses.Status(http.StatusOK).Value
	if ok.Links == nil {
		ok.Links = openapi3.Links{}
	}
	ok.Links[name] = &openapi3.LinkRef{Value: &openapi3.Link{OperationID: target, Description: desc,
		Parameters: map[string]any{"id": expr}}}
}

// queryParams documents every query parameter a collection (or view)
// accepts: the common ones, q, include and the filters.
func (b *openAPIBuilder) queryParams(d *readapi.Dataset) openapi3.Parameters {
	common := d.Common
	if common == nil {
		common = readapi.CommonParams
	}
	var params openapi3.Parameters
	for _, name := range common {
		switch name {
		case "order":
			var values []any
			for _, v := range d.AcceptedOrders() {
				values = append(values, v)
			}
			doc := "Sort field, optionally prefixed `-` to reverse; default `" + d.DefaultOrder +
				"`. Rows with no value in the sort column sort last in either direction."
			if len(d.FullText) > 0 {
				doc += " `relevance` (only with `q`, never `-relevance`): best match first, ties by id; the words of q that " +
					"only qualify need not match there (meta.relaxed lists them)."
			}
			if d.Location != "" {
				doc += " `distance` (only with `near`, never `-distance`): nearest first, ties by id."
			}
			order := openapi3.NewStringSchema().WithEnum(values...).WithDefault(d.DefaultOrder)
			order.Extensions = map[string]any{"x-enum-varnames": orderNames(d.AcceptedOrders())}
			params = append(params, queryParam("order", doc, order))
		case "source":
			if d.SourceMustExist {
				params = append(params, queryParam("source", "One scraper stem (see /v1/sources); not a list. "+
					"An unknown stem is a 400 naming it.", openapi3.NewStringSchema()))
				continue
			}
			params = append(params, parameterRef(name))
		case "limit", "cursor", "count":
			params = append(params, parameterRef(name))
		default:
			b.fail(fmt.Errorf("openapi: %s: undocumented common parameter %q", d.Name, name))
		}
	}
	if len(d.FullText) > 0 {
		var fields []string
		for _, f := range d.FullText {
			fields = append(fields, strings.SplitN(f, "^", 2)[0])
		}
		params = append(params, queryParam("q", "Full-text match on "+strings.Join(fields, ", ")+
			": every word must match (exactly, stemmed, through a job-title synonym, or as Russian typed in Latin letters; "+
			"stop words such as in, və, в need not; with order=relevance neither need the words that only qualify, "+
			"such as junior, part-time, taksi: meta.relaxed). Operators: \"two words\" a phrase; -word or -\"two words\" excludes; "+
			"a OR b either (capital OR, binds tighter than the implicit AND); word* a prefix (at least 2 characters).",
			openapi3.NewStringSchema()))
	}
	if len(d.Includes) > 0 {
		params = append(params, includeParam(d, false))
	}
	params = append(params, facetParams(d)...)
	if d.CopiesPath() != "" {
		params = append(params, queryParam("collapse", "duplicates returns one row per group of copies: the selected copy "+
			"first in its group's canonical order, with meta.copies (each returned row's id to the ids of its other "+
			"selected copies, in canonical order); count=true counts groups, facets count groups (a group counts under "+
			"a value when any of its selected copies has it) and cursors walk each group once. Any other value is a "+
			"400. Default: no collapsing.",
			openapi3.NewStringSchema().WithEnum("duplicates")))
	}
	for _, f := range d.Filters {
		s, err := filterSchema(f)
		if err != nil {
			b.fail(fmt.Errorf("%w (parameter %s of %s)", err, f.Param, d.Name))
			continue
		}
		// A filter's default is stated in its description, never as a
		// schema default: generated clients send a schema default
		// explicitly, which would pin their callers to today's default of
		// a parameter whose default the spec may move (jobs active).
		if !f.List {
			params = append(params, queryParam(f.Param, f.Doc, s))
			continue
		}
		list := openapi3.NewArraySchema().WithItems(s)
		if !f.EmptyMeansNone() {
			list.MinItems = 1
		}
		params = append(params, listParam(queryParam(f.Param, f.Doc, list)))
	}
	return params
}

// orderNames names the values of order for generated enums: -field is
// field_desc (a generator would otherwise call it VALUE_1).
func orderNames(values []string) []any {
	names := make([]any, len(values))
	for i, v := range values {
		if field, ok := strings.CutPrefix(v, "-"); ok {
			v = field + "_desc"
		}
		names[i] = v
	}
	return names
}

// listParam marks a parameter as a comma-separated list.
func listParam(p *openapi3.ParameterRef) *openapi3.ParameterRef {
	p.Value.Style, p.Value.Explode = openapi3.SerializationForm, openapi3.Ptr(false)
	return p
}

// presenceNote tells which fields a collection row leaves out.
func presenceNote(d *readapi.Dataset) string {
	var itemOnly, bodies []string
	for _, f := range d.Fields {
		switch f.Presence {
		case readapi.ItemOnly:
			itemOnly = append(itemOnly, f.Name)
		case readapi.ItemOrBodies:
			bodies = append(bodies, f.Name)
		}
	}
	var note string
	if len(itemOnly) > 0 {
		note += " Rows leave out " + strings.Join(itemOnly, ", ") + " (single-resource path only)."
	}
	if len(bodies) > 0 {
		note += " Rows carry " + strings.Join(bodies, ", ") + " only with include=bodies."
	}
	return note
}

// vocabularyRoutes documents /v1/vocabularies and /v1/vocabularies/{name}.
func (b *openAPIBuilder) vocabularyRoutes() {
	b.resource("VocabularyTerm", "One term of a vocabulary: the id the derived fields, filters and facets use, and its names.", vocabularyTermFields)
	names := inline(&openapi3.Schema{Type: &openapi3.Types{openapi3.TypeArray}, Items: inline(openapi3.NewStringSchema())})
	b.schemas["VocabularyNames"] = inline(successEnvelope("Envelope with the names of the vocabularies.", names, "ListMeta"))
	b.add("/v1/vocabularies", operation{
		id: "listVocabularies", tag: "service", summary: "List the vocabularies",
		description: "The names of the vocabularies the derived fields (include=derived) take their ids from; needs no key, takes no credit.",
		envelope:    schemaRef("VocabularyNames"),
	})
	b.add("/v1/vocabularies/{name}", operation{
		id: "getVocabulary", tag: "service", summary: "List the terms of one vocabulary",
		description: "Every term of the vocabulary in its own order, with meta.count and no cursor; a retired term stays " +
			"listed with retired true and derives no new row. place is the one open vocabulary: the venues of the data " +
			"files, then every other place the events derive to (a venue's own id), labelled with its most frequent " +
			"published name. Needs no key, takes no credit. An unknown name is a 404.",
		params: openapi3.Parameters{{Value: openapi3.NewPathParameter("name").WithSchema(openapi3.NewStringSchema()).
			WithDescription("A name /v1/vocabularies lists.")}},
		envelope: b.envelopeOf("VocabularyTerm", true),
		errors:   []int{http.StatusNotFound},
	})
}

// vocabularyTermFields are the members of a VocabularyTerm.
var vocabularyTermFields = []readapi.Field{
	{Name: "id", Kind: readapi.String, Doc: "Never changes meaning once served."},
	{Name: "labels", Kind: readapi.Object, Doc: "The term's names.", Shape: &readapi.Shape{Name: "VocabularyLabels",
		Doc: "A term's names in Azerbaijani, Russian and English.", Fields: []readapi.Field{
			{Name: "az", Kind: readapi.String, Doc: "In Azerbaijani."},
			{Name: "ru", Kind: readapi.String, Doc: "In Russian."},
			{Name: "en", Kind: readapi.String, Doc: "In English."},
		}}},
	{Name: "parent", Kind: readapi.String, Nullable: true, Doc: "An id of the parents vocabulary (an occupation's field, a genre's kind), else null."},
	{Name: "retired", Kind: readapi.Boolean, Presence: readapi.AbsentWhenNone, Doc: "true on a term that derives no new row; absent otherwise."},
}
