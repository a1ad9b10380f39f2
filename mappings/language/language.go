// Package language holds the language knowledge of search as data: the
// word lists, dimensions, endings and transliteration tables of the files
// in this folder, one set per domain file (jobs.txt, events.txt; a dataset's
// description names the file its q is read with) on top of what every
// domain shares (shared.txt). It parses and checks them in one place;
// package search/qtext only reads the result.
package language

import (
	"embed"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"sync"

	"readapi/internal/datafile"
	"readapi/mappings"
	"readapi/mappings/fold"
)

// dir is the folder of the data files in the repository, as errors name
// them; sharedFile is what every domain shares, and every other .txt file
// of the folder is a domain of its own.
const (
	dir        = "mappings/language/"
	sharedFile = "shared.txt"
)

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
	// Heads are the words of the occupation the dimension's values are
	// kinds of (a driver): what a compound word of a value names besides
	// the value (Value.Compounds).
	Heads []string
	// Derived is the member of a row's derived fields that says the
	// dimension's value in a vocabulary's terms (seniority, employment:
	// Value.Terms), "" for none.
	Derived string
	// Flag is a boolean field of the row that, true, states the value
	// marked Value.Flagged (jobs' remote), "" for none.
	Flag string
	// HeldByStates: a row stating a value holds it, as for a kind, though
	// the dimension is a qualifier's (a feminine title says the gender).
	HeldByStates bool
	Values       []Value
}

// Value is one value of a dimension: the words of q that say it (Words,
// taking Azerbaijani endings; Russian Stems, taking EndingsDimension) and
// the phrases of a row that state it. Narrower are the values (their
// indices in the dimension) that are kinds of this one: a row stating one
// of them states this value too (a director's driver is a personal
// driver), never the other way round.
type Value struct {
	Label                string
	Words, Stems, States []string
	// Covering are the States that hold no other of them as a run of
	// their words (coveringPhrases): where any stated phrase will do,
	// they match the rows all States match, with fewer clauses.
	Covering []string
	// Terms are the ids of Dimension.Derived's vocabulary a row derived
	// to states this value ("Kiçik mütəxəssis" as career_level: junior).
	Terms []string
	// Flagged: a row whose Dimension.Flag is true states this value.
	Flagged bool
	// Compounds are the stems of the one-word titles that name the
	// dimension's head occupation of this kind (taksist, таксист,
	// дальнобойщик), taking Azerbaijani and Russian endings.
	Compounds []string
	Narrower  []int
	narrower  []string
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
	Stop                             map[string]bool
	EmployerStems, EmployerEndings   []string
	QualifierWords, QualifierStems   map[string]bool
	ForWhom, Refining, RefiningStems map[string]bool
	// Purpose are the postpositions after the word a job is for (ofis
	// üçün xadimə): that word qualifies the job.
	Purpose map[string]bool
	// WorkplaceJobs are the workplace words that alone name the work done
	// there (anbar işi): qualifier words only beside another job word.
	WorkplaceJobs                    map[string]bool
	EndingsRussian, EndingsQualifier []string
	// EndingsPossessive are those of EndingsQualifier that hold the
	// possessive of a compound noun (geyim mağaza-sı-na, bank-ı).
	EndingsPossessive []string
	// PlaceKinds are the words saying which kind of place a place word
	// beside them names (metrosu, rayonunda, район), folded.
	PlaceKinds                     map[string]bool
	EndingsDimension, EndingsPlace []string
	PlaceFinalLetters              string
	LatinPlaces, CyrillicPlaces    []string
	Dimensions                     []Dimension
	ValueWords, ValueStems         map[string]At
	// CompoundStems are the values' Compounds, folded and without the
	// Russian soft signs, by the value they say.
	CompoundStems                       map[string]At
	OtherOccupations                    []OtherOccupation
	AssistantTitleWords, AssistantStems []string
	// SeekerPhrases are the phrases of a title that make a posting a
	// person seeking work ("İş axtarıram: ofisiant", «Ищу работу
	// продавцом»), no job offered.
	SeekerPhrases []string
	// HonorificAfter and HonorificBefore are the words that make the name
	// beside them the person a thing is named after ("Səməd Vurğun adına",
	// "имени Самеда Вургуна"): after the name, and before it.
	HonorificAfter, HonorificBefore []string
	// AuthorBefore are the words that make the name after them the
	// person whose work a thing is ("Musiqi: Üzeyir Hacıbəyli", "Музыка
	// Узеира Гаджибейли", "Music by Uzeyir Hajibeyli").
	AuthorBefore             []string
	LatinRules, InitialRules []LatinRule
	// AfterVowelRules replace LatinRules after a Latin vowel (y is й
	// there: Russian writes no ы after a vowel).
	AfterVowelRules []LatinRule
	AzDigraphs      *strings.Replacer
	SoftSigns       *strings.Replacer
	// Pay is how q says pay (pay.go).
	Pay Pay
	// Negations are the words that, a few words after a qualifier, say a
	// posting has not what it names ("gecə növbəsi yoxdur", «без опыта не
	// рассматриваем», "remote is not possible").
	Negations []string
	// Denials are the words of q that, right after a qualifier, ask for a
	// posting without it ("kassir gecə növbəsi olmayan"), folded.
	Denials map[string]bool
	// YearWords are the words that, after a number, say years of
	// experience (опыт от 3 лет, 3 il təcrübə), folded.
	YearWords map[string]bool
}

