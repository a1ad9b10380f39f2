package search

import (
	"strings"

	"readapi"
)

// Words of q that a posting contradicts: a posting states at most one value
// of a dimension (a seniority, a schedule, a driver's vehicle, a teacher's
// subject: kinds.go), and one that states another value than q asks for
// ("Senior Accountant" for `junior accountant`, "Tam ştat" in the body for
// `part-time kassir`, "Taksi sürücüsü" for `truck driver`, "Fizika müəllimi"
// for `riyaziyyat müəllimi`) is a worse answer than one that leaves it
// unsaid, though it is still the job. With order=relevance it scores
// conflictFactor times what it would: below an unsaid posting matched
// through a synonym (a title matched exactly, 3 × 0.7 = 2.1 < 3 × 0.8),
// above a posting of the job matched only in its body. A posting that also
// states a value q asks for contradicts nothing; one that contradicts holds
// nothing of the value asked (a "Riyaziyyat müəllimi" that wants "rus dili"
// in its body is no Russian teacher: softwords.go). It selects nothing.

// conflictFactor scales the score of a posting contradicting q.
const conflictFactor = 0.7

// dimension is what a posting states one value of.
type dimension struct {
	values []dimensionValue
	// inBody: a posting may state its value in its body too (a schedule);
	// otherwise only its title says it (what the job is).
	inBody bool
	// beside are the words, folded, one of which must stand next to a
	// value's word in q for the word to say it (a licence letter says a
	// category only beside "kateqoriya": `C kateqoriya sürücü`, not `C
	// developer`); none when the word says it alone.
	beside []string
	// slop is how many words may come between the words of a phrase of
	// states ("B, C kateqoriya" states C).
	slop int
}

// dimensionValue is one value of a dimension: the words of q that say it
// (words, folded, bare or with an Azerbaijani ending of qualifierEndings;
// Russian stems, bare or with one of dimensionEndings; Latin-typed Russian
// read in Cyrillic) and the phrases of a posting that states it, looked
// for folded.
type dimensionValue struct {
	words, russianStems []string
	states              []string
}

// qualifierDimensions are the seniority and the schedule.
var qualifierDimensions = []dimension{
	{values: []dimensionValue{
		{ // junior
			words:        strings.Fields("junior jr intern interns internship trainee təcrübəçi tecrubeci stajyor stajor stajer praktikant entry-level təcrübəsiz tecrubesiz"),
			russianStems: strings.Fields("младш начинающ стажер стажировк практикант"),
			states:       []string{"junior", "intern", "trainee", "stajyor", "təcrübəçi", "praktikant", "младший", "стажер", "стажёр", "gənc mütəxəssis"},
		},
		{ // senior
			words:        strings.Fields("senior sr lead chief executive baş bas böyük boyuk aparıcı aparici"),
			russianStems: strings.Fields("старш ведущ главн"),
			states:       []string{"senior", "lead", "chief", "head", "baş", "böyük", "aparıcı", "старший", "ведущий", "главный"},
		},
	}},
	{inBody: true, values: []dimensionValue{
		{ // part-time
			words:        strings.Fields("part-time parttime yarımştat yarimstat"),
			russianStems: strings.Fields("подработк частичн неполн"),
			states:       []string{"part time", "parttime", "yarımştat", "yarım ştat", "частичная занятость", "подработка", "неполный рабочий день"},
		},
		{ // full-time
			words:  strings.Fields("full-time fulltime"),
			states: []string{"full time", "fulltime", "tam ştat", "tam iş günü", "полный рабочий день", "полная занятость", "полный день"},
		},
	}},
}

// dimensionEndings are the Russian endings a stem of a dimension may take:
// russianEndings (which hold -ов, -ами and -ями: грузовиков, начальных
// классов) and -ев.
var dimensionEndings = append(strings.Fields("ев"), russianEndings...)

// allDimensions are the qualifier dimensions and the kinds.
var allDimensions = append(append([]dimension{}, qualifierDimensions...), kindDimensions...)

