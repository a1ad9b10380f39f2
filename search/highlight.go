package search

import (
	"bytes"
	"encoding/json"

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

// highlights gathers the marked fragments of hits into one object keyed by
// row id ({} when no row matched in a highlighted field).
func highlights(d *readapi.Dataset, hits []Hit) (json.RawMessage, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for _, h := range hits {
		if len(h.Highlight) == 0 || bytes.Equal(h.Highlight, []byte("{}")) {
			continue
		}
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		id, _ := json.Marshal(h.ID)
		b.Write(id)
		b.WriteByte(':')
		b.Write(h.Highlight)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}
