package main

import (
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// posting is one generated row and its ground truth. The truth is never
// written into the row: only the text the truth was chosen with is.
type posting struct {
	id    string
	title string
	row   map[string]any
	// truth holds occ, lang, tl (the title's language) and every stated
	// attribute: sen, kind, lic, subject, sector, co, city, emp, shift, remote.
	truth map[string]string
}

// board is a source and the languages it carries postings in.
type board struct {
	stem, name, url string
	weights         [3]float64 // az, ru, en
}

var boards = []board{
	{"boss", "Boss.az", "https://boss.az", [3]float64{40, 30, 15}},
	{"jobsearch", "JobSearch.az", "https://jobsearch.az", [3]float64{30, 10, 20}},
	{"glorri", "Glorri", "https://jobs.glorri.az", [3]float64{15, 5, 50}},
	{"rabota", "Rabota.az", "https://rabota.az", [3]float64{15, 20, 0}},
	{"hh", "hh.az", "https://hh.az", [3]float64{0, 35, 15}},
}

// epoch is the corpus's "now": every posting appeared in the 60 days before.
var epoch = time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)

// generate writes every posting of the vocabulary. Posting k of an
// occupation draws from its own random stream, seeded by the occupation's
// code and k, so adding words to one occupation leaves the others' postings
// (and their ids) as they were.
func generate(v *vocabulary) []posting {
	var out []posting
	for _, o := range v.occupations {
		for k := range o.n {
			g := &gen{v: v, o: o, rng: rand.New(rand.NewPCG(uint64(o.code), uint64(k)))}
			out = append(out, g.posting(o.code*1000+k))
		}
	}
	return out
}

// gen builds one posting.
type gen struct {
	v     *vocabulary
	o     *occupation
	rng   *rand.Rand
	truth map[string]string
	slots map[string]string
}

func (g *gen) chance(p float64) bool { return g.rng.Float64() < p }

func (g *gen) pick(s []string) string { return s[g.rng.IntN(len(s))] }

func (g *gen) weighted(w []float64) int {
	total := 0.0
	for _, x := range w {
		total += x
	}
	r := g.rng.Float64() * total
	for i, x := range w {
		if r < x {
			return i
		}
		r -= x
	}
	return len(w) - 1
}

// sentence fills a random line of a section in a language ("" when none).
func (g *gen) sentence(name, lang string) string {
	lines := g.v.sentences[name][lang]
	if len(lines) == 0 {
		return ""
	}
	return g.fill(g.pick(lines))
}

func (g *gen) fill(s string) string {
	for k, val := range g.slots {
		s = strings.ReplaceAll(s, "{"+k+"}", val)
	}
	return s
}

func (g *gen) posting(num int) posting {
	o := g.o
	lang := langs[g.weighted(o.weights[:])]
	w := o.words[lang]
	vr := w.titles[g.rng.IntN(len(w.titles))]
	g.truth = map[string]string{"occ": o.id, "lang": lang, "tl": lang}
	fromTitle := map[string]bool{}
	for k, val := range vr.attrs {
		g.truth[k] = val
		fromTitle[k] = true
	}
	g.draw()
	comp := g.employer()
	g.slots = map[string]string{"C": comp, "nom": w.forms[0], "pl": w.forms[1], "obl": w.forms[2], "lic": g.truth["lic"]}
	if c := g.truth["city"]; c != "" {
		p := g.place(c)
		for i, k := range []string{"city", "loc", "abl", "gen", "ru", "ru_in", "en"} {
			g.slots[k] = p.forms[i]
		}
	}

	title := g.title(vr.text, fromTitle)
	row := g.fields(num, lang, comp)
	row["title"] = title
	g.body(row, lang, w, fromTitle)
	return posting{id: row["id"].(string), title: title, row: row, truth: g.truth}
}

