package search_test

import (
	"net/url"
	"testing"

	"readapi"
)

// A name typed in one script finds it written in the other, both ways, on
// event names and quote authors, below the rows that match in the script
// typed.
func TestNamesAcrossScripts(t *testing.T) {
	e := loadText(t, "events",
		eventAt("hamlet-lat", "Hamlet", "", "", "teatr"),
		eventAt("hamlet-cyr", "Гамлет", "", "", "спектакли"),
		eventAt("hamlet-body", "Şekspir gecəsi", "", "Гамлет и другие монологи.", ""),
		eventAt("nut-az", "Şelkunçik", "", "", "balet"),
		eventAt("nut-ru", "Щелкунчик", "", "", "балет"),
		eventAt("emin-lat", "Emin: Live in Baku", "", "", "concert"),
		eventAt("emin-cyr", "Концерт: Эмин", "", "", "konsert"),
		eventAt("xan-az", "Zeynəb Xanlarova", "", "", "konsert"),
		eventAt("xan-en", "Zeynab Khanlarova", "", "", "concert"),
		eventAt("other", "Romeo və Cülyetta", "", "", "teatr"),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"Hamlet", []string{"hamlet-lat", "hamlet-cyr", "hamlet-body"}},
		{"Гамлет", []string{"hamlet-cyr", "hamlet-body", "hamlet-lat"}},
		{"Şelkunçik", []string{"nut-az", "nut-ru"}},
		{"Щелкунчик", []string{"nut-ru", "nut-az"}},
		{"Emin", []string{"emin-lat", "emin-cyr"}},
		{"Эмин", []string{"emin-cyr", "emin-lat"}},
		// the Azerbaijani and the English Latin spellings, read back from
		// the Cyrillic ones
		{"Zeynəb Xanlarova", []string{"xan-az", "xan-en"}},
		{"Khanlarova", []string{"xan-en", "xan-az"}},
	} {
		if got := e.ids(readapi.Events, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("q=%s selects %v, want %v", c.q, got, c.want)
		}
		if got := e.ids(readapi.Events, "order=relevance&q="+url.QueryEscape(c.q)); len(got) == 0 || got[0] != c.want[0] {
			t.Errorf("order=relevance&q=%s: %v, want %s, which matches in the script typed, first", c.q, got, c.want[0])
		}
	}
	// With fuzzy=true too (through the engine, which looks up the
	// corrections): a misspelt name finds its spellings in the other
	// script through its correction ("Hamlt": "Hamlet", "Гамлет"), and a
	// word too short for a typo keeps its own ("Эмин": "Emin").
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"Hamlt", []string{"hamlet-lat", "hamlet-cyr", "hamlet-body"}},
		{"Эмин", []string{"emin-cyr", "emin-lat"}},
	} {
		got := engineIDsOf(t, e, readapi.Events, "fuzzy=true&order=relevance&q="+url.QueryEscape(c.q))
		if !sameSet(got, c.want) || got[0] != c.want[0] {
			t.Errorf("fuzzy=true&order=relevance&q=%s: %v, want %v, the script typed first", c.q, got, c.want)
		}
	}
	// A description names people too (Музыка Узеира Гаджибейли): a Latin
	// Hamlet reaches a Cyrillic body, below the names in either script.
	if got := e.ids(readapi.Events, "order=relevance&q=Hamlet"); len(got) != 3 || got[2] != "hamlet-body" {
		t.Errorf("order=relevance&q=Hamlet: %v, want the Cyrillic description last", got)
	}

	quote := func(id, text, author string) map[string]any {
		return map[string]any{"id": id, "source": "q", "text": text, "author": author, "category": nil, "origin": nil,
			"active": true, "ingested_at": "2026-11-01T00:00:00Z"}
	}
	e = loadText(t, "quotes",
		quote("tolstoy-cyr", "Все счастливые семьи похожи друг на друга.", "Лев Толстой"),
		quote("tolstoy-lat", "Everyone thinks of changing the world.", "Leo Tolstoy"),
		quote("dost-lat", "Beauty will save the world.", "Fyodor Dostoyevsky"),
		quote("nizami-cyr", "Слово — жемчужина.", "Низами Гянджеви"),
		quote("nizami-az", "Söz bir incidir.", "Nizami Gəncəvi"),
		quote("other", "Bilik gücdür.", "Anonim"),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"Толстой", []string{"tolstoy-cyr", "tolstoy-lat"}},
		{"Tolstoy", []string{"tolstoy-lat", "tolstoy-cyr"}},
		{"Достоевский", []string{"dost-lat"}},
		{"Nizami", []string{"nizami-az", "nizami-cyr"}},
		{"Низами", []string{"nizami-cyr", "nizami-az"}},
		{"Gəncəvi", []string{"nizami-az", "nizami-cyr"}},
	} {
		if got := e.ids(readapi.Quotes, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("quotes q=%s selects %v, want %v", c.q, got, c.want)
		}
		if got := e.ids(readapi.Quotes, "order=relevance&q="+url.QueryEscape(c.q)); len(got) == 0 || got[0] != c.want[0] {
			t.Errorf("quotes order=relevance&q=%s: %v, want %s first", c.q, got, c.want[0])
		}
	}
}

