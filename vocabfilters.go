package readapi

import (
	"context"
	"math"
	"slices"
	"strconv"

	"readapi/internal/vocab"
)

// The filters and facets on the derived fields (issues 42 and 43): each
// filter a comma list of ids of a vocabulary, a union, an id the
// vocabulary lacks a 400 naming the parameter and the value; and the
// bounds on pay in AZN and on the age limit.

// VocabularyCatalog knows the vocabularies' terms, the open place
// vocabulary's venues of the index included.
type VocabularyCatalog interface {
	// Vocabulary returns the named vocabulary (nil when there is none).
	Vocabulary(ctx context.Context, name string) (*vocab.Vocabulary, error)
	// Lacks returns the first of ids the named vocabulary lacks ("" when
	// it has them all), looking for a venue the open vocabulary's cache
	// lacks in the index anew.
	Lacks(ctx context.Context, name string, ids []string) (string, error)
}

// vocabulary returns the named vocabulary from the filter's environment.
func (env Env) vocabulary(param, name string) (*vocab.Vocabulary, error) {
	if env.Vocabularies == nil {
		return nil, Invalid(param, "%s cannot be checked: the vocabularies are not available", param)
	}
	v, err := env.Vocabularies.Vocabulary(env.Ctx, name)
	if err == nil && v == nil {
		return nil, Invalid(param, "%s cannot be checked: there is no %s vocabulary", param, name)
	}
	return v, err
}

// termIDs checks each value is an id of the vocabulary and returns them
// sorted, without repeats.
func termIDs(env Env, param, vocabulary string, values []string) ([]string, error) {
	if len(values) == 0 {
		return nil, nil
	}
	if _, err := env.vocabulary(param, vocabulary); err != nil {
		return nil, err
	}
	lacked, err := env.Vocabularies.Lacks(env.Ctx, vocabulary, values)
	if err != nil {
		return nil, err
	}
	if lacked != "" {
		return nil, Invalid(param, "%s: %q is not an id of the %s vocabulary (GET /v1/vocabularies/%s lists them)", param, lacked, vocabulary, vocabulary)
	}
	ids := slices.Clone(values)
	slices.Sort(ids)
	return slices.Compact(ids), nil
}

// termsOf filters a derived keyword field by ids of a vocabulary.
func termsOf(param, vocabulary, field, doc string) Filter {
	return Filter{Param: param, Kind: String, List: true, Vocabulary: vocabulary, Doc: doc + " A comma-separated list of ids of the " + vocabulary +
		" vocabulary (GET /v1/vocabularies/" + vocabulary + "), a union; an id it lacks is a 400.",
		Build: func(env Env, v []string) (Clause, error) {
			ids, err := termIDs(env, param, vocabulary, v)
			if err != nil || ids == nil {
				return nil, err
			}
			return Clause{"terms": Clause{field: ids}}, nil
		}}
}

// fieldOfWork filters jobs by field: the rows derived to the field, and
// the rows of its occupations.
var fieldOfWork = Filter{Param: "field", Kind: String, List: true, Vocabulary: "field", Doc: "A comma-separated list of ids of the field vocabulary " +
	"(GET /v1/vocabularies/field), a union: the postings derived to the field, and those of its occupations; an id it lacks is a 400.",
	Build: func(env Env, v []string) (Clause, error) {
		ids, err := termIDs(env, "field", "field", v)
		if err != nil || ids == nil {
			return nil, err
		}
		occupations, err := env.vocabulary("field", "occupation")
		if err != nil {
			return nil, err
		}
		of := []string{}
		for _, t := range occupations.Terms {
			if slices.Contains(ids, t.Parent) {
				of = append(of, t.ID)
			}
		}
		return anyOf(Clause{"terms": Clause{"derived.field": ids}}, Clause{"terms": Clause{"derived.occupation": of}}), nil
	}}

// amount reads a number ≥ 0; example is one, for the 400.
func amount(param, example, v string) (float64, error) {
	n, err := strconv.ParseFloat(v, 64)
	if err != nil || !decimal.MatchString(v) || math.IsInf(n, 0) || n < 0 {
		return 0, Invalid(param, "%s must be a number of at least 0 such as %s, got %q", param, example, v)
	}
	return n, nil
}

