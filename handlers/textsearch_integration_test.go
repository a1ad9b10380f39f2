package handlers_test

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
)

func TestTextSearchThroughTheAPI(t *testing.T) {
	a := newAPI(t)
	titles := []string{"Mühasib", "Baş mühasib", "Mühasiblər", "Accountant", "Бухгалтера", "Mühasib köməkçisi", "Aşpaz"}
	var rows []map[string]any
	for i := range 30 {
		rows = append(rows, job(fmt.Sprintf("s:%02d", i), map[string]any{"title": titles[i%len(titles)],
			"description": strings.Repeat("mühasib ", i%3) + "hesabat"}))
	}
	a.load("jobs", rows...)

	path := "/v1/jobs?order=relevance&q=" + url.QueryEscape("mühasiblər")
	all := a.ok(path + "&limit=100").ids(t)
	if len(all) != 28 || slices.Contains(all, "s:06") || slices.Contains(all, "s:27") {
		t.Fatalf("q=mühasiblər matched %d rows: %v", len(all), all)
	}
	if first := rows[slices.IndexFunc(rows, func(r map[string]any) bool { return r["id"] == all[0] })]; first["title"] != "Mühasiblər" {
		t.Errorf("the exact form does not rank first: %v", all)
	}
	for _, limit := range []string{"1", "4"} {
		if got := a.walk(path + "&limit=" + limit); !slices.Equal(got, all) {
			t.Errorf("walk by %s: %v, want %v", limit, got, all)
		}
	}

	for _, c := range []struct{ path, param string }{
		{"/v1/jobs?fuzzy=true", "fuzzy"},
		{"/v1/jobs?q=x&fuzzy=maybe", "fuzzy"},
		{"/v1/jobs?highlight=true", "highlight"},
		{"/v1/jobs?order=relevance", "order"},
		{"/v1/jobs?q=x&order=-relevance", "order"},
		{"/v1/events?order=relevance", "order"},
		{"/v1/quotes?fuzzy=true", "fuzzy"},
		{"/v1/rates?fuzzy=true", "fuzzy"},
		{"/v1/rates?order=relevance", "order"},
	} {
		a.bad(c.path, c.param)
	}
	e := a.bad("/v1/jobs?colour=red", "colour")
	for _, p := range []string{"fuzzy", "highlight"} {
		if !strings.Contains(e.Error.Message, p) {
			t.Errorf("unknown-parameter message does not list %q: %s", p, e.Error.Message)
		}
	}
	if e := a.bad("/v1/rates?colour=red", "colour"); strings.Contains(e.Error.Message, "fuzzy") {
		t.Errorf("rates lists fuzzy: %s", e.Error.Message)
	}
	a.ok("/v1/jobs?q=muhasb&fuzzy=true&highlight=true")
}

// meta.relaxed: with order=relevance the words of q, as typed, that rows
// need not hold ([] when none), collapsed or not; absent under any other
// order, where every word must match.
func TestRelaxedWordsThroughTheAPI(t *testing.T) {
	a := newAPI(t)
	a.load("jobs",
		job("s:junior", map[string]any{"title": "Junior mühasib", "description": "Hesabat."}),
		job("s:chief", map[string]any{"title": "Baş mühasib", "description": "Vergi."}),
		job("s:cook", map[string]any{"title": "Aşpaz", "description": "Mətbəx."}))
	q := "&q=" + url.QueryEscape("JUNIOR mühasib")
	for _, c := range []struct {
		path string
		ids  []string
		want any // nil: absent
	}{
		{"/v1/jobs?order=relevance" + q, []string{"s:junior", "s:chief"}, []any{"JUNIOR"}},
		{"/v1/jobs?order=relevance&collapse=duplicates" + q, []string{"s:junior", "s:chief"}, []any{"JUNIOR"}},
		{"/v1/jobs?order=relevance&q=" + url.QueryEscape("mühasib"), []string{"s:chief", "s:junior"}, []any{}},
		{"/v1/jobs?count=true" + q, []string{"s:junior"}, nil},
		{"/v1/jobs?order=-ingested_at&collapse=duplicates" + q, []string{"s:junior"}, nil},
	} {
		e := a.ok(c.path)
		got, present := e.Meta["relaxed"]
		if c.want == nil && present || c.want != nil && fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("GET %s: meta.relaxed %v (present %v), want %v", c.path, got, present, c.want)
		}
		// The first id ranks first; the rest in any order.
		ids := e.ids(t)
		sorted, want := slices.Sorted(slices.Values(ids)), slices.Sorted(slices.Values(c.ids))
		if !slices.Equal(sorted, want) || ids[0] != c.ids[0] && strings.Contains(c.path, "JUNIOR") {
			t.Errorf("GET %s: %v, want %v (the first first)", c.path, ids, c.ids)
		}
	}
}
