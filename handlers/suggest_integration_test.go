package handlers_test

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"unicode"

	"readapi/internal/opensearch"
	"readapi/mappings"
	"readapi/search"
)

// The oracle of suggestions, computed from the fixture in Go: fold, split
// into words, match the prefix's words against consecutive words, group by
// the folded value, pick each group's most frequent form, rank.

// foldTable folds the letters of the fixtures the way the mappings'
// folding does (ə→e, ё→е, diacritics dropped, dotless ı → i).
var foldTable = map[rune]string{'ı': "i", 'ə': "e", 'ü': "u", 'ö': "o", 'ş': "s", 'ç': "c", 'ğ': "g", 'é': "e", 'ё': "е"}

// fold is the folding of q for the fixtures' alphabet; it refuses any
// other letter, so the oracle never guesses.
func fold(t *testing.T, s string) string {
	var b strings.Builder
	for _, r := range s {
		r = unicode.ToLower(r) // İ → i, I → i
		if f, ok := foldTable[r]; ok {
			b.WriteString(f)
			continue
		}
		if r > unicode.MaxASCII && !(r >= 'а' && r <= 'я') {
			t.Fatalf("the oracle does not fold %q (in %q)", r, s)
		}
		b.WriteRune(r)
	}
	return b.String()
}

func words(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// hasWordsStarting reports whether consecutive words of value start with
// the words of prefix, both folded.
func hasWordsStarting(t *testing.T, value, prefix string) bool {
	vw, pw := words(fold(t, value)), words(fold(t, prefix))
	if len(pw) == 0 {
		return false
	}
	for i := 0; i+len(pw) <= len(vw); i++ {
		ok := true
		for j, p := range pw {
			ok = ok && strings.HasPrefix(vw[i+j], p)
		}
		if ok {
			return true
		}
	}
	return false
}

// suggestion is one entry of data.
type suggestion struct {
	Value string `json:"value"`
	Count int64  `json:"count"`
}

// suggestOracle computes the suggestions of prefix among the values that value
// reads from the rows keep selects.
func suggestOracle(t *testing.T, rows []map[string]any, value func(map[string]any) (string, bool), keep func(map[string]any) bool, prefix string, limit int) []suggestion {
	type group struct {
		count int64
		forms map[string]int64
	}
	groups := map[string]*group{}
	for _, r := range rows {
		v, ok := value(r)
		if !ok || !keep(r) || !hasWordsStarting(t, v, prefix) {
			continue
		}
		key := fold(t, v)
		if groups[key] == nil {
			groups[key] = &group{forms: map[string]int64{}}
		}
		groups[key].count++
		groups[key].forms[v]++
	}
	var out []suggestion
	for _, g := range groups {
		best, bestCount := "", int64(0)
		for form, n := range g.forms {
			if n > bestCount || n == bestCount && form < best {
				best, bestCount = form, n
			}
		}
		out = append(out, suggestion{best, g.count})
	}
	slices.SortFunc(out, func(a, b suggestion) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), strings.Compare(a.Value, b.Value))
	})
	return out[:min(limit, len(out))]
}

func title(r map[string]any) (string, bool) { s, ok := r["title"].(string); return s, ok }

func companyName(r map[string]any) (string, bool) {
	c, _ := r["company"].(map[string]any)
	s, ok := c["name"].(string)
	return s, ok
}

func activeIs(want string) func(map[string]any) bool {
	return func(r map[string]any) bool { return want == "any" || fmt.Sprint(r["active"]) == want }
}

