package handlers_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"readapi"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"

	"readapi/handlers"
	"readapi/internal/gendata"
	"readapi/reindex"
	"readapi/search"
	"readapi/search/engine"
	"readapi/search/sources"
)

// examplesFile holds the document's examples (embedded by the handlers
// package); TestOpenAPIExamplesAreCurrent rewrites it with -update, after
// which `go test ./handlers -run TestOpenAPIGolden -update` takes the new
// examples into the golden document.
const examplesFile = "openapi_examples.json"

// exampleData is the demo data set the examples are answers over: the
// generator of `make run` with the counts of scripts/lib/api-under-test.sh,
// so that the code samples' ids and prefixes exist where
// scripts/client-checks.sh runs them.
var exampleData = gendata.Options{Seed: 1, Jobs: 300, Events: 100, Quotes: 200, RateDays: 10, Reachability: 50}

// schemaExamples says where each component schema's example is taken
// from: an operation's answer (operationId, or operationId.400) and a JSON
// pointer into it, where * is the first element that has the rest.
var schemaExamples = map[string]string{
	"Job": "getJobsById/data", "Company": "getJobsById/data/company",
	"Event": "getEventsById/data", "Venue": "getVenuesById/data", "Price": "getEventsById/data/price",
	"Session": "getEventsById/data/sessions/0",
	"Quote":   "getQuotesById/data", "Rate": "getRatesById/data", "GenomeRelease": "getGenomeReleasesById/data",
	"ReachabilityRecord": "getReachabilityById/data", "Source": "listSources/data/*/quality/..",
	"Quality": "listSources/data/*/quality", "Removal": "listJobsRemoved/data/0",
	"Suggestion": "listJobsSuggest/data/0", "ListMeta": "listJobs/meta", "ItemMeta": "getJobsById/meta",
	"Error": "listJobs.400/error", "ErrorEnvelope": "listJobs.400",
	"JobDerived": "getJobsById.derived/data/derived", "SalaryAZN": "getJobsById.derived/data/derived/salary_azn",
	"EventDerived": "getEventsById.derived/data/derived", "VocabularyNames": "listVocabularies",
	"VocabularyTerm": "getVocabulary/data/0", "VocabularyLabels": "getVocabulary/data/0/labels",
}

// exampleRequestID is the X-Request-Id the examples are asked with, so that
// their meta.request_id is the same on every run.
const exampleRequestID = "example-request-1"

// shownRows is how many rows an example of an unpaged list keeps.
const shownRows = 3

// exampleDay is the clock the examples are recorded under, whatever the
// day the test runs: the demo data's reference time, so that the quotation
// of the day and the latest rates are the same bytes on every run.
var exampleDay = gendata.Reference

