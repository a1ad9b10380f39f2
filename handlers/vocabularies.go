package handlers

import (
	"net/http"

	"github.com/gorilla/mux"

	"readapi/internal/vocab"
)

// The vocabularies the derived fields take their ids from
// (GET /v1/vocabularies and /v1/vocabularies/{name}): open paths, no key
// and no credit, like /v1/sources.

// VocabularyTerm is one term as /v1/vocabularies/{name} lists it.
type VocabularyTerm struct {
	ID     string       `json:"id"`
	Labels vocab.Labels `json:"labels"`
	// Parent is an id of the vocabulary's parents vocabulary, else null.
	Parent *string `json:"parent"`
	// Retired is present (true) only on a term that derives no new row.
	Retired bool `json:"retired,omitempty"`
}

func (s *Server) vocabularies(r *http.Request) (*response, error) {
	if err := noParams(r); err != nil {
		return nil, err
	}
	names := s.Engine.VocabularyNames()
	if names == nil {
		names = []string{}
	}
	data, err := marshal(names)
	if err != nil {
		return nil, err
	}
	return &response{data: data, collection: true, count: len(names)}, nil
}

func (s *Server) vocabulary(r *http.Request) (*response, error) {
	if err := noParams(r); err != nil {
		return nil, err
	}
	name := mux.Vars(r)["name"]
	v, err := s.Engine.Vocabulary(r.Context(), name)
	if err != nil {
		return nil, err
	}
	if v == nil {
		return nil, NewError(http.StatusNotFound, CodeNotFound, "no vocabulary named %q; GET /v1/vocabularies lists them", name)
	}
	terms := make([]VocabularyTerm, len(v.Terms))
	for i, t := range v.Terms {
		terms[i] = VocabularyTerm{ID: t.ID, Labels: t.Labels, Retired: t.Retired}
		if t.Parent != "" {
			terms[i].Parent = &t.Parent
		}
	}
	data, err := marshal(terms)
	if err != nil {
		return nil, err
	}
	return &response{data: data, collection: true, count: len(terms)}, nil
}