// suggestJobs is the jobs fixture: every folding the mapping does, forms
// tied and untied, groups whose folded order differs from the order of
// their shown forms, and a long tail of numbered titles.
func suggestJobs() []map[string]any {
	var rows []map[string]any
	add := func(title string, company any, active bool, n int) {
		for range n {
			id := fmt.Sprintf("s:%d", len(rows)+1)
			r := map[string]any{"id": id, "source": "s", "title": title, "company": company, "url": "https://s.az/" + id,
				"ingested_at": "2026-11-01T00:00:00Z", "first_seen_at": "2026-10-01T00:00:00Z", "times_seen": 1, "active": active}
			if !active {
				r["deactivated_at"] = "2026-11-02T00:00:00Z"
			}
			rows = append(rows, r)
		}
	}
	azersun := map[string]any{"name": "Azərsun Holding", "slug": nil}
	add("Baş mühasib", azersun, true, 3)
	add("Baş mühasib", map[string]any{"name": "AZƏRSUN HOLDING", "slug": nil}, false, 1)
	add("MÜHASİB", map[string]any{"name": "Azersun Holding", "slug": nil}, true, 1)
	add("MÜHASİB", nil, false, 2)
	add("Mühasib", map[string]any{"name": "Muğan Bank", "slug": "mugan"}, true, 3)
	add("mühasib", azersun, true, 1)
	add("Muhasib", nil, false, 1)
	add("Mühəndis", map[string]any{"name": "MUĞAN BANK", "slug": nil}, true, 2)
	add("MÜHƏNDİS", nil, true, 2)
	add("Musiqi müəllimi", nil, true, 2)
	add("Müəllim", nil, false, 2)
	add("Mütərcim", nil, true, 1)
	add("mufəttiş", nil, true, 1)
	add("Zəmanət mufəttişi", nil, true, 1)
	add("İnzibatçı", map[string]any{"name": "İnzibati Mərkəz", "slug": nil}, true, 1)
	add("Ofis meneceri", nil, true, 1)
	add("pardaqçı", nil, true, 1)
	add("parketçi", nil, true, 1)
	add("Pilot", nil, true, 1)
	add("Sürücü", nil, true, 5)
	add("Медсестра", nil, true, 2)
	add("медсестра", nil, false, 1)
	add("Мёдовар", nil, true, 1)
	for i := 1; i <= 90; i++ {
		add(fmt.Sprintf("Mutəxəssis %d", i), map[string]any{"name": fmt.Sprintf("Mumin %d", i%7), "slug": nil}, i%3 != 0, i%4+1)
	}
	return rows
}

// suggestPrefixes are the prefixes every jobs fixture is asked.
var suggestPrefixes = []string{"muh", "MÜH", "mu", "m", "baş müh", "bas muh", "BAŞ", "müə", "inz", "İNZ", "ınz", "мёд", "МЕД",
	"mut", "Mutəxəssis 1", "xyz", "men", "azərsun", "AZERSUN H", "mug", "s", "p"}

// checkSuggestJobs asks every case of the jobs fixture and compares with the
// oracle.
func checkSuggestJobs(t *testing.T, a *apiEnv, rows []map[string]any) {
	t.Helper()
	for _, prefix := range suggestPrefixes {
		for _, field := range []string{"", "company"} {
			for _, active := range []string{"", "true", "false"} {
				for _, limit := range []int{0, 1, 3, 20} {
					v := url.Values{"prefix": {prefix}}
					value := title
					if field != "" {
						v.Set("field", field)
						if field == "company" {
							value = companyName
						}
					}
					if active != "" {
						v.Set("active", active)
					}
					n := search.DefaultSuggestLimit
					if limit > 0 {
						v.Set("limit", fmt.Sprint(limit))
						n = limit
					}
					want := suggestOracle(t, rows, value, activeIs(cmp.Or(active, "any")), prefix, n)
					e := a.ok("/v1/jobs/suggest?" + v.Encode())
					var got []suggestion
					if err := json.Unmarshal(e.Data, &got); err != nil {
						t.Fatalf("%s: %v", e.Raw, err)
					}
					if !slices.Equal(got, want) || e.Meta["count"] != float64(len(want)) || e.Meta["next"] != nil {
						t.Errorf("suggest %s:\n got %v (meta %v)\nwant %v", v.Encode(), got, e.Meta, want)
					}
				}
			}
		}
	}
}

