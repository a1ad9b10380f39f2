package search

import "strings"

// Ranking by what a posting is: a title of several words may name another
// occupation than its generic word ("Software Engineer" is a developer,
// "Инженер по тестированию" a tester, "Preschool Teacher" a kindergarten
// teacher). When q asks for the generic word (engineer, mühəndis, инженер,
// teacher) and not for the qualifier, such a title is demoted like an
// assistant's (assistantFactor): below every posting of the occupation
// itself, above a mere mention in a body.

// otherOccupation is a title that names another occupation than its head
// word: head are the stems of the generic word in the three languages,
// qualifiers the words that make it the other occupation.
type otherOccupation struct {
	phrase     string
	head       []string
	qualifiers []string
}

var (
	engineerStems = []string{"engineer", "mühəndis", "muhendis", "инженер", "inzhener", "injener"}
	teacherStems  = []string{"teacher", "müəllim", "muellim", "учител", "uchitel"}
)

// otherOccupations is the curated list; add a title here when a judged
// query shows it ranking with the generic word.
var otherOccupations = []otherOccupation{
	{"software engineer", engineerStems, []string{"software", "proqram", "програм", "develop", "разработ"}},
	{"devops engineer", engineerStems, []string{"devops"}},
	{"devops инженер", engineerStems, []string{"devops"}},
	{"qa engineer", engineerStems, []string{"qa", "test", "тест"}},
	{"qa инженер", engineerStems, []string{"qa", "test", "тест"}},
	{"automation engineer", engineerStems, []string{"automation", "qa", "test", "тест"}},
	{"test engineer", engineerStems, []string{"test", "qa", "тест"}},
	{"test mühəndisi", engineerStems, []string{"test", "qa", "тест"}},
	{"инженер по тестированию", engineerStems, []string{"test", "qa", "тест"}},
	{"proqram təminatı mühəndisi", engineerStems, []string{"proqram", "software", "програм"}},
	{"machine learning engineer", engineerStems, []string{"machine", "learning", "ml"}},
	{"preschool teacher", teacherStems, []string{"preschool", "kindergarten", "bağça", "bagca", "воспитат", "tərbiyə", "terbiye"}},
}

// otherOccupationPhrases returns the phrases of otherOccupations that q
// asks for by their head word and not by a qualifier.
func (s qSyntax) otherOccupationPhrases() []string {
	var words []string
	for _, g := range s.groups {
		for _, t := range g {
			words = append(words, strings.Fields(foldWord(t.text))...)
		}
	}
	startsAny := func(prefixes []string) bool {
		for _, w := range words {
			for _, p := range prefixes {
				if strings.HasPrefix(w, foldWord(p)) {
					return true
				}
			}
		}
		return false
	}
	var out []string
	for _, o := range otherOccupations {
		if startsAny(o.head) && !startsAny(o.qualifiers) {
			out = append(out, o.phrase)
		}
	}
	return out
}
