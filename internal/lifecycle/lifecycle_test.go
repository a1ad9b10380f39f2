package lifecycle_test

import (
	"testing"
	"time"

	"readapi"
	"readapi/internal/lifecycle"
)

var t0 = time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)

// Doc shortens the tests' literals.
type Doc = lifecycle.Doc

func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// rules are the write rules of the named dataset's description.
func rules(t *testing.T, dataset string) lifecycle.Rules {
	t.Helper()
	d, ok := readapi.ByName(dataset)
	if !ok {
		t.Fatalf("no dataset %q", dataset)
	}
	return d.Write
}

func mustApply(t *testing.T, dataset string, stored, row Doc, at time.Time) (Doc, lifecycle.Outcome) {
	t.Helper()
	next, outcome, err := lifecycle.Apply(rules(t, dataset), stored, row, at)
	if err != nil {
		t.Fatal(err)
	}
	return next, outcome
}

func TestJobsSeenAgain(t *testing.T) {
	row := Doc{"id": "boss:1", "title": "Mühasib", "times_seen": 99, "first_seen_at": "1999-01-01T00:00:00Z", "active": false}
	first, o := mustApply(t, "jobs", nil, row, t0)
	if o != lifecycle.Created || first["times_seen"] != 1 || first["first_seen_at"] != "2026-11-01T12:00:00Z" ||
		first["ingested_at"] != "2026-11-01T12:00:00Z" || first["active"] != true || first["deactivated_at"] != nil {
		t.Fatalf("new posting %v (%v)", first, o)
	}
	row["title"] = "Baş mühasib"
	second, o := mustApply(t, "jobs", first, row, t0.Add(time.Hour))
	if o != lifecycle.Updated || second["times_seen"] != int64(2) || second["first_seen_at"] != "2026-11-01T12:00:00Z" ||
		second["ingested_at"] != "2026-11-01T13:00:00Z" || second["title"] != "Baş mühasib" {
		t.Fatalf("seen again %v (%v)", second, o)
	}
	if again, o := mustApply(t, "jobs", second, row, t0.Add(time.Hour)); again != nil || o != lifecycle.Unchanged {
		t.Errorf("the same batch twice changed the row: %v", again)
	}
	if older, o := mustApply(t, "jobs", second, row, t0); older != nil || o != lifecycle.Unchanged {
		t.Errorf("an older batch moved the row back: %v", older)
	}
}

func TestRetirementBoundary(t *testing.T) {
	at := t0.Add(48 * time.Hour)
	for _, c := range []struct {
		seen time.Time
		want bool
	}{
		{at.Add(-lifecycle.RetireAfter), true},
		{at.Add(-lifecycle.RetireAfter - time.Second), true},
		{at.Add(-lifecycle.RetireAfter + time.Second), false},
		{at, false},
	} {
		stored := Doc{"active": true, "ingested_at": stamp(c.seen)}
		if got := lifecycle.ShouldRetire(stored, at); got != c.want {
			t.Errorf("seen %s before the batch: retire=%v, want %v", at.Sub(c.seen), got, c.want)
		}
	}
	if lifecycle.ShouldRetire(Doc{"active": false, "ingested_at": stamp(t0)}, at) {
		t.Error("a retired posting retired again")
	}
	r := lifecycle.Retirement(at)
	if r["active"] != false || r["deactivated_at"] != stamp(at) || len(r) != 2 {
		t.Errorf("retirement %v", r)
	}
	// A retirement is a later version than the batch that last saw the row.
	retired := Doc{"active": false, "ingested_at": stamp(t0), "deactivated_at": stamp(at)}
	if next, o := mustApply(t, "jobs", retired, Doc{"id": "x"}, at.Add(-time.Hour)); next != nil || o != lifecycle.Unchanged {
		t.Errorf("a batch older than the retirement revived the row")
	}
	if next, _ := mustApply(t, "jobs", retired, Doc{"id": "x"}, at.Add(time.Hour)); next["active"] != true || next["deactivated_at"] != nil {
		t.Errorf("a later sighting did not revive the posting: %v", next)
	}
}

func TestRatesAreImmutable(t *testing.T) {
	if next, o := mustApply(t, "rates", Doc{"id": "r", "value": 1.0}, Doc{"id": "r", "value": 2.0}, t0); next != nil || o != lifecycle.Immutable {
		t.Errorf("rates row rewritten: %v %v", next, o)
	}
	if next, o := mustApply(t, "rates", nil, Doc{"id": "r", "value": 2.0}, t0); o != lifecycle.Created || next["ingested_at"] != stamp(t0) {
		t.Errorf("new rate %v %v", next, o)
	}
}

