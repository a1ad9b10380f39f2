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

	"readapi/internal/jsonscan"
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
	// Stream leaves the body to us: read once, into a buffer of the right size.
	resp, err := e.Client.Client.Stream(req)
	if resp != nil && resp.Body != nil {
		defer resp.Body.Close()
	}
	if err != nil {
		return nil, Unavailable(err)
	}
	data, err := readBody(resp)
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

// readBody reads a response body in one allocation when its length is known.
func readBody(resp *http.Response) ([]byte, error) {
	if n := resp.ContentLength; n > 0 && n <= 256<<20 {
		data := make([]byte, n)
		if _, err := io.ReadFull(resp.Body, data); err != nil {
			return nil, err
		}
		return data, nil
	}
	return io.ReadAll(resp.Body)
}

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

// scan fills the response from data with the splitters of project.go in
// one pass, leaving every _source raw: on a page of jobs it is several
// times cheaper than encoding/json. It reports false (for the caller to
// fall back) on anything it does not read with certainty.
func (r *searchResponse) scan(data []byte) bool {
	end, ok := jsonscan.Members(data, 0, func(key []byte, at int) (int, bool) {
		switch string(key) {
		case "hits":
			return r.scanHits(data, at)
		case "aggregations":
			stop, ok := jsonscan.SkipValue(data, at)
			if ok {
				r.Aggregations = data[at:stop:stop]
			}
			return stop, ok
		}
		return jsonscan.SkipValue(data, at)
	})
	return ok && jsonscan.SkipSpace(data, end) == len(data)
}

// scanHits reads the "hits" object starting at data[at].
func (r *searchResponse) scanHits(data []byte, at int) (int, bool) {
	return jsonscan.Members(data, at, func(key []byte, at int) (int, bool) {
		switch string(key) {
		case "total":
			stop, ok := jsonscan.SkipValue(data, at)
			if ok && !bytes.Equal(data[at:stop], null) && json.Unmarshal(data[at:stop], &r.Hits.Total) != nil {
				return 0, false
			}
			return stop, ok
		case "hits":
			r.Hits.Hits = make([]hit, 0, 32)
			return jsonscan.Elements(data, at, func(at int) (int, bool) {
				var h hit
				stop, ok := jsonscan.Members(data, at, func(key []byte, at int) (int, bool) {
					stop, ok := jsonscan.SkipValue(data, at)
					if !ok {
						return 0, false
					}
					raw := data[at:stop:stop]
					switch string(key) {
					case "_index":
						ok = jsonscan.PlainString(raw, &h.Index)
					case "_id":
						ok = jsonscan.PlainString(raw, &h.ID)
					case "_source":
						h.Source = raw
					case "sort":
						h.Sort, ok = jsonscan.Split(raw)
					}
					return stop, ok
				})
				if ok && (h.Index == "" || h.ID == "") {
					return 0, false
				}
				r.Hits.Hits = append(r.Hits.Hits, h)
				return stop, ok
			})
		}
		return jsonscan.SkipValue(data, at)
	})
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
	if page.Rows, err = e.project(q.Dataset.Fields, hits, false, q.Bodies); err != nil {
		return nil, err
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
	var doc storedDoc
	switch {
	case errors.Is(err, errMissingIndex) || errors.Is(err, errNotFoundDoc):
	case err != nil:
		return nil, err
	case !doc.scan(data):
		doc = storedDoc{}
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

// Ping reports whether OpenSearch answers.
func (e *Engine) Ping(ctx context.Context) error {
	_, err := e.do(ctx, http.MethodGet, "/_cluster/health", nil)
	return err
}
