package handlers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
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

// derivedEvent is one event of the fixture.
func derivedEvent(id, name, category, venueID, venueName, age string, sessionLanguages ...string) map[string]any {
	source, _, _ := strings.Cut(id, ":")
	var sessions []map[string]any
	for _, l := range sessionLanguages {
		sessions = append(sessions, map[string]any{"starts_at": "2026-12-01T16:00:00Z", "language": l})
	}
	row := map[string]any{"id": id, "source": source, "name": name, "category": nilIfEmpty(category),
		"venue": map[string]any{"id": nilIfEmpty(venueID), "name": venueName}, "age_limit": nilIfEmpty(age),
		"starts_at": "2026-12-01T16:00:00Z", "ingested_at": "2026-11-20T00:00:00Z"}
	if sessions != nil {
		row["sessions"] = sessions
	}
	return row
}

// derivedEvents: kinds as sources spell them, a venue of the files under
// two ids, a venue the files do not know under two published names, age
// limits and session languages.
var derivedEvents = []map[string]any{
	derivedEvent("e:1", "Hamlet", "teatr", "rus-dram-teatri", "Rus Dram Teatrı", "16+", "ru"),
	derivedEvent("e:2", "Гамлет", "spektakli", "russkiy-dramaticheskiy", "Русский драматический театр", "12+", "ru", "az"),
	derivedEvent("e:3", "Jazz night", "konsert", "kohne-anbar", "Köhnə Anbar", "18+"),
	derivedEvent("f:1", "Rock gecəsi", "concert", "kohne-anbar", "Köhnə Anbar", "0+", "en"),
	derivedEvent("f:2", "Film", "movies", "kohne-anbar", "Kohne Anbar", ""),
	derivedEvent("f:3", "Şou", "festival-2026", "", "Bakı Kristal Zalı", "6+"),
	derivedEvent("f:4", "Sərgi", "", "", "Naməlum zal", ""),
}

func derivedEventOracle(t *testing.T) map[string]map[string]any {
	return deriveEvents(t, derivedEvents)
}

// deriveEvents derives each fixture event as the loader does, by id.
func deriveEvents(t *testing.T, rows []map[string]any) map[string]map[string]any {
	t.Helper()
	env := enrich.Env{Vocab: mappings.MustVocabularies(), Fold: searchfold.Word}
	derived := testenv.DeriveRows[map[string]any](t, readapi.Events.Derivation.Derive, env, rows)
	out := map[string]map[string]any{}
	for i, r := range rows {
		out[r["id"].(string)] = derived[i]
	}
	return out
}

// oracleHolds are the ids whose derived key holds one of values (a string
// or a list of them).
func oracleHolds(oracle map[string]map[string]any, key string, values []string) []string {
	var out []string
	for id, d := range oracle {
		var held []string
		switch v := d[key].(type) {
		case string:
			held = []string{v}
		case []any:
			for _, x := range v {
				held = append(held, x.(string))
			}
		}
		if slices.ContainsFunc(held, func(s string) bool { return slices.Contains(values, s) }) {
			out = append(out, id)
		}
	}
	slices.Sort(out)
	return out
}

