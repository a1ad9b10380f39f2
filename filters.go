package readapi

import (
	"context"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// SourceCatalog knows the source stems of each dataset.
type SourceCatalog interface {
	// Stems maps every stem known for the dataset, registered or seen in
	// data, to its source_type ("" for non-jobs datasets, "unknown" for
	// stems seen in data without a registry entry).
	Stems(ctx context.Context, dataset string) (map[string]string, error)
}

// ParseBool reads a boolean parameter: true or false, else a 400 naming it.
func ParseBool(param, v string) (bool, error) {
	switch v {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, Invalid(param, "%s must be true or false, got %q", param, v)
}

func parseTimestamp(param, v string) (time.Time, error) {
	// RFC 3339 allows a lower-case t and z; Go's layout does not.
	t, err := time.Parse(time.RFC3339Nano, strings.ToUpper(v))
	if err != nil {
		return time.Time{}, Invalid(param, "%s must be an RFC 3339 timestamp such as 2026-01-02T15:04:05Z, got %q", param, v)
	}
	return t.UTC(), nil
}

func parseDate(param, v string) (time.Time, error) {
	t, err := time.Parse(time.DateOnly, v)
	if err != nil {
		return time.Time{}, Invalid(param, "%s must be a date in the form YYYY-MM-DD, got %q", param, v)
	}
	return t, nil
}

// instant renders t for a range query on a date field.
func instant(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000000000Z") }

// Term is a term query clause: field holds exactly value.
func Term(field string, value any) Clause { return Clause{"term": Clause{field: value}} }

// Range is a range query clause: field op value, op one of gt, gte, lt, lte.
func Range(field, op string, value any) Clause {
	return Clause{"range": Clause{field: Clause{op: value}}}
}

func anyOf(clauses ...Clause) Clause {
	return Clause{"bool": Clause{"should": clauses, "minimum_should_match": 1}}
}

func none(clauses ...Clause) Clause { return Clause{"bool": Clause{"must_not": clauses}} }

// exact is a filter on a keyword field matching the value as sent.
func exact(param, field, doc string) Filter {
	return Filter{Param: param, Kind: String, Doc: doc, Build: func(_ Env, v []string) (Clause, error) {
		return Term(field, v[0]), nil
	}}
}

// escapeWildcard makes v literal inside a wildcard pattern.
func escapeWildcard(v string) string {
	r := strings.NewReplacer(`\`, `\\`, `*`, `\*`, `?`, `\?`)
	return r.Replace(v)
}

// substring is a case-insensitive substring filter over a wildcard field
// whose normalizer folds case; OpenSearch applies the same normalizer to
// the pattern. (The query's own case_insensitive flag folds ASCII only.)
// Its values are bounded by MaxSubstringLength.
func substring(param, field, doc string) Filter {
	return Filter{Param: param, Kind: String, Doc: doc, MaxLength: MaxSubstringLength, Build: func(_ Env, v []string) (Clause, error) {
		if v[0] == "" {
			return nil, nil
		}
		if err := checkSubstring(param, v[0]); err != nil {
			return nil, err
		}
		return Clause{"wildcard": Clause{field: Clause{"value": "*" + escapeWildcard(v[0]) + "*"}}}, nil
	}}
}

// boolean filters a boolean field.
func boolean(param, field, doc string) Filter {
	return Filter{Param: param, Kind: Boolean, Doc: doc, Build: func(_ Env, v []string) (Clause, error) {
		b, err := ParseBool(param, v[0])
		if err != nil {
			return nil, err
		}
		return Term(field, b), nil
	}}
}

// laterThan matches rows where any of the fields is strictly later than the
// timestamp sent.
func laterThan(param, doc string, fields ...string) Filter {
	f := Filter{Param: param, Kind: Timestamp, Doc: doc, Build: func(_ Env, v []string) (Clause, error) {
		t, err := parseTimestamp(param, v[0])
		if err != nil {
			return nil, err
		}
		var cs []Clause
		for _, f := range fields {
			cs = append(cs, Range(f, "gt", instant(t)))
		}
		if len(cs) == 1 {
			return cs[0], nil
		}
		return anyOf(cs...), nil
	}}
	if len(fields) == 1 {
		f.Bound = func(v string) (DayBound, error) {
			t, err := parseTimestamp(param, v)
			return DayBound{Field: fields[0], At: t}, err
		}
	}
	return f
}

// timeBound bounds a timestamp field inclusively ("gte" or "lte").
func timeBound(param, field, op, doc string) Filter {
	return Filter{Param: param, Kind: Timestamp, Doc: doc, Build: func(_ Env, v []string) (Clause, error) {
		t, err := parseTimestamp(param, v[0])
		if err != nil {
			return nil, err
		}
		return Range(field, op, instant(t)), nil
	}, Bound: func(v string) (DayBound, error) {
		t, err := parseTimestamp(param, v)
		return DayBound{Field: field, At: t, Upper: op == "lte", Inclusive: true}, err
	}}
}

// dateBound bounds a field inclusively by a calendar date ("gte" or "lte");
// rows without a value never match.
func dateBound(param, field, op, doc string) Filter {
	return Filter{Param: param, Kind: Date, Doc: doc, Build: func(_ Env, v []string) (Clause, error) {
		d, err := parseDate(param, v[0])
		if err != nil {
			return nil, err
		}
		bound, day := op, d
		if op == "lte" {
			bound, day = "lt", d.AddDate(0, 0, 1)
		}
		return Clause{"range": Clause{field: Clause{bound: day.Format(time.DateOnly), "format": "strict_date"}}}, nil
	}, Bound: func(v string) (DayBound, error) {
		d, err := parseDate(param, v)
		if op == "lte" {
			return DayBound{Field: field, At: d.AddDate(0, 0, 1), Upper: true}, err
		}
		return DayBound{Field: field, At: d, Inclusive: true}, err
	}}
}

// enum accepts one value of a closed set and matches it exactly.
func enum(param, field, doc string, values ...string) Filter {
	return Filter{Param: param, Kind: String, Doc: doc, Enum: values, Build: func(_ Env, v []string) (Clause, error) {
		if !slices.Contains(values, v[0]) {
			return nil, Invalid(param, "%s must be one of %s, got %q", param, strings.Join(values, ", "), v[0])
		}
		return Term(field, v[0]), nil
	}}
}

// tristate is an any/true/false filter on a boolean field.
func tristate(param, field, def, doc string) Filter {
	return Filter{Param: param, Kind: String, Doc: doc, Enum: []string{"any", "true", "false"}, Default: def,
		Build: func(_ Env, v []string) (Clause, error) {
			switch v[0] {
			case "any":
				return nil, nil
			case "true", "false":
				return Term(field, v[0] == "true"), nil
			}
			return nil, Invalid(param, "%s must be any, true or false, got %q", param, v[0])
		}}
}

// decimal is the number syntax parameters accept: strconv alone would also
// take 1_000, 0x1p10, inf and nan.
var decimal = regexp.MustCompile(`^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$`)

// atLeast compares a numeric field; rows without a value never match.
func atLeast(param, field, doc string) Filter {
	return Filter{Param: param, Kind: Number, Doc: doc, Build: func(_ Env, v []string) (Clause, error) {
		n, err := strconv.ParseFloat(v[0], 64)
		if err != nil || !decimal.MatchString(v[0]) || math.IsInf(n, 0) {
			return nil, Invalid(param, "%s must be a decimal number such as 1200 or 1200.50, got %q", param, v[0])
		}
		return Range(field, "gte", n), nil
	}}
}

// hasAny is true when any of the fields has a value.
func hasAny(param, doc string, fields ...string) Filter {
	return Filter{Param: param, Kind: Boolean, Doc: doc, Build: func(_ Env, v []string) (Clause, error) {
		b, err := ParseBool(param, v[0])
		if err != nil {
			return nil, err
		}
		var cs []Clause
		for _, f := range fields {
			cs = append(cs, Clause{"exists": Clause{"field": f}})
		}
		if b {
			return anyOf(cs...), nil
		}
		return none(cs...), nil
	}}
}

// countryCode validates an ISO 3166-1 alpha-2 code.
func countryCode(param, field, doc string) Filter {
	return Filter{Param: param, Kind: String, Doc: doc, Build: func(_ Env, v []string) (Clause, error) {
		code := strings.ToUpper(v[0])
		switch {
		case code == "":
			return nil, nil
		case code == "UK":
			return nil, Invalid(param, "%s=%s is not an ISO 3166-1 alpha-2 code: the United Kingdom is GB", param, v[0])
		case len(code) != 2 || code[0] < 'A' || code[0] > 'Z' || code[1] < 'A' || code[1] > 'Z':
			return nil, Invalid(param, "%s must be one ISO 3166-1 alpha-2 code (two letters), got %q", param, v[0])
		}
		return Term(field, code), nil
	}}
}

// sourceTypes is the comma list of source types, a union, resolved to the
// stems of each type through the source catalog.
func sourceTypes(param, doc string, types ...string) Filter {
	return Filter{Param: param, Kind: String, Doc: doc, Enum: types, List: true, Build: func(env Env, v []string) (Clause, error) {
		want := map[string]bool{}
		for _, t := range v {
			if !slices.Contains(types, t) {
				return nil, Invalid(param, "%s accepts a comma-separated list of %s, got %q", param, strings.Join(types, ", "), t)
			}
			want[t] = true
		}
		if len(want) == 0 {
			return nil, nil
		}
		stems, err := env.Sources.Stems(env.Ctx, env.Dataset.Name)
		if err != nil {
			return nil, err
		}
		match := []string{} // an empty terms list matches nothing
		for stem, typ := range stems {
			if want[typ] {
				match = append(match, stem)
			}
		}
		slices.Sort(match)
		return Clause{"terms": Clause{"source": match}}, nil
	}}
}

// codeList is a comma list of codes, upper-cased, unioned across repeats.
func codeList(param, field, doc string) Filter {
	return Filter{Param: param, Kind: String, Doc: doc, List: true, Build: func(_ Env, v []string) (Clause, error) {
		var codes []string
		for _, c := range v {
			codes = append(codes, strings.ToUpper(c))
		}
		if len(codes) == 0 {
			return nil, nil
		}
		slices.Sort(codes)
		return Clause{"terms": Clause{field: slices.Compact(codes)}}, nil
	}}
}

// custom wraps a hand-written clause builder for one-off parameters.
func custom(param string, kind Kind, doc string, build func(Env, []string) (Clause, error)) Filter {
	return Filter{Param: param, Kind: kind, Doc: doc, Build: build}
}

// Parameters that refine q rather than select rows. They are declared as
// filters so the accepted parameters and the OpenAPI document list them;
// ParseQuery reads them itself (see TextOptions).
var (
	fuzzyOption = textOption("fuzzy", "With q only: true also matches each word of q one typo away (after folding, words of 5 to 8 characters one edit, of 9 or more two; shorter words exactly); a match without a typo ranks higher. Default false.")

	highlightOption = textOption("highlight", "With q only: true adds meta.highlights, for each row that matched in a highlighted field, up to 3 HTML-escaped fragments per field with every matched term wrapped in `<mark>` and `</mark>`. Default false.")
)

// TextOptions are the parameters of textOption.
var TextOptions = []string{"fuzzy", "highlight"}

// textOption is a boolean parameter that modifies q.
func textOption(param, doc string) Filter {
	return Filter{Param: param, Kind: Boolean, Doc: doc, Build: func(_ Env, v []string) (Clause, error) {
		_, err := ParseBool(param, v[0])
		return nil, err
	}}
}

// SplitList splits a comma list, dropping empty items.
func SplitList(v string) []string {
	var out []string
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}
