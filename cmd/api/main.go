// Command api serves the readapi HTTP API: it reads the environment once
// (package config), connects the search engine to OpenSearch and the API-key
// gate to Redis, and serves package handlers on LISTEN_ADDR until interrupted.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"

	"readapi/handlers"
	"readapi/internal/config"
	"readapi/internal/opensearch"
	"readapi/ratelimit"
	"readapi/search"
	"readapi/search/engine"
)

// The handlers read the search engine through their Backend interface.
var _ handlers.Backend = (*engine.Engine)(nil)

func main() {
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), `Usage: api

Serves the readapi HTTP API on LISTEN_ADDR (default %s).
Environment: OPENSEARCH_URL, REDIS_URL, LISTEN_ADDR, INDEX_PREFIX, CURSOR_SECRET.
`, config.DefaultListenAddr)
	}
	flag.Parse()
	log, _ := zap.NewProduction()
	defer log.Sync()
	if err := run(log); err != nil {
		log.Fatal("api stopped", zap.Error(err))
	}
}

func run(log *zap.Logger) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	cfg := config.FromEnv()
	client, err := opensearch.New(opensearch.Config{URLs: cfg.OpenSearchURLs, CallTimeout: 5 * time.Second, MaxRetries: 2})
	if err != nil {
		return err
	}
	redisOpts, err := redis.ParseURL(cfg.RedisURL)
	if err != nil {
		return fmt.Errorf("REDIS_URL: %w", err)
	}
	redisOpts.DialTimeout, redisOpts.ReadTimeout, redisOpts.WriteTimeout = time.Second, 500*time.Millisecond, 500*time.Millisecond
	redisOpts.ContextTimeoutEnabled = true
	rdb := redis.NewClient(redisOpts)
	defer rdb.Close()

	if cfg.CursorSecret == "" {
		log.Warn("CURSOR_SECRET is unset: cursors will not survive a restart")
	}
	engine := engine.New(client, cfg.IndexPrefix, search.NewSigner(cfg.CursorSecret))
	server := &handlers.Server{
		Engine: engine,
		Log:    log,
		Gate: &handlers.KeyGate{
			Limiter: &ratelimit.Limiter{Redis: rdb, Prefix: engine.Prefix, Timeout: 300 * time.Millisecond},
			Log:     log,
		},
		Ready: func(ctx context.Context) error {
			ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
			defer cancel()
			return errors.Join(engine.Ping(ctx), rdb.Ping(ctx).Err())
		},
	}
	srv := &http.Server{
		Addr:              cfg.ListenAddr,
		Handler:           server.Handler(),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	log.Info("listening", zap.String("addr", srv.Addr), zap.String("index_prefix", engine.Prefix))
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return srv.Shutdown(shutdown)
}