// fixedSections are the sections a file may hold besides [dimension NAME],
// [value DIMENSION LABEL] and [set NAME].
var fixedSections = map[string]bool{
	"soft signs": true, "endings russian": true, "endings dimension": true, "endings qualifier": true, "endings possessive": true, "place kind words": true,
	"endings place": true, "place final letters": true, "endings employer": true,
	"translit latin cyrillic": true, "translit latin cyrillic initial": true, "translit latin cyrillic after vowel": true, "translit az digraphs": true,
	"stop words": true, "employer stems": true, "qualifier words": true, "qualifier stems russian": true,
	"for whom words": true, "purpose words": true, "workplace job words": true, "refining words": true, "refining stems russian": true,
	"other occupation": true, "assistant title words": true, "assistant stems": true, "seeker title phrases": true,
	"honorific after": true, "honorific before": true, "author before": true,
	"pay": true, "pay words": true, "high pay": true, "negation words": true, "denial words": true, "year words": true,
}

func knownSection(name string) bool {
	if fixedSections[name] {
		return true
	}
	kind, rest, _ := strings.Cut(name, " ")
	return (kind == "dimension" || kind == "value" || kind == "set") && rest != ""
}

var (
	loadOnce sync.Once
	domains  map[string]*Set
	common   *Set
	loadErr  error
)

