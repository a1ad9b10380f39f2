package handlers

import (
	"net/http"

	"readapi"
)

// copies answers the other copies of one record (/v1/jobs/{id}/copies): a
// collection in the group's canonical order, without a cursor.
func (s *Server) copies(d *readapi.Dataset) handlerFunc {
	return func(r *http.Request) (*response, error) {
		// Copies are rows in the collection shape: include takes every
		// token, bodies adding what the one record carries.
		if err := noParams(r, "include"); err != nil {
			return nil, err
		}
		in, err := d.ParseInclude(r.URL.Query()["include"])
		if err != nil {
			return nil, err
		}
		id, err := pathID(r)
		if err != nil {
			return nil, err
		}
		rows, err := s.Engine.Copies(r.Context(), d, id, in)
		if err != nil {
			return nil, err
		}
		data, err := marshal(rows)
		if err != nil {
			return nil, err
		}
		return &response{data: data, collection: true, count: len(rows)}, nil
	}
}

// similar answers the records most like one (/v1/jobs/{id}/similar): a
// collection without a cursor.
func (s *Server) similar(d *readapi.Dataset) handlerFunc {
	return func(r *http.Request) (*response, error) {
		id, err := pathID(r)
		if err != nil {
			return nil, err
		}
		rows, err := s.Engine.Similar(r.Context(), d, id, r.URL.Query())
		if err != nil {
			return nil, err
		}
		data, err := marshal(rows)
		if err != nil {
			return nil, err
		}
		return &response{data: data, collection: true, count: len(rows)}, nil
	}
}
