package qtext

import (
	"readapi"
	"readapi/mappings/language"
)

// A qualifier of q that a denial word follows ("kassir gecə növbəsi
// olmayan", "sürücü gecə növbəsi yoxdur", "taksi sürücüsü öz maşını
// olmayan": [denial words] of mappings/language/jobs.txt) asks for a
// posting without it. With order=relevance the denial word need not match
// (it is soft, listed in meta.relaxed, and holds nothing), the qualifier
// asks for no value of its dimension, a posting that denies it ("Gecə
// növbəsi yoxdur": negation.go) scores qualifierFactor times what it would
// and one that holds it conflictFactor times, below the postings that
// leave it unsaid. Under another order nothing is soft: every word must
// match as typed.

// maxDenied is how many soft groups before a denial word it denies: a
// qualifier of two words (gecə növbəsi, öz maşını), not a qualifier before
// it (kassir xanım gecə olmayan).
const maxDenied = 2

// denials marks the denial words of a plain q that follow a soft group
// outside a run stating a value with them ("təcrübəsi olmayan" states no
// experience: valueruns.go), and the soft groups before each, up to
// maxDenied, back to the first that is not soft.
func (c *qClasses) denials() {
	c.denied, c.denier = make([]bool, len(c.groups)), make([]bool, len(c.groups))
	if !c.plain || len(c.lang.Denials) == 0 {
		return
	}
	for i := 1; i < len(c.groups); i++ {
		if !c.single(i) || c.soft[i] || !c.lang.Denials[language.Fold(c.words[i])] || !c.soft[i-1] || c.inValueRun(i) {
			continue
		}
		c.denier[i], c.soft[i] = true, true
		for j := i - 1; j >= 0 && j >= i-maxDenied && c.soft[j] && !c.denier[j]; j-- {
			c.denied[j] = true
		}
	}
}

// inValueRun reports whether group i stands in a run of runSays.
func (c *qClasses) inValueRun(i int) bool {
	for run := range c.runSays {
		if i >= run.start && i < run.start+run.size {
			return true
		}
	}
	return false
}

// deniedQualifiers is what ranks the rows for a denied qualifier held by
// held and denied by negated (negatedClause, nil when the language knows
// no negation): the rows holding it, less those denying it, scored
// conflictFactor times; those denying it qualifierFactor times.
func deniedQualifiers(held, negated readapi.Clause) []qualifier {
	out := []qualifier{{held: withoutNegated(held, negated), factor: conflictFactor}}
	if negated != nil {
		out = append(out, qualifier{held: negated, factor: qualifierFactor})
	}
	return out
}
