package readapi

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"readapi/internal/enrich"
	"readapi/internal/jsonscan"
)

// What a row is in the vocabularies (issues 42 and 43): the writers derive
// it once, when a row is written, and store it beside the row's own fields
// as the object DerivedField; reads show it with include=derived, filter
// and facet on it.

// DerivedField is the stored and shown object of derived values, and the
// include token that shows it.
const DerivedField = "derived"

// Derivation is how a dataset's rows are derived.
type Derivation struct {
	// Vocabularies are the vocabularies the rows derive to.
	Vocabularies []string
	// Shape is the derived object's members, every key always present.
	Shape *Shape
	// ReadsRates: the derivation converts pay with the rates dataset.
	ReadsRates bool
	// Derive computes the derived object of a row from its JSON object: the
	// same value for the same row, vocabularies and rates.
	Derive func(row []byte, env enrich.Env) (json.RawMessage, error)
	// Searched are the vocabularies whose terms a word of q names, and the
	// derived member it finds (search-extensions.md, "Relevance and q").
	Searched []SearchedTerms
	// Graded are the members whose vocabulary's narrowing terms (its
	// header's "narrows") grade a row within what q names: a q naming a
	// term of a Searched vocabulary that neither adds nor qualifies (an
	// occupation) and asking nothing of a Graded vocabulary ranks the rows
	// derived to its narrowing terms slightly below the others (a chief
	// or an intern accountant below the accountants for "mühasib").
	Graded []DerivedMember
}

// DerivedMember is a derived member and the vocabulary of its ids.
type DerivedMember struct{ Vocabulary, Member string }

// SearchedTerms is one vocabulary q's words are read in: a word naming one
// of its terms finds the rows whose Member (a path under DerivedField)
// holds the term's id. A word that Qualifies only qualifies (a language,
// an audience): under order=relevance it ranks the rows first and need
// not match. A term that Adds is mostly unsaid in a row's text (a play's
// name seldom says "theatre"): its match adds to the words' own score;
// otherwise (an occupation, which the title says) it is one more way for
// the word to match, scored as the best of them.
// A term is named by its labels and, when Words, also by its [words]
// (a venue's other names, "на русском"); a kind's or an occupation's words
// hold narrower things (Hamlet is a play, fotosərgi an exhibition, "baş
// mühasib" an accountant) that would widen what q asks.
//
// A row derived only to other terms of a member that Contradicts states
// the opposite of what a qualifying word asks (an event given in English
// for "на русском"): under order=relevance it ranks below a row that says
// neither, as a posting saying "senior" for "junior".
type SearchedTerms struct {
	Vocabulary, Member     string
	Qualifies, Adds, Words bool
	Contradicts            bool
}

// derivedField is the field showing a derivation's object.
func derivedField(s *Shape) Field {
	return field(DerivedField, Object, false, "What the row is in the vocabularies of /v1/vocabularies, derived when it was "+
		"written; only with include=derived. Every key is present, null (or []) when the row does not say.").with(Included).shaped(s)
}

// deriveWith returns a Derive that decodes a row into R and marshals what
// derive makes of it. It decodes only the members R names (a posting's
// description_html is as long as its description, and derives nothing).
func deriveWith[R, D any](derive func(R, enrich.Env) D) func([]byte, enrich.Env) (json.RawMessage, error) {
	keys := jsonKeys(reflect.TypeFor[R]())
	return func(row []byte, env enrich.Env) (json.RawMessage, error) {
		if keys != nil {
			if picked, ok := jsonscan.Pick(row, keys); ok {
				row = picked
			}
		}
		var r R
		if err := json.Unmarshal(row, &r); err != nil {
			return nil, fmt.Errorf("deriving: %w", err)
		}
		return json.Marshal(derive(r, env))
	}
}

// jsonKeys are the JSON names of the fields of struct type t; nil when
// one of them has no name of its own (untagged or embedded), which
// encoding/json matches in ways a list of keys does not.
func jsonKeys(t reflect.Type) []string {
	var keys []string
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Anonymous || name == "" || name == "-" {
			return nil
		}
		keys = append(keys, name)
	}
	return keys
}

