// Command capacity sends a fixed mix of reads (pages, a cursor walk, single
// ids, q with count=true, facets) through a running API at a concurrency
// for a while, and prints requests/s, latency percentiles, and the CPU time
// the API process and the OpenSearch processes spent per request (from
// /proc/<pid>/stat). scripts/bench-capacity.sh runs it against each shape
// of the data; it asserts nothing.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

func main() {
	api := flag.String("api", "http://127.0.0.1:18091", "API base URL")
	key := flag.String("key", "", "API key")
	apiPid := flag.Int("api-pid", 0, "pid of the API process")
	osPids := flag.String("opensearch-pids", "", "comma-separated pids of the OpenSearch nodes")
	conc := flag.Int("concurrency", 8, "concurrent clients")
	dur := flag.Duration("duration", 20*time.Second, "how long to send")
	label := flag.String("label", "", "label of the printed line")
	flag.Parse()

	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	get := func(path string) ([]byte, int) {
		req, _ := http.NewRequest(http.MethodGet, *api+path, nil)
		req.Header.Set("Authorization", "Bearer "+*key)
		resp, err := client.Do(req)
		if err != nil {
			return nil, 0
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return body, resp.StatusCode
	}
	var first struct {
		Data []struct {
			ID    string `json:"id"`
			Title string `json:"title"`
		} `json:"data"`
	}
	body, status := get("/v1/jobs?limit=100")
	if status != http.StatusOK || json.Unmarshal(body, &first) != nil || len(first.Data) == 0 {
		fmt.Fprintf(os.Stderr, "capacity: first page: %d %s\n", status, body)
		os.Exit(2)
	}
	word, _, _ := strings.Cut(first.Data[0].Title, " ")
	paths := []string{
		"/v1/jobs?limit=25",
		"/v1/jobs/" + url.PathEscape(first.Data[0].ID),
		"/v1/jobs?limit=25&count=true&q=" + url.QueryEscape(word),
		"/v1/jobs?limit=25&facets=city,employment_type",
		"/v1/jobs/" + url.PathEscape(first.Data[len(first.Data)-1].ID),
		"", // the next page of this client's walk
	}

	cpu0, os0 := cpuTime(*apiPid), pidsCPU(*osPids)
	start := time.Now()
	var mu sync.Mutex
	var latencies []time.Duration
	failed := 0
	var wg sync.WaitGroup
	for c := range *conc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cursor := ""
			for i := c; time.Since(start) < *dur; i++ {
				path := paths[i%len(paths)]
				if path == "" {
					path = "/v1/jobs?limit=25"
					if cursor != "" {
						path += "&cursor=" + url.QueryEscape(cursor)
					}
				}
				t := time.Now()
				body, status := get(path)
				d := time.Since(t)
				if paths[i%len(paths)] == "" {
					var page struct {
						Meta struct {
							Next *string `json:"next"`
						} `json:"meta"`
					}
					_ = json.Unmarshal(body, &page)
					cursor = ""
					if page.Meta.Next != nil {
						cursor = *page.Meta.Next
					}
				}
				mu.Lock()
				latencies = append(latencies, d)
				if status != http.StatusOK {
					failed++
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	cpu1, os1 := cpuTime(*apiPid), pidsCPU(*osPids)
	n := len(latencies)
	slices.Sort(latencies)
	pct := func(p float64) float64 {
		return float64(latencies[min(n-1, int(float64(n)*p))].Microseconds()) / 1000
	}
	fmt.Printf("%-28s %6.0f req/s  p50 %6.1f ms  p95 %6.1f ms  p99 %6.1f ms  api cpu %5.2f ms/req  opensearch cpu %6.2f ms/req  (%d requests, %d failed)\n",
		*label, float64(n)/elapsed.Seconds(), pct(0.5), pct(0.95), pct(0.99),
		float64((cpu1-cpu0).Microseconds())/1000/float64(n), float64((os1-os0).Microseconds())/1000/float64(n), n, failed)
}

// cpuTime is the user+system CPU time a process has used, from
// /proc/<pid>/stat (0 when it cannot be read).
func cpuTime(pid int) time.Duration {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// Fields after the command name, which is in parentheses and may hold spaces.
	fields := strings.Fields(string(data[strings.LastIndexByte(string(data), ')')+1:]))
	if len(fields) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(fields[11], 10, 64)
	stime, _ := strconv.ParseInt(fields[12], 10, 64)
	const ticks = 100 // USER_HZ on Linux
	return time.Duration(utime+stime) * time.Second / ticks
}

func pidsCPU(list string) time.Duration {
	var total time.Duration
	for _, p := range strings.Split(list, ",") {
		if pid, err := strconv.Atoi(strings.TrimSpace(p)); err == nil {
			total += cpuTime(pid)
		}
	}
	return total
}
