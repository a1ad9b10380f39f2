package dupes

import (
	"slices"
	"strings"
)

// Flags of a group's copies, stored beside them so that a read counts
// groups with the plain aggregations of rows. When the copies a filter
// selects within a group depend only on active (every other filtered field
// holds one value across the group), the group's selected copies are its
// active ones, its retired ones or all of them (a Mode), and the group
// holds a value of a facet among them exactly when the best-ranked copy of
// the mode holding that value (its lead) is selected. So a facet's group
// count for a value is the number of selected rows that are ungrouped or
// lead for (mode, facet) holding it, and the number of groups is the number
// of selected rows that are ungrouped or lead for the mode.
const (
	// VariesField lists, on every copy of a group of two or more, the
	// top-level fields whose values are not the same across the group.
	VariesField = "dup_varies"
	// LeadsField lists what a copy leads: "MODE" when it comes first in
	// its group among the copies of the mode, "MODE/FACET" when it comes
	// first among the copies of the mode holding its value of the facet.
	LeadsField = "dup_leads"
	// MembersField lists, on every copy of a group of at most MaxMembers,
	// the ids of the group's copies in canonical order, so that a page
	// returning a lead knows the copies it stands for without reading them.
	MembersField = "dup_members"
	// ActivesField is, on every copy of a group, how many of its copies
	// are active (they come first in MembersField).
	ActivesField = "dup_actives"
)

// MaxMembers is the largest group whose copies store MembersField.
const MaxMembers = 100

// Mode is the part of a group that a filter on active alone selects.
type Mode string

// The modes: no filter on active, active=true, active=false.
const (
	ModeAll      Mode = "all"
	ModeActive   Mode = "active"
	ModeInactive Mode = "inactive"
)

// Modes lists the modes.
var Modes = []Mode{ModeAll, ModeActive, ModeInactive}

// holds reports whether a copy of the given state is in the mode.
func (m Mode) holds(active bool) bool {
	return m == ModeAll || (m == ModeActive) == active
}

// Lead is the LeadsField entry of the copy that comes first in the mode.
func Lead(m Mode) string { return string(m) }

// FacetLead is the LeadsField entry of the copy that comes first in the
// mode among those holding its value of the facet.
func FacetLead(m Mode, facet string) string { return string(m) + "/" + facet }

// Member is what the flags read of one copy of a group.
type Member struct {
	// Rank is the copy's place in its group's canonical order.
	Rank   int
	Active bool
	// Fields are the copy's values of the fields whose variation the group
	// records (their JSON text; a field absent or null is "").
	Fields map[string]string
	// Facets are the copy's values of each facet (as the facet counts
	// them); a facet the copy has no value of is absent.
	Facets map[string]string
}

// Flags returns the fields whose values vary across a group's members
// (every member of one group) and each member's lead entries, in the order
// of members; both sorted.
func Flags(members []Member) (varies []string, leads [][]string) {
	fields := map[string]bool{}
	for _, m := range members {
		for name := range m.Fields {
			fields[name] = true
		}
	}
	for name := range fields {
		for _, m := range members[1:] {
			if m.Fields[name] != members[0].Fields[name] {
				varies = append(varies, name)
				break
			}
		}
	}
	slices.Sort(varies)
	order := make([]int, len(members))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return members[a].Rank - members[b].Rank })
	leads = make([][]string, len(members))
	for _, mode := range Modes {
		first := true
		seen := map[string]bool{} // facet + "\x00" + value
		for _, i := range order {
			m := members[i]
			if !mode.holds(m.Active) {
				continue
			}
			if first {
				leads[i] = append(leads[i], Lead(mode))
				first = false
			}
			for facet, value := range m.Facets {
				key := facet + "\x00" + value
				if !seen[key] {
					seen[key] = true
					leads[i] = append(leads[i], FacetLead(mode, facet))
				}
			}
		}
	}
	for i := range leads {
		slices.SortFunc(leads[i], strings.Compare)
	}
	return varies, leads
}
