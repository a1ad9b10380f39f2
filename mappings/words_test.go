package mappings

import (
	"strings"
	"testing"
)

func TestEventFunctionWords(t *testing.T) {
	words := EventFunctionWords()
	seen := map[string]bool{}
	for _, w := range words {
		if strings.ContainsAny(w, " ,") || seen[strings.ToLower(w)] {
			t.Errorf("%q: one word a line, each once", w)
		}
		seen[strings.ToLower(w)] = true
	}
	for _, want := range []string{"bilet", "билеты", "tickets", "bu", "gün", "сегодня"} {
		if !seen[want] {
			t.Errorf("the event function words lack %q", want)
		}
	}
}