// reaching matches rows whose range can reach n on the side of far: far ≥
// n (≤ n when below), or near so when far is null.
func reaching(param, near, far, doc string, below bool) Filter {
	op := "gte"
	if below {
		op = "lte"
	}
	return Filter{Param: param, Kind: Number, Doc: doc, Build: func(_ Env, v []string) (Clause, error) {
		n, err := amount(param, "1500", v[0])
		if err != nil {
			return nil, err
		}
		return anyOf(Range(far, op, n), Clause{"bool": Clause{
			"filter":   []Clause{Range(near, op, n)},
			"must_not": []Clause{{"exists": Clause{"field": far}}},
		}}), nil
	}}
}

// atMostOrNone matches rows whose field is null or at most n.
func atMostOrNone(param, field, doc string) Filter {
	return Filter{Param: param, Kind: Number, Doc: doc, Build: func(_ Env, v []string) (Clause, error) {
		n, err := amount(param, "16", v[0])
		if err != nil {
			return nil, err
		}
		return anyOf(Range(field, "lte", n), none(Clause{"exists": Clause{"field": field}})), nil
	}}
}

// jobDerivedFilters are the filters on a posting's derived fields.
var jobDerivedFilters = []Filter{
	termsOf("occupation", "occupation", "derived.occupation", "Postings derived to the occupation."),
	fieldOfWork,
	termsOf("seniority", "seniority", "derived.seniority", "Postings derived to the seniority."),
	termsOf("employment", "employment", "derived.employment", "Postings derived to the employment type."),
	termsOf("language", "language", "derived.language", "Postings written in the language."),
	reaching("salary_azn_at_least", "derived.salary_azn.from", "derived.salary_azn.to",
		"Postings whose pay in AZN a month can reach N: derived salary_azn.to at least N, or .from at least N when .to is null.", false),
	reaching("salary_azn_at_most", "derived.salary_azn.to", "derived.salary_azn.from",
		"Postings whose pay in AZN a month can be as low as N: derived salary_azn.from at most N, or .to at most N when .from is null.", true),
}

// eventDerivedFilters are the filters on an event's derived fields.
var eventDerivedFilters = []Filter{
	termsOf("kind", "kind", "derived.kind", "Events derived to the kind."),
	termsOf("genre", "genre", "derived.genres", "Events of the genre."),
	termsOf("place", "place", "derived.place", "Events at the venue (the open vocabulary: the files' venues and every venue id of the index)."),
	termsOf("language", "language", "derived.languages", "Events performed or shown in the language."),
	termsOf("audience", "audience", "derived.audience", "Events for the audience."),
	atMostOrNone("min_age_at_most", "derived.min_age", "Events whose age limit is null or at most N."),
}

// jobDerivedFacets are the facets on a posting's derived fields.
var jobDerivedFacets = []Facet{
	facet("occupation", "derived.occupation", "Derived occupation id.", "occupation"),
	facet("field", "derived.field", "Derived field id.", "field"),
	facet("seniority", "derived.seniority", "Derived seniority id.", "seniority"),
	facet("employment", "derived.employment", "Derived employment id.", "employment"),
	facet("language", "derived.language", "Derived language id.", "language"),
	{Name: "salary_azn", Field: SalaryBandField, Kind: String, Params: []string{"salary_azn_at_least", "salary_azn_at_most"}, Bands: SalaryBands,
		Doc: "Postings by the band of AZN a month holding their floor (from, or to when from is null): every band, in order, zero counts included, whatever facet_limit says."},
}

// eventDerivedFacets are the facets on an event's derived fields.
var eventDerivedFacets = []Facet{
	facet("kind", "derived.kind", "Derived kind id.", "kind"),
	facet("genre", "derived.genres", "Derived genre id.", "genre"),
	facet("place", "derived.place", "Derived place id.", "place"),
	facet("language", "derived.languages", "Derived language id.", "language"),
	facet("audience", "derived.audience", "Derived audience id.", "audience"),
}
