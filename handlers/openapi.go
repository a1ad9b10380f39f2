package handlers

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"readapi/search"
)

// The OpenAPI document is generated from the dataset descriptions in package
// search, so routes, parameters and fields cannot drift from what the server
// accepts and returns. Routes added later through Server.Extra document
// themselves with RegisterOpenAPIPath.

// openAPI holds the generated document and the paths registered later.
var openAPI struct {
	mu sync.Mutex
	// extra are the registered path items, already encoded.
	extra map[string]json.RawMessage
	// err is the first registration error, reported by every build.
	err error
	// doc is the built document; nil until built or after a registration.
	doc json.RawMessage
}

// RegisterOpenAPIPath documents a route added after the built-in ones (for
// example through Server.Extra). path is the OpenAPI path template (such as
// "/v1/jobs/stats") and item its Path Item Object; an item registered for a
// generated path replaces the generated one. The item may refer to the
// generated components: the schemas (each resource by name, such as Job, and
// Meta, ListMeta, ItemMeta, Error, Envelope, ErrorEnvelope), the parameters
// (limit, cursor, source, count, If-None-Match), the responses (NotModified,
// BadRequest, Unauthorized, Forbidden, NotFound, Gone, TooManyRequests,
// Unavailable), the headers (ETag, Cache-Control, X-Request-Id, Retry-After,
// X-Quota-Limit, X-Quota-Used) and the security scheme "bearer". Register
// before the server starts, e.g. from an init function.
func RegisterOpenAPIPath(path string, item map[string]any) {
	raw, err := marshal(item)
	openAPI.mu.Lock()
	defer openAPI.mu.Unlock()
	switch {
	case openAPI.err != nil:
		return
	case err != nil:
		openAPI.err = fmt.Errorf("openapi: path %s: %w", path, err)
		return
	case !strings.HasPrefix(path, "/"):
		openAPI.err = fmt.Errorf("openapi: path %q does not start with /", path)
		return
	}
	if openAPI.extra == nil {
		openAPI.extra = map[string]json.RawMessage{}
	}
	openAPI.extra[path] = raw
	openAPI.doc = nil
}

// OpenAPI returns the API's OpenAPI 3.0.3 document (the bare document; the
// /v1/openapi.json route serves it as the envelope's data).
func OpenAPI() ([]byte, error) {
	doc, err := openAPIDocument()
	return bytes.Clone(doc), err
}

// openAPIDocument returns the shared, built document.
func openAPIDocument() (json.RawMessage, error) {
	openAPI.mu.Lock()
	defer openAPI.mu.Unlock()
	if openAPI.err != nil {
		return nil, openAPI.err
	}
	if openAPI.doc == nil {
		doc, err := buildOpenAPI(openAPI.extra)
		if err != nil {
			return nil, err
		}
		openAPI.doc = doc
	}
	return openAPI.doc, nil
}

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

// obj is a JSON object of the document.
type obj = map[string]any

// sourceFields are the fields of a /v1/sources row (search.SourceRow).
var sourceFields = []search.Field{
	{Name: "source", Kind: search.String, Doc: "The stem; the value ?source= takes; first half of every job id."},
	{Name: "name", Kind: search.String, Nullable: true, Doc: "Display name; null where there is no registry entry."},
	{Name: "url", Kind: search.String, Nullable: true, Doc: "Source's own website (a job's source_url)."},
	{Name: "jobs_url", Kind: search.String, Nullable: true, Doc: "Page the vacancies are read from."},
	{Name: "dataset", Kind: search.String, Doc: "The dataset the source feeds: " + strings.Join(datasetNames(), ", ") + "."},
	{Name: "source_type", Kind: search.String, Nullable: true, Doc: "employer, platform, agency, board, aggregator or unknown; null for non-jobs datasets."},
	{Name: "records", Kind: search.Integer, Doc: "Rows in the current-state table, including retired jobs."},
	{Name: "live_records", Kind: search.Integer, Doc: "For jobs, the rows active=true returns; otherwise equals records."},
	{Name: "aggregator", Kind: search.Boolean, Doc: "True when the source republishes other boards' postings."},
	{Name: "last_ingested_at", Kind: search.Timestamp, Nullable: true, Doc: "When a batch was last accepted; says the scraper ran, not that anything changed."},
	{Name: "quality", Kind: search.Object, Nullable: true, Doc: "{description_pct, location_pct, duplicate_url_pct} over the live rows; null on non-jobs datasets and on jobs sources with no live rows."},
}

// datasetNames lists the dataset slugs.
func datasetNames() []string {
	var out []string
	for _, d := range search.All {
		out = append(out, d.Name)
	}
	return out
}

func ref(kind, name string) obj { return obj{"$ref": "#/components/" + kind + "/" + name} }

// kindSchema maps a description's kind to a JSON schema.
func kindSchema(k search.Kind) (obj, error) {
	switch k {
	case search.String:
		return obj{"type": "string"}, nil
	case search.Number:
		return obj{"type": "number"}, nil
	case search.Integer:
		return obj{"type": "integer"}, nil
	case search.Boolean:
		return obj{"type": "boolean"}, nil
	case search.Timestamp:
		return obj{"type": "string", "format": "date-time"}, nil
	case search.Date:
		return obj{"type": "string", "format": "date"}, nil
	case search.Object:
		return obj{"type": "object"}, nil
	case search.Array:
		return obj{"type": "array", "items": obj{}}, nil
	}
	return nil, fmt.Errorf("openapi: unknown kind %q", k)
}

// typedValue converts a parameter value written as text to the kind's JSON
// type (for defaults and enums).
func typedValue(k search.Kind, v string) any {
	switch k {
	case search.Boolean:
		if b, err := strconv.ParseBool(v); err == nil {
			return b
		}
	case search.Integer:
		if n, err := strconv.ParseInt(v, 10, 64); err == nil {
			return n
		}
	case search.Number:
		if n, err := strconv.ParseFloat(v, 64); err == nil {
			return n
		}
	}
	return v
}

var presenceNames = map[search.Presence]string{
	search.AbsentWhenNone: "absent-when-none",
	search.ItemOnly:       "item-only",
	search.ItemOrBodies:   "item-or-bodies",
}

// resourceSchema builds a resource's schema from its fields. Keys that are
// not always present are left out of required and carry x-presence.
func resourceSchema(doc string, fields []search.Field) (obj, error) {
	props := obj{}
	var required []string
	for _, f := range fields {
		s, err := kindSchema(f.Kind)
		if err != nil {
			return nil, fmt.Errorf("%w (field %s)", err, f.Name)
		}
		if f.Doc != "" {
			s["description"] = f.Doc
		}
		if f.Nullable {
			s["nullable"] = true
		}
		if f.Presence == search.Always {
			required = append(required, f.Name)
		} else {
			s["x-presence"] = presenceNames[f.Presence]
		}
		props[f.Name] = s
	}
	s := obj{"type": "object", "properties": props, "required": required}
	if doc != "" {
		s["description"] = doc
	}
	return s, nil
}

// openAPIBuilder accumulates the document's paths and components.
type openAPIBuilder struct {
	paths   obj
	schemas obj
	err     error
}

func (b *openAPIBuilder) fail(err error) {
	if b.err == nil {
		b.err = err
	}
}

func (b *openAPIBuilder) resource(name, doc string, fields []search.Field) {
	if _, ok := b.schemas[name]; ok {
		return
	}
	s, err := resourceSchema(doc, fields)
	if err != nil {
		b.fail(fmt.Errorf("%w in %s", err, name))
		return
	}
	b.schemas[name] = s
}

// envelopeOf returns a reference to the envelope schema whose data is one
// resource (list false) or an array of them (list true).
func (b *openAPIBuilder) envelopeOf(resource string, list bool) obj {
	name, data, meta := resource+"Item", ref("schemas", resource), "ItemMeta"
	desc := "Envelope with one " + resource + "."
	if list {
		name, data, meta = resource+"List", obj{"type": "array", "items": ref("schemas", resource)}, "ListMeta"
		desc = "Envelope with a page of " + resource + " rows."
	}
	if _, ok := b.schemas[name]; !ok {
		b.schemas[name] = obj{
			"type": "object", "description": desc, "required": []string{"data", "meta", "error"},
			"properties": obj{
				"data":  data,
				"meta":  ref("schemas", meta),
				"error": obj{"type": "object", "nullable": true, "description": "Always null on success."},
			},
		}
	}
	return ref("schemas", name)
}

// operation describes one GET operation.
type operation struct {
	id, tag, summary, description string
	params                        []any
	// envelope is the 200 body's schema.
	envelope obj
	guarded  bool
	// errors are the documented error statuses besides 400 and 503.
	errors []int
}

var errorResponses = map[int]string{
	http.StatusBadRequest:         "BadRequest",
	http.StatusUnauthorized:       "Unauthorized",
	http.StatusForbidden:          "Forbidden",
	http.StatusNotFound:           "NotFound",
	http.StatusGone:               "Gone",
	http.StatusTooManyRequests:    "TooManyRequests",
	http.StatusServiceUnavailable: "Unavailable",
}

func (b *openAPIBuilder) add(path string, op operation) {
	if _, ok := b.paths[path]; ok {
		b.fail(fmt.Errorf("openapi: path %s documented twice", path))
		return
	}
	responses := obj{
		"200": obj{
			"description": "Success.",
			"headers": obj{
				"ETag":          ref("headers", "ETag"),
				"Cache-Control": ref("headers", "Cache-Control"),
				"X-Request-Id":  ref("headers", "X-Request-Id"),
			},
			"content": obj{"application/json": obj{"schema": op.envelope}},
		},
		"304": ref("responses", "NotModified"),
	}
	statuses := append([]int{http.StatusBadRequest, http.StatusServiceUnavailable}, op.errors...)
	if op.guarded {
		statuses = append(statuses, http.StatusUnauthorized, http.StatusForbidden, http.StatusTooManyRequests)
	}
	for _, status := range statuses {
		responses[strconv.Itoa(status)] = ref("responses", errorResponses[status])
	}
	get := obj{
		"operationId": op.id,
		"tags":        []string{op.tag},
		"summary":     op.summary,
		"description": op.description,
		"parameters":  append(slices.Clone(op.params), ref("parameters", "If-None-Match")),
		"responses":   responses,
	}
	if op.guarded {
		get["security"] = []obj{{"bearer": []string{}}}
	}
	b.paths[path] = obj{"get": get}
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

// queryParams documents every query parameter a collection (or view)
// accepts: the common ones, q, include and the filters.
func (b *openAPIBuilder) queryParams(d *search.Dataset) []any {
	common := d.Common
	if common == nil {
		common = search.CommonParams
	}
	var params []any
	for _, name := range common {
		switch name {
		case "order":
			values := make([]any, 0, len(d.Sorts)*2)
			for _, v := range d.OrderValues() {
				values = append(values, v)
			}
			params = append(params, obj{
				"name": "order", "in": "query",
				"description": "Sort field, optionally prefixed - to reverse; default " + d.DefaultOrder +
					". Rows with no value in the sort column sort last in either direction.",
				"schema": obj{"type": "string", "enum": values, "default": d.DefaultOrder},
			})
		case "source":
			if d.SourceMustExist {
				params = append(params, obj{
					"name": "source", "in": "query",
					"description": "One scraper stem (see /v1/sources); not a list. An unknown stem is a 400 naming it.",
					"schema":      obj{"type": "string"},
				})
				continue
			}
			params = append(params, ref("parameters", "source"))
		case "limit", "cursor", "count":
			params = append(params, ref("parameters", name))
		default:
			b.fail(fmt.Errorf("openapi: %s: undocumented common parameter %q", d.Name, name))
		}
	}
	if len(d.FullText) > 0 {
		var fields []string
		for _, f := range d.FullText {
			fields = append(fields, strings.SplitN(f, "^", 2)[0])
		}
		params = append(params, obj{
			"name": "q", "in": "query", "description": "Full-text match on " + strings.Join(fields, ", ") + ".",
			"schema": obj{"type": "string"},
		})
	}
	if len(d.Includes) > 0 {
		params = append(params, obj{
			"name": "include", "in": "query", "style": "form", "explode": false,
			"description": "Comma-separated tokens; bodies adds the fields only the single-resource path carries otherwise. An unrecognised token is a 400.",
			"schema":      obj{"type": "array", "items": obj{"type": "string", "enum": d.Includes}},
		})
	}
	for _, f := range d.Filters {
		s, err := kindSchema(f.Kind)
		if err != nil {
			b.fail(fmt.Errorf("%w (parameter %s of %s)", err, f.Param, d.Name))
			continue
		}
		if len(f.Enum) > 0 {
			values := make([]any, 0, len(f.Enum))
			for _, v := range f.Enum {
				values = append(values, typedValue(f.Kind, v))
			}
			s["enum"] = values
		}
		p := obj{"name": f.Param, "in": "query", "description": f.Doc}
		if f.List {
			s = obj{"type": "array", "items": s}
			p["style"], p["explode"] = "form", false
			if f.Default != "" {
				s["default"] = []any{typedValue(f.Kind, f.Default)}
			}
		} else if f.Default != "" {
			s["default"] = typedValue(f.Kind, f.Default)
		}
		p["schema"] = s
		params = append(params, p)
	}
	return params
}

// presenceNote tells which fields a collection row leaves out.
func presenceNote(d *search.Dataset) string {
	var itemOnly, bodies []string
	for _, f := range d.Fields {
		switch f.Presence {
		case search.ItemOnly:
			itemOnly = append(itemOnly, f.Name)
		case search.ItemOrBodies:
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

var idParam = obj{
	"name": "id", "in": "path", "required": true, "schema": obj{"type": "string"},
	"description": "The record's id exactly as received (opaque); percent-encode reserved characters.",
}

// dataset documents a description's collections and single resources under
// the given tag.
func (b *openAPIBuilder) dataset(d *search.Dataset, tag string) {
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
			params:   []any{idParam},
			envelope: b.envelopeOf(d.Resource, false),
			errors:   []int{http.StatusNotFound, http.StatusGone},
		})
	}
}

// components are the shared schemas, parameters, headers and responses.
func (b *openAPIBuilder) components() obj {
	str := func(desc string) obj { return obj{"type": "string", "description": desc} }
	b.schemas["Meta"] = obj{
		"type":        "object",
		"description": "Always present. Collections carry next and count (total with count=true); single resources only request_id.",
		"required":    []string{"request_id"},
		"properties": obj{
			"next":       obj{"type": "string", "nullable": true, "description": "Opaque cursor for the following page; null on the last page."},
			"count":      obj{"type": "integer", "description": "Items in data."},
			"total":      obj{"type": "integer", "format": "int64", "description": "Rows matched across all pages; present only with count=true."},
			"request_id": str("Quote when reporting a problem."),
		},
	}
	b.schemas["ListMeta"] = obj{
		"description": "Meta of a collection.",
		"allOf":       []any{ref("schemas", "Meta"), obj{"required": []string{"next", "count", "request_id"}}},
	}
	b.schemas["ItemMeta"] = obj{
		"type": "object", "description": "Meta of a single resource or an error: only request_id.",
		"required":   []string{"request_id"},
		"properties": obj{"request_id": str("Quote when reporting a problem.")},
	}
	b.schemas["Error"] = obj{
		"type": "object", "required": []string{"code", "message"},
		"properties": obj{
			"code": str("Stable code to branch on: invalid_request, unauthorized, forbidden, not_found, gone, " +
				"rate_limited, quota_exceeded, unavailable, internal_error."),
			"message": str("Human-readable; names the offending parameter on a 400."),
		},
	}
	b.schemas["Envelope"] = obj{
		"type": "object", "description": "Every response body: data, meta and error.",
		"required": []string{"data", "meta", "error"},
		"properties": obj{
			"data":  obj{"nullable": true, "description": "Array for collections, one object for a single resource; null on failure."},
			"meta":  ref("schemas", "Meta"),
			"error": obj{"allOf": []any{ref("schemas", "Error")}, "nullable": true, "description": "Null on success."},
		},
	}
	b.schemas["ErrorEnvelope"] = obj{
		"type": "object", "description": "Body of every error response.",
		"required": []string{"data", "meta", "error"},
		"properties": obj{
			"data":  obj{"type": "object", "nullable": true, "description": "Always null on failure."},
			"meta":  ref("schemas", "ItemMeta"),
			"error": ref("schemas", "Error"),
		},
	}

	header := func(desc string, schema obj) obj { return obj{"description": desc, "schema": schema} }
	headers := obj{
		"ETag": header("Strong validator computed over data only; send it back as If-None-Match to get a 304 when unchanged.",
			obj{"type": "string"}),
		"Cache-Control": header("private, max-age=0, must-revalidate: responses are scoped to the key; never store them in a shared cache.",
			obj{"type": "string"}),
		"X-Request-Id": header("The request's id, as in meta.request_id (a client's own id of 8 to 64 characters [A-Za-z0-9._-] is kept).",
			obj{"type": "string"}),
		"Retry-After":   header("Seconds to wait before retrying.", obj{"type": "integer"}),
		"X-Quota-Limit": header("Monthly request allowance of the key's plan (on quota_exceeded).", obj{"type": "integer"}),
		"X-Quota-Used":  header("Requests used this month (on quota_exceeded).", obj{"type": "integer"}),
	}

	errResp := func(desc string, extra ...string) obj {
		h := obj{"X-Request-Id": ref("headers", "X-Request-Id")}
		for _, name := range extra {
			h[name] = ref("headers", name)
		}
		return obj{"description": desc, "headers": h,
			"content": obj{"application/json": obj{"schema": ref("schemas", "ErrorEnvelope")}}}
	}
	responses := obj{
		"NotModified": obj{
			"description": "The If-None-Match tag still matches; no body. Costs no credit but counts against the per-second rate.",
			"headers": obj{
				"ETag":          ref("headers", "ETag"),
				"Cache-Control": ref("headers", "Cache-Control"),
				"X-Request-Id":  ref("headers", "X-Request-Id"),
			},
		},
		"BadRequest": errResp("invalid_request: a parameter is missing, malformed or out of range, or unknown " +
			"(the message names it and lists the accepted ones). Not retried unchanged."),
		"Unauthorized": errResp("unauthorized: the key is missing, malformed or revoked."),
		"Forbidden":    errResp("forbidden: the key is valid but its plan or scope excludes the dataset; the message names both."),
		"NotFound":     errResp("not_found: no resource with that id."),
		"Gone":         errResp("gone: the record was removed at the request of the employer or individual concerned; permanent; delete any copy."),
		"TooManyRequests": errResp("rate_limited: the per-second rate was exceeded (wait Retry-After seconds); "+
			"quota_exceeded: the monthly allowance is spent until the 1st (X-Quota-Limit, X-Quota-Used).",
			"Retry-After", "X-Quota-Limit", "X-Quota-Used"),
		"Unavailable": errResp("unavailable: the search engine did not answer in time; retry with backoff.", "Retry-After"),
	}

	parameters := obj{
		"limit": obj{
			"name": "limit", "in": "query", "description": "Page size, 1 to 100; above 100 is a 400 (no silent truncation).",
			"schema": obj{"type": "integer", "minimum": 1, "maximum": search.MaxLimit, "default": search.DefaultLimit},
		},
		"cursor": obj{
			"name": "cursor", "in": "query", "schema": obj{"type": "string"},
			"description": "Opaque value from a previous meta.next; never construct one; valid only with the same filters and order.",
		},
		"source": obj{
			"name": "source", "in": "query", "schema": obj{"type": "string"},
			"description": "One scraper stem (see /v1/sources); not a list.",
		},
		"count": obj{
			"name": "count", "in": "query", "schema": obj{"type": "boolean"},
			"description": "true adds the exact meta.total; meta.count stays the page size. If the count fails the page returns without total.",
		},
		"If-None-Match": obj{
			"name": "If-None-Match", "in": "header", "schema": obj{"type": "string"},
			"description": "An ETag from an earlier 200; answered with 304 and no body while data is unchanged.",
		},
	}
	return obj{
		"schemas":         b.schemas,
		"parameters":      parameters,
		"headers":         headers,
		"responses":       responses,
		"securitySchemes": obj{"bearer": obj{"type": "http", "scheme": "bearer", "description": "Authorization: Bearer <API_KEY>."}},
	}
}

// buildOpenAPI generates the document from the descriptions plus the
// registered paths.
func buildOpenAPI(extra map[string]json.RawMessage) (json.RawMessage, error) {
	b := &openAPIBuilder{paths: obj{}, schemas: obj{}}
	tags := []obj{{"name": "service", "description": "The service itself: its sources and this document."}}
	for _, d := range search.All {
		tags = append(tags, obj{"name": d.Name, "description": d.Doc})
		b.dataset(d, d.Name)
		b.dataset(search.Removed(d), d.Name)
	}

	b.resource("Source", "One source of one dataset, with counts and freshness.", sourceFields)
	b.add("/v1/sources", operation{
		id: "listSources", tag: "service", summary: "List every source",
		description: "Every source of every dataset with counts and freshness; needs no key; not paged (meta.next is null).",
		envelope:    b.envelopeOf("Source", true),
	})
	b.add("/v1/openapi.json", operation{
		id: "getOpenAPI", tag: "service", summary: "This document",
		description: "The OpenAPI document of the API, as the envelope's data; needs no key.",
		envelope: obj{
			"type": "object", "required": []string{"data", "meta", "error"},
			"properties": obj{
				"data":  obj{"type": "object", "description": "The OpenAPI 3.0.3 document."},
				"meta":  ref("schemas", "ItemMeta"),
				"error": obj{"type": "object", "nullable": true, "description": "Always null on success."},
			},
		},
	})

	b.add("/v1/quotes/random", operation{
		id: operationID("get", "/v1/quotes/random"), tag: search.Quotes.Name, guarded: true,
		summary: "Quotation of the day",
		description: "Returns one " + search.RandomQuotes.Resource + " from the curated pool. The same date and filters " +
			"always return the same quotation while the pool is unchanged; 404 when no quotation matches.",
		params:   b.queryParams(search.RandomQuotes),
		envelope: b.envelopeOf(search.RandomQuotes.Resource, false),
		errors:   []int{http.StatusNotFound},
	})
	b.add("/v1/rates/latest", operation{
		id: operationID("list", "/v1/rates/latest"), tag: search.Rates.Name, guarded: true,
		summary: "Rates of the latest bulletin",
		description: "Returns the " + search.LatestRates.Resource + " rows of one resolved date, the latest bulletin " +
			"under the filters, ordered by code; not paged (meta.next is null).",
		params:   b.queryParams(search.LatestRates),
		envelope: b.envelopeOf(search.LatestRates.Resource, true),
	})
	b.resource("Venue", "A venue, as named by the newest event held there.", search.VenueFields)
	b.add("/v1/venues/{id}", operation{
		id: operationID("get", "/v1/venues/{id}"), tag: search.Events.Name, guarded: true,
		summary:     "Get one Venue",
		description: "Returns one Venue by the slug in an event's venue.id; an unknown slug is a 404.",
		params: []any{obj{
			"name": "id", "in": "path", "required": true, "schema": obj{"type": "string"},
			"description": "The venue slug from an event's venue.id.",
		}},
		envelope: b.envelopeOf("Venue", false),
		errors:   []int{http.StatusNotFound},
	})

	comps := b.components()
	if b.err != nil {
		return nil, b.err
	}
	paths := obj{}
	for p, item := range b.paths {
		paths[p] = item
	}
	for p, item := range extra {
		paths[p] = item
	}
	return marshal(obj{
		"openapi": "3.0.3",
		"info": obj{
			"title":   "readapi",
			"version": "v1",
			"description": "Read-only JSON API over data collected by scrapers and probes: jobs, events, quotes, rates, " +
				"genome release markers and URL reachability, plus a shared sources listing. Every response is the " +
				"envelope {data, meta, error}; collections are paged with opaque cursors (meta.next). Every dataset " +
				"path needs Authorization: Bearer <API_KEY>; /v1/sources and this document need none. An unknown query " +
				"parameter is a 400 naming it. Every 200 carries a strong ETag over data; If-None-Match gives a 304.",
		},
		"servers":    []obj{{"url": "/"}},
		"tags":       tags,
		"paths":      paths,
		"components": comps,
	})
}
