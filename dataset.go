package readapi

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"readapi/internal/lifecycle"
)

// Kind is the JSON type of a field or parameter as the spec names it.
type Kind string

// The kinds the spec uses.
const (
	String    Kind = "string"
	Number    Kind = "number"
	Integer   Kind = "integer"
	Boolean   Kind = "boolean"
	Timestamp Kind = "timestamp"
	Date      Kind = "date"
	Object    Kind = "object"
	Array     Kind = "array"
)

// Presence says when a field's key appears in a returned row.
type Presence int

const (
	// Always: the key is always present, null when unknown (if nullable).
	Always Presence = iota
	// AbsentWhenNone: the key is left out when the row has no value.
	AbsentWhenNone
	// ItemOnly: only on the single-resource path, and left out when the row
	// has no value.
	ItemOnly
	// ItemOrBodies: always on the single-resource path; on collections only
	// with include=bodies.
	ItemOrBodies
	// Included: only with include=derived, on every path.
	Included
)

// Field is one field of a dataset's resource, in the spec's order.
type Field struct {
	Name     string
	Kind     Kind
	Nullable bool
	Presence Presence
	Doc      string
	// Shape gives the members of an Object field, or of each item of an
	// Array field (nil: members not described).
	Shape *Shape
}

// Shape describes the members of an object: fixed named fields, or a map
// whose keys vary and whose values share one kind.
type Shape struct {
	// Name is the object's schema name in the OpenAPI document; a map has
	// none (it is written in place).
	Name string
	Doc  string
	// Fields are the members of an object with fixed keys, in order.
	Fields []Field
	// Values is the kind of every value of a map (Fields empty); empty
	// means any JSON value.
	Values Kind
}

// Clause is an OpenSearch query clause.
type Clause = map[string]any

// Env is what a filter may consult while it builds its clause.
type Env struct {
	Ctx     context.Context
	Sources SourceCatalog
	Dataset *Dataset
	// Vocabularies checks the ids the filters on derived fields take.
	Vocabularies VocabularyCatalog
}

// Filter is one query parameter of a collection: how it is documented,
// validated and turned into a query clause.
type Filter struct {
	Param string
	Kind  Kind
	Doc   string
	// Enum lists the accepted values when the set is closed.
	Enum []string
	// Vocabulary names the vocabulary whose ids the filter takes (GET
	// /v1/vocabularies/{name}); "" for other filters.
	Vocabulary string
	// Default is applied when the parameter is absent (empty: no default).
	Default string
	// MaxLength bounds a value in characters (0: no bound of its own; see
	// limits.go).
	MaxLength int
	// List marks a comma-separated parameter; repeated occurrences are
	// unioned. Other parameters AND their occurrences.
	List bool
	// Build turns one occurrence (or, for List filters, all values) into a
	// clause; nil means no restriction. An error names the parameter.
	Build func(env Env, values []string) (Clause, error)
	// Bound, for a filter whose clause is one range over one date field,
	// reads that range's bound from a value Build accepted; facets count
	// the whole days inside such ranges from cached searches
	// (search/facet_days.go). Nil for every other filter.
	Bound func(value string) (DayBound, error)
}

// DayBound is the bound a range filter sets on a date field: the field is
// after At (before it when Upper), At itself kept when Inclusive.
type DayBound struct {
	Field     string
	At        time.Time
	Upper     bool
	Inclusive bool
}

// Helper is a search helper field: the writers compute it from some of a
// row's own fields and store it beside them. Input never carries it and no
// field shows it.
type Helper struct {
	Name string
	// From are the row's top-level keys Value reads.
	From []string
	// Value computes the field from the raw JSON of the From keys the row
	// carries (a key it lacks is absent from the map); ok is false when the
	// row has nothing to compute it from.
	Value func(row map[string]json.RawMessage) (value any, ok bool)
}

