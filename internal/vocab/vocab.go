// Package vocab owns the vocabularies: the terms one thing is named by
// across sources and languages (an occupation, a seniority, a kind of
// event, a venue…), read from the data files of mappings/vocabularies.
// It parses and validates; it does no I/O and knows no dataset.
//
// A vocabulary file, in the format of internal/datafile:
//
//	[vocabulary]
//	datasets events            # the datasets whose rows derive to it
//	parents kind               # optional: the vocabulary of the terms' parents
//	titles synonyms/job-titles.txt  # optional: a file of title groups whose
//	                           # titles are the terms' words too (the reader
//	                           # of the files links them: mappings)
//	honorees                   # optional: the terms' names say whom they
//	                           # are named after (a venue: "Üzeyir Hacıbəyli
//	                           # adına …"), which q reads (search/qtext)
//	narrows children           # optional: the terms that make a row a
//	                           # narrower thing than a q naming none of
//	                           # the vocabulary's terms asks (search/qtext)
//	learners intern            # optional: those of the narrowing terms that
//	                           # say a row is for one learning the job
//	                           # (search/qtext ranks them with assistants)
//
//	[terms]                    # in the vocabulary's own order
//	concert: az=Konsert; ru=Концерт; en=Concert
//	jazz: az=Caz; ru=Джаз; en=Jazz; parent=concert
//	crystal-hall: az=Bakı Kristal Zalı; ru=Кристал Холл; en=Baku Crystal Hall; at=40.3446,49.8497
//	old-term: az=…; ru=…; en=…; retired
//
//	[words concert]            # the words and source slugs naming a term
//	konsert
//	kontserty
//
//	[names cinema]             # words that name the term as its labels do:
//	film                       # words too, and what q reads as the term
//	фильм                      # where it reads only labels
//
//	[unlisted]                 # titles of things the vocabulary holds no
//	dispatcher                 # term for (yet): a text naming one names
//	                           # none of its terms (a dispatcher is no logistician)
//
// An id is lower-case letters, digits, "-" and "_", and never changes
// meaning once served: a term no longer derived stays, marked retired.
package vocab

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"readapi/internal/datafile"
)

// Labels are a term's names in the three languages.
type Labels struct {
	AZ string `json:"az"`
	RU string `json:"ru"`
	EN string `json:"en"`
}

// All returns the three labels.
func (l Labels) All() []string { return []string{l.AZ, l.RU, l.EN} }

// Point is a place's coordinates.
type Point struct {
	Lat, Lon float64
}

// Term is one thing of a vocabulary.
type Term struct {
	ID      string
	Labels  Labels
	Parent  string // an id of the vocabulary's Parents vocabulary, or ""
	Retired bool
	At      *Point // where the term is, for places; nil when unknown
	// Words are the words, phrases and source slugs that name the term,
	// as the file writes them (its labels aside; its Names included).
	Words []string
	// Names are the words that name the term as its labels do, in any
	// language ([names id]: film, фильм, movie for cinema), where its
	// other words also hold narrower things (Hamlet for theatre).
	Names []string
}

// Vocabulary is one named list of terms.
type Vocabulary struct {
	Name     string
	Datasets []string
	Parents  string // the vocabulary the terms' parents belong to, or ""
	Titles   string // the file (under mappings/) of title groups whose titles the terms hold as words too, or ""
	// Honorees: the terms' names say whom the things are named after
	// (the header's "honorees").
	Honorees bool
	// Narrows are the terms that say a row is a narrower thing than what
	// a q naming no term of the vocabulary asks (the header's "narrows":
	// a children's show for "teatr"); q ranks the rows derived to them
	// below the others then (search/qtext, vocabterms.go).
	Narrows []string
	// Learners are the narrowing terms that say a row is for one who
	// learns the job rather than does it (the header's "learners": an
	// intern); q ranks them with the job's assistants (search/qtext).
	Learners []string
	Terms    []Term
	// Unlisted are the titles of things the vocabulary holds no term for
	// ([unlisted]; the reader of the files may add their other spellings):
	// a text naming one names no term, even one whose word stands inside it.
	Unlisted []string
	index    map[string]int
}

