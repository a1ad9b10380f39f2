package handlers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"readapi"
	"readapi/internal/enrich"
	"readapi/internal/testenv"
	"readapi/mappings"
	searchfold "readapi/mappings/fold"
	"readapi/reindex"
)

// The derived fields (issues 42 and 43) through the real loader, ingest
// and engine. The enricher is a pure function held by its own table tests;
// here it is the oracle: what the API serves, filters and counts must be
// what enrich derives from the fixture's rows, whatever the vocabularies
// say, and the fixture is checked to derive enough values to mean it.

// derivedRate is one rates row of the fixture.
func derivedRate(code, date string, perUnit float64) string {
	return fmt.Sprintf(`{"id":"cbar:%s:%s","source":"cbar","date":"%s","effective_date":"%s","carried_forward":false,"kind":"currency",`+
		`"base":"AZN","code":"%s","name":null,"unit":"unit","nominal":1,"value":%g,"rate_per_unit":%g,"source_url":null,"bulletin_url":null,`+
		`"ingested_at":"%sT12:00:00Z"}`, code, date, date, date, code, perUnit, perUnit, date)
}

var derivedRates = []string{
	derivedRate("USD", "2026-03-02", 1.7), derivedRate("USD", "2026-03-05", 1.71), derivedRate("EUR", "2026-03-02", 1.9),
}

// derivedJob is one posting of the fixture.
func derivedJob(id, title, career, employment string, from, to any, currency, period, posted string) map[string]any {
	source, _, _ := strings.Cut(id, ":")
	row := map[string]any{"id": id, "source": source, "title": title, "company": map[string]any{"name": "Co " + id, "slug": "co-" + strings.ReplaceAll(id, ":", "-")},
		"description": "Vakansiya " + title + " " + id, "ingested_at": "2026-03-06T00:00:00Z", "first_seen_at": "2026-03-01T00:00:00Z",
		"times_seen": 1, "active": true, "deactivated_at": nil, "posted_at": posted,
		"career_level": nilIfEmpty(career), "employment_type": nilIfEmpty(employment),
		"salary_from": from, "salary_to": to, "salary_currency": nilIfEmpty(currency), "salary_period": nilIfEmpty(period)}
	return row
}

func nilIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// derivedJobs: titles of several occupations in the three languages,
// seniorities and employment types as sources spell them, pay in AZN in
// every band but one, and foreign pay on the day of a bulletin, after one,
// and before any.
var derivedJobs = []map[string]any{
	derivedJob("a:1", "Mühasib", "Kiçik mütəxəssis", "Full-time", 400, 600, "AZN", "MONTH", "2026-03-05T08:00:00Z"),
	derivedJob("a:2", "Бухгалтер", "Senior", "FULL_TIME", 900, nil, "AZN", "", "2026-03-05T08:00:00Z"),
	derivedJob("a:3", "Accountant", "Junior", "Part-time", nil, 1200, "AZN", "MONTH", "2026-03-04T08:00:00Z"),
	derivedJob("a:4", "Backend developer", "Senior", "Contract", 1000, nil, "USD", "MONTH", "2026-03-05T10:00:00Z"),
	derivedJob("a:5", "Proqramçı", "Böyük mütəxəssis", "Full-time", 1000, 2000, "USD", "MONTH", "2026-03-04T10:00:00Z"),
	derivedJob("b:1", "Sürücü", "", "Full-time", 1000, nil, "USD", "MONTH", "2026-03-01T10:00:00Z"),
	derivedJob("b:2", "Водитель", "Junior", "Internship", 1000, nil, "EUR", "MONTH", "2026-03-03T21:30:00Z"),
	derivedJob("b:3", "Sürücü", "", "", 60000, nil, "AZN", "YEAR", "2026-03-02T10:00:00Z"),
	derivedJob("b:4", "Ofis meneceri", "", "", nil, nil, "", "", "2026-03-02T10:00:00Z"),
	derivedJob("b:5", "Accountant", "Senior", "Full-time", 2500, 2600, "AZN", "MONTH", "2026-03-02T10:00:00Z"),
	derivedCopy("c:1", "Senior"), derivedCopy("d:1", "Junior"),
}

// derivedCopy is a copy of one posting at another source (same title,
// company and description), at a seniority of its own.
func derivedCopy(id, career string) map[string]any {
	row := derivedJob(id, "Baş mühasib", career, "Full-time", 1500, nil, "AZN", "MONTH", "2026-03-03T10:00:00Z")
	row["company"] = map[string]any{"name": "Copied Co", "slug": "copied-co"}
	row["description"] = "Baş mühasib vakansiyası: maliyyə hesabatları, vergi bəyannamələri və audit."
	return row
}

