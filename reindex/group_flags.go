package reindex

import (
	"encoding/json"
	"strings"

	"readapi"
	"readapi/internal/dupes"
)

// The flags of the copies of a group (dupes.Flags): which fields vary
// across the group, which copy leads for each mode and facet value, and
// the group's ids in canonical order,
// computed wherever the groups are (a load's snapshot, a regrouping of
// blocks) from the rows' own top-level values.

// flagKeys are the top-level keys the flags of dataset d read.
func flagKeys(d *readapi.Dataset) []string {
	keys := d.VaryFields()
	for _, f := range d.Facets {
		top, _, _ := strings.Cut(f.Field, ".")
		keys = append(keys, top)
	}
	return keys
}

// flagMember is what the flags read of a row: its rank and state, and its
// top-level values raw (vary: d.VaryFields()).
func flagMember(d *readapi.Dataset, vary []string, rank int, active bool, raw map[string]json.RawMessage) dupes.Member {
	m := dupes.Member{Rank: rank, Active: active, Fields: make(map[string]string, len(vary)), Facets: map[string]string{}}
	for _, name := range vary {
		m.Fields[name] = rawText(raw[name])
	}
	decoded := map[string]any{}
	for _, f := range d.Facets {
		if !f.HasLeads() {
			continue
		}
		if v, ok := facetValueOf(raw, decoded, f.Field); ok {
			m.Facets[f.Name] = v
		}
	}
	return m
}

// rawText is a raw value's JSON text as written; "" for an absent or null
// value. Two spellings of one value (spacing, escapes) count as different,
// which only sends that group's counting to the exact path that reads its
// copies.
func rawText(raw json.RawMessage) string {
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	return string(raw)
}

// facetValueOf is the value a facet on the index field path counts for a
// row: the path's first segment is a top-level key, the next ones its
// members, and a segment past a string or boolean names a subfield of it
// (company.name.raw is company.name); decoded keeps the top-level values
// decoded so far. A string counts as itself, a boolean
// as true or false; anything else (absent, null) counts nothing.
func facetValueOf(raw map[string]json.RawMessage, decoded map[string]any, path string) (string, bool) {
	segments := strings.Split(path, ".")
	v, ok := decoded[segments[0]]
	if !ok {
		if json.Unmarshal(raw[segments[0]], &v) != nil {
			return "", false
		}
		decoded[segments[0]] = v
	}
	for _, s := range segments[1:] {
		obj, ok := v.(map[string]any)
		if !ok {
			break
		}
		v = obj[s]
	}
	switch x := v.(type) {
	case string:
		return x, true
	case bool:
		if x {
			return "true", true
		}
		return "false", true
	}
	return "", false
}

// GroupFlags are the flags a row of a group stores beside its assignment.
type GroupFlags struct {
	Varies, Leads []string
	// Members are the group's ids in canonical order (nil for a group of
	// more than dupes.MaxMembers); Actives how many of them are active.
	Members []string
	Actives int
}

// fields are the flags' helper fields and their values.
func (g GroupFlags) fields() ([]string, []any) {
	var members any
	if g.Members != nil {
		members = g.Members
	}
	return []string{dupes.VariesField, dupes.LeadsField, dupes.MembersField, dupes.ActivesField},
		[]any{nonNil(g.Varies), nonNil(g.Leads), members, g.Actives}
}

// GroupedFlags computes the flags of the rows in groups of two or more
// (the writers store them; a test fixture that writes groups itself too):
// assignments are dupes.Group's answer for rows (each row's top-level
// values, raw) and actives their states; it returns, in the same order,
// each row's flags (zero for a row alone).
func GroupedFlags(d *readapi.Dataset, assignments []dupes.Assignment, actives []bool, rows []map[string]json.RawMessage) []GroupFlags {
	out := make([]GroupFlags, len(rows))
	byGroup := map[string][]int{}
	for i, a := range assignments {
		if a.Size > 1 {
			byGroup[a.Group] = append(byGroup[a.Group], i)
		}
	}
	vary := d.VaryFields()
	for _, at := range byGroup {
		members := make([]dupes.Member, len(at))
		ids := make([]string, len(at))
		n := 0
		for j, i := range at {
			members[j] = flagMember(d, vary, assignments[i].Rank, actives[i], rows[i])
			ids[assignments[i].Rank] = assignments[i].ID
			if actives[i] {
				n++
			}
		}
		if len(ids) > dupes.MaxMembers {
			ids = nil
		}
		v, l := dupes.Flags(members)
		for j, i := range at {
			out[i] = GroupFlags{Varies: nonNil(v), Leads: nonNil(l[j]), Members: ids, Actives: n}
		}
	}
	return out
}

// nonNil is s, or an empty list for none: a grouped row stores [] where a
// row alone stores nothing.
func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
