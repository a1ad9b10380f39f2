package handlers

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

// The document's examples are real answers of the API over the demo data
// (cmd/gendata, seed 1), kept in openapi_examples.json: a 200 and a 400
// per operation and a row per schema. TestOpenAPIExamplesAreCurrent
// (openapi_examples_integration_test.go) makes them against the real
// engine and fails when the file is not what the API answers; its -update
// flag rewrites the file.

//go:embed openapi_examples.json
var examplesJSON []byte

// openAPIExamples is the content of openapi_examples.json.
type openAPIExamples struct {
	// Operations are keyed by operationId.
	Operations map[string]operationExample `json:"operations"`
	// Schemas are a value of each component schema, keyed by its name.
	Schemas map[string]json.RawMessage `json:"schemas"`
}

// operationExample is one operation's answers.
type operationExample struct {
	// Request is the path and query that answered OK; BadRequest (the same
	// with an unknown parameter added) answered Invalid.
	Request    string `json:"request"`
	BadRequest string `json:"bad_request"`
	// Note says how OK was abridged, if it was.
	Note    string          `json:"note,omitempty"`
	OK      json.RawMessage `json:"ok,omitempty"` // none when the 200 is not JSON
	Invalid json.RawMessage `json:"invalid"`
}

// loadExamples decodes the embedded examples.
func loadExamples() (*openAPIExamples, error) {
	var ex openAPIExamples
	if err := json.Unmarshal(examplesJSON, &ex); err != nil {
		return nil, fmt.Errorf("openapi: examples: %w", err)
	}
	return &ex, nil
}

// exampleOf is a named Example Object holding an answer.
func exampleOf(summary string, value json.RawMessage) openapi3.Examples {
	return openapi3.Examples{"demo": {Value: &openapi3.Example{Summary: summary, Value: value}}}
}

// addExamples puts the examples into the built document: each operation's
// 200 and 400 with its code samples, and each schema's value. What has none
// (a new operation, before the examples are made again) goes without;
// TestOpenAPIExamplesCoverTheDocument fails then.
func (b *openAPIBuilder) addExamples(ex *openAPIExamples) {
	for path, item := range b.paths.Map() {
		op := item.Get
		e, ok := ex.Operations[op.OperationID]
		if !ok {
			continue
		}
		summary := "GET " + e.Request
		if e.Note != "" {
			summary += " (" + e.Note + ")"
		}
		// An operation answering a page (not JSON) has no 200 example.
		if media := op.Responses.Status(http.StatusOK).Value.Content.Get("application/json"); media != nil && e.OK != nil {
			media.Examples = exampleOf(summary, e.OK)
		}
		op.Responses.Status(http.StatusBadRequest).Value.Content.Get("application/json").Examples =
			exampleOf("GET "+e.BadRequest, e.Invalid)
		op.Extensions = map[string]any{"x-codeSamples": codeSamples(path, op, e.Request)}
	}
	for name, s := range b.schemas {
		if value, ok := ex.Schemas[name]; ok {
			s.Value.Example = value
		}
	}
}

// codeSample is one entry of x-codeSamples.
type codeSample struct {
	Lang   string `json:"lang"`
	Label  string `json:"label"`
	Source string `json:"source"`
}

