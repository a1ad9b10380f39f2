package reindex_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"readapi/internal/config"
	"readapi/internal/opensearch"
	"readapi/internal/testenv"
	"readapi/reindex"
)

// status reads the status of jobs, failing the test on an error.
func (e *env) status(dataset string) *reindex.Status {
	e.t.Helper()
	st, err := (&reindex.StatusReader{Client: e.client, Prefix: e.prefix, Repository: config.FromEnv().SnapshotRepository}).Read(context.Background(), dataset)
	if err != nil {
		e.t.Fatal(err)
	}
	return st
}

// problem reports whether one of the status's problems contains want.
func problem(st *reindex.Status, want string) bool {
	for _, p := range st.Problems {
		if strings.Contains(p, want) {
			return true
		}
	}
	return false
}

// TestStatusOfAFreshThenLoadedDeployment: a fresh deployment's alias
// points at no index, a problem; once loaded, ingested into, rolled back
// and removed from, the status says what each did and names no problem.
func TestStatusOfAFreshThenLoadedDeployment(t *testing.T) {
	e := newEnv(t)
	st := e.status("jobs")
	if d := st.Datasets[0]; len(d.Indices) != 0 || d.Rows != 0 || d.LastLoad != nil || !problem(st, "points at no index") {
		t.Fatalf("fresh: %+v, problems %v", d, st.Problems)
	}
	l := e.loader()
	first := mustLoad(t, l, "jobs", jobsSnapshot("a", 30, "2026-11-01T00:00:00Z"))
	second := mustLoad(t, l, "jobs", jobsSnapshot("a", 40, "2026-11-01T00:00:00Z"))
	in := e.ingester()
	mustIngest(t, in, "jobs", "a", "2026-11-10T00:00:00Z", false, scraped("a", 1, "Mühasib 1"), scraped("a", 41, "Aşpaz"))
	mustIngest(t, in, "jobs", "b", "2026-11-11T00:00:00Z", true, scraped("b", 1, "Sürücü"))
	if _, err := (&reindex.Remover{Client: e.client, Prefix: e.prefix}).RemoveAll(context.Background(), "jobs", []string{"a:2", "a:3"}); err != nil {
		t.Fatal(err)
	}
	st = e.status("jobs")
	d := st.Datasets[0]
	if len(st.Problems) != 0 || len(d.Indices) != 1 || d.Indices[0] != second.Index {
		t.Fatalf("loaded: alias -> %v, problems %v; want %s and none", d.Indices, st.Problems, second.Index)
	}
	// 40 loaded, a:41 and b:1 ingested, a:2 and a:3 removed.
	if d.Rows != 40 || d.Active == nil || *d.Active != 40 || *d.Retired != 0 {
		t.Errorf("rows %d (active %v), want 40 active", d.Rows, d.Active)
	}
	if d.LastLoad == nil || d.LastLoad.Index != second.Index || d.LastLoad.Rows != 40 || len(d.Versions) != 2 {
		t.Errorf("last load %+v, versions %+v; want %s with 40 rows, two versions", d.LastLoad, d.Versions, second.Index)
	}
	if len(d.Ingests) != 2 || d.Ingests[0].Source != "a" || d.Ingests[0].Lines != 2 || d.Ingests[0].Changed == nil ||
		*d.Ingests[0].Changed != 2 || d.Ingests[1].Source != "b" || !d.Ingests[1].Complete {
		t.Errorf("ingests %+v", d.Ingests)
	}
	if d.Removals != 2 || len(d.Running) != 0 || d.Rollback != nil {
		t.Errorf("removals %d, running %v, rollback %v; want 2, nothing, none", d.Removals, d.Running, d.Rollback)
	}
	if _, err := l.Rollback(context.Background(), "jobs"); err != nil {
		t.Fatal(err)
	}
	if r := e.status("jobs").Datasets[0].Rollback; r == nil || r.From != second.Index || r.To != first.Index {
		t.Errorf("rollback %+v, want from %s to %s", r, second.Index, first.Index)
	}
}

