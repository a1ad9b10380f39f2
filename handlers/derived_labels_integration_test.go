package handlers_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"readapi/reindex"
)

// search-extensions.md, "Derived fields": occupation is "An `occupation`
// id, from the title in any language and script". A checker that takes
// the labels /v1/vocabularies/occupation serves and publishes each as a
// posting's title must find the posting derived to that term, its field
// the term's parent.
func TestEveryOccupationLabelAsATitleDerivesItsTerm(t *testing.T) {
	a := newAPI(t)
	type want struct{ title, occupation, field string }
	wants := map[string]want{}
	var rows []map[string]any
	for _, term := range a.ok("/v1/vocabularies/occupation").rows(t) {
		if term["retired"] == true {
			continue
		}
		labels := term["labels"].(map[string]any)
		for _, lang := range []string{"az", "ru", "en"} {
			id := fmt.Sprintf("l:%d", len(rows))
			title := labels[lang].(string)
			parent, _ := term["parent"].(string)
			wants[id] = want{title, term["id"].(string), parent}
			rows = append(rows, job(id, map[string]any{"title": title}))
		}
	}
	if len(rows) < 3*150 {
		t.Fatalf("/v1/vocabularies/occupation serves %d labels: want the job-title groups' (at least 150 terms)", len(rows))
	}
	l := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1}
	if _, err := l.Load(context.Background(), "jobs", strings.NewReader(derivedLines(rows))); err != nil {
		t.Fatal(err)
	}
	served := walkDerived(t, a, "/v1/jobs?limit=100&include=derived&order=ingested_at")
	if len(served) != len(rows) {
		t.Fatalf("served %d postings of %d", len(served), len(rows))
	}
	for id, w := range wants {
		d := served[id]
		if d["occupation"] != w.occupation || d["field"] != w.field {
			t.Errorf("title %q derives occupation %v, field %v: want %s, %s", w.title, d["occupation"], d["field"], w.occupation, w.field)
		}
	}
}

// walkDerived follows meta.next from path and returns the derived object
// of every row, by id.
func walkDerived(t *testing.T, a *apiEnv, path string) map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]any{}
	e := a.ok(path)
	for pages := 0; pages < 1000; pages++ {
		for id, d := range servedDerivedOf(t, e) {
			out[id] = d
		}
		if e.next() == "" {
			break
		}
		e = a.ok(path + "&cursor=" + e.next())
	}
	return out
}

// servedDerivedOf reads the derived object of every row of a page, by id.
func servedDerivedOf(t *testing.T, e *envelope) map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]any{}
	for _, r := range e.rows(t) {
		d, ok := r["derived"].(map[string]any)
		if !ok {
			t.Fatalf("row %v has no derived object", r["id"])
		}
		out[r["id"].(string)] = d
	}
	return out
}
