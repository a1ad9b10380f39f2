package search

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"readapi"
	"readapi/internal/dupes"
)

// Facets under collapse=duplicates count groups: a group counts once
// under each value that any of its selected copies holds, and a row
// outside any group counts once, as without collapse.
//
// Where the copies a facet's filters select within a group can depend
// only on active (no q; no other filter on a field that varies across the
// group, dupes.VariesField), a group holds a value among its selected
// copies exactly when its lead for (mode, facet) holding that value is
// selected (dupes.Flags), so one terms aggregation over the rows that are
// outside groups or such leads counts them (leadRows). The groups where a
// filtered field varies (none when no field but active is filtered), and
// any stored without flags, are counted as below, by their (group, value)
// pairs, and only they (a search that finds nothing when there are none).
//
// Otherwise (q, a facet whose values are grouped for the request, a
// filter the flags cannot vouch for) each facet is counted by two
// searches over its (disjunctive) selection:
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
// All are exact by construction on any number of shards.

// facetRows are the rows of a facet's selection that one search counts.
type facetRows int

const (
	everyRow facetRows = iota
	outsideGroups
	inGroups
	// leadRows: the rows outside groups and the leads of the groups
	// whose filtered fields do not vary (groupSplit).
	leadRows
)

// groupSplit says how a facet's selection under collapse splits between
// the leads and the (group, value) pairs: the mode its filter on active
// selects, and the fields its other filters read (a group where one of
// them varies is counted by its pairs).
type groupSplit struct {
	mode dupes.Mode
	vary []string
}

// splitGroups returns the split of the rows the filters select, false when
// the flags cannot count them: q is among them, or a filter whose fields
// are unknown or not recorded as varying or not.
func (q *Query) splitGroups(filters []readapi.Clause) (*groupSplit, bool) {
	if len(q.textAt) > 0 {
		return nil, false
	}
	s := &groupSplit{mode: dupes.ModeAll}
	fields := map[string]bool{}
	for _, c := range filters {
		if active, ok := activeTerm(c); ok && s.mode == dupes.ModeAll {
			s.mode = dupes.ModeInactive
			if active {
				s.mode = dupes.ModeActive
			}
			continue
		}
		if !clauseFields(c, fields) {
			return nil, false
		}
	}
	recorded := q.Dataset.VaryFields()
	for name := range fields {
		if !slices.Contains(recorded, name) {
			return nil, false
		}
		s.vary = append(s.vary, name)
	}
	slices.Sort(s.vary)
	return s, true
}

// activeTerm reports whether c is the filter active=true or active=false,
// and which.
func activeTerm(c readapi.Clause) (bool, bool) {
	term, ok := c["term"].(readapi.Clause)
	if len(c) != 1 || !ok || len(term) != 1 {
		return false, false
	}
	v, ok := term["active"].(bool)
	return v, ok
}

// clauseFields adds to fields the top-level fields the filter clause c
// reads; false when c holds a query it does not know.
func clauseFields(c any, fields map[string]bool) bool {
	switch x := c.(type) {
	case []readapi.Clause:
		for _, y := range x {
			if !clauseFields(y, fields) {
				return false
			}
		}
		return true
	case []any:
		for _, y := range x {
			if !clauseFields(y, fields) {
				return false
			}
		}
		return true
	case readapi.Clause:
		for kind, body := range x {
			inner, ok := body.(readapi.Clause)
			if !ok {
				return false
			}
			switch kind {
			case "term", "terms", "range", "wildcard", "prefix":
				for path := range inner {
					if path != "boost" {
						top, _, _ := strings.Cut(path, ".")
						fields[top] = true
					}
				}
			case "exists":
				path, ok := inner["field"].(string)
				if !ok {
					return false
				}
				top, _, _ := strings.Cut(path, ".")
				fields[top] = true
			case "bool":
				for key, sub := range inner {
					switch key {
					case "filter", "must", "should", "must_not":
						if !clauseFields(sub, fields) {
							return false
						}
					case "minimum_should_match", "boost":
					default:
						return false
					}
				}
			default:
				return false
			}
		}
		return true
	}
	return false
}

