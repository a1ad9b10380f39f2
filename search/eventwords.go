package search

import "readapi/mappings"

// The words people add to an event search (bilet, билеты, tickets, bu gün,
// сегодня: mappings/words/event-function-words.txt) are stop words of q
// like the job words of stopwords.go: they name no event, no job and no
// quotation, so they need not match in any dataset.
func init() {
	for _, w := range mappings.EventFunctionWords() {
		stopWords[foldWord(w)] = true
	}
}
