package qtext

import (
	"maps"
	"slices"
	"sync"

	"readapi"
	"readapi/mappings"
)

// What the terms q names say of the rows it does not name (search-
// extensions.md, "Relevance and q": a derived match is the first signal of
// what a row is):
//   - a term names its parent too: a genre is a genre of a kind ("caz" asks
//     for jazz concerts), so where q names a genre and no term of the
//     genre's parent vocabulary, the rows derived to another kind (a jazz
//     festival, which keeps its festival's genres) rank below, as those
//     derived to another genre do (otherTermFactor);
//   - a vocabulary's narrowing terms (the header's "narrows": children for
//     the audience) make a row a narrower thing than a q that names a kind,
//     a genre or a venue and none of that vocabulary's terms asks for: "New
//     Year party" ranks the New Year party for kids below the parties,
//     "teatr" the children's shows below the plays (narrowerFactor).

// narrowerFactor scales the rows derived to a narrowing term q does not
// ask for: below the rows q's words find alike (a name and the kind named,
// 3 + 3, halved, below a description and the kind, 1 + 3), above the rows
// that only mention a word of q.
const narrowerFactor = 0.5

// termRanking is what the derivation of a dataset says of its searched
// members, read once per dataset.
type termRanking struct {
	// parentMember maps a member whose vocabulary has parents to the
	// member of the parents' vocabulary; parentOf its terms' parents.
	parentMember map[string]string
	parentOf     map[string]map[string]string
	// narrows maps a member to the narrowing terms of its vocabulary.
	narrows map[string][]string
}

var rankingsOf sync.Map // *readapi.Dataset → termRanking

// termRankingOf returns d's termRanking (empty without a derivation).
func termRankingOf(d *readapi.Dataset) termRanking {
	if d == nil || d.Derivation == nil {
		return termRanking{}
	}
	if r, ok := rankingsOf.Load(d); ok {
		return r.(termRanking)
	}
	r := termRanking{parentMember: map[string]string{}, parentOf: map[string]map[string]string{}, narrows: map[string][]string{}}
	set := mappings.MustVocabularies()
	memberOf := map[string]string{}
	for _, s := range d.Derivation.Searched {
		memberOf[s.Vocabulary] = readapi.DerivedField + "." + s.Member
	}
	for _, s := range d.Derivation.Searched {
		v, m := set.Get(s.Vocabulary), memberOf[s.Vocabulary]
		if v == nil {
			continue
		}
		if len(v.Narrows) > 0 {
			r.narrows[m] = v.Narrows
		}
		if pm := memberOf[v.Parents]; pm != "" {
			r.parentMember[m] = pm
			r.parentOf[m] = map[string]string{}
			for _, t := range v.Terms {
				if t.Parent != "" {
					r.parentOf[m][t.ID] = t.Parent
				}
			}
		}
	}
	stored, _ := rankingsOf.LoadOrStore(d, r)
	return stored.(termRanking)
}

// rankTerms sets, from the terms q's groups name, the parent terms they
// imply (implied: by member, those of members q names no term of) and the
// narrowing terms q does not ask for (narrower): none when q names a term
// of their vocabulary or holds a word saying for whom.
func (c *qClasses) rankTerms(d *readapi.Dataset) {
	c.implied, c.narrower = nil, nil
	r := termRankingOf(d)
	named := map[string]bool{}
	asksThing := false
	for _, n := range c.named {
		if n == nil {
			continue
		}
		for m := range n.ids {
			named[m] = true
		}
		asksThing = asksThing || n.adds && !n.qualifies
	}
	for _, n := range c.named {
		if n == nil || !n.adds || n.qualifies {
			continue
		}
		for _, m := range slices.Sorted(maps.Keys(n.ids)) {
			pm := r.parentMember[m]
			if pm == "" || named[pm] {
				continue
			}
			for _, id := range n.ids[m] {
				if p := r.parentOf[m][id]; p != "" && !slices.Contains(c.implied[pm], p) {
					if c.implied == nil {
						c.implied = map[string][]string{}
					}
					c.implied[pm] = append(c.implied[pm], p)
				}
			}
		}
	}
	for i := range c.groups {
		// a word saying for whom (для детей) asks the audience too
		if c.first(i).forWhom {
			asksThing = false
		}
	}
	if !asksThing {
		return
	}
	for m, ids := range r.narrows {
		if !named[m] {
			if c.narrower == nil {
				c.narrower = map[string][]string{}
			}
			c.narrower[m] = ids
		}
	}
}

// narrowerFilter matches the rows derived to a narrowing term q does not
// ask for; nil when none.
func narrowerFilter(c qClasses) readapi.Clause {
	var any []readapi.Clause
	for _, m := range slices.Sorted(maps.Keys(c.narrower)) {
		any = append(any, readapi.Clause{"terms": readapi.Clause{m: c.narrower[m]}})
	}
	if len(any) == 0 {
		return nil
	}
	return readapi.Clause{"bool": readapi.Clause{"should": any}}
}

// contradictingClauses match, for each member whose terms contradict one
// another (SearchedTerms.Contradicts) and that a qualifying word of q
// names, the rows derived to other terms of it only: an event given in
// English for "на русском языке" (rankQualifiers scales them by
// conflictFactor).
func contradictingClauses(c qClasses) []readapi.Clause {
	asked := map[string][]string{}
	for _, n := range c.named {
		if n == nil || !n.qualifies {
			continue
		}
		for m := range n.contradicted {
			for _, id := range n.ids[m] {
				if !slices.Contains(asked[m], id) {
					asked[m] = append(asked[m], id)
				}
			}
		}
	}
	var out []readapi.Clause
	for _, m := range slices.Sorted(maps.Keys(asked)) {
		out = append(out, readapi.Clause{"bool": readapi.Clause{
			"filter":   []readapi.Clause{{"exists": readapi.Clause{"field": m}}},
			"must_not": []readapi.Clause{{"terms": readapi.Clause{m: asked[m]}}},
		}})
	}
	return out
}
