// Command benchload compares `reindex load` with plain _bulk baselines on
// the same jobs snapshot, side by side in one run: into a default-mapped
// index (no explicit mapping: the load ratio of issue 35), with the
// requests in flight of --default-workers (the load's own count among
// them), and into an index with the jobs mapping; then it measures the
// source listing over the loaded data. It ends with issue 44's two ratios:
// the loader's own cost and the mapping's. It prints figures with the
// engine's version and the machine's load average and asserts nothing;
// scripts/bench-load.sh runs it.
package main

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
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
	routed := flag.Bool("routed", false, "also bulk into variants of the jobs mapping with title and description's language subfields routed or merged (routed.go)")
	mappingOnly := flag.Bool("mapping-only", false, "measure the mappings' cost only (no reindex load)")
	defaultWorkers := flag.String("default-workers", "1,2,4", "requests in flight of the default-mapped baselines (the load's own count is always among them)")
	flag.Parse()
	if *input == "" || *reindexBin == "" {
		fmt.Fprintln(os.Stderr, "usage: benchload --input jobs.ndjson --reindex ./reindex")
		os.Exit(2)
	}
	workers, err := workerCounts(*defaultWorkers)
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchload:", err)
		os.Exit(2)
	}
	if err := run(*input, *reindexBin, *baseReindex, *prefix, workers, *routed, *mappingOnly); err != nil {
		fmt.Fprintln(os.Stderr, "benchload:", err)
		os.Exit(1)
	}
}