// termField is a derived member holding one id of a vocabulary, or null.
func termField(name, vocabulary, doc string) Field {
	return field(name, String, true, doc+" An id of the "+vocabulary+" vocabulary; null when the row does not say.")
}

// JobDerivedShape is a posting's derived object.
var JobDerivedShape = &Shape{Name: "JobDerived", Doc: "What a posting is, in the vocabularies.", Fields: []Field{
	termField("occupation", "occupation", "What the title is, in any language and script."),
	termField("field", "field", "The occupation's parent; without one, the field job_function or the text names."),
	termField("seniority", "seniority", "From career_level, the title and its qualifying words."),
	termField("employment", "employment", "From employment_type, then the title and the text."),
	termField("language", "language", "The language most of the title and description are written in."),
	field("salary_azn", Object, true, "Pay in whole manats a month, converted at the rates bulletin of the posting's day; null "+
		"when no pay is published or no rate of its currency is known on or before that day.").shaped(SalaryAZNShape),
}}

// SalaryAZNShape is a posting's pay in AZN a month.
var SalaryAZNShape = &Shape{Name: "SalaryAZN", Doc: "Pay in whole manats a month; each end null on its own.", Fields: []Field{
	field("from", Number, true, "Floor in AZN a month."),
	field("to", Number, true, "Ceiling in AZN a month."),
}}

// EventDerivedShape is an event's derived object.
var EventDerivedShape = &Shape{Name: "EventDerived", Doc: "What an event is, in the vocabularies.", Fields: []Field{
	termField("kind", "kind", "From the category, the name and the description."),
	field("genres", Array, false, "Ids of the genre vocabulary; [] when none.").shaped(&Shape{Values: String}),
	termField("place", "place", "The venue however its sources spell it (the open vocabulary: an unknown venue is a term of its own, its id the event's venue.id; null for a venue with no id the files do not know)."),
	field("languages", Array, false, "Ids of the language vocabulary it is performed or shown in; [] when nothing says.").shaped(&Shape{Values: String}),
	termField("audience", "audience", "children when it says it is for children, adults when its age limit is 18 or more."),
	field("min_age", Integer, true, "The age limit as a number (16+ is 16); null when none or unreadable."),
}}

var jobDerivation = &Derivation{
	Vocabularies: []string{"occupation", "field", "seniority", "employment", "language"},
	Shape:        JobDerivedShape,
	ReadsRates:   true,
	Derive:       deriveWith(enrich.Job),
	Searched: []SearchedTerms{
		{Vocabulary: "occupation", Member: "occupation"},
		{Vocabulary: "language", Member: "language", Qualifies: true, Words: true},
	},
	Graded: []DerivedMember{{Vocabulary: "seniority", Member: "seniority"}},
}

var eventDerivation = &Derivation{
	Vocabularies: []string{"kind", "genre", "place", "language", "audience"},
	Shape:        EventDerivedShape,
	Derive:       deriveWith(enrich.Event),
	Searched: []SearchedTerms{
		{Vocabulary: "kind", Member: "kind", Adds: true},
		{Vocabulary: "genre", Member: "genres", Adds: true},
		{Vocabulary: "place", Member: "place", Adds: true, Words: true},
		{Vocabulary: "language", Member: "languages", Qualifies: true, Adds: true, Words: true, Contradicts: true},
		{Vocabulary: "audience", Member: "audience", Qualifies: true, Adds: true, Words: true, Contradicts: true},
	},
}

