package mappings

import (
	"embed"
	"fmt"
	"slices"
	"strings"
	"sync"

	"readapi/internal/vocab"
)

//go:embed vocabularies/*.txt
var vocabularyFiles embed.FS

// vocabularyOrder is the order GET /v1/vocabularies lists the vocabularies
// in: the spec's table's (search-extensions.md, "Vocabularies"): jobs',
// events', then language, which both derive to; then any other file by
// name.
var vocabularyOrder = []string{"occupation", "field", "seniority", "employment", "kind", "genre", "place", "audience", "language"}

var vocabularies = sync.OnceValues(readVocabularies)

// Vocabularies returns the vocabularies of mappings/vocabularies, read and
// validated once (every parent a term of its parents vocabulary), versioned
// by the files' bytes.
func Vocabularies() (*vocab.Set, error) { return vocabularies() }

// MustVocabularies is Vocabularies for programs and tests: the files are
// embedded, so an error is a mistake in them, held by the package's tests.
func MustVocabularies() *vocab.Set {
	s, err := Vocabularies()
	if err != nil {
		panic(err)
	}
	return s
}

func readVocabularies() (*vocab.Set, error) {
	entries, err := vocabularyFiles.ReadDir("vocabularies")
	if err != nil {
		return nil, fmt.Errorf("mappings: %w", err)
	}
	var names []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".txt"); ok {
			names = append(names, name)
		}
	}
	slices.SortStableFunc(names, func(a, b string) int { return vocabularyRank(a) - vocabularyRank(b) })
	var files [][]byte
	var vocabs []*vocab.Vocabulary
	for _, name := range names {
		data, err := vocabularyFiles.ReadFile("vocabularies/" + name + ".txt")
		if err != nil {
			return nil, fmt.Errorf("mappings: %w", err)
		}
		v, err := vocab.Parse(name, data)
		if err != nil {
			return nil, fmt.Errorf("mappings: %w", err)
		}
		if v.Titles != "" {
			titles, err := titleFile(name, v.Titles)
			if err != nil {
				return nil, err
			}
			if err := withTitles(v, v.Titles, titles); err != nil {
				return nil, err
			}
			// The terms' words come from these files too: the version
			// changes with them.
			files = append(files, titles, nameTable)
		}
		files, vocabs = append(files, data), append(vocabs, v)
	}
	return vocab.NewSet(files, vocabs...)
}

// vocabularyRank is a name's place in vocabularyOrder (others after it, in
// the directory's order, which is by name).
func vocabularyRank(name string) int {
	if i := slices.Index(vocabularyOrder, name); i >= 0 {
		return i
	}
	return len(vocabularyOrder)
}

// titleFile is the file of title groups a vocabulary's header names
// ("titles synonyms/job-titles.txt"), as this package embeds it.
func titleFile(vocabulary, path string) ([]byte, error) {
	for _, l := range synonymLists() {
		if "synonyms/"+l.file == path {
			return l.data, nil
		}
	}
	return nil, fmt.Errorf("mappings: vocabularies/%s.txt: [vocabulary] titles %q is no synonym list of mappings/synonyms", vocabulary, path)
}
