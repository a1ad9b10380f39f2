package main

import (
	"fmt"
	"io/fs"
	"math/rand/v2"
	"slices"
	"strings"
	"unicode"
)

// The judged event and quote set (events/*.txt): events written the way
// the region's ticket sites publish them (the same work under names in
// three languages and two scripts, each source's own category slugs, a
// description in one language that may or may not name the kind) and
// quotations whose authors are written in either script. Each event's
// truth (work, kind, venue, season) and each quotation's (author, topic,
// language) is decided before its text; the grades follow eventGrade from
// intent and truth alone, before and without any search.

// eventGroups are the groups of events/queries.txt, in table order.
var eventGroups = []struct{ key, name string }{
	{"exact", "exact words of a name"},
	{"script", "a name in the other script"},
	{"kind", "a kind across languages"},
	{"azinfl", "Azerbaijani inflection"},
	{"ruinfl", "Russian inflection"},
	{"venue", "a venue"},
	{"several", "several words"},
	{"typos", "typos (fuzzy=true)"},
	{"seasonal", "seasonal (New Year, Novruz)"},
	{"person", "a person's works, not a venue named after them"},
	{"q-author", "quotes: an author, either script"},
	{"q-words", "quotes: words, inflected"},
}

// eventSources are the sources of the generated events, each filing a kind
// under its own slug (kinds.txt, in this order).
var eventSources = []string{"iticket", "afisha", "kassa"}

type eventKind struct {
	id, parent string
	words      [3][]string // az, ru, en
	slugs      []string    // per source
}

type eventWork struct {
	id, kind, season string
	venues, names    []string
	// langs are the languages the work is performed or shown in, by is the
	// person whose work it is (persons.txt): the tags lang= and by=.
	langs []string
	by    string
}

type eventQuote struct {
	author, written, topic, lang, text string
}

// eventCorpus is the parsed events/*.txt.
type eventCorpus struct {
	kinds map[string]*eventKind
	// venues are each venue's names, as the sources write them (each
	// source one of them, in turn).
	venues map[string][]string
	// persons are, per person, how a description names them, per
	// language (az, ru, en).
	persons map[string][3]string
	works   []*eventWork
	quotes  []eventQuote
}

// eventTruth is what a generated event is.
type eventTruth struct {
	id, work, kind, venue, season, name, by string
	langs                                   []string
}

func readEventCorpus(fsys fs.FS) (*eventCorpus, error) {
	c := &eventCorpus{kinds: map[string]*eventKind{}, venues: map[string][]string{}, persons: map[string][3]string{}}
	parts := func(file string, n int, each func(at string, p []string) error) error {
		lines, err := readLines(fsys, "events/"+file)
		if err != nil {
			return err
		}
		for _, numbered := range lines {
			at, line := splitLine(numbered)
			p := strings.Split(line, "|")
			for i := range p {
				p[i] = strings.TrimSpace(p[i])
			}
			if len(p) != n {
				return fmt.Errorf("events/%s %s: want %d parts separated by |", file, at, n)
			}
			if err := each(at, p); err != nil {
				return fmt.Errorf("events/%s %s: %w", file, at, err)
			}
		}
		return nil
	}
	err := parts("kinds.txt", 4, func(_ string, p []string) error {
		k := &eventKind{id: p[0], parent: strings.Trim(p[1], "-"), slugs: strings.Fields(p[3])}
		langs := strings.Split(p[2], ";")
		if len(langs) != 3 || len(k.slugs) != len(eventSources) {
			return fmt.Errorf("want az ; ru ; en words and %d slugs", len(eventSources))
		}
		for i, l := range langs {
			k.words[i] = []string{strings.TrimSpace(l)}
		}
		c.kinds[k.id] = k
		return nil
	})
	if err == nil {
		err = parts("venues.txt", 2, func(_ string, p []string) error {
			for _, n := range strings.Split(p[1], ";") {
				c.venues[p[0]] = append(c.venues[p[0]], strings.TrimSpace(n))
			}
			return nil
		})
	}
	if err == nil {
		err = parts("persons.txt", 2, func(_ string, p []string) error {
			said := strings.Split(p[1], ";")
			if len(said) != 3 {
				return fmt.Errorf("want az ; ru ; en")
			}
			c.persons[p[0]] = [3]string{strings.TrimSpace(said[0]), strings.TrimSpace(said[1]), strings.TrimSpace(said[2])}
			return nil
		})
	}
	if err == nil {
		err = parts("works.txt", 6, c.readWork)
	}
	if err == nil {
		err = parts("quotes.txt", 4, func(_ string, p []string) error {
			c.quotes = append(c.quotes, eventQuote{author: p[0], written: p[1], topic: p[2], lang: textLang(p[3]), text: p[3]})
			return nil
		})
	}
	return c, err
}

