package handlers_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"readapi/internal/opensearch"
	"readapi/mappings"
)

// facetSourceTypes is the registry of the facet fixture; ghost is not in it.
var facetSourceTypes = map[string]string{"boss": "board", "acme": "employer", "agg": "aggregator"}

// facetJobs is the jobs fixture of the facet tests: 320 postings over four
// sources, with nulls in every nullable facet field, and companies whose
// counts tie: "Azər" and "Azər MMC" (3 each; in JSON text "Azər MMC" sorts
// first, in raw bytes "Azər" does) and 150 companies of one posting each.
func facetJobs() []map[string]any {
	cities := []any{"Bakı", "Bakı", "Gəncə", nil, "Sumqayıt", "Bakı", "Şəki"}
	employment := []any{"Full-time", "FULL_TIME", "Part-time", "Contract", nil}
	sources := []string{"boss", "acme", "agg", "ghost", "boss", "boss"}
	var companies []any
	for name, n := range map[string]int{"Kapital Bank": 6, "ABB": 4, "Pasha": 4, "Azər": 3, "Azər MMC": 3} {
		for range n {
			companies = append(companies, name)
		}
	}
	for i := range 150 {
		companies = append(companies, fmt.Sprintf("Şirkət %03d", i))
	}
	slices.SortFunc(companies, func(a, b any) int { return strings.Compare(a.(string), b.(string)) })
	var rows []map[string]any
	for i := range 200 {
		src := sources[i%len(sources)]
		title := fmt.Sprintf("Sürücü %d", i)
		if i%4 == 0 {
			title = fmt.Sprintf("Baş mühasib %d", i)
		}
		r := map[string]any{
			"title": title, "city": cities[i%len(cities)], "employment_type": employment[i%len(employment)],
			"remote": []any{true, false, nil, false}[i%4], "active": i%6 != 5,
			"posted_at": fmt.Sprintf("2026-10-%02dT00:00:00Z", 1+i%20),
		}
		switch i % 5 {
		case 3:
			r["country"] = "GE"
		case 4:
		default:
			r["country"] = "AZ"
		}
		if i%3 == 0 {
			r["salary_period"] = "MONTH"
		}
		if c := (i * 37) % 200; c < len(companies) {
			name := companies[c].(string)
			r["company"] = map[string]any{"name": name, "slug": strings.ToLower(strings.ReplaceAll(name, " ", "-"))}
		}
		rows = append(rows, job(fmt.Sprintf("%s:%03d", src, i), r))
	}
	// In Turkey, 120 companies of one posting each whose names are each
	// other's prefixes: by JSON text the longest sorts first, by raw bytes
	// last, beyond the values a terms aggregation returns.
	for k := 1; k <= 120; k++ {
		name := strings.TrimSpace(strings.Repeat("Ev ", k))
		rows = append(rows, job(fmt.Sprintf("ghost:e%03d", k), map[string]any{"country": "TR", "company": map[string]any{"name": name, "slug": nil}}))
	}
	return rows
}

// jobsOracle reads the parameters the facet tests use the way the API does.
func jobsOracle(rows []map[string]any) oracle {
	typeOf := func(r map[string]any) string {
		if t, ok := facetSourceTypes[r["source"].(string)]; ok {
			return t
		}
		return "unknown"
	}
	companyName := func(r map[string]any) any {
		if c, ok := r["company"].(map[string]any); ok {
			return c["name"]
		}
		return nil
	}
	return oracle{
		rows: rows,
		match: func(param, value string) func(map[string]any) bool {
			switch param {
			case "city", "country", "source":
				return func(r map[string]any) bool { return r[param] == value }
			case "remote":
				return func(r map[string]any) bool { return r["remote"] == (value == "true") }
			case "active":
				return func(r map[string]any) bool { return value == "any" || r["active"] == (value == "true") }
			case "source_type":
				return func(r map[string]any) bool { return slices.Contains(strings.Split(value, ","), typeOf(r)) }
			case "company":
				return func(r map[string]any) bool { n, _ := companyName(r).(string); return strings.EqualFold(n, value) }
			case "q":
				return func(r map[string]any) bool { return strings.Contains(r["title"].(string), value) }
			}
			panic("the jobs oracle does not know " + param)
		},
		value: func(f string, r map[string]any) any {
			switch f {
			case "company":
				return companyName(r)
			case "source_type":
				return typeOf(r)
			}
			return r[f]
		},
		own: map[string][]string{"source": {"source"}, "source_type": {"source_type"}, "city": {"city"}, "country": {"country"},
			"remote": {"remote"}, "active": {"active"}, "company": {"company"}},
	}
}