// Dataset is the declarative description of one dataset: it drives routing,
// validation, query building, output shaping, the OpenAPI document and how
// loads and scrape batches write its rows.
type Dataset struct {
	// Name is the slug, the alias name and the path segment after /v1/.
	Name string
	// Resource is the resource's name in the OpenAPI document.
	Resource string
	Doc      string
	Fields   []Field
	Filters  []Filter
	// Sorts are the fields `order` accepts; DefaultOrder may start with '-'.
	Sorts        []string
	DefaultOrder string
	// FullText are the fields `q` searches, with optional ^boosts.
	FullText []string
	// PlaceText are helper fields `q` also searches, below every FullText
	// field (jobs' place: location and city copied into one text field;
	// events' kind: the category slug).
	PlaceText []string
	// Synonyms are the FullText fields also searched with the synonyms of
	// their syn subfield (its search analyzer names the list: job titles,
	// or event words on events): on jobs the title-like fields only, since a
	// synonym found in a body ("printer drivers" for sürücü) is noise.
	Synonyms []string
	// HeldSynonyms are the FullText fields whose syn subfield only holds a
	// qualifier or kind word of q (an employer's trade said in its name in
	// another language: "Ресторан Sumakh" for restoranda), never matches
	// q's other words: a company named for the occupation ("Mühasibat
	// Xidmətləri") is no posting of it.
	HeldSynonyms []string
	// Language names the file of mappings/language whose knowledge `q` is
	// read with ("jobs.txt", "events.txt"): its stop words, qualifier and
	// kind words, places and head words, on top of shared.txt.
	Language string
	// Names are the FullText fields that hold names (an event's, a quote's
	// author): a word of q typed in one script also searches them in the
	// other (Cyrillic and Latin, mappings/translit/names.txt), below a
	// match in the script typed.
	Names []string
	// Highlight are the fields highlight=true marks.
	Highlight []string
	// Facets are the fields facets= counts (see facets.go).
	Facets []Facet
	// SourceMustExist makes an unknown `source` stem a 400.
	SourceMustExist bool
	// ItemPaths are the single-resource paths (relative to /v1), each with {id}.
	ItemPaths []string
	// ListPaths are the collection paths (relative to /v1).
	ListPaths []string
	// Includes lists the tokens `include` accepts (jobs: bodies).
	Includes []string
	// Fixed clauses always apply (views over part of a dataset).
	Fixed []Clause
	// Common overrides CommonParams for views with fewer common parameters
	// (nil: all of CommonParams).
	Common []string

	// Shards is the number of primary shards of the dataset's index (0: 1);
	// `reindex load --shards` overrides it.
	Shards int
	// Replicas is the most replicas the dataset's index keeps: as many as
	// the cluster's other nodes allow, up to this (0: 1); `reindex load
	// --replicas` sets an exact count instead.
	Replicas int

	// Write are the rules by which scrape batches change stored rows:
	// platform-kept fields, immutability, the transition, retirement.
	Write lifecycle.Rules
	// Helpers are the search helper fields stored beside each row.
	Helpers []Helper
	// Derivation derives what each row is in the vocabularies when it is
	// written (nil: the dataset derives nothing); the field DerivedField
	// shows it.
	Derivation *Derivation
	// Suggest are the fields /v1/<name>/suggest completes, the default of
	// its field parameter first (none: no suggestions).
	Suggest []SuggestField
	// SuggestFilters are the filters (by parameter) suggestions accept too.
	SuggestFilters []string
	// Location is the geo_point helper field that near, within_km and
	// order=distance read (empty: the dataset has no geography).
	Location string
	// NumbersAsText are string fields a line may carry as a JSON number; a
	// load stores the digits as published, as a string (1.10 stays "1.10").
	NumbersAsText []string
	// SourceTyped: rows are classified by their source's source_type in the
	// registry ("unknown" when unregistered), which the source_type filter
	// selects on.
	SourceTyped bool
	// QualityStats: the source listing reports live (active) records and
	// quality percentages (description, location, duplicate url), and the
	// writers keep the duplicate-url figure precomputed in StatsIndex.
	QualityStats bool
}

