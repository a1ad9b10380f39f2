// Package language holds the language knowledge of search as data: the
// word lists, dimensions, endings and transliteration tables of the files
// in this folder, one set per domain file (jobs.txt, events.txt; a dataset's
// description names the file its q is read with) on top of what every
// domain shares (shared.txt). It parses and checks them in one place;
// package search/qtext only reads the result.
package language

import (
	"embed"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"sync"

	"readapi/mappings"
)

// sharedFile is what every domain shares; every other .txt file of the
// folder is a domain of its own.
const sharedFile = "shared.txt"

//go:embed *.txt
var files embed.FS

// Dimension is what a posting states one value of: a seniority, a
// schedule (qualifiers), a driver's vehicle, a teacher's subject (kinds).
type Dimension struct {
	Name string
	// Qualifier marks a qualifier's dimension; the others are kinds.
	Qualifier bool
	// InBody: a row may state its value in its body too; otherwise only
	// its title says it.
	InBody bool
	// Slop is how many words may come between the words of a stated phrase.
	Slop int
	// Beside are the words one of which must stand next to a value's word
	// in q for the word to say it (a licence letter beside "kateqoriya");
	// none when the word says it alone.
	Beside []string
	Values []Value
}

// Value is one value of a dimension: the words of q that say it (Words,
// taking Azerbaijani endings; Russian Stems, taking EndingsDimension) and
// the phrases of a row that state it.
type Value struct {
	Label                string
	Words, Stems, States []string
}

// At is where a word says a value: Dimensions[Dim].Values[Value].
type At struct{ Dim, Value int }

// OtherOccupation is a title that names another occupation than its head
// word: Head are the stems of the generic word, Qualifiers the words of q
// that ask for the other occupation.
type OtherOccupation struct {
	Phrase           string
	Head, Qualifiers []string
}

// LatinRule reads a Latin letter group as Cyrillic, the likelier first.
type LatinRule struct {
	Latin    string
	Cyrillic []string
}

// Set is the language knowledge of one domain. Maps are keyed by folded
// words (Fold); lists keep their file order and spelling.
type Set struct {
	Stop                                map[string]bool
	EmployerStems, EmployerEndings      []string
	QualifierWords, QualifierStems      map[string]bool
	ForWhom, Refining, RefiningStems    map[string]bool
	EndingsRussian, EndingsQualifier    []string
	EndingsDimension, EndingsPlace      []string
	PlaceFinalLetters                   string
	LatinPlaces, CyrillicPlaces         []string
	Dimensions                          []Dimension
	ValueWords, ValueStems              map[string]At
	OtherOccupations                    []OtherOccupation
	AssistantTitleWords, AssistantStems []string
	LatinRules, InitialRules            []LatinRule
	AzDigraphs                          *strings.Replacer
	SoftSigns                           *strings.Replacer
}

// fixedSections are the sections a file may hold besides [dimension NAME],
// [value DIMENSION LABEL] and [set NAME].
var fixedSections = map[string]bool{
	"fold before lower-casing": true, "fold": true, "soft signs": true,
	"endings russian": true, "endings dimension": true, "endings qualifier": true,
	"endings place": true, "place final letters": true, "endings employer": true,
	"translit latin cyrillic": true, "translit latin cyrillic initial": true, "translit az digraphs": true,
	"stop words": true, "employer stems": true, "qualifier words": true, "qualifier stems russian": true,
	"for whom words": true, "refining words": true, "refining stems russian": true,
	"other occupation": true, "assistant title words": true, "assistant stems": true,
}

func knownSection(name string) bool {
	if fixedSections[name] {
		return true
	}
	kind, rest, _ := strings.Cut(name, " ")
	return (kind == "dimension" || kind == "value" || kind == "set") && rest != ""
}

var (
	loadOnce         sync.Once
	domains          map[string]*Set
	common           *Set
	loadErr          error
	folds, foldFirst *strings.Replacer
)

// load parses the files once; on an error there is no domain, the shared
// set is empty and Check reports it.
func load() {
	loadOnce.Do(func() {
		folds, foldFirst = strings.NewReplacer(), strings.NewReplacer()
		common = &Set{}
		sharedData, err := files.ReadFile(sharedFile)
		if err != nil {
			loadErr = err
			return
		}
		shared, err := parseFile(sharedFile, sharedData, knownSection)
		if err != nil {
			loadErr = err
			return
		}
		if folds, err = pairs(shared, "fold"); err == nil {
			foldFirst, err = pairs(shared, "fold before lower-casing")
		}
		if err != nil {
			loadErr = err
			return
		}
		if domains, err = readDomains(shared); err != nil {
			domains, loadErr = nil, err
			return
		}
		common = domains[sharedFile]
	})
}

