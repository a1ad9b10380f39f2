package mappings_test

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"readapi"
	"readapi/internal/dupes"
	"readapi/internal/enrich"
	"readapi/internal/gendata"
	"readapi/internal/testenv"
	"readapi/mappings"
	"readapi/mappings/fold"
	"readapi/reindex"
)

// guideQuery is one ready query of the analysts' guide.
type guideQuery struct {
	name, method, path string
	body               []byte
}

var queryBlock = regexp.MustCompile("(?s)<!-- query: ([a-z0-9-]+) -->\n```json\n([A-Z]+) ([^\n]+)\n(.*?)```")

func guideQueries(t *testing.T) []guideQuery {
	var out []guideQuery
	for _, m := range queryBlock.FindAllStringSubmatch(readGuide(t), -1) {
		out = append(out, guideQuery{name: m[1], method: m[2], path: m[3], body: []byte(m[4])})
	}
	return out
}

// TestAnalystsGuideQueries loads a generated data set and runs every ready
// query of docs/analysts.md as written (only the alias gains the test's
// prefix), checking each answer against figures computed from the rows.
func TestAnalystsGuideQueries(t *testing.T) {
	client := testenv.OpenSearch(t)
	prefix := testenv.Prefix(t)
	ctx := context.Background()

	g := gendata.New(7).WithCopies()
	var jobsFile, ratesFile, eventsFile bytes.Buffer
	if err := g.WriteJobs(&jobsFile, 400); err != nil {
		t.Fatal(err)
	}
	if err := g.WriteRates(&ratesFile, 5); err != nil {
		t.Fatal(err)
	}
	if err := g.WriteEvents(&eventsFile, 300); err != nil {
		t.Fatal(err)
	}
	jobs, rates, events := decodeRows(t, jobsFile.Bytes()), decodeRows(t, ratesFile.Bytes()), decodeRows(t, eventsFile.Bytes())
	loader := &reindex.Loader{Client: client, Prefix: prefix, Keep: 1}
	// Rates first: the jobs load converts pay to AZN with them.
	for _, load := range []struct {
		dataset string
		file    []byte
	}{{"rates", ratesFile.Bytes()}, {"jobs", jobsFile.Bytes()}, {"events", eventsFile.Bytes()}} {
		if _, err := loader.Load(ctx, load.dataset, bytes.NewReader(load.file)); err != nil {
			t.Fatal(err)
		}
	}

	derived := deriveRows(t, jobs, rates)
	checks := map[string]func(t *testing.T, answer []byte){
		"events-by-kind-children": func(t *testing.T, answer []byte) {
			kinds, children := map[string]int{}, map[string]int{}
			for _, d := range testenv.DeriveRows[enrich.EventDerived](t, readapi.Events.Derivation.Derive, enrich.Env{Vocab: mappings.MustVocabularies(), Fold: fold.Word}, events) {
				if d.Kind == nil {
					continue
				}
				kinds[*d.Kind]++
				if d.Audience != nil && *d.Audience == "children" {
					children[*d.Kind]++
				}
			}
			gotKinds, gotChildren := kindBuckets(t, answer)
			if len(kinds) < 3 || len(children) == 0 || !maps.Equal(gotKinds, kinds) || !maps.Equal(gotChildren, children) {
				t.Errorf("kinds %v, children %v; the fixture has %v, %v", gotKinds, gotChildren, kinds, children)
			}
		},
		"median-pay-by-occupation": func(t *testing.T, answer []byte) {
			floors := map[string][]float64{}
			for i, r := range jobs {
				if from, ok := derivedFrom(derived[i]); ok && r["active"] == true && derived[i].Occupation != nil {
					floors[*derived[i].Occupation] = append(floors[*derived[i].Occupation], from)
				}
			}
			got := medians(t, answer)
			if len(floors) == 0 || len(got) != len(floors) {
				t.Fatalf("medians of %d occupations, the fixture pays in %d: %v", len(got), len(floors), got)
			}
			for occupation, values := range floors {
				// of an even count, any value between the two middle ones is
				// a median: OpenSearch 2.x gave their mean, 3.x (t-digest
				// 3.3) gives the upper one
				slices.Sort(values)
				n := len(values)
				low, high := values[(n-1)/2], values[n/2]
				if m := got[occupation]; m < low-0.01*low-1 || m > high+0.01*high+1 {
					t.Errorf("%s: median %v, the fixture's is between %v and %v", occupation, m, low, high)
				}
			}
		},
		"postings-by-field-seniority-month": func(t *testing.T, answer []byte) {
			want := map[string]int{}
			for i, r := range jobs {
				if d := derived[i]; d.Field != nil && d.Seniority != nil {
					want[str(r["first_seen_at"])[:7]+"|"+*d.Field+"|"+*d.Seniority]++
				}
			}
			var got struct {
				Aggregations struct {
					Cells struct {
						Buckets []struct {
							Key      struct{ Month, Field, Seniority string }
							DocCount int `json:"doc_count"`
						}
					}
				}
			}
			decode(t, answer, &got)
			cells := map[string]int{}
			for _, b := range got.Aggregations.Cells.Buckets {
				cells[b.Key.Month+"|"+b.Key.Field+"|"+b.Key.Seniority] = b.DocCount
			}
			if len(want) == 0 || !maps.Equal(cells, want) {
				t.Errorf("cells %v, the fixture has %v", cells, want)
			}
		},
		"count-one-source": func(t *testing.T, answer []byte) {
			var got struct{ Count int }
			decode(t, answer, &got)
			want := countBy(jobs, func(r row) string { return str(r["source"]) })["hellojob"]
			if want == 0 || got.Count != want {
				t.Errorf("count %d, the fixture has %d postings of hellojob", got.Count, want)
			}
		},
		"postings-by-source": func(t *testing.T, answer []byte) {
			if got, want := buckets(t, answer, "by_source"), countBy(jobs, func(r row) string { return str(r["source"]) }); !maps.Equal(got, want) {
				t.Errorf("by source %v, the fixture has %v", got, want)
			}
		},
		"top-cities": func(t *testing.T, answer []byte) {
			live := slices.DeleteFunc(slices.Clone(jobs), func(r row) bool { return r["active"] != true || r["city"] == nil })
			want := topTerms(countBy(live, func(r row) string { return str(r["city"]) }), 10)
			if got := orderedBuckets(t, answer, "cities"); !slices.Equal(got, want) {
				t.Errorf("top cities %v, the fixture has %v", got, want)
			}
		},
		"first-seen-by-month": func(t *testing.T, answer []byte) {
			want := countBy(jobs, func(r row) string { return str(r["first_seen_at"])[:7] })
			if got := buckets(t, answer, "first_seen"); !maps.Equal(got, want) {
				t.Errorf("months %v, the fixture has %v", got, want)
			}
		},
		"live-vs-retired": func(t *testing.T, answer []byte) {
			want := countBy(jobs, func(r row) string {
				if r["active"] == true {
					return "true"
				}
				return "false"
			})
			if got := buckets(t, answer, "live"); !maps.Equal(got, want) || len(want) != 2 {
				t.Errorf("live/retired %v, the fixture has %v", got, want)
			}
		},
		"largest-groups": func(t *testing.T, answer []byte) {
			sizes := groupSizes(jobs)
			if want, got := topTerms(sizes, 10), orderedBuckets(t, answer, "largest"); len(want) < 3 || !slices.Equal(got, want) {
				t.Errorf("largest groups %v, the fixture's are %v", got, want)
			}
		},
		"canonical-copies": func(t *testing.T, answer []byte) {
			var got struct{ Count int }
			decode(t, answer, &got)
			copies := 0
			for _, n := range groupSizes(jobs) {
				copies += n - 1
			}
			if want := len(jobs) - copies; copies == 0 || got.Count != want {
				t.Errorf("count %d, the fixture has %d postings less %d copies", got.Count, len(jobs), copies)
			}
		},
		"groups-per-city": func(t *testing.T, answer []byte) {
			groups := groupOfIDs(jobs)
			holders := map[string]map[string]bool{}
			for _, r := range jobs {
				if r["active"] != true || r["city"] == nil {
					continue
				}
				city := str(r["city"])
				if holders[city] == nil {
					holders[city] = map[string]bool{}
				}
				holders[city][groups[str(r["id"])]] = true
			}
			counts := map[string]int{}
			for city, gs := range holders {
				counts[city] = len(gs)
			}
			want := map[string]int{}
			for _, city := range topTerms(counts, 10) {
				want[city] = counts[city]
			}
			if got := buckets(t, answer, "cities"); len(groupSizes(jobs)) == 0 || !maps.Equal(got, want) {
				t.Errorf("groups per city %v, the fixture has %v", got, want)
			}
		},
		"newest-usd-rate": func(t *testing.T, answer []byte) {
			usd := slices.DeleteFunc(slices.Clone(rates), func(r row) bool { return r["code"] != "USD" })
			newest := slices.MaxFunc(usd, func(a, b row) int { return cmp.Compare(str(a["date"]), str(b["date"])) })
			var got struct {
				Hits struct {
					Hits []struct {
						ID string `json:"_id"`
					}
				}
			}
			decode(t, answer, &got)
			if len(got.Hits.Hits) != 1 || got.Hits.Hits[0].ID != newest["id"] {
				t.Errorf("newest USD rate %+v, the fixture's is %v", got.Hits.Hits, newest["id"])
			}
		},
	}

	queries := guideQueries(t)
	if len(queries) != len(checks) {
		t.Errorf("the guide has %d ready queries, the test checks %d", len(queries), len(checks))
	}
	for _, q := range queries {
		t.Run(q.name, func(t *testing.T) {
			check, ok := checks[q.name]
			if !ok {
				t.Fatalf("no check for the guide's query %q", q.name)
			}
			answer, err := client.Do(ctx, q.method, "/"+prefix+strings.TrimPrefix(q.path, "/"), q.body)
			if err != nil {
				t.Fatalf("%s %s as written: %v", q.method, q.path, err)
			}
			check(t, answer)
		})
	}
}