func derivedLines(rows []map[string]any) string {
	var b strings.Builder
	for _, r := range rows {
		line, _ := json.Marshal(r)
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// derivedOracle is what enrich derives of each fixture row with the
// fixture's rates, by id.
func derivedOracle(t *testing.T) map[string]map[string]any {
	t.Helper()
	var rates []enrich.RateRow
	for _, line := range derivedRates {
		var r enrich.RateRow
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		rates = append(rates, r)
	}
	env := enrich.Env{Vocab: mappings.MustVocabularies(), Fold: searchfold.Word, Rates: enrich.NewRateTable(rates)}
	out := map[string]map[string]any{}
	for i, d := range testenv.DeriveRows[map[string]any](t, readapi.Jobs.Derivation.Derive, env, derivedJobs) {
		out[derivedJobs[i]["id"].(string)] = d
	}
	return out
}

// loadDerivedJobs loads the rates (unless none) and the jobs with the
// real loader.
func loadDerivedJobs(t *testing.T, a *apiEnv, withRates bool) string {
	t.Helper()
	var progress strings.Builder
	l := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1, Progress: &progress}
	ctx := context.Background()
	if withRates {
		if _, err := l.Load(ctx, "rates", strings.NewReader(strings.Join(derivedRates, "\n")+"\n")); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := l.Load(ctx, "jobs", strings.NewReader(derivedLines(derivedJobs))); err != nil {
		t.Fatal(err)
	}
	return progress.String()
}

// servedDerived reads the derived object of every job the API serves
// with include=derived, by id.
func servedDerived(t *testing.T, a *apiEnv, path string) map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]any{}
	for _, r := range a.ok(path).rows(t) {
		d, ok := r[readapi.DerivedField].(map[string]any)
		if !ok {
			t.Fatalf("%s: row %v has no derived object", path, r["id"])
		}
		out[r["id"].(string)] = d
	}
	return out
}

func TestDerivedJobsLoadAndServe(t *testing.T) {
	a := newAPI(t)
	loadDerivedJobs(t, a, true)
	oracle := derivedOracle(t)
	served := servedDerived(t, a, "/v1/jobs?limit=100&include=derived")
	if len(served) != len(derivedJobs) {
		t.Fatalf("served %d rows, want %d", len(served), len(derivedJobs))
	}
	keys := []string{"occupation", "field", "seniority", "employment", "language", "salary_azn"}
	for id, want := range oracle {
		got := served[id]
		for _, k := range keys {
			if _, ok := got[k]; !ok {
				t.Errorf("%s: derived lacks %s: %v", id, k, got)
			}
		}
		if len(got) != len(keys) || fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: derived %v, enrich derives %v", id, got, want)
		}
	}
	// Pay at the right bulletin: the day itself, the last one before, none
	// known; the posting's day is Asia/Baku's (21:30Z is the next day).
	pay := map[string]any{"a:4": 1710.0, "a:5": 1700.0, "b:1": nil, "b:2": 1900.0, "b:3": 5000.0, "a:1": 400.0}
	for id, from := range pay {
		salary, _ := served[id]["salary_azn"].(map[string]any)
		if from == nil && salary != nil || from != nil && (salary == nil || salary["from"] != from) {
			t.Errorf("%s: salary_azn %v, want from %v", id, served[id]["salary_azn"], from)
		}
	}
	// The fixture derives enough to mean the filters and facets below.
	for _, k := range []string{"occupation", "field", "seniority", "employment"} {
		if n := len(derivedValues(oracle, k)); n < 2 {
			t.Errorf("the fixture derives %d values of %s; the tests need 2 or more", n, k)
		}
	}
	// Without include=derived rows are exactly as before; every path takes it.
	for _, r := range a.ok("/v1/jobs?limit=100&include=bodies").rows(t) {
		if _, ok := r[readapi.DerivedField]; ok {
			t.Fatalf("derived without include=derived: %v", r)
		}
	}
	for _, path := range []string{"/v1/jobs/a:1", "/v1/jobs/a:1/copies", "/v1/jobs/a:1/similar"} {
		if strings.Contains(string(a.ok(path).Raw), `"derived"`) {
			t.Errorf("%s shows derived unasked", path)
		}
	}
	item := a.ok("/v1/jobs/a:1?include=derived").object(t)
	if fmt.Sprint(item[readapi.DerivedField]) != fmt.Sprint(oracle["a:1"]) || item["description_html"] == nil && !hasKey(item, "description_html") {
		t.Errorf("/v1/jobs/a:1?include=derived = %v", item)
	}
	for id, d := range servedDerived(t, a, "/v1/jobs/a:2/similar?include=derived&limit=50") {
		if fmt.Sprint(d) != fmt.Sprint(oracle[id]) {
			t.Errorf("similar: %s derived %v, want %v", id, d, oracle[id])
		}
	}
	a.ok("/v1/jobs/a:2/copies?include=derived")
	// As the OpenAPI document says: one record carries its bodies always
	// (include=bodies is a 400 there); /copies and /similar take it.
	a.ok("/v1/jobs/a:2/copies?include=bodies,derived")
	a.ok("/v1/jobs/a:2/similar?include=bodies,derived")
	a.bad("/v1/jobs/a:1?include=nope", "include")
	a.bad("/v1/jobs/a:1/copies?include=nope", "include")
	a.bad("/v1/jobs/a:1/similar?include=nope", "include")
}

