package handlers

import (
	"encoding/json"
	"net/http"
)

func (s *Server) openapi(r *http.Request) (*response, error) {
	if err := noParams(r); err != nil {
		return nil, err
	}
	return &response{data: json.RawMessage(`{}`)}, nil
}