func TestDerivedEvents(t *testing.T) {
	a := newAPI(t)
	l := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1}
	if _, err := l.Load(context.Background(), "events", strings.NewReader(derivedLines(derivedEvents))); err != nil {
		t.Fatal(err)
	}
	oracle := derivedEventOracle(t)
	served := servedDerived(t, a, "/v1/events?limit=100&include=derived")
	keys := []string{"kind", "genres", "place", "languages", "audience", "min_age"}
	for id, want := range oracle {
		if len(served[id]) != len(keys) || fmt.Sprint(served[id]) != fmt.Sprint(want) {
			t.Errorf("%s: derived %v, enrich derives %v", id, served[id], want)
		}
	}
	if item := a.ok("/v1/events/e:2?include=derived").object(t); fmt.Sprint(item[readapi.DerivedField]) != fmt.Sprint(oracle["e:2"]) {
		t.Errorf("/v1/events/e:2?include=derived = %v", item)
	}
	if strings.Contains(string(a.ok("/v1/events?limit=100").Raw), `"derived"`) {
		t.Error("events show derived unasked")
	}
	a.bad("/v1/events?include=bodies", "include")
	a.bad("/v1/events/e:1?include=bodies", "include")

	for _, c := range []struct{ param, key string }{{"kind", "kind"}, {"place", "place"}, {"language", "languages"}, {"audience", "audience"}, {"genre", "genres"}} {
		var values []string
		for _, d := range oracle {
			switch v := d[c.key].(type) {
			case string:
				values = append(values, v)
			case []any:
				for _, x := range v {
					values = append(values, x.(string))
				}
			}
		}
		slices.Sort(values)
		values = slices.Compact(values)
		if len(values) == 0 {
			if c.param != "genre" && c.param != "audience" {
				t.Errorf("the fixture derives no %s", c.key)
			}
			values = []string{mappings.MustVocabularies().Get(c.param).Terms[0].ID}
		}
		union := values[:min(2, len(values))]
		path := "/v1/events?" + c.param + "=" + strings.Join(union, ",") + "&limit=1"
		got := a.walk(path)
		slices.Sort(got)
		if want := oracleHolds(oracle, c.key, union); !slices.Equal(got, want) {
			t.Errorf("%s=%v: %v, want %v", c.param, union, got, want)
		}
		if total := a.ok(path + "&count=true").Meta["total"]; total != float64(len(oracleHolds(oracle, c.key, union))) {
			t.Errorf("%s=%v counts %v", c.param, union, total)
		}
		if e := a.bad("/v1/events?"+c.param+"=no-such-term", c.param); !strings.Contains(e.Error.Message, "no-such-term") {
			t.Errorf("%s: the 400 does not name the value: %s", c.param, e.Error.Message)
		}
		a.bad("/v1/events?"+c.param+"=", c.param)
	}
	for _, n := range []float64{0, 12, 17, 18} {
		var want []string
		for id, d := range oracle {
			if age, ok := d["min_age"].(float64); !ok || age <= n {
				want = append(want, id)
			}
		}
		slices.Sort(want)
		got := a.walk(fmt.Sprintf("/v1/events?min_age_at_most=%g&limit=2", n))
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("min_age_at_most=%g: %v, want %v", n, got, want)
		}
	}
	a.bad("/v1/events?min_age_at_most=-3", "min_age_at_most")

	// Facets: disjunctive on their own filter, with q.
	kinds := derivedValues(oracle, "kind")
	if len(kinds) < 2 {
		t.Fatalf("the fixture derives %d kinds", len(kinds))
	}
	var all []string
	for id := range oracle {
		all = append(all, id)
	}
	e := a.ok("/v1/events?facets=kind,place&facet_limit=100&kind=" + kinds[0])
	if got, want := facetCounts(t, e, "kind"), oracleCounts(oracle, "kind", all); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("kind facet %v, want %v", got, want)
	}
	if got, want := facetCounts(t, e, "place"), oracleCounts(oracle, "place", oracleIDs(oracle, "kind", kinds[:1])); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("place facet under kind %v, want %v", got, want)
	}
	found := a.walk("/v1/events?q=Hamlet&limit=100")
	if got, want := facetCounts(t, a.ok("/v1/events?q=Hamlet&facets=kind"), "kind"), oracleCounts(oracle, "kind", found); len(found) == 0 || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("q: kind facet %v, want %v over %v", got, want, found)
	}
}

func TestVocabulariesEndpoint(t *testing.T) {
	a := newAPI(t)
	l := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1}
	if _, err := l.Load(context.Background(), "events", strings.NewReader(derivedLines(derivedEvents))); err != nil {
		t.Fatal(err)
	}
	set := mappings.MustVocabularies()
	e := a.ok("/v1/vocabularies")
	var names []string
	if err := json.Unmarshal(e.Data, &names); err != nil || !slices.Equal(names, set.Names()) || e.Meta["count"] != float64(len(names)) {
		t.Errorf("/v1/vocabularies = %s", e.Raw)
	}
	if e.Header.Get("ETag") == "" || e.Header.Get("Cache-Control") == "" {
		t.Errorf("/v1/vocabularies headers %v", e.Header)
	}
	if got := a.request(http.MethodGet, "/v1/vocabularies", http.Header{"If-None-Match": {e.Header.Get("ETag")}}); got.Status != http.StatusNotModified {
		t.Errorf("a repeated ETag answers %d", got.Status)
	}
	for _, name := range set.Names() {
		v := set.Get(name)
		terms := a.ok("/v1/vocabularies/" + name).rows(t)
		if name != "place" && len(terms) != len(v.Terms) {
			t.Errorf("%s lists %d terms, the file %d", name, len(terms), len(v.Terms))
		}
		for i, term := range v.Terms {
			got := terms[i]
			labels, _ := got["labels"].(map[string]any)
			parent := any(nil)
			if term.Parent != "" {
				parent = term.Parent
			}
			if got["id"] != term.ID || labels["az"] != term.Labels.AZ || labels["ru"] != term.Labels.RU || labels["en"] != term.Labels.EN ||
				got["parent"] != parent || !hasKey(got, "parent") || hasKey(got, "retired") != term.Retired {
				t.Errorf("%s term %d = %v, the file says %+v", name, i, got, term)
			}
		}
	}
	// The open place vocabulary: the files' venues, then every place the
	// events derive that they lack, labelled by its most frequent name.
	oracle := derivedEventOracle(t)
	files := set.Get("place")
	var open []string
	for _, d := range oracle {
		if p, ok := d["place"].(string); ok && !files.Has(p) && !slices.Contains(open, p) {
			open = append(open, p)
		}
	}
	slices.Sort(open)
	places := a.ok("/v1/vocabularies/place").rows(t)
	var listed []string
	for _, p := range places[len(files.Terms):] {
		listed = append(listed, p["id"].(string))
		if p["id"] == "kohne-anbar" && p["labels"].(map[string]any)["az"] != "Köhnə Anbar" {
			t.Errorf("kohne-anbar is labelled %v, not its most frequent name", p["labels"])
		}
	}
	if !slices.Equal(listed, open) || !slices.Contains(open, "kohne-anbar") {
		t.Errorf("open places %v, want %v", listed, open)
	}
	a.ok("/v1/events?place=kohne-anbar")
	if e := a.get("/v1/vocabularies/nope"); e.Status != http.StatusNotFound {
		t.Errorf("/v1/vocabularies/nope answers %d", e.Status)
	}
	a.bad("/v1/vocabularies?x=1", "x")
}

