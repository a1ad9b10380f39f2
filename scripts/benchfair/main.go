// Command benchfair measures what one key's costly requests do to another
// key's plain pages (the scenario of docs/operations.md, "Fair use"): the
// victim's plain q page, sent one at a time, idle and then while an
// attacker key sends the costliest requests it is allowed from many
// connections at its plan's request rate. It prints the victim's median
// and p99 in both phases and their ratios, the attacker's answers by
// status and reason, and the engine's CPU in each phase. It asserts
// nothing; scripts/bench-fairness.sh runs it.
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
	"sort"
	"strings"
	"sync"
	"time"
)

func main() {
	var o struct {
		api, opensearch, victim, attacker, costly string
		n, conc                                   int
		rate                                      float64
	}
	flag.StringVar(&o.api, "api", "http://127.0.0.1:8080", "the api")
	flag.StringVar(&o.opensearch, "opensearch", "http://127.0.0.1:9200", "OpenSearch, for its CPU")
	flag.StringVar(&o.victim, "victim", "", "the key whose plain pages are timed")
	flag.StringVar(&o.attacker, "attacker", "", "the key sending costly requests")
	flag.StringVar(&o.costly, "costly", "", "the attacker's request (path and query)")
	flag.IntVar(&o.n, "n", 200, "plain pages timed in each phase")
	flag.IntVar(&o.conc, "conc", 16, "the attacker's connections")
	flag.Float64Var(&o.rate, "rate", 5, "the attacker's requests a second, all connections together (its plan's limit)")
	flag.Parse()
	if o.victim == "" || o.attacker == "" || o.costly == "" {
		fmt.Fprintln(os.Stderr, "benchfair: -victim, -attacker and -costly are required")
		os.Exit(2)
	}
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	words := []string{"mühasib", "satış", "sürücü", "proqramçı", "menecer", "aşpaz", "dizayner", "kassir", "mühəndis", "operator"}
	plain := func(i int) string { return "/v1/jobs?q=" + url.QueryEscape(words[i%len(words)]) }

	victim(client, o.api, o.victim, plain, 20) // warm up
	cpu0 := engineCPU(client, o.opensearch)
	start := time.Now()
	idle := victim(client, o.api, o.victim, plain, o.n)
	idleCPU := cpuShare(engineCPU(client, o.opensearch)-cpu0, time.Since(start))

	stop := make(chan struct{})
	outcomes := attack(client, o.api, o.attacker, o.costly, o.conc, o.rate, stop)
	time.Sleep(2 * time.Second) // let the attack reach its pace
	cpu1 := engineCPU(client, o.opensearch)
	start = time.Now()
	busy := victim(client, o.api, o.victim, plain, o.n)
	busyCPU := cpuShare(engineCPU(client, o.opensearch)-cpu1, time.Since(start))
	close(stop)
	counts := outcomes()

	fmt.Printf("victim's plain q page, %d requests a phase, one at a time\n", o.n)
	fmt.Printf("%-22s %10s %10s %10s\n", "", "idle", "attacked", "ratio")
	for _, p := range []float64{0.5, 0.99} {
		a, b := quantile(idle, p), quantile(busy, p)
		fmt.Printf("%-22s %10s %10s %9.2fx\n", fmt.Sprintf("p%g", p*100), ms(a), ms(b), float64(b)/float64(a))
	}
	fmt.Printf("%-22s %9.0f%% %9.0f%%\n", "engine CPU (1 core = 100%)", idleCPU, busyCPU)
	fmt.Printf("\nattacker: %d connections at %.0f requests a second, answers:\n", o.conc, o.rate)
	var keys []string
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("  %-40s %6d\n", k, counts[k])
	}
}

// victim times n plain pages sent one at a time.
func victim(client *http.Client, api, key string, plain func(int) string, n int) []time.Duration {
	out := make([]time.Duration, 0, n)
	for i := range n {
		t := time.Now()
		status, _ := get(client, api+plain(i), key)
		if status != http.StatusOK {
			fmt.Fprintf(os.Stderr, "benchfair: the victim's page answered %d\n", status)
		}
		out = append(out, time.Since(t))
	}
	return out
}

// attack sends path with key from conc connections, rate requests a second
// in all, until stop; the function it returns waits for them and counts
// the answers by status and, for a 429, the limit named.
func attack(client *http.Client, api, key, path string, conc int, rate float64, stop chan struct{}) func() map[string]int {
	var (
		mu     sync.Mutex
		counts = map[string]int{}
		wg     sync.WaitGroup
	)
	tick := time.NewTicker(time.Duration(float64(time.Second) / rate))
	go func() {
		<-stop
		tick.Stop()
	}()
	for range conc {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				case <-tick.C:
				}
				status, reason := get(client, api+path, key)
				mu.Lock()
				counts[fmt.Sprintf("%d %s", status, reason)]++
				mu.Unlock()
			}
		})
	}
	return func() map[string]int {
		wg.Wait()
		return counts
	}
}

// get sends one request; for an error it returns the code and which limit
// the message names.
func get(client *http.Client, target, key string) (int, string) {
	req, _ := http.NewRequest(http.MethodGet, target, nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := client.Do(req)
	if err != nil {
		return 0, "no answer"
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	var env struct {
		Error *struct{ Code, Message string } `json:"error"`
	}
	_ = json.Unmarshal(body, &env)
	if env.Error == nil {
		return resp.StatusCode, ""
	}
	reason := env.Error.Code
	switch {
	case strings.Contains(env.Error.Message, "search-engine time"):
		reason += " (engine budget)"
	case strings.Contains(env.Error.Message, "at once"):
		reason += " (in flight)"
	case strings.Contains(env.Error.Message, "per second"):
		reason += " (per second)"
	}
	return resp.StatusCode, reason
}

// engineCPU is the CPU time OpenSearch's processes have used, in ms.
func engineCPU(client *http.Client, osURL string) int64 {
	resp, err := client.Get(osURL + "/_nodes/stats/process")
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	var stats struct {
		Nodes map[string]struct {
			Process struct {
				CPU struct {
					TotalInMillis int64 `json:"total_in_millis"`
				} `json:"cpu"`
			} `json:"process"`
		} `json:"nodes"`
	}
	_ = json.NewDecoder(resp.Body).Decode(&stats)
	var total int64
	for _, n := range stats.Nodes {
		total += n.Process.CPU.TotalInMillis
	}
	return total
}

func cpuShare(cpuMS int64, wall time.Duration) float64 {
	return float64(cpuMS) / float64(wall.Milliseconds()) * 100
}

func quantile(d []time.Duration, p float64) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[min(int(p*float64(len(s))), len(s)-1)]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }
