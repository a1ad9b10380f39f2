package qtext

import (
	"maps"
	"slices"
	"strings"
	"sync"
	"unicode"

	"readapi"
	"readapi/internal/vocab"
	"readapi/mappings"
	"readapi/mappings/language"
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
	// narrows maps a member to the narrowing terms of its vocabulary;
	// graded those of the Graded members, learners those of their
	// narrowing terms that say one learns the job.
	narrows, graded, learners map[string][]string
	// kinds maps a member of a Searched vocabulary that neither adds nor
	// qualifies (an occupation) to, per term, the terms that are kinds of
	// it, itself among them (kindsOf); headed to those whose labels name
	// it as their head (headKindsOf).
	kinds, headed map[string]map[string][]string
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
	r := termRanking{parentMember: map[string]string{}, parentOf: map[string]map[string]string{}, narrows: map[string][]string{}, graded: map[string][]string{}, learners: map[string][]string{}}
	set := mappings.MustVocabularies()
	r.kinds, r.headed = map[string]map[string][]string{}, map[string]map[string][]string{}
	for _, s := range d.Derivation.Searched {
		if v := set.Get(s.Vocabulary); v != nil && !s.Adds && !s.Qualifies {
			r.kinds[readapi.DerivedField+"."+s.Member] = kindsOf(v.Terms)
			r.headed[readapi.DerivedField+"."+s.Member] = headKindsOf(v.Terms)
		}
	}
	for _, g := range d.Derivation.Graded {
		if v := set.Get(g.Vocabulary); v != nil && len(v.Narrows) > 0 {
			r.graded[readapi.DerivedField+"."+g.Member] = v.Narrows
			if len(v.Learners) > 0 {
				r.learners[readapi.DerivedField+"."+g.Member] = v.Learners
			}
		}
	}
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

// kindsOf maps each term to the terms with a label or a word that holds
// every word of one of its labels (kindWord): a math teacher ("Riyaziyyat
// müəllimi", "Учитель математики") is a kind of teacher, a taxi driver of
// driver, a neurologist ("həkim-nevroloq") of doctor; an economist is no
// kind of accountant, though "İqtisadçı-mühasib" says both.
func kindsOf(terms []vocab.Term) map[string][]string {
	words := func(labels []string) [][]string {
		out := make([][]string, len(labels))
		for i, label := range labels {
			out[i] = labelWords(label)
		}
		return out
	}
	holds := func(title, label []string) bool {
		return len(label) > 0 && !slices.ContainsFunc(label, func(w string) bool { return !slices.ContainsFunc(title, kindWord(w)) })
	}
	labels, titles := make([][][]string, len(terms)), make([][][]string, len(terms))
	for i, t := range terms {
		labels[i] = words(t.Labels.All())
		titles[i] = words(append(t.Labels.All(), t.Words...))
	}
	out := map[string][]string{}
	for i, t := range terms {
		for j, k := range terms {
			if slices.ContainsFunc(titles[j], func(title []string) bool {
				return slices.ContainsFunc(labels[i], func(label []string) bool { return holds(title, label) })
			}) {
				out[t.ID] = append(out[t.ID], k.ID)
			}
		}
	}
	return out
}

// headKindsOf maps each term to the other terms whose label in a language
// ends (Azerbaijani, English) or starts (Russian) with the words of the
// term's label in that language, its head: "Taksi sürücüsü", "Водитель
// такси" and "Taxi driver" are a driver, "Kindergarten teacher" a teacher;
// "Elektrik mühəndisi" and "Инженер-электрик" are no electrician, though
// they hold its word (kindsOf).
func headKindsOf(terms []vocab.Term) map[string][]string {
	headed := func(kind, head []string, last bool) bool {
		n := len(head)
		if n == 0 || len(kind) <= n {
			return false
		}
		if last {
			kind = kind[len(kind)-n:]
		}
		for i, w := range head {
			if !kindWord(w)(kind[i]) {
				return false
			}
		}
		return true
	}
	az, en, ru := make([][]string, len(terms)), make([][]string, len(terms)), make([][]string, len(terms))
	for i, t := range terms {
		az[i], en[i], ru[i] = labelWords(t.Labels.AZ), labelWords(t.Labels.EN), labelWords(t.Labels.RU)
	}
	out := map[string][]string{}
	for i, t := range terms {
		for j, k := range terms {
			if headed(az[j], az[i], true) || headed(en[j], en[i], true) || headed(ru[j], ru[i], false) {
				out[t.ID] = append(out[t.ID], k.ID)
			}
		}
	}
	return out
}

// labelWords are the folded words of a label, its letters and digits.
func labelWords(label string) []string {
	return strings.FieldsFunc(language.Fold(label), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// kindWord reports whether a folded word of a kind's label is w, or w with
// an Azerbaijani possessive ending (müəllim, müəllimi; sürücü, sürücüsü).
func kindWord(w string) func(string) bool {
	return func(o string) bool {
		rest, ok := strings.CutPrefix(o, w)
		return ok && (rest == "" || slices.Contains(possessiveEndings, rest))
	}
}

// possessiveEndings are the Azerbaijani possessive endings of a folded
// word (after folding ı and i, ü and u are alike).
var possessiveEndings = []string{"i", "u", "si", "su"}

// rankOccupations sets, from the terms named (q's own, or those its
// corrections name), the levels q does not ask for (unasked, learners) and
// the occupations q names with their kinds (own).
func (c *qClasses) rankOccupations(named []*namedTerms, r termRanking) {
	names := *c
	names.named = named
	c.unasked = names.unaskedLevels(r)
	c.learners = nil
	for m := range c.unasked {
		if ids := r.learners[m]; len(ids) > 0 {
			if c.learners == nil {
				c.learners = map[string][]string{}
			}
			c.learners[m] = ids
		}
	}
	c.own = names.ownKinds(r)
}

// ownKinds returns, by member that neither adds nor qualifies (an
// occupation), the terms q's words name there and the kinds of them
// (kindsOf); nil when q names none.
func (c *qClasses) ownKinds(r termRanking) map[string][]string {
	var out map[string][]string
	for _, named := range c.named {
		if !named.namesOccupation() {
			continue
		}
		for m, ids := range named.ids {
			for _, id := range ids {
				for _, k := range r.kinds[m][id] {
					if out == nil {
						out = map[string][]string{}
					}
					if !slices.Contains(out[m], k) {
						out[m] = append(out[m], k)
					}
				}
			}
		}
	}
	return out
}

// namedKinds returns, per group, by member, the terms whose labels name
// as their head (headKindsOf) a term its word names in a member that
// neither adds nor qualifies (an occupation): the taxi and the personal
// driver for "sürücü", whose postings "Таксист" and "Шәхси сүрүчү" say no
// word of it; nil for a group that names none.
func (c *qClasses) namedKinds(r termRanking) []map[string][]string {
	out := make([]map[string][]string, len(c.named))
	for i, named := range c.named {
		if !named.namesOccupation() {
			continue
		}
		for m, ids := range named.ids {
			for _, id := range ids {
				for _, k := range r.headed[m][id] {
					if slices.Contains(ids, k) || slices.Contains(out[i][m], k) {
						continue
					}
					if out[i] == nil {
						out[i] = map[string][]string{}
					}
					out[i][m] = append(out[i][m], k)
				}
			}
		}
	}
	return out
}

// otherOccupationClauses match the rows derived to a term of a member
// that neither adds nor qualifies (an occupation) that is none of the
// terms q names there nor a kind of them (qClasses.own): "İqtisadçı-
// mühasib", an economist's posting, for "mühasib"; nil when q names none.
func otherOccupationClauses(c qClasses) []readapi.Clause {
	var any []readapi.Clause
	for _, m := range slices.Sorted(maps.Keys(c.own)) {
		any = append(any, readapi.Clause{"bool": readapi.Clause{
			"filter":   []readapi.Clause{{"exists": readapi.Clause{"field": m}}},
			"must_not": []readapi.Clause{{"terms": readapi.Clause{m: c.own[m]}}},
		}})
	}
	return any
}

// unaskedLevels returns, by Graded member, its narrowing terms when q
// names a term that neither adds nor qualifies (an occupation) and no word
// or run of q (runSays) says a value of the dimension that member derives
// (language.Dimension.Derived: "baş", "junior", "стажер", "без опыта");
// nil otherwise.
func (c *qClasses) unaskedLevels(r termRanking) map[string][]string {
	if len(r.graded) == 0 || !slices.ContainsFunc(c.named, (*namedTerms).namesOccupation) {
		return nil
	}
	said := map[string]bool{}
	for _, terms := range c.terms {
		for _, w := range terms {
			if w.says {
				said[readapi.DerivedField+"."+c.lang.Dimensions[w.value.Dim].Derived] = true
			}
		}
	}
	for _, at := range c.runSays {
		said[readapi.DerivedField+"."+c.lang.Dimensions[at.Dim].Derived] = true
	}
	var out map[string][]string
	for m, ids := range r.graded {
		if !said[m] {
			if out == nil {
				out = map[string][]string{}
			}
			out[m] = ids
		}
	}
	return out
}

// unaskedLevelFactor scales the rows derived to a level q does not ask
// for: a mild factor, which orders the rows that match alike (a chief
// accountant below the accountants that say "Mühasib" as plainly) and
// never crosses from one field or way of matching to the next (the
// closest tiers lie 0.97 apart: a typo and a corrected word).
const unaskedLevelFactor = 0.98

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
