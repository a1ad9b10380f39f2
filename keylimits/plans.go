// Package keylimits issues API keys and enforces their scopes, per-second
// limits, monthly quotas, engine budgets and caps of requests in flight in
// Redis.
//
// Every keyed request costs one Redis round trip: a single Lua script looks
// the key up by its SHA-256 digest, applies the settlements of the key's
// finished requests (Finish), checks revocation and scope, applies the GCRA
// per-second limit, the cap of requests in flight and the engine budget
// (reserving the request's estimated engine time), and reserves one monthly
// credit. A response that is
// not 2xx gives its credit back (a second, rare round trip), so accounting
// never overshoots under concurrency. Connect opens the Redis that
// REDIS_URL names (one Redis, a Redis Cluster or Sentinel); a key's Redis
// keys share one cluster slot, so the script runs unchanged on a cluster.
package keylimits

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"readapi"
)

// Limits are the figures a key is held to.
type Limits struct {
	// RPS is the sustained requests per second.
	RPS int
	// Burst is how many requests may arrive at once.
	Burst int
	// Monthly is the number of credits (2xx responses) per UTC calendar month.
	Monthly int64
	// EngineMS is the engine time (milliseconds of searching, as
	// OpenSearch's took reports it) the key may spend per second; 0 means
	// no engine budget.
	EngineMS int
	// EngineBurstMS is how much engine time the key may spend at once.
	EngineBurstMS int
	// InFlight is how many of the key's requests may be served at once; 0
	// means no cap.
	InFlight int
}

// Plans are the spec's plans (requests per second, burst, monthly credits)
// with the engine budgets and in-flight caps of docs/operations.md ("Fair
// use"): on a node of 2 cores, about 2,000 ms of engine time a second in
// all. Every plan includes all six datasets. ParseBudgets replaces the
// engine figures (ENGINE_BUDGETS).
var Plans = map[string]Limits{
	"free":    {RPS: 5, Burst: 10, Monthly: 1000, EngineMS: 100, EngineBurstMS: 1000, InFlight: 4},
	"starter": {RPS: 10, Burst: 20, Monthly: 5000, EngineMS: 200, EngineBurstMS: 2000, InFlight: 8},
	"builder": {RPS: 50, Burst: 100, Monthly: 50000, EngineMS: 500, EngineBurstMS: 5000, InFlight: 16},
	"scale":   {RPS: 100, Burst: 200, Monthly: 250000, EngineMS: 1000, EngineBurstMS: 10000, InFlight: 32},
}

// ParseBudgets reads engine budgets and in-flight caps, as ENGINE_BUDGETS
// gives them: "plan=ms_per_second/burst_ms/in_flight" entries separated by
// commas (for example "free=50/500/2,scale=2000/20000/64"); it returns a
// copy of plans with those figures replaced. Plans not named keep theirs.
func ParseBudgets(spec string, plans map[string]Limits) (map[string]Limits, error) {
	out := maps.Clone(plans)
	for entry := range strings.SplitSeq(spec, ",") {
		entry = strings.TrimSpace(entry)
		if entry == "" {
			continue
		}
		name, figures, ok := strings.Cut(entry, "=")
		l, known := out[strings.TrimSpace(name)]
		if !ok || !known {
			return nil, fmt.Errorf("engine budget %q: want plan=ms_per_second/burst_ms/in_flight with a plan of %s", entry, strings.Join(PlanNames, ", "))
		}
		var n [3]int
		parts := strings.Split(figures, "/")
		for i := range n {
			if len(parts) != 3 {
				break
			}
			v, err := strconv.Atoi(strings.TrimSpace(parts[i]))
			if err != nil || v < 0 {
				parts = nil
				break
			}
			n[i] = v
		}
		if len(parts) != 3 {
			return nil, fmt.Errorf("engine budget %q: want three whole numbers ms_per_second/burst_ms/in_flight", entry)
		}
		l.EngineMS, l.EngineBurstMS, l.InFlight = n[0], n[1], n[2]
		out[strings.TrimSpace(name)] = l
	}
	return out, nil
}

// PlanNames lists the plans from smallest to largest.
var PlanNames = []string{"free", "starter", "builder", "scale"}

// Datasets are the datasets a key can be scoped to: every described one.
var Datasets = readapi.Names()

// ParseDatasets validates a comma-separated dataset scope; empty means all.
func ParseDatasets(list string) ([]string, error) {
	if strings.TrimSpace(list) == "" {
		return slices.Clone(Datasets), nil
	}
	var out []string
	for _, d := range strings.Split(list, ",") {
		d = strings.TrimSpace(d)
		if !slices.Contains(Datasets, d) {
			return nil, fmt.Errorf("unknown dataset %q; datasets are %s", d, strings.Join(Datasets, ", "))
		}
		if !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	return out, nil
}
