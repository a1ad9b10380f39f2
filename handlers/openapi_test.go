package handlers

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/gorilla/mux"
	"go.uber.org/zap"

	"readapi"
	"readapi/search"
)

// loadOpenAPI loads and validates the generated document.
func loadOpenAPI(t *testing.T) *openapi3.T {
	t.Helper()
	raw, err := OpenAPI()
	if err != nil {
		t.Fatalf("OpenAPI: %v", err)
	}
	doc, err := openapi3.NewLoader().LoadFromData(raw)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("validate: %v", err)
	}
	return doc
}

var update = flag.Bool("update", false, "rewrite "+openAPIGolden+" from the generated document")

const openAPIGolden = "testdata/openapi.golden.json"

// TestOpenAPIGolden compares the generated document with the committed one,
// so every change to it shows in review; -update rewrites the file.
func TestOpenAPIGolden(t *testing.T) {
	raw, err := OpenAPI()
	if err != nil {
		t.Fatalf("OpenAPI: %v", err)
	}
	var got bytes.Buffer
	if err := json.Indent(&got, raw, "", "  "); err != nil {
		t.Fatal(err)
	}
	got.WriteByte('\n')
	if *update {
		if err := os.WriteFile(openAPIGolden, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(openAPIGolden)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(got.Bytes(), want) {
		return
	}
	gotLines, wantLines := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
	for i := range max(len(gotLines), len(wantLines)) {
		g, w := lineAt(gotLines, i), lineAt(wantLines, i)
		if g != w {
			t.Fatalf("the document differs from %s at line %d:\n got: %s\nwant: %s\n"+
				"if the change is intended, run go test ./handlers -run TestOpenAPIGolden -update and review the diff",
				openAPIGolden, i+1, g, w)
		}
	}
}

func lineAt(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "(end of file)"
}

func TestOpenAPIIsValid(t *testing.T) {
	doc := loadOpenAPI(t)
	if doc.OpenAPI != "3.0.3" || doc.Info.Title != "readapi" || doc.Info.Version != "v1" {
		t.Errorf("openapi %q, info %q %q", doc.OpenAPI, doc.Info.Title, doc.Info.Version)
	}
}

var routeVar = regexp.MustCompile(`\{([^}:]+):[^}]*\}`)

// registeredRoutes walks the server's router and returns the path templates
// with {id:.+} normalised to {id}.
func registeredRoutes(t *testing.T) []string {
	t.Helper()
	router := (&Server{Log: zap.NewNop()}).router()
	var paths []string
	err := router.Walk(func(route *mux.Route, _ *mux.Router, _ []*mux.Route) error {
		tpl, err := route.GetPathTemplate()
		if err != nil {
			return err
		}
		paths = append(paths, routeVar.ReplaceAllString(tpl, "{$1}"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return paths
}

func TestOpenAPICoversEveryRoute(t *testing.T) {
	doc := loadOpenAPI(t)
	routes := registeredRoutes(t)
	for _, p := range routes {
		if p == "/healthz" || p == "/readyz" || p == docsAssetRoute {
			continue
		}
		item := doc.Paths.Value(p)
		if item == nil || item.Get == nil {
			t.Errorf("route %s has no GET in the OpenAPI document", p)
		}
	}
	for p := range doc.Paths.Map() {
		if !slices.Contains(routes, p) {
			t.Errorf("documented path %s is not a registered route", p)
		}
	}
}

func queryParamNames(op *openapi3.Operation) []string {
	var names []string
	for _, p := range op.Parameters {
		if p.Value.In == openapi3.ParameterInQuery {
			names = append(names, p.Value.Name)
		}
	}
	slices.Sort(names)
	return names
}

func TestOpenAPIParametersAreTheAcceptedOnes(t *testing.T) {
	doc := loadOpenAPI(t)
	check := func(path string, want []string) {
		t.Helper()
		item := doc.Paths.Value(path)
		if item == nil || item.Get == nil {
			t.Errorf("%s is not documented", path)
			return
		}
		if got := queryParamNames(item.Get); !slices.Equal(got, want) {
			t.Errorf("%s documents %v, the server accepts %v", path, got, want)
		}
	}
	for _, d := range readapi.All {
		for _, p := range d.ListPaths {
			check("/v1"+p, d.AcceptedParams())
		}
		removed := readapi.Removed(d)
		check("/v1"+removed.ListPaths[0], removed.AcceptedParams())
		var include []string
		if len(d.Includes) > 0 {
			include = []string{"include"}
		}
		for _, p := range d.ItemPaths {
			check("/v1"+p, include)
			op := doc.Paths.Value("/v1" + p).Get
			if id := op.Parameters.GetByInAndName(openapi3.ParameterInPath, "id"); id == nil || !id.Required {
				t.Errorf("/v1%s lacks the required id path parameter", p)
			}
			if op.Responses.Status(http.StatusGone) == nil {
				t.Errorf("/v1%s does not document 410", p)
			}
		}
	}
	check("/v1/rates/latest", readapi.LatestRates.AcceptedParams())
	check("/v1/quotes/random", readapi.RandomQuotes.AcceptedParams())
	check("/v1/venues/{id}", nil)
	check("/v1/sources", nil)
	check("/v1/openapi.json", nil)
	check("/openapi.json", nil)
	check("/docs", nil)
}

func TestOpenAPIFacts(t *testing.T) {
	doc := loadOpenAPI(t)
	jobs := doc.Paths.Value("/v1/jobs").Get
	if jobs.Parameters.GetByInAndName(openapi3.ParameterInQuery, "employment_type") == nil {
		t.Error("/v1/jobs lacks employment_type")
	}
	order := jobs.Parameters.GetByInAndName(openapi3.ParameterInQuery, "order")
	if order == nil {
		t.Fatal("/v1/jobs lacks order")
	}
	want := []any{"ingested_at", "-ingested_at", "posted_at", "-posted_at", "relevance"}
	if !reflect.DeepEqual(order.Schema.Value.Enum, want) || order.Schema.Value.Default != "-posted_at" {
		t.Errorf("jobs order enum %v default %v", order.Schema.Value.Enum, order.Schema.Value.Default)
	}
	limit := jobs.Parameters.GetByInAndName(openapi3.ParameterInQuery, "limit")
	if limit == nil || limit.Schema.Value.Max == nil || *limit.Schema.Value.Max != 100 ||
		limit.Schema.Value.Min == nil || *limit.Schema.Value.Min != 1 || limit.Schema.Value.Default != float64(25) {
		t.Errorf("limit is not 1..100 default 25: %+v", limit)
	}
	active := jobs.Parameters.GetByInAndName(openapi3.ParameterInQuery, "active")
	if active == nil || active.Schema.Value.Default != nil || len(active.Schema.Value.Enum) != 3 ||
		!strings.Contains(active.Description, "Default `any`") {
		t.Errorf("jobs active is not any/true/false with its default in the description only: %+v", active)
	}
	if st := jobs.Parameters.GetByInAndName(openapi3.ParameterInQuery, "source_type"); st == nil ||
		!st.Schema.Value.Type.Is("array") || len(st.Schema.Value.Items.Value.Enum) != len(readapi.SourceTypes) {
		t.Errorf("source_type is not a list of the source types: %+v", st)
	}
	if in := doc.Paths.Value("/v1/events").Get.Parameters.GetByInAndName(openapi3.ParameterInQuery, "include"); in == nil ||
		len(in.Schema.Value.Items.Value.Enum) != 1 || in.Schema.Value.Items.Value.Enum[0] != readapi.DerivedField {
		t.Errorf("/v1/events documents include other than with derived its only token: %+v", in)
	}

	job := doc.Components.Schemas["Job"].Value
	html := job.Properties["description_html"]
	if html == nil || !html.Value.Nullable || slices.Contains(job.Required, "description_html") {
		t.Errorf("Job.description_html missing, not nullable or required: %+v", html)
	}
	if !slices.Contains(job.Required, "id") || slices.Contains(job.Required, "facts") {
		t.Errorf("Job required = %v", job.Required)
	}
	if f := job.Properties["posted_at"].Value; f.Format != "date-time" {
		t.Errorf("posted_at format %q", f.Format)
	}
	if f := doc.Components.Schemas["Rate"].Value.Properties["date"].Value; f.Format != "date" {
		t.Errorf("Rate.date format %q", f.Format)
	}
	for _, name := range []string{"Job", "Event", "Venue", "Quote", "Rate", "GenomeRelease", "ReachabilityRecord", "Source",
		"Company", "Price", "Session", "Quality", "ListMeta", "ItemMeta", "Error", "ErrorEnvelope"} {
		if doc.Components.Schemas[name] == nil {
			t.Errorf("components lack the %s schema", name)
		}
	}

	list := jobs.Responses.Status(http.StatusOK).Value.Content.Get("application/json").Schema.Value
	if data := list.Properties["data"].Value; !data.Type.Is("array") || data.Items.Ref != "#/components/schemas/Job" {
		t.Errorf("/v1/jobs data is not an array of Job: %+v", data)
	}
	item := doc.Paths.Value("/v1/jobs/{id}").Get.Responses.Status(http.StatusOK).Value.Content.Get("application/json").Schema.Value
	if data := item.Properties["data"]; data.Ref != "#/components/schemas/Job" {
		t.Errorf("/v1/jobs/{id} data is %q", data.Ref)
	}
	headers := jobs.Responses.Status(http.StatusOK).Value.Headers
	for _, h := range []string{"ETag", "Cache-Control", "X-Request-Id"} {
		if headers[h] == nil {
			t.Errorf("200 lacks header %s", h)
		}
	}
	tooMany := jobs.Responses.Status(http.StatusTooManyRequests)
	for _, h := range []string{"Retry-After", "X-Quota-Limit", "X-Quota-Used"} {
		if tooMany == nil || tooMany.Value.Headers[h] == nil {
			t.Errorf("429 lacks header %s", h)
		}
	}
	if jobs.Responses.Status(http.StatusNotModified) == nil || jobs.Responses.Status(http.StatusGone) != nil {
		t.Error("/v1/jobs must document 304 and not 410")
	}

	for path, item := range doc.Paths.Map() {
		open := path == "/v1/sources" || strings.HasPrefix(path, "/v1/vocabularies") || path == "/v1/openapi.json" || path == "/openapi.json" || path == "/docs"
		secured := item.Get.Security != nil && len(*item.Get.Security) > 0
		if open == secured {
			t.Errorf("%s: security %v", path, item.Get.Security)
		}
	}
	if doc.Components.SecuritySchemes["bearer"] == nil || doc.Components.SecuritySchemes["bearer"].Value.Scheme != "bearer" {
		t.Error("no bearer security scheme")
	}
}

// TestOpenAPIKeyHeaders checks that keyed paths document the headers the
// key gate sets (see setLimitHeaders and unauthorized) and open paths do not.
func TestOpenAPIKeyHeaders(t *testing.T) {
	doc := loadOpenAPI(t)
	limits := []string{"X-Quota-Limit", "X-Quota-Used", "RateLimit-Policy", "RateLimit"}
	for path, item := range doc.Paths.Map() {
		open := path == "/v1/sources" || strings.HasPrefix(path, "/v1/vocabularies") || path == "/v1/openapi.json" || path == "/openapi.json" || path == "/docs"
		headers := item.Get.Responses.Status(http.StatusOK).Value.Headers
		for _, h := range limits {
			if (headers[h] != nil) == open {
				t.Errorf("%s: 200 documents %s: %v", path, h, headers[h] != nil)
			}
		}
	}
	responses := doc.Components.Responses
	for _, name := range []string{"Forbidden", "TooManyRequests"} {
		for _, h := range limits {
			if responses[name].Value.Headers[h] == nil {
				t.Errorf("%s lacks header %s", name, h)
			}
		}
	}
	if responses["Unauthorized"].Value.Headers["WWW-Authenticate"] == nil {
		t.Error("Unauthorized lacks WWW-Authenticate")
	}
}

// TestSourceFieldsMatchSourceRow keeps the Source schema in step with the
// struct /v1/sources encodes.
func TestSourceFieldsMatchSourceRow(t *testing.T) {
	typ := reflect.TypeFor[search.SourceRow]()
	if typ.NumField() != len(readapi.SourceFields) {
		t.Fatalf("SourceRow has %d fields, the schema %d", typ.NumField(), len(readapi.SourceFields))
	}
	for i := range typ.NumField() {
		sf := typ.Field(i)
		name, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
		f := readapi.SourceFields[i]
		if f.Name != name || f.Nullable != (sf.Type.Kind() == reflect.Pointer) {
			t.Errorf("field %d: schema %s nullable=%v, struct %s %s", i, f.Name, f.Nullable, name, sf.Type)
		}
	}
}

func TestOpenAPIServed(t *testing.T) {
	h := (&Server{Log: zap.NewNop()}).Handler()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/v1/openapi.json", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	var body struct {
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatal(err)
	}
	want, _ := OpenAPI()
	if string(body.Data) != string(want) {
		t.Error("served document differs from OpenAPI()")
	}
	if rec.Header().Get("ETag") == "" {
		t.Error("no ETag")
	}

	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/v1/openapi.json?x=1", nil))
	if rec.Code != http.StatusBadRequest {
		t.Errorf("unknown parameter: status %d", rec.Code)
	}
}

// TestRawOpenAPIServed checks /openapi.json: the bare document, no key, an
// ETag honoured by If-None-Match, and errors still in the envelope.
func TestRawOpenAPIServed(t *testing.T) {
	h := (&Server{Log: zap.NewNop(), Gate: refuseAll{}}).Handler()
	get := func(target, ifNoneMatch string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, target, nil)
		if ifNoneMatch != "" {
			req.Header.Set("If-None-Match", ifNoneMatch)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	rec := get("/openapi.json", "")
	want, _ := OpenAPI()
	if rec.Code != http.StatusOK || rec.Body.String() != string(want) {
		t.Fatalf("status %d, body is the bare document: %v", rec.Code, rec.Body.String() == string(want))
	}
	if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("Content-Type %q", ct)
	}
	tag := rec.Header().Get("ETag")
	if tag == "" {
		t.Fatal("no ETag")
	}
	if rec := get("/openapi.json", tag); rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
		t.Errorf("If-None-Match: status %d, %d bytes", rec.Code, rec.Body.Len())
	}
	rec = get("/openapi.json?x=1", "")
	var body struct {
		Error struct{ Code string } `json:"error"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &body); rec.Code != http.StatusBadRequest || err != nil || body.Error.Code != CodeInvalid {
		t.Errorf("unknown parameter: status %d, body %s", rec.Code, rec.Body)
	}
}

// refuseAll is a Gate that refuses every request, to show a path is open.
type refuseAll struct{}

func (refuseAll) Admit(http.ResponseWriter, *http.Request, string) Admission {
	return Admission{Verdict: Refuse, Refusal: NewError(http.StatusUnauthorized, CodeUnauthorized, "no")}
}

// TestOpenAPILinks checks every link names a documented operation and only
// its path parameters, and that events link to their venues.
func TestOpenAPILinks(t *testing.T) {
	doc := loadOpenAPI(t)
	ops := map[string]*openapi3.Operation{}
	for _, item := range doc.Paths.Map() {
		ops[item.Get.OperationID] = item.Get
	}
	links := 0
	for path, item := range doc.Paths.Map() {
		for name, l := range item.Get.Responses.Status(http.StatusOK).Value.Links {
			links++
			target := ops[l.Value.OperationID]
			if target == nil {
				t.Errorf("%s: link %s to unknown operation %q", path, name, l.Value.OperationID)
				continue
			}
			for param := range l.Value.Parameters {
				if target.Parameters.GetByInAndName(openapi3.ParameterInPath, param) == nil {
					t.Errorf("%s: link %s sets %s, not a path parameter of %s", path, name, param, l.Value.OperationID)
				}
			}
		}
	}
	venue := doc.Paths.Value("/v1/events").Get.Responses.Status(http.StatusOK).Value.Links["venue"]
	if venue == nil || venue.Value.OperationID != "getVenuesById" || links == 0 {
		t.Errorf("/v1/events has no link to its venues: %+v", venue)
	}
}

// include's tokens are what each path accepts: one record carries its
// bodies always and answers include=bodies with a 400 (itemInclude), so
// there bodies is no token; collections, /copies and /similar (rows in the
// collection shape) take every token of the dataset.
func TestOpenAPIIncludeTokensPerPath(t *testing.T) {
	doc := loadOpenAPI(t)
	for path, want := range map[string][]string{
		"/v1/jobs": {"bodies", "derived"}, "/v1/jobs/{id}/similar": {"bodies", "derived"},
		"/v1/jobs/{id}": {"derived"}, "/v1/jobs/{id}/copies": {"bodies", "derived"},
	} {
		item := doc.Paths.Find(path)
		if item == nil || item.Get == nil {
			t.Fatalf("no GET %s", path)
		}
		p := item.Get.Parameters.GetByInAndName("query", "include")
		if p == nil {
			t.Fatalf("%s has no include", path)
		}
		var got []string
		for _, v := range p.Schema.Value.Items.Value.Enum {
			got = append(got, v.(string))
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: include's tokens %v, want %v", path, got, want)
		}
	}
}
