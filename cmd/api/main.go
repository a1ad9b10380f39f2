// Command api serves the readapi HTTP API: it reads the environment once
// (package config), connects the search engine to OpenSearch and the API-key
// gate to Redis, and serves package handlers on LISTEN_ADDR, with Prometheus
// metrics (package metrics) where METRICS_ADDR says, until interrupted.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	"go.uber.org/zap"

	"readapi/handlers"
	"readapi/internal/config"
	"readapi/internal/metrics"
	"readapi/internal/opensearch"
	"readapi/keylimits"
	"readapi/mappings/datacheck"
	"readapi/search"
	"readapi/search/engine"
)

// The handlers read the search engine through their Backend interface.
var _ handlers.Backend = (*engine.Engine)(nil)

// checkData reads every knowledge file of mappings/ before anything
// starts (datacheck.All); a test swaps it for a broken file's.
var checkData = datacheck.All

func main() {
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), `Usage: api

Serves the readapi HTTP API on LISTEN_ADDR (default %s).
Environment: OPENSEARCH_URL, OPENSEARCH_USERNAME, OPENSEARCH_PASSWORD,
OPENSEARCH_CA_CERT, REDIS_URL, LISTEN_ADDR, INDEX_PREFIX, CURSOR_SECRET,
METRICS_ADDR (unset: /metrics on LISTEN_ADDR; "off"; or an address of its own),
ENGINE_BUDGETS (plan=ms_per_second/burst_ms/in_flight,...), MAX_IN_FLIGHT
(default %d), SEARCH_TIMEOUT (default %s); see docs/operations.md.
`, config.DefaultListenAddr, config.DefaultMaxInFlight, config.DefaultSearchTimeout)
	}
	flag.Parse()
	tuneGC()
	log, err := accessLog()
	if err != nil {
		fmt.Fprintln(os.Stderr, "api:", err)
		os.Exit(1)
	}
	defer log.Sync()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err = run(ctx, log)
	stop()
	if err != nil {
		log.Fatal("api stopped", zap.Error(err))
	}
}

// The garbage collector's settings when GOGC and GOMEMLIMIT are unset. The
// api's live heap is a few MB, so Go's default (collect when the heap has
// doubled, at least every 4 MB) collected every few dozen pages, about 9%
// of the api's CPU under load; at 400 it collects a fifth as often, and
// the soft limit keeps the heap well under the contract's 300 MB of
// resident memory when many large pages are in flight at once.
const (
	gcPercent     = 400
	gcMemoryLimit = 200 << 20
)

// tuneGC applies gcPercent and gcMemoryLimit, each unless its variable
// says otherwise.
func tuneGC() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(gcPercent)
	}
	if _, set := os.LookupEnv("GOMEMLIMIT"); !set {
		debug.SetMemoryLimit(gcMemoryLimit)
	}
}

// accessLog is zap's production logger without its sampling: every
// request's line is written, however many come (an operator counting
// requests or following one client under load needs them all).
func accessLog() (*zap.Logger, error) {
	cfg := zap.NewProductionConfig()
	cfg.Sampling = nil
	return cfg.Build()
}

// run serves until ctx ends. It refuses to start when a data file does
// not hold, naming the file and the line.
func run(ctx context.Context, log *zap.Logger) error {
	if err := checkData(); err != nil {
		return fmt.Errorf("a data file does not hold: %w", err)
	}
	cfg := config.FromEnv()
	if cfg.CursorSecret == "" {
		log.Warn("CURSOR_SECRET is unset: cursors will not survive a restart")
	}
	servers, closeClients, err := newServers(cfg, log)
	if err != nil {
		return err
	}
	defer closeClients()
	errc := make(chan error, len(servers))
	for _, srv := range servers {
		go func() { errc <- srv.ListenAndServe() }()
	}
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	// Requests in flight may take two OpenSearch calls of up to 5 s each;
	// 25 s lets them finish and still exits within the contract's 30 s.
	shutdown, cancel := context.WithTimeout(context.Background(), 25*time.Second)
	defer cancel()
	var errs []error
	for _, srv := range servers {
		errs = append(errs, srv.Shutdown(shutdown))
	}
	return errors.Join(errs...)
}