// readWork reads one line of works.txt.
func (c *eventCorpus) readWork(_ string, p []string) error {
	w := &eventWork{id: p[0], kind: p[1], season: strings.Trim(p[2], "-"), venues: strings.Fields(p[3])}
	for _, n := range strings.Split(p[4], ";") {
		w.names = append(w.names, strings.TrimSpace(n))
	}
	if c.kinds[w.kind] == nil {
		return fmt.Errorf("unknown kind %s", w.kind)
	}
	for _, v := range w.venues {
		if len(c.venues[v]) == 0 {
			return fmt.Errorf("unknown venue %s", v)
		}
	}
	for _, tag := range strings.Fields(strings.Trim(p[5], "-")) {
		k, v, _ := strings.Cut(tag, "=")
		switch k {
		case "lang":
			w.langs = strings.Split(v, ",")
		case "by":
			if _, ok := c.persons[v]; !ok {
				return fmt.Errorf("unknown person %s", v)
			}
			w.by = v
		default:
			return fmt.Errorf("unknown tag %q", tag)
		}
	}
	c.works = append(c.works, w)
	return nil
}

// textLang tells a quotation's language by its letters: Cyrillic is
// Russian, a letter of the Azerbaijani alphabet outside English is
// Azerbaijani, anything else English.
func textLang(s string) string {
	switch {
	case strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }):
		return "ru"
	case strings.ContainsAny(s, "əğışçöüƏĞİŞÇÖÜ"):
		return "az"
	}
	return "en"
}

// descriptions are the sentences a source writes about an event, per
// language (az, ru, en): %[1]s the kind word, %[2]s the venue.
var descriptions = [3][]string{
	{"%[1]s — %[2]s səhnəsində.", "Sizi %[2]s-da maraqlı %[1]s gözləyir.", "%[2]s: %[1]s."},
	{"%[1]s. Место: %[2]s.", "%[2]s приглашает: %[1]s.", "Не пропустите: %[1]s, %[2]s."},
	{"%[1]s at %[2]s.", "%[2]s presents a %[1]s.", "Don't miss this %[1]s at %[2]s."},
}

// languageNotes say, per language of a description (az, ru, en), in which
// language (az, ru, en) an event is performed.
var languageNotes = [3][3]string{
	{"Azərbaycan dilində.", "Rus dilində.", "İngilis dilində."},
	{"На азербайджанском языке.", "На русском языке.", "На английском языке."},
	{"In Azerbaijani.", "In Russian.", "In English."},
}

var langIndex = map[string]int{"az": 0, "ru": 1, "en": 2}