func run(input, reindexBin, baseReindex, prefix string, defaultWorkers []int, routed, mappingOnly bool) error {
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

	version := engineVersion(client)
	fmt.Printf("engine: OpenSearch %s; machine load average before: %s\n", version, loadAverage())
	plain, err := defaultBaselines(client, input, prefix, defaultWorkers)
	if err != nil {
		return err
	}
	best := slices.MaxFunc(plain, func(a, b baseline) int { return cmp.Compare(a.rate(), b.rate()) })

	jobsMapping, err := mappings.IndexBody("jobs", nil)
	if err != nil {
		return err
	}
	mapped, err := plainBulk(client, input, prefix+"baseline", jobsMapping, loadWorkers, false)
	if err != nil {
		return fmt.Errorf("baseline into the jobs mapping: %w", err)
	}
	fmt.Printf("plain _bulk into the jobs mapping (%d requests at a time, 4 MiB, ids chosen by the engine): %s\n", loadWorkers, mapped)
	perform(client, http.MethodDelete, "/"+prefix+"baseline", nil)
	var variants []variantRun
	if routed {
		if variants, err = mappingVariants(client, input, prefix, jobsMapping); err != nil {
			return err
		}
	}
	if mappingOnly {
		same := plain[slices.IndexFunc(plain, func(b baseline) bool { return b.workers == loadWorkers })]
		printMappingCost(version, mapped, same, variants)
		return nil
	}
	withIDs, err := plainBulk(client, input, prefix+"baseline-ids", jobsMapping, loadWorkers, true)
	if err != nil {
		return fmt.Errorf("baseline into the jobs mapping with the rows' ids: %w", err)
	}
	fmt.Printf("plain _bulk into the jobs mapping with each row's own id, as the load writes them (%d requests at a time, 4 MiB): %s\n", loadWorkers, withIDs)
	perform(client, http.MethodDelete, "/"+prefix+"baseline-ids", nil)

	cpu0, err := engineCPU(client)
	if err != nil {
		return err
	}
	loadTime, own, err := timedLoad(reindexBin, input, prefix)
	if err != nil {
		return err
	}
	cpu1, err := engineCPU(client)
	if err != nil {
		return err
	}
	rows := mapped.rows
	load := baseline{rows: rows, took: loadTime, workers: loadWorkers, cpu: cpu1 - cpu0}
	loadRate := load.rate()
	fmt.Printf("reindex load (%d workers, verify + swap included): %s; ratio to plain _bulk into the jobs mapping %.2fx; peak RSS %.1f MiB for a %.0f MiB input\n",
		loadWorkers, load, loadRate/mapped.rate(), float64(own.rss)/1024, float64(info.Size())/(1<<20))
	fmt.Printf("reindex load's own process: CPU %s = %.2f ms a row, %.0f%% of its wall time\n", own.cpu.Round(time.Millisecond),
		float64(own.cpu.Microseconds())/1000/float64(mapped.rows), 100*own.cpu.Seconds()/loadTime.Seconds())
	fmt.Printf("load ratio (issue 35): reindex load rows/s / the fastest plain _bulk into a default-mapped index (%d at a time) = %.0f / %.0f = %.2f; against 1 request at a time: %.2f (machine load average after: %s)\n",
		best.workers, loadRate, best.rate(), loadRate/best.rate(), loadRate/plain[0].rate(), loadAverage())
	// On a machine others share, wall times swing with their work; the
	// engine's CPU a row swings less (it counts every search the node
	// serves meanwhile too).
	fmt.Printf("engine CPU a row: default-mapped %.2f ms, jobs mapping %.2f ms, reindex load %.2f ms; the load's CPU ratio (default-mapped / load) %.2f\n",
		best.cpuPerRow(), mapped.cpuPerRow(), load.cpuPerRow(), best.cpuPerRow()/load.cpuPerRow())

	if err := timeSourceListing(client, prefix, rows); err != nil {
		return err
	}
	baseOwn := ""
	if baseReindex != "" {
		// The base build loads after this one's index is gone.
		perform(client, http.MethodDelete, "/"+prefix+"jobs*", nil)
		baseLoad, baseOwnCPU, err := timedLoad(baseReindex, input, prefix+"base-")
		if err != nil {
			return fmt.Errorf("base: %w", err)
		}
		baseRate := float64(rows) / baseLoad.Seconds()
		fmt.Printf("base load ratio (BASE_REV's reindex load, after this build's): %.0f / %.0f = %.2f; this build / base: %.2fx the rows/s (machine load average after: %s)\n",
			baseRate, best.rate(), baseRate/best.rate(), loadRate/baseRate, loadAverage())
		fmt.Printf("BASE_REV's reindex load's own process: CPU %s = %.2f ms a row, %.0f%% of its wall time\n", baseOwnCPU.cpu.Round(time.Millisecond),
			float64(baseOwnCPU.cpu.Microseconds())/1000/float64(rows), 100*baseOwnCPU.cpu.Seconds()/baseLoad.Seconds())
		baseOwn = fmt.Sprintf("; BASE_REV %.0f / %.0f = %.2f", baseRate, mapped.rate(), baseRate/mapped.rate())
	}
	same := plain[slices.IndexFunc(plain, func(b baseline) bool { return b.workers == loadWorkers })]
	fmt.Printf("\nissue 44, OpenSearch %s, %d rows, %d requests at a time, machine load average %s:\n", version, rows, loadWorkers, loadAverage())
	fmt.Printf("  A. the loader's own cost: reindex load / plain _bulk into the jobs mapping (goal >= 0.85): this build %.0f / %.0f = %.2f%s\n",
		loadRate, mapped.rate(), loadRate/mapped.rate(), baseOwn)
	fmt.Printf("     of which the rows' own ids (a plain _bulk with them / without): %.0f / %.0f = %.2f; reindex load / plain _bulk with the ids: %.2f\n",
		withIDs.rate(), mapped.rate(), withIDs.rate()/mapped.rate(), loadRate/withIDs.rate())
	printMappingCost(version, mapped, same, variants)
	return nil
}

