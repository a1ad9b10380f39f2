package main

import (
	"fmt"
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

// fields fills every key of a jobs snapshot row but title and the bodies.
func (g *gen) fields(num int, lang, comp string) map[string]any {
	li := map[string]int{"az": 0, "ru": 1, "en": 2}[lang]
	ws := make([]float64, len(boards))
	for i, b := range boards {
		ws[i] = b.weights[li]
	}
	b := boards[g.weighted(ws)]
	posted := epoch.Add(-time.Duration(1+g.rng.IntN(60*24)) * time.Hour)
	row := map[string]any{
		"id": fmt.Sprintf("%s:%d", b.stem, num), "source": b.stem, "source_name": b.name, "source_url": b.url,
		"company": nil, "location": nil, "city": nil, "district": nil, "country": nil, "remote": nil,
		"employment_type": nil, "job_function": nil, "career_level": nil,
		"salary_from": nil, "salary_to": nil, "salary_currency": nil, "salary_period": nil, "deadline_at": nil,
		"posted_at": posted.Format(time.RFC3339), "url": fmt.Sprintf("%s/vacancies/%d", b.url, num),
		"description": nil, "requirements": nil,
		"ingested_at": epoch.Format(time.RFC3339), "first_seen_at": posted.Format(time.RFC3339),
		"times_seen": 1 + g.rng.IntN(5), "active": true, "deactivated_at": nil,
		"work_type": nil, "company_logo": nil, "view_count": nil, "contact_email": nil, "contact_phone": nil,
		"description_html": nil, "requirements_html": nil,
	}
	if comp != "" {
		row["company"] = map[string]any{"name": comp, "slug": nil}
	}
	t := g.truth
	if city := t["city"]; city != "" && g.chance(0.85) {
		loc := map[string][]string{
			"az": {g.slots["city"], g.slots["city"] + " ş.", g.slots["city"] + ", Azərbaycan"},
			"ru": {g.slots["ru"], "г. " + g.slots["ru"]},
			"en": {g.slots["en"], g.slots["en"] + ", Azerbaijan"},
		}
		locLang := lang
		if g.chance(0.3) {
			locLang = "az"
		}
		row["location"] = g.pick(loc[locLang])
		if g.chance(0.3) {
			row["city"] = city
		}
		if g.chance(0.5) {
			row["country"] = "AZ"
		}
	} else if city == "" && g.chance(0.3) {
		row["location"], row["country"] = "Azərbaycan", "AZ"
	}
	switch t["emp"] {
	case "full":
		if g.chance(0.5) {
			row["employment_type"] = g.pick([]string{"FULL_TIME", "Full-time"})
		}
	case "part":
		if g.chance(0.7) {
			row["employment_type"] = g.pick([]string{"PART_TIME", "Part-time"})
		}
	}
	if t["remote"] == "yes" {
		row["remote"], row["work_type"] = true, g.pick([]string{"remote", "Uzaqdan"})
	} else if g.chance(0.5) {
		row["remote"] = false
	}
	if t["shift"] != "" && g.chance(0.5) {
		row["work_type"] = g.pick([]string{"shift", "Növbəli"})
	}
	if sen := t["sen"]; sen != "" && g.chance(0.4) {
		row["career_level"] = map[string]string{"junior": "Junior", "senior": "Senior", "lead": "Rəhbər", "intern": "Təcrübəçi"}[sen]
	}
	if g.chance(0.5) {
		from := 300 + 50*g.rng.IntN(50)
		row["salary_from"], row["salary_currency"], row["salary_period"] = from, "AZN", "MONTH"
		if g.chance(0.6) {
			row["salary_to"] = from + 100*(1+g.rng.IntN(10))
		}
	}
	if g.chance(0.1) {
		row["active"], row["deactivated_at"] = false, epoch.Add(-time.Hour).Format(time.RFC3339)
	}
	return row
}

// body writes the description (and sometimes a separate requirements
// section): every attribute the truth holds beyond the title and fields is
// said here, so the text never knows less than the truth, nor more.
func (g *gen) body(row map[string]any, lang string, w *wording, fromTitle map[string]bool) {
	t := g.truth
	var desc, reqs []string
	needed := false
	add := func(s string, need bool) {
		if s != "" {
			desc = append(desc, s)
			needed = needed || need
		}
	}
	opener := "opener"
	if g.v.sentences["opener sector="+t["sector"]] != nil && (g.slots["C"] == "" || g.chance(0.6)) {
		opener += " sector=" + t["sector"]
	}
	if g.slots["C"] == "" || g.chance(0.85) {
		add(g.sentence(opener, lang), false)
	}
	if t["city"] != "" && (row["location"] == nil || g.chance(0.35)) {
		add(g.sentence("place", lang), row["location"] == nil)
	}
	duties := w.duties
	for _, i := range g.rng.Perm(len(duties))[:min(len(duties), 1+g.rng.IntN(2))] {
		add(duties[i], false)
	}
	if sen := t["sen"]; sen != "" && (!fromTitle["sen"] || g.chance(0.5)) {
		add(g.sentence("sen="+sen, lang), true)
	}
	switch t["emp"] {
	case "part":
		add(g.sentence("emp=part", lang), true)
	case "full":
		if g.chance(0.5) {
			add(g.sentence("emp=full", lang), true)
		} else if row["employment_type"] == nil {
			delete(t, "emp") // said nowhere: unstated
		}
	}
	if s := t["shift"]; s != "" {
		add(g.sentence("shift="+s, lang), true)
	}
	if t["remote"] == "yes" {
		add(g.sentence("remote=yes", lang), true)
	}
	if t["lic"] != "" && (!fromTitle["lic"] || g.chance(0.6)) {
		add(g.sentence("lic", lang), true)
	}
	pool := g.v.sentences["req"][lang]
	for _, i := range g.rng.Perm(len(pool))[:1+g.rng.IntN(2)] {
		reqs = append(reqs, g.fill(pool[i]))
	}
	if g.chance(0.6) {
		reqs = append(reqs, g.sentence("perk", lang))
	}
	if g.chance(0.11) {
		row["requirements"] = strings.Join(reqs, " ")
	} else {
		desc = append(desc, reqs...)
	}
	if !needed && g.chance(0.05) {
		return
	}
	row["description"] = strings.Join(desc, " ")
}