// load parses the files once; on an error there is no domain, the shared
// set is empty and Check reports it.
func load() {
	loadOnce.Do(func() {
		common = &Set{}
		if loadErr = fold.Check(); loadErr != nil {
			return
		}
		sharedData, err := files.ReadFile(sharedFile)
		if err != nil {
			loadErr = err
			return
		}
		shared, err := datafile.Parse(dir+sharedFile, sharedData, knownSection)
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
func readDomains(shared datafile.File) (map[string]*Set, error) {
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
		if sets[name], err = domain(shared, dir+name, data); err != nil {
			return nil, err
		}
	}
	return sets, nil
}

// Check reports whether the data files parse and hold together; an error
// names the file and the line (a *datafile.Error).
func Check() error {
	load()
	return loadErr
}

// Jobs is the language knowledge of job search (jobs.txt).
func Jobs() *Set { return Of("jobs.txt") }

// Events is the language knowledge of event and quote search (events.txt).
func Events() *Set { return Of("events.txt") }

// Shared is what every domain shares (shared.txt alone): the endings, the
// transliteration tables and the function words.
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

// Fold lower-cases and folds a word as the index's analyzers do
// (mappings/fold/fold.txt, which the grouping of copies folds by too).
func Fold(w string) string { return fold.Word(w) }

// layers is a domain's own file on top of the shared one: a section's
// entries are the shared file's, then the domain's.
type layers []datafile.File

// entry is one line of a section and where it stands.
type entry struct {
	file string
	line int
	text string
}

// entries returns the entries of the named section in every layer.
func (l layers) entries(section string) []entry {
	var out []entry
	for _, f := range l {
		if s := f.Section(section); s != nil {
			for i, e := range s.Entries {
				out = append(out, entry{f.Name, s.Lines[i], e})
			}
		}
	}
	return out
}

// all returns the texts of the named section in every layer (empty, not
// nil, when none holds it).
func (l layers) all(section string) []string {
	out := []string{}
	for _, e := range l.entries(section) {
		out = append(out, e.text)
	}
	return out
}

// pairs reads a section of "from to" lines as a replacer.
func pairs(l layers, name string) (*strings.Replacer, error) {
	var args []string
	for _, e := range l.entries(name) {
		from, to, ok := strings.Cut(e.text, " ")
		if !ok || strings.Contains(to, " ") {
			return nil, datafile.Errorf(e.file, e.line, "[%s]: %q is no pair \"from to\"", name, e.text)
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
			out[fold.Word(w)] = true
		}
	}
	return out
}

// domain builds the set of one domain from the shared file and its own.
func domain(shared datafile.File, name string, data []byte) (*Set, error) {
	own, err := datafile.Parse(name, data, knownSection)
	if err != nil {
		return nil, err
	}
	both := layers{shared, own}
	all := both.all
	s := &Set{
		EmployerStems:       all("employer stems"),
		EmployerEndings:     all("endings employer"),
		ForWhom:             foldedSet(all("for whom words")),
		Purpose:             foldedSet(all("purpose words")),
		WorkplaceJobs:       foldedSet(all("workplace job words")),
		RefiningStems:       foldedSet(all("refining stems russian")),
		EndingsRussian:      all("endings russian"),
		EndingsQualifier:    all("endings qualifier"),
		EndingsPossessive:   all("endings possessive"),
		EndingsPlace:        all("endings place"),
		PlaceFinalLetters:   strings.Join(all("place final letters"), ""),
		AssistantTitleWords: all("assistant title words"),
		AssistantStems:      all("assistant stems"),
		SeekerPhrases:       all("seeker title phrases"),
		HonorificAfter:      all("honorific after"),
		HonorificBefore:     all("honorific before"),
		AuthorBefore:        all("author before"),
		Negations:           all("negation words"),
	}
	s.Stop = foldedSet(all("stop words"))
	s.Denials = foldedSet(all("denial words"))
	s.YearWords = foldedSet(all("year words"))
	s.PlaceKinds = foldedSet(all("place kind words"))
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
	s.QualifierWords = foldedSet(all("qualifier words"), all("workplace job words"), qualifierWords)
	s.QualifierStems = foldedSet(all("qualifier stems russian"), qualifierStems)
	s.Refining = foldedSet(all("refining words"), beside)
	if err := s.readTranslit(both); err != nil {
		return nil, err
	}
	s.CompoundStems = map[string]At{}
	for i, d := range s.Dimensions {
		for j, v := range d.Values {
			for _, stem := range v.Compounds {
				s.CompoundStems[s.SoftSigns.Replace(fold.Word(stem))] = At{i, j}
			}
		}
	}
	if s.Pay, err = readPay(both); err != nil {
		return nil, err
	}
	if s.OtherOccupations, err = otherOccupations(both); err != nil {
		return nil, err
	}
	places, err := mappings.PlaceNames()
	if err != nil {
		return nil, err
	}
	s.readPlaces(places)
	return s, nil
}

// readTranslit reads the transliteration tables and the soft signs.
func (s *Set) readTranslit(l layers) error {
	var err error
	for _, t := range []struct {
		name string
		to   *[]LatinRule
	}{{"translit latin cyrillic", &s.LatinRules}, {"translit latin cyrillic initial", &s.InitialRules}, {"translit latin cyrillic after vowel", &s.AfterVowelRules}} {
		for _, e := range l.entries(t.name) {
			fields := strings.Fields(e.text)
			if len(fields) < 2 {
				return datafile.Errorf(e.file, e.line, "[%s]: %q is no \"latin cyrillic…\"", t.name, e.text)
			}
			*t.to = append(*t.to, LatinRule{fields[0], fields[1:]})
		}
	}
	if s.AzDigraphs, err = pairs(l, "translit az digraphs"); err != nil {
		return err
	}
	var signs []string
	for _, sign := range l.all("soft signs") {
		signs = append(signs, sign, "")
	}
	s.SoftSigns = strings.NewReplacer(signs...)
	return nil
}

// readDimensions reads the [dimension NAME] sections and their [value NAME
// LABEL] sections, in file order, and indexes the values' words and stems
// (the first value holding a word keeps it).
func (s *Set) readDimensions(l layers) error {
	s.ValueWords, s.ValueStems = map[string]At{}, map[string]At{}
	var dimensionAt []entry // where each dimension's section starts
	for _, f := range l {
		for _, sec := range f.Sections {
			kind, rest, _ := strings.Cut(sec.Name, " ")
			switch kind {
			case "dimension":
				d, err := readDimension(f.Name, sec)
				if err != nil {
					return err
				}
				s.Dimensions = append(s.Dimensions, d)
				dimensionAt = append(dimensionAt, entry{f.Name, sec.Line, sec.Name})
			case "value":
				dim, label, _ := strings.Cut(rest, " ")
				if len(s.Dimensions) == 0 || s.Dimensions[len(s.Dimensions)-1].Name != dim || label == "" {
					return datafile.Errorf(f.Name, sec.Line, "[%s]: a value follows its [dimension %s] and has a label", sec.Name, dim)
				}
				v, err := readValue(f.Name, sec, label)
				if err != nil {
					return err
				}
				d := &s.Dimensions[len(s.Dimensions)-1]
				d.Values = append(d.Values, v)
			}
		}
	}
	for i, d := range s.Dimensions {
		if len(d.Values) < 2 {
			return datafile.Errorf(dimensionAt[i].file, dimensionAt[i].line, "[dimension %s] needs two values at least", d.Name)
		}
		if err := resolveNarrower(&s.Dimensions[i], dimensionAt[i]); err != nil {
			return err
		}
		for j, v := range d.Values {
			for _, w := range v.Words {
				if _, ok := s.ValueWords[fold.Word(w)]; !ok {
					s.ValueWords[fold.Word(w)] = At{i, j}
				}
			}
			for _, stem := range v.Stems {
				if _, ok := s.ValueStems[fold.Word(stem)]; !ok {
					s.ValueStems[fold.Word(stem)] = At{i, j}
				}
			}
		}
	}
	return nil
}

// resolveNarrower turns the labels of each value's "narrower" lines into
// indices of the dimension's values.
func resolveNarrower(d *Dimension, at entry) error {
	for j := range d.Values {
		v := &d.Values[j]
		for _, label := range v.narrower {
			k := slices.IndexFunc(d.Values, func(o Value) bool { return o.Label == label })
			if k < 0 || k == j {
				return datafile.Errorf(at.file, at.line, "[value %s %s]: narrower %q is no other value of the dimension", d.Name, v.Label, label)
			}
			v.Narrower = append(v.Narrower, k)
		}
	}
	return nil
}

// readDimension reads the properties of a dimension: "qualifier" or
// "kind", "in body", "slop N", "beside WORD", "head WORD", "derived
// MEMBER", "flag FIELD", "held by states".
func readDimension(file string, sec datafile.Section) (Dimension, error) {
	name := strings.TrimPrefix(sec.Name, "dimension ")
	d := Dimension{Name: name}
	kinds := 0
	for i, e := range sec.Entries {
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
				return d, datafile.Errorf(file, sec.Lines[i], "[%s]: %q: slop takes a number above 0", sec.Name, e)
			}
			d.Slop = n
		case key == "beside" && arg != "":
			d.Beside = append(d.Beside, arg)
		case key == "head" && arg != "":
			d.Heads = append(d.Heads, arg)
		case key == "derived" && arg != "":
			d.Derived = arg
		case key == "flag" && arg != "":
			d.Flag = arg
		case e == "held by states":
			d.HeldByStates = true
		default:
			return d, datafile.Errorf(file, sec.Lines[i], "[%s]: unknown property %q", sec.Name, e)
		}
	}
	if kinds != 1 {
		return d, datafile.Errorf(file, sec.Line, "[%s]: say once whether it is a qualifier or a kind", sec.Name)
	}
	return d, nil
}

