package gendata

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"readapi"
	"readapi/mappings"
)

// specFields are the field tables of the spec, per dataset; absent lists
// the keys the spec allows to be left out (ABSENT) rather than null.
var specFields = map[string]struct {
	fields []string
	absent []string
	extra  []string // loading keys the input formats add (docs/operations.md)
}{
	"jobs": {fields: []string{"id", "source", "source_name", "source_url", "title", "company", "location", "city",
		"district", "country", "remote", "employment_type", "job_function", "career_level", "salary_from", "salary_to",
		"salary_currency", "salary_period", "deadline_at", "posted_at", "url", "description", "requirements", "facts",
		"ingested_at", "first_seen_at", "times_seen", "active", "deactivated_at", "work_type", "company_logo",
		"view_count", "contact_email", "contact_phone", "description_html", "requirements_html"},
		absent: []string{"facts"}},
	"events": {fields: []string{"id", "source", "slug", "name", "category", "venue", "starts_at", "ends_at", "price",
		"age_limit", "tickets_available", "description", "url", "external_url", "poster_url", "sessions", "ingested_at"},
		absent: []string{"sessions"}},
	"quotes": {fields: []string{"id", "source", "text", "author", "category", "origin", "ingested_at"},
		extra: []string{"active"}},
	"rates": {fields: []string{"id", "source", "date", "effective_date", "carried_forward", "kind", "base", "code",
		"name", "unit", "nominal", "value", "rate_per_unit", "source_url", "bulletin_url", "ingested_at"}},
	"genome": {fields: []string{"id", "source", "source_id", "source_name", "authority", "category", "landing_url",
		"api_url", "bulk_url", "update_frequency", "release_version", "release_date", "checksum", "format",
		"retrieved_at", "status", "extra", "sort_order", "ingested_at"}},
	"reachability": {fields: []string{"id", "source", "target_id", "url", "watchlist", "vantage", "reachable",
		"http_status", "final_url", "redirected", "failure_class", "error", "response_ms", "robots_allowed",
		"checked_at", "last_reachable_at", "first_failed_at", "consecutive_failures", "ingested_at"}},
	"sources": {fields: []string{"source", "name", "url", "jobs_url", "dataset", "source_type", "aggregator"}},
}

// Keys of the nested objects, from the spec.
var (
	companyKeys = []string{"name", "slug"}
	venueKeys   = []string{"id", "name", "address", "lat", "lng"}
	priceKeys   = []string{"min", "max", "currency"}
	sessionKeys = []string{"id", "starts_at", "ends_at", "sell_ends_at", "price", "tickets_available", "language", "observed_at"}
)

// smallSet writes a small data set and returns its directory.
func smallSet(t testing.TB, seed uint64, o Options) string {
	t.Helper()
	dir := t.TempDir()
	o.Seed = seed
	if err := Write(dir, o); err != nil {
		t.Fatal(err)
	}
	return dir
}

var small = Options{Jobs: 3000, Events: 300, Quotes: 400, RateDays: 30, Reachability: 200}

// lines returns the file's lines decoded as objects of raw values.
func lines(t testing.TB, path string) []map[string]json.RawMessage {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []map[string]json.RawMessage
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("%s line %d is not a JSON object: %v", filepath.Base(path), len(out)+1, err)
		}
		out = append(out, m)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestSameSeedSameBytes(t *testing.T) {
	a, b := smallSet(t, 7, small), smallSet(t, 7, small)
	for _, name := range Files {
		x, _ := os.ReadFile(filepath.Join(a, name))
		y, _ := os.ReadFile(filepath.Join(b, name))
		if !bytes.Equal(x, y) {
			t.Errorf("%s differs between two runs with the same seed", name)
		}
		if len(x) == 0 {
			t.Errorf("%s is empty", name)
		}
	}
	other := smallSet(t, 8, small)
	x, _ := os.ReadFile(filepath.Join(a, "jobs.ndjson"))
	y, _ := os.ReadFile(filepath.Join(other, "jobs.ndjson"))
	if bytes.Equal(x, y) {
		t.Error("seeds 7 and 8 gave the same jobs file")
	}
}

