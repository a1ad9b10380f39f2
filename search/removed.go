package search

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
)

// TombstoneIndex is the internal index (behind an alias of this name) that
// records ids removed at the request of the people concerned.
const TombstoneIndex = "tombstones"

// TombstoneID is the document id of a dataset's removed record.
func TombstoneID(dataset, id string) string { return dataset + ":" + id }

// Removed returns the description of a dataset's removals feed,
// /v1/<dataset>/removed: ids and removal times, oldest first.
func Removed(d *Dataset) *Dataset {
	return &Dataset{
		Name:     TombstoneIndex,
		Resource: "Removal",
		Doc:      "Ids of " + d.Name + " records removed at the request of the people concerned, oldest first; delete any copy you hold.",
		Fields: []Field{
			field("id", String, false, "The removed record's id; it answers 410 from now on."),
			field("removed_at", Timestamp, false, "When the record was removed."),
		},
		Filters: []Filter{
			laterThan("since", "Removals later than the instant.", "removed_at"),
		},
		Fixed:        []Clause{term("dataset", d.Name)},
		Sorts:        []string{"removed_at"},
		DefaultOrder: "removed_at",
		ListPaths:    []string{"/" + d.Name + "/removed"},
		Common:       []string{"limit", "cursor", "count"},
	}
}

// gone reports whether the dataset's id was removed on request.
func (e *Engine) gone(ctx context.Context, dataset, id string) (bool, error) {
	path := "/" + url.PathEscape(e.Alias(TombstoneIndex)) + "/_doc/" + url.PathEscape(TombstoneID(dataset, id)) + "?_source=false"
	data, err := e.do(ctx, http.MethodGet, path, nil)
	if errors.Is(err, errMissingIndex) || errors.Is(err, errNotFoundDoc) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	var doc struct {
		Found bool `json:"found"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return false, fmt.Errorf("search: cannot decode a tombstone: %w", err)
	}
	return doc.Found, nil
}

// Gone reports a removed record.
func Gone(dataset, id string) *Error {
	return &Error{Code: CodeGone, Message: fmt.Sprintf("%s record %q was removed at the request of the people concerned; delete any copy you hold", dataset, id)}
}