// generateEvents writes each work several times, from every source in turn,
// cycling through its names and venues (a venue under the name of its
// source's turn); a source files the event under its slug for the kind
// (or, one time in four, for the kind's parent), and two times in three
// writes a description in one language that names the kind. A work's
// person is named in a description that is always written; its languages
// are said by the sessions one time in two, else by a note of the
// description.
func (c *eventCorpus) generateEvents() ([]map[string]any, []eventTruth) {
	rng := rand.New(rand.NewPCG(34, 2026))
	var rows []map[string]any
	var truth []eventTruth
	for _, w := range c.works {
		k := c.kinds[w.kind]
		n := 7 + rng.IntN(2)
		for i := range n {
			src := i % len(eventSources)
			venue := w.venues[i%len(w.venues)]
			venueID, venueName := venue, c.venues[venue][src%len(c.venues[venue])]
			if src%len(c.venues[venue]) > 0 {
				venueID = fmt.Sprintf("%s-%d", venue, src)
			}
			t := eventTruth{id: fmt.Sprintf("%s:%s-%d", eventSources[src], w.id, i), work: w.id, kind: w.kind, venue: venue,
				season: w.season, name: w.names[(i+i/len(eventSources))%len(w.names)], by: w.by, langs: w.langs}
			category := k.slugs[src]
			if k.parent != "" && rng.IntN(4) == 0 {
				category = c.kinds[k.parent].slugs[src]
			}
			row := map[string]any{"id": t.id, "source": eventSources[src], "name": t.name, "category": category,
				"venue":     map[string]any{"id": venueID, "name": venueName, "address": nil, "lat": nil, "lng": nil},
				"starts_at": fmt.Sprintf("2026-12-%02dT16:00:00Z", 1+(i*3+len(rows))%28), "ingested_at": "2026-11-01T00:00:00Z"}
			lang, says := -1, []string{}
			if rng.IntN(3) > 0 {
				lang = rng.IntN(3)
				says = append(says, fmt.Sprintf(descriptions[lang][rng.IntN(len(descriptions[lang]))], k.words[lang][0], venueName))
			}
			if lang < 0 && (w.by != "" || len(w.langs) > 0) {
				lang = i % 3
			}
			if w.by != "" {
				says = append([]string{c.persons[w.by][lang] + "."}, says...)
			}
			for _, l := range w.langs {
				if i%2 == 0 {
					row["sessions"] = append(sessionsOf(row), map[string]any{"id": fmt.Sprintf("%s-%s", t.id, l), "starts_at": row["starts_at"], "language": l})
				} else {
					says = append(says, languageNotes[lang][langIndex[l]])
				}
			}
			if len(says) > 0 {
				row["description"] = strings.Join(says, " ")
			}
			rows, truth = append(rows, row), append(truth, t)
		}
	}
	return rows, truth
}

func sessionsOf(row map[string]any) []map[string]any {
	s, _ := row["sessions"].([]map[string]any)
	return s
}

// quoteRows are the quotations as `reindex load` rows.
func (c *eventCorpus) quoteRows() []map[string]any {
	var rows []map[string]any
	for i, q := range c.quotes {
		rows = append(rows, map[string]any{"id": fmt.Sprintf("judged:%03d", i), "source": "judged", "text": q.text,
			"author": q.written, "category": nil, "origin": nil, "active": true, "ingested_at": "2026-11-01T00:00:00Z"})
	}
	return rows
}

// eventIntent is what an event or quote query's searcher wants.
type eventIntent struct {
	works                                        []string
	kind, venue, season, author, topic, lang, by string
}

func (in eventIntent) quotes() bool { return in.author != "" || in.topic != "" }

// eventQuery is one judged query of events/queries.txt.
type eventQuery struct {
	group, q string
	fuzzy    bool
	intent   eventIntent
}

