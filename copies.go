package readapi

import "readapi/internal/dupes"

// CopiesPath is the path of the other copies of one record
// (/jobs/{id}/copies) on a dataset that groups the copies of its records
// (it stores the dup_block helper, see internal/dupes); "" elsewhere.
func (d *Dataset) CopiesPath() string {
	if !d.HasHelper(dupes.BlockField) || len(d.ItemPaths) == 0 {
		return ""
	}
	return d.ItemPaths[0] + "/copies"
}

// SimilarPath is the path of the records most like one
// (/jobs/{id}/similar), beside CopiesPath; "" elsewhere.
func (d *Dataset) SimilarPath() string {
	if p := d.CopiesPath(); p != "" {
		return d.ItemPaths[0] + "/similar"
	}
	return ""
}

// Bounds of the similar records' limit.
const (
	DefaultSimilarLimit = 10
	MaxSimilarLimit     = 50
)
