package main

import (
	"fmt"
	"sort"
	"strings"
)

// placeScore measures place by consistency with the labeller's venue keys:
// a derived id stands for one venue when it maps one-to-one to a key.
type placeScore struct {
	given, consistent, labelled, covered int
	// unmerged counts the rows given a place that stands for their
	// labeller venue only (no merge; a split may remain): no row has
	// another venue's place.
	unmerged int
	// known and knownConsistent count the rows given a venue of the
	// gazetteer (not an open venue.id).
	known, knownConsistent int
	problems               []string
}

func (p placeScore) counts() string {
	return fmt.Sprintf("consistent %d of %d given; no other venue's place: %d of %d (%s); %d of %d labelled covered; gazetteer venues: consistent %d of %d (%s)",
		p.consistent, p.given, p.unmerged, p.given, eventRatio(p.unmerged, p.given), p.covered, p.labelled, p.knownConsistent, p.known, eventRatio(p.knownConsistent, p.known))
}

// scorePlaces: a row given a place is consistent when the labeller gave it
// a venue, no row of another labeller venue is given its place (no merge)
// and no row of its labeller venue is given another place (no split).
func scorePlaces(events []labelledEvent, gazetteer func(id string) bool) placeScore {
	const none = "(no venue)"
	labelsOf := map[string]map[string]int{} // derived id: labeller key: rows
	idsOf := map[string]map[string]int{}    // labeller key: derived id: rows
	add := func(m map[string]map[string]int, a, b string) {
		if m[a] == nil {
			m[a] = map[string]int{}
		}
		m[a][b]++
	}
	var p placeScore
	for _, e := range events {
		d, l := e.derived.Place, e.label.Venue
		if l != nil {
			p.labelled++
		}
		if d == nil {
			continue
		}
		p.given++
		if l == nil {
			add(labelsOf, *d, none)
			continue
		}
		p.covered++
		add(labelsOf, *d, *l)
		add(idsOf, *l, *d)
	}
	for _, e := range events {
		d, l := e.derived.Place, e.label.Venue
		known := d != nil && gazetteer(*d)
		if known {
			p.known++
		}
		if d != nil && l != nil && len(labelsOf[*d]) == 1 {
			p.unmerged++
		}
		if d != nil && l != nil && len(labelsOf[*d]) == 1 && len(idsOf[*l]) == 1 {
			p.consistent++
			if known {
				p.knownConsistent++
			}
		}
	}
	for _, d := range sortedKeys(labelsOf) {
		if len(labelsOf[d]) > 1 {
			p.problems = append(p.problems, fmt.Sprintf("merge: place %s is given to the labeller venues %s", d, tally(labelsOf[d])))
		}
	}
	for _, l := range sortedKeys(idsOf) {
		if len(idsOf[l]) > 1 {
			p.problems = append(p.problems, fmt.Sprintf("split: labeller venue %s is given the places %s", l, tally(idsOf[l])))
		}
	}
	return p
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func tally(m map[string]int) string {
	var parts []string
	for _, k := range sortedKeys(m) {
		parts = append(parts, fmt.Sprintf("%s (%d)", k, m[k]))
	}
	return strings.Join(parts, ", ")
}
