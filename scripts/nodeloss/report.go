package main

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"
)

// report prints the reads' figures around each kill and returns whether
// the required properties held: no failure but 503s, and every read whole
// again within wholeAgainWithin of each kill.
func report(start, end time.Time, kills []kill, results []result, rebuilt [2]time.Duration) bool {
	ok := true
	byOp := map[string]int{}
	byKind := map[string]int{}
	examples := map[string]string{}
	for _, r := range results {
		byOp[r.op]++
		if r.kind != "" {
			byKind[r.kind]++
			if _, seen := examples[r.kind]; !seen {
				examples[r.kind] = fmt.Sprintf("%s at +%.1f s: %s", r.op, r.start.Sub(start).Seconds(), r.detail)
			}
		}
	}
	failed := 0
	for _, n := range byKind {
		failed += n
	}
	fmt.Printf("reads: %d in %.0f s (%.0f/s): %s\n", len(results), end.Sub(start).Seconds(),
		float64(len(results))/end.Sub(start).Seconds(), counts(byOp))
	fmt.Printf("failed reads: %d", failed)
	if failed > 0 {
		fmt.Printf(" (%s)", counts(byKind))
	}
	fmt.Println()
	for _, kind := range slices.Sorted(maps.Keys(examples)) {
		fmt.Printf("  first %s: %s\n", kind, examples[kind])
		if kind != kindUnavailable && kind != kindNoTotal {
			ok = false
		}
	}

	for i, k := range kills {
		until := end
		if i+1 < len(kills) {
			until = kills[i+1].at
		}
		fmt.Printf("kill %d: %s (%s, pid %d) at +%.1f s\n", i+1, k.name, k.role, k.pid, k.at.Sub(start).Seconds())
		var slowest result
		lastFailure := time.Time{}
		n, failures := 0, 0
		for _, r := range results {
			finished := r.start.Add(r.duration)
			if finished.Before(k.at) || !finished.Before(until) {
				continue
			}
			n++
			if r.start.Before(k.at.Add(wholeAgainWithin)) && r.duration > slowest.duration {
				slowest = r
			}
			if r.kind != "" {
				failures++
				if finished.After(lastFailure) {
					lastFailure = finished
				}
			}
		}
		fmt.Printf("  reads answered from the kill to the next event: %d, failed %d; slowest started in the 10 s after: %.0f ms (%s)\n",
			n, failures, float64(slowest.duration.Microseconds())/1000, slowest.op)
		if lastFailure.IsZero() {
			fmt.Println("  every read was a whole 200 throughout")
			continue
		}
		again := lastFailure.Sub(k.at)
		if until.Sub(lastFailure) < time.Second {
			fmt.Printf("  reads still failing %.1f s after the kill, when the window ended\n", again.Seconds())
		} else {
			fmt.Printf("  every read a whole 200 again %.1f s after the kill\n", again.Seconds())
		}
		if again > wholeAgainWithin {
			fmt.Printf("FAIL reads not whole again within %s of kill %d\n", wholeAgainWithin, i+1)
			ok = false
		}
	}
	fmt.Printf("failed reads per 2 s from +%.0f s: %s\n", kills[0].at.Sub(start).Seconds()-4, timeline(results, kills[0].at.Add(-4*time.Second), end))
	for i, what := range []string{"the jobs index", "every index (internal ones included)"} {
		if rebuilt[i] > 0 {
			fmt.Printf("%s green again (the lost node's copies rebuilt) %.1f s after kill 1\n", what, rebuilt[i].Seconds())
		} else {
			fmt.Printf("%s not green again before kill 2\n", what)
		}
	}
	if rebuilt[0] == 0 {
		fmt.Println("FAIL the jobs index lacked copies when kill 2 came: a shard could lose its last copy")
		ok = false
	}
	if !ok {
		fmt.Println("FAIL a read answered other than a whole 200 or 503, or did not recover in time")
	}
	return ok
}

// timeline renders the failed reads per 2 s from from to end, by when
// they finished.
func timeline(results []result, from, end time.Time) string {
	buckets := make([]int, int(end.Sub(from)/(2*time.Second))+1)
	for _, r := range results {
		if at := r.start.Add(r.duration).Sub(from); r.kind != "" && at >= 0 {
			buckets[min(int(at/(2*time.Second)), len(buckets)-1)]++
		}
	}
	parts := make([]string, len(buckets))
	for i, n := range buckets {
		parts[i] = fmt.Sprint(n)
	}
	return strings.Join(parts, " ")
}

// counts renders a map of counts as "a 3, b 1", largest first.
func counts(m map[string]int) string {
	keys := slices.SortedFunc(maps.Keys(m), func(a, b string) int {
		if m[a] != m[b] {
			return m[b] - m[a]
		}
		return strings.Compare(a, b)
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}
