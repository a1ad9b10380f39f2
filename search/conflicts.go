package search

import (
	"strings"
	"unicode"

	"readapi"
)

// Qualifiers that contradict q: a posting that says the opposite of a
// qualifier word of q ("Senior Accountant" for `junior accountant`, "Tam
// ştat" in the body for `part-time kassir`) is a worse answer than one
// that leaves it unsaid, though it is still the job. With order=relevance
// it scores conflictFactor times what it would: below an unsaid posting
// matched through a synonym (a title matched exactly, 3 × 0.7 = 2.1 < 3 ×
// 0.8), above a posting of the job matched only in its body. It selects
// nothing.

// conflictFactor scales the score of a posting contradicting a qualifier.
const conflictFactor = 0.7

// qualifierSide is one side of a pair of opposite qualifiers: the words of
// q that say it (folded words, Russian stems with russianEndings, Latin
// typed Russian read in Cyrillic) and what a posting that says the other
// side holds.
type qualifierSide struct {
	words, russianStems []string
	// opposite are the phrases of a posting saying the other side, looked
	// for in the title, or also in the body when inBody.
	opposite []string
	inBody   bool
}

var qualifierSides = []qualifierSide{
	{ // junior, against a senior's title
		words:        strings.Fields("junior jr intern interns internship trainee təcrübəçi tecrubeci stajyor stajor stajer praktikant entry-level təcrübəsiz tecrubesiz"),
		russianStems: strings.Fields("младш начинающ стажер стажировк практикант"),
		opposite:     []string{"senior", "lead", "chief", "head", "baş", "böyük", "aparıcı", "старший", "ведущий", "главный"},
	},
	{ // senior, against a junior's title
		words:        strings.Fields("senior sr lead chief executive baş bas böyük boyuk aparıcı aparici"),
		russianStems: strings.Fields("старш ведущ главн"),
		opposite:     []string{"junior", "intern", "trainee", "stajyor", "təcrübəçi", "praktikant", "младший", "стажер", "стажёр", "gənc mütəxəssis"},
	},
	{ // part-time, against a full-time posting
		words:        strings.Fields("part-time parttime yarımştat yarimstat"),
		russianStems: strings.Fields("подработк частичн неполн"),
		opposite:     []string{"full time", "fulltime", "tam ştat", "tam iş günü", "полный рабочий день", "полная занятость", "полный день"},
		inBody:       true,
	},
	{ // full-time, against a part-time posting
		words:    strings.Fields("full-time fulltime"),
		opposite: []string{"part time", "parttime", "yarımştat", "yarım ştat", "частичная занятость", "подработка", "неполный рабочий день"},
		inBody:   true,
	},
}

// side returns the qualifier side a plain word of q says, if any.
func side(w string) (qualifierSide, bool) {
	w = foldWord(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
	forms := []string{w}
	for _, c := range cyrillicCandidates(w) {
		forms = append(forms, foldWord(c))
	}
	for _, s := range qualifierSides {
		for _, form := range forms {
			for _, word := range s.words {
				if form == foldWord(word) {
					return s, true
				}
			}
			for _, stem := range s.russianStems {
				if rest, ok := strings.CutPrefix(form, foldWord(stem)); ok && (rest == "" || isRussianEnding(rest)) {
					return s, true
				}
			}
		}
	}
	return qualifierSide{}, false
}

func isRussianEnding(s string) bool {
	for _, end := range russianEndings {
		if s == end {
			return true
		}
	}
	return false
}

// conflictClauses matches, for each qualifier word of a plain q that has an
// opposite, the postings that say the opposite: a phrase of its opposite in
// the title (or also the body), folded.
func conflictClauses(fields []textField, s qSyntax) []readapi.Clause {
	stopped, _ := stoppedGroups(s.groups)
	soft := qualifierGroups(s.groups, stopped)
	var out []readapi.Clause
	for i, g := range s.groups {
		if !soft[i] {
			continue
		}
		sd, ok := side(g[0].text)
		if !ok {
			continue
		}
		var any []readapi.Clause
		for _, f := range fields {
			if !f.title && !(sd.inBody && f.boost >= 1) {
				continue
			}
			for _, phrase := range sd.opposite {
				any = append(any, matchPhrase(f.name, phrase))
			}
		}
		if len(any) > 0 {
			out = append(out, readapi.Clause{"bool": readapi.Clause{"should": any}})
		}
	}
	return out
}
