// Command benchload compares `reindex load` with plain _bulk baselines on
// the same jobs snapshot, side by side in one run: into a default-mapped
// index (no explicit mapping: the load ratio of issue 25) and into an index
// with the jobs mapping; then it measures the source listing over the
// loaded data. It prints figures with the machine's load average and
// asserts nothing; scripts/bench-load.sh runs it.
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
	"strings"
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
	baseReindex := flag.String("base-reindex", "", "path of another build's reindex (BASE_REV) loaded side by side; empty: none")
	flag.Parse()
	if *input == "" || *reindexBin == "" {
		fmt.Fprintln(os.Stderr, "usage: benchload --input jobs.ndjson --reindex ./reindex")
		os.Exit(2)
	}
	if err := run(*input, *reindexBin, *baseReindex, *prefix); err != nil {
		fmt.Fprintln(os.Stderr, "benchload:", err)
		os.Exit(1)
	}
}

func run(input, reindexBin, baseReindex, prefix string) error {
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

	fmt.Printf("machine load average before: %s\n", loadAverage())
	rows, plainTime, err := plainBulk(client, input, prefix+"baseline-default", nil)
	if err != nil {
		return fmt.Errorf("baseline into a default-mapped index: %w", err)
	}
	fmt.Printf("plain _bulk into a default-mapped index (no explicit mapping or settings; 1 request at a time, 4 MiB): %d rows in %s = %.0f rows/s\n",
		rows, plainTime.Round(time.Millisecond), float64(rows)/plainTime.Seconds())
	perform(client, http.MethodDelete, "/"+prefix+"baseline-default", nil)

	jobsMapping, err := mappings.IndexBody("jobs", nil)
	if err != nil {
		return err
	}
	baseRows, baseTime, err := plainBulk(client, input, prefix+"baseline", jobsMapping)
	if err != nil {
		return fmt.Errorf("baseline into the jobs mapping: %w", err)
	}
	fmt.Printf("plain _bulk into the jobs mapping (1 request at a time, 4 MiB): %d rows in %s = %.0f rows/s\n",
		baseRows, baseTime.Round(time.Millisecond), float64(baseRows)/baseTime.Seconds())
	perform(client, http.MethodDelete, "/"+prefix+"baseline", nil)

	loadTime, rss, err := timedLoad(reindexBin, input, prefix)
	if err != nil {
		return err
	}
	fmt.Printf("reindex load (verify + swap included): %d rows in %s = %.0f rows/s; ratio to plain _bulk into the jobs mapping %.2fx; peak RSS %.1f MiB for a %.0f MiB input\n",
		baseRows, loadTime.Round(time.Millisecond), float64(baseRows)/loadTime.Seconds(),
		baseTime.Seconds()/loadTime.Seconds(), float64(rss)/1024, float64(info.Size())/(1<<20))
	fmt.Printf("load ratio: reindex load rows/s / plain _bulk into a default-mapped index = %.0f / %.0f = %.2f (machine load average after: %s)\n",
		float64(rows)/loadTime.Seconds(), float64(rows)/plainTime.Seconds(), plainTime.Seconds()/loadTime.Seconds(), loadAverage())

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
	if baseReindex != "" {
		// The base build loads after this one's index is gone.
		perform(client, http.MethodDelete, "/"+prefix+"jobs*", nil)
		baseLoad, _, err := timedLoad(baseReindex, input, prefix+"base-")
		if err != nil {
			return fmt.Errorf("base: %w", err)
		}
		fmt.Printf("base load ratio (BASE_REV's reindex load, after this build's): %.0f / %.0f = %.2f; this build / base: %.2fx the rows/s (machine load average after: %s)\n",
			float64(rows)/baseLoad.Seconds(), float64(rows)/plainTime.Seconds(), plainTime.Seconds()/baseLoad.Seconds(), baseLoad.Seconds()/loadTime.Seconds(), loadAverage())
	}
	return nil
}

// timedLoad runs `reindex load` of the jobs snapshot with bin under prefix
// and returns how long it took and its peak RSS (KiB).
func timedLoad(bin, input, prefix string) (time.Duration, int64, error) {
	cmd := exec.Command(bin, "load", "--dataset", "jobs", "--input", input)
	cmd.Env = append(os.Environ(), "INDEX_PREFIX="+prefix)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return 0, 0, fmt.Errorf("reindex load: %w", err)
	}
	return time.Since(start), cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss, nil
}

// plainBulk sends the file to a fresh index created with body (nil: no
// mapping or settings, OpenSearch's defaults) with plain, sequential _bulk
// requests of about 4 MiB: a baseline.
func plainBulk(client *opensearch.Client, input, index string, body []byte) (int64, time.Duration, error) {
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

// loadAverage is the machine's 1, 5 and 15 minute load averages.
func loadAverage() string {
	raw, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown (" + err.Error() + ")"
	}
	return strings.Join(strings.Fields(string(raw))[:3], " ")
}
