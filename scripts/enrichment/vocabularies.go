package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"readapi/internal/enrich"
	"readapi/internal/vocab"
	"readapi/mappings/language"
)

// vocabularyDir is where the vocabulary files are, from the module's root.
const vocabularyDir = "mappings/vocabularies"

// enrichEnv reads the vocabularies as the loads do and folds as q does.
func enrichEnv() (enrich.Env, error) {
	paths, err := filepath.Glob(filepath.Join(vocabularyDir, "*.txt"))
	if err != nil || len(paths) == 0 {
		return enrich.Env{}, fmt.Errorf("no vocabulary files in %s (run from the module's root): %v", vocabularyDir, err)
	}
	var files [][]byte
	var vocabs []*vocab.Vocabulary
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return enrich.Env{}, err
		}
		v, err := vocab.Parse(strings.TrimSuffix(filepath.Base(p), ".txt"), data)
		if err != nil {
			return enrich.Env{}, err
		}
		files, vocabs = append(files, data), append(vocabs, v)
	}
	set, err := vocab.NewSet(files, vocabs...)
	if err != nil {
		return enrich.Env{}, err
	}
	return enrich.Env{Vocab: set, Fold: language.Fold}, nil
}