type row = map[string]any

// groupSizes groups the job rows by the rule (package dupes) and returns
// the size of each group of two or more, by group id.
// groupOfIDs is each posting's group: its id when it has no copies.
func groupOfIDs(jobs []row) map[string]string {
	out := map[string]string{}
	for _, a := range dupes.Group(jobPostings(jobs)) {
		out[a.ID] = a.Group
	}
	return out
}

func groupSizes(jobs []row) map[string]int {
	sizes := map[string]int{}
	for _, a := range dupes.Group(jobPostings(jobs)) {
		if a.Size > 1 {
			sizes[a.Group] = a.Size
		}
	}
	return sizes
}

// jobPostings are the rows as the grouping rule reads them.
func jobPostings(jobs []row) []dupes.Posting {
	postings := make([]dupes.Posting, len(jobs))
	for i, r := range jobs {
		p := dupes.Posting{ID: str(r["id"]), Title: str(r["title"]), Active: r["active"] == true}
		if c, ok := r["company"].(map[string]any); ok {
			name := str(c["name"])
			p.Company = &name
		}
		for key, to := range map[string]**string{"description": &p.Description, "url": &p.URL} {
			if v, ok := r[key].(string); ok {
				*to = &v
			}
		}
		postings[i] = p
	}
	return postings
}