// readDomains builds the set of each file of the folder on top of shared,
// keyed by the file's name; the shared file alone is a set too.
func readDomains(shared file) (map[string]*Set, error) {
	names, err := fs.Glob(files, "*.txt")
	if err != nil {
		return nil, err
	}
	sets := map[string]*Set{}
	for _, name := range names {
		var data []byte
		if name != sharedFile {
			if data, err = files.ReadFile(name); err != nil {
				return nil, err
			}
		}
		if sets[name], err = domain(shared, name, data); err != nil {
			return nil, err
		}
	}
	return sets, nil
}

// Check reports whether the data files parse and hold together.
func Check() error {
	load()
	return loadErr
}

// Jobs is the language knowledge of job search (jobs.txt).
func Jobs() *Set { return Of("jobs.txt") }

// Events is the language knowledge of event and quote search (events.txt).
func Events() *Set { return Of("events.txt") }

// Shared is what every domain shares (shared.txt alone): the folding, the
// endings, the transliteration tables and the function words.
func Shared() *Set {
	load()
	return common
}

// Of returns the set of the file of this folder a dataset's description
// names (readapi.Dataset.Language: "jobs.txt"), or nil when there is none.
func Of(file string) *Set {
	load()
	return domains[file]
}

// Fold lower-cases and folds a word as the index's analyzers do ([fold]).
func Fold(w string) string {
	load()
	return fold(w)
}

// fold is Fold once the folds are read.
func fold(w string) string {
	return folds.Replace(strings.ToLower(foldFirst.Replace(w)))
}

// pairs reads a section of "from to" lines as a replacer.
func pairs(f file, name string) (*strings.Replacer, error) {
	var args []string
	for _, e := range f.get(name) {
		from, to, ok := strings.Cut(e, " ")
		if !ok || strings.Contains(to, " ") {
			return nil, fmt.Errorf("language: %s [%s]: %q is no pair \"from to\"", f.name, name, e)
		}
		args = append(args, from, to)
	}
	return strings.NewReplacer(args...), nil
}

// foldedSet folds the entries of sections into a set.
func foldedSet(lists ...[]string) map[string]bool {
	out := map[string]bool{}
	for _, list := range lists {
		for _, w := range list {
			out[fold(w)] = true
		}
	}
	return out
}

// domain builds the set of one domain from the shared file and its own.
func domain(shared file, name string, data []byte) (*Set, error) {
	own, err := parseFile(name, data, knownSection)
	if err != nil {
		return nil, err
	}
	both := file{name: name, sections: append(append([]section{}, shared.sections...), own.sections...)}
	all := func(section string) []string {
		return append(append([]string{}, shared.get(section)...), own.get(section)...)
	}
	s := &Set{
		EmployerStems:       all("employer stems"),
		EmployerEndings:     all("endings employer"),
		ForWhom:             foldedSet(all("for whom words")),
		RefiningStems:       foldedSet(all("refining stems russian")),
		EndingsRussian:      all("endings russian"),
		EndingsQualifier:    all("endings qualifier"),
		EndingsPlace:        all("endings place"),
		PlaceFinalLetters:   strings.Join(all("place final letters"), ""),
		AssistantTitleWords: all("assistant title words"),
		AssistantStems:      all("assistant stems"),
	}
	s.Stop = foldedSet(all("stop words"))
	s.EndingsDimension = append(all("endings dimension"), s.EndingsRussian...)
	if err := s.readDimensions(both); err != nil {
		return nil, err
	}
	var qualifierWords, qualifierStems, beside []string
	for _, d := range s.Dimensions {
		beside = append(beside, d.Beside...)
		if !d.Qualifier {
			continue
		}
		for _, v := range d.Values {
			qualifierWords = append(qualifierWords, v.Words...)
			qualifierStems = append(qualifierStems, v.Stems...)
		}
	}
	s.QualifierWords = foldedSet(all("qualifier words"), qualifierWords)
	s.QualifierStems = foldedSet(all("qualifier stems russian"), qualifierStems)
	s.Refining = foldedSet(all("refining words"), beside)
	if err := s.readTranslit(both, all); err != nil {
		return nil, err
	}
	if s.OtherOccupations, err = otherOccupations(both, all("other occupation")); err != nil {
		return nil, err
	}
	s.readPlaces(mappings.PlaceNames())
	return s, nil
}

// readTranslit reads the transliteration tables and the soft signs.
func (s *Set) readTranslit(f file, all func(string) []string) error {
	var err error
	for _, t := range []struct {
		name string
		to   *[]LatinRule
	}{{"translit latin cyrillic", &s.LatinRules}, {"translit latin cyrillic initial", &s.InitialRules}} {
		for _, e := range all(t.name) {
			fields := strings.Fields(e)
			if len(fields) < 2 {
				return fmt.Errorf("language: %s [%s]: %q is no \"latin cyrillic…\"", f.name, t.name, e)
			}
			*t.to = append(*t.to, LatinRule{fields[0], fields[1:]})
		}
	}
	if s.AzDigraphs, err = pairs(f, "translit az digraphs"); err != nil {
		return err
	}
	var signs []string
	for _, sign := range all("soft signs") {
		signs = append(signs, sign, "")
	}
	s.SoftSigns = strings.NewReplacer(signs...)
	return nil
}

