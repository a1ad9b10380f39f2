package engine

import (
	"context"
	"encoding/json"
	"errors"

	"readapi"
	"readapi/internal/jsonscan"
	"readapi/internal/opensearch"
	"readapi/search"
)

// engineError turns a transport failure into the API's error: an engine
// that does not answer, is overloaded, fails or answers only in part is
// unavailable; a request the engine refuses (a 4xx other than a missing
// index, or a query over one of Lucene's limits) is a bad request, since
// sending it again fails again; the API's own errors pass as they are, and
// anything else stays an internal error.
func engineError(err error) error {
	var apiErr *readapi.Error
	if errors.As(err, &apiErr) {
		return err
	}
	if opensearch.Refused(err) {
		return readapi.Refused(err)
	}
	if errors.Is(err, opensearch.ErrUnavailable) {
		return readapi.Unavailable(err)
	}
	return err
}

// search runs a search body on an index or alias and decodes the answer.
// A missing index is returned as the transport's error (callers test it
// with opensearch.IsMissingIndex).
func (e *Engine) search(ctx context.Context, index string, body []byte) (*search.Answer, error) {
	data, err := e.searchRaw(ctx, index, "", body)
	if err != nil {
		return nil, err
	}
	return search.DecodeAnswer(data)
}

// searchRaw sends a search with OpenSearch's preference (none when empty)
// and returns its answer undecoded, for the plan that asked for it.
func (e *Engine) searchRaw(ctx context.Context, index, preference string, body []byte) ([]byte, error) {
	return e.searchWith(ctx, index, preference, body, false)
}

// searchWith is searchRaw, with request_cache=true when cached.
func (e *Engine) searchWith(ctx context.Context, index, preference string, body []byte, cached bool) ([]byte, error) {
	search := e.Client.SearchPreferring
	if cached {
		search = e.Client.SearchCached
	}
	data, err := search(ctx, index, preference, body)
	if err != nil && !opensearch.IsMissingIndex(err) {
		return nil, engineError(err)
	}
	return data, err
}

// storedDoc is the answer of OpenSearch's get API.
type storedDoc struct {
	Found  bool            `json:"found"`
	Source json.RawMessage `json:"_source"`
}

// scan fills the document from data like searchResponse.scan does.
func (d *storedDoc) scan(data []byte) bool {
	end, ok := jsonscan.Members(data, 0, func(key []byte, at int) (int, bool) {
		stop, ok := jsonscan.SkipValue(data, at)
		if !ok {
			return 0, false
		}
		switch string(key) {
		case "found":
			d.Found = string(data[at:stop]) == "true"
		case "_source":
			d.Source = data[at:stop:stop]
		}
		return stop, true
	})
	return ok && jsonscan.SkipSpace(data, end) == len(data)
}
