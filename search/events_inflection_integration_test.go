package search_test

import (
	"net/url"
	"testing"

	"readapi"
)

// Azerbaijani and Russian inflection, case endings included, on events and
// quotes as on jobs: an inflected word of q finds its stem, and an exact
// match ranks above a stemmed one.
func TestInflectionOnEventsAndQuotes(t *testing.T) {
	e := loadText(t, "events",
		eventAt("konsert", "Caz konserti", "Filarmoniya", "", ""),
		eventAt("tamasa", "Musiqili tamaşa", "Gənc Tamaşaçılar Teatrı", "", ""),
		eventAt("kontsert", "Большой концерт", "", "Органная музыка.", ""),
		eventAt("spektakl", "Спектакль «Ревизор»", "", "", ""),
		eventAt("sergi", "Sərgi", "Muzey Mərkəzi", "", ""),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"konsertə", []string{"konsert", "kontsert"}},
		{"konsertlərdə", []string{"konsert", "kontsert"}},
		{"tamaşalar", []string{"tamasa", "spektakl"}},
		{"Filarmoniyada", []string{"konsert"}},
		{"muzeydə", []string{"sergi"}},
		{"концерты", []string{"kontsert", "konsert"}},
		{"концертов", []string{"kontsert", "konsert"}},
		{"спектакли", []string{"spektakl", "tamasa"}},
		{"спектаклей", []string{"spektakl", "tamasa"}},
	} {
		if got := e.ids(readapi.Events, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("events q=%s selects %v, want %v", c.q, got, c.want)
		}
		if got := e.ids(readapi.Events, "order=relevance&q="+url.QueryEscape(c.q)); len(got) == 0 || got[0] != c.want[0] {
			t.Errorf("events order=relevance&q=%s: %v, want %s (same language, stemmed) first", c.q, got, c.want[0])
		}
	}

	quote := func(id, text, author string) map[string]any {
		return map[string]any{"id": id, "source": "q", "text": text, "author": author, "category": nil, "origin": nil,
			"active": true, "ingested_at": "2026-11-01T00:00:00Z"}
	}
	e = loadText(t, "quotes",
		quote("az", "Dostluq ən böyük xəzinə.", "Nizami Gəncəvi"),
		quote("ru", "Книги — корабли мысли.", "Фрэнсис Бэкон"),
		quote("az-exact", "Dostluqda sədaqət vacibdir.", "Anonim"),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"dostluğun", []string{"az", "az-exact"}},
		{"xəzinələr", []string{"az"}},
		{"книгах", []string{"ru"}},
		{"кораблей", []string{"ru"}},
		{"Gəncəvinin", []string{"az"}},
	} {
		if got := e.ids(readapi.Quotes, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("quotes q=%s selects %v, want %v", c.q, got, c.want)
		}
	}
	if got := e.ids(readapi.Quotes, "order=relevance&q=dostluqda"); len(got) != 2 || got[0] != "az-exact" {
		t.Errorf("quotes order=relevance&q=dostluqda: %v, want the exact match first", got)
	}
}
