package qtext

import (
	"slices"
	"strings"
	"unicode"

	"readapi/mappings/language"
)

// Years of experience said in q (опыт от 3 лет бухгалтер, 3 il təcrübəli
// mühasib, təcrübə 2 ildən, 5 years experience): a number and a word of
// [year words] after it (mappings/language/jobs.txt). With order=relevance
// both need not match and hold nothing: the experience word beside them
// (опыт от, təcrübəli, il təcrübə: the experience dimension) asks for the
// experienced postings. Under another order nothing is soft: they are
// words.

// yearsRuns marks the soft number and year word of each such pair of a
// plain q, when another word says what the job is.
func (c *qClasses) yearsRuns() {
	c.years = make([]bool, len(c.groups))
	if !c.plain || len(c.lang.YearWords) == 0 {
		return
	}
	for i := 0; i+1 < len(c.groups); i++ {
		if !c.single(i) || !c.single(i+1) || c.inPay[i] || !isCount(c.words[i]) || !c.lang.YearWords[language.Fold(c.words[i+1])] {
			continue
		}
		c.years[i], c.years[i+1] = true, true
	}
	saved := slices.Clone(c.soft)
	for i, y := range c.years {
		c.soft[i] = c.soft[i] || y
	}
	if !c.holdsAJob() {
		c.soft, c.years = saved, make([]bool, len(c.groups))
	}
}

// isCount reports whether w is a small count of years: one or two digits,
// a range of them (1-2) or a plus after them (3+).
func isCount(w string) bool {
	parts := strings.SplitN(strings.TrimSuffix(w, "+"), "-", 2)
	for _, part := range parts {
		if len(part) == 0 || len(part) > 2 || strings.IndexFunc(part, func(r rune) bool { return !unicode.IsDigit(r) }) >= 0 {
			return false
		}
	}
	return true
}
