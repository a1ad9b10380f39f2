package qtext

import "readapi"

// Retired rows (jobs): the retirement pass sets active to false on a
// posting its source no longer publishes (api-spec.md, "Job active"); the
// default collection still lists it. Under order=relevance a retired row
// scores retiredFactor times what it would: a searcher applies to the
// postings still published, so a retired "Mühasib" follows the live
// accountants matched through a synonym (3 × 0.7 = 2.1 < 3 × 0.8), and
// still precedes the postings that name the job only in their body. Other
// orders are untouched, and so is what is selected.

// retiredFactor scales the score of a retired row.
const retiredFactor = 0.7

// retiredField is the flag a retiring dataset's rows carry
// (readapi.Dataset.Write.Retires; dataset.go checks the field is there).
const retiredField = "active"

// rankRetired lowers the score of the retired rows of a dataset that
// retires rows, by one more factor of c's own layer when c multiplies its
// score already (multiplied); c as it is for another dataset.
func rankRetired(d *readapi.Dataset, c readapi.Clause) readapi.Clause {
	if d == nil || !d.Write.Retires {
		return c
	}
	retired := readapi.Clause{"term": readapi.Clause{retiredField: false}}
	return multiplied(c, []readapi.Clause{{"filter": retired, "weight": retiredFactor}})
}
