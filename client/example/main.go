// Command example walks one collection of the readapi API end to end with
// package client, printing its progress and the number of rows. Against
// `make run`'s API:
//
//	READAPI_KEY=<a key make run printed> go run ./client/example
//	go run ./client/example -key <key> -collection rates -query 'codes=USD'
package main

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"time"

	"readapi/client"
)

func main() {
	base := flag.String("url", cmp.Or(os.Getenv("READAPI_URL"), "http://127.0.0.1:8080"), "the API's base URL (env READAPI_URL)")
	key := flag.String("key", os.Getenv("READAPI_KEY"), "API key (env READAPI_KEY)")
	collection := flag.String("collection", "jobs", "collection to walk: jobs, events, quotes, rates, genome, reachability, ...")
	query := flag.String("query", "", "filters and order as a query string, e.g. 'active=true&remote=true'")
	limit := flag.Int("limit", 100, "rows per page, 1 to 100")
	flag.Parse()
	if err := run(*base, *key, *collection, *query, *limit); err != nil {
		fmt.Fprintln(os.Stderr, "example:", err)
		os.Exit(1)
	}
}

func run(base, key, collection, query string, limit int) error {
	if key == "" {
		return fmt.Errorf("no key: pass -key or set READAPI_KEY (make run prints one per plan)")
	}
	params, err := url.ParseQuery(query)
	if err != nil {
		return fmt.Errorf("-query: %w", err)
	}
	params.Set("limit", fmt.Sprint(limit))
	c, err := client.New(base, key, client.Options{})
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	path := "/v1/" + strings.TrimPrefix(strings.TrimPrefix(collection, "/"), "v1/") // "events" or "/v1/events"
	fmt.Printf("walking %s%s?%s\n", base, path, params.Encode())
	start, rows := time.Now(), 0
	for _, err := range c.Rows(ctx, path, params) {
		if err != nil {
			return fmt.Errorf("after %d rows: %w", rows, err)
		}
		if rows++; rows%1000 == 0 {
			fmt.Printf("  %d rows (%.1f s)\n", rows, time.Since(start).Seconds())
		}
	}
	fmt.Printf("%s: %d rows in %.1f s\n", collection, rows, time.Since(start).Seconds())
	return nil
}
