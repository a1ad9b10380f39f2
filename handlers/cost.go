package handlers

import (
	"math"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// CostEstimator guesses a request's engine time before it is sent, from
// what it asks for: the words of q (fuzzy ones and prefixes weigh more),
// facets and their facet_limit, collapse, highlight, count, the page's
// limit, include=bodies and wildcard filters. Those make a request's
// weight in "units" (a plain q page is about one); what a unit costs on
// this engine and this data is learnt from the measured engine time of
// the requests served, per class of weight (requests of about the same
// weight cost about the same), so the estimate follows the index's size
// and the machine without a figure to tune.
type CostEstimator struct {
	// Initial is the engine time of one unit before any was measured;
	// 0 means 2 ms.
	Initial time.Duration

	mu      sync.Mutex
	perUnit [costClasses]float64 // learnt milliseconds per unit, 0 until measured
}

// costClasses are the classes of weight: class c holds weights in
// [2^c, 2^(c+1)).
const costClasses = 12

// costLearning is the weight of a new measurement in a class's average.
const costLearning = 0.2

// Weight is the weight of a request with these parameters, in units.
func Weight(params url.Values) float64 {
	limit := intParam(params, "limit", 10)
	units := 1 + float64(limit)/25
	words := strings.Fields(params.Get("q"))
	fuzzy := params.Get("fuzzy") == "true"
	for _, w := range words {
		switch {
		case w == "OR":
			units += 0.5
		case strings.Contains(w, "*"):
			units += 3
		case fuzzy:
			units += 2
		default:
			units += 0.25
		}
	}
	if facets := params.Get("facets"); facets != "" {
		n := float64(strings.Count(facets, ",") + 1)
		units += n * (1 + float64(intParam(params, "facet_limit", 10))/25)
	}
	if params.Get("collapse") != "" {
		units += 3
	}
	if params.Get("highlight") == "true" {
		units += 1 + float64(limit)/10
	}
	if params.Get("count") == "true" {
		units++
	}
	if strings.Contains(params.Get("include"), "bodies") {
		units += float64(limit) / 25
	}
	for name, values := range params {
		if name == "q" {
			continue
		}
		for _, v := range values {
			if strings.Contains(v, "*") {
				units += 3
			}
		}
	}
	return units
}

func intParam(params url.Values, name string, def int) int {
	n, err := strconv.Atoi(params.Get(name))
	if err != nil || n <= 0 {
		return def
	}
	return min(n, 1000)
}

func costClass(units float64) int {
	return min(max(int(math.Log2(max(units, 1))), 0), costClasses-1)
}

// Estimate is the engine time a request of this weight is expected to
// spend.
func (c *CostEstimator) Estimate(units float64) time.Duration {
	c.mu.Lock()
	perUnit := c.perUnit[costClass(units)]
	c.mu.Unlock()
	if perUnit == 0 {
		initial := c.Initial
		if initial <= 0 {
			initial = 2 * time.Millisecond
		}
		perUnit = float64(initial.Microseconds()) / 1000
	}
	return time.Duration(units * perUnit * float64(time.Millisecond))
}

// Observe learns from a served request of that weight that spent spent.
func (c *CostEstimator) Observe(units float64, spent time.Duration) {
	perUnit := float64(spent.Microseconds()) / 1000 / max(units, 1)
	c.mu.Lock()
	defer c.mu.Unlock()
	p := &c.perUnit[costClass(units)]
	if *p == 0 {
		*p = perUnit
		return
	}
	*p += costLearning * (perUnit - *p)
}
