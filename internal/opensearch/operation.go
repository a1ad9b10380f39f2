package opensearch

import (
	"net/http"
	"strings"
)

// operations names the operation of each endpoint (a path's first segment
// that starts with "_"); _doc depends on the method.
var operations = map[string]string{
	"_search":  "search",
	"_msearch": "msearch",
	"_count":   "count",
	"_mget":    "mget",
	"_create":  "write",
	"_update":  "write",
	"_bulk":    "bulk",
	"_cluster": "health",
}

// Operation names the kind of a request to OpenSearch by its method and
// path, from a small fixed set fit for a metric label: search, msearch,
// count, get, mget, write, delete, bulk, health, or admin for index
// administration, aliases, mappings and the rest. It never returns anything
// taken from an index name or an id.
func Operation(method, path string) string {
	path, _, _ = strings.Cut(path, "?")
	for segment := range strings.SplitSeq(path, "/") {
		// Index names cannot start with "_": the first segment that does is
		// the endpoint, whatever ids follow it.
		if !strings.HasPrefix(segment, "_") {
			continue
		}
		if segment == "_doc" {
			switch method {
			case http.MethodGet, http.MethodHead:
				return "get"
			case http.MethodDelete:
				return "delete"
			}
			return "write"
		}
		if op, ok := operations[segment]; ok {
			return op
		}
		return "admin"
	}
	return "admin"
}