// readValue reads the "word W", "stem S", "state PHRASE", "compound W",
// "term ID" and "narrower LABEL" lines of a value, and "flagged".
func readValue(file string, sec datafile.Section, label string) (Value, error) {
	v := Value{Label: label}
	for i, e := range sec.Entries {
		key, arg, _ := strings.Cut(e, " ")
		switch {
		case e == "flagged":
			v.Flagged = true
		case arg == "":
			return v, datafile.Errorf(file, sec.Lines[i], "[%s]: %q lacks its word", sec.Name, e)
		case key == "word":
			v.Words = append(v.Words, arg)
		case key == "stem":
			v.Stems = append(v.Stems, arg)
		case key == "state":
			v.States = append(v.States, arg)
		case key == "narrower":
			v.narrower = append(v.narrower, arg)
		case key == "compound":
			v.Compounds = append(v.Compounds, arg)
		case key == "term":
			v.Terms = append(v.Terms, arg)
		default:
			return v, datafile.Errorf(file, sec.Lines[i], "[%s]: %q is no word, stem, state, compound, term or narrower line", sec.Name, e)
		}
	}
	if len(v.States) == 0 || len(v.Words)+len(v.Stems) == 0 {
		return v, datafile.Errorf(file, sec.Line, "[%s]: a value needs a word or stem and a state", sec.Name)
	}
	v.Covering = coveringPhrases(v.States)
	return v, nil
}

