package reindex_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"readapi"
	"readapi/internal/testenv"
	"readapi/mappings"
	"readapi/reindex"
)

// clusterEnv is a private prefix on the multi-node cluster.
func clusterEnv(t *testing.T) *env {
	t.Helper()
	client, _, prefix := testenv.Cluster(t, 3)
	return &env{t: t, client: client, prefix: prefix}
}

// shardCopies counts the started primaries and replicas of index.
func (e *env) shardCopies(index string) (primaries, replicas int) {
	e.t.Helper()
	var rows []struct {
		PriRep string `json:"prirep"`
		State  string `json:"state"`
	}
	if status := e.get(http.MethodGet, "/_cat/shards/"+index+"?format=json", nil, &rows); status != http.StatusOK {
		e.t.Fatalf("listing the shards of %s: status %d", index, status)
	}
	for _, r := range rows {
		switch {
		case r.State != "STARTED" && r.State != "RELOCATING": // a relocating copy serves until its move ends
		case r.PriRep == "p":
			primaries++
		default:
			replicas++
		}
	}
	return primaries, replicas
}

// waitGreen waits for index to be green, failing the test otherwise.
func (e *env) waitGreen(index string) {
	e.t.Helper()
	if status := e.get(http.MethodGet, "/_cluster/health/"+index+"?wait_for_status=green&timeout=60s", nil, nil); status != http.StatusOK {
		e.t.Fatalf("%s not green within 60 s (status %d)", index, status)
	}
}

// TestInternalIndicesHaveReplicasOnACluster: on three nodes every internal
// index (locks, batches, tombstones, statistics, the source registry) has a
// started replica beside its primary, so that losing the node of one copy
// loses nothing and blocks no write; an internal index an earlier release
// created with no replica gets one from the writer that ensures it.
func TestInternalIndicesHaveReplicasOnACluster(t *testing.T) {
	e := clusterEnv(t)
	body, err := mappings.IndexBody(readapi.StatsIndex, map[string]any{"auto_expand_replicas": false, "number_of_replicas": 0})
	if err != nil {
		t.Fatal(err)
	}
	var old map[string]any
	_ = json.Unmarshal(body, &old)
	old["aliases"] = map[string]any{e.prefix + readapi.StatsIndex: map[string]any{}}
	encoded, _ := json.Marshal(old)
	if status := e.get(http.MethodPut, "/"+e.prefix+readapi.StatsIndex+"-1", encoded, nil); status != http.StatusOK {
		t.Fatalf("creating an old statistics index: status %d", status)
	}

	l := e.loader()
	l.Replicas = reindex.AutoReplicas
	mustLoad(t, l, "sources", `{"source":"s","name":"S","url":"https://s.az","jobs_url":null,"dataset":"jobs","source_type":"board","aggregator":false}`)
	mustLoad(t, l, "jobs", jobsSnapshot("s", 20, "2026-11-01T00:00:00Z"))
	mustIngest(t, e.ingester(), "jobs", "s", "2026-11-02T00:00:00Z", false, posting("s:21", "Mühasib"))
	if _, err := (&reindex.Remover{Client: e.client, Prefix: e.prefix, Progress: testWriter{t}}).Remove(context.Background(), "jobs", "s:1"); err != nil {
		t.Fatal(err)
	}
	for _, name := range append(append([]string{}, readapi.InternalIndices...), "jobs") {
		alias := e.prefix + name
		e.waitGreen(alias)
		if p, r := e.shardCopies(alias); p == 0 || r != p {
			t.Errorf("%s: %d started primaries and %d replicas, want one replica of each primary", name, p, r)
		}
	}
}

// TestLoadShardsAndReplicasWaitsForGreenOnACluster: --shards and --replicas shape the
// new index, which is green (every replica started) when the alias moves;
// replicas the cluster cannot allocate fail the load after the wait with a
// clear error, the alias untouched and the new index deleted.
func TestLoadShardsAndReplicasWaitsForGreenOnACluster(t *testing.T) {
	e := clusterEnv(t)
	l := e.loader()
	l.Shards, l.Replicas = 3, 1
	report := mustLoad(t, l, "jobs", jobsSnapshot("s", 300, "2026-11-01T00:00:00Z"))
	if p, r := e.shardCopies(report.Index); p != 3 || r != 3 {
		t.Fatalf("%s: %d primaries and %d replicas started at the swap, want 3 and 3", report.Index, p, r)
	}
	var settings map[string]struct {
		Settings struct {
			Index struct {
				Unassigned struct {
					NodeLeft struct {
						DelayedTimeout string `json:"delayed_timeout"`
					} `json:"node_left"`
				} `json:"unassigned"`
			} `json:"index"`
		} `json:"settings"`
	}
	e.get(http.MethodGet, "/"+report.Index+"/_settings", nil, &settings)
	if got := settings[report.Index].Settings.Index.Unassigned.NodeLeft.DelayedTimeout; got != "1s" {
		t.Errorf("delayed_timeout of a lost node's shards = %q, want 1s", got)
	}

	l.Shards, l.Replicas, l.GreenWait = 1, 5, 3*time.Second
	_, err := l.Load(context.Background(), "jobs", strings.NewReader(jobsSnapshot("s", 10, "2026-11-02T00:00:00Z")))
	if err == nil || !strings.Contains(err.Error(), "not green") || !strings.Contains(err.Error(), "--replicas") {
		t.Fatalf("load with more replicas than nodes: %v, want a clear error naming --replicas", err)
	}
	if got := e.aliasTargets("jobs"); len(got) != 1 || got[0] != report.Index {
		t.Fatalf("alias after the failed load points at %v, want %s", got, report.Index)
	}
	if got := e.indices("jobs-*"); len(got) != 1 {
		t.Fatalf("indices after the failed load: %v, want only %s", got, report.Index)
	}
}
