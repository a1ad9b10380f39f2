package handlers

import (
	"github.com/getkin/kin-openapi/openapi3"

	"readapi"
)

// Rules of single parameters that a description's kinds and enums do not
// carry, written into the document as schema constraints so that every
// value the document allows is one the API accepts (and tools generating
// values from it, such as Schemathesis, send valid requests). A rule that
// joins two parameters (fuzzy needs q, near needs within_km) cannot be a
// schema; the parameter's description states it.

// decimalPattern is search's decimal number syntax, for one number.
const decimalPattern = `[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?`

// cursorPattern is the alphabet of every issued cursor (unpadded base64url).
const cursorPattern = `^[A-Za-z0-9_-]+$`

// paramRules tighten the schema of the named filters.
var paramRules = map[string]func(s *openapi3.Schema){
	// One ISO 3166-1 alpha-2 code in either case, or empty for no filter;
	// UK is refused (the code is GB).
	"country": func(s *openapi3.Schema) {
		s.Pattern = `^([A-Za-z]{2})?$`
		s.Not = inline(&openapi3.Schema{Pattern: `^[Uu][Kk]$`})
	},
	// LAT,LNG: two decimal numbers, spaces allowed around each.
	"near": func(s *openapi3.Schema) {
		s.Pattern = `^\s*` + decimalPattern + `\s*,\s*` + decimalPattern + `\s*$`
	},
	// Numbers of at least 0 (search-extensions: salary_azn_at_least=N and
	// salary_azn_at_most=N "N a number ≥ 0"; min_age_at_most an age).
	"salary_azn_at_least": atLeastZero,
	"salary_azn_at_most":  atLeastZero,
	"min_age_at_most":     atLeastZero,
	// Above 0, at most 20000 km.
	"within_km": func(s *openapi3.Schema) {
		s.WithMin(0).WithExclusiveMin(true).WithMax(20000)
	},
}

// atLeastZero bounds a number below by 0, included.
func atLeastZero(s *openapi3.Schema) { s.WithMin(0) }

// filterSchema is the schema of one value of a filter: its kind, its closed
// set, its bound on length, and the rules above.
func filterSchema(f readapi.Filter) (*openapi3.Schema, error) {
	s, err := kindSchema(f.Kind)
	if err != nil {
		return nil, err
	}
	for _, v := range f.Enum {
		s.Enum = append(s.Enum, typedValue(f.Kind, v))
	}
	if f.MaxLength > 0 {
		s.WithMaxLength(int64(f.MaxLength))
	}
	if rule := paramRules[f.Param]; rule != nil {
		rule(s)
	}
	return s, nil
}