// filters adds to a facet's clauses the one selecting the rows r counts
// (split: nil, or the split of the facet's selection; facet "": the
// groups themselves, as count=true counts them).
func (r facetRows) filters(clauses []readapi.Clause, split *groupSplit, facet string) []readapi.Clause {
	exists := readapi.Clause{"exists": readapi.Clause{"field": dupes.GroupField}}
	switch r {
	case outsideGroups:
		return append(clauses, readapi.Clause{"bool": readapi.Clause{"must_not": []readapi.Clause{exists}}})
	case inGroups:
		if split != nil {
			clauses = append(clauses, split.tangled())
		}
		return append(clauses, exists)
	case leadRows:
		entry := dupes.Lead(split.mode)
		if facet != "" {
			entry = dupes.FacetLead(split.mode, facet)
		}
		lead := readapi.Clause{"term": readapi.Clause{dupes.LeadsField: entry}}
		if len(split.vary) > 0 {
			lead = readapi.Clause{"bool": readapi.Clause{"filter": []readapi.Clause{lead},
				"must_not": []readapi.Clause{{"terms": readapi.Clause{dupes.VariesField: split.vary}}}}}
		}
		return append(clauses, readapi.Clause{"bool": readapi.Clause{"should": []readapi.Clause{
			{"bool": readapi.Clause{"must_not": []readapi.Clause{exists}}}, lead}, "minimum_should_match": 1}})
	}
	return clauses
}

// tangled selects the rows the leads cannot count: of groups where a
// filtered field varies, or stored without flags (no dup_varies, which on
// a flagged copy always lists at least id: an index written before them,
// which therefore still counts exactly, only slower).
func (s *groupSplit) tangled() readapi.Clause {
	should := []readapi.Clause{{"bool": readapi.Clause{"must_not": []readapi.Clause{{"exists": readapi.Clause{"field": dupes.VariesField}}}}}}
	if len(s.vary) > 0 {
		should = append(should, readapi.Clause{"terms": readapi.Clause{dupes.VariesField: s.vary}})
	}
	return readapi.Clause{"bool": readapi.Clause{"should": should, "minimum_should_match": 1}}
}

// selection are the clauses of the rows the facet search counts.
func (s *FacetSearch) selection() []readapi.Clause {
	f := s.q.Facets[s.i]
	return s.rows.filters(s.q.facetFilters(f), s.split, f.Name)
}

// collapseFacetSearches are the searches counting facet i under collapse.
func (q *Query) collapseFacetSearches(i int) []*FacetSearch {
	f := q.Facets[i]
	if split, ok := q.splitGroups(q.facetFilters(f)); ok && f.HasLeads() {
		return []*FacetSearch{{q: q, i: i, rows: leadRows, split: split},
			{q: q, i: i, rows: inGroups, split: split, groups: &groupCounter{}}}
	}
	return []*FacetSearch{{q: q, i: i, rows: outsideGroups}, {q: q, i: i, rows: inGroups, groups: &groupCounter{}}}
}

// whole reports whether the search alone counts its facet: every row
// without collapse.
func (s *FacetSearch) whole() bool { return s.rows == everyRow }

// facetGroupsBody is a page of the composite aggregation "v" over the
// (group, value) pairs of the facet's selected rows that are in a group,
// after the key after (nil: the first page).
func (s *FacetSearch) facetGroupsBody(after json.RawMessage) ([]byte, error) {
	sources := []readapi.Clause{
		{"g": readapi.Clause{"terms": readapi.Clause{"field": dupes.GroupField}}},
		{"v": readapi.Clause{"terms": readapi.Clause{"field": s.q.Facets[s.i].Field}}},
	}
	return compositeScanBody(s.selection(), sources, after)
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