// dimensionWord is where a word of q says a value: allDimensions[dim].values[value].
type dimensionWord struct{ dim, value int }

var (
	// valueWords and valueStems index allDimensions by folded word and
	// Russian stem.
	valueWords = map[string]dimensionWord{}
	valueStems = map[string]dimensionWord{}
)

func init() {
	for d, dim := range allDimensions {
		for v, val := range dim.values {
			for _, w := range val.words {
				if _, ok := valueWords[foldWord(w)]; !ok {
					valueWords[foldWord(w)] = dimensionWord{d, v}
				}
			}
			for _, stem := range val.russianStems {
				if _, ok := valueStems[foldWord(stem)]; !ok {
					valueStems[foldWord(stem)] = dimensionWord{d, v}
				}
			}
		}
	}
}

// valueOf returns the value a plain word of q says, if any.
func valueOf(w string) (dimensionWord, bool) {
	w = plainWord(w)
	if at, ok := withEnding(valueWords, w, qualifierEndings); ok {
		return at, true
	}
	for _, form := range withReadings(w) {
		if at, ok := withEnding(valueStems, form, dimensionEndings); ok {
			return at, true
		}
	}
	return dimensionWord{}, false
}

// contradictions returns, for a word of q that says a value, the phrases
// of a posting stating the other values of its dimension.
func contradictions(w string) []string {
	at, ok := valueOf(w)
	if !ok {
		return nil
	}
	var out []string
	for v, val := range allDimensions[at.dim].values {
		if v != at.value {
			out = append(out, val.states...)
		}
	}
	return out
}

// conflictClauses matches, for each dimension a soft word of a plain q
// (qualifierGroups) says a value of, the postings whose title (or also
// body) states another value of it as a phrase, folded, and no value q
// asks for.
func conflictClauses(fields []textField, s qSyntax) []readapi.Clause {
	byDim := dimensionConflicts(fields, s.groups)
	var out []readapi.Clause
	for d := range allDimensions {
		if c, ok := byDim[d]; ok {
			out = append(out, c)
		}
	}
	return out
}

// dimensionConflicts returns conflictClauses by dimension (its index in
// allDimensions).
func dimensionConflicts(fields []textField, groups [][]qTerm) map[int]readapi.Clause {
	stopped, _ := stoppedGroups(groups)
	soft := qualifierGroups(groups, stopped)
	asked := map[int]map[int]bool{}
	for i, g := range groups {
		if !soft[i] {
			continue
		}
		if at, ok := valueOf(g[0].text); ok {
			if asked[at.dim] == nil {
				asked[at.dim] = map[int]bool{}
			}
			asked[at.dim][at.value] = true
		}
	}
	out := map[int]readapi.Clause{}
	for d, dim := range allDimensions {
		if asked[d] == nil {
			continue
		}
		var other, own []readapi.Clause
		for _, f := range fields {
			if !f.title && !(dim.inBody && f.boost >= 1) {
				continue
			}
			for v, val := range dim.values {
				for _, phrase := range val.states {
					if asked[d][v] {
						own = append(own, sloppyPhrase(f.name, phrase, dim.slop))
					} else {
						other = append(other, sloppyPhrase(f.name, phrase, dim.slop))
					}
				}
			}
		}
		if len(other) == 0 {
			continue
		}
		c := readapi.Clause{"should": other, "minimum_should_match": 1}
		if len(own) > 0 {
			c["must_not"] = own
		}
		out[d] = readapi.Clause{"bool": c}
	}
	return out
}

// sloppyPhrase matches text's words in order in one field, at most slop
// words apart.
func sloppyPhrase(field, text string, slop int) readapi.Clause {
	if slop == 0 {
		return matchPhrase(field, text)
	}
	return readapi.Clause{"match_phrase": readapi.Clause{field: readapi.Clause{"query": text, "slop": slop}}}
}