func TestJobSuggestions(t *testing.T) {
	a := newAPI(t)
	rows := suggestJobs()
	a.loadRows("jobs", rows)

	// The spec's example, and the fixture's ties, before the oracle.
	want := []suggestion{{"MÜHASİB", 8}, {"Baş mühasib", 4}, {"MÜHƏNDİS", 4}}
	if got := suggestOracle(t, rows, title, activeIs("any"), "muh", 10); !slices.Equal(got, want) {
		t.Fatalf("oracle of muh: %v, want %v", got, want)
	}
	if got := suggestOracle(t, rows, title, activeIs("true"), "muh", 10)[0]; got != (suggestion{"Mühasib", 5}) {
		t.Fatalf("oracle of muh among active rows: %v", got)
	}
	if got := suggestOracle(t, rows, title, activeIs("any"), "mut", 1); got[0].Count != 4 {
		t.Fatalf("oracle of mut: %v", got)
	}
	// Tied groups rank by their shown form, not by their folded value.
	if got := suggestOracle(t, rows, title, activeIs("any"), "p", 1); !slices.Equal(got, []suggestion{{"Pilot", 1}}) {
		t.Fatalf("oracle of p: %v", got)
	}
	checkSuggestJobs(t, a, rows)
	if got, want := a.ok("/v1/jobs/suggest?prefix=muh&field=title&active=any").Data, a.ok("/v1/jobs/suggest?prefix=muh").Data; string(got) != string(want) {
		t.Errorf("field=title&active=any is not the default: %s, %s", got, want)
	}

	e := a.ok("/v1/jobs/suggest?prefix=muh")
	if e.Header.Get("ETag") == "" || a.request(http.MethodGet, "/v1/jobs/suggest?prefix=muh", http.Header{"If-None-Match": {e.Header.Get("ETag")}}).Status != http.StatusNotModified {
		t.Error("suggestions are not revalidated with their ETag")
	}
	if e := a.ok("/v1/jobs/suggest?prefix=%20%20muh%20"); string(e.Data) != string(a.ok("/v1/jobs/suggest?prefix=muh").Data) {
		t.Errorf("the prefix is not trimmed: %s", e.Data)
	}
	for path, param := range map[string]string{
		"/v1/jobs/suggest":               "prefix",
		"/v1/jobs/suggest?prefix=":       "prefix",
		"/v1/jobs/suggest?prefix=%20%20": "prefix",
		"/v1/jobs/suggest?prefix=" + url.QueryEscape(strings.Repeat("ə", 101)): "prefix",
		"/v1/jobs/suggest?prefix=a&prefix=b":                                   "prefix",
		"/v1/jobs/suggest?prefix=mu&field=name":                                "field",
		"/v1/jobs/suggest?prefix=mu&field=":                                    "field",
		"/v1/jobs/suggest?prefix=mu&limit=0":                                   "limit",
		"/v1/jobs/suggest?prefix=mu&limit=21":                                  "limit",
		"/v1/jobs/suggest?prefix=mu&limit=ten":                                 "limit",
		"/v1/jobs/suggest?prefix=mu&active=maybe":                              "active",
		"/v1/jobs/suggest?prefix=mu&active=":                                   "active",
		"/v1/jobs/suggest?prefix=mu&q=mu":                                      "q",
		"/v1/jobs/suggest?prefix=mu&cursor=x":                                  "cursor",
		"/v1/events/suggest?prefix=mu&active=true":                             "active",
		"/v1/events/suggest?prefix=mu&field=title":                             "field",
	} {
		e := a.bad(path, param)
		if strings.Contains(e.Error.Message, "unknown parameter") && !strings.Contains(e.Error.Message, "field, limit, prefix") {
			t.Errorf("%s: the message does not list the accepted parameters: %s", path, e.Error.Message)
		}
	}
	if e := a.ok("/v1/jobs/suggest?prefix=" + url.QueryEscape(strings.Repeat("ə", 100))); string(e.Data) != "[]" {
		t.Errorf("a 100-character prefix: %s", e.Raw)
	}
}

// Suggestions count what an ingest stored as soon as it returns.
func TestSuggestionsFollowIngests(t *testing.T) {
	a := newAPI(t)
	rows := suggestJobs()
	a.loadRows("jobs", rows)
	batch := []map[string]any{
		{"id": "s:new-1", "source": "s", "title": "Mühafizəçi", "company": nil},
		{"id": "s:new-2", "source": "s", "title": "MÜHAFİZƏÇİ", "company": nil},
		{"id": "s:new-3", "source": "s", "title": "Mühasib", "company": nil},
	}
	a.ingestRows("jobs", "s", "2026-11-10T00:00:00Z", batch)
	for _, r := range batch {
		r["active"] = true
		rows = append(rows, r)
	}
	if got := suggestOracle(t, rows, title, activeIs("any"), "muhaf", 10); !slices.Equal(got, []suggestion{{"MÜHAFİZƏÇİ", 2}}) {
		t.Fatalf("oracle: %v", got)
	}
	checkSuggestJobs(t, a, rows)
}