func decodeRows(t *testing.T, ndjson []byte) []row {
	var rows []row
	for _, line := range bytes.Split(bytes.TrimSpace(ndjson), []byte("\n")) {
		var r row
		decode(t, line, &r)
		rows = append(rows, r)
	}
	return rows
}

func decode(t *testing.T, data []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%v: %s", err, data)
	}
}

func str(v any) string { s, _ := v.(string); return s }

func countBy(rows []row, key func(row) string) map[string]int {
	counts := map[string]int{}
	for _, r := range rows {
		counts[key(r)]++
	}
	return counts
}

// topTerms orders counts as a terms aggregation does (count descending, then
// key ascending) and keeps the first n keys.
func topTerms(counts map[string]int, n int) []string {
	keys := slices.SortedFunc(maps.Keys(counts), func(a, b string) int {
		return cmp.Or(cmp.Compare(counts[b], counts[a]), cmp.Compare(a, b))
	})
	return keys[:min(n, len(keys))]
}

type aggBucket struct {
	Key         any    `json:"key"`
	KeyAsString string `json:"key_as_string"`
	DocCount    int    `json:"doc_count"`
}

func aggBuckets(t *testing.T, answer []byte, name string) []aggBucket {
	t.Helper()
	var got struct {
		Aggregations map[string]struct{ Buckets []aggBucket }
	}
	decode(t, answer, &got)
	return got.Aggregations[name].Buckets
}