func hasKey(m map[string]any, k string) bool { _, ok := m[k]; return ok }

// derivedValues are the distinct non-null values of a derived key.
func derivedValues(oracle map[string]map[string]any, key string) []string {
	var out []string
	for _, d := range oracle {
		if s, ok := d[key].(string); ok && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

// oracleIDs are the ids whose derived value of key is among values.
func oracleIDs(oracle map[string]map[string]any, key string, values []string) []string {
	var out []string
	for id, d := range oracle {
		if s, ok := d[key].(string); ok && slices.Contains(values, s) {
			out = append(out, id)
		}
	}
	slices.Sort(out)
	return out
}

func TestDerivedJobFilters(t *testing.T) {
	a := newAPI(t)
	loadDerivedJobs(t, a, true)
	oracle := derivedOracle(t)
	for _, key := range []string{"occupation", "seniority", "employment", "field", "language"} {
		values := derivedValues(oracle, key)
		union := values[:min(2, len(values))]
		want := oracleIDs(oracle, key, union)
		if key == "field" {
			occupations := mappings.MustVocabularies().Get("occupation")
			for id, d := range oracle {
				if o, ok := d["occupation"].(string); ok {
					if term, _ := occupations.Term(o); slices.Contains(union, term.Parent) && !slices.Contains(want, id) {
						want = append(want, id)
					}
				}
			}
			slices.Sort(want)
		}
		path := "/v1/jobs?" + key + "=" + url.QueryEscape(strings.Join(union, ",")) + "&limit=1&order=posted_at"
		got := a.walk(path)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s=%v walked %v, want %v", key, union, got, want)
		}
		if total := a.ok(path + "&count=true").Meta["total"]; total != float64(len(want)) {
			t.Errorf("%s=%v counts %v, want %d", key, union, total, len(want))
		}
		e := a.bad("/v1/jobs?"+key+"="+union[0]+",no-such-term", key)
		if !strings.Contains(e.Error.Message, "no-such-term") {
			t.Errorf("%s: the 400 does not name the value: %s", key, e.Error.Message)
		}
		// No value is no id of the vocabulary either (as ?source_type=).
		a.bad("/v1/jobs?"+key+"=", key)
		a.bad("/v1/jobs?"+key+"=,", key)
	}
	salary := func(id, end string) (float64, bool) {
		s, _ := oracle[id]["salary_azn"].(map[string]any)
		v, ok := s[end].(float64)
		return v, ok
	}
	for _, n := range []float64{0, 600, 1500, 1710, 5000} {
		var least, most []string
		for id := range oracle {
			from, hasFrom := salary(id, "from")
			to, hasTo := salary(id, "to")
			if hasTo && to >= n || !hasTo && hasFrom && from >= n {
				least = append(least, id)
			}
			if hasFrom && from <= n || !hasFrom && hasTo && to <= n {
				most = append(most, id)
			}
		}
		for param, want := range map[string][]string{"salary_azn_at_least": least, "salary_azn_at_most": most} {
			path := fmt.Sprintf("/v1/jobs?%s=%g&limit=2", param, n)
			got := a.walk(path)
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("%s=%g: %v, want %v", param, n, got, want)
			}
			if total := a.ok(path + "&count=true").Meta["total"]; total != float64(len(want)) {
				t.Errorf("%s=%g counts %v, want %d", param, n, total, len(want))
			}
		}
	}
	a.bad("/v1/jobs?salary_azn_at_least=-1", "salary_azn_at_least")
	a.bad("/v1/jobs?salary_azn_at_most=lots", "salary_azn_at_most")
}