// codeSamples calls the operation with the example's query in curl and
// with the clients of docs/clients.md: Python (openapi-python-client),
// TypeScript (openapi-fetch) and Go (package client).
func codeSamples(path string, op *openapi3.Operation, request string) []codeSample {
	target, rawQuery, _ := strings.Cut(request, "?")
	var query [][2]string
	for _, pair := range strings.Split(rawQuery, "&") {
		if name, value, ok := strings.Cut(pair, "="); ok {
			// The clients take the value itself, not its escaped form.
			if plain, err := url.QueryUnescape(value); err == nil {
				value = plain
			}
			query = append(query, [2]string{name, value})
		}
	}
	// The one path parameter ({id}, {name}) and its value.
	param, id := "", ""
	if m := pathParam.FindStringSubmatch(path); m != nil {
		before, after, _ := strings.Cut(path, m[0])
		param, id = m[1], strings.TrimSuffix(strings.TrimPrefix(target, before), after)
	}
	keyed := op.Security != nil && len(*op.Security) > 0
	// What is printed: the envelope's data, or a bare answer (the document,
	// a page).
	data := ".data"
	if path == rawOpenAPIPath || op.Responses.Status(http.StatusOK).Value.Content.Get("application/json") == nil {
		data = ""
	}

	curl := "curl"
	if keyed {
		curl += ` -H "Authorization: Bearer $API_KEY"`
	}
	curl += ` "$BASE_URL` + request + `"`

	args := sampleArguments(op, query)
	pyArgs, pyEnums, goFields, tsQuery := []string{"client=client"}, args.pyEnums, args.goFields, args.tsQuery
	if id != "" {
		pyArgs = []string{strconv.Quote(id), "client=client"}
	}
	pyArgs = append(pyArgs, args.pyArgs...)
	pyModule := snakeCase(op.OperationID)
	pyClient := "Client(base_url=BASE_URL)"
	if keyed {
		pyClient = "AuthenticatedClient(base_url=BASE_URL, token=API_KEY)"
	}
	pyImports := ""
	if len(pyEnums) > 0 {
		pyImports = "from readapi_client.models import " + strings.Join(pyEnums, ", ") + "\n"
	}
	python := "from readapi_client import " + strings.SplitN(pyClient, "(", 2)[0] + "\n" +
		"from readapi_client.api." + op.Tags[0] + " import " + pyModule + "\n" + pyImports + "\n" +
		"client = " + pyClient + "\n" +
		"answer = " + pyModule + ".sync(" + strings.Join(pyArgs, ", ") + ")\n" +
		"print(answer" + data + ")"

	tsParams := []string{}
	if id != "" {
		tsParams = append(tsParams, "path: { "+param+": "+strconv.Quote(id)+" }")
	}
	if len(tsQuery) > 0 {
		tsParams = append(tsParams, "query: { "+strings.Join(tsQuery, ", ")+" }")
	}
	tsArgs := ""
	if len(tsParams) > 0 {
		tsArgs = ", { params: { " + strings.Join(tsParams, ", ") + " } }"
	}
	headers := ""
	if keyed {
		headers = ", headers: { Authorization: `Bearer ${API_KEY}` }"
	}
	typescript := "import createClient from \"openapi-fetch\";\n" +
		"import type { paths } from \"./readapi\"; // npx openapi-typescript $BASE_URL/openapi.json -o readapi.d.ts\n\n" +
		"const client = createClient<paths>({ baseUrl: BASE_URL" + headers + " });\n" +
		"const { data, error } = await client.GET(\"" + path + "\"" + tsArgs + ");\n" +
		"console.log(error ?? data" + data + ");"

	goArgs := []string{"ctx"}
	if id != "" {
		goArgs = append(goArgs, strconv.Quote(id))
	}
	goArgs = append(goArgs, "&client."+goMethod(op.OperationID)+"Params{"+strings.Join(goFields, ", ")+"}")
	key := `""`
	if keyed {
		key = "apiKey"
	}
	golang := "c, err := client.New(baseURL, " + key + ", client.Options{}) // import \"readapi/client\"\n" +
		"if err != nil {\n\treturn err\n}\n" +
		"answer, err := c." + goMethod(op.OperationID) + "WithResponse(" + strings.Join(goArgs, ", ") + ")\n" +
		"if err != nil {\n\treturn err\n}\n" +
		"fmt.Println(answer.StatusCode(), string(answer.Body))"
	if len(goFields) > 0 {
		golang = "// ptr returns a pointer to v: func ptr[T any](v T) *T { return &v }\n" + golang
	}
	return []codeSample{
		{Lang: "Shell", Label: "curl", Source: curl},
		{Lang: "Python", Label: "Python", Source: python},
		{Lang: "TypeScript", Label: "TypeScript", Source: typescript},
		{Lang: "Go", Label: "Go", Source: golang},
	}
}

// sampleArgs are the query parameters of a code sample as each client
// takes them.
type sampleArgs struct {
	pyArgs, pyEnums, goFields, tsQuery []string
}

// sampleArguments spells the query's parameters for the clients: a number
// bare, anything else quoted; an enumerated parameter as the type both
// generators give it (oapi-codegen ListJobsParamsOrder, openapi-python-
// client ListJobsOrder, called with the value).
func sampleArguments(op *openapi3.Operation, query [][2]string) sampleArgs {
	var out sampleArgs
	for _, q := range query {
		value := q[1]
		if _, err := strconv.Atoi(value); err != nil {
			value = strconv.Quote(value)
		}
		out.tsQuery = append(out.tsQuery, q[0]+": "+value)
		p := op.Parameters.GetByInAndName(openapi3.ParameterInQuery, q[0])
		goValue, pyValue := value, value
		if p != nil && p.Schema != nil && p.Schema.Value != nil && len(p.Schema.Value.Enum) > 0 {
			goValue = "client." + goMethod(op.OperationID) + "Params" + goName(q[0]) + "(" + value + ")"
			pyEnum := strings.ToUpper(op.OperationID[:1]) + op.OperationID[1:] + goName(q[0])
			out.pyEnums = append(out.pyEnums, pyEnum)
			pyValue = pyEnum + "(" + value + ")"
		}
		out.pyArgs = append(out.pyArgs, q[0]+"="+pyValue)
		if p != nil && p.Required {
			out.goFields = append(out.goFields, goName(q[0])+": "+goValue)
		} else {
			out.goFields = append(out.goFields, goName(q[0])+": ptr("+goValue+")")
		}
	}
	return out
}

// snakeCase is how openapi-python-client names an operation's module:
// getOpenAPIDocument is get_open_api_document.
func snakeCase(id string) string {
	var b strings.Builder
	for i, r := range id {
		upper := 'A' <= r && r <= 'Z'
		if upper && i > 0 {
			prevLower := 'a' <= id[i-1] && id[i-1] <= 'z'
			nextLower := i+1 < len(id) && 'a' <= id[i+1] && id[i+1] <= 'z'
			if prevLower || nextLower {
				b.WriteByte('_')
			}
		}
		b.WriteString(strings.ToLower(string(r)))
	}
	return b.String()
}

// goMethod is the generated Go client's name of an operation, without its
// WithResponse suffix: getJobsById is GetJobsByID.
func goMethod(id string) string {
	return strings.ToUpper(id[:1]) + strings.ReplaceAll(id[1:], "ById", "ByID")
}

// goName is the generated Go client's field of a query parameter:
// facet_limit is FacetLimit.
func goName(param string) string {
	var b strings.Builder
	for _, word := range strings.Split(param, "_") {
		b.WriteString(strings.ToUpper(word[:1]) + word[1:])
	}
	return b.String()
}

// pathParam finds the path parameter of an operation's path.
var pathParam = regexp.MustCompile(`\{([a-z_]+)\}`)
