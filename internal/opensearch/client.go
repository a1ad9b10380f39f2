// Package opensearch is readapi's one transport to OpenSearch, shared by the
// API and by reindex: the client configuration (addresses, timeouts,
// retries), one request function that bounds every call by a timeout and
// turns every answer outside 2xx into a typed error, and the few helpers
// every caller needs (search, bulk, alias and index administration). It
// knows nothing of datasets: callers bring the index names and bodies.
package opensearch

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	osgo "github.com/opensearch-project/opensearch-go/v4"
	"github.com/opensearch-project/opensearch-go/v4/opensearchapi"
)

// Config configures New.
type Config struct {
	// URLs are the OpenSearch endpoints (internal/config reads them); user
	// info in them is one way to give the credentials (see endpoints).
	URLs []string
	// Username and Password are the basic auth credentials, the other way.
	Username, Password string
	// CACertFile names a PEM file of certificate authorities trusted besides
	// the system's; it needs the default transport.
	CACertFile string
	// RequestTimeout bounds every request attempt; 0 means 10 seconds.
	RequestTimeout time.Duration
	// CallTimeout bounds every call of Do, retries included; 0 means the
	// RequestTimeout. WithTimeout gives a client with another bound.
	CallTimeout time.Duration
	// Transport replaces the HTTP transport (tests inject failures with it).
	Transport http.RoundTripper
	// MaxRetries is how many times a call is sent again after a connection
	// failure (refused, reset, closed mid-answer) or an answer 429, 502, 503
	// or 504; 0 means never. Each retry goes to the next address of URLs
	// (a node that failed is set aside until it answers a health check
	// again), the first at once and the later ones after a short backoff,
	// all within the CallTimeout. A retry resends writes too: a write whose
	// answer was lost may have landed, so only writes that are safe to
	// repeat belong on a client with retries (bulk index and delete items
	// carry their ids; a conditional write sees its own landed copy as a
	// conflict).
	MaxRetries int
	// Observe, when set, is told about every call of Do (see Observer).
	Observe Observer
	// SearchTimeout, when set, is how long OpenSearch lets a search or an
	// msearch run before it cancels its task (cancel_after_time_interval);
	// a request's enginetime.Meter may set a shorter limit.
	SearchTimeout time.Duration
}

// retryBackoff waits nothing before the first retry (it goes to another
// node) and 50, 100, 200 ... up to 500 ms before the later ones.
func retryBackoff(attempt int) time.Duration {
	if attempt <= 1 {
		return 0
	}
	return min(50*time.Millisecond<<(attempt-2), 500*time.Millisecond)
}

// Observer is told about one call of Do: its operation (see Operation),
// the status OpenSearch answered (0 when none came) and how long the call
// took, retries included.
type Observer func(operation string, status int, elapsed time.Duration)

// Client sends requests to OpenSearch, each bounded by its timeout.
type Client struct {
	api     *opensearchapi.Client
	timeout time.Duration
	addrs   []string
	observe Observer
	// searchTimeout is Config.SearchTimeout.
	searchTimeout time.Duration
}

