package testenv

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"testing"
	"time"

	"readapi/internal/devservices"
	"readapi/internal/opensearch"
)

// ClusterURLEnv names the variable holding the comma-separated addresses of
// the local multi-node cluster the cluster tests run on (`make test-cluster`
// starts one and sets it). A single address stands for the nodes of the
// local cluster scripts/services.sh starts there (devservices.Layout: one
// node per consecutive port).
const ClusterURLEnv = "READAPI_CLUSTER_URL"

// Cluster returns a client for every node of the cluster at
// READAPI_CLUSTER_URL, its addresses, and a prefix whose indices are removed
// from it when the test ends. It checks that the cluster has at least nodes
// nodes. Without the variable the test is skipped, except in CI (CI=true),
// where a cluster test that does not run is a failure.
func Cluster(t testing.TB, nodes int) (*opensearch.Client, []string, string) {
	t.Helper()
	if testing.Short() {
		t.Skip("cluster test: needs a multi-node OpenSearch (not run with -short)")
	}
	raw := os.Getenv(ClusterURLEnv)
	if raw == "" {
		if os.Getenv("CI") == "true" {
			t.Fatalf("testenv: %s is not set in CI: the cluster tests must run there (`make test-cluster` starts the cluster and sets it)", ClusterURLEnv)
		}
		t.Skipf("cluster test: set %s to a %d-node cluster's addresses, or run `make test-cluster`", ClusterURLEnv, nodes)
	}
	urls, err := devservices.ExpandURLs(raw, nodes)
	if err != nil {
		t.Fatalf("testenv: %s: %v", ClusterURLEnv, err)
	}
	client, err := opensearch.New(opensearch.Config{URLs: urls, RequestTimeout: 60 * time.Second, MaxRetries: 3})
	if err != nil {
		t.Fatalf("testenv: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	data, err := client.Do(ctx, http.MethodGet, "/_cluster/health?wait_for_status=yellow&timeout=20s", nil)
	if err != nil {
		t.Fatalf("testenv: the cluster at %s does not answer (%v): run `make test-cluster`", raw, err)
	}
	var health struct {
		Nodes int `json:"number_of_data_nodes"`
	}
	if err := json.Unmarshal(data, &health); err != nil || health.Nodes < nodes {
		t.Fatalf("testenv: the cluster at %s has %d data nodes (%v); this test needs %d", raw, health.Nodes, err, nodes)
	}
	prefix := Prefix(t)
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		_, _ = client.Do(ctx, http.MethodDelete, "/"+prefix+"*?expand_wildcards=all", nil)
	})
	return client, urls, prefix
}