// loadFacetJobs loads the registry and the facet fixture.
func loadFacetJobs(a *apiEnv) oracle {
	loadFacetRegistry(a)
	rows := facetJobs()
	a.load("jobs", rows...)
	return jobsOracle(rows)
}

// loadFacetRegistry loads the source registry of facetSourceTypes.
func loadFacetRegistry(a *apiEnv) {
	var registry []map[string]any
	for stem, typ := range facetSourceTypes {
		registry = append(registry, map[string]any{"source": stem, "name": stem, "url": nil, "jobs_url": nil,
			"dataset": "jobs", "source_type": typ, "aggregator": typ == "aggregator"})
	}
	a.load("sources", registry...)
}

func TestFacetsCountDisjunctively(t *testing.T) {
	a := newAPI(t)
	o := loadFacetJobs(a)
	queries := []string{
		"facets=city,country,remote,active,company,source,source_type,employment_type,salary_period,district&facet_limit=100",
		"city=Bakı&facets=city",
		"city=Bakı&remote=true&country=AZ&facets=city,remote,country,active",
		"city=Bakı&remote=true&country=AZ&facets=company,source",
		"active=false&facets=active,source",
		"active=true&source=boss&facets=source,source_type,city",
		"source_type=board,aggregator&facets=source_type,source,remote",
		"company=" + url.QueryEscape("Azər MMC") + "&facets=company,city",
		"city=Gəncə&city=Bakı&facets=city,country",
		"facets=company&facet_limit=1",
		"facets=company&facet_limit=4",
		"facets=company&facet_limit=10",
		"country=GE&facets=company&facet_limit=5",
		"country=TR&facets=company,country&facet_limit=3",
		// facets sharing their filters, counted by one search
		"country=GE&facets=company,city,remote,source_type&facet_limit=1",
		"active=true&facets=company,city,employment_type&facet_limit=4",
	}
	// Under q the page's search counts the facets (the selected values as
	// its post_filter): the same queries again.
	for _, query := range queries {
		queries = append(queries, "q="+url.QueryEscape("mühasib")+"&"+query)
	}
	for _, query := range queries {
		path := "/v1/jobs?" + query
		o.check(t, a, path)
		// The rows are those of the same request without facets.
		plain := strings.Join(slices.DeleteFunc(strings.Split(query, "&"), func(p string) bool { return strings.HasPrefix(p, "facet") }), "&")
		if p := a.ok("/v1/jobs?" + plain + "&limit=100"); !slices.Equal(a.ok(path+"&limit=100").ids(t), p.ids(t)) {
			t.Errorf("GET %s: rows differ from the request without facets", path)
		}
	}
	// Booleans are JSON booleans, nulls are not counted.
	got := facetsOf(t, a.ok("/v1/jobs?facets=remote,city&facet_limit=100"), "remote,city")
	var texts []string
	for _, e := range got["remote"] {
		texts = append(texts, string(e.Value))
	}
	if slices.Sort(texts); !slices.Equal(texts, []string{"false", "true"}) {
		t.Errorf("remote values %v, want false and true", texts)
	}
	for _, e := range got["city"] {
		if string(e.Value) == "null" {
			t.Errorf("null city counted: %s", entriesText(got["city"]))
		}
	}
	// Ties: JSON text "Azər MMC" sorts before "Azər" (space before quote).
	if top := facetsOf(t, a.ok("/v1/jobs?facets=company&facet_limit=4"), "company")["company"]; len(top) != 4 || string(top[3].Value) != `"Azər MMC"` {
		t.Errorf("fourth company %s, want \"Azər MMC\" by its JSON text", entriesText(top))
	}
}

