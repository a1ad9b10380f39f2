package handlers_test

import (
	"context"
	"net/url"
	"slices"
	"strings"
	"testing"

	"readapi/reindex"
)

// The rules of relevance of issue 42's kinds of failure, through the real
// loader and engine: a kind's names rank its events above a row that says
// the word in its name but is another kind; a person's works above the
// events at a venue, or of an ensemble, named after the person, in either
// script; a genre above a genre of another kind that shares its adjective;
// a kind with an occasion. Oracles come from what enrich derives of the
// fixture's rows.

func describedEvent(id, name, category, venueName, description string) map[string]any {
	row := derivedEvent(id, name, category, "", venueName, "")
	if description != "" {
		row["description"] = description
	}
	return row
}

var rankEvents = []map[string]any{
	// films that never say film, and a concert of film music at a cinema
	describedEvent("film:1", "Nabat", "cinema", "Park Cinema Flame Towers", ""),
	describedEvent("film:2", "Дели Кюр", "kino", "CinemaPlus 28 Mall", ""),
	describedEvent("fm:1", "Film music in concert", "concert", "Park Cinema Flame Towers", ""),
	describedEvent("fm:2", "Kino musiqisi konserti", "konsert", "Nizami Kino Mərkəzi", ""),
	// Üzeyir Hacıbəyli's works, and what is named after him
	describedEvent("work:1", "Leyli və Məcnun", "opera", "Opera və Balet Teatrı", "Musiqi: Üzeyir Hacıbəyli."),
	describedEvent("work:2", "Аршин мал алан", "teatr", "Musiqili Teatr", "Музыка Узеира Гаджибейли."),
	// his works staged at the academy named after him
	describedEvent("work:3", "Romanslar axşamı", "konsert", "Üzeyir Hacıbəyli adına Bakı Musiqi Akademiyası", "Musiqi: Üzeyir Hacıbəyli."),
	describedEvent("work:4", "Вечер романсов", "konsert", "Бакинская музыкальная академия имени Узеира Гаджибейли", "Музыка Узеира Гаджибейли."),
	describedEvent("named:1", "Tələbə orkestri", "konsert", "Üzeyir Hacıbəyli adına Bakı Musiqi Akademiyası", ""),
	describedEvent("named:2", "Скрипичный вечер", "konsert", "Бакинская музыкальная академия имени Узеира Гаджибейли", ""),
	describedEvent("named:3", "Üzeyir Hacıbəyli adına Simfonik Orkestr", "konsert", "Filarmoniya", ""),
	// classical music, and classical mugham
	describedEvent("cl:1", "Orqan musiqisi", "klassik-musiqi", "Filarmoniya", ""),
	describedEvent("cl:2", "Mozart Requiem", "classical", "Filarmoniya", ""),
	describedEvent("mu:1", "Klassik muğam gecəsi", "konsert", "Muğam Mərkəzi", ""),
	describedEvent("mu:2", "Classical mugham night", "concert", "Muğam Mərkəzi", ""),
	// New Year parties
	describedEvent("ny:1", "New Year's Eve Party", "party", "Absheron Event Hall", ""),
	describedEvent("ny:2", "Новогодняя вечеринка", "vecherinki", "Absheron Event Hall", ""),
}

// ranksAbove reports whether every id of first stands in ids above every
// id of then, all of them there.
func ranksAbove(ids, first, then []string) bool {
	last := -1
	for _, id := range first {
		at := slices.Index(ids, id)
		if at < 0 {
			return false
		}
		last = max(last, at)
	}
	for _, id := range then {
		if at := slices.Index(ids, id); at < 0 || at < last {
			return false
		}
	}
	return true
}

// startsWith reports whether ids start with the ids of want, in any order.
func startsWith(ids, want []string) bool {
	return len(ids) >= len(want) && slices.Equal(sortedIDs(ids[:len(want)]), sortedIDs(want))
}

func TestRankRulesOfKindsPersonsAndGenres(t *testing.T) {
	a := newAPI(t)
	l := &reindex.Loader{Client: a.client, Prefix: a.prefix, Keep: 1}
	if _, err := l.Load(context.Background(), "events", strings.NewReader(derivedLines(rankEvents))); err != nil {
		t.Fatal(err)
	}
	oracle := deriveEvents(t, rankEvents)
	films := oracleHolds(oracle, "kind", []string{"cinema"})
	if !slices.Equal(films, []string{"film:1", "film:2"}) {
		t.Fatalf("the fixture derives cinema to %v, want the films alone", films)
	}
	classical := oracleHolds(oracle, "genres", []string{"classical"})
	if !slices.Contains(classical, "cl:1") || slices.Contains(classical, "mu:1") || slices.Contains(classical, "mu:2") {
		t.Fatalf("the fixture derives classical to %v, want cl:1 and no classical mugham (it is mugham)", classical)
	}
	relevance := func(q string) []string {
		return a.ok("/v1/events?order=relevance&limit=100&q=" + url.QueryEscape(q)).ids(t)
	}

	// A word naming a kind ranks the events of the kind above a concert
	// whose name says the word.
	for _, q := range []string{"film", "фильм", "movie", "kino", "filmlər"} {
		if got := relevance(q); !ranksAbove(got, films, []string{"fm:1"}) {
			t.Errorf("q=%s: %v, want %v above fm:1 (still found)", q, got, films)
		}
	}

	// A person's works above what is named after the person, found too;
	// a work of the person staged at the venue named after him is no less
	// his work.
	works, named := []string{"work:1", "work:2", "work:3", "work:4"}, []string{"named:1", "named:2", "named:3"}
	for _, q := range []string{"Üzeyir Hacıbəyli", "Hacıbəyli", "Гаджибейли", "Узеир Гаджибейли", "Uzeyir Hajibeyli"} {
		if got := relevance(q); !ranksAbove(got, works, named) {
			t.Errorf("q=%s: %v, want %v above %v", q, got, works, named)
		}
	}
	// A name misspelt reads as the name it is near (fuzzy=true): the
	// works it finds above the rows named after the person it finds.
	found := func(got, ids []string) []string {
		var out []string
		for _, id := range ids {
			if slices.Contains(got, id) {
				out = append(out, id)
			}
		}
		return out
	}
	for _, q := range []string{"Гаджибеили"} {
		got := a.ok("/v1/events?order=relevance&fuzzy=true&limit=100&q=" + url.QueryEscape(q)).ids(t)
		if w := found(got, works); len(w) == 0 || !ranksAbove(got, w, found(got, named)) {
			t.Errorf("q=%s, fuzzy: %v, want the works of %v it finds above the rows of %v", q, got, works, named)
		}
	}
	// Asked with its honorific word, the venue is what q wants.
	if got := relevance("Hacıbəyli adına Musiqi Akademiyası"); len(got) == 0 || got[0] != "named:1" {
		t.Errorf("q=Hacıbəyli adına Musiqi Akademiyası: %v, want named:1 first", got)
	}

	// A genre: classical music above classical mugham.
	for _, q := range []string{"classical concert", "klassik konsert", "klassik musiqi", "концерт классической музыки"} {
		if got := relevance(q); !startsWith(got, classical) {
			t.Errorf("q=%s: %v, want %v first", q, got, classical)
		}
	}

	// A kind with an occasion answers, its events first.
	parties := oracleHolds(oracle, "kind", []string{"party"})
	for _, q := range []string{"New Year party", "новогодняя вечеринка"} {
		if got := relevance(q); !startsWith(got, parties) {
			t.Errorf("q=%s: %v, want %v first", q, got, parties)
		}
	}
}
