package search_test

import (
	"context"
	"errors"
	"net/url"
	"slices"
	"testing"

	"readapi"
	"readapi/search/engine"
)

// eventAt is an event with the required fields, held at a venue and filed
// under a category (either may be empty).
func eventAt(id, name, venue, description, category string) map[string]any {
	row := map[string]any{"id": id, "source": "tix", "name": name, "starts_at": "2026-12-01T16:00:00Z",
		"ingested_at": "2026-11-01T00:00:00Z"}
	if venue != "" {
		row["venue"] = map[string]any{"id": venue, "name": venue, "address": nil, "lat": nil, "lng": nil}
	}
	if description != "" {
		row["description"] = description
	}
	if category != "" {
		row["category"] = category
	}
	return row
}

// The event words (mappings/synonyms/event-words.txt) are searched in every
// field q searches on events, the category included; in each field a direct
// match ranks above a match through an event word, and the field decides
// first: name, venue, body, then the category below every other field;
// a row derived to the kind q names ranks with the names.
func TestEventWordsInEveryFieldBelowDirectMatches(t *testing.T) {
	e := loadText(t, "events",
		eventAt("a-name", "Konsert", "", "", ""),
		eventAt("b-name-word", "Концерт", "", "", ""),
		eventAt("c-venue", "Axşam", "Konsert Zalı", "", ""),
		eventAt("d-venue-word", "Evening", "Concert Hall", "", ""),
		eventAt("e-body", "Gecə", "", "Böyük konsert proqramı.", ""),
		eventAt("f-body-word", "Вечер", "", "Большой концерт оркестра.", ""),
		eventAt("g-category", "Emin", "", "", "konsert"),
		eventAt("h-category-word", "Röya", "", "", "kontserty"),
		eventAt("play", "Hamlet", "", "Şekspirin faciəsi.", "teatr"),
	)
	all := []string{"a-name", "b-name-word", "c-venue", "d-venue-word", "e-body", "f-body-word", "g-category", "h-category-word"}
	for _, q := range []string{"konsert", "концерт", "concert", "konsertlər", "концерты", "concerts", "konsert bilet", "bu gün konsert", "билеты на концерт", "concert tickets today"} {
		if got := e.ids(readapi.Events, "q="+url.QueryEscape(q)); !sameSet(got, all) {
			t.Errorf("q=%s selects %v, want %v", q, got, all)
		}
	}
	// The rows derived to the concert kind (their name, body or category
	// says so) rank as a match in the name, above the venues named after
	// concerts (search-extensions.md, "Relevance and q"); among each, the
	// field still decides.
	ranked := []string{"a-name", "b-name-word", "e-body", "f-body-word", "g-category", "h-category-word", "c-venue", "d-venue-word"}
	if got := e.ids(readapi.Events, "order=relevance&q=konsert"); !slices.Equal(got, ranked) {
		t.Errorf("order=relevance&q=konsert: %v, want %v", got, ranked)
	}
	// Typed in Russian, the Russian rows are the direct matches of their field.
	got := e.ids(readapi.Events, "order=relevance&q="+url.QueryEscape("концерт"))
	if before(got, "a-name", "b-name-word") || before(got, "e-body", "f-body-word") || before(got, "g-category", "f-body-word") {
		t.Errorf("order=relevance&q=концерт: %v, want each field's direct match above its event word", got)
	}
}

// before reports whether a comes before b in ids.
func before(ids []string, a, b string) bool {
	return slices.Index(ids, a) >= 0 && slices.Index(ids, a) < slices.Index(ids, b)
}

// An event known only by its category slug, in any language, is found by
// the kind in any language, below one that says it in its text.
func TestEventCategoryFindsTheKind(t *testing.T) {
	e := loadText(t, "events",
		eventAt("slug-az", "Səttar Bəhlulzadə: mənzərələr", "Muzey Mərkəzi", "", "sergi"),
		eventAt("slug-en", "Digital Art Baku", "", "", "exhibition"),
		eventAt("slug-ru", "Айвазовский", "", "", "vystavki"),
		eventAt("text", "Fotosərgi: Bakı", "", "Sərgi noyabrın sonuna qədər açıqdır.", "other"),
		eventAt("film", "Nabat", "Park Cinema", "", "kino"),
		eventAt("kids", "Cırtdan", "Kukla Teatrı", "", "usaqlar"),
		eventAt("show", "Qırmızı papaq", "", "", "детям"),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"sərgi", []string{"slug-az", "slug-en", "slug-ru", "text"}},
		{"выставка", []string{"slug-az", "slug-en", "slug-ru", "text"}},
		{"exhibitions", []string{"slug-az", "slug-en", "slug-ru", "text"}},
		{"фильм", []string{"film"}},
		{"cinema", []string{"film"}},
		{"детский", []string{"kids", "show"}},
		{"kids", []string{"kids", "show"}},
	} {
		if got := e.ids(readapi.Events, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("q=%s selects %v, want %v", c.q, got, c.want)
		}
	}
	if got := e.ids(readapi.Events, "order=relevance&q=sərgi"); len(got) == 0 || got[0] != "text" {
		t.Errorf("order=relevance&q=sərgi: %v, want the row saying it in its text first", got)
	}
}

