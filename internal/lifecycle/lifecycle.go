// Package lifecycle holds the spec's state transitions for scrape batches:
// how an observed row and the stored row combine into the next stored row
// under a dataset's write rules (Rules, carried by its description in
// the catalog, package readapi), and when a complete batch retires a row it lacks.
// It is pure: no I/O, no clock; the batch's instant is an argument.
package lifecycle

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"time"
)

// Doc is a stored or observed row.
type Doc = map[string]any

// Outcome says what applying one observed row did.
type Outcome int

const (
	// Created: the id was new.
	Created Outcome = iota
	// Updated: the stored row moved to this batch.
	Updated
	// Unchanged: the row already holds this batch or a later one.
	Unchanged
	// Immutable: the dataset never rewrites an existing row (rates).
	Immutable
)

func (o Outcome) String() string {
	return [...]string{"created", "updated", "unchanged", "immutable"}[o]
}

// Rules are one dataset's write-side rules: which fields the platform
// keeps and how an observed row moves the stored one. Each dataset's
// description (package search) carries its Rules.
type Rules struct {
	// Kept are the fields the platform computes besides ingested_at; a batch
	// line carrying them is ignored for those fields.
	Kept []string
	// Immutable: a stored row is never rewritten (rates).
	Immutable bool
	// Transition completes the next stored row from the stored one (nil when
	// the id is new) once the observed fields and ingested_at are in place;
	// nil is a plain upsert. An error rejects the line.
	Transition func(stored, next Doc, at time.Time) error
	// Retires: a complete batch retires the source's rows it lacks (see
	// ShouldRetire), so rows carry active and deactivated_at (jobs).
	Retires bool
}

// FailureClasses is the closed set of reachability failure classes.
var FailureClasses = []string{"http_error", "blocked_by_bot_protection", "tls_error", "dns_error", "timeout", "connection_error", "robots_disallowed"}

// RetireAfter is how long nothing must have seen a posting before a complete
// scrape that lacks it retires it.
const RetireAfter = 24 * time.Hour

// stamp renders an instant as stored.
func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// instant reads a stored timestamp; the zero time when absent or null.
func instant(d Doc, key string) time.Time {
	s, _ := d[key].(string)
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}
	}
	return t
}

// Version is the latest instant a stored row reflects: its ingested_at, or
// its deactivated_at when a retirement came later.
func Version(d Doc) time.Time {
	v := instant(d, "ingested_at")
	if r := instant(d, "deactivated_at"); r.After(v) {
		v = r
	}
	return v
}

// observed copies the batch row without the platform-kept fields.
func observed(rules Rules, row Doc) Doc {
	out := make(Doc, len(row)+4)
	for k, v := range row {
		if k != "ingested_at" && !slices.Contains(rules.Kept, k) {
			out[k] = v
		}
	}
	return out
}

// Apply combines an observed batch row with the stored row (nil when the id
// is new) for a batch observed at the instant at, under a dataset's rules.
// It returns the row to store, or nil with Unchanged/Immutable when nothing
// must be written.
func Apply(rules Rules, stored, row Doc, at time.Time) (Doc, Outcome, error) {
	if stored != nil {
		if rules.Immutable {
			return nil, Immutable, nil
		}
		if !at.After(Version(stored)) {
			return nil, Unchanged, nil
		}
	}
	next := observed(rules, row)
	next["ingested_at"] = stamp(at)
	outcome := Created
	if stored != nil {
		outcome = Updated
	}
	if rules.Transition != nil {
		if err := rules.Transition(stored, next, at); err != nil {
			return nil, Unchanged, err
		}
	}
	return next, outcome, nil
}

// Jobs: every sighting makes the posting active again and counts it;
// first_seen_at never moves.
func Jobs(stored, next Doc, at time.Time) error {
	next["active"] = true
	next["deactivated_at"] = nil
	if stored == nil {
		next["first_seen_at"] = stamp(at)
		next["times_seen"] = 1
	} else {
		next["first_seen_at"] = stored["first_seen_at"]
		next["times_seen"] = count(stored["times_seen"]) + 1
	}
	return nil
}