// Term returns the term of an id.
func (v *Vocabulary) Term(id string) (Term, bool) {
	i, ok := v.index[id]
	if !ok {
		return Term{}, false
	}
	return v.Terms[i], true
}

// Has reports whether id is a term of v (retired terms included).
func (v *Vocabulary) Has(id string) bool { _, ok := v.index[id]; return ok }

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]*$`)

// Parse reads the vocabulary file of name (the vocabulary's name).
func Parse(name string, data []byte) (*Vocabulary, error) {
	file := name + ".txt"
	f, err := datafile.Parse(file, data, func(s string) bool {
		return s == "vocabulary" || s == "terms" || s == "unlisted" || strings.HasPrefix(s, "words ") || strings.HasPrefix(s, "names ")
	})
	if err != nil {
		return nil, fmt.Errorf("vocab: %w", err)
	}
	v := &Vocabulary{Name: name, index: map[string]int{}}
	if err := v.readHeader(f); err != nil {
		return nil, err
	}
	terms := f.Section("terms")
	if terms == nil {
		return nil, fmt.Errorf("vocab: %s: no [terms] section", file)
	}
	for i, entry := range terms.Entries {
		t, err := parseTerm(entry)
		if err != nil {
			return nil, datafile.Errorf(file, terms.Lines[i], "%v", err)
		}
		if v.Has(t.ID) {
			return nil, datafile.Errorf(file, terms.Lines[i], "term %q is already given", t.ID)
		}
		v.index[t.ID] = len(v.Terms)
		v.Terms = append(v.Terms, t)
	}
	for _, id := range v.Narrows {
		if !v.Has(id) {
			return nil, fmt.Errorf("vocab: %s: narrows %q, no term of it", file, id)
		}
	}
	for _, id := range v.Learners {
		if !slices.Contains(v.Narrows, id) {
			return nil, fmt.Errorf("vocab: %s: learners %q, no term it narrows", file, id)
		}
	}
	v.Unlisted = f.Get("unlisted")
	for _, s := range f.Sections {
		section, id, _ := strings.Cut(s.Name, " ")
		if section != "words" && section != "names" {
			continue
		}
		i, known := v.index[id]
		if !known {
			return nil, datafile.Errorf(file, s.Line, "[%s %s]: no such term", section, id)
		}
		v.Terms[i].Words = append(v.Terms[i].Words, s.Entries...)
		if section == "names" {
			v.Terms[i].Names = append(v.Terms[i].Names, s.Entries...)
		}
	}
	return v, nil
}

func (v *Vocabulary) readHeader(f datafile.File) error {
	h := f.Section("vocabulary")
	if h == nil {
		return fmt.Errorf("vocab: %s: no [vocabulary] section", f.Name)
	}
	for i, entry := range h.Entries {
		key, value, _ := strings.Cut(entry, " ")
		switch key {
		case "datasets":
			v.Datasets = strings.Fields(value)
		case "parents":
			v.Parents = strings.TrimSpace(value)
		case "titles":
			v.Titles = strings.TrimSpace(value)
		case "honorees":
			v.Honorees = true
		case "narrows":
			v.Narrows = strings.Fields(value)
		case "learners":
			v.Learners = strings.Fields(value)
		default:
			return datafile.Errorf(f.Name, h.Lines[i], "unknown [vocabulary] entry %q (datasets, parents, titles, honorees, narrows, learners)", key)
		}
	}
	if len(v.Datasets) == 0 {
		return datafile.Errorf(f.Name, h.Line, "[vocabulary] names no datasets")
	}
	return nil
}

// parseTerm reads "id: az=…; ru=…; en=…[; parent=…][; at=lat,lon][; retired]".
func parseTerm(entry string) (Term, error) {
	id, rest, ok := strings.Cut(entry, ":")
	t := Term{ID: strings.TrimSpace(id)}
	if !ok || !idPattern.MatchString(t.ID) {
		return t, fmt.Errorf("a term is \"id: az=…; ru=…; en=…\" with an id of a-z, 0-9, - and _: %q", entry)
	}
	for _, part := range strings.Split(rest, ";") {
		key, value, _ := strings.Cut(strings.TrimSpace(part), "=")
		value = strings.TrimSpace(value)
		switch key {
		case "az":
			t.Labels.AZ = value
		case "ru":
			t.Labels.RU = value
		case "en":
			t.Labels.EN = value
		case "parent":
			t.Parent = value
		case "retired":
			t.Retired = true
		case "at":
			p, err := parsePoint(value)
			if err != nil {
				return t, fmt.Errorf("term %q: %v", t.ID, err)
			}
			t.At = &p
		default:
			return t, fmt.Errorf("term %q: unknown key %q (az, ru, en, parent, at, retired)", t.ID, key)
		}
	}
	if slices.Contains(t.Labels.All(), "") {
		return t, fmt.Errorf("term %q: a label in each of az, ru and en is required", t.ID)
	}
	return t, nil
}

func parsePoint(s string) (Point, error) {
	lat, lon, ok := strings.Cut(s, ",")
	la, err1 := strconv.ParseFloat(strings.TrimSpace(lat), 64)
	lo, err2 := strconv.ParseFloat(strings.TrimSpace(lon), 64)
	if !ok || err1 != nil || err2 != nil || la < -90 || la > 90 || lo < -180 || lo > 180 {
		return Point{}, fmt.Errorf("at=%q is no \"lat,lon\"", s)
	}
	return Point{Lat: la, Lon: lo}, nil
}

// Set is every vocabulary, in the order they were given.
type Set struct {
	vocabularies []*Vocabulary
	// Version names the files the set was read from: it changes with any
	// byte of them.
	Version string
}

// NewSet checks that every parent names a term of its vocabulary's
// Parents vocabulary, and versions the set by the files' bytes (files,
// in the vocabularies' order).
func NewSet(files [][]byte, vocabularies ...*Vocabulary) (*Set, error) {
	s := &Set{vocabularies: vocabularies}
	for _, v := range vocabularies {
		if s.Get(v.Name) != v {
			return nil, fmt.Errorf("vocab: vocabulary %q is given twice", v.Name)
		}
		if err := s.checkParents(v); err != nil {
			return nil, err
		}
	}
	h := sha256.New()
	for _, f := range files {
		fmt.Fprintf(h, "%d:", len(f))
		h.Write(f)
	}
	s.Version = hex.EncodeToString(h.Sum(nil))[:12]
	return s, nil
}

func (s *Set) checkParents(v *Vocabulary) error {
	var parents *Vocabulary
	if v.Parents != "" {
		if parents = s.Get(v.Parents); parents == nil {
			return fmt.Errorf("vocab: %s.txt: parents vocabulary %q is not given", v.Name, v.Parents)
		}
	}
	for _, t := range v.Terms {
		switch {
		case t.Parent != "" && parents == nil:
			return fmt.Errorf("vocab: %s.txt: term %q has a parent but the vocabulary names no parents", v.Name, t.ID)
		case t.Parent != "" && !parents.Has(t.Parent):
			return fmt.Errorf("vocab: %s.txt: term %q: parent %q is no term of %s", v.Name, t.ID, t.Parent, parents.Name)
		}
	}
	return nil
}

// Get returns the named vocabulary, or nil.
func (s *Set) Get(name string) *Vocabulary {
	for _, v := range s.vocabularies {
		if v.Name == name {
			return v
		}
	}
	return nil
}

// Names returns the vocabularies' names in order.
func (s *Set) Names() []string {
	names := make([]string, len(s.vocabularies))
	for i, v := range s.vocabularies {
		names[i] = v.Name
	}
	return names
}

// With returns a copy of v with more terms after its own (the open place
// vocabulary's venues of the index); a term whose id v already has is
// left out.
func (v *Vocabulary) With(terms []Term) *Vocabulary {
	out := &Vocabulary{Name: v.Name, Datasets: v.Datasets, Parents: v.Parents, Terms: slices.Clone(v.Terms), Honorees: v.Honorees, Narrows: v.Narrows, Learners: v.Learners, Unlisted: v.Unlisted, index: map[string]int{}}
	for i, t := range out.Terms {
		out.index[t.ID] = i
	}
	for _, t := range terms {
		if !out.Has(t.ID) {
			out.index[t.ID] = len(out.Terms)
			out.Terms = append(out.Terms, t)
		}
	}
	return out
}