func TestFacetsWithCountCursorsAndRelevance(t *testing.T) {
	a := newAPI(t)
	o := loadFacetJobs(a)
	query := "city=Bakı&facets=city,company,source_type&facet_limit=5&count=true&limit=7"
	want := o.want(t, query)
	path := "/v1/jobs?" + query
	var ids []string
	for e, pages := a.ok(path), 0; ; pages++ {
		got := facetsOf(t, e, "city,company,source_type")
		for f, w := range want {
			if !sameEntries(got[f], w) {
				t.Fatalf("page %d: facet %s %s, want %s", pages, f, entriesText(got[f]), entriesText(w))
			}
		}
		if total := e.Meta["total"]; total != float64(o.rowsFor(t, query)) {
			t.Errorf("page %d: total %v, want %d", pages, total, o.rowsFor(t, query))
		}
		ids = append(ids, e.ids(t)...)
		if e.next() == "" {
			break
		}
		e = a.ok(path + "&cursor=" + e.next())
	}
	if plain := a.walk("/v1/jobs?city=Bakı&limit=7"); !slices.Equal(ids, plain) || len(ids) != o.rowsFor(t, query) {
		t.Errorf("walk with facets gave %d rows, without %d, want %d", len(ids), len(plain), o.rowsFor(t, query))
	}
	// Facets are not part of the cursor: a page of the walk may leave them out.
	first := a.ok(path)
	if a.ok("/v1/jobs?city=Bakı&count=true&limit=7&cursor=" + first.next()).Meta["facets"] != nil {
		t.Error("meta.facets without facets")
	}

	// q applies to every facet; relevance orders the rows as without facets.
	rel := "q=" + url.QueryEscape("mühasib") + "&order=relevance&city=Bakı&facets=city,remote&count=true"
	e := o.check(t, a, "/v1/jobs?"+rel)
	plain := a.ok("/v1/jobs?q=" + url.QueryEscape("mühasib") + "&order=relevance&city=Bakı&count=true")
	if string(e.Data) != string(plain.Data) || e.Meta["total"] != plain.Meta["total"] {
		t.Errorf("order=relevance with facets changed the page:\n%s\n%s", e.Data, plain.Data)
	}
}

func TestFacetsRefuse(t *testing.T) {
	a := newAPI(t)
	loadFacetJobs(a)
	e := a.bad("/v1/jobs?facets=city,title", "facets")
	for _, want := range []string{`"title"`, "source_type", "company", "salary_period"} {
		if !strings.Contains(e.Error.Message, want) {
			t.Errorf("message %q does not name %s", e.Error.Message, want)
		}
	}
	a.bad("/v1/jobs?facets=", "facets")
	a.bad("/v1/jobs?facet_limit=5", "facet_limit")
	a.bad("/v1/jobs?facets=city&facet_limit=0", "facet_limit")
	a.bad("/v1/jobs?facets=city&facet_limit=101", "facet_limit")
	a.bad("/v1/jobs?facets=city&facet_limit=ten", "facet_limit")
	a.bad("/v1/jobs?facets=city&facet_limit=5&facet_limit=6", "facet_limit")
	a.bad("/v1/events?facets=city", "city")
	a.bad("/v1/jobs/removed?facets=city", "facets")
	a.bad("/v1/rates/latest?facets=code", "facets")
	a.bad("/v1/quotes/random?facets=author", "facets")
	if got := facetsOf(t, a.ok("/v1/jobs?facets=city&facet_limit=100"), "city")["city"]; len(got) != 4 {
		t.Errorf("facet_limit=100: %d cities, want all 4", len(got))
	}
}

