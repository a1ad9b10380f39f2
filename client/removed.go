package client

import (
	"context"
	"iter"
	"net/url"
	"strconv"
	"time"
)

// RemovedParams are the filters of a removals feed; a zero field is not
// sent.
type RemovedParams struct {
	// Since keeps the removals later than the instant: the newest
	// removed_at the caller has processed.
	Since time.Time
	// Limit is the page size, 1 to 100 (default the API's, 25).
	Limit int
	// Cursor resumes a walk from a page's meta.next.
	Cursor string
}

// Removed returns the removals feed of dataset ("jobs", "events", "quotes",
// "rates", "genome", "reachability"): every {id, removed_at} row of
// GET /v1/{dataset}/removed, oldest first, page after page, with the
// retries and typed errors of Walk. It is the one call behind the six
// generated List*Removed operations, which the document must describe one
// path each (a /v1/{dataset}/removed template would overlap /v1/jobs/{id}).
func (c *Client) Removed(ctx context.Context, dataset string, params RemovedParams) iter.Seq2[Removal, error] {
	q := url.Values{}
	if !params.Since.IsZero() {
		q.Set("since", params.Since.Format(time.RFC3339Nano))
	}
	if params.Limit != 0 {
		q.Set("limit", strconv.Itoa(params.Limit))
	}
	if params.Cursor != "" {
		q.Set("cursor", params.Cursor)
	}
	return Walk[Removal](ctx, c, "/v1/"+url.PathEscape(dataset)+"/removed", q)
}
