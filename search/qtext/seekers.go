package qtext

import "readapi"

// Postings of people seeking work: a job board also carries ads in which
// a person offers themself ("İş axtarıram: ofisiant", «Ищу работу
// продавцом»). They hold the occupation's word in the title as plainly as
// an offer does, and a q saying "iş axtarıram ofisiant" holds their very
// words, but they offer no job: with order=relevance a posting whose title
// holds a phrase of [seeker title phrases] (mappings/language/jobs.txt)
// scores seekerFactor times what it would, below every job q finds,
// however matched, and is still found.

// seekerFactor scales a seeker's posting: its title matched exactly, q's
// words adjacent in it too ("iş axtarıram ofisiant"), ranks below a body
// match of another posting (1 × 0.64 at the lowest tier).
const seekerFactor = 0.03

// seekerFilter matches the rows whose title holds a seeker phrase, folded;
// nil when the set has none or the fields no title.
func seekerFilter(fields []textField, qc qClasses) readapi.Clause {
	if len(qc.lang.SeekerPhrases) == 0 {
		return nil
	}
	for _, f := range fields {
		if !f.title {
			continue
		}
		var any []readapi.Clause
		for _, phrase := range qc.lang.SeekerPhrases {
			any = append(any, matchPhrase(f.name, phrase))
		}
		return anyOf(any)
	}
	return nil
}
