package devservices

import (
	"slices"
	"testing"
	"time"
)

func TestRestartOrder(t *testing.T) {
	l := Layout{StateDir: "/s", Scheme: "http", Host: "127.0.0.1", Port: 9250, TransportPort: 9350, Nodes: 3}
	// a recorded answer of a survivor after kill 1 (readapi-9251, removed
	// while a manager existed) and kill 2 (readapi-9252, the manager)
	state := []byte(`{"nodes":{"Xq1":{"name":"readapi-9250"},"b7Z":{"name":"readapi-9252"}}}`)
	missing := []Node{l.Node(1), l.Node(2)}
	first, later := RestartOrder(missing, listedNames(state))
	if names(first, ",") != "readapi-9251" || names(later, ",") != "readapi-9252" {
		t.Errorf("first %s, later %s; want the forgotten readapi-9251 first", names(first, ","), names(later, ","))
	}
	// two lost at once: the survivor still lists both, so both start now
	first, later = RestartOrder(missing, listedNames([]byte(`{"nodes":{"a":{"name":"readapi-9250"},"b":{"name":"readapi-9251"},"c":{"name":"readapi-9252"}}}`)))
	if names(first, ",") != "readapi-9251,readapi-9252" || len(later) != 0 {
		t.Errorf("first %s, later %s; want both at once", names(first, ","), names(later, ","))
	}
	// nothing answers (a first start): every node first
	first, later = RestartOrder(l.AllNodes(), listedNames(nil))
	if len(first) != 3 || len(later) != 0 {
		t.Errorf("first %d, later %d", len(first), len(later))
	}
}

func TestStuckPrimaries(t *testing.T) {
	// recorded from _cat/recovery?active_only=true&h=index,shard,stage,source_node,time&time=s
	// during the OpenSearch#19150 state, plus a healthy recovery and a
	// store recovery (no source node)
	answer := `nodeloss-1-jobs-20261122t060000000-ab 0 init  readapi-9250 31.2s
nodeloss-1-jobs-20261122t060000000-ab 2 index readapi-9250 40.1s
.opensearch-observability           0 init  n/a          55s
nodeloss-1-locks                    0 init  readapi-9251 29.9s
nodeloss-1-journal                  0 init  readapi-9251 45s
short line
`
	got := StuckPrimaries(answer, 30*time.Second)
	want := []Cancel{
		{Index: "nodeloss-1-jobs-20261122t060000000-ab", Shard: 0, Node: "readapi-9250", Age: "31.2"},
		{Index: "nodeloss-1-journal", Shard: 0, Node: "readapi-9251", Age: "45"},
	}
	if !slices.Equal(got, want) {
		t.Errorf("StuckPrimaries = %+v, want %+v", got, want)
	}
	if body := want[0].Body(); body != `{"commands":[{"cancel":{"index":"nodeloss-1-jobs-20261122t060000000-ab","shard":0,"node":"readapi-9250","allow_primary":true}}]}` {
		t.Errorf("reroute body %s", body)
	}
}
