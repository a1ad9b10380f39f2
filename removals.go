package readapi

import (
	"fmt"
)

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
		Fixed:        []Clause{Term("dataset", d.Name)},
		Sorts:        []string{"removed_at"},
		DefaultOrder: "removed_at",
		ListPaths:    []string{"/" + d.Name + "/removed"},
		Common:       []string{"limit", "cursor", "count"},
	}
}

// Gone reports a removed record.
func Gone(dataset, id string) *Error {
	return &Error{Code: CodeGone, Message: fmt.Sprintf("%s record %q was removed at the request of the people concerned; delete any copy you hold", dataset, id)}
}
