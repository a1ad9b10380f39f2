package devservices

import (
	"slices"
	"testing"
)

func TestLayoutOfACluster(t *testing.T) {
	l, err := LayoutFromEnv(env(map[string]string{"OPENSEARCH_URL": "http://127.0.0.1:9250", "OPENSEARCH_NODES": "3", "READAPI_SERVICES_DIR": "/s"}), 1000, "/h")
	if err != nil {
		t.Fatal(err)
	}
	if l.Dir() != "/s/opensearch-9250" || l.Home() != "/s/opensearch-9250/opensearch-"+DefaultOpenSearchVersion ||
		l.LockFile() != "/s/opensearch-9250.lock" || l.SnapshotsDir() != "/s/opensearch-9250/snapshots" ||
		l.ClusterName() != "readapi-9250" || l.PIDFile() != "/s/opensearch-9250/opensearch.pid" {
		t.Errorf("dir %s home %s lock %s snapshots %s name %s pid %s", l.Dir(), l.Home(), l.LockFile(), l.SnapshotsDir(), l.ClusterName(), l.PIDFile())
	}
	n := l.Node(2)
	want := Node{Index: 2, Port: 9252, TransportPort: 9352, Name: "readapi-9252", Dir: "/s/opensearch-9250/node-9252",
		PIDFile: "/s/opensearch-9250/node-9252/opensearch.pid", URL: "http://127.0.0.1:9252"}
	if n != want {
		t.Errorf("node 2 = %+v, want %+v", n, want)
	}
	if got := l.Seeds(); got != "127.0.0.1:9350,127.0.0.1:9351,127.0.0.1:9352" {
		t.Errorf("seeds %s", got)
	}
	if got := l.Managers(); got != "readapi-9250,readapi-9251,readapi-9252" {
		t.Errorf("managers %s", got)
	}
	if got, err := l.NodeNamed("readapi-9251"); err != nil || got.Index != 1 {
		t.Errorf("NodeNamed(readapi-9251) = %+v, %v", got, err)
	}
	if _, err := l.NodeNamed("readapi-9253"); err == nil {
		t.Error("NodeNamed accepted a node outside the cluster")
	}
}

func TestExpandURLs(t *testing.T) {
	for _, tc := range []struct {
		raw   string
		nodes int
		want  []string
	}{
		{"http://127.0.0.1:9250", 3, []string{"http://127.0.0.1:9250", "http://127.0.0.1:9251", "http://127.0.0.1:9252"}},
		{"http://127.0.0.1:9250", 1, []string{"http://127.0.0.1:9250"}},
		{"http://a:9250, http://b:9250/", 3, []string{"http://a:9250", "http://b:9250"}},
		{"http://u:p@127.0.0.1:9250", 2, []string{"http://u:p@127.0.0.1:9250", "http://u:p@127.0.0.1:9251"}},
	} {
		got, err := ExpandURLs(tc.raw, tc.nodes)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("ExpandURLs(%q, %d) = %v, %v; want %v", tc.raw, tc.nodes, got, err, tc.want)
		}
	}
	if _, err := ExpandURLs("http://127.0.0.1", 3); err == nil {
		t.Error("ExpandURLs counted ports from an address without one")
	}
}