// printMappingCost prints issue 44's ratio B, the mapping's cost, with
// the variants measured.
func printMappingCost(version string, mapped, same baseline, variants []variantRun) {
	fmt.Printf("  B. the mapping's cost: plain _bulk into the jobs mapping / into a default mapping (goal >= 0.5; OpenSearch %s, machine load average %s): %.0f / %.0f = %.2f; "+
		"engine CPU a row %.2f / %.2f ms; indexing a row %.2f / %.2f ms = %.2f\n",
		version, loadAverage(), mapped.rate(), same.rate(), mapped.rate()/same.rate(), mapped.cpuPerRow(), same.cpuPerRow(),
		mapped.indexingPerRow(), same.indexingPerRow(), same.indexingPerRow()/mapped.indexingPerRow())
	for _, v := range variants {
		fmt.Printf("     %s: %.0f / %.0f = %.2f; engine CPU a row %.2f ms (%.2fx today's jobs mapping's); indexing a row %.2f ms (%.2fx today's), default / it = %.2f\n",
			v.name, v.rate(), same.rate(), v.rate()/same.rate(), v.cpuPerRow(), v.cpuPerRow()/mapped.cpuPerRow(),
			v.indexingPerRow(), v.indexingPerRow()/mapped.indexingPerRow(), same.indexingPerRow()/v.indexingPerRow())
	}
}

// workerCounts reads a comma-separated list of requests in flight, adding
// the load's own count when it is missing.
func workerCounts(list string) ([]int, error) {
	var counts []int
	for _, f := range strings.Split(list, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			return nil, fmt.Errorf("--default-workers: %q is not a positive number", f)
		}
		counts = append(counts, n)
	}
	if !slices.Contains(counts, loadWorkers) {
		counts = append(counts, loadWorkers)
	}
	return counts, nil
}

// process is what a command's own process used: its CPU time (user and
// system) and its peak RSS (KiB).
type process struct {
	cpu time.Duration
	rss int64
}

// defaultBaselines are the plain baselines into a default-mapped index (no
// mapping or settings: OpenSearch's dynamic mapping, 1 shard, refresh every
// second, a replica the single node leaves unassigned), 4 MiB requests,
// with each count of requests at a time of workers: one request at a time
// leaves the engine a single write thread, so on a machine of several
// cores it is no honest baseline; the load ratio of issue 35 is taken
// against the fastest.
func defaultBaselines(client *opensearch.Client, input, prefix string, workers []int) ([]baseline, error) {
	var plain []baseline
	for _, n := range workers {
		b, err := plainBulk(client, input, prefix+"baseline-default", nil, n, false)
		if err != nil {
			return nil, fmt.Errorf("baseline into a default-mapped index: %w", err)
		}
		fmt.Printf("plain _bulk into a default-mapped index (no explicit mapping or settings; %d request(s) at a time, 4 MiB, ids chosen by the engine): %s\n", n, b)
		perform(client, http.MethodDelete, "/"+prefix+"baseline-default", nil)
		plain = append(plain, b)
	}
	return plain, nil
}

// timeSourceListing times the source listing over the jobs loaded under
// prefix (rows of them): its first call, then the median and p90 of 30.
func timeSourceListing(client *opensearch.Client, prefix string, rows int64) error {
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
	fmt.Printf("source listing over %d jobs: median %s, p90 %s (30 calls)\n", rows,
		times[len(times)/2].Round(10*time.Microsecond), times[len(times)*9/10].Round(10*time.Microsecond))
	return nil
}

// timedLoad runs `reindex load` of the jobs snapshot with bin under prefix
// and returns how long it took and what its process used.
func timedLoad(bin, input, prefix string) (time.Duration, process, error) {
	cmd := exec.Command(bin, "load", "--dataset", "jobs", "--input", input, "--workers", strconv.Itoa(loadWorkers))
	cmd.Env = append(os.Environ(), "INDEX_PREFIX="+prefix)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return 0, process{}, fmt.Errorf("reindex load: %w", err)
	}
	ps := cmd.ProcessState
	return time.Since(start), process{cpu: ps.UserTime() + ps.SystemTime(), rss: ps.SysUsage().(*syscall.Rusage).Maxrss}, nil
}

