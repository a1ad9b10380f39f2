package engine

import (
	"context"
	"encoding/json"
	"net/url"

	"readapi"
	"readapi/search"
)

// Suggest answers a dataset's suggestions: it sends the searches of the
// request's search.SuggestSearch and hands each answer back.
func (e *Engine) Suggest(ctx context.Context, d *readapi.Dataset, params url.Values) ([]search.Suggestion, error) {
	q, err := search.ParseSuggest(e.env(ctx, d), params)
	if err != nil {
		return nil, engineError(err)
	}
	s := q.Compile(e.SuggestSlack)
	for more := true; more; {
		body, err := s.Body()
		if err != nil {
			return nil, err
		}
		var aggs json.RawMessage
		found, err := e.Client.Aggregate(ctx, e.Alias(d.Name), json.RawMessage(body), &aggs)
		if err != nil {
			return nil, engineError(err)
		}
		if !found {
			aggs = nil
		}
		if more, err = s.Read(aggs); err != nil {
			return nil, engineError(err)
		}
	}
	return s.Suggestions(), nil
}
