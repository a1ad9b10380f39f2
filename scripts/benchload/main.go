// Command benchload compares `reindex load` with a plain _bulk baseline on
// the same jobs snapshot and measures the source listing over the loaded
// data. It prints figures and asserts nothing; scripts/bench-load.sh runs it.
package main

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"syscall"
	"time"

	"readapi/internal/config"
	"readapi/internal/opensearch"
	"readapi/mappings"
	"readapi/search"
	"readapi/search/engine"
)

func main() {
	input := flag.String("input", "", "jobs snapshot (NDJSON)")
	reindexBin := flag.String("reindex", "", "path of the built reindex command")
	prefix := flag.String("prefix", "bench-load-", "index prefix to use (deleted afterwards)")
	flag.Parse()
	if *input == "" || *reindexBin == "" {
		fmt.Fprintln(os.Stderr, "usage: benchload --input jobs.ndjson --reindex ./reindex")
		os.Exit(2)
	}
	if err := run(*input, *reindexBin, *prefix); err != nil {
		fmt.Fprintln(os.Stderr, "benchload:", err)
		os.Exit(1)
	}
}

func run(input, reindexBin, prefix string) error {
	env := config.FromEnv()
	osCfg := env.OpenSearch()
	osCfg.RequestTimeout = 5 * time.Minute
	client, err := opensearch.New(osCfg)
	if err != nil {
		return err
	}
	defer perform(client, http.MethodDelete, "/"+prefix+"*", nil)
	info, err := os.Stat(input)
	if err != nil {
		return err
	}

	baseRows, baseTime, err := plainBulk(client, input, prefix+"baseline")
	if err != nil {
		return fmt.Errorf("baseline: %w", err)
	}
	fmt.Printf("plain _bulk (1 request at a time, 4 MiB, default settings): %d rows in %s = %.0f rows/s\n",
		baseRows, baseTime.Round(time.Millisecond), float64(baseRows)/baseTime.Seconds())
	perform(client, http.MethodDelete, "/"+prefix+"baseline", nil)

	cmd := exec.Command(reindexBin, "load", "--dataset", "jobs", "--input", input)
	cmd.Env = append(os.Environ(), "INDEX_PREFIX="+prefix)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("reindex load: %w", err)
	}
	loadTime := time.Since(start)
	rss := cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss
	fmt.Printf("reindex load (verify + swap included): %d rows in %s = %.0f rows/s; ratio to plain _bulk %.2fx; peak RSS %.1f MiB for a %.0f MiB input\n",
		baseRows, loadTime.Round(time.Millisecond), float64(baseRows)/loadTime.Seconds(),
		baseTime.Seconds()/loadTime.Seconds(), float64(rss)/1024, float64(info.Size())/(1<<20))

	engine := engine.New(client.WithTimeout(time.Minute), prefix, search.NewSigner("x"))
	var times []time.Duration
	for i := range 31 {
		t0 := time.Now()
		if _, err := engine.SourceListing(context.Background()); err != nil {
			return fmt.Errorf("source listing: %w", err)
		}
		if i > 0 {
			times = append(times, time.Since(t0))
		} else {
			fmt.Printf("source listing, first call after the load: %s\n", time.Since(t0).Round(10*time.Microsecond))
		}
	}
	slices.Sort(times)
	fmt.Printf("source listing over %d jobs: median %s, p90 %s (30 calls)\n", baseRows,
		times[len(times)/2].Round(10*time.Microsecond), times[len(times)*9/10].Round(10*time.Microsecond))
	return nil
}

// plainBulk sends the file to a fresh index with plain, sequential _bulk
// requests of about 4 MiB: the baseline.
func plainBulk(client *opensearch.Client, input, index string) (int64, time.Duration, error) {
	body, err := mappings.IndexBody("jobs", nil)
	if err != nil {
		return 0, 0, err
	}
	if err := perform(client, http.MethodPut, "/"+index, body); err != nil {
		return 0, 0, err
	}
	f, err := os.Open(input)
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	start := time.Now()
	var rows int64
	var bulk opensearch.Bulk
	send := func() error {
		items, err := client.SendBulk(context.Background(), &bulk, opensearch.RefreshLater)
		bulk = opensearch.Bulk{}
		for _, item := range items {
			if err == nil && item.Error != nil {
				err = fmt.Errorf("bulk item failed: %s", opensearch.ItemReason(item))
			}
		}
		return err
	}
	r := bufio.NewReaderSize(f, 1<<20)
	for {
		line, err := r.ReadBytes('\n')
		if line = bytes.TrimSpace(line); len(line) > 0 {
			if err := bulk.Index(index, "", line); err != nil {
				return 0, 0, err
			}
			rows++
			if bulk.Size() >= 4<<20 {
				if err := send(); err != nil {
					return 0, 0, err
				}
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return 0, 0, err
		}
	}
	if err := send(); err != nil {
		return 0, 0, err
	}
	if err := perform(client, http.MethodPost, "/"+index+"/_refresh", nil); err != nil {
		return 0, 0, err
	}
	return rows, time.Since(start), nil
}

func perform(client *opensearch.Client, method, path string, body []byte) error {
	_, err := client.Do(context.Background(), method, path, body)
	return err
}
