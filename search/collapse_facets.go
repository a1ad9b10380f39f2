package search

import (
	"encoding/json"
	"fmt"

	"readapi"
	"readapi/internal/dupes"
)

// Facets under collapse=duplicates count groups: a group counts once
// under each value that any of its selected copies holds, and a row
// outside any group counts once, as without collapse. Each facet is
// counted by two searches over its (disjunctive) selection:
//
//   - the rows without dup_group: the facet's terms aggregation, as
//     without collapse (and its composite scan when the answer is not
//     certain); every value is needed, since the first values of one part
//     are not those of the sum;
//   - the rows with dup_group: a composite aggregation over (dup_group,
//     value), paged to the end. Each bucket is one group holding one value
//     among its selected copies; buckets come group by group, so the
//     distinct values of a group (after the facet's grouping of values,
//     source_type) are counted once each with the memory of one group.
//
// Both are exact by construction on any number of shards.

// facetRows are the rows of a facet's selection that one search counts.
type facetRows int

const (
	everyRow facetRows = iota
	outsideGroups
	inGroups
)

// filters adds to a facet's clauses the one selecting its rows.
func (r facetRows) filters(clauses []readapi.Clause) []readapi.Clause {
	exists := readapi.Clause{"exists": readapi.Clause{"field": dupes.GroupField}}
	switch r {
	case outsideGroups:
		return append(clauses, readapi.Clause{"bool": readapi.Clause{"must_not": []readapi.Clause{exists}}})
	case inGroups:
		return append(clauses, exists)
	}
	return clauses
}

// facetGroupsBody is a page of the composite aggregation "v" over the
// (group, value) pairs of facet i's selected rows that are in a group,
// after the key after (nil: the first page).
func (q *Query) facetGroupsBody(i int, after json.RawMessage) ([]byte, error) {
	sources := []readapi.Clause{
		{"g": readapi.Clause{"terms": readapi.Clause{"field": dupes.GroupField}}},
		{"v": readapi.Clause{"terms": readapi.Clause{"field": q.Facets[i].Field}}},
	}
	return compositeScanBody(inGroups.filters(q.facetFilters(q.Facets[i])), sources, after)
}

// groupCounter counts groups under the values of one facet, from (group,
// value) pairs that arrive group by group.
type groupCounter struct {
	group string
	// seen are the values (their JSON text after grouping) counted for the
	// current group.
	seen map[string]bool
	// at is where each value's count is in counts; a count's Value is the
	// first stored value seen that groups to it, so that FacetJSON groups it
	// to the same value again.
	at     map[string]int
	counts []FacetCount
}

// add counts the pair (group, value), value as stored; show maps it to
// the value shown.
func (c *groupCounter) add(group string, value any, show func(string) string) {
	if group != c.group || c.seen == nil {
		c.group, c.seen = group, map[string]bool{}
	}
	shown := value
	if s, ok := value.(string); ok && show != nil {
		shown = show(s)
	}
	text := string(valueJSON(shown))
	if c.seen[text] {
		return
	}
	c.seen[text] = true
	if c.at == nil {
		c.at = map[string]int{}
	}
	i, ok := c.at[text]
	if !ok {
		i = len(c.counts)
		c.at[text] = i
		c.counts = append(c.counts, FacetCount{Value: value})
	}
	c.counts[i].Count++
}

// readGroups reads a page of facetGroupsBody and reports whether another
// follows.
func (s *FacetSearch) readGroups(answer []byte) (more bool, err error) {
	f := s.q.Facets[s.i]
	var page struct {
		Aggregations struct {
			V struct {
				AfterKey json.RawMessage `json:"after_key"`
				Buckets  []struct {
					Key struct {
						G string          `json:"g"`
						V json.RawMessage `json:"v"`
					} `json:"key"`
				} `json:"buckets"`
			} `json:"v"`
		} `json:"aggregations"`
	}
	if err := json.Unmarshal(answer, &page); err != nil {
		return false, fmt.Errorf("search: cannot decode the groups of the %s facet: %w", f.Name, err)
	}
	v := page.Aggregations.V
	for _, bucket := range v.Buckets {
		value, err := facetValue(f.Kind, bucket.Key.V)
		if err != nil {
			return false, err
		}
		s.groups.add(bucket.Key.G, value, f.group)
	}
	if len(v.Buckets) < FacetScanSize || v.AfterKey == nil {
		return false, nil
	}
	s.after = v.AfterKey
	return true, nil
}

// result is what the search counted, once it read its last answer.
func (s *FacetSearch) result() []FacetCount {
	if s.groups != nil {
		return s.groups.counts
	}
	return s.counts
}