// TestFacetsETag: the tag covers meta.facets when facets are asked for, so
// a change of the counts alone is not revalidated away.
func TestFacetsETag(t *testing.T) {
	a := newAPI(t)
	rows := facetJobs()
	a.load("jobs", rows...)
	path := "/v1/jobs?limit=1&facets=city"
	before := a.ok(path)
	plain := a.ok("/v1/jobs?limit=1")
	if string(before.Data) != string(plain.Data) || before.Header.Get("ETag") == plain.Header.Get("ETag") {
		t.Errorf("the tag with facets equals the tag of data alone")
	}
	if r := a.request(http.MethodGet, path, http.Header{"If-None-Match": {before.Header.Get("ETag")}}); r.Status != http.StatusNotModified {
		t.Errorf("revalidating the faceted page answered %d", r.Status)
	}
	// One more posting, last in the default order: the page's rows stay,
	// the city counts change.
	a.load("jobs", append(rows, job("boss:999", map[string]any{"city": "Lənkəran", "posted_at": nil}))...)
	after := a.ok(path)
	if string(after.Data) != string(before.Data) {
		t.Fatalf("the first row moved: %s", after.Data)
	}
	if r := a.request(http.MethodGet, path, http.Header{"If-None-Match": {before.Header.Get("ETag")}}); r.Status != http.StatusOK {
		t.Errorf("a change of meta.facets alone answered %d to the old tag", r.Status)
	}
	if a.ok("/v1/jobs?limit=1").Header.Get("ETag") != plain.Header.Get("ETag") {
		t.Error("without facets the tag is no longer over data alone")
	}
}

// TestFacetsExactOnShards counts on an index of three shards where a terms
// aggregation alone is not exact: each shard holds more companies than it
// returns, so a company whose rows are spread over the shards is dropped
// from some shard's list (OpenSearch's error bound says so) and would be
// undercounted.
func TestFacetsExactOnShards(t *testing.T) {
	a := newAPI(t)
	rows := facetJobs()
	for i := range 1000 {
		rows = append(rows, job(fmt.Sprintf("boss:a%04d", i), map[string]any{"company": map[string]any{"name": fmt.Sprintf("A-firma %04d", i), "slug": nil}}))
	}
	for i := range 300 {
		rows = append(rows, job(fmt.Sprintf("acme:z%04d", i), map[string]any{"company": map[string]any{"name": fmt.Sprintf("Z-firma %03d", i/3), "slug": nil},
			"city": []any{"Bakı", nil, "Quba"}[i%3]}))
	}
	o := jobsOracle(rows)
	loadFacetRegistry(a)
	a.load("jobs", rows...)
	index := a.aliasTargets(a.prefix + "jobs")[0]
	sharded := index + "-3"
	body, err := mappings.IndexBody("jobs", map[string]any{"number_of_shards": 3})
	if err != nil {
		t.Fatal(err)
	}
	a.osDo(http.MethodPut, "/"+sharded, body)
	var bulk opensearch.Bulk
	for _, r := range rows {
		if err := bulk.Index(sharded, r["id"].(string), r); err != nil {
			t.Fatal(err)
		}
	}
	if items, err := a.client.SendBulk(context.Background(), &bulk, opensearch.RefreshNow); err != nil || len(items) != len(rows) {
		t.Fatalf("bulk into %s: %v", sharded, err)
	}
	a.osDo(http.MethodPost, "/_aliases", []byte(fmt.Sprintf(`{"actions":[{"remove":{"index":%q,"alias":%q}},{"add":{"index":%q,"alias":%q}}]}`,
		index, a.prefix+"jobs", sharded, a.prefix+"jobs")))

	naive := string(a.osDo(http.MethodPost, "/"+sharded+"/_search",
		[]byte(`{"size":0,"aggs":{"v":{"terms":{"field":"company.name.raw","size":110}}}}`)))
	if !strings.Contains(naive, `"_shards":{"total":3`) || strings.Contains(naive, `"doc_count_error_upper_bound":0`) {
		t.Fatalf("the index does not make a terms aggregation inexact: %.300s", naive)
	}
	for _, query := range []string{
		"facets=company&facet_limit=10",
		"facets=company&facet_limit=100",
		"facets=company,city,source_type,remote&facet_limit=3",
		"city=Bakı&facets=company,city&facet_limit=40",
	} {
		o.check(t, a, "/v1/jobs?"+query)
	}
}