// On an index of several shards, and with the first search asked for too
// few groups to vouch for its answer, suggestions are still exact.
func TestSuggestionsExactOnShardsAndTies(t *testing.T) {
	rows := suggestJobs()
	for _, c := range []struct {
		shards, slack int
	}{{1, 1}, {3, 0}, {3, 1}} {
		t.Run(fmt.Sprintf("%d shards, slack %d", c.shards, c.slack), func(t *testing.T) {
			a := newAPI(t)
			a.engine.SuggestSlack = c.slack
			a.loadSharded("jobs", c.shards, rows)
			checkSuggestJobs(t, a, rows)
		})
	}
}

// loadSharded writes rows into a new index of the dataset with the given
// number of shards and points the alias at it.
func (a *apiEnv) loadSharded(dataset string, shards int, rows []map[string]any) {
	a.t.Helper()
	index := fmt.Sprintf("%s%s-%d", a.prefix, dataset, indexSerial.Add(1))
	body, err := mappings.IndexBody(dataset, map[string]any{"number_of_shards": shards})
	if err != nil {
		a.t.Fatal(err)
	}
	a.osDo(http.MethodPut, "/"+index, body)
	var bulk opensearch.Bulk
	for _, r := range rows {
		if err := bulk.Index(index, r["id"].(string), r); err != nil {
			a.t.Fatal(err)
		}
	}
	items, err := a.client.SendBulk(context.Background(), &bulk, opensearch.RefreshNow)
	if err != nil {
		a.t.Fatal(err)
	}
	for _, item := range items {
		if item.Error != nil {
			a.t.Fatalf("%s: %s", item.ID, opensearch.ItemReason(item))
		}
	}
	alias, _ := json.Marshal(map[string]any{"actions": []any{map[string]any{"add": map[string]any{"index": index, "alias": a.prefix + dataset}}}})
	a.osDo(http.MethodPost, "/_aliases", alias)
}

func TestEventSuggestions(t *testing.T) {
	a := newAPI(t)
	venue := func(name string) map[string]any {
		return map[string]any{"id": strings.ToLower(name), "name": name, "address": nil, "lat": nil, "lng": nil}
	}
	var rows []map[string]any
	add := func(name string, v map[string]any, n int) {
		for range n {
			rows = append(rows, map[string]any{"id": fmt.Sprintf("tix:%d", len(rows)+1), "source": "tix", "name": name,
				"venue": v, "ingested_at": "2026-11-01T00:00:00Z"})
		}
	}
	add("Caz gecəsi", venue("Heydər Əliyev Sarayı"), 3)
	add("CAZ GECƏSİ", venue("HEYDƏR ƏLİYEV SARAYI"), 3)
	add("Cazz", nil, 1)
	add("Gecə cazı", venue("Muğam Mərkəzi"), 2)
	add("Heykəl sərgisi", venue("Heydər Əliyev Mərkəzi"), 1)
	a.loadRows("events", rows)

	name := func(r map[string]any) (string, bool) { return r["name"].(string), true }
	venueName := func(r map[string]any) (string, bool) {
		v, _ := r["venue"].(map[string]any)
		s, ok := v["name"].(string)
		return s, ok
	}
	all := activeIs("any")
	if got := suggestOracle(t, rows, name, all, "caz", 10); !slices.Equal(got, []suggestion{{"CAZ GECƏSİ", 6}, {"Gecə cazı", 2}, {"Cazz", 1}}) {
		t.Fatalf("oracle: %v", got)
	}
	for _, prefix := range []string{"caz", "gecə", "GECE", "hey", "heydər ə", "mərk", "m", "xyz"} {
		for field, value := range map[string]func(map[string]any) (string, bool){"": name, "name": name, "venue": venueName} {
			v := url.Values{"prefix": {prefix}, "limit": {"5"}}
			if field != "" {
				v.Set("field", field)
			}
			var got []suggestion
			if err := json.Unmarshal(a.ok("/v1/events/suggest?"+v.Encode()).Data, &got); err != nil {
				t.Fatal(err)
			}
			if want := suggestOracle(t, rows, value, all, prefix, 5); !slices.Equal(got, want) {
				t.Errorf("suggest %s:\n got %v\nwant %v", v.Encode(), got, want)
			}
		}
	}
}
