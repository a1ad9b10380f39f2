package handlers_test

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"readapi/reindex"
)

// Words of q naming a vocabulary term (search-extensions.md, "Relevance and
// q") through the real loader and engine. The oracle of which rows a word
// finds is what enrich derives of the fixture's rows: a kind from the
// category alone (no text field holds it), a venue under its names in two
// scripts, session languages, a children's show.

var qTermEvents = []map[string]any{
	derivedEvent("t:1", "Hamlet", "spektakli", "", "Mədəniyyət Mərkəzi", "12+"),
	derivedEvent("t:2", "Гамлет", "teatr", "", "Mədəniyyət Mərkəzi", "12+"),
	derivedEvent("t:3", "Caz gecəsi", "konsert", "yasil-teatr", "Yaşıl Teatr", "18+"),
	derivedEvent("c:1", "Şou", "", "", "Bakı Kristal Zalı", "6+"),
	derivedEvent("c:2", "Rock night", "konsert", "", "Baku Crystal Hall", "6+"),
	derivedEvent("c:3", "Holl gecəsi", "konsert", "", "Sahil zalı", "6+"),
	derivedEvent("l:1", "Şelkunçik", "balet", "", "Opera", "6+", "ru"),
	derivedEvent("l:2", "Qu gölü", "balet", "", "Opera", "6+", "az"),
	derivedEvent("u:1", "Детский спектакль Золушка", "teatr", "", "Kukla", "0+"),
}

func sortedIDs(ids []string) []string { return slices.Sorted(slices.Values(ids)) }

func TestWordsNamingTermsFindDerivedEvents(t *testing.T) {
	a := newAPI(t)
	l := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1}
	if _, err := l.Load(context.Background(), "events", strings.NewReader(derivedLines(qTermEvents))); err != nil {
		t.Fatal(err)
	}
	oracle := deriveEvents(t, qTermEvents)
	theatre := oracleHolds(oracle, "kind", []string{"theatre"})
	if !slices.Contains(theatre, "t:1") || slices.Contains(theatre, "t:3") {
		t.Fatalf("the fixture derives theatre to %v: want t:1 (its category alone says it) and not t:3", theatre)
	}

	// teatr: the plays, found by their kind alone, rank above the concert
	// held at Yaşıl Teatr, which the venue's name still finds.
	ids := a.ok("/v1/events?order=relevance&limit=100&q=teatr").ids(t)
	for _, id := range theatre {
		at := slices.Index(ids, id)
		if at < 0 || at > slices.Index(ids, "t:3") {
			t.Errorf("q=teatr: %v, want each of %v above t:3", ids, theatre)
		}
	}
	if !slices.Contains(ids, "t:3") {
		t.Errorf("q=teatr: %v lost the concert at Yaşıl Teatr", ids)
	}
	// In every order the kind finds them.
	if got := a.ok("/v1/events?limit=100&q=teatr").ids(t); !slices.Contains(got, "t:1") {
		t.Errorf("q=teatr by date: %v, want t:1 among them", got)
	}

	// A venue across scripts and languages.
	hall := oracleHolds(oracle, "place", []string{"crystal-hall"})
	if !slices.Equal(hall, []string{"c:1", "c:2"}) {
		t.Fatalf("the fixture derives crystal-hall to %v", hall)
	}
	for _, q := range []string{"Кристал Холл", "Kristal Zalı", "Crystal Hall"} {
		for _, order := range []string{"relevance", "starts_at"} {
			path := "/v1/events?limit=100&order=" + order + "&q=" + url.QueryEscape(q)
			if got := sortedIDs(a.ok(path).ids(t)); !slices.Equal(got, hall) {
				t.Errorf("GET %s: %v, want %v", path, got, hall)
			}
		}
	}

	// A language only qualifies: under relevance the ballet in Russian
	// ranks first and the other stays; by date only it is listed.
	russian := oracleHolds(oracle, "languages", []string{"ru"})
	if !slices.Equal(russian, []string{"l:1"}) {
		t.Fatalf("the fixture derives ru to %v", russian)
	}
	q := "&q=" + url.QueryEscape("balet rus dilində")
	e := a.ok("/v1/events?order=relevance&limit=100" + q)
	if got := e.ids(t); len(got) != 2 || got[0] != "l:1" {
		t.Errorf("balet rus dilində by relevance: %v, want l:1 first then l:2", got)
	}
	if got := fmt.Sprint(e.Meta["relaxed"]); got != "[rus dilində]" {
		t.Errorf("balet rus dilində: meta.relaxed %s", got)
	}
	if got := a.ok("/v1/events?limit=100" + q).ids(t); !slices.Equal(got, russian) {
		t.Errorf("balet rus dilində by date: %v, want %v", got, russian)
	}

	// An audience alike.
	children := oracleHolds(oracle, "audience", []string{"children"})
	if !slices.Equal(children, []string{"u:1"}) {
		t.Fatalf("the fixture derives children to %v", children)
	}
	q = "&q=" + url.QueryEscape("teatr uşaqlar üçün")
	e = a.ok("/v1/events?order=relevance&limit=100" + q)
	if got := e.ids(t); len(got) < 2 || got[0] != "u:1" {
		t.Errorf("teatr uşaqlar üçün by relevance: %v, want u:1 first and more", got)
	}
	if got := fmt.Sprint(e.Meta["relaxed"]); got != "[uşaqlar]" {
		t.Errorf("teatr uşaqlar üçün: meta.relaxed %s", got)
	}
	if got := a.ok("/v1/events?limit=100" + q).ids(t); !slices.Equal(got, children) {
		t.Errorf("teatr uşaqlar üçün by date: %v, want %v", got, children)
	}
}

