package mappings_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"readapi/internal/datafile"
	"readapi/mappings"
)

// The events' vocabularies hold the groups of synonyms/event-words.txt
// that name their terms, so that search and the enricher read one kind in
// the same words. In a [words TERM] section of a vocabulary file, a comment
// "# event-words: WORD" links the group of WORD: every word of the group is
// a word of TERM; "# some of event-words: WORD" takes part of it: the
// words that follow, up to the next comment, are words of the group.
func TestEventVocabulariesHoldEventWords(t *testing.T) {
	groups, err := mappings.EventWordGroups()
	if err != nil {
		t.Fatal(err)
	}
	groupOf := func(word string) []string {
		for _, g := range groups {
			if slices.Contains(g, word) {
				return g
			}
		}
		return nil
	}
	links := 0
	for _, name := range []string{"kind", "genre", "audience"} {
		data, err := os.ReadFile("vocabularies/" + name + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		f, err := datafile.Parse(name+".txt", data, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, link := range eventWordLinks(data) {
			links++
			group := groupOf(link.word)
			if group == nil {
				t.Errorf("%s.txt [%s]: %q is in no group of event-words.txt", name, link.section, link.word)
				continue
			}
			words := f.Get(link.section)
			if link.part {
				for _, w := range link.words {
					if !slices.Contains(group, w) {
						t.Errorf("%s.txt [%s]: %q is not in the event-words group of %q", name, link.section, w, link.word)
					}
				}
				continue
			}
			for _, w := range group {
				if !slices.Contains(words, w) {
					t.Errorf("%s.txt [%s] lacks %q of the event-words group of %q", name, link.section, w, link.word)
				}
			}
		}
	}
	if links < 25 {
		t.Errorf("%d links to event-words.txt, want the groups of the kinds and genres", links)
	}
}

type eventWordLink struct {
	section, word string
	part          bool
	words         []string // the words under a partial link
}

// eventWordLinks reads the "# event-words:" comments of a vocabulary file.
func eventWordLinks(data []byte) []eventWordLink {
	var out []eventWordLink
	section := ""
	open := -1
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "["):
			section, open = strings.Trim(line, "[]"), -1
		case strings.HasPrefix(line, "#"):
			open = -1
			text := strings.TrimSpace(strings.TrimPrefix(line, "#"))
			part := strings.HasPrefix(text, "some of ")
			rest, ok := strings.CutPrefix(strings.TrimPrefix(text, "some of "), "event-words: ")
			if !ok {
				continue
			}
			word, _, _ := strings.Cut(rest, " (")
			out = append(out, eventWordLink{section: section, word: strings.TrimSpace(word), part: part})
			if part {
				open = len(out) - 1
			}
		case line != "" && open >= 0:
			out[open].words = append(out[open].words, line)
		}
	}
	return out
}