// TestOpenAPIExamplesAreCurrent asks the API, over the demo data in the
// real engine, every operation of the document (a request that answers 200
// and the same with an unknown parameter, a 400) and compares the answers
// with the committed examples; -update rewrites them. Cursors differ from
// run to run (they name the index), so meta.next is compared only for being
// null or not.
func TestOpenAPIExamplesAreCurrent(t *testing.T) {
	a := newAPI(t)
	loadExampleData(t, a)
	gotJSON := recordExamples(t, examplesServer(a, time.Now))
	if update := flag.Lookup("update"); update != nil && update.Value.String() == "true" {
		if err := os.WriteFile(examplesFile, gotJSON, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(examplesFile)
	if err != nil {
		t.Fatal(err)
	}
	if g, w := withoutCursors(t, gotJSON), withoutCursors(t, want); g != w {
		t.Fatalf("the API's answers are not %s at line %d; if the change is intended, run "+
			"go test ./handlers -run 'TestOpenAPIExamplesAreCurrent' -update, then -run TestOpenAPIGolden -update",
			examplesFile, firstDifferentLine(g, w))
	}
}

// TestOpenAPIExamplesIgnoreTheDay records the examples as two machines
// whose clocks read different days would (one of them three days before
// the data's reference time, late in the evening in UTC and so already the
// next day in Baku, the other years later in another time zone), and
// expects the same bytes: the examples hold whatever day CI runs on.
func TestOpenAPIExamplesIgnoreTheDay(t *testing.T) {
	a := newAPI(t)
	loadExampleData(t, a)
	days := []time.Time{
		time.Date(2026, 10, 17, 22, 30, 0, 0, time.UTC),
		time.Date(2031, 7, 15, 2, 10, 0, 0, time.FixedZone("UTC-7", -7*60*60)),
	}
	var recorded []string
	for _, day := range days {
		clock := func() time.Time { return day }
		recorded = append(recorded, withoutCursors(t, recordExamples(t, examplesServer(a, clock))))
	}
	if recorded[0] != recorded[1] {
		t.Fatalf("the examples recorded on %s and on %s differ at line %d",
			days[0], days[1], firstDifferentLine(recorded[0], recorded[1]))
	}
}

// examplesServer is a second API server over a's indices, built as on a
// machine whose clock is machine, with its engine's clock pinned to
// exampleDay for the examples.
func examplesServer(a *apiEnv, machine func() time.Time) *apiEnv {
	e := engine.New(a.client, a.prefix, search.NewSigner("test-secret"))
	e.Sources = &sources.Catalog{Client: a.client, Prefix: a.prefix, TTL: time.Nanosecond}
	e.Now = machine
	pinToExampleDay(e)
	srv := httptest.NewServer((&handlers.Server{Engine: e, Log: zap.NewNop()}).Handler())
	a.t.Cleanup(srv.Close)
	return &apiEnv{t: a.t, client: a.client, prefix: a.prefix, engine: e, srv: srv}
}

// pinToExampleDay sets the engine's clock to exampleDay.
func pinToExampleDay(e *engine.Engine) {
	e.Now = func() time.Time { return exampleDay }
}

// loadExampleData loads the demo data set of the examples; the last row of
// each dataset but sources and genome is held back and removed.
func loadExampleData(t *testing.T, a *apiEnv) {
	t.Helper()
	loader := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1}
	dir := t.TempDir()
	if err := gendata.Write(dir, exampleData); err != nil {
		t.Fatal(err)
	}
	var removals []map[string]any
	for _, file := range gendata.Files {
		dataset := strings.TrimSuffix(file, ".ndjson")
		data, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatal(err)
		}
		lines := bytes.SplitAfter(bytes.TrimSpace(data), []byte("\n"))
		if dataset != "sources" && dataset != "genome" {
			var last struct{ ID string }
			if err := json.Unmarshal(lines[len(lines)-1], &last); err != nil {
				t.Fatal(err)
			}
			removals = append(removals, map[string]any{"id": last.ID, "dataset": dataset,
				"removed_at": gendata.Reference.Add(-time.Hour).UTC().Format(time.RFC3339)})
			lines = lines[:len(lines)-1]
		}
		if _, err := loader.Load(context.Background(), dataset, bytes.NewReader(bytes.Join(lines, nil))); err != nil {
			t.Fatalf("loading %s: %v", dataset, err)
		}
	}
	a.load("tombstones", removals...)
}

