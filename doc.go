// Package readapi is the catalog at the bottom of the service: the
// declarative description of every dataset (fields, filters and how each
// becomes a query clause, sorts, facets, suggestions, full-text fields,
// write rules and helper fields), the views over them (latest rates, random
// quotes, removal feeds), the fields of the sources listing, the API's
// errors, and the name of every index and alias. It does no I/O and imports
// of the module only internal/ packages of the layers below it in
// arch_test.go (internal/lifecycle for the write rules, internal/dupes for
// the blocking key of copies); every other package imports it downward.
package readapi