// checkDerivation checks that a derivation goes with its shown field and
// the include token that shows it.
func (d *Dataset) checkDerivation() error {
	f, ok := d.Field(DerivedField)
	switch {
	case d.Derivation == nil && !ok:
		return nil
	case d.Derivation == nil || !ok || f.Shape != d.Derivation.Shape || d.Derivation.Derive == nil:
		return fmt.Errorf("readapi: dataset %s: a derivation and its %s field go together", d.Name, DerivedField)
	case !slices.Contains(d.Includes, DerivedField):
		return fmt.Errorf("readapi: dataset %s derives rows but include does not accept %s", d.Name, DerivedField)
	}
	for _, s := range d.Derivation.Searched {
		if !slices.Contains(d.Derivation.Vocabularies, s.Vocabulary) || !slices.ContainsFunc(d.Derivation.Shape.Fields, func(f Field) bool { return f.Name == s.Member }) {
			return fmt.Errorf("readapi: dataset %s: q searches %s in %s.%s, which it does not derive", d.Name, s.Vocabulary, DerivedField, s.Member)
		}
	}
	for _, g := range d.Derivation.Graded {
		if !slices.Contains(d.Derivation.Vocabularies, g.Vocabulary) || !slices.ContainsFunc(d.Derivation.Shape.Fields, func(f Field) bool { return f.Name == g.Member }) {
			return fmt.Errorf("readapi: dataset %s: q grades rows by %s in %s.%s, which it does not derive", d.Name, g.Vocabulary, DerivedField, g.Member)
		}
	}
	return nil
}

// Include is what include asks a row to carry besides its usual fields.
type Include struct {
	Bodies, Derived bool
}

// BodiesInclude is the include token that adds the bodies (jobs'
// description_html and requirements_html) to collection rows.
const BodiesInclude = "bodies"

// ParseInclude reads the include parameter's values (comma lists): every
// token one of the dataset's Includes, else a 400 naming it.
func (d *Dataset) ParseInclude(values []string) (Include, error) {
	return parseInclude(values, d.Includes)
}

// RecordIncludes are the tokens include takes on the path of one record,
// which carries its bodies always: the dataset's Includes but bodies.
func (d *Dataset) RecordIncludes() []string {
	return slices.DeleteFunc(slices.Clone(d.Includes), func(t string) bool { return t == BodiesInclude })
}

// ParseRecordInclude reads include on the path of one record: every token
// one of RecordIncludes, else a 400 naming it and listing those.
func (d *Dataset) ParseRecordInclude(values []string) (Include, error) {
	return parseInclude(values, d.RecordIncludes())
}

// parseInclude reads include's values, each token one of tokens.
func parseInclude(values, tokens []string) (Include, error) {
	var in Include
	for _, v := range values {
		for _, token := range SplitList(v) {
			if !slices.Contains(tokens, token) {
				return in, Invalid("include", "include accepts %s, got %q", quoted(tokens), token)
			}
			in.Bodies = in.Bodies || token == BodiesInclude
			in.Derived = in.Derived || token == DerivedField
		}
	}
	return in, nil
}

// quoted lists values quoted and comma-separated.
func quoted(values []string) string {
	out := make([]string, len(values))
	for i, v := range values {
		out[i] = strconv.Quote(v)
	}
	return strings.Join(out, ", ")
}

// SalaryBands are the bands of the salary_azn facet, in the spec's order:
// a posting counts in the band holding its floor (from, or to when from is
// null), the lower bound included.
var SalaryBands = []string{"0-500", "500-1000", "1000-1500", "1500-2000", "2000-3000", "3000-5000", "5000-"}

// salaryBandFloors are the lower bounds of SalaryBands.
var salaryBandFloors = []float64{0, 500, 1000, 1500, 2000, 3000, 5000}

// SalaryBandField is the helper field holding a posting's salary band.
const SalaryBandField = "salary_band"

// salaryBand is the band of a posting's derived pay (the helper field
// SalaryBandField, computed from the derived object).
func salaryBand(row map[string]json.RawMessage) (any, bool) {
	var derived struct {
		SalaryAZN *struct {
			From, To *float64
		} `json:"salary_azn"`
	}
	if json.Unmarshal(row[DerivedField], &derived) != nil || derived.SalaryAZN == nil {
		return nil, false
	}
	floor := derived.SalaryAZN.From
	if floor == nil {
		floor = derived.SalaryAZN.To
	}
	if floor == nil || *floor < 0 {
		return nil, false
	}
	band := 0
	for i, f := range salaryBandFloors {
		if *floor >= f {
			band = i
		}
	}
	return SalaryBands[band], true
}
