package client

import (
	"context"
	"encoding/json"
	"fmt"
	"iter"
	"maps"
	"net/url"
)

// Pages returns the pages of the collection at path (e.g. "/v1/jobs") with
// the query's filters and order, from the first page (or from the query's
// cursor, to resume a walk) through the one whose meta.next is null. An
// error ends the walk; it is yielded with a nil page.
func (c *Client) Pages(ctx context.Context, path string, query url.Values) iter.Seq2[*Page, error] {
	return func(yield func(*Page, error) bool) {
		q := maps.Clone(query)
		if q == nil {
			q = url.Values{}
		}
		for {
			page, err := c.Get(ctx, path, q, "")
			if err != nil {
				yield(nil, err)
				return
			}
			if !yield(page, nil) || page.Next == "" {
				return
			}
			if page.Next == q.Get("cursor") {
				yield(nil, fmt.Errorf("client: %s: meta.next repeats the cursor just sent", path))
				return
			}
			q.Set("cursor", page.Next)
		}
	}
}

// Walk returns every row of the collection at path with the query's filters
// and order, page after page, each decoded into T: json.RawMessage keeps a
// row as sent, a generated row type (Job, Rate, ...) decodes it. An error
// ends the walk; it is yielded with a zero row.
func Walk[T any](ctx context.Context, c *Client, path string, query url.Values) iter.Seq2[T, error] {
	return func(yield func(T, error) bool) {
		var zero T
		for page, err := range c.Pages(ctx, path, query) {
			if err != nil {
				yield(zero, err)
				return
			}
			var rows []T
			if err := json.Unmarshal(page.Data, &rows); err != nil {
				yield(zero, fmt.Errorf("client: %s: rows: %w", path, err))
				return
			}
			for _, row := range rows {
				if !yield(row, nil) {
					return
				}
			}
		}
	}
}

// Rows returns every row of the collection at path as sent; see Walk.
func (c *Client) Rows(ctx context.Context, path string, query url.Values) iter.Seq2[json.RawMessage, error] {
	return Walk[json.RawMessage](ctx, c, path, query)
}