// draw decides the attributes the title did not: seniority, employment,
// shifts, city and the occupation's own pools.
func (g *gen) draw() {
	t, o := g.truth, g.o
	for _, key := range slices.Sorted(maps.Keys(o.pools)) {
		if _, ok := t[key]; !ok {
			pool := o.pools[key]
			if val := g.pick(pool); val != "-" {
				t[key] = val
			}
		}
	}
	if _, ok := t["sen"]; !ok && o.ranked {
		switch r := g.rng.Float64(); {
		case r < 0.12:
			t["sen"] = "junior"
		case r < 0.27:
			t["sen"] = "senior"
		case r < 0.32:
			t["sen"] = "intern"
		}
	}
	if _, ok := t["emp"]; !ok {
		switch r := g.rng.Float64(); {
		case r < 0.1:
			t["emp"] = "part"
		case r < 0.65:
			t["emp"] = "full"
		}
	}
	if _, ok := t["shift"]; !ok && o.shifts && o.pools["shift"] == nil {
		switch r := g.rng.Float64(); {
		case r < 0.06:
			t["shift"] = "night"
		case r < 0.15:
			t["shift"] = "rotating"
		}
	}
}

// employer picks the sector and company and records them (and a company's
// city) in the truth; it returns the company name ("" for a private person).
func (g *gen) employer() string {
	sector := g.truth["sector"]
	if sector == "" {
		sector = g.pick(g.o.sectors)
		g.truth["sector"] = sector
	}
	if _, ok := g.truth["city"]; !ok && g.chance(0.9) {
		ws := make([]float64, len(g.v.places))
		for i, p := range g.v.places {
			ws[i] = p.weight
		}
		g.truth["city"] = g.v.places[g.weighted(ws)].forms[0]
	}
	cs := g.v.companies[sector]
	if len(cs) == 0 {
		return ""
	}
	c := cs[g.rng.IntN(len(cs))]
	if c.city != "" {
		g.truth["city"] = c.city
	}
	g.truth["co"] = strings.ToLower(strings.Fields(c.name)[0])
	return c.name
}

func (g *gen) place(city string) place {
	for _, p := range g.v.places {
		if p.forms[0] == city {
			return p
		}
	}
	panic("relevance: city " + city + " is not in corpus/places.txt")
}

// title decorates a title variant the way boards do: a seniority, part-time
// or night-shift marker, the place, a "wanted" frame, capitals.
func (g *gen) title(text string, fromTitle map[string]bool) string {
	tl := g.truth["tl"]
	apply := func(section string) {
		if pattern := g.v.sentences[section][tl]; len(pattern) > 0 {
			g.slots["T"], g.slots["t"] = text, lowerFirst(text, tl)
			text = g.fill(g.pick(pattern))
		}
	}
	if sen := g.truth["sen"]; sen != "" && !fromTitle["sen"] && g.chance(0.6) {
		apply("title sen=" + sen)
	}
	if g.truth["emp"] == "part" && g.chance(0.6) {
		apply("title emp=part")
	}
	if g.truth["shift"] == "night" && !fromTitle["shift"] && g.chance(0.5) {
		apply("title shift=night")
	}
	if g.truth["city"] != "" && g.chance(0.08) {
		apply("title place")
	} else if g.chance(0.1) {
		apply("title plain")
	}
	if g.chance(0.04) {
		if tl == "az" {
			text = strings.ToUpperSpecial(unicode.TurkishCase, text)
		} else {
			text = strings.ToUpper(text)
		}
	}
	g.slots["T"], g.slots["t"] = text, lowerFirst(text, tl)
	return text
}

// lowerFirst lower-cases the first letter of an Azerbaijani or Russian
// title for use inside a sentence; acronyms (HR, SMM) and English titles
// stay as they are.
func lowerFirst(s, lang string) string {
	first, size := utf8.DecodeRuneInString(s)
	second, _ := utf8.DecodeRuneInString(s[size:])
	if lang == "en" || unicode.IsUpper(second) {
		return s
	}
	if lang == "az" {
		return strings.ToLowerSpecial(unicode.TurkishCase, string(first)) + s[size:]
	}
	return string(unicode.ToLower(first)) + s[size:]
}
