package main

import (
	"readapi/internal/enrich"
	"readapi/mappings"
	"readapi/mappings/fold"
)

// eventsEnv is what the loads derive events with: the vocabularies and
// q's folding.
func eventsEnv() (enrich.Env, error) {
	set, err := mappings.Vocabularies()
	if err != nil {
		return enrich.Env{}, err
	}
	return enrich.Env{Vocab: set, Fold: fold.Word}, nil
}