// newServers builds the API's server on LISTEN_ADDR and, when METRICS_ADDR
// names an address, the metrics server on it, and logs where they will
// listen; closeClients closes the Redis client they share.
func newServers(cfg config.Config, log *zap.Logger) (servers []*http.Server, closeClients func() error, err error) {
	var m *metrics.Metrics
	osCfg := cfg.OpenSearch()
	osCfg.CallTimeout, osCfg.MaxRetries, osCfg.SearchTimeout = 5*time.Second, 2, cfg.SearchTimeout
	plans, err := keylimits.ParseBudgets(cfg.EngineBudgets, keylimits.Plans)
	if err != nil {
		return nil, nil, fmt.Errorf("ENGINE_BUDGETS: %w", err)
	}
	if cfg.MetricsAddr != config.MetricsOff {
		m = metrics.New()
		osCfg.Observe = m.OpenSearchCall
	}
	client, err := opensearch.New(osCfg)
	if err != nil {
		return nil, nil, err
	}
	rdb, err := keylimits.Connect(cfg.RedisURL, keylimits.Timeouts{Dial: time.Second, Read: 500 * time.Millisecond, Write: 500 * time.Millisecond})
	if err != nil {
		return nil, nil, fmt.Errorf("REDIS_URL: %w", err)
	}

	engine := engine.New(client, cfg.IndexPrefix, search.NewSigner(cfg.CursorSecret))
	gate := &handlers.KeyGate{
		Limiter: &keylimits.Limiter{Redis: rdb, Prefix: engine.Prefix, Timeout: 300 * time.Millisecond, Plans: plans},
		Log:     log,
		Costs:   &handlers.CostEstimator{},
	}
	server := &handlers.Server{
		Engine:      engine,
		Log:         log,
		Gate:        gate,
		MaxInFlight: cfg.MaxInFlight,
		Ready: func(ctx context.Context) error {
			ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
			defer cancel()
			var errs []error
			if err := engine.Ping(ctx); err != nil {
				var se *opensearch.StatusError
				status := 0
				if errors.As(err, &se) {
					status = se.Status
				}
				errs = append(errs, &handlers.DependencyError{Name: "OpenSearch", Status: status, Err: err})
			}
			if err := rdb.Ping(ctx).Err(); err != nil {
				errs = append(errs, &handlers.DependencyError{Name: "Redis", Err: err})
			}
			return errors.Join(errs...)
		},
		// /v1/sources reaches the engine about once a second at most.
		OpenTTL: time.Second,
	}
	if m != nil {
		server.Observer, gate.Observe, gate.ObserveSpent, server.Shed = m, m.Admission, m.EngineSpent, m.Shed
	}
	var metricsServer *http.Server
	switch cfg.MetricsAddr {
	case config.MetricsOff:
	case "":
		server.Metrics = m.Handler()
	default:
		mux := http.NewServeMux()
		mux.Handle("GET /metrics", m.Handler())
		metricsServer = &http.Server{Addr: cfg.MetricsAddr, Handler: mux, ReadHeaderTimeout: 5 * time.Second, WriteTimeout: 30 * time.Second}
	}
	servers = []*http.Server{{
		Addr:              cfg.ListenAddr,
		Handler:           server.Handler(),
		ReadHeaderTimeout: 5 * time.Second,
		// Above handlers' bounds of 64 KB for the line and for the
		// headers, so that those are refused in the envelope.
		MaxHeaderBytes: handlers.MaxRequestLine + handlers.MaxHeaderBytes,
		ReadTimeout:    10 * time.Second,
		WriteTimeout:   30 * time.Second,
		IdleTimeout:    120 * time.Second,
	}}
	if metricsServer != nil {
		servers = append(servers, metricsServer)
	}
	log.Info("listening", zap.String("addr", cfg.ListenAddr), zap.String("metrics", metricsWhere(cfg)), zap.String("index_prefix", cfg.IndexPrefix),
		zap.Strings("opensearch", client.Addresses()))
	return servers, rdb.Close, nil
}

// metricsWhere says where /metrics is served, for the start-up log line.
func metricsWhere(cfg config.Config) string {
	switch cfg.MetricsAddr {
	case "":
		return cfg.ListenAddr + "/metrics"
	case config.MetricsOff:
		return "off"
	}
	return cfg.MetricsAddr + "/metrics"
}