func readEventQueries(fsys fs.FS, c *eventCorpus) ([]eventQuery, error) {
	lines, err := readLines(fsys, "events/queries.txt")
	if err != nil {
		return nil, err
	}
	var out []eventQuery
	group := ""
	for _, numbered := range lines {
		at, line := splitLine(numbered)
		if strings.HasPrefix(line, "[") {
			group = strings.Trim(line, "[]")
			if !slices.ContainsFunc(eventGroups, func(g struct{ key, name string }) bool { return g.key == group }) {
				return nil, fmt.Errorf("events/queries.txt %s: unknown group %s", at, group)
			}
			continue
		}
		q, spec, ok := strings.Cut(line, "|")
		if !ok || group == "" {
			return nil, fmt.Errorf("events/queries.txt %s: want \"q | intent\" inside a [group]", at)
		}
		j := eventQuery{group: group, q: strings.TrimSpace(q)}
		for _, f := range strings.Fields(spec) {
			if f == "fuzzy" {
				j.fuzzy = true
				continue
			}
			k, v, _ := strings.Cut(f, "=")
			switch k {
			case "work":
				j.intent.works = strings.Split(v, ",")
			case "kind":
				j.intent.kind = v
			case "venue":
				j.intent.venue = v
			case "season":
				j.intent.season = v
			case "author":
				j.intent.author = v
			case "topic":
				j.intent.topic = v
			case "lang":
				j.intent.lang = v
			case "by":
				j.intent.by = v
			default:
				return nil, fmt.Errorf("events/queries.txt %s: unknown intent %q", at, f)
			}
		}
		if err := c.check(j.intent); err != nil {
			return nil, fmt.Errorf("events/queries.txt %s: %w", at, err)
		}
		out = append(out, j)
	}
	return out, nil
}

// check reports an intent naming what the corpus does not hold.
func (c *eventCorpus) check(in eventIntent) error {
	for _, w := range in.works {
		if !slices.ContainsFunc(c.works, func(x *eventWork) bool { return x.id == w }) {
			return fmt.Errorf("unknown work %s", w)
		}
	}
	if in.kind != "" && c.kinds[in.kind] == nil {
		return fmt.Errorf("unknown kind %s", in.kind)
	}
	if in.by != "" && c.persons[in.by] == [3]string{} {
		return fmt.Errorf("unknown person %s", in.by)
	}
	if in.venue != "" && len(c.venues[in.venue]) == 0 {
		return fmt.Errorf("unknown venue %s", in.venue)
	}
	if in.author != "" && !slices.ContainsFunc(c.quotes, func(q eventQuote) bool { return q.author == in.author }) {
		return fmt.Errorf("unknown author %s", in.author)
	}
	return nil
}

// eventGrade is the rule: 3 when the event meets every constraint of the
// intent (the works, the kind, the venue, the season, the person whose work
// it is, a language it is performed in); 1 when it meets some of two or more, or its kind is the parent
// of the kind wanted (a concert for "jazz"); 0 otherwise.
func (c *eventCorpus) eventGrade(in eventIntent, t eventTruth) int {
	n, met, partial := 0, 0, false
	check := func(wanted bool, ok bool) {
		if wanted {
			n++
			if ok {
				met++
			}
		}
	}
	check(len(in.works) > 0, slices.Contains(in.works, t.work))
	check(in.venue != "", in.venue == t.venue)
	check(in.season != "", in.season == t.season)
	check(in.by != "", in.by == t.by)
	check(in.lang != "", slices.Contains(t.langs, in.lang))
	if in.kind != "" {
		n++
		switch {
		case t.kind == in.kind || c.kinds[t.kind].parent == in.kind:
			met++
		case c.kinds[in.kind].parent == t.kind:
			partial = true
		}
	}
	return gradeOf(n, met, partial)
}

// quoteGrade is the same rule over a quotation's author, topic and language.
func quoteGrade(in eventIntent, q eventQuote) int {
	n, met := 0, 0
	for _, c := range [][2]string{{in.author, q.author}, {in.topic, q.topic}, {in.lang, q.lang}} {
		if c[0] != "" {
			n++
			if c[0] == c[1] {
				met++
			}
		}
	}
	return gradeOf(n, met, false)
}

func gradeOf(n, met int, partial bool) int {
	switch {
	case n > 0 && met == n:
		return 3
	case met > 0 || partial:
		return 1
	}
	return 0
}