func TestOneSizeDoesNotChangeOtherFiles(t *testing.T) {
	base := smallSet(t, 3, small)
	more := small
	more.Jobs = 4000
	bigger := smallSet(t, 3, more)
	for _, name := range Files {
		x, _ := os.ReadFile(filepath.Join(base, name))
		y, _ := os.ReadFile(filepath.Join(bigger, name))
		if name == "jobs.ndjson" {
			if !bytes.HasPrefix(y, x) {
				t.Error("4000 jobs do not start with the 3000 jobs of the same seed")
			}
			continue
		}
		if !bytes.Equal(x, y) {
			t.Errorf("changing --jobs changed %s", name)
		}
	}
}

func TestZeroSizesGiveEmptyFiles(t *testing.T) {
	dir := smallSet(t, 1, Options{})
	for _, name := range []string{"jobs.ndjson", "events.ndjson", "quotes.ndjson", "rates.ndjson", "reachability.ndjson"} {
		if b, err := os.ReadFile(filepath.Join(dir, name)); err != nil || len(b) != 0 {
			t.Errorf("%s: %d bytes, %v; want an empty file", name, len(b), err)
		}
	}
	if got := len(lines(t, filepath.Join(dir, "genome.ndjson"))); got != 10 {
		t.Errorf("genome has %d rows, want 10 whatever the sizes", got)
	}
	if err := Write(t.TempDir(), Options{Jobs: -1}); err == nil {
		t.Error("a negative size was accepted")
	}
}

// TestKeysMatchSpecAndMappings checks every generated row against the
// strict mapping (no key the loader would refuse) and the spec's field
// table (every field present unless the spec allows it ABSENT, nothing the
// resource does not have).
func TestKeysMatchSpecAndMappings(t *testing.T) {
	dir := smallSet(t, 11, small)
	for _, dataset := range append(readapi.Names(), "sources") {
		props, err := mappings.Properties(dataset)
		if err != nil {
			t.Fatal(err)
		}
		spec := specFields[dataset]
		allowed := append(slices.Clone(spec.fields), spec.extra...)
		rows := lines(t, filepath.Join(dir, dataset+".ndjson"))
		if len(rows) == 0 {
			t.Fatalf("%s: no rows", dataset)
		}
		seen := map[string]bool{}
		for i, row := range rows {
			for key, v := range row {
				seen[key] = true
				if !slices.Contains(props, key) {
					t.Fatalf("%s row %d: key %q is not in the mapping", dataset, i+1, key)
				}
				if !slices.Contains(allowed, key) {
					t.Fatalf("%s row %d: key %q is not a field of the resource", dataset, i+1, key)
				}
				if slices.Contains(spec.absent, key) && string(v) == "null" {
					t.Fatalf("%s row %d: %q is null; the spec leaves it out instead", dataset, i+1, key)
				}
			}
			for _, key := range allowed {
				if _, ok := row[key]; !ok && !slices.Contains(spec.absent, key) {
					t.Fatalf("%s row %d: key %q missing", dataset, i+1, key)
				}
			}
			if _, ok := row["url_base"]; ok {
				t.Fatalf("%s row %d carries url_base, which reindex load refuses", dataset, i+1)
			}
			checkNested(t, dataset, i+1, row)
		}
		for _, key := range spec.absent {
			if !seen[key] {
				t.Errorf("%s: %q never present", dataset, key)
			}
		}
	}
}

