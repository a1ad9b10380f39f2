package search

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/opensearch-project/opensearch-go/v4/opensearchapi"
)

// Engine answers the read API's questions from OpenSearch.
type Engine struct {
	Client  *opensearchapi.Client
	Prefix  string
	Signer  *Signer
	Sources SourceCatalog
	// Timeout bounds every call to OpenSearch; CountTimeout the optional count.
	Timeout      time.Duration
	CountTimeout time.Duration
}

// Page is one page of a collection.
type Page struct {
	Rows  []json.RawMessage
	Next  string
	Total *int64
}

// Alias returns the alias a dataset is served from.
func (e *Engine) Alias(dataset string) string { return e.Prefix + dataset }

type hit struct {
	Index  string            `json:"_index"`
	ID     string            `json:"_id"`
	Source json.RawMessage   `json:"_source"`
	Sort   []json.RawMessage `json:"sort"`
}

type searchResponse struct {
	Hits struct {
		Total *struct {
			Value int64 `json:"value"`
		} `json:"total"`
		Hits []hit `json:"hits"`
	} `json:"hits"`
	Aggregations json.RawMessage `json:"aggregations"`
}

// errMissingIndex reports a 404 index_not_found from OpenSearch.
var errMissingIndex = errors.New("index not found")

// do sends one request to OpenSearch and returns the body of a 2xx answer.
func (e *Engine) do(ctx context.Context, method, path string, body []byte) ([]byte, error) {
	timeout := e.Timeout
	if timeout <= 0 {
		timeout = 5 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var reader io.Reader
	if body != nil {
		reader = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, path, reader)
	if err != nil {
		return nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := e.Client.Client.Perform(req)
	if err != nil {
		return nil, Unavailable(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, Unavailable(err)
	}
	switch {
	case resp.StatusCode == http.StatusNotFound && bytes.Contains(data, []byte("index_not_found_exception")):
		return nil, errMissingIndex
	case resp.StatusCode == http.StatusNotFound:
		return data, errNotFoundDoc
	case resp.StatusCode >= 500 || resp.StatusCode == http.StatusTooManyRequests:
		return nil, Unavailable(fmt.Errorf("OpenSearch answered %d: %s", resp.StatusCode, truncate(data, 300)))
	case resp.StatusCode >= 300:
		return nil, fmt.Errorf("search: OpenSearch answered %d to %s %s: %s", resp.StatusCode, method, path, truncate(data, 500))
	}
	return data, nil
}

var errNotFoundDoc = errors.New("document not found")

func truncate(b []byte, n int) string {
	if len(b) > n {
		return string(b[:n]) + "..."
	}
	return string(b)
}

func (e *Engine) search(ctx context.Context, index string, body []byte) (*searchResponse, error) {
	data, err := e.do(ctx, http.MethodPost, "/"+url.PathEscape(index)+"/_search", body)
	if err != nil {
		return nil, err
	}
	var out searchResponse
	if !out.scan(data) {
		out = searchResponse{}
		if err := json.Unmarshal(data, &out); err != nil {
			return nil, fmt.Errorf("search: cannot decode the search response: %w", err)
		}
	}
	return &out, nil
}

// scan fills the response from data with the splitters of project.go,
// leaving every _source raw: on a page of jobs it is several times cheaper
// than encoding/json. It reports false (for the caller to fall back) on
// anything it does not read with certainty.
func (r *searchResponse) scan(data []byte) bool {
	top, ok := topLevel(data)
	if !ok {
		return false
	}
	if agg := top["aggregations"]; agg != nil {
		r.Aggregations = agg
	}
	raw := top["hits"]
	if raw == nil {
		return true
	}
	hits, ok := topLevel(raw)
	if !ok {
		return false
	}
	if total := hits["total"]; total != nil && !bytes.Equal(total, null) {
		if err := json.Unmarshal(total, &r.Hits.Total); err != nil {
			return false
		}
	}
	list, ok := elements(hits["hits"])
	if !ok && hits["hits"] != nil {
		return false
	}
	r.Hits.Hits = make([]hit, 0, len(list))
	for _, el := range list {
		fields, ok := topLevel(el)
		if !ok {
			return false
		}
		h := hit{Source: fields["_source"]}
		if !plainString(fields["_index"], &h.Index) || !plainString(fields["_id"], &h.ID) {
			return false
		}
		if sort := fields["sort"]; sort != nil {
			if h.Sort, ok = elements(sort); !ok {
				return false
			}
		}
		r.Hits.Hits = append(r.Hits.Hits, h)
	}
	return true
}

// plainString reads a JSON string without escapes into dst.
func plainString(raw []byte, dst *string) bool {
	if len(raw) < 2 || raw[0] != '"' || raw[len(raw)-1] != '"' || bytes.IndexByte(raw, '\\') >= 0 {
		return false
	}
	*dst = string(raw[1 : len(raw)-1])
	return true
}

// List answers one page of a collection.
func (e *Engine) List(ctx context.Context, d *Dataset, params url.Values) (*Page, error) {
	q, err := ParseQuery(Env{Ctx: ctx, Sources: e.Sources, Dataset: d}, e.Signer, params)
	if err != nil {
		return nil, err
	}
	return e.Run(ctx, q)
}

// Run executes a parsed query. A cursor's page is read from the concrete
// index the walk started on, so a walk is never mixed across an alias swap.
func (e *Engine) Run(ctx context.Context, q *Query) (*Page, error) {
	target := e.Alias(q.Dataset.Name)
	if q.After != nil {
		if !strings.HasPrefix(q.After.Index, e.Alias(q.Dataset.Name)+"-") {
			return nil, Invalid("cursor", "cursor does not belong to /v1/%s", q.Dataset.Name)
		}
		target = q.After.Index
	}
	resp, err := e.page(ctx, target, q)
	if errors.Is(err, errMissingIndex) {
		if q.After != nil {
			return nil, Invalid("cursor", "the %s dataset was rebuilt and the version this cursor was walking has been retired; start the walk again without cursor", q.Dataset.Name)
		}
		resp = &searchResponse{}
		if q.Count {
			resp.Hits.Total = &struct {
				Value int64 `json:"value"`
			}{}
		}
	} else if err != nil {
		return nil, err
	}
	var total *int64
	if q.Count && resp.Hits.Total != nil {
		total = &resp.Hits.Total.Value
	}
	page := &Page{Total: total}
	hits := resp.Hits.Hits
	if len(hits) > q.Limit {
		last := hits[q.Limit-1]
		page.Next = e.Signer.Encode(Cursor{Fingerprint: q.Fingerprint, Index: last.Index, After: last.Sort})
		hits = hits[:q.Limit]
	}
	page.Rows = make([]json.RawMessage, 0, len(hits))
	for _, h := range hits {
		row, err := Project(q.Dataset.Fields, h.Source, false, q.Bodies)
		if err != nil {
			return nil, err
		}
		page.Rows = append(page.Rows, row)
	}
	return page, nil
}

// page runs the page query. With count=true it asks for the exact total
// (track_total_hits) within CountTimeout; when that query fails, the page is
// fetched again without the total, so a failed count never fails the page.
func (e *Engine) page(ctx context.Context, index string, q *Query) (*searchResponse, error) {
	if q.Count {
		timeout := e.CountTimeout
		if timeout <= 0 {
			timeout = 3 * time.Second
		}
		countCtx, cancel := context.WithTimeout(ctx, timeout)
		body, err := q.Body(true)
		if err != nil {
			cancel()
			return nil, err
		}
		resp, err := e.search(countCtx, index, body)
		cancel()
		if err == nil || errors.Is(err, errMissingIndex) || ctx.Err() != nil {
			return resp, err
		}
	}
	body, err := q.Body(false)
	if err != nil {
		return nil, err
	}
	return e.search(ctx, index, body)
}

// Get returns one record by id, with the fields of the single-resource path.
func (e *Engine) Get(ctx context.Context, d *Dataset, id string) (json.RawMessage, error) {
	path := "/" + url.PathEscape(e.Alias(d.Name)) + "/_doc/" + url.PathEscape(id)
	data, err := e.do(ctx, http.MethodGet, path, nil)
	var doc struct {
		Found  bool            `json:"found"`
		Source json.RawMessage `json:"_source"`
	}
	switch {
	case errors.Is(err, errMissingIndex) || errors.Is(err, errNotFoundDoc):
	case err != nil:
		return nil, err
	default:
		if err := json.Unmarshal(data, &doc); err != nil {
			return nil, fmt.Errorf("search: cannot decode document %q: %w", id, err)
		}
	}
	if !doc.Found {
		gone, err := e.gone(ctx, d.Name, id)
		if err != nil {
			return nil, err
		}
		if gone {
			return nil, Gone(d.Name, id)
		}
		return nil, NotFound(d.Name, id)
	}
	return Project(d.Fields, doc.Source, true, true)
}

// Ping reports whether OpenSearch answers.
func (e *Engine) Ping(ctx context.Context) error {
	_, err := e.do(ctx, http.MethodGet, "/_cluster/health", nil)
	return err
}
