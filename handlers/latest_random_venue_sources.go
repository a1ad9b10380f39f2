package handlers

import (
	"bytes"
	"encoding/json"
	"net/http"

	"readapi/search"
)

func (s *Server) randomQuote(r *http.Request) (*response, error) {
	row, err := s.Engine.Random(r.Context(), r.URL.Query())
	if err != nil {
		return nil, err
	}
	return &response{data: row}, nil
}

func (s *Server) latestRates(r *http.Request) (*response, error) {
	rows, err := s.Engine.Latest(r.Context(), r.URL.Query())
	if err != nil {
		return nil, err
	}
	return pageResponse(&search.Page{Rows: rows}), nil
}

func (s *Server) venue(r *http.Request) (*response, error) {
	if err := noParams(r); err != nil {
		return nil, err
	}
	id, err := pathID(r)
	if err != nil {
		return nil, err
	}
	row, err := s.Engine.Venue(r.Context(), id)
	if err != nil {
		return nil, err
	}
	return &response{data: row}, nil
}

func (s *Server) sources(r *http.Request) (*response, error) {
	if err := noParams(r); err != nil {
		return nil, err
	}
	s.openCaches()
	rows, err := s.listing.get(r.Context(), s.Engine.SourceListing)
	if err != nil {
		return nil, err
	}
	if rows == nil {
		rows = []search.SourceRow{}
	}
	data, err := marshal(rows)
	if err != nil {
		return nil, err
	}
	return &response{data: data, collection: true, count: len(rows)}, nil
}

// marshal encodes v without HTML escaping.
func marshal(v any) (json.RawMessage, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}
