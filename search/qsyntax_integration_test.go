package search_test

import (
	"context"
	"net/url"
	"slices"
	"strings"
	"testing"

	"readapi"
	"readapi/search"
)

// syntaxRows are postings for the operators of q: which rows each query
// selects is read from their words below.
func syntaxRows(t *testing.T) *textEnv {
	return loadText(t, "jobs",
		jobRow("a", "Baş mühasib", "Maliyyə şöbəsi."),
		jobRow("b", "Mühasib", "Baş ofisdə iş."),
		jobRow("c", "Baş mühasibi axtarırıq", "Maliyyə şöbəsi."),
		jobRow("d", "Главный бухгалтер", "Финансовый отдел."),
		jobRow("e", "Mühasib", "Maliyyə şöbəsi."),
		jobRow("f", "Mühasib", "Şöbənin başı ilə işləmək."),
		jobRow("g", "Sürücü", "İş yeri Bakı."),
		jobRow("h", "Kassir", "İş yeri Bakı."),
		jobRow("i", "Kassir", "İş yeri Gəncə."),
		jobRow("j", "Part-time satıcı", "Mağaza."),
	)
}

func TestQuerySyntaxSelects(t *testing.T) {
	e := syntaxRows(t)
	for _, c := range []struct {
		q    string
		want []string
	}{
		// A phrase: adjacent, in order, inflected allowed, no synonyms.
		{`"baş mühasib"`, []string{"a", "c"}},
		{`"mühasib baş"`, nil},
		// Exclusions: exact or stemmed (başı), never through a synonym
		// (d is found by mühasib through one, and stays).
		{`mühasib -baş`, []string{"d", "e"}},
		{`mühasib -"baş mühasib"`, []string{"b", "d", "e", "f"}},
		{`-mühasib -sürücü -kassir`, []string{"d", "j"}},
		{`-"baş mühasib" -"iş yeri" -mağaza -maliyyə`, []string{"b", "d", "f"}},
		// A - inside a word is a character; a lone - is nothing.
		{`part-time`, []string{"j"}},
		{`kassir -`, []string{"h", "i"}},
		// OR binds tighter than the implicit AND.
		{`sürücü OR kassir Bakı`, []string{"g", "h"}},
		{`sürücü OR kassir OR satıcı`, []string{"g", "h", "i", "j"}},
		{`"baş mühasib" OR sürücü`, []string{"a", "c", "g"}},
		// A prefix: words starting with it after folding, no synonyms.
		{`mühas*`, []string{"a", "b", "c", "e", "f"}},
		{`MUHAS*`, []string{"a", "b", "c", "e", "f"}},
		{`kas* Gəncə`, []string{"i"}},
	} {
		if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("q=%s selects %v, want %v", c.q, got, c.want)
		}
	}
}

func TestQuerySyntaxHighlights(t *testing.T) {
	e := syntaxRows(t)
	marked := func(q, id, field string) string {
		t.Helper()
		_, hits := e.page(readapi.Jobs, "highlight=true&q="+url.QueryEscape(q))
		for _, h := range hits {
			if h.ID == id {
				return strings.Join(h.Highlight[field], " ")
			}
		}
		t.Fatalf("q=%s: no row %s", q, id)
		return ""
	}
	if got := marked(`"baş mühasib"`, "a", "title"); !strings.Contains(got, "<mark>Baş</mark> <mark>mühasib</mark>") && !strings.Contains(got, "<mark>Baş mühasib</mark>") {
		t.Errorf(`"baş mühasib" marks %q`, got)
	}
	if got := marked(`mühas*`, "b", "title"); got != "<mark>Mühasib</mark>" {
		t.Errorf("mühas* marks %q", got)
	}
	if got := marked(`kassir -Gəncə`, "h", "description"); strings.Contains(got, "<mark>") {
		t.Errorf("kassir -Gəncə marks the description %q", got)
	}
	if got := marked(`kassir -Gəncə`, "h", "title"); got != "<mark>Kassir</mark>" {
		t.Errorf("kassir -Gəncə marks the title %q", got)
	}
}

func TestAdjacentWordsRankFirst(t *testing.T) {
	// Both titles hold both words, alike in length; only "y" holds them
	// adjacent and in order, and ties would put "x" first.
	e := loadText(t, "jobs",
		jobRow("x", "Şöbəsi mühasib maliyyə", "İş."),
		jobRow("y", "Maliyyə şöbəsi mühasib", "İş."),
	)
	if got := e.ids(readapi.Jobs, "order=relevance&q=maliyyə+şöbəsi"); !slices.Equal(got, []string{"y", "x"}) {
		t.Errorf("order=relevance&q=maliyyə şöbəsi: %v, want y first", got)
	}
}

func TestQuerySyntaxCursors(t *testing.T) {
	e := syntaxRows(t)
	for _, q := range []string{`mühasib OR kassir -baş`, `-"baş mühasib"`, `mühas* OR "iş yeri"`} {
		query := "order=relevance&q=" + url.QueryEscape(q)
		want := e.ids(readapi.Jobs, query)
		if got := e.walk(readapi.Jobs, query, 2); !slices.Equal(got, want) || len(want) < 3 {
			t.Errorf("q=%s walked: %v, want %v", q, got, want)
		}
	}
	// A cursor is bound to q, operators included.
	q, hits := e.page(readapi.Jobs, "order=relevance&limit=2&q="+url.QueryEscape(`mühasib -baş`))
	token := e.signer.Encode(search.Cursor{Fingerprint: q.Fingerprint, Index: hits[1].Index, After: hits[1].Sort})
	for _, other := range []string{`mühasib baş`, `mühasib -"baş"x`, `mühasib`} {
		params, _ := url.ParseQuery("order=relevance&q=" + url.QueryEscape(other) + "&cursor=" + token)
		_, err := search.ParseQuery(readapi.Env{Ctx: context.Background(), Dataset: readapi.Jobs}, e.signer, params)
		if se, ok := err.(*readapi.Error); !ok || se.Param != "cursor" {
			t.Errorf("q=%s with a cursor of q=mühasib -baş: %v", other, err)
		}
	}
}