// Whom an event is for (uşaqlar üçün, для детей: mappings/language/events.txt)
// need not be said: it ranks the events that say it first.
func TestEventForWhomWordsRankWithoutSelecting(t *testing.T) {
	e := loadText(t, "events",
		eventAt("film", "Zootopia 2", "", "Animasiya filmi.", "animation"),
		eventAt("kids-film", "Moana 2", "", "Uşaqlar üçün cizgi filmi.", "cizgi-film"),
		eventAt("kids-play", "Cırtdan", "", "Uşaqlar üçün tamaşa.", "teatr"),
	)
	for _, q := range []string{"cizgi filmi uşaqlar üçün", "мультфильм для детей"} {
		got := e.ids(readapi.Events, "order=relevance&q="+url.QueryEscape(q))
		if !sameSet(got, []string{"kids-film", "film"}) || got[0] != "kids-film" {
			t.Errorf("order=relevance&q=%s: %v, want the two films, the one for children first", q, got)
		}
	}
}

// An event whose name says another kind with a word of the play group
// ("sirk tamaşası", a circus: mappings/language/events.txt) ranks below
// the plays, even one matched only through its venue's name, unless q asks
// for that kind.
func TestEventNamedAnotherKindRanksBelowTheKind(t *testing.T) {
	e := loadText(t, "events",
		eventAt("circus", "Yeni il sirk tamaşası", "Bakı Dövlət Sirki", "", "circus"),
		eventAt("play", "Hamlet", "Akademik Milli Dram Teatrı", "", "teatr"),
	)
	for _, q := range []string{"tamaşa", "tamaşalar", "teatr", "театр", "спектакль", "спектакли"} {
		got := e.ids(readapi.Events, "order=relevance&q="+url.QueryEscape(q))
		if !slices.Equal(got, []string{"play", "circus"}) {
			t.Errorf("order=relevance&q=%s: %v, want the play, then the circus", q, got)
		}
	}
	for _, q := range []string{"sirk tamaşası", "цирк"} {
		if got := e.ids(readapi.Events, "order=relevance&q="+url.QueryEscape(q)); len(got) == 0 || got[0] != "circus" {
			t.Errorf("order=relevance&q=%s: %v, want the circus first", q, got)
		}
	}
}

// The New Year show for children is one kind whatever the source calls it
// (Şaxta baba, Дед Мороз, Santa, новогодняя ёлка, New Year party), and a
// New Year search finds it even when its name does not say New Year; a
// search for Şaxta baba finds no New Year concert
// (mappings/synonyms/event-words.txt).
func TestEventNewYearShowForChildren(t *testing.T) {
	e := loadText(t, "events",
		eventAt("shaxta", "Şaxta baba və Qar qız", "Gənc Tamaşaçılar Teatrı", "", "usaqlar"),
		eventAt("santa", "Santa and the Snow Maiden", "", "", "kids"),
		eventAt("yolka", "Новогодняя ёлка", "", "", "detyam"),
		eventAt("concert", "Yeni il konserti", "Filarmoniya", "", "konsert"),
		eventAt("other", "Hamlet", "", "", "teatr"),
	)
	kids := []string{"shaxta", "santa", "yolka"}
	for _, q := range []string{"Şaxta baba", "Дед Мороз", "Santa"} {
		if got := e.ids(readapi.Events, "q="+url.QueryEscape(q)); !sameSet(got, kids) {
			t.Errorf("q=%s selects %v, want %v", q, got, kids)
		}
	}
	for _, q := range []string{"Yeni il", "New Year", "Новый год"} {
		if got := e.ids(readapi.Events, "q="+url.QueryEscape(q)); !sameSet(got, append([]string{"concert"}, kids...)) {
			t.Errorf("q=%s selects %v, want the concert and the shows for children", q, got)
		}
	}
	got := e.ids(readapi.Events, "order=relevance&q="+url.QueryEscape("новогодняя ёлка"))
	if len(got) < 3 || !sameSet(got[:3], kids) {
		t.Errorf("order=relevance&q=новогодняя ёлка: %v, want the shows for children first", got)
	}
}