// TestStatusWhileALoadRunsNamesEachStep reads the status before each step
// of a load: the load is running, at that step.
func TestStatusWhileALoadRunsNamesEachStep(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	mustLoad(t, l, "jobs", jobsSnapshot("a", 20, "2026-11-01T00:00:00Z"))
	var seen []string
	reindex.BeforeStep(l, func(step string) {
		d := e.status("jobs").Datasets[0]
		for _, r := range d.Running {
			if r.Operation == "load" && r.Step == step {
				seen = append(seen, step)
				return
			}
		}
		t.Errorf("before the load's step %s the status says running %+v", step, d.Running)
	})
	mustLoad(t, l, "jobs", jobsSnapshot("a", 20, "2026-11-01T00:00:00Z"))
	if len(seen) < 10 || seen[0] != "create" || !slices.Contains(seen, "swap") {
		t.Errorf("steps seen running: %v", seen)
	}
}

// TestStatusWhileAnIngestRuns holds an ingest halfway through its batch
// (its input not yet all written): the status shows it applying.
func TestStatusWhileAnIngestRuns(t *testing.T) {
	e := newEnv(t)
	mustLoad(t, e.loader(), "jobs", jobsSnapshot("a", 5, "2026-11-01T00:00:00Z"))
	r, w := io.Pipe()
	done := make(chan error, 1)
	go func() {
		at := time.Date(2026, 11, 10, 0, 0, 0, 0, time.UTC)
		_, err := e.ingester().Ingest(context.Background(), "jobs", "a", at, false, r)
		done <- err
	}()
	fmt.Fprintln(w, scraped("a", 1, "Mühasib"))
	var running []reindex.RunningStatus
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if running = e.status("jobs").Datasets[0].Running; len(running) == 1 && running[0].Step == "apply" {
			break
		}
	}
	w.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if len(running) != 1 || running[0].Operation != "ingest" || running[0].Source != "a" || running[0].Step != "apply" {
		t.Fatalf("while the ingest applies its batch the status says running %+v", running)
	}
	if left := e.status("jobs").Datasets[0].Running; len(left) != 0 {
		t.Fatalf("after the ingest the status says running %+v", left)
	}
}

// TestStatusNamesAnAliasOnTwoIndices: an alias that points at two indices
// is a problem naming both.
func TestStatusNamesAnAliasOnTwoIndices(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	first := mustLoad(t, l, "jobs", jobsSnapshot("a", 5, "2026-11-01T00:00:00Z"))
	second := mustLoad(t, l, "jobs", jobsSnapshot("a", 5, "2026-11-01T00:00:00Z"))
	body := fmt.Sprintf(`{"actions":[{"add":{"index":%q,"alias":%q}}]}`, first.Index, e.prefix+"jobs")
	if status := e.get(http.MethodPost, "/_aliases", []byte(body), nil); status != http.StatusOK {
		t.Fatalf("adding the alias: %d", status)
	}
	st := e.status("jobs")
	if !problem(st, "points at 2 indices") || !problem(st, first.Index) || !problem(st, second.Index) {
		t.Fatalf("problems %v, want the alias on %s and %s named", st.Problems, first.Index, second.Index)
	}
}

// TestStatusOfARedOrUnreachableEngine: an engine that does not answer
// (the fault proxy refusing) or is red (an index whose primary cannot be
// allocated, deleted at once: the cluster is shared) is a problem.
func TestStatusOfARedOrUnreachableEngine(t *testing.T) {
	e := newEnv(t)
	url := config.FromEnv().OpenSearchURLs[0]
	proxy := testenv.NewFaultProxy(t, url)
	proxied, err := opensearch.New(opensearch.Config{URLs: []string{proxy.URLFor(url)}, RequestTimeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if err := proxy.Refuse(); err != nil {
		t.Fatal(err)
	}
	st, err := (&reindex.StatusReader{Client: proxied, Prefix: e.prefix}).Read(context.Background(), "")
	if err != nil || st.Engine.Health != "unreachable" || !problem(st, "OpenSearch does not answer") {
		t.Fatalf("unreachable engine: %+v, %v", st, err)
	}
	red := e.prefix + "red"
	body := `{"settings":{"number_of_shards":1,"number_of_replicas":0,"index.routing.allocation.require._name":"no-such-node"}}`
	if status := e.get(http.MethodPut, "/"+red+"?wait_for_active_shards=0", []byte(body), nil); status != http.StatusOK {
		t.Fatalf("creating an unallocatable index: %d", status)
	}
	st = e.status("jobs")
	e.get(http.MethodDelete, "/"+red, nil, nil)
	if st.Engine.Health != "red" || !problem(st, "OpenSearch is red") || !problem(st, red) {
		t.Fatalf("red engine: health %s, problems %v", st.Engine.Health, st.Problems)
	}
}
