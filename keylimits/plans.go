// Package keylimits issues API keys and enforces their scopes, per-second
// limits and monthly quotas in Redis.
//
// Every keyed request costs one Redis round trip: a single Lua script looks
// the key up by its SHA-256 digest, checks revocation and scope, applies the
// GCRA per-second limit and reserves one monthly credit. A response that is
// not 2xx gives its credit back (a second, rare round trip), so accounting
// never overshoots under concurrency. Connect opens the Redis that
// REDIS_URL names (one Redis, a Redis Cluster or Sentinel); a key's Redis
// keys share one cluster slot, so the script runs unchanged on a cluster.
package keylimits

import (
	"fmt"
	"slices"
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
}

// Plans are the spec's plans. Every plan includes all six datasets.
var Plans = map[string]Limits{
	"free":    {RPS: 5, Burst: 10, Monthly: 1000},
	"starter": {RPS: 10, Burst: 20, Monthly: 5000},
	"builder": {RPS: 50, Burst: 100, Monthly: 50000},
	"scale":   {RPS: 100, Burst: 200, Monthly: 250000},
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
