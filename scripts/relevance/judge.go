package main

import (
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
)

// groups are the query groups of queries.txt, in table order, with the
// names the table prints.
var groups = []struct{ key, name string }{
	{"exact", "exact title words"},
	{"plural", "English plurals"},
	{"cross", "cross-language"},
	{"noaz", "typed without Azerbaijani letters"},
	{"rumorph", "Russian morphology"},
	{"phrase", "phrase-like"},
	{"typo", "typos (fuzzy=true)"},
	{"azmorph", "Azerbaijani morphology"},
	{"several", "several words"},
	{"translit", "Russian typed in Latin letters"},
	{"syntax", "query syntax"},
}

// attributeKeys are the truth attributes an intent may constrain.
var attributeKeys = []string{"sen", "kind", "lic", "subject", "sector", "co", "city", "emp", "shift", "remote", "lang"}

// intent is what a query's searcher wants, written from the query alone.
type intent struct {
	occs      []string
	want      map[string][]string
	exclude   map[string][]string
	overrides map[string]int
}

// query is one judged query of queries.txt.
type query struct {
	group, q string
	fuzzy    bool
	intent   intent
	line     int
}

// readQueries parses queries.txt and checks every intent against the
// vocabulary.
func readQueries(fsys fs.FS, v *vocabulary) ([]query, error) {
	lines, err := readLines(fsys, "queries.txt")
	if err != nil {
		return nil, err
	}
	var out []query
	group := ""
	seen := map[string]bool{}
	for _, numbered := range lines {
		at, line := splitLine(numbered)
		if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
			group = line[1 : len(line)-1]
			if !slices.ContainsFunc(groups, func(g struct{ key, name string }) bool { return g.key == group }) {
				return nil, fmt.Errorf("queries.txt %s: unknown group %s", at, group)
			}
			continue
		}
		q, spec, ok := strings.Cut(line, "|")
		if !ok || group == "" {
			return nil, fmt.Errorf("queries.txt %s: want \"q | intent\" inside a [group]", at)
		}
		n, _ := strconv.Atoi(strings.TrimPrefix(at, "line "))
		j := query{group: group, q: strings.TrimSpace(q), line: n}
		if j.intent, j.fuzzy, err = parseIntent(spec, v); err != nil {
			return nil, fmt.Errorf("queries.txt %s: %w", at, err)
		}
		key := fmt.Sprintf("%s|%v", j.q, j.fuzzy)
		if seen[key] {
			return nil, fmt.Errorf("queries.txt %s: %q is judged twice", at, j.q)
		}
		seen[key] = true
		out = append(out, j)
	}
	return out, nil
}

func parseIntent(spec string, v *vocabulary) (intent, bool, error) {
	in := intent{want: map[string][]string{}, exclude: map[string][]string{}, overrides: map[string]int{}}
	fuzzy := false
	for _, tok := range strings.Fields(spec) {
		if tok == "fuzzy" {
			fuzzy = true
			continue
		}
		if rest, ok := strings.CutPrefix(tok, "@"); ok {
			id, g, ok := strings.Cut(rest, "=")
			grade, err := strconv.Atoi(g)
			if !ok || err != nil || grade < 0 || grade > 3 {
				return in, false, fmt.Errorf("override %q: want @ID=0..3", tok)
			}
			in.overrides[id] = grade
			continue
		}
		k, val, ok := strings.Cut(tok, "=")
		if !ok {
			return in, false, fmt.Errorf("%q is not key=value", tok)
		}
		target, excluded := in.want, strings.HasPrefix(k, "!")
		if excluded {
			k, target = k[1:], in.exclude
		}
		if k == "occ" {
			for _, o := range strings.Split(val, ",") {
				if v.byID[o] == nil {
					return in, false, fmt.Errorf("unknown occupation %s", o)
				}
			}
		}
		switch {
		case k == "occ" && !excluded:
			in.occs = strings.Split(val, ",")
		case k == "occ" || slices.Contains(attributeKeys, k):
			target[k] = strings.Split(val, ",")
		default:
			return in, false, fmt.Errorf("unknown key %s", k)
		}
	}
	if len(in.occs) == 0 {
		return in, false, fmt.Errorf("no occ=")
	}
	return in, fuzzy, nil
}

// grade is the written rule that judges a posting for an intent, from the
// posting's truth alone:
//
//	0  the posting has an excluded attribute, or is none of the occupations
//	   wanted nor related to them (a combined title, truth "also", is each
//	   of its occupations);
//	3  one of the occupations, with every constraint met;
//	2  one of the occupations, no constraint contradicted, some unstated;
//	1  one of the occupations with a constraint contradicted, or an
//	   occupation related to one wanted (corpus/occupations.txt) with no
//	   constraint contradicted.
//
// A hand override in queries.txt replaces the rule for one posting.
func grade(in intent, truth map[string]string, v *vocabulary, id string) int {
	if g, ok := in.overrides[id]; ok {
		return g
	}
	for k, vals := range in.exclude {
		if slices.Contains(vals, truth[k]) {
			return 0
		}
	}
	unstated, contradicted := false, false
	for k, vals := range in.want {
		switch val, stated := truth[k]; {
		case k == "lang":
			contradicted = contradicted || !slices.Contains(vals, truth["lang"]) && !slices.Contains(vals, truth["tl"])
		case !stated:
			unstated = true
		case !slices.Contains(vals, val):
			contradicted = true
		}
	}
	is := append([]string{truth["occ"]}, list(truth["also"])...)
	wanted := slices.ContainsFunc(is, func(o string) bool { return slices.Contains(in.occs, o) })
	related := slices.ContainsFunc(in.occs, func(o string) bool {
		return slices.ContainsFunc(is, func(p string) bool { return slices.Contains(v.byID[o].related, p) })
	})
	switch {
	case wanted && !contradicted && !unstated:
		return 3
	case wanted && !contradicted:
		return 2
	case wanted:
		return 1
	case related && !contradicted:
		return 1
	}
	return 0
}

// judge grades every posting for every query: query index → id → grade,
// graded postings only.
func judge(queries []query, postings []posting, v *vocabulary) []map[string]int {
	out := make([]map[string]int, len(queries))
	for i, j := range queries {
		out[i] = map[string]int{}
		for _, p := range postings {
			if g := grade(j.intent, p.truth, v, p.id); g > 0 {
				out[i][p.id] = g
			}
		}
	}
	return out
}
