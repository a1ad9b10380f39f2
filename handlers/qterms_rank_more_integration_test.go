package handlers_test

import (
	"context"
	"net/url"
	"slices"
	"strings"
	"testing"

	"readapi/reindex"
)

// More rules of relevance of issue 42, through the real loader and engine:
// a genre asks for its kind (a jazz festival below the jazz concerts), a
// children's show ranks below when q names a kind and no audience, and an
// event derived to the language q names ranks first, one derived only to
// another below one that says none; a composer's work above a concert
// whose description names him only as the one its orchestra is named
// after. Oracles come from what enrich derives of the fixture's rows.
var rankMoreEvents = []map[string]any{
	describedEvent("jz:1", "Caz jam", "caz", "Bakı Caz Mərkəzi", ""),
	describedEvent("jz:2", "Bakı Caz Festivalı", "festival", "Bakı Caz Mərkəzi", "Caz festivalı."),
	describedEvent("pt:1", "New Year's Eve Party", "party", "Absheron Event Hall", ""),
	describedEvent("pt:2", "New Year party for kids", "kids", "Heydər Əliyev Sarayı", ""),
	describedEvent("cm:1", "Ревизор", "spektakli", "Русский драматический театр", "Комедия Николая Гоголя. Спектакль на русском языке."),
	describedEvent("cm:2", "Comedy Night Baku", "stand-up", "Absheron Event Hall", "Stand-up comedy in English."),
	describedEvent("cm:3", "Вечер комедии", "stand-up", "Absheron Event Hall", "Стендап на английском языке."),
	// a work of the composer, and a concert of an orchestra named after him
	// (which the ids' order would rank first)
	describedEvent("hb:2", "Arşın mal alan", "teatr", "Musiqili Teatr", "Musiqi: Üzeyir Hacıbəyli."),
	describedEvent("hb:1", "Rachmaninov. Concert No. 2", "konsert", "Filarmoniya", "Üzeyir Hacıbəyli adına Dövlət Simfonik Orkestri."),
}

func TestRankRulesOfGenresAudiencesAndLanguages(t *testing.T) {
	a := newAPI(t)
	l := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1}
	if _, err := l.Load(context.Background(), "events", strings.NewReader(derivedLines(rankMoreEvents))); err != nil {
		t.Fatal(err)
	}
	oracle := deriveEvents(t, rankMoreEvents)
	if got := oracleHolds(oracle, "genres", []string{"jazz"}); !slices.Equal(got, []string{"jz:1", "jz:2"}) {
		t.Fatalf("the fixture derives jazz to %v, want the concert and the festival", got)
	}
	if got := oracleHolds(oracle, "kind", []string{"festival"}); !slices.Equal(got, []string{"jz:2"}) {
		t.Fatalf("the fixture derives festival to %v, want jz:2", got)
	}
	if got := oracleHolds(oracle, "audience", []string{"children"}); !slices.Equal(got, []string{"pt:2"}) {
		t.Fatalf("the fixture derives children to %v, want pt:2", got)
	}
	if ru, en := oracleHolds(oracle, "languages", []string{"ru"}), oracleHolds(oracle, "languages", []string{"en"}); !slices.Equal(ru, []string{"cm:1"}) || !slices.Equal(en, []string{"cm:2", "cm:3"}) {
		t.Fatalf("the fixture derives ru to %v and en to %v, want cm:1 and cm:2, cm:3", ru, en)
	}
	relevance := func(q string) []string {
		return a.ok("/v1/events?order=relevance&limit=100&q=" + url.QueryEscape(q)).ids(t)
	}
	for _, c := range []struct {
		q           string
		first, then []string
	}{
		{"caz", []string{"jz:1"}, []string{"jz:2"}},
		{"jazz", []string{"jz:1"}, []string{"jz:2"}},
		{"caz festivalı", []string{"jz:2"}, nil},
		{"New Year party", []string{"pt:1"}, []string{"pt:2"}},
		{"комедия на русском языке", []string{"cm:1"}, []string{"cm:2", "cm:3"}},
		{"Hacıbəyli", []string{"hb:2"}, []string{"hb:1"}},
		{"Гаджибейли", []string{"hb:2"}, []string{"hb:1"}},
	} {
		if got := relevance(c.q); !ranksAbove(got, c.first, c.then) {
			t.Errorf("q=%s: %v, want %v above %v (found too)", c.q, got, c.first, c.then)
		}
	}
}
