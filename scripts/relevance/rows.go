package main

import (
	"fmt"
	"strings"
	"time"
)

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