// checkNested compares the nested objects' keys with the spec.
func checkNested(t *testing.T, dataset string, line int, row map[string]json.RawMessage) {
	t.Helper()
	object := func(field string, raw json.RawMessage, want []string) {
		if string(raw) == "null" || raw == nil {
			return
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatalf("%s line %d: %s is not an object: %s", dataset, line, field, raw)
		}
		var keys []string
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		sorted := slices.Sorted(slices.Values(want))
		if !slices.Equal(keys, sorted) {
			t.Fatalf("%s line %d: %s keys %v, want %v", dataset, line, field, keys, sorted)
		}
	}
	switch dataset {
	case "jobs":
		object("company", row["company"], companyKeys)
		if facts, ok := row["facts"]; ok {
			var m map[string]string
			if err := json.Unmarshal(facts, &m); err != nil || len(m) == 0 {
				t.Fatalf("jobs line %d: facts must be a non-empty map of strings: %s", line, facts)
			}
		}
	case "events":
		object("venue", row["venue"], venueKeys)
		object("price", row["price"], priceKeys)
		if raw, ok := row["sessions"]; ok {
			var sessions []json.RawMessage
			if err := json.Unmarshal(raw, &sessions); err != nil || len(sessions) == 0 {
				t.Fatalf("events line %d: sessions must be a non-empty array: %s", line, raw)
			}
			for _, s := range sessions {
				object("session", s, sessionKeys)
				var m map[string]json.RawMessage
				_ = json.Unmarshal(s, &m)
				object("session price", m["price"], priceKeys)
			}
		}
	}
}

func TestSourcesRegistry(t *testing.T) {
	var buf bytes.Buffer
	g := New(1)
	if err := g.WriteSources(&buf); err != nil {
		t.Fatal(err)
	}
	var jobs []Source
	byDataset := map[string]int{}
	dec := json.NewDecoder(&buf)
	for {
		var s Source
		if err := dec.Decode(&s); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		byDataset[s.Dataset]++
		if s.Dataset == "jobs" {
			jobs = append(jobs, s)
		} else if s.SourceType != nil || s.JobsURL != nil || s.Aggregator {
			t.Errorf("%s/%s: non-jobs sources have no source_type, jobs_url or aggregator flag", s.Dataset, s.Source)
		}
	}
	for _, d := range readapi.Names() {
		if byDataset[d] == 0 {
			t.Errorf("no registry entry for dataset %s", d)
		}
	}
	// 130 job sources in the data, two of them without a registry entry.
	if len(jobs) != 128 || len(g.jobSources) != 130 {
		t.Fatalf("%d registered job sources of %d; want 128 of 130", len(jobs), len(g.jobSources))
	}
	types := map[string]int{}
	noURL, noJobsURL := 2, 2 // the unregistered ones
	for _, s := range jobs {
		types[*s.SourceType]++
		if s.Name == nil {
			t.Errorf("%s: registered without a name", s.Source)
		}
		if s.URL == nil {
			noURL++
		}
		if s.JobsURL == nil {
			noJobsURL++
		}
		if s.Aggregator != (*s.SourceType == typeAggregator) {
			t.Errorf("%s: aggregator flag %v for type %s", s.Source, s.Aggregator, *s.SourceType)
		}
	}
	for _, st := range []string{typeEmployer, typePlatform, typeAgency, typeBoard, typeAggregator} {
		if types[st] == 0 {
			t.Errorf("no %s source", st)
		}
	}
	if types[typeUnknown] != 0 {
		t.Error("unknown is for sources without a registry entry")
	}
	if noURL != 8 || noJobsURL != 24 {
		t.Errorf("%d of 130 sources without url (want 8), %d without jobs_url (want 24)", noURL, noJobsURL)
	}
}

func TestSlugify(t *testing.T) {
	for in, want := range map[string]string{
		"Heydər Əliyev Sarayı":     "heydar-aliyev-sarayi",
		"İrşad Electronics":        "irsad-electronics",
		"Ёлки 12":                  "yolki-12",
		"McDonald's Azərbaycan":    "mcdonalds-azarbaycan",
		"Procter & Gamble (Baku)!": "procter-gamble-baku",
	} {
		if got := slugify(in); got != want {
			t.Errorf("slugify(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestGeneratedHTMLEscapes(t *testing.T) {
	got := generatedHTML("R&D <team>\n\nDuties:\n- one\n- two")
	want := "<p>R&amp;D &lt;team&gt;</p><p>Duties:</p><ul><li>one</li><li>two</li></ul>"
	if got != want {
		t.Errorf("generatedHTML = %q, want %q", got, want)
	}
}
