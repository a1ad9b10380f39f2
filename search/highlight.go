package search

import (
	"readapi"
)

// Highlight markup: the text is HTML-escaped, matched terms wrapped in
// <mark>; at most highlightFragments fragments of about highlightSize
// characters per field.
const (
	highlightFragments = 3
	highlightSize      = 160
)

// highlightClause asks OpenSearch for marked fragments of the dataset's
// highlighted fields. The fast vector highlighter (the fields store term
// vectors) merges the matches of a field's subfields, so stemmed, synonym
// and typo matches are marked in the text as published. Each hit then
// carries "highlight": {field: [fragment, ...]}, only for fields with a
// match.
func highlightClause(d *readapi.Dataset) readapi.Clause {
	fields := readapi.Clause{}
	for _, f := range d.Highlight {
		matched := append([]string{f}, subfields(f, stemSubfields)...)
		for _, s := range d.Synonyms {
			if s == f {
				matched = append(matched, f+"."+synonymSubfield)
			}
		}
		fields[f] = readapi.Clause{"matched_fields": matched}
	}
	return readapi.Clause{
		"type": "fvh", "pre_tags": []string{"<mark>"}, "post_tags": []string{"</mark>"}, "encoder": "html",
		"number_of_fragments": highlightFragments, "fragment_size": highlightSize, "fields": fields,
	}
}