// coveringPhrases leaves out of phrases each one that holds another of them
// as a run of its words ("без опыта работы" holds "без опыта", "no
// experience required" "no experience"): a row matching it, in order and
// within a slop, matches the shorter one too, so where any phrase of the
// list will do it adds no row, only clauses the engine must try on every
// row (the experience dimension's phrases in the body cost a relevance
// page of `mühasib təcrübəsiz` about half its time).
func coveringPhrases(phrases []string) []string {
	var out []string
	for i, p := range phrases {
		words := " " + strings.Join(strings.Fields(strings.ToLower(p)), " ") + " "
		held := false
		for j, other := range phrases {
			run := " " + strings.Join(strings.Fields(strings.ToLower(other)), " ") + " "
			if i != j && len(run) < len(words) && strings.Contains(words, run) {
				held = true
				break
			}
		}
		if !held {
			out = append(out, p)
		}
	}
	return out
}

// otherOccupations reads the "TITLE | HEAD | QUALIFIERS" lines of [other
// occupation]; @NAME stands for the words of [set NAME].
func otherOccupations(l layers) ([]OtherOccupation, error) {
	words := func(e entry, text string) ([]string, error) {
		if name, ok := strings.CutPrefix(strings.TrimSpace(text), "@"); ok {
			set := l.all("set " + name)
			if len(set) == 0 {
				return nil, datafile.Errorf(e.file, e.line, "no [set %s] for %q", name, text)
			}
			return set, nil
		}
		return strings.Fields(text), nil
	}
	var out []OtherOccupation
	for _, e := range l.entries("other occupation") {
		parts := strings.Split(e.text, "|")
		if len(parts) != 3 || strings.TrimSpace(parts[0]) == "" {
			return nil, datafile.Errorf(e.file, e.line, "[other occupation]: %q is no \"TITLE | HEAD | QUALIFIERS\"", e.text)
		}
		head, err := words(e, parts[1])
		if err != nil {
			return nil, err
		}
		qualifiers, err := words(e, parts[2])
		if err != nil {
			return nil, err
		}
		out = append(out, OtherOccupation{strings.TrimSpace(parts[0]), head, qualifiers})
	}
	return out, nil
}
