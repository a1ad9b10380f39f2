// Package search is readapi's view of OpenSearch: the client, the
// declarative description of every dataset, and the translation of API
// parameters into queries, sorts and cursors.
package search

import (
	"errors"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/opensearch-project/opensearch-go/v4"
	"github.com/opensearch-project/opensearch-go/v4/opensearchapi"
)

// DefaultURL is where OpenSearch is expected when OPENSEARCH_URL is unset.
const DefaultURL = "http://127.0.0.1:9200"

// ClientConfig configures NewClient.
type ClientConfig struct {
	// URLs are the OpenSearch endpoints; empty means OPENSEARCH_URL or DefaultURL.
	URLs []string
	// RequestTimeout bounds every request attempt; 0 means 10 seconds.
	RequestTimeout time.Duration
	// Transport replaces the HTTP transport (tests inject failures with it).
	Transport http.RoundTripper
	// MaxRetries is the number of retries on 502/503/504; 0 means none.
	MaxRetries int
}

// URLsFromEnv returns the endpoints named by OPENSEARCH_URL (a comma list),
// or DefaultURL.
func URLsFromEnv() []string {
	raw := strings.TrimSpace(os.Getenv("OPENSEARCH_URL"))
	if raw == "" {
		return []string{DefaultURL}
	}
	var urls []string
	for _, u := range strings.Split(raw, ",") {
		if u = strings.TrimSpace(u); u != "" {
			urls = append(urls, u)
		}
	}
	return urls
}

// NewClient returns an OpenSearch client whose every call has a timeout.
func NewClient(cfg ClientConfig) (*opensearchapi.Client, error) {
	if len(cfg.URLs) == 0 {
		cfg.URLs = URLsFromEnv()
	}
	if cfg.RequestTimeout <= 0 {
		cfg.RequestTimeout = 10 * time.Second
	}
	transport := cfg.Transport
	if transport == nil {
		transport = &http.Transport{
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
	client, err := opensearchapi.NewClient(opensearchapi.Config{Client: opensearch.Config{
		Addresses:             cfg.URLs,
		Transport:             transport,
		RequestTimeout:        cfg.RequestTimeout,
		DisableRetry:          cfg.MaxRetries == 0,
		MaxRetries:            cfg.MaxRetries,
		DiscoverNodesOnStart:  &noDiscovery,
		HealthCheckMaxRetries: -1,
	}})
	if err != nil {
		return nil, errors.Join(errors.New("search: cannot configure the OpenSearch client"), err)
	}
	return client, nil
}