// firstEvents: plays whose names say "tamaşa" and "teatr" (so the words
// match them in the name, above every other field), two shows for
// children that only their category and description call plays, and a
// play for adults (18+) whose description says "uşaqlar üçün".
var firstEvents = []map[string]any{
	withDescription(derivedEvent("a:1", "Teatr tamaşası: Hamlet", "teatr", "", "Dram Teatrı", "16+"), "Tamaşa iki hissədə. Teatr səhnəsində tamaşa."),
	withDescription(derivedEvent("a:2", "Tamaşa: Otello (teatr)", "teatr", "", "Dram Teatrı", "16+"), "Böyük tamaşa, teatr klassikası."),
	withDescription(derivedEvent("a:3", "Teatr gecəsi: tamaşa Maqbet", "teatr", "", "Dram Teatrı", "12+"), "Tamaşa."),
	withDescription(derivedEvent("k:1", "Sehrli meşə", "usaq", "", "Kukla Teatrı", "0+"), "Uşaqlar üçün musiqili tamaşa."),
	withDescription(derivedEvent("k:2", "Qırmızı papaq", "teatr", "", "Gənc Tamaşaçılar", "3+"), "Kiçik tamaşaçılar üçün nağıl, uşaqlar üçün."),
	withDescription(derivedEvent("x:1", "Qaranlıq nağıllar", "teatr", "", "Dram Teatrı", "18+"), "Uşaqlar üçün deyil: yalnız böyüklər üçün tamaşa."),
}

// withDescription sets an event's description.
func withDescription(row map[string]any, description string) map[string]any {
	row["description"] = description
	return row
}

// A word that only qualifies ranks the rows derived to its term first
// however well the other words match the rest (search-extensions.md,
// "Relevance and q"), and under another order selects only them: not a
// row whose text says the words but which is derived to another term.
func TestAudienceWordsRankTheirRowsFirst(t *testing.T) {
	a := newAPI(t)
	l := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1}
	if _, err := l.Load(context.Background(), "events", strings.NewReader(derivedLines(firstEvents))); err != nil {
		t.Fatal(err)
	}
	oracle := deriveEvents(t, firstEvents)
	children := oracleHolds(oracle, "audience", []string{"children"})
	if !slices.Equal(children, []string{"k:1", "k:2"}) || !slices.Contains(oracleHolds(oracle, "audience", []string{"adults"}), "x:1") {
		t.Fatalf("the fixture derives children to %v, want k:1 and k:2 (and x:1 adults)", children)
	}
	q := "&q=" + url.QueryEscape("teatr tamaşası uşaqlar üçün")
	got := a.ok("/v1/events?order=relevance&limit=100" + q).ids(t)
	if len(got) != len(firstEvents) || !slices.Equal(sortedIDs(got[:2]), children) {
		t.Errorf("teatr tamaşası uşaqlar üçün by relevance: %v, want %v first, then the other plays", got, children)
	}
	if got := sortedIDs(a.ok("/v1/events?limit=100" + q).ids(t)); !slices.Equal(got, children) {
		t.Errorf("teatr tamaşası uşaqlar üçün by date: %v, want %v", got, children)
	}
}