func bucketKey(b aggBucket) string {
	if b.KeyAsString != "" {
		return b.KeyAsString
	}
	return str(b.Key)
}

func buckets(t *testing.T, answer []byte, name string) map[string]int {
	out := map[string]int{}
	for _, b := range aggBuckets(t, answer, name) {
		out[bucketKey(b)] = b.DocCount
	}
	return out
}

func orderedBuckets(t *testing.T, answer []byte, name string) []string {
	var keys []string
	for _, b := range aggBuckets(t, answer, name) {
		keys = append(keys, bucketKey(b))
	}
	return keys
}

// deriveRows derives the job rows with the vocabularies and the rates, as
// the loader does (the enricher is the oracle: these queries read what it
// stored).
func deriveRows(t *testing.T, jobs, rates []row) []enrich.JobDerived {
	t.Helper()
	var table []enrich.RateRow
	for _, r := range rates {
		line, _ := json.Marshal(r)
		var rr enrich.RateRow
		if err := json.Unmarshal(line, &rr); err != nil {
			t.Fatal(err)
		}
		table = append(table, rr)
	}
	env := enrich.Env{Vocab: mappings.MustVocabularies(), Fold: fold.Word, Rates: enrich.NewRateTable(table)}
	return testenv.DeriveRows[enrich.JobDerived](t, readapi.Jobs.Derivation.Derive, env, jobs)
}

// kindBuckets reads the events-by-kind answer: events per kind, and per
// kind those for children (kinds with none left out).
func kindBuckets(t *testing.T, answer []byte) (kinds, children map[string]int) {
	var got struct {
		Aggregations struct {
			Kinds struct {
				Buckets []struct {
					Key         string
					DocCount    int `json:"doc_count"`
					ForChildren struct {
						DocCount int `json:"doc_count"`
					} `json:"for_children"`
				}
			}
		}
	}
	decode(t, answer, &got)
	kinds, children = map[string]int{}, map[string]int{}
	for _, b := range got.Aggregations.Kinds.Buckets {
		kinds[b.Key] = b.DocCount
		if b.ForChildren.DocCount > 0 {
			children[b.Key] = b.ForChildren.DocCount
		}
	}
	return kinds, children
}

// derivedFrom is the floor of a posting's derived pay.
func derivedFrom(d enrich.JobDerived) (float64, bool) {
	var pay struct {
		SalaryAZN *struct{ From *float64 } `json:"salary_azn"`
	}
	raw, _ := json.Marshal(d)
	if json.Unmarshal(raw, &pay) != nil || pay.SalaryAZN == nil || pay.SalaryAZN.From == nil {
		return 0, false
	}
	return *pay.SalaryAZN.From, true
}

// medians reads the median_from of each occupation bucket.
func medians(t *testing.T, answer []byte) map[string]float64 {
	var got struct {
		Aggregations struct {
			Occupations struct {
				Buckets []struct {
					Key        string
					MedianFrom struct {
						Values map[string]float64
					} `json:"median_from"`
				}
			}
		}
	}
	decode(t, answer, &got)
	out := map[string]float64{}
	for _, b := range got.Aggregations.Occupations.Buckets {
		out[b.Key] = b.MedianFrom.Values["50.0"]
	}
	return out
}
