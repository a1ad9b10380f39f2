// Package search is the domain of readapi: the declarative description of
// every dataset (fields, filters, sorts, full-text fields, write rules) and
// everything driven by it without I/O: validation of the query string,
// translation into OpenSearch query clauses, signed cursors, the shaping of
// stored documents into resources, and the API's errors. Package
// search/engine runs these queries; package reindex writes what they read.
package search