// oracleCounts counts the derived values of key over ids.
func oracleCounts(oracle map[string]map[string]any, key string, ids []string) map[string]float64 {
	out := map[string]float64{}
	for _, id := range ids {
		if s, ok := oracle[id][key].(string); ok {
			out[s]++
		}
	}
	return out
}

// facetCounts reads one facet of meta.facets as value to count.
func facetCounts(t *testing.T, e *envelope, name string) map[string]float64 {
	t.Helper()
	facets, _ := e.Meta["facets"].(map[string]any)
	entries, ok := facets[name].([]any)
	if !ok {
		t.Fatalf("no facet %s in %s", name, e.Raw)
	}
	out := map[string]float64{}
	for _, x := range entries {
		entry := x.(map[string]any)
		out[entry["value"].(string)] = entry["count"].(float64)
	}
	return out
}

func TestDerivedJobFacets(t *testing.T) {
	a := newAPI(t)
	loadDerivedJobs(t, a, true)
	oracle := derivedOracle(t)
	var all []string
	for id := range oracle {
		all = append(all, id)
	}
	// Every derived facet counts what enrich derives of the rows.
	e := a.ok("/v1/jobs?facets=occupation,field,seniority,employment,language&facet_limit=100")
	for _, key := range []string{"occupation", "field", "seniority", "employment", "language"} {
		if got, want := facetCounts(t, e, key), oracleCounts(oracle, key, all); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s facet %v, want %v", key, got, want)
		}
	}
	occupations := derivedValues(oracle, "occupation")
	// Disjunctive: a filter on occupation leaves the occupation facet whole
	// and narrows the seniority facet.
	e = a.ok("/v1/jobs?facets=occupation,seniority,employment&facet_limit=100&occupation=" + occupations[0])
	if got, want := facetCounts(t, e, "occupation"), oracleCounts(oracle, "occupation", all); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("occupation facet %v, want %v", got, want)
	}
	selected := oracleIDs(oracle, "occupation", occupations[:1])
	if got, want := facetCounts(t, e, "seniority"), oracleCounts(oracle, "seniority", selected); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("seniority facet %v, want %v", got, want)
	}
	// With q: counted over the rows q finds.
	q := "/v1/jobs?q=accountant&limit=100"
	found := a.walk(q)
	if len(found) == 0 {
		t.Fatal("q=accountant finds nothing")
	}
	e = a.ok(q + "&facets=occupation,field&facet_limit=100")
	for _, key := range []string{"occupation", "field"} {
		if got, want := facetCounts(t, e, key), oracleCounts(oracle, key, found); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("q: %s facet %v, want %v", key, got, want)
		}
	}
	// The bands: every band in order, zero counts too, whatever facet_limit.
	e = a.ok("/v1/jobs?facets=salary_azn&facet_limit=1")
	bands := e.Meta["facets"].(map[string]any)["salary_azn"].([]any)
	want := map[string]float64{}
	for id := range oracle {
		s, _ := oracle[id]["salary_azn"].(map[string]any)
		floor, ok := s["from"].(float64)
		if !ok {
			floor, ok = s["to"].(float64)
		}
		if !ok {
			continue
		}
		for i, band := range readapi.SalaryBands {
			lo, hi := bandBounds(band)
			if floor >= lo && (hi < 0 || floor < hi) {
				want[readapi.SalaryBands[i]]++
			}
		}
	}
	if len(bands) != len(readapi.SalaryBands) {
		t.Fatalf("salary_azn facet has %d bands: %v", len(bands), bands)
	}
	zero := false
	for i, x := range bands {
		entry := x.(map[string]any)
		if entry["value"] != readapi.SalaryBands[i] || entry["count"] != want[readapi.SalaryBands[i]] {
			t.Errorf("band %d = %v, want %s %v", i, entry, readapi.SalaryBands[i], want[readapi.SalaryBands[i]])
		}
		zero = zero || entry["count"] == 0.0
	}
	if !zero {
		t.Error("the fixture leaves no band empty")
	}
	// The pay filters are the bands' own: they leave the facet whole.
	for _, band := range readapi.SalaryBands {
		want[band] += 0
	}
	for _, filter := range []string{"salary_azn_at_least=2000", "salary_azn_at_most=500"} {
		e = a.ok("/v1/jobs?facets=salary_azn&" + filter)
		if got := facetCounts(t, e, "salary_azn"); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: bands %v, want every row's %v", filter, got, want)
		}
	}
}