// recordExamples asks a every operation of the document and returns the
// examples file it makes.
func recordExamples(t *testing.T, a *apiEnv) []byte {
	t.Helper()
	raw, err := handlers.OpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Paths map[string]struct {
			Get struct {
				OperationID string `json:"operationId"`
				Parameters  []struct {
					Name string `json:"name"`
					Ref  string `json:"$ref"`
				} `json:"parameters"`
			} `json:"get"`
		} `json:"paths"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	got := map[string]any{}
	operations := map[string]any{}
	answers := map[string]any{}
	paths := slices.Sorted(func(yield func(string) bool) {
		for p := range doc.Paths {
			if !yield(p) {
				return
			}
		}
	})
	// Collections first: the single resources take their ids from them.
	slices.SortStableFunc(paths, func(x, y string) int {
		return strings.Count(x, "{") - strings.Count(y, "{")
	})
	for _, path := range paths {
		op := doc.Paths[path].Get
		var params []string
		for _, p := range op.Parameters {
			// A shared parameter's component is named after it.
			params = append(params, p.Name+p.Ref[strings.LastIndex(p.Ref, "/")+1:])
		}
		request := exampleRequest(t, a, path, params)
		ok := askExample(t, a, request, http.StatusOK)
		bad := request + map[bool]string{true: "&", false: "?"}[strings.Contains(request, "?")] + "x=1"
		invalid := askExample(t, a, bad, http.StatusBadRequest)
		answers[op.OperationID], answers[op.OperationID+".400"] = ok, invalid
		example := map[string]any{"request": request, "bad_request": bad, "invalid": invalid}
		if ok != nil {
			example["ok"] = ok
		}
		operations[op.OperationID] = example
	}
	got["operations"] = operations
	// The derived objects: the one record of each dataset that derives,
	// asked again with include=derived (no operation's example carries it).
	for _, d := range readapi.All {
		op := "get" + strings.ToUpper(d.Name[:1]) + d.Name[1:] + "ById"
		if d.Derivation != nil && operations[op] != nil {
			request := operations[op].(map[string]any)["request"].(string) + "?include=" + readapi.DerivedField
			answers[op+".derived"] = askExample(t, a, request, http.StatusOK)
		}
	}
	schemas := map[string]any{}
	for name, at := range schemaExamples {
		op, pointer, _ := strings.Cut(at, "/")
		v := resolve(answers[op], strings.Split(pointer, "/"))
		if v == nil {
			t.Fatalf("schema %s: nothing at %s", name, at)
		}
		schemas[name] = v
	}
	got["schemas"] = schemas
	for _, example := range operations {
		example := example.(map[string]any)
		if example["ok"] == nil {
			continue
		}
		if note := abridge(example["ok"]); note != "" {
			example["note"] = note
		}
	}

	gotJSON, err := json.MarshalIndent(got, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append(gotJSON, '\n')
}

// exampleRequest is the path and query of the example of an operation:
// a real id for a single resource, a prefix for suggestions, one row of a
// collection.
func exampleRequest(t *testing.T, a *apiEnv, path string, params []string) string {
	t.Helper()
	switch {
	case path == "/v1/vocabularies/{name}":
		return "/v1/vocabularies/seniority"
	case path == "/v1/venues/{id}":
		for _, e := range a.ok("/v1/events?limit=100").rows(t) {
			if venue, _ := e["venue"].(map[string]any); venue != nil && venue["id"] != nil {
				return "/v1/venues/" + venue["id"].(string)
			}
		}
		t.Fatal("no event with a venue")
	case strings.HasSuffix(path, "/{id}/similar"):
		collection := strings.TrimSuffix(path, "/{id}/similar")
		return collection + "/" + a.ok(collection + "?limit=1").rows(t)[0]["id"].(string) + "/similar?limit=" + strconv.Itoa(shownRows)
	case strings.HasSuffix(path, "/{id}/copies"):
		// The first of the collection's rows that has copies.
		collection := strings.TrimSuffix(path, "/{id}/copies")
		rows := a.ok(collection + "?limit=100").rows(t)
		for _, row := range rows {
			if p := collection + "/" + row["id"].(string) + "/copies"; len(a.ok(p).rows(t)) > 0 {
				return p
			}
		}
		return collection + "/" + rows[0]["id"].(string) + "/copies"
	case strings.HasSuffix(path, "/{id}"):
		return "/v1/" + strings.TrimPrefix(strings.TrimSuffix(path, "/{id}"), "/v1/") + "/" + richestRow(t, a, strings.TrimSuffix(path, "/{id}"))
	case slices.Contains(params, "prefix"):
		row := a.ok(strings.TrimSuffix(path, "/suggest") + "?limit=1").rows(t)[0]
		text, _ := row["title"].(string)
		if text == "" {
			text, _ = row["name"].(string)
		}
		return path + "?prefix=" + string([]rune(strings.Fields(text)[0])[:3]) + "&limit=" + strconv.Itoa(shownRows)
	case path == "/v1/jobs":
		// The jobs' example shows meta.relaxed (ListMeta's example).
		return path + "?q=junior%20accountant&order=relevance&limit=1"
	case slices.Contains(params, "cursor"):
		return path + "?limit=1"
	}
	return path
}

// richestRow is the id, among the first rows of a collection, of the one
// whose single resource has the most non-null values (an event with
// sessions, a job with a company).
func richestRow(t *testing.T, a *apiEnv, collection string) string {
	t.Helper()
	best, most := "", -1
	for _, row := range a.ok(collection + "?limit=25").rows(t) {
		id := row["id"].(string)
		var item any
		if err := json.Unmarshal(a.ok(collection+"/"+id).Data, &item); err != nil {
			t.Fatal(err)
		}
		if n := leaves(item); n > most {
			best, most = id, n
		}
	}
	return best
}

// leaves counts the non-null scalars of a decoded JSON value.
func leaves(v any) int {
	switch v := v.(type) {
	case nil:
		return 0
	case map[string]any:
		n := 0
		for _, x := range v {
			n += leaves(x)
		}
		return n
	case []any:
		n := 0
		for _, x := range v {
			n += leaves(x)
		}
		return n
	}
	return 1
}

// askExample asks the API and returns the decoded answer, which must have
// the status; nil when it is not JSON (a page).
func askExample(t *testing.T, a *apiEnv, request string, status int) any {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, a.srv.URL+request, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("X-Request-Id", exampleRequestID)
	resp, err := a.srv.Client().Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", request, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("GET %s: %v", request, err)
	}
	if resp.StatusCode != status {
		t.Fatalf("GET %s: status %d, want %d: %s", request, resp.StatusCode, status, body)
	}
	if !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("GET %s: %v", request, err)
	}
	return v
}

// abridge shortens an answer too long to show, and says how: the document
// itself to its openapi and info, an unpaged list to its first rows.
func abridge(answer any) string {
	body := answer.(map[string]any)
	if _, ok := body["openapi"]; ok {
		for k := range body {
			if k != "openapi" && k != "info" {
				delete(body, k)
			}
		}
		return "abridged to openapi and info"
	}
	if data, ok := body["data"].(map[string]any); ok && data["openapi"] != nil {
		return abridge(data)
	}
	if rows, ok := body["data"].([]any); ok && len(rows) > shownRows {
		body["data"] = rows[:shownRows]
		return "abridged to the first " + strconv.Itoa(shownRows) + " of " + strconv.Itoa(len(rows)) + " rows"
	}
	return ""
}

// resolve follows a JSON pointer of object keys and array indexes; * is the
// first element for which the rest resolves to a non-null value, and ..
// steps back to the value holding the last key.
func resolve(v any, pointer []string) any {
	if len(pointer) == 0 || pointer[0] == "" {
		return v
	}
	if len(pointer) >= 2 && pointer[len(pointer)-1] == ".." {
		if resolve(v, pointer[:len(pointer)-1]) == nil {
			return nil
		}
		return resolveParent(v, pointer[:len(pointer)-2], pointer[len(pointer)-2])
	}
	switch x := v.(type) {
	case map[string]any:
		return resolve(x[pointer[0]], pointer[1:])
	case []any:
		if pointer[0] == "*" {
			for _, e := range x {
				if r := resolve(e, pointer[1:]); r != nil {
					return r
				}
			}
			return nil
		}
		i, err := strconv.Atoi(pointer[0])
		if err != nil || i >= len(x) {
			return nil
		}
		return resolve(x[i], pointer[1:])
	}
	return nil
}

// resolveParent is the first value at pointer (with *) whose key is non-null.
func resolveParent(v any, pointer []string, key string) any {
	if len(pointer) == 0 {
		if m, ok := v.(map[string]any); ok && m[key] != nil {
			return m
		}
		return nil
	}
	switch x := v.(type) {
	case map[string]any:
		return resolveParent(x[pointer[0]], pointer[1:], key)
	case []any:
		for _, e := range x {
			if r := resolveParent(e, pointer[1:], key); r != nil {
				return r
			}
		}
	}
	return nil
}

// withoutCursors replaces every non-null meta.next of the examples with
// one placeholder.
func withoutCursors(t *testing.T, file []byte) string {
	t.Helper()
	var out strings.Builder
	lines := bufio.NewScanner(bytes.NewReader(file))
	lines.Buffer(nil, 1<<24)
	for lines.Scan() {
		line := lines.Text()
		if trimmed := strings.TrimSpace(line); strings.HasPrefix(trimmed, `"next": "`) {
			line = line[:strings.Index(line, `"next"`)] + `"next": "<cursor>",`
		}
		out.WriteString(line + "\n")
	}
	return out.String()
}

func firstDifferentLine(a, b string) int {
	x, y := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(x), len(y)) {
		if x[i] != y[i] {
			return i + 1
		}
	}
	return min(len(x), len(y)) + 1
}
