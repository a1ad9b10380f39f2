// Package search compiles a request against a dataset's description (package
// readapi) without I/O: validation of the query string, the OpenSearch query
// with its text clauses, facets, highlights and suggestions, signed cursors,
// and the shaping of stored documents into resources. Package search/engine
// runs these queries; package reindex writes what they read.
package search
