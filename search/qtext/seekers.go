package qtext

import "readapi"

// A posting whose title makes it a job seeker's own ad ("Kassir kimi iş
// axtarıram", «Ищу работу продавцом»: [seeker title phrases] of
// mappings/language/jobs.txt) is no vacancy, whatever words of q it holds:
// with order=relevance it scores seekerFactor times what it would, below
// every vacancy matched in any field.

// seekerFactor scales the score of a job seeker's ad.
const seekerFactor = 0.1

// seekerFilter matches the rows whose title holds a seeker phrase of the
// language, as a phrase of the folded title; nil when the language names
// none.
func seekerFilter(fields []textField, qc qClasses) readapi.Clause {
	var any []readapi.Clause
	for _, f := range fields {
		if !f.title {
			continue
		}
		for _, phrase := range qc.lang.SeekerPhrases {
			any = append(any, matchPhrase(f.name, phrase))
		}
	}
	return anyOf(any)
}
