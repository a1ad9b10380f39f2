package search_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/internal/testenv"
	"readapi/mappings"
	"readapi/search"
)

// fuzzDatasets are the collections FuzzParseQuery draws from.
var fuzzDatasets = append(append([]*readapi.Dataset{}, readapi.All...), readapi.Removed(readapi.Jobs))

// fuzzStems is a source catalog with one stem of each type.
type fuzzStems struct{}

func (fuzzStems) Stems(context.Context, string) (map[string]string, error) {
	return map[string]string{"s": "board", "e": "employer"}, nil
}

// FuzzParseQuery sends random parameters to every collection: ParseQuery
// refuses them with a 400 naming a parameter, or the real engine runs the
// page, count and facet searches it builds. An engine refusal is a bound
// the search package lacks; a failure is a 5xx the API would give.
func FuzzParseQuery(f *testing.F) {
	for _, seed := range []struct {
		ds          uint8
		name, value string
		extra       string
	}{
		{0, "q", strings.Repeat("😀", 2600), ""},
		{0, "q", strings.Repeat("word ", 5000), "order=relevance"},
		{1, "q", strings.Repeat("word ", 5000), ""},
		{2, "q", strings.Repeat("word ", 5000), "fuzzy=true"},
		{0, "location", strings.Repeat("a", 10000), ""},
		{0, "job_function", strings.Repeat("a", 10000), ""},
		{0, "career_level", strings.Repeat("ab ", 3000), ""},
		{0, "q", "mühasib baş ofis satış meneceri kassir", "fuzzy=true&highlight=true&facets=source,city&count=true"},
		{0, "city", strings.Repeat("x", 40000), "company=" + strings.Repeat("é", 20000)},
		{0, "location", strings.Repeat("İ", 256), ""},
		{1, "near", "90,180", "within_km=20000&order=distance"},
		{1, "starts_after", "0000-01-01T00:00:00Z", ""},
		{3, "codes", strings.Repeat("x,", 5000), ""},
		{0, "posted_after", "9999-12-31", "deadline_after=0001-01-01"},
		{0, "q", strings.Repeat("a", 300), "fuzzy=true"},
		{0, "salary_from_at_least", "1e308", ""},
	} {
		f.Add(seed.ds, seed.name, seed.value, seed.extra)
	}
	e := loadFuzzFixture(f)
	f.Fuzz(func(t *testing.T, ds uint8, name, value, extra string) {
		d := fuzzDatasets[int(ds)%len(fuzzDatasets)]
		params, _ := url.ParseQuery(extra)
		if params == nil {
			params = url.Values{}
		}
		params.Add(name, value)
		q, err := search.ParseQuery(readapi.Env{Ctx: context.Background(), Sources: fuzzStems{}, Dataset: d}, search.NewSigner("fuzz"), params)
		if err != nil {
			var se *readapi.Error
			if !errors.As(err, &se) || se.Code != readapi.CodeInvalid || se.Param == "" && !strings.Contains(se.Message, "cursor") {
				t.Fatalf("%s %v: %v is not a bad request naming a parameter", d.Name, params, err)
			}
			return
		}
		index := e.prefix + d.Name
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		for _, total := range []bool{false, true} {
			body, err := q.Body(total)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := e.client.Search(ctx, index, json.RawMessage(body)); err != nil && !opensearch.IsMissingIndex(err) {
				t.Fatalf("%s %v: the engine failed the page: %v", d.Name, params, err)
			}
		}
		var bodies [][]byte
		for i := range q.Facets {
			body, err := q.FacetBody(i)
			if err != nil {
				t.Fatal(err)
			}
			bodies = append(bodies, body)
		}
		if len(bodies) == 0 {
			return
		}
		_, errs, err := e.client.MultiSearch(ctx, index, bodies)
		for _, err := range append(errs, err) {
			if err != nil && !opensearch.IsMissingIndex(err) {
				t.Fatalf("%s %v: the engine failed a facet: %v", d.Name, params, err)
			}
		}
	})
}

// loadFuzzFixture writes a few rows of jobs and events straight into
// their aliases' indices (a load's checks would cost every fuzz worker
// seconds), enough for every field to be mapped and searched.
func loadFuzzFixture(f *testing.F) *textEnv {
	e := &textEnv{t: f, client: testenv.OpenSearch(f), prefix: testenv.Prefix(f), signer: search.NewSigner("fuzz")}
	ctx := context.Background()
	for dataset, rows := range map[string][]map[string]any{
		"jobs": {jobRow("s:1", "Baş mühasib", "Maliyyə hesabatları"), jobRow("e:1", "Satış meneceri", "Bakı")},
		"events": {{"id": "e:1", "source": "e", "name": "Konsert", "ingested_at": "2026-11-01T00:00:00Z",
			"venue": map[string]any{"id": "v", "name": "Saray", "address": "Bakı", "lat": 40.38, "lng": 49.85}}},
	} {
		index := e.prefix + dataset + "-1"
		body, err := mappings.IndexBody(dataset, nil)
		if err != nil {
			f.Fatal(err)
		}
		if _, err := e.client.Do(ctx, http.MethodPut, opensearch.Path(index), body); err != nil {
			f.Fatal(err)
		}
		var bulk opensearch.Bulk
		for _, r := range rows {
			if err := bulk.Index(index, r["id"].(string), r); err != nil {
				f.Fatal(err)
			}
		}
		if _, err := e.client.SendBulk(ctx, &bulk, opensearch.RefreshNow); err != nil {
			f.Fatal(err)
		}
		alias := map[string]any{"actions": []any{map[string]any{"add": map[string]any{"index": index, "alias": e.prefix + dataset}}}}
		if _, err := e.client.Do(ctx, http.MethodPost, "/_aliases", alias); err != nil {
			f.Fatal(err)
		}
	}
	return e
}
