package search

import (
	"context"
	"fmt"
	"slices"
	"strings"
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
)

// Field is one field of a dataset's resource, in the spec's order.
type Field struct {
	Name     string
	Kind     Kind
	Nullable bool
	Presence Presence
	Doc      string
}

// Clause is an OpenSearch query clause.
type Clause = map[string]any

// Env is what a filter may consult while it builds its clause.
type Env struct {
	Ctx     context.Context
	Sources SourceCatalog
	Dataset *Dataset
}

// Filter is one query parameter of a collection: how it is documented,
// validated and turned into a query clause.
type Filter struct {
	Param string
	Kind  Kind
	Doc   string
	// Enum lists the accepted values when the set is closed.
	Enum []string
	// Default is applied when the parameter is absent (empty: no default).
	Default string
	// List marks a comma-separated parameter; repeated occurrences are
	// unioned. Other parameters AND their occurrences.
	List bool
	// Build turns one occurrence (or, for List filters, all values) into a
	// clause; nil means no restriction. An error names the parameter.
	Build func(env Env, values []string) (Clause, error)
}

// Dataset is the declarative description of one dataset: it drives routing,
// validation, query building, output shaping and the OpenAPI document.
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
	// Synonyms are the FullText fields also searched with the job-title
	// synonyms (their syn subfield).
	Synonyms []string
	// Highlight are the fields highlight=true marks.
	Highlight []string
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
}

// emptyMeansNone reports whether an empty value (?city=) is no filter:
// true for free-text string filters; typed and closed-set filters need a
// value.
func (f *Filter) emptyMeansNone() bool {
	return f.Kind == String && f.Enum == nil && f.Default == ""
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

// Registry holds every dataset description by name.
type Registry struct {
	list   []*Dataset
	byName map[string]*Dataset
}

// NewRegistry indexes the given descriptions and checks them for mistakes.
func NewRegistry(datasets ...*Dataset) (*Registry, error) {
	r := &Registry{byName: map[string]*Dataset{}}
	for _, d := range datasets {
		if err := d.check(); err != nil {
			return nil, err
		}
		r.list = append(r.list, d)
		r.byName[d.Name] = d
	}
	return r, nil
}

// Datasets returns the descriptions in registration order.
func (r *Registry) Datasets() []*Dataset { return r.list }

// Dataset returns the named description.
func (r *Registry) Dataset(name string) (*Dataset, bool) {
	d, ok := r.byName[name]
	return d, ok
}

func (d *Dataset) check() error {
	if d.Name == "" || len(d.Fields) == 0 {
		return fmt.Errorf("search: dataset %q has no name or fields", d.Name)
	}
	for _, f := range d.Fields {
		if f.Name == "" || strings.ContainsFunc(f.Name, func(r rune) bool { return r != '_' && (r < 'a' || r > 'z') }) {
			return fmt.Errorf("search: dataset %s field %q is not a plain snake_case name (Project writes names unquoted)", d.Name, f.Name)
		}
	}
	if _, ok := d.Field(Tiebreaker); !ok {
		return fmt.Errorf("search: dataset %s lacks the tiebreaker field %q", d.Name, Tiebreaker)
	}
	for _, s := range d.Sorts {
		if _, ok := d.Field(s); !ok {
			return fmt.Errorf("search: dataset %s sorts on unknown field %q", d.Name, s)
		}
	}
	if !slices.Contains(d.OrderValues(), d.DefaultOrder) {
		return fmt.Errorf("search: dataset %s default order %q is not an accepted order", d.Name, d.DefaultOrder)
	}
	seen := map[string]bool{}
	for _, p := range d.AcceptedParams() {
		if seen[p] {
			return fmt.Errorf("search: dataset %s declares parameter %q twice", d.Name, p)
		}
		seen[p] = true
	}
	for _, f := range d.Filters {
		if f.Build == nil || slices.Contains(CommonParams, f.Param) || strings.TrimSpace(f.Doc) == "" {
			return fmt.Errorf("search: dataset %s filter %q is incomplete or shadows a common parameter", d.Name, f.Param)
		}
	}
	return nil
}
