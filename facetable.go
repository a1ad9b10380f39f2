package readapi

import (
	"fmt"
	"slices"
	"strings"
)

// The facetable fields of each dataset (Dataset.Facets): the field a facet
// counts, and the filter parameters on that same field, which its counts
// leave out.

var jobFacets = []Facet{
	facet("source", "source", "Scraper stem.", "source"),
	sourceTypeFacet,
	facet("city", "city", "Normalised city.", "city"),
	facet("district", "district", "Baku rayon.", "district"),
	facet("country", "country", "ISO 3166-1 alpha-2 code.", "country"),
	flagFacet("remote", "remote", "Remote-eligible.", "remote"),
	facet("employment_type", "employment_type", "Source's own label.", "employment_type"),
	facet("job_function", "job_function", "Source's own taxonomy.", "job_function"),
	facet("career_level", "career_level", "Source's own seniority label.", "career_level"),
	facet("salary_currency", "salary_currency", "Currency code as published.", "salary_currency"),
	facet("salary_period", "salary_period", "Pay period."),
	flagFacet("active", "active", "Still published.", "active"),
	facet("company", "company.name.raw", "Company name as published.", "company"),
}

var eventFacets = []Facet{
	facet("source", "source", "Scraper stem.", "source"),
	facet("category", "category", "Source's category slug.", "category"),
	facet("venue", "venue.id", "Venue id, as in /v1/venues/{id}."),
}

var quoteFacets = []Facet{
	facet("source", "source", "Scraper stem.", "source"),
	facet("author", "author.raw", "Author name as published.", "author"),
	facet("category", "category", "Upstream's own label.", "category"),
}

var rateFacets = []Facet{
	facet("code", "code", "Currency or metal code.", "codes"),
	facet("kind", "kind", "currency or metal.", "kind"),
	flagFacet("carried_forward", "carried_forward", "Repeat of an earlier bulletin.", "carried_forward"),
}

var genomeFacets = []Facet{
	facet("category", "category", "Shared label.", "category"),
	facet("authority", "authority", "Publishing body."),
	facet("status", "status", "Outcome of the latest probe."),
	facet("format", "format", "Kind of release signal."),
}

var reachabilityFacets = []Facet{
	facet("watchlist", "watchlist", "Named target set.", "watchlist"),
	facet("vantage", "vantage", "Where the probe was made from.", "vantage"),
	flagFacet("reachable", "reachable", "Last probe got 200.", "reachable"),
	facet("failure_class", "failure_class", "Failure class of the last probe.", "failure_class"),
}

// Facet is one facetable field of a dataset: the exact field its values are
// counted on, and the filter parameters on that same field, which its
// counts leave out.
type Facet struct {
	Name string
	// Field is the keyword (or boolean) field holding the stored value.
	Field string
	// Kind is the JSON type of the values: String or Boolean.
	Kind Kind
	// Params are the filter parameters on the facet's field.
	Params []string
	Doc    string
	// Group, when set, counts each value of Field under the value it maps
	// to for the request (source_type: a source's type in the registry);
	// it then needs the count of every value of Field.
	Group func(env Env) (func(string) string, error)
	// Bands, when set, are every value the facet shows, in this order,
	// zero counts included, whatever facet_limit says (salary_azn).
	Bands []string
}

// HasLeads reports whether the copies of a group store which of them leads
// for the facet's values (dupes.LeadsField): a facet counting its stored
// values does; one that groups them for the request (source_type, whose
// grouping follows the registry of the moment) counts groups by reading
// them.
func (f *Facet) HasLeads() bool { return f.Group == nil }

// facet is a facet on a string field.
func facet(name, field, doc string, params ...string) Facet {
	return Facet{Name: name, Field: field, Kind: String, Params: params, Doc: doc}
}

// flagFacet is a facet on a boolean field.
func flagFacet(name, field, doc string, params ...string) Facet {
	return Facet{Name: name, Field: field, Kind: Boolean, Params: params, Doc: doc}
}

// sourceTypeFacet counts jobs under their source's type: the source values
// folded through the source catalog (unregistered stems are unknown).
var sourceTypeFacet = Facet{
	Name: "source_type", Field: "source", Kind: String, Params: []string{"source_type"},
	Doc: "The source's type in the registry (unknown for an unregistered source).",
	Group: func(env Env) (func(string) string, error) {
		stems, err := env.Sources.Stems(env.Ctx, env.Dataset.Name)
		if err != nil {
			return nil, err
		}
		return func(stem string) string {
			if t := stems[stem]; t != "" {
				return t
			}
			return "unknown"
		}, nil
	},
}

// FacetNames lists the dataset's facetable fields.
func (d *Dataset) FacetNames() []string {
	names := make([]string, len(d.Facets))
	for i, f := range d.Facets {
		names[i] = f.Name
	}
	return names
}

// checkFacets checks the facetable fields against the fields and filters.
func (d *Dataset) checkFacets() error {
	names := map[string]bool{}
	for _, f := range d.Facets {
		if names[f.Name] || f.Field == "" || (f.Kind != String && f.Kind != Boolean) || strings.TrimSpace(f.Doc) == "" {
			return fmt.Errorf("readapi: dataset %s facet %q is repeated or incomplete", d.Name, f.Name)
		}
		names[f.Name] = true
		if field, ok := d.Field(f.Name); ok && field.Kind != Object && field.Kind != f.Kind {
			return fmt.Errorf("readapi: dataset %s facet %s counts %s values of a %s field", d.Name, f.Name, f.Kind, field.Kind)
		}
		for _, p := range f.Params {
			if !slices.Contains(d.AcceptedParams(), p) {
				return fmt.Errorf("readapi: dataset %s facet %s leaves out unknown parameter %q", d.Name, f.Name, p)
			}
		}
	}
	return nil
}