// readDimensions reads the [dimension NAME] sections and their [value NAME
// LABEL] sections, in file order, and indexes the values' words and stems
// (the first value holding a word keeps it).
func (s *Set) readDimensions(f file) error {
	s.ValueWords, s.ValueStems = map[string]At{}, map[string]At{}
	for _, sec := range f.sections {
		kind, rest, _ := strings.Cut(sec.name, " ")
		switch kind {
		case "dimension":
			d, err := readDimension(f.name, rest, sec.entries)
			if err != nil {
				return err
			}
			s.Dimensions = append(s.Dimensions, d)
		case "value":
			dim, label, _ := strings.Cut(rest, " ")
			if len(s.Dimensions) == 0 || s.Dimensions[len(s.Dimensions)-1].Name != dim || label == "" {
				return fmt.Errorf("language: %s [%s]: a value follows its [dimension %s] and has a label", f.name, sec.name, dim)
			}
			v, err := readValue(f.name, sec.name, label, sec.entries)
			if err != nil {
				return err
			}
			d := &s.Dimensions[len(s.Dimensions)-1]
			d.Values = append(d.Values, v)
		}
	}
	for i, d := range s.Dimensions {
		if len(d.Values) < 2 {
			return fmt.Errorf("language: %s [dimension %s] needs two values at least", f.name, d.Name)
		}
		for j, v := range d.Values {
			for _, w := range v.Words {
				if _, ok := s.ValueWords[fold(w)]; !ok {
					s.ValueWords[fold(w)] = At{i, j}
				}
			}
			for _, stem := range v.Stems {
				if _, ok := s.ValueStems[fold(stem)]; !ok {
					s.ValueStems[fold(stem)] = At{i, j}
				}
			}
		}
	}
	return nil
}

// readDimension reads the properties of a dimension: "qualifier" or
// "kind", "in body", "slop N", "beside WORD".
func readDimension(file, name string, entries []string) (Dimension, error) {
	d := Dimension{Name: name}
	kinds := 0
	for _, e := range entries {
		key, arg, _ := strings.Cut(e, " ")
		switch {
		case e == "qualifier" || e == "kind":
			d.Qualifier = e == "qualifier"
			kinds++
		case e == "in body":
			d.InBody = true
		case key == "slop":
			n, err := strconv.Atoi(arg)
			if err != nil || n < 1 {
				return d, fmt.Errorf("language: %s [dimension %s]: %q: slop takes a number above 0", file, name, e)
			}
			d.Slop = n
		case key == "beside" && arg != "":
			d.Beside = append(d.Beside, arg)
		default:
			return d, fmt.Errorf("language: %s [dimension %s]: unknown property %q", file, name, e)
		}
	}
	if kinds != 1 {
		return d, fmt.Errorf("language: %s [dimension %s]: say once whether it is a qualifier or a kind", file, name)
	}
	return d, nil
}

// readValue reads the "word W", "stem S" and "state PHRASE" lines of a value.
func readValue(file, section, label string, entries []string) (Value, error) {
	v := Value{Label: label}
	for _, e := range entries {
		key, arg, _ := strings.Cut(e, " ")
		switch {
		case arg == "":
			return v, fmt.Errorf("language: %s [%s]: %q lacks its word", file, section, e)
		case key == "word":
			v.Words = append(v.Words, arg)
		case key == "stem":
			v.Stems = append(v.Stems, arg)
		case key == "state":
			v.States = append(v.States, arg)
		default:
			return v, fmt.Errorf("language: %s [%s]: %q is no word, stem or state line", file, section, e)
		}
	}
	if len(v.States) == 0 || len(v.Words)+len(v.Stems) == 0 {
		return v, fmt.Errorf("language: %s [%s]: a value needs a word or stem and a state", file, section)
	}
	return v, nil
}

// otherOccupations reads the "TITLE | HEAD | QUALIFIERS" lines; @NAME
// stands for the words of [set NAME].
func otherOccupations(f file, lines []string) ([]OtherOccupation, error) {
	words := func(text string) ([]string, error) {
		if name, ok := strings.CutPrefix(strings.TrimSpace(text), "@"); ok {
			set := f.get("set " + name)
			if len(set) == 0 {
				return nil, fmt.Errorf("language: %s: no [set %s] for %q", f.name, name, text)
			}
			return set, nil
		}
		return strings.Fields(text), nil
	}
	var out []OtherOccupation
	for _, line := range lines {
		parts := strings.Split(line, "|")
		if len(parts) != 3 || strings.TrimSpace(parts[0]) == "" {
			return nil, fmt.Errorf("language: %s [other occupation]: %q is no \"TITLE | HEAD | QUALIFIERS\"", f.name, line)
		}
		head, err := words(parts[1])
		if err != nil {
			return nil, err
		}
		qualifiers, err := words(parts[2])
		if err != nil {
			return nil, err
		}
		out = append(out, OtherOccupation{strings.TrimSpace(parts[0]), head, qualifiers})
	}
	return out, nil
}