// A kind finds its kinds, whose text need not name it (a photo exhibition
// is an exhibition, a cartoon a film, a mugham evening or a pop show a
// concert), and not
// the other way round, also
// through the sources' slugs in Russian typed in Latin letters (fotovystavka,
// multfilmy: mappings/synonyms/event-words.txt).
func TestEventKindFindsItsKinds(t *testing.T) {
	e := loadText(t, "events",
		eventAt("photo", "Старый Баку", "", "", "fotovystavka"),
		eventAt("show", "Sərgi: Xalça sənəti", "", "", "sergi"),
		eventAt("cartoon", "Moana 2", "", "", "multfilmy"),
		eventAt("film", "Nabat", "", "", "kino"),
		eventAt("mugham", "Alim Qasımov", "", "", "mugam"),
		eventAt("pop", "Emin: Live in Baku", "", "", "estrada"),
		eventAt("concert", "Röya", "", "", "konsert"),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"konsert", []string{"concert", "mugham", "pop"}},
		{"мугам концерт", []string{"mugham"}},
		{"Emin konsert", []string{"pop"}},
		{"muğam", []string{"mugham"}},
		{"pop", []string{"pop"}},
		{"sərgi", []string{"show", "photo"}},
		{"выставки", []string{"show", "photo"}},
		{"fotosərgi", []string{"photo"}},
		{"kino", []string{"film", "cartoon"}},
		{"фильмы", []string{"film", "cartoon"}},
		{"мультфильм", []string{"cartoon"}},
	} {
		if got := e.ids(readapi.Events, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("q=%s selects %v, want %v", c.q, got, c.want)
		}
	}
}

// A film festival is a festival (mappings/language/events.txt): a search
// for a film ranks the films first, one for a festival the festival.
func TestEventFilmFestivalRanksBelowTheFilms(t *testing.T) {
	e := loadText(t, "events",
		eventAt("fest", "Baku Film Festival", "Nizami Kino Mərkəzi", "", "festival"),
		eventAt("fest-az", "Bakı Kinofestivalı", "Nizami Kino Mərkəzi", "", "festival"),
		eventAt("film", "Nabat", "Park Cinema", "", "kino"),
	)
	for _, q := range []string{"kino", "фильм", "movie", "filmlər", "фильмы"} {
		got := e.ids(readapi.Events, "order=relevance&q="+url.QueryEscape(q))
		if len(got) != 3 || got[0] != "film" {
			t.Errorf("order=relevance&q=%s: %v, want the three, the film first", q, got)
		}
	}
	for _, q := range []string{"film festival", "kinofestival", "кинофестиваль"} {
		got := e.ids(readapi.Events, "order=relevance&q="+url.QueryEscape(q))
		if len(got) < 2 || !sameSet(got[:2], []string{"fest", "fest-az"}) {
			t.Errorf("order=relevance&q=%s: %v, want the festivals first", q, got)
		}
	}
}

// The event words a kind expands to stay within the engine's 1,024 clauses
// in a long q: several forms of konsert, with fuzzy=true too, are answered
// or refused up front as too long (a 400 naming q), never failed by the
// engine.
func TestEventWordsStayWithinTheClauseLimit(t *testing.T) {
	e := loadText(t, "events", eventAt("a", "Caz konserti", "Filarmoniya", "Böyük konsert.", "konsert"))
	for _, q := range []string{
		"konsertlər konsertlərdə konsertə konsert", "konsert konsertə konsertdən konsertlər konsertlərdə konsertə",
		"klassik musiqi konserti Filarmoniyada yeni il", "muğam konsert Filarmoniyada yeni il bilet",
		"концерт мугама в филармонии на новый год билеты", "Şaxta baba yeni il konsert uşaq tamaşası",
	} {
		for _, fuzzy := range []string{"", "&fuzzy=true"} {
			params, _ := url.ParseQuery("order=relevance&limit=100&q=" + url.QueryEscape(q) + fuzzy)
			_, err := engine.New(e.client, e.prefix, e.signer).List(context.Background(), readapi.Events, params)
			var refused *readapi.Error
			if err != nil && !(errors.As(err, &refused) && refused.Param == "q") {
				t.Errorf("q=%s%s: %.300v", q, fuzzy, err)
			}
		}
	}
}