// TestAVenueIngestedIsATermAtOnce: a venue the files do not know, brought
// by an ingest after the API has read the open vocabulary, is a term at
// once: its place filters (not a 400 for an id the vocabulary lacks) and
// the vocabulary lists it; an id no event derives stays a 400.
func TestAVenueIngestedIsATermAtOnce(t *testing.T) {
	a := newAPI(t)
	l := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1}
	ctx := context.Background()
	if _, err := l.Load(ctx, "events", strings.NewReader(derivedLines(derivedEvents))); err != nil {
		t.Fatal(err)
	}
	a.ok("/v1/events?place=kohne-anbar") // the API reads the venues
	const id = "brand-new-club"
	if mappings.MustVocabularies().Get("place").Has(id) {
		t.Fatalf("the files know %s", id)
	}
	row := derivedEvent("g:1", "Secret gig", "konsert", id, "Brand New Club", "")
	if oracle := deriveEvents(t, []map[string]any{row}); oracle["g:1"]["place"] != id {
		t.Fatalf("the fixture derives place %v, not its venue id", oracle["g:1"]["place"])
	}
	in := &reindex.Ingester{Client: a.client, Prefix: a.prefix}
	if _, err := in.Ingest(ctx, "events", "g", time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC), false,
		strings.NewReader(derivedLines([]map[string]any{row}))); err != nil {
		t.Fatal(err)
	}
	a.osDo(http.MethodPost, "/"+a.prefix+"events/_refresh", nil)
	time.Sleep(time.Second) // the engine looks for an unknown id anew at most once a second
	if got := a.walk("/v1/events?place=" + id); !slices.Equal(got, []string{"g:1"}) {
		t.Errorf("place=%s: %v, want [g:1]", id, got)
	}
	var listed bool
	for _, p := range a.ok("/v1/vocabularies/place").rows(t) {
		listed = listed || p["id"] == id
	}
	if !listed {
		t.Errorf("/v1/vocabularies/place does not list %s", id)
	}
	a.bad("/v1/events?place=no-event-is-here", "place")
}

// TestDerivedEventsLoadsAndIngestsAgree loads the fixture in one prefix and
// ingests it, source by source, in another: every event stores the
// derived object enrich derives from its row, sessions' languages and
// unknown venues included.
func TestDerivedEventsLoadsAndIngestsAgree(t *testing.T) {
	loaded, ingested := newAPI(t), newAPI(t)
	ctx := context.Background()
	l := &reindex.Loader{Client: loaded.client, Prefix: loaded.prefix, Keep: 1}
	if _, err := l.Load(ctx, "events", strings.NewReader(derivedLines(derivedEvents))); err != nil {
		t.Fatal(err)
	}
	in := &reindex.Ingester{Client: ingested.client, Prefix: ingested.prefix}
	bySource := map[string][]map[string]any{}
	for _, r := range derivedEvents {
		source := r["source"].(string)
		bySource[source] = append(bySource[source], r)
	}
	for source, rows := range bySource {
		if _, err := in.Ingest(ctx, "events", source, time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC), false,
			strings.NewReader(derivedLines(rows))); err != nil {
			t.Fatal(err)
		}
	}
	ingested.osDo(http.MethodPost, "/"+ingested.prefix+"events/_refresh", nil)
	oracle := derivedEventOracle(t)
	want := servedDerived(t, loaded, "/v1/events?limit=100&include=derived")
	got := servedDerived(t, ingested, "/v1/events?limit=100&include=derived")
	if len(got) != len(derivedEvents) || fmt.Sprint(got) != fmt.Sprint(want) || fmt.Sprint(got) != fmt.Sprint(oracle) {
		t.Errorf("ingested events derive\n%v\nloaded ones\n%v\nenrich\n%v", got, want, oracle)
	}
}