// loadWorkers is the bulk requests `reindex load` keeps in flight (its
// --workers default, passed explicitly).
const loadWorkers = 2

// baseline is one plain _bulk run: rows sent, time taken, requests in flight.
type baseline struct {
	rows    int64
	took    time.Duration
	workers int
	// cpu is the CPU time the engine's process spent meanwhile.
	cpu time.Duration
	// indexing is the time the engine's indexing of this index took
	// (index_time_in_millis): unlike cpu, it counts no other index's work
	// on a shared node, though a busy machine still stretches it.
	indexing time.Duration
}

func (b baseline) rate() float64 { return float64(b.rows) / b.took.Seconds() }

// cpuPerRow is the engine's CPU milliseconds per row.
func (b baseline) cpuPerRow() float64 { return float64(b.cpu.Microseconds()) / 1000 / float64(b.rows) }

// indexingPerRow is the engine's indexing milliseconds per row (0 when
// not measured).
func (b baseline) indexingPerRow() float64 {
	return float64(b.indexing.Microseconds()) / 1000 / float64(b.rows)
}

func (b baseline) String() string {
	return fmt.Sprintf("%d rows in %s = %.0f rows/s; engine CPU %s = %.2f ms a row; indexing %.2f ms a row", b.rows, b.took.Round(time.Millisecond), b.rate(),
		b.cpu.Round(time.Millisecond), b.cpuPerRow(), b.indexingPerRow())
}

// plainBulk sends the file to a fresh index created with body (nil: no
// mapping or settings, OpenSearch's defaults) with plain _bulk requests of
// about 4 MiB, workers of them at a time, and refreshes it: a baseline.
// withIDs indexes each row under its own id, as the load does, instead of
// one the engine chooses.
func plainBulk(client *opensearch.Client, input, index string, body []byte, workers int, withIDs bool) (baseline, error) {
	if err := perform(client, http.MethodPut, "/"+index, body); err != nil {
		return baseline{}, err
	}
	f, err := os.Open(input)
	if err != nil {
		return baseline{}, err
	}
	defer f.Close()
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	bulks := make(chan *opensearch.Bulk)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for bulk := range bulks {
				if err := sendBulk(ctx, client, bulk); err != nil {
					cancel(err)
				}
			}
		}()
	}
	cpu0, err := engineCPU(client)
	if err != nil {
		return baseline{}, err
	}
	start := time.Now()
	rows, err := readBulks(ctx, input, f, index, withIDs, bulks)
	close(bulks)
	wg.Wait()
	if err == nil {
		err = context.Cause(ctx)
	}
	if err != nil {
		return baseline{}, err
	}
	if err := perform(client, http.MethodPost, "/"+index+"/_refresh", nil); err != nil {
		return baseline{}, err
	}
	took := time.Since(start)
	cpu1, err := engineCPU(client)
	if err != nil {
		return baseline{}, err
	}
	indexing, err := indexingTime(client, index)
	return baseline{rows: rows, took: took, workers: workers, cpu: cpu1 - cpu0, indexing: indexing}, err
}

// indexingTime is the time the engine spent indexing into index.
func indexingTime(client *opensearch.Client, index string) (time.Duration, error) {
	raw, err := client.Do(context.Background(), http.MethodGet, "/"+index+"/_stats/indexing?filter_path=_all.primaries.indexing.index_time_in_millis", nil)
	if err != nil {
		return 0, fmt.Errorf("reading the indexing time of %s: %w", index, err)
	}
	var stats struct {
		All struct {
			Primaries struct {
				Indexing struct {
					Millis int64 `json:"index_time_in_millis"`
				} `json:"indexing"`
			} `json:"primaries"`
		} `json:"_all"`
	}
	if err := json.Unmarshal(raw, &stats); err != nil {
		return 0, fmt.Errorf("reading the indexing time of %s from %s: %w", index, raw, err)
	}
	return time.Duration(stats.All.Primaries.Indexing.Millis) * time.Millisecond, nil
}

