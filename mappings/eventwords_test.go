package mappings

import (
	"slices"
	"strings"
	"testing"
	"unicode"
)

// requiredEventGroups are the event-word groups the search extensions spec
// names, each with at least these words.
var requiredEventGroups = [][]string{
	{"konsert", "concert", "концерт"},
	{"opera", "опера"},
	{"balet", "ballet", "балет"},
	{"teatr", "tamaşa", "theatre", "play", "театр", "спектакль"},
	{"sərgi", "exhibition", "выставка"},
	{"kino", "film", "cinema", "кино", "фильм"},
	{"stand-up", "стендап"},
	{"uşaq", "children's", "детский"},
	{"caz", "jazz", "джаз"},
	{"muğam", "mugham", "мугам"},
	{"klassik musiqi", "classical music", "классическая музыка"},
	{"festival", "фестиваль"},
	{"master-klass", "master class", "мастер-класс"},
	{"Yeni il", "New Year", "Новый год"},
	{"Şaxta baba", "Дед Мороз"},
	{"Novruz", "Новруз"},
	{"rok", "rock", "рок"},
	{"pop", "поп"},
	{"simfoniya", "symphony", "симфония"},
	{"müzikl", "musical", "мюзикл"},
	{"sirk", "circus", "цирк"},
	{"kukla teatrı", "puppet theatre", "кукольный театр"},
	{"komediya", "comedy", "комедия"},
	{"rəqs", "dance", "танец"},
	{"kino premyerası", "film premiere", "премьера фильма"},
}

func TestEventWordGroups(t *testing.T) {
	groups, err := EventWordGroups()
	if err != nil {
		t.Fatal(err)
	}
	if len(groups) < 60 {
		t.Errorf("%d event-word groups, want at least 60", len(groups))
	}
	for _, want := range requiredEventGroups {
		var found []string
		for _, g := range groups {
			if slices.Contains(g, want[0]) {
				found = g
			}
		}
		for _, word := range want {
			if !slices.Contains(found, word) {
				t.Errorf("the group of %q (%v) lacks %q", want[0], found, word)
			}
		}
	}
	for _, g := range groups {
		cyrillic, latin := false, false
		for _, word := range g {
			cyrillic = cyrillic || strings.IndexFunc(word, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) >= 0
			latin = latin || strings.IndexFunc(word, func(r rune) bool { return unicode.Is(unicode.Latin, r) }) >= 0
		}
		if !cyrillic || !latin {
			t.Errorf("event group %v does not join the Cyrillic and Latin scripts", g)
		}
	}
}

func TestIndexBodyCarriesTheEventWords(t *testing.T) {
	groups, _ := EventWordGroups()
	rules, err := synonymLists()[1].rules()
	if err != nil {
		t.Fatal(err)
	}
	if len(rules) != len(groups) {
		t.Errorf("%d event-word rules for %d groups", len(rules), len(groups))
	}
	raw, err := IndexBody("events", nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"event_words":{"synonyms":[`) {
		t.Errorf("the events index body lacks the event_words rules")
	}
}