// bandBounds reads "lo-hi" (hi -1 when open).
func bandBounds(band string) (float64, float64) {
	lo, hi, _ := strings.Cut(band, "-")
	var l, h float64 = 0, -1
	fmt.Sscan(lo, &l)
	if hi != "" {
		fmt.Sscan(hi, &h)
	}
	return l, h
}

func TestDerivedPayWithoutRates(t *testing.T) {
	a := newAPI(t)
	progress := loadDerivedJobs(t, a, false)
	if !strings.Contains(progress, "no rates loaded") {
		t.Errorf("the load does not say it had no rates: %s", progress)
	}
	served := servedDerived(t, a, "/v1/jobs?limit=100&include=derived")
	for _, id := range []string{"a:4", "a:5", "b:2"} {
		if served[id]["salary_azn"] != nil {
			t.Errorf("%s: foreign pay without rates derives %v", id, served[id]["salary_azn"])
		}
	}
	if s, _ := served["a:1"]["salary_azn"].(map[string]any); s == nil || s["from"] != 400.0 {
		t.Errorf("a:1: AZN pay without rates derives %v", served["a:1"]["salary_azn"])
	}
}

// TestDerivedLoadsAndIngestsAgree loads the fixture in one prefix and
// ingests it in another: every row stores the same derived object.
func TestDerivedLoadsAndIngestsAgree(t *testing.T) {
	loaded, ingested := newAPI(t), newAPI(t)
	loadDerivedJobs(t, loaded, true)
	l := &reindex.Loader{Client: ingested.client, Prefix: ingested.prefix, Keep: 1}
	ctx := context.Background()
	if _, err := l.Load(ctx, "rates", strings.NewReader(strings.Join(derivedRates, "\n")+"\n")); err != nil {
		t.Fatal(err)
	}
	in := &reindex.Ingester{Client: ingested.client, Prefix: ingested.prefix}
	for _, source := range []string{"a", "b", "c", "d"} {
		var rows []map[string]any
		for _, r := range derivedJobs {
			if r["source"] == source {
				rows = append(rows, r)
			}
		}
		if _, err := in.Ingest(ctx, "jobs", source, time.Date(2026, 3, 6, 0, 0, 0, 0, time.UTC), false, strings.NewReader(derivedLines(rows))); err != nil {
			t.Fatal(err)
		}
	}
	ingested.osDo("POST", "/"+ingested.prefix+"jobs/_refresh", nil)
	want := servedDerived(t, loaded, "/v1/jobs?limit=100&include=derived")
	got := servedDerived(t, ingested, "/v1/jobs?limit=100&include=derived")
	if len(got) != len(derivedJobs) || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("ingested rows derive\n%v\nloaded ones\n%v", got, want)
	}
}

func TestDerivedJobFacetsUnderCollapse(t *testing.T) {
	a := newAPI(t)
	loadDerivedJobs(t, a, true)
	oracle := derivedOracle(t)
	e := a.ok("/v1/jobs?collapse=duplicates&limit=100&facets=occupation,seniority,salary_azn&facet_limit=100")
	copies, _ := e.Meta["copies"].(map[string]any)
	if len(copies) == 0 {
		t.Fatalf("the fixture has no copies: %s", e.Raw)
	}
	for _, key := range []string{"occupation", "seniority"} {
		want := map[string]float64{}
		for _, id := range e.ids(t) {
			group := []string{id}
			others, _ := copies[id].([]any)
			for _, c := range others {
				group = append(group, c.(string))
			}
			seen := map[string]bool{}
			for _, member := range group {
				if v, ok := oracle[member][key].(string); ok && !seen[v] {
					seen[v] = true
					want[v]++
				}
			}
		}
		if got := facetCounts(t, e, key); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("collapse: %s facet %v, want %v", key, got, want)
		}
	}
	for id := range copies {
		for other, d := range servedDerived(t, a, "/v1/jobs/"+id+"/copies?include=derived") {
			if fmt.Sprint(d) != fmt.Sprint(oracle[other]) {
				t.Errorf("copies: %s derived %v, want %v", other, d, oracle[other])
			}
		}
	}
}