func TestGenomeProbes(t *testing.T) {
	g, _ := mustApply(t, "genome", nil, Doc{"id": "g", "status": "unreachable", "release_version": "9"}, t0)
	if g["release_version"] != nil || g["retrieved_at"] != nil || g["ingested_at"] != stamp(t0) {
		t.Fatalf("first probe failed: %v", g)
	}
	g, _ = mustApply(t, "genome", g, Doc{"id": "g", "status": "ok", "release_version": 113.0}, t0.Add(time.Hour))
	if g["release_version"] != "113" || g["retrieved_at"] != stamp(t0.Add(time.Hour)) {
		t.Fatalf("ok probe: %v", g)
	}
	for i, status := range []string{"degraded", "unreachable", "error"} {
		at := t0.Add(time.Duration(i+2) * time.Hour)
		g, _ = mustApply(t, "genome", g, Doc{"id": "g", "status": status, "release_version": "999"}, at)
		if g["release_version"] != "113" || g["retrieved_at"] != stamp(t0.Add(time.Hour)) || g["status"] != status || g["ingested_at"] != stamp(at) {
			t.Errorf("%s probe: %v", status, g)
		}
	}
	if _, _, err := lifecycle.Apply(rules(t, "genome"), nil, Doc{"id": "g", "status": "fine"}, t0); err == nil {
		t.Error("unknown status accepted")
	}
}

func TestReachabilityProbes(t *testing.T) {
	probe := func(stored Doc, status any, class any, vantage string, at time.Time) Doc {
		t.Helper()
		next, _ := mustApply(t, "reachability", stored, Doc{"id": "p:t", "vantage": vantage, "http_status": status,
			"failure_class": class, "checked_at": stamp(at), "consecutive_failures": 42}, at)
		return next
	}
	r := probe(nil, 200.0, nil, "baku", t0)
	if r["reachable"] != true || r["consecutive_failures"] != 0 || r["last_reachable_at"] != stamp(t0) || r["first_failed_at"] != nil {
		t.Fatalf("200: %v", r)
	}
	r = probe(r, 503.0, "http_error", "baku", t0.Add(time.Hour))
	r = probe(r, nil, "timeout", "baku", t0.Add(2*time.Hour))
	if r["reachable"] != false || r["consecutive_failures"] != int64(2) || r["first_failed_at"] != stamp(t0.Add(time.Hour)) ||
		r["last_reachable_at"] != stamp(t0) || r["failure_class"] != "timeout" {
		t.Fatalf("two failures: %v", r)
	}
	moved := probe(r, nil, "dns_error", "frankfurt", t0.Add(3*time.Hour))
	if moved["consecutive_failures"] != int64(1) || moved["last_reachable_at"] != nil || moved["first_failed_at"] != stamp(t0.Add(3*time.Hour)) {
		t.Errorf("vantage change did not reset: %v", moved)
	}
	back := probe(r, 200.0, "http_error", "baku", t0.Add(4*time.Hour))
	if back["failure_class"] != nil || back["consecutive_failures"] != 0 || back["first_failed_at"] != nil {
		t.Errorf("recovery: %v", back)
	}
	if _, _, err := lifecycle.Apply(rules(t, "reachability"), nil, Doc{"id": "p:t", "http_status": 204.0, "failure_class": nil}, t0); err == nil {
		t.Error("a non-200 probe without failure_class accepted")
	}
}

func TestEventsAndQuotesUpsert(t *testing.T) {
	e, o := mustApply(t, "events", nil, Doc{"id": "e", "name": "A", "ingested_at": "1999-01-01T00:00:00Z"}, t0)
	if o != lifecycle.Created || e["ingested_at"] != stamp(t0) {
		t.Fatalf("event %v", e)
	}
	e, o = mustApply(t, "events", e, Doc{"id": "e", "name": "B"}, t0.Add(time.Minute))
	if o != lifecycle.Updated || e["name"] != "B" {
		t.Errorf("event upsert %v", e)
	}
	q, _ := mustApply(t, "quotes", Doc{"id": "q", "active": true, "ingested_at": stamp(t0)}, Doc{"id": "q", "text": "x"}, t0.Add(time.Minute))
	if q["active"] != true {
		t.Errorf("quote lost its curated flag: %v", q)
	}
}

func TestKeptFieldsAreIgnored(t *testing.T) {
	rules := lifecycle.Rules{Kept: []string{"score"}}
	next, o, err := lifecycle.Apply(rules, nil, Doc{"id": "k", "name": "n", "score": 9, "ingested_at": "1999-01-01T00:00:00Z"}, t0)
	if err != nil || o != lifecycle.Created {
		t.Fatal(err, o)
	}
	if _, ok := next["score"]; ok || next["name"] != "n" || next["ingested_at"] != stamp(t0) {
		t.Errorf("a platform-kept field came from the batch: %v", next)
	}
}
