// Package config owns readapi's environment: it reads OPENSEARCH_URL (and
// the secured cluster's OPENSEARCH_USERNAME, OPENSEARCH_PASSWORD and
// OPENSEARCH_CA_CERT), REDIS_URL, LISTEN_ADDR, INDEX_PREFIX,
// CURSOR_SECRET, METRICS_ADDR, SNAPSHOT_REPOSITORY and the fair-use figures
// (ENGINE_BUDGETS, MAX_IN_FLIGHT, SEARCH_TIMEOUT) once, in one place, and applies the defaults
// docs/operations.md ("Configuration") documents, so that the commands and the test harness agree on where the
// services are and how to reach them. It only reads: package opensearch
// checks and applies the OpenSearch settings.
package config

import (
	"os"
	"strconv"
	"strings"
	"time"

	"readapi/internal/opensearch"
)

// The defaults of the unset variables.
const (
	DefaultOpenSearchURL = "http://127.0.0.1:9200"
	DefaultRedisURL      = "redis://127.0.0.1:6379/0"
	DefaultListenAddr    = "127.0.0.1:8080"
	// DefaultSnapshotRepository is the repository scripts/services.sh
	// registers on a local OpenSearch.
	DefaultSnapshotRepository = "readapi-backups"
	// DefaultMaxInFlight is the api's cap of requests in flight: far above
	// what 32 concurrent clients need (32), far below what would queue
	// seconds behind the engine.
	DefaultMaxInFlight = 256
	// DefaultSearchTimeout is how long a search may run in the engine:
	// within the api's 5 s call timeout, so the engine cancels it first.
	DefaultSearchTimeout = 4 * time.Second
)

// MetricsOff is the value of METRICS_ADDR that turns /metrics off.
const MetricsOff = "off"

// Config is the environment of a readapi process.
type Config struct {
	// OpenSearchURLs are the OpenSearch endpoints (OPENSEARCH_URL, a comma
	// list), as written: they may carry user info.
	OpenSearchURLs []string
	// OpenSearchUsername and OpenSearchPassword are the basic auth
	// credentials (OPENSEARCH_USERNAME, OPENSEARCH_PASSWORD).
	OpenSearchUsername, OpenSearchPassword string
	// OpenSearchCACert is a PEM file of certificate authorities trusted
	// besides the system's (OPENSEARCH_CA_CERT).
	OpenSearchCACert string
	// RedisURL is the Redis for keys, rate limits and quotas (REDIS_URL).
	RedisURL string
	// ListenAddr is where the API listens (LISTEN_ADDR).
	ListenAddr string
	// IndexPrefix prefixes every index, alias and Redis key (INDEX_PREFIX).
	IndexPrefix string
	// CursorSecret signs cursors (CURSOR_SECRET); empty means a random key
	// per start, so cursors do not survive a restart.
	CursorSecret string
	// MetricsAddr says where /metrics is served (METRICS_ADDR): empty means
	// on ListenAddr beside the API, MetricsOff nowhere, anything else on
	// that address alone.
	MetricsAddr string
	// SnapshotRepository is the OpenSearch snapshot repository that
	// reindex snapshot writes to and restores from (SNAPSHOT_REPOSITORY).
	SnapshotRepository string
	// EngineBudgets replaces plans' engine budgets and in-flight caps
	// (ENGINE_BUDGETS; keylimits.ParseBudgets reads it); empty keeps the
	// defaults.
	EngineBudgets string
	// MaxInFlight caps the requests the api serves at once (MAX_IN_FLIGHT);
	// DefaultMaxInFlight when unset or not a number, 0 (no cap) when 0.
	MaxInFlight int
	// SearchTimeout bounds every search in the engine (SEARCH_TIMEOUT, a Go
	// duration such as 4s); DefaultSearchTimeout when unset or invalid.
	SearchTimeout time.Duration
}

// OpenSearch returns the transport's configuration for these endpoints and
// credentials; callers add their timeouts and retries.
func (c Config) OpenSearch() opensearch.Config {
	return opensearch.Config{URLs: c.OpenSearchURLs, Username: c.OpenSearchUsername,
		Password: c.OpenSearchPassword, CACertFile: c.OpenSearchCACert}
}

// FromEnv reads the environment, applying the defaults.
func FromEnv() Config {
	return Config{
		OpenSearchURLs:     OpenSearchURLs(os.Getenv("OPENSEARCH_URL")),
		OpenSearchUsername: os.Getenv("OPENSEARCH_USERNAME"),
		OpenSearchPassword: os.Getenv("OPENSEARCH_PASSWORD"),
		OpenSearchCACert:   os.Getenv("OPENSEARCH_CA_CERT"),
		RedisURL:           orDefault(os.Getenv("REDIS_URL"), DefaultRedisURL),
		ListenAddr:         orDefault(os.Getenv("LISTEN_ADDR"), DefaultListenAddr),
		IndexPrefix:        os.Getenv("INDEX_PREFIX"),
		CursorSecret:       os.Getenv("CURSOR_SECRET"),
		MetricsAddr:        strings.TrimSpace(os.Getenv("METRICS_ADDR")),
		SnapshotRepository: orDefault(strings.TrimSpace(os.Getenv("SNAPSHOT_REPOSITORY")), DefaultSnapshotRepository),
		EngineBudgets:      os.Getenv("ENGINE_BUDGETS"),
		MaxInFlight:        maxInFlight(os.Getenv("MAX_IN_FLIGHT")),
		SearchTimeout:      searchTimeout(os.Getenv("SEARCH_TIMEOUT")),
	}
}

func maxInFlight(raw string) int {
	if strings.TrimSpace(raw) == "" {
		return DefaultMaxInFlight
	}
	n, err := strconv.Atoi(strings.TrimSpace(raw))
	if err != nil || n < 0 {
		return DefaultMaxInFlight
	}
	return n
}

func searchTimeout(raw string) time.Duration {
	d, err := time.ParseDuration(strings.TrimSpace(raw))
	if err != nil || d <= 0 {
		return DefaultSearchTimeout
	}
	return d
}

// OpenSearchURLs parses a value of OPENSEARCH_URL: a comma list whose blank
// entries are ignored; nothing at all means DefaultOpenSearchURL.
func OpenSearchURLs(raw string) []string {
	var urls []string
	for _, u := range strings.Split(raw, ",") {
		if u = strings.TrimSpace(u); u != "" {
			urls = append(urls, u)
		}
	}
	if len(urls) == 0 {
		return []string{DefaultOpenSearchURL}
	}
	return urls
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