// Quotes: a line without the curated flag keeps the stored one (false for
// a new quotation).
func Quotes(stored, next Doc, _ time.Time) error {
	if _, ok := next["active"].(bool); !ok {
		active, _ := stored["active"].(bool)
		next["active"] = active
	}
	return nil
}

// number reads a JSON number however it was decoded.
func number(v any) (float64, bool) {
	switch n := v.(type) {
	case float64:
		return n, true
	case int:
		return float64(n), true
	case int64:
		return float64(n), true
	case json.Number:
		f, err := n.Float64()
		return f, err == nil
	}
	return 0, false
}

// count reads a stored integer (JSON numbers decode as float64 or json.Number).
func count(v any) int64 {
	switch n := v.(type) {
	case float64:
		return int64(n)
	case int:
		return int64(n)
	case int64:
		return n
	case json.Number:
		i, _ := n.Int64()
		return i
	}
	return 0
}

// Genome: an ok probe updates release_version and retrieved_at; any other
// outcome keeps the last good values.
func Genome(stored, next Doc, at time.Time) error {
	status, _ := next["status"].(string)
	switch status {
	case "ok":
		switch v := next["release_version"].(type) {
		case string:
		case float64:
			next["release_version"] = strconv.FormatFloat(v, 'f', -1, 64)
		case json.Number:
			next["release_version"] = v.String()
		default:
			return fmt.Errorf("an ok probe needs a release_version")
		}
		next["retrieved_at"] = stamp(at)
	case "degraded", "unreachable", "error":
		next["release_version"], next["retrieved_at"] = nil, nil
		if stored != nil {
			next["release_version"], next["retrieved_at"] = stored["release_version"], stored["retrieved_at"]
		}
	default:
		return fmt.Errorf("status must be ok, degraded, unreachable or error, got %v", next["status"])
	}
	return nil
}

// Reachability applies one probe: a 200 resets the failure run, anything
// else extends it; a change of vantage starts the counters afresh.
func Reachability(stored, next Doc, at time.Time) error {
	var prev Doc
	if stored != nil && stored["vantage"] == next["vantage"] {
		prev = stored
	}
	probe := next["checked_at"]
	if probe == nil {
		probe = stamp(at)
		next["checked_at"] = probe
	}
	if status, ok := number(next["http_status"]); ok && status == 200 {
		next["reachable"] = true
		next["failure_class"] = nil
		next["consecutive_failures"] = 0
		next["first_failed_at"] = nil
		next["last_reachable_at"] = probe
		return nil
	}
	class, _ := next["failure_class"].(string)
	if !slices.Contains(FailureClasses, class) {
		return fmt.Errorf("a probe without HTTP 200 needs a failure_class from the closed set, got %v", next["failure_class"])
	}
	next["reachable"] = false
	next["last_reachable_at"], next["first_failed_at"], next["consecutive_failures"] = nil, probe, int64(1)
	if prev != nil {
		next["last_reachable_at"] = prev["last_reachable_at"]
		if prev["first_failed_at"] != nil {
			next["first_failed_at"] = prev["first_failed_at"]
		}
		next["consecutive_failures"] = count(prev["consecutive_failures"]) + 1
	}
	return nil
}

// ShouldRetire reports whether a complete scrape at the instant at, which
// lacked this posting, retires it: it is active and nothing has seen it for
// RetireAfter.
func ShouldRetire(stored Doc, at time.Time) bool {
	active, _ := stored["active"].(bool)
	seen := instant(stored, "ingested_at")
	return active && !seen.IsZero() && !seen.After(at.Add(-RetireAfter))
}

// Retirement is the partial update that retires a posting at the instant at:
// ingested_at and every other field stay as they are.
func Retirement(at time.Time) Doc {
	return Doc{"active": false, "deactivated_at": stamp(at)}
}
