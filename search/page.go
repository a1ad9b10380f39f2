package search

import (
	"encoding/json"
)

// Page is one page of a collection: its rows, the cursor of the next page
// ("" on the last) and, with count=true, the number of matching rows.
type Page struct {
	Rows  []json.RawMessage
	Next  string
	Total *int64
	// Highlights (highlight=true) is a JSON object: for each row of the
	// page with a match in a highlighted field, its id to an object from
	// field name to marked fragments. Nil when not asked for.
	Highlights json.RawMessage
	// Facets (facets=) is a JSON object: for each facet asked for, in the
	// order asked, its values and counts. Nil when not asked for.
	Facets json.RawMessage
}
