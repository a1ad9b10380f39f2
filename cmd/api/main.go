// Command api serves the readapi HTTP API.
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
	"readapi/internal/opensearch"
	"readapi/ratelimit"
	"readapi/search"
	"readapi/search/engine"
)

func main() {
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), `Usage: api

Serves the readapi HTTP API on LISTEN_ADDR (default 127.0.0.1:8080).
Environment: OPENSEARCH_URL, REDIS_URL, LISTEN_ADDR, INDEX_PREFIX, CURSOR_SECRET.
`)
	}
	flag.Parse()
	log, _ := zap.NewProduction()
	defer log.Sync()
	if err := run(log); err != nil {
		log.Fatal("api stopped", zap.Error(err))
	}
}

func env(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

func run(log *zap.Logger) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	client, err := opensearch.New(opensearch.Config{URLs: opensearch.URLsFromEnv(), CallTimeout: 5 * time.Second})
	if err != nil {
		return err
	}
	redisOpts, err := redis.ParseURL(env("REDIS_URL", "redis://127.0.0.1:6379/0"))
	if err != nil {
		return fmt.Errorf("REDIS_URL: %w", err)
	}
	redisOpts.DialTimeout, redisOpts.ReadTimeout, redisOpts.WriteTimeout = time.Second, 500*time.Millisecond, 500*time.Millisecond
	redisOpts.ContextTimeoutEnabled = true
	rdb := redis.NewClient(redisOpts)
	defer rdb.Close()

	if os.Getenv("CURSOR_SECRET") == "" {
		log.Warn("CURSOR_SECRET is unset: cursors will not survive a restart")
	}
	engine := engine.New(client, os.Getenv("INDEX_PREFIX"), search.NewSigner(os.Getenv("CURSOR_SECRET")))
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
		Addr:              env("LISTEN_ADDR", "127.0.0.1:8080"),
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