// The Latin spellings include the Western one of к (Кармен: Carmen) and
// the Russian spelling drops the h between a and i (Tahir: Таир), as the
// sources write them (mappings/translit/names.txt).
func TestNamesAcrossScriptsWesternAndDroppedLetters(t *testing.T) {
	e := loadText(t, "events",
		eventAt("karmen-az", "Karmen", "", "", "opera"),
		eventAt("karmen-ru", "Кармен", "", "", "opera"),
		eventAt("carmen-en", "Carmen", "", "", "opera"),
		eventAt("tahir-lat", "Tahir Salahov: portraits", "", "", "exhibition"),
		eventAt("tahir-cyr", "Таир Салахов. Портреты", "", "", "vystavki"),
		eventAt("other", "Tair Bar", "", "", "concert"),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"Karmen", []string{"karmen-az", "karmen-ru", "carmen-en"}},
		{"Кармен", []string{"karmen-ru", "karmen-az", "carmen-en"}},
		{"Tahir Salahov", []string{"tahir-lat", "tahir-cyr"}},
		{"Таир Салахов", []string{"tahir-cyr", "tahir-lat"}},
	} {
		if got := e.ids(readapi.Events, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("q=%s selects %v, want %v", c.q, got, c.want)
		}
		if got := e.ids(readapi.Events, "order=relevance&q="+url.QueryEscape(c.q)); len(got) == 0 || got[0] != c.want[0] {
			t.Errorf("order=relevance&q=%s: %v, want %s, which matches in the script typed, first", c.q, got, c.want[0])
		}
	}
	// Misspelt, through its correction (Karmen): in the other script and
	// in the other Latin spelling too.
	got := engineIDsOf(t, e, readapi.Events, "fuzzy=true&order=relevance&q=Karmenn")
	if want := []string{"karmen-az", "karmen-ru", "carmen-en"}; !sameSet(got, want) || got[0] != want[0] {
		t.Errorf("fuzzy=true&order=relevance&q=Karmenn: %v, want %v, the correction as typed first", got, want)
	}
}

// A name typed the Azerbaijani way also finds it written the English way
// ([azerbaijani to english] of mappings/translit/names.txt: ə a, c j,
// ç ch, ş sh), below the name as typed.
func TestNamesAzerbaijaniFindEnglishSpellings(t *testing.T) {
	e := loadText(t, "events",
		eventAt("leyli-az", "Leyli və Məcnun", "", "", "opera"),
		eventAt("leyli-en", "Leyli and Majnun", "", "", "opera"),
		eventAt("cheb-az", "Çeburaşka 2", "", "", "cizgi-film"),
		eventAt("cheb-en", "Cheburashka 2", "", "", "animation"),
		eventAt("other", "Leyli", "", "", "concert"),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"Leyli və Məcnun", []string{"leyli-az", "leyli-en"}},
		{"Məcnun", []string{"leyli-az", "leyli-en"}},
		{"Çeburaşka", []string{"cheb-az", "cheb-en"}},
	} {
		if got := e.ids(readapi.Events, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("q=%s selects %v, want %v", c.q, got, c.want)
		}
		if got := e.ids(readapi.Events, "order=relevance&q="+url.QueryEscape(c.q)); len(got) == 0 || got[0] != c.want[0] {
			t.Errorf("order=relevance&q=%s: %v, want %s, written as typed, first", c.q, got, c.want[0])
		}
	}
}
