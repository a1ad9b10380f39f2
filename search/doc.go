// Package search compiles a request against a dataset's description (package
// readapi) into a plan, without I/O: validation of the query string, the
// searches to send (the page with its text clauses, the facets, highlights,
// suggestions, geography, signed cursors) and the decoders of their answers,
// down to the shaping of stored documents into resources. Each feature is
// one file beside its tests, which decode answers recorded from OpenSearch
// (testdata/). The text of q is compiled by package search/qtext, to which
// text.go hands each value of q. Package search/engine only sends a plan's
// searches and hands the answers back (plan.go); package reindex writes what
// they read.
package search
