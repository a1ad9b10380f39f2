package main

import (
	"bufio"
	"fmt"
	"io/fs"
	"regexp"
	"strconv"
	"strings"
)

// langs are the posting languages, in the order of an occupation's
// langs=AZ/RU/EN weights.
var langs = []string{"az", "ru", "en"}

// variant is one way boards write a title, with the truth it carries.
type variant struct {
	text  string
	attrs map[string]string
}

// wording is how one language writes an occupation.
type wording struct {
	titles []variant
	// forms are the nominative, the plural and the oblique form used in prose.
	forms  [3]string
	duties []string
}

// occupation is one concept of the closed list a posting's truth names.
type occupation struct {
	id      string
	code    int
	n       int
	weights [3]float64
	sectors []string
	related []string
	ranked  bool
	shifts  bool
	pools   map[string][]string
	words   map[string]*wording
}

// company is one employer; city, when set, is where all its postings are.
type company struct {
	name, city string
}

// place is one city of the closed vocabulary with the words for it.
type place struct {
	weight float64
	// forms: az name, locative, ablative, genitive, ru name, ru "in" phrase, en name.
	forms [7]string
}

// section is a list of sentences or title patterns for one condition.
type section map[string][]string

// vocabulary is every hand-written part of the corpus.
type vocabulary struct {
	occupations []*occupation
	byID        map[string]*occupation
	companies   map[string][]company
	places      []place
	sentences   map[string]section
}

var braces = regexp.MustCompile(`\{([a-z]+=[^}]*)\}\s*$`)

// readVocabulary parses corpus/*.txt of fsys.
func readVocabulary(fsys fs.FS) (*vocabulary, error) {
	v := &vocabulary{byID: map[string]*occupation{}, companies: map[string][]company{}, sentences: map[string]section{}}
	steps := []struct {
		file  string
		parse func(*vocabulary, []string) error
	}{
		{"corpus/occupations.txt", parseOccupations},
		{"corpus/companies.txt", parseCompanies},
		{"corpus/places.txt", parsePlaces},
		{"corpus/sentences.txt", parseSentences},
	}
	for _, s := range steps {
		lines, err := readLines(fsys, s.file)
		if err != nil {
			return nil, err
		}
		if err := s.parse(v, lines); err != nil {
			return nil, fmt.Errorf("%s: %w", s.file, err)
		}
	}
	return v, v.check()
}

// readLines returns the lines of a file that are neither blank nor comments,
// each prefixed with its line number ("12\t...").
func readLines(fsys fs.FS, name string) ([]string, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		lines = append(lines, strconv.Itoa(n)+"\t"+line)
	}
	return lines, sc.Err()
}

func splitLine(numbered string) (string, string) {
	n, line, _ := strings.Cut(numbered, "\t")
	return "line " + n, line
}

// attrs parses "key=value key=value".
func attrs(s string) (map[string]string, error) {
	m := map[string]string{}
	for _, kv := range strings.Fields(s) {
		k, val, ok := strings.Cut(kv, "=")
		if !ok || k == "" || val == "" {
			return nil, fmt.Errorf("%q is not key=value", kv)
		}
		m[k] = val
	}
	return m, nil
}

// withAttrs splits "text {k=v ...}" into the text and its attributes.
func withAttrs(s string) (string, map[string]string, error) {
	m := braces.FindStringSubmatchIndex(s)
	if m == nil {
		return strings.TrimSpace(s), map[string]string{}, nil
	}
	a, err := attrs(s[m[2]:m[3]])
	return strings.TrimSpace(s[:m[0]]), a, err
}

func list(s string) []string {
	if s == "-" || s == "" {
		return nil
	}
	return strings.Split(s, ",")
}

func parseOccupations(v *vocabulary, lines []string) error {
	var cur *occupation
	for _, numbered := range lines {
		at, line := splitLine(numbered)
		if rest, ok := strings.CutPrefix(line, "= "); ok {
			o, err := parseOccupation(rest)
			if err != nil {
				return fmt.Errorf("%s: %w", at, err)
			}
			if v.byID[o.id] != nil {
				return fmt.Errorf("%s: occupation %s twice", at, o.id)
			}
			cur = o
			v.occupations = append(v.occupations, o)
			v.byID[o.id] = o
			continue
		}
		head, body, _ := strings.Cut(line, " ")
		lang, kind := head[:min(2, len(head))], head[min(2, len(head)):]
		if cur == nil || !isLang(lang) {
			return fmt.Errorf("%s: %q is neither an occupation nor a language line of one", at, line)
		}
		w := cur.words[lang]
		if w == nil {
			w = &wording{}
			cur.words[lang] = w
		}
		switch kind {
		case "":
			for _, t := range strings.Split(body, "|") {
				text, a, err := withAttrs(t)
				if err != nil {
					return fmt.Errorf("%s: %w", at, err)
				}
				w.titles = append(w.titles, variant{text, a})
			}
		case "~":
			forms := strings.Split(body, "|")
			if len(forms) != 3 {
				return fmt.Errorf("%s: want nominative | plural | oblique", at)
			}
			for i, f := range forms {
				w.forms[i] = strings.TrimSpace(f)
			}
		case "+":
			w.duties = append(w.duties, strings.TrimSpace(body))
		default:
			return fmt.Errorf("%s: unknown line kind %q", at, head)
		}
	}
	return nil
}