// New returns a client whose every call has a timeout.
func New(cfg Config) (*Client, error) {
	if len(cfg.URLs) == 0 {
		return nil, errors.New("opensearch: no address to connect to")
	}
	if cfg.RequestTimeout <= 0 {
		cfg.RequestTimeout = 10 * time.Second
	}
	if cfg.CallTimeout <= 0 {
		cfg.CallTimeout = cfg.RequestTimeout
	}
	addrs, username, password, err := endpoints(cfg.URLs, cfg.Username, cfg.Password)
	if err != nil {
		return nil, err
	}
	transport := cfg.Transport
	if transport != nil && cfg.CACertFile != "" {
		return nil, errors.New("opensearch: a CA certificate file needs the default transport")
	}
	if transport == nil {
		tlsConfig, err := tlsConfig(cfg.CACertFile)
		if err != nil {
			return nil, err
		}
		transport = &http.Transport{
			TLSClientConfig:       tlsConfig,
			Proxy:                 nil,
			DialContext:           (&net.Dialer{Timeout: 2 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
			MaxIdleConns:          256,
			MaxIdleConnsPerHost:   128,
			IdleConnTimeout:       90 * time.Second,
			ResponseHeaderTimeout: cfg.RequestTimeout,
			ExpectContinueTimeout: time.Second,
			// OpenSearch sits next to the API: gzip would only spend CPU
			// on both sides.
			DisableCompression: true,
		}
	}
	noDiscovery := false
	api, err := opensearchapi.NewClient(opensearchapi.Config{Client: osgo.Config{
		Addresses:             addrs,
		Username:              username,
		Password:              password,
		Transport:             transport,
		RequestTimeout:        cfg.RequestTimeout,
		DisableRetry:          cfg.MaxRetries == 0,
		MaxRetries:            cfg.MaxRetries,
		RetryBackoff:          retryBackoff,
		DiscoverNodesOnStart:  &noDiscovery,
		HealthCheckMaxRetries: -1,
	}})
	if err != nil {
		return nil, errors.Join(errors.New("opensearch: cannot configure the client"), err)
	}
	return &Client{api: api, timeout: cfg.CallTimeout, addrs: addrs, observe: cfg.Observe, searchTimeout: cfg.SearchTimeout}, nil
}

// WithTimeout returns a client sharing c's connections whose calls are
// bounded by d instead.
func (c *Client) WithTimeout(d time.Duration) *Client {
	cp := *c
	cp.timeout = d
	return &cp
}

// Addresses returns the endpoints without their user info, fit to print.
func (c *Client) Addresses() []string { return c.addrs }

// API returns the typed client of opensearch-go, for its bulk indexer.
func (c *Client) API() *opensearchapi.Client { return c.api }

// Do sends one request and returns the body of a 2xx answer. body may be
// nil, []byte, json.RawMessage or a value to encode as JSON. An answer
// outside 2xx is a *StatusError (which matches ErrUnavailable when it is a
// 5xx or a 429); no answer at all is an error matching ErrUnavailable.
func (c *Client) Do(ctx context.Context, method, path string, body any) ([]byte, error) {
	start := time.Now()
	op := Operation(method, path)
	if op == "search" || op == "msearch" {
		if limit := c.searchLimit(ctx); limit > 0 {
			path = withCancelAfter(path, limit)
		}
	}
	data, status, err := c.do(ctx, method, path, body)
	elapsed := time.Since(start)
	if c.observe != nil {
		c.observe(op, status, elapsed)
	}
	meter(ctx, op, data, elapsed)
	return data, err
}

// do is Do; it also returns the status of the answer (0 when none came).
func (c *Client) do(ctx context.Context, method, path string, body any) ([]byte, int, error) {
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	var reader io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		reader = bytes.NewReader(b)
	case json.RawMessage:
		reader = bytes.NewReader(b)
	default:
		encoded, err := json.Marshal(b)
		if err != nil {
			return nil, 0, fmt.Errorf("opensearch: encoding the body of %s %s: %w", method, path, err)
		}
		reader = bytes.NewReader(encoded)
	}
	req, err := http.NewRequestWithContext(ctx, method, path, reader)
	if err != nil {
		return nil, 0, err
	}
	if reader != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	// Stream leaves the body to us: read once, into a buffer of the right size.
	resp, err := c.api.Client.Stream(req)
	if resp != nil && resp.Body != nil {
		defer resp.Body.Close()
	}
	if err != nil {
		return nil, 0, &noAnswer{method: method, path: path, err: err}
	}
	data, err := readBody(resp)
	if err != nil {
		return nil, 0, &noAnswer{method: method, path: path, err: fmt.Errorf("reading the answer: %w", err)}
	}
	if resp.StatusCode >= 300 {
		return data, resp.StatusCode, newStatusError(method, path, resp.StatusCode, data)
	}
	return data, resp.StatusCode, nil
}

// readBody reads a response body in one allocation when its length is known
// (the answer to a HEAD has none, whatever its Content-Length says).
func readBody(resp *http.Response) ([]byte, error) {
	if resp.Request != nil && resp.Request.Method == http.MethodHead {
		return nil, nil
	}
	if n := resp.ContentLength; n > 0 && n <= 256<<20 {
		data := make([]byte, n)
		if _, err := io.ReadFull(resp.Body, data); err != nil {
			return nil, err
		}
		return data, nil
	}
	return io.ReadAll(resp.Body)
}
