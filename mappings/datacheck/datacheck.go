// Package datacheck owns the list of the knowledge files' readers that
// the programs run at start-up: api and reindex refuse to start when one
// fails, naming the file and the line (a *datafile.Error), rather than
// serving or loading with a word list read short.
package datacheck

import (
	"readapi/mappings"
	"readapi/mappings/fold"
	"readapi/mappings/language"
)

// readers are the readers of every knowledge file of mappings/, each
// checking what it reads through datafile.Parse: a new data file's reader
// joins this list.
var readers = []struct {
	files string
	read  func() error
}{
	{"mappings/synonyms/job-titles.txt", func() error { _, err := mappings.SynonymGroups(); return err }},
	{"mappings/synonyms/event-words.txt", func() error { _, err := mappings.EventWordGroups(); return err }},
	{"mappings/translit/names.txt", func() error { _, err := mappings.ReadNameRules(); return err }},
	{fold.File, fold.Check},
	{"mappings/language/*.txt", language.Check},
	{"mappings/vocabularies/*.txt", func() error { _, err := mappings.Vocabularies(); return err }},
}

// All runs every reader, returning the first error.
func All() error {
	for _, r := range readers {
		if err := r.read(); err != nil {
			return err
		}
	}
	return nil
}