// readBulks cuts the rows of r into bulks of about 4 MiB indexing into
// index (under each row's id when withIDs), hands them to out, and returns
// the rows read.
func readBulks(ctx context.Context, input string, r io.Reader, index string, withIDs bool, out chan<- *opensearch.Bulk) (int64, error) {
	var rows int64
	bulk := &opensearch.Bulk{}
	lines := bufio.NewReaderSize(r, 1<<20)
	for {
		line, err := lines.ReadBytes('\n')
		if line = bytes.TrimSpace(line); len(line) > 0 {
			id := ""
			if withIDs {
				var row struct {
					ID string `json:"id"`
				}
				if err := json.Unmarshal(line, &row); err != nil {
					return 0, fmt.Errorf("reading %s: %w", input, err)
				}
				id = row.ID
			}
			if err := bulk.Index(index, id, line); err != nil {
				return 0, err
			}
			rows++
			if bulk.Size() >= 4<<20 {
				select {
				case out <- bulk:
				case <-ctx.Done():
					return 0, nil
				}
				bulk = &opensearch.Bulk{}
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return 0, fmt.Errorf("reading %s: %w", input, err)
		}
	}
	if bulk.Len() > 0 {
		out <- bulk
	}
	return rows, nil
}

// sendBulk sends one bulk and fails on any item it could not index.
func sendBulk(ctx context.Context, client *opensearch.Client, bulk *opensearch.Bulk) error {
	items, err := client.SendBulk(ctx, bulk, opensearch.RefreshLater)
	if err != nil {
		return err
	}
	for _, item := range items {
		if item.Error != nil {
			return fmt.Errorf("bulk item failed: %s", opensearch.ItemReason(item))
		}
	}
	return nil
}

// engineCPU is the CPU time the local engine node's process has spent.
func engineCPU(client *opensearch.Client) (time.Duration, error) {
	raw, err := client.Do(context.Background(), http.MethodGet, "/_nodes/_local/stats/process?filter_path=nodes.*.process.cpu.total_in_millis", nil)
	if err != nil {
		return 0, fmt.Errorf("reading the engine's CPU time: %w", err)
	}
	var stats struct {
		Nodes map[string]struct {
			Process struct {
				CPU struct {
					TotalInMillis int64 `json:"total_in_millis"`
				} `json:"cpu"`
			} `json:"process"`
		} `json:"nodes"`
	}
	if err := json.Unmarshal(raw, &stats); err != nil || len(stats.Nodes) != 1 {
		return 0, fmt.Errorf("reading the engine's CPU time from %s: %v", raw, err)
	}
	for _, n := range stats.Nodes {
		return time.Duration(n.Process.CPU.TotalInMillis) * time.Millisecond, nil
	}
	return 0, nil
}

func perform(client *opensearch.Client, method, path string, body []byte) error {
	_, err := client.Do(context.Background(), method, path, body)
	return err
}

// engineVersion is the version OpenSearch reports ("unknown" when it
// does not say).
func engineVersion(client *opensearch.Client) string {
	var root struct {
		Version struct {
			Number string `json:"number"`
		} `json:"version"`
	}
	raw, err := client.Do(context.Background(), http.MethodGet, "/", nil)
	if err != nil || json.Unmarshal(raw, &root) != nil || root.Version.Number == "" {
		return "unknown"
	}
	return root.Version.Number
}

// loadAverage is the machine's 1, 5 and 15 minute load averages.
func loadAverage() string {
	raw, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown (" + err.Error() + ")"
	}
	return strings.Join(strings.Fields(string(raw))[:3], " ")
}
