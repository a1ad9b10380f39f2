package search

import "encoding/json"

// Page is one page of a collection: its rows, the cursor of the next page
// ("" on the last) and, with count=true, the number of matching rows.
type Page struct {
	Rows  []json.RawMessage
	Next  string
	Total *int64
}
