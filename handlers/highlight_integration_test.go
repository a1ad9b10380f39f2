package handlers_test

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
)

// highlightsOf returns meta.highlights as id → field → fragments.
func highlightsOf(t *testing.T, e *envelope) map[string]map[string][]string {
	t.Helper()
	raw, ok := e.Meta["highlights"].(map[string]any)
	if !ok {
		t.Fatalf("no meta.highlights object: %s", e.Raw)
	}
	out := map[string]map[string][]string{}
	for id, fields := range raw {
		out[id] = map[string][]string{}
		for field, frags := range fields.(map[string]any) {
			for _, f := range frags.([]any) {
				out[id][field] = append(out[id][field], f.(string))
			}
		}
	}
	return out
}

// onlyMarks checks a fragment holds at least one <mark>…</mark> and no
// other markup: with the marks taken out, no < or > is left.
func onlyMarks(t *testing.T, fragment string) {
	t.Helper()
	if !strings.Contains(fragment, "<mark>") || strings.Count(fragment, "<mark>") != strings.Count(fragment, "</mark>") {
		t.Errorf("fragment without a matched term: %q", fragment)
	}
	if rest := strings.NewReplacer("<mark>", "", "</mark>", "").Replace(fragment); strings.ContainsAny(rest, "<>") {
		t.Errorf("markup other than <mark> in %q", fragment)
	}
}

func TestHighlightsThroughTheAPI(t *testing.T) {
	a := newAPI(t)
	long := strings.Repeat("Şirkət gündəlik hesabatlar hazırlayır və maliyyə sənədlərini yoxlayır. ", 6)
	a.load("jobs",
		job("h:1", map[string]any{"title": "Baş mühasib <b>&</b>", "company": map[string]any{"name": "Azər & Co", "slug": nil},
			"description": "Mühasiblər üçün vakansiya. " + long + "mühasib " + long + "mühasibə " + long + "mühasibi " + long + "mühasib"}),
		job("h:2", map[string]any{"title": "Бухгалтер", "description": "Учёт и отчётность."}),
		job("h:3", map[string]any{"title": "Aşpaz", "description": "Restoran mühasib ilə işləyir."}),
		job("h:4", map[string]any{"title": "Sürücü", "description": "Yük maşını."}),
	)
	path := "/v1/jobs?order=relevance&highlight=true&q=" + url.QueryEscape("mühasib")
	e := a.ok(path)
	ids := e.ids(t)
	got := highlightsOf(t, e)
	for id := range got {
		if !slices.Contains(ids, id) {
			t.Errorf("highlights for %s, not a row of the page %v", id, ids)
		}
	}
	if slices.Contains(ids, "h:4") || got["h:4"] != nil {
		t.Errorf("the unrelated posting matched: %v %v", ids, got["h:4"])
	}
	h1 := got["h:1"]
	if title := h1["title"]; len(title) != 1 || !strings.Contains(title[0], "Baş <mark>mühasib</mark>") ||
		!strings.Contains(title[0], "&lt;b&gt;&amp;&lt;") {
		t.Errorf("h:1 title %q: want mühasib marked and the rest HTML-escaped", title)
	}
	if _, ok := h1["company.name"]; ok {
		t.Errorf("company.name highlighted without a match: %v", h1)
	}
	if d := h1["description"]; len(d) == 0 || len(d) > 3 {
		t.Errorf("h:1 description fragments %d, want 1 to 3", len(d))
	} else if !strings.Contains(strings.Join(d, " "), "<mark>Mühasiblər</mark>") {
		t.Errorf("the stemmed form is not marked: %q", d)
	}
	if title := got["h:2"]["title"]; len(title) != 1 || title[0] != "<mark>Бухгалтер</mark>" {
		t.Errorf("the synonym is not marked in h:2's title: %q", got["h:2"])
	}
	if _, ok := got["h:3"]["title"]; ok || len(got["h:3"]["description"]) != 1 {
		t.Errorf("h:3 matched in its description only: %v", got["h:3"])
	}
	for _, fields := range got {
		for _, frags := range fields {
			for _, f := range frags {
				onlyMarks(t, f)
				if n := len([]rune(strings.NewReplacer("<mark>", "", "</mark>", "").Replace(f))); n > 300 {
					t.Errorf("fragment of %d characters: %q", n, f)
				}
			}
		}
	}

	typo := highlightsOf(t, a.ok("/v1/jobs?highlight=true&fuzzy=true&q=muhasb"))
	if title := typo["h:1"]["title"]; len(title) != 1 || !strings.Contains(title[0], "<mark>mühasib</mark>") {
		t.Errorf("the typo match is not marked: %q", typo["h:1"])
	}

	// The ETag covers meta.highlights: asking for them changes the tag, and
	// the tag of the highlighted page revalidates that page.
	plain := a.ok("/v1/jobs?order=relevance&q=" + url.QueryEscape("mühasib"))
	if string(plain.Data) != string(e.Data) || plain.Header.Get("ETag") == e.Header.Get("ETag") {
		t.Errorf("same data, tags %s and %s: the highlighted page's tag must differ", plain.Header.Get("ETag"), e.Header.Get("ETag"))
	}
	if r := a.request(http.MethodGet, path, http.Header{"If-None-Match": {e.Header.Get("ETag")}}); r.Status != http.StatusNotModified {
		t.Errorf("revalidating the highlighted page answered %d", r.Status)
	}
	if r := a.request(http.MethodGet, path, http.Header{"If-None-Match": {plain.Header.Get("ETag")}}); r.Status != http.StatusOK {
		t.Errorf("the plain page's tag revalidated the highlighted page: %d", r.Status)
	}
}