func parseOccupation(s string) (*occupation, error) {
	f := strings.Fields(s)
	if len(f) < 2 {
		return nil, fmt.Errorf("want = ID CODE key=value...")
	}
	code, err := strconv.Atoi(f[1])
	if err != nil || code < 10 || code > 99 {
		return nil, fmt.Errorf("code %q is not two digits", f[1])
	}
	o := &occupation{id: f[0], code: code, weights: [3]float64{55, 30, 15}, pools: map[string][]string{}, words: map[string]*wording{}}
	for _, kv := range f[2:] {
		if kv == "ranked" || kv == "shifts" {
			o.ranked, o.shifts = o.ranked || kv == "ranked", o.shifts || kv == "shifts"
			continue
		}
		k, val, ok := strings.Cut(kv, "=")
		if !ok {
			return nil, fmt.Errorf("%q is not key=value", kv)
		}
		switch {
		case k == "n":
			o.n, err = strconv.Atoi(val)
		case k == "langs":
			parts := strings.Split(val, "/")
			if len(parts) != 3 {
				return nil, fmt.Errorf("langs=%s: want AZ/RU/EN", val)
			}
			for i, p := range parts {
				if o.weights[i], err = strconv.ParseFloat(p, 64); err != nil {
					break
				}
			}
		case k == "sectors":
			o.sectors = list(val)
		case k == "related":
			o.related = list(val)
		case strings.HasPrefix(k, "pool."):
			o.pools[strings.TrimPrefix(k, "pool.")] = strings.Split(val, ",")
		default:
			return nil, fmt.Errorf("unknown key %q", k)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", kv, err)
		}
	}
	return o, nil
}

func isLang(s string) bool { return s == "az" || s == "ru" || s == "en" }

func parseCompanies(v *vocabulary, lines []string) error {
	sector := ""
	for _, numbered := range lines {
		at, line := splitLine(numbered)
		if rest, ok := strings.CutPrefix(line, "@ "); ok {
			sector = strings.TrimSpace(rest)
			v.companies[sector] = []company{}
			continue
		}
		if sector == "" {
			return fmt.Errorf("%s: a company before any @ sector", at)
		}
		name, a, err := withAttrs(line)
		if err != nil {
			return fmt.Errorf("%s: %w", at, err)
		}
		v.companies[sector] = append(v.companies[sector], company{name: name, city: a["city"]})
	}
	return nil
}

func parsePlaces(v *vocabulary, lines []string) error {
	for _, numbered := range lines {
		at, line := splitLine(numbered)
		f := strings.Split(line, "|")
		if len(f) != 8 {
			return fmt.Errorf("%s: want 8 fields", at)
		}
		w, err := strconv.ParseFloat(strings.TrimSpace(f[0]), 64)
		if err != nil {
			return fmt.Errorf("%s: weight: %w", at, err)
		}
		p := place{weight: w}
		for i := range p.forms {
			p.forms[i] = strings.TrimSpace(f[i+1])
		}
		v.places = append(v.places, p)
	}
	return nil
}

func parseSentences(v *vocabulary, lines []string) error {
	var cur section
	for _, numbered := range lines {
		at, line := splitLine(numbered)
		if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
			name := line[1 : len(line)-1]
			if v.sentences[name] != nil {
				return fmt.Errorf("%s: section %s twice", at, name)
			}
			cur = section{}
			v.sentences[name] = cur
			continue
		}
		lang, text, _ := strings.Cut(line, " ")
		if cur == nil || !isLang(lang) {
			return fmt.Errorf("%s: want LANG text inside a [section]", at)
		}
		cur[lang] = append(cur[lang], strings.TrimSpace(text))
	}
	return nil
}

// check reports what the generator would trip on: an occupation without
// titles or forms in a language, an unknown sector or related occupation,
// a code used twice.
func (v *vocabulary) check() error {
	codes := map[int]string{}
	for _, o := range v.occupations {
		if other, ok := codes[o.code]; ok {
			return fmt.Errorf("occupations %s and %s share code %d", other, o.id, o.code)
		}
		codes[o.code] = o.id
		if o.n <= 0 || o.n > 999 {
			return fmt.Errorf("occupation %s: n=%d", o.id, o.n)
		}
		for _, l := range langs {
			w := o.words[l]
			if w == nil || len(w.titles) == 0 || w.forms[0] == "" || len(w.duties) == 0 {
				return fmt.Errorf("occupation %s: %s needs titles, forms and a duty", o.id, l)
			}
		}
		if len(o.sectors) == 0 {
			return fmt.Errorf("occupation %s: no sectors", o.id)
		}
		for _, s := range o.sectors {
			if _, ok := v.companies[s]; !ok {
				return fmt.Errorf("occupation %s: unknown sector %s", o.id, s)
			}
		}
		for _, r := range o.related {
			if v.byID[r] == nil {
				return fmt.Errorf("occupation %s: unknown related occupation %s", o.id, r)
			}
		}
	}
	for _, s := range []string{"opener", "place", "req", "perk", "lic", "title place", "title plain"} {
		if v.sentences[s] == nil {
			return fmt.Errorf("sentences: no [%s]", s)
		}
	}
	return nil
}
