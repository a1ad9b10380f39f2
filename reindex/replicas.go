package reindex

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"readapi"
	"readapi/internal/opensearch"
)

// AutoReplicas as Loader.Replicas keeps the replicas the dataset's
// description asks for, as far as the cluster's nodes allow.
const AutoReplicas = -1

// defaultGreenWait bounds the wait for a new index's replicas.
const defaultGreenWait = 5 * time.Minute

// shardCount is the number of primary shards of a new index of dataset:
// the loader's Shards, else the description's, else 1.
func (l *Loader) shardCount(dataset string) int {
	if l.Shards > 0 {
		return l.Shards
	}
	return datasetShards(dataset)
}

// datasetShards is the description's shard count of dataset (1 for the
// source registry and when unset).
func datasetShards(dataset string) int {
	if d, ok := readapi.ByName(dataset); ok && d.Shards > 0 {
		return d.Shards
	}
	return 1
}

// replicaSettings are the index settings that give a loaded index of
// dataset its replicas: exactly the loader's Replicas when set, otherwise
// up to the description's Replicas (default 1) as the cluster's other nodes
// allow (auto_expand_replicas).
func (l *Loader) replicaSettings(dataset string) map[string]any {
	if l.Replicas >= 0 {
		return map[string]any{"auto_expand_replicas": false, "number_of_replicas": l.Replicas}
	}
	most := 1
	if d, ok := readapi.ByName(dataset); ok && d.Replicas > 0 {
		most = d.Replicas
	}
	return map[string]any{"auto_expand_replicas": fmt.Sprintf("0-%d", most)}
}

// waitGreen waits until every shard copy of index is allocated and started
// (status green), for at most the loader's GreenWait, asking OpenSearch in
// steps short enough for the client's request timeout.
func (l *Loader) waitGreen(ctx context.Context, c *opensearch.Client, index string) error {
	wait := l.GreenWait
	if wait <= 0 {
		wait = defaultGreenWait
	}
	deadline := time.Now().Add(wait)
	for {
		step := min(time.Until(deadline), 20*time.Second).Round(time.Second)
		health, err := indexHealth(ctx, c, index, max(step, time.Second))
		if err != nil {
			return fmt.Errorf("waiting for the replicas of %s: %w", index, err)
		}
		if health.Status == "green" {
			return nil
		}
		if !time.Now().Before(deadline) {
			return fmt.Errorf("%s is not green after %s (status %s: %d of its shard copies started, %d initializing, %d unassigned, on a cluster of %d data nodes); "+
				"lower --replicas (at most the data nodes less one), or raise --green-timeout",
				index, wait, health.Status, health.Active, health.Initializing, health.Unassigned, health.DataNodes)
		}
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("waiting for the replicas of %s: %w", index, err)
		}
	}
}

// health is the part of a _cluster/health answer waitGreen reports.
type health struct {
	Status       string `json:"status"`
	DataNodes    int    `json:"number_of_data_nodes"`
	Active       int    `json:"active_shards"`
	Initializing int    `json:"initializing_shards"`
	Unassigned   int    `json:"unassigned_shards"`
}

// indexHealth asks for the health of index, waiting up to wait for green.
// OpenSearch answers 408 with the health when the wait times out.
func indexHealth(ctx context.Context, c *opensearch.Client, index string, wait time.Duration) (health, error) {
	path := opensearch.Path("_cluster", "health", url.PathEscape(index)) +
		fmt.Sprintf("?wait_for_status=green&timeout=%ds&level=cluster", int(wait.Seconds()))
	var h health
	data, err := c.Do(ctx, http.MethodGet, path, nil)
	if err != nil && !opensearch.HasStatus(err, http.StatusRequestTimeout) {
		return h, err
	}
	if err := json.Unmarshal(data, &h); err != nil {
		return h, fmt.Errorf("decoding the health of %s: %w", index, err)
	}
	return h, nil
}
