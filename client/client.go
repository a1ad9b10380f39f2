package client

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Client calls the API with one key. Its embedded ClientWithResponses has a
// typed method for every operation of the document (ListJobsWithResponse,
// GetRatesByIDWithResponse, ...); those calls and the hand-written ones
// (Get, Rows, Walk) share the key, the timeouts and the retries.
type Client struct {
	*ClientWithResponses
	base *url.URL
	doer *retrier
}

// Options are New's optional settings; a zero field takes its default.
type Options struct {
	// HTTPClient sends the requests (its transport, proxy and TLS settings);
	// default a client of New's own. New uses a copy.
	HTTPClient *http.Client
	// Timeout bounds each attempt of a request, reading the body included
	// (default the HTTPClient's Timeout, else 30 s); the caller's context
	// bounds the whole call, retries and waits included.
	Timeout time.Duration
	// Attempts is how many attempts a request gets in all (default 4; 1
	// never retries).
	Attempts int
	// MaxWait is the longest wait before a retry (default 30 s): an answer
	// asking to wait longer (Retry-After) is returned rather than waited
	// for.
	MaxWait time.Duration
}

// New returns a client of the API at baseURL (e.g. http://127.0.0.1:8080,
// without /v1) that sends key as its Bearer token; an empty key sends none
// (enough for /v1/sources).
func New(baseURL, key string, o Options) (*Client, error) {
	base, err := url.Parse(strings.TrimSuffix(baseURL, "/"))
	if err != nil {
		return nil, fmt.Errorf("client: base URL: %w", err)
	}
	if base.Scheme != "http" && base.Scheme != "https" || base.Host == "" {
		return nil, fmt.Errorf("client: base URL %q: want an http or https URL", baseURL)
	}
	hc := &http.Client{}
	if o.HTTPClient != nil {
		copied := *o.HTTPClient
		hc = &copied
	}
	hc.Timeout = cmp.Or(o.Timeout, hc.Timeout, 30*time.Second)
	r := &retrier{http: hc, key: key, attempts: cmp.Or(o.Attempts, 4), maxWait: cmp.Or(o.MaxWait, 30*time.Second)}
	generated, err := NewClientWithResponses(base.String(), WithHTTPClient(r))
	if err != nil {
		return nil, err
	}
	return &Client{ClientWithResponses: generated, base: base, doer: r}, nil
}

// Page is one answer of the API: a page of a collection or one resource.
type Page struct {
	// Data is the envelope's data: an array on a collection, an object on a
	// single resource; nil when NotModified.
	Data json.RawMessage
	// Next is meta.next, the cursor of the following page; empty on the
	// last page and on single resources.
	Next string
	// Meta is the envelope's whole meta (count, total, facets, request_id).
	Meta json.RawMessage
	// ETag is the answer's validator, to send back to Get as etag.
	ETag string
	// NotModified is true when the etag sent still matched (304): the data
	// the caller holds is current and Data is nil.
	NotModified bool
	// Header is the answer's HTTP header (RateLimit, X-Quota-*, ...).
	Header http.Header
}

// Get fetches path (relative to the base URL and escaped as in a URL, e.g.
// "/v1/jobs" or "/v1/rates/"+url.PathEscape(id)) with the query. With a
// non-empty etag it is a conditional request: If-None-Match carries it and
// an unchanged answer is a Page with NotModified set. A refusal is an
// *APIError.
func (c *Client) Get(ctx context.Context, path string, query url.Values, etag string) (*Page, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.url(path, query), nil)
	if err != nil {
		return nil, fmt.Errorf("client: %w", err)
	}
	if etag != "" {
		req.Header.Set("If-None-Match", etag)
	}
	resp, err := c.doer.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, fmt.Errorf("client: GET %s: reading the answer: %w", path, err)
	}
	page := &Page{ETag: resp.Header.Get("ETag"), Header: resp.Header}
	if resp.StatusCode == http.StatusNotModified {
		page.NotModified = true
		return page, nil
	}
	if err := ErrorOf(resp, body); err != nil {
		return nil, err
	}
	var envelope struct {
		Data json.RawMessage `json:"data"`
		Meta json.RawMessage `json:"meta"`
	}
	if err := json.Unmarshal(body, &envelope); err != nil {
		return nil, fmt.Errorf("client: GET %s: the answer is not an envelope: %w", path, err)
	}
	var meta struct {
		Next *string `json:"next"`
	}
	if len(envelope.Meta) > 0 {
		if err := json.Unmarshal(envelope.Meta, &meta); err != nil {
			return nil, fmt.Errorf("client: GET %s: meta: %w", path, err)
		}
	}
	page.Data, page.Meta = envelope.Data, envelope.Meta
	if meta.Next != nil {
		page.Next = *meta.Next
	}
	return page, nil
}

// WithIfNoneMatch makes a generated operation conditional on etag: an
// unchanged answer has status 304 and no body.
func WithIfNoneMatch(etag string) RequestEditorFn {
	return func(_ context.Context, req *http.Request) error {
		req.Header.Set("If-None-Match", etag)
		return nil
	}
}

func (c *Client) url(path string, query url.Values) string {
	u := c.base.JoinPath(path)
	u.RawQuery = query.Encode()
	return u.String()
}
