package handlers

import (
	"net/http"

	"readapi"
	"readapi/search"
)

// suggest answers a dataset's suggestions: a collection of {value, count}
// without a cursor.
func (s *Server) suggest(d *readapi.Dataset) handlerFunc {
	return func(r *http.Request) (*response, error) {
		rows, err := s.Engine.Suggest(r.Context(), d, r.URL.Query())
		if err != nil {
			return nil, err
		}
		if rows == nil {
			rows = []search.Suggestion{}
		}
		data, err := marshal(rows)
		if err != nil {
			return nil, err
		}
		return &response{data: data, collection: true, count: len(rows)}, nil
	}
}
