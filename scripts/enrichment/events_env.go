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

// eventsEnv reads the vocabulary files as the loads do (from the module
// the working directory is in) and folds as q does.
func eventsEnv() (enrich.Env, error) {
	dir := vocabularyDir
	for up := 0; up < 3; up++ {
		if _, err := os.Stat(filepath.Join(dir, "kind.txt")); err == nil {
			break
		}
		dir = filepath.Join("..", dir)
	}
	paths, err := filepath.Glob(filepath.Join(dir, "*.txt"))
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