// EmptyMeansNone reports whether an empty value (?city=) is no filter:
// true for free-text string filters; typed and closed-set filters, and
// those taking a vocabulary's ids, need a value.
func (f *Filter) EmptyMeansNone() bool {
	return f.Kind == String && f.Enum == nil && f.Vocabulary == "" && f.Default == ""
}

// Tiebreaker is the unique keyword field that completes every sort.
const Tiebreaker = "id"

// CommonParams are accepted by every collection, besides its filters.
var CommonParams = []string{"limit", "cursor", "order", "source", "count"}

// Param returns the named filter.
func (d *Dataset) Param(name string) (*Filter, bool) {
	for i := range d.Filters {
		if d.Filters[i].Param == name {
			return &d.Filters[i], true
		}
	}
	return nil, false
}

// AcceptedParams lists every query parameter the collection accepts, sorted.
func (d *Dataset) AcceptedParams() []string {
	common := d.Common
	if common == nil {
		common = CommonParams
	}
	names := slices.Clone(common)
	if len(d.FullText) > 0 {
		names = append(names, "q")
	}
	if len(d.Includes) > 0 {
		names = append(names, "include")
	}
	if len(d.Facets) > 0 {
		names = append(names, "facets", "facet_limit")
	}
	if d.CopiesPath() != "" {
		names = append(names, "collapse")
	}
	for _, f := range d.Filters {
		names = append(names, f.Param)
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// Field returns the named field.
func (d *Dataset) Field(name string) (Field, bool) {
	for _, f := range d.Fields {
		if f.Name == name {
			return f, true
		}
	}
	return Field{}, false
}

// OrderValues lists every accepted `order` value.
func (d *Dataset) OrderValues() []string {
	var out []string
	for _, s := range d.Sorts {
		out = append(out, s, "-"+s)
	}
	return out
}

// Names lists the dataset names, in the order of All.
func Names() []string {
	names := make([]string, len(All))
	for i, d := range All {
		names[i] = d.Name
	}
	return names
}

// ByName returns the named dataset's description.
func ByName(name string) (*Dataset, bool) {
	for _, d := range All {
		if d.Name == name {
			return d, true
		}
	}
	return nil, false
}

// HelperFields lists every dataset's helper fields, in the order of All.
func HelperFields() []string {
	var names []string
	for _, d := range All {
		for _, h := range d.Helpers {
			if !slices.Contains(names, h.Name) {
				names = append(names, h.Name)
			}
		}
	}
	return names
}

// VaryFields are the top-level fields whose variation across a group of
// copies the write side records (dupes.VariesField): every field but the
// bodies shown only on request, which no filter reads.
func (d *Dataset) VaryFields() []string {
	var names []string
	for _, f := range d.Fields {
		if f.Presence != ItemOrBodies {
			names = append(names, f.Name)
		}
	}
	return names
}

// HasHelper reports whether the dataset stores the named helper field.
func (d *Dataset) HasHelper(name string) bool {
	return slices.ContainsFunc(d.Helpers, func(h Helper) bool { return h.Name == name })
}

// register returns the descriptions as a list once checkAll passed them: a
// mistake in one stops the program at start-up.
func register(datasets ...*Dataset) []*Dataset {
	if err := checkAll(datasets); err != nil {
		panic(err)
	}
	return datasets
}

// checkAll checks each description and that no name is described twice.
func checkAll(datasets []*Dataset) error {
	names := map[string]bool{}
	for _, d := range datasets {
		if err := d.check(); err != nil {
			return err
		}
		if names[d.Name] {
			return fmt.Errorf("readapi: dataset %s is described twice", d.Name)
		}
		names[d.Name] = true
	}
	return nil
}

func (d *Dataset) check() error {
	if d.Name == "" || len(d.Fields) == 0 {
		return fmt.Errorf("readapi: dataset %q has no name or fields", d.Name)
	}
	for _, f := range d.Fields {
		if f.Name == "" || strings.ContainsFunc(f.Name, func(r rune) bool { return r != '_' && (r < 'a' || r > 'z') }) {
			return fmt.Errorf("readapi: dataset %s field %q is not a plain snake_case name (Project writes names unquoted)", d.Name, f.Name)
		}
	}
	if _, ok := d.Field(Tiebreaker); !ok {
		return fmt.Errorf("readapi: dataset %s lacks the tiebreaker field %q", d.Name, Tiebreaker)
	}
	for _, s := range d.Sorts {
		if _, ok := d.Field(s); !ok {
			return fmt.Errorf("readapi: dataset %s sorts on unknown field %q", d.Name, s)
		}
	}
	if !slices.Contains(d.OrderValues(), d.DefaultOrder) {
		return fmt.Errorf("readapi: dataset %s default order %q is not an accepted order", d.Name, d.DefaultOrder)
	}
	seen := map[string]bool{}
	for _, p := range d.AcceptedParams() {
		if seen[p] {
			return fmt.Errorf("readapi: dataset %s declares parameter %q twice", d.Name, p)
		}
		seen[p] = true
	}
	for _, f := range d.Filters {
		if f.Build == nil || slices.Contains(CommonParams, f.Param) || strings.TrimSpace(f.Doc) == "" {
			return fmt.Errorf("readapi: dataset %s filter %q is incomplete or shadows a common parameter", d.Name, f.Param)
		}
	}
	for _, name := range d.SuggestFilters {
		if _, ok := d.Param(name); !ok || len(d.Suggest) == 0 {
			return fmt.Errorf("readapi: dataset %s: suggestions accept %q, which is not one of its filters", d.Name, name)
		}
	}
	if len(d.Suggest) > 0 && len(d.ListPaths) == 0 {
		return fmt.Errorf("readapi: dataset %s has suggestions but no collection path", d.Name)
	}
	_, near := d.Param("near")
	_, within := d.Param("within_km")
	if near != (d.Location != "") || within != near || d.Location != "" && !d.HasHelper(d.Location) {
		return fmt.Errorf("readapi: dataset %s: a location helper field and the near and within_km parameters go together", d.Name)
	}
	if err := d.checkFacets(); err != nil {
		return err
	}
	if err := d.checkDerivation(); err != nil {
		return err
	}
	return d.checkWrite()
}

// checkWrite checks the write-side rules against the fields.
func (d *Dataset) checkWrite() error {
	for _, k := range d.Write.Kept {
		if _, ok := d.Field(k); !ok {
			return fmt.Errorf("readapi: dataset %s keeps unknown field %q", d.Name, k)
		}
	}
	if d.Write.Retires {
		for _, k := range []string{"active", "deactivated_at"} {
			if !slices.Contains(d.Write.Kept, k) {
				return fmt.Errorf("readapi: dataset %s retires rows but does not keep %s", d.Name, k)
			}
		}
	}
	helpers := map[string]bool{}
	for _, h := range d.Helpers {
		if _, shadows := d.Field(h.Name); shadows || helpers[h.Name] || h.Name == "" || h.Value == nil || len(h.From) == 0 {
			return fmt.Errorf("readapi: dataset %s helper field %q is incomplete, described twice or shadows a field", d.Name, h.Name)
		}
		helpers[h.Name] = true
	}
	for _, name := range d.NumbersAsText {
		if f, ok := d.Field(name); !ok || f.Kind != String {
			return fmt.Errorf("readapi: dataset %s keeps numbers as text in %q, which is not a string field", d.Name, name)
		}
	}
	if _, ok := d.Param("source_type"); ok != d.SourceTyped {
		return fmt.Errorf("readapi: dataset %s: SourceTyped and the source_type filter go together", d.Name)
	}
	if d.QualityStats && (!d.Write.Retires || !d.HasHelper("url_base")) {
		return fmt.Errorf("readapi: dataset %s: quality statistics count active rows and group on url_base", d.Name)
	}
	return nil
}
