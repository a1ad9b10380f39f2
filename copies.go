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
