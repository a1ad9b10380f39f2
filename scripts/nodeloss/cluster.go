package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"syscall"
	"time"

	"readapi/internal/devservices"
	"readapi/internal/opensearch"
)

// cluster is the local cluster of scripts/services.sh, whose nodes it
// finds through the services' one model (devservices.Layout).
type cluster struct {
	os     *opensearch.Client
	layout devservices.Layout
}

// newCluster reaches the nodes at urls through the project's transport,
// which sends a call a node did not answer to the next node.
func newCluster(urls []string, layout devservices.Layout) (*cluster, error) {
	c, err := opensearch.New(opensearch.Config{URLs: urls, RequestTimeout: 20 * time.Second, MaxRetries: len(urls) - 1})
	if err != nil {
		return nil, err
	}
	return &cluster{os: c, layout: layout}, nil
}

// call sends a GET to a node that answers and decodes its JSON.
func (c *cluster) call(ctx context.Context, path string, out any) error {
	data, err := c.os.Do(ctx, http.MethodGet, path, nil)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, out)
}

// manager is the name of the elected cluster manager ("" when none).
func (c *cluster) manager(ctx context.Context) string {
	var rows []struct {
		Node string `json:"node"`
	}
	if c.call(ctx, "/_cat/cluster_manager?format=json", &rows) != nil || len(rows) == 0 {
		return ""
	}
	return rows[0].Node
}

// nodeNames lists the names of the nodes in the cluster.
func (c *cluster) nodeNames(ctx context.Context) ([]string, error) {
	var rows []struct {
		Name string `json:"name"`
	}
	if err := c.call(ctx, "/_cat/nodes?format=json&h=name", &rows); err != nil {
		return nil, err
	}
	var names []string
	for _, r := range rows {
		names = append(names, r.Name)
	}
	return names, nil
}

// health is the status of the cluster, or of the indices of index when
// it is not empty ("no answer" when no node answers), and the cluster's
// number of nodes.
func (c *cluster) health(ctx context.Context, index string) (string, int) {
	var h struct {
		Status string `json:"status"`
		Nodes  int    `json:"number_of_nodes"`
	}
	path := "/_cluster/health?timeout=2s"
	if index != "" {
		path = "/_cluster/health/" + url.PathEscape(index) + "?timeout=2s"
	}
	if c.call(ctx, path, &h) != nil {
		return "no answer", 0
	}
	return h.Status, h.Nodes
}

// waitGreen polls until index (every index when "") is green with nodes
// nodes in the cluster, up to limit from from, and returns how long it took
// (or an error naming the last status).
func (c *cluster) waitGreen(ctx context.Context, index string, from time.Time, limit time.Duration, nodes int) (time.Duration, error) {
	status, n := "", 0
	for time.Since(from) < limit {
		if status, n = c.health(ctx, index); status == "green" && n == nodes {
			return time.Since(from), nil
		}
		time.Sleep(500 * time.Millisecond)
	}
	return 0, fmt.Errorf("not green with %d nodes after %s (last: %s with %d)", nodes, limit, status, n)
}

// kill sends SIGKILL to the node called name, found by its pid file, and
// returns its pid.
func (c *cluster) kill(name string) (int, error) {
	node, err := c.layout.NodeNamed(name)
	if err != nil {
		return 0, err
	}
	pid, err := node.PID()
	if err != nil {
		return 0, err
	}
	return pid, syscall.Kill(pid, syscall.SIGKILL)
}

// count is the number of documents of index matching query, from a node
// that answers.
func (c *cluster) count(ctx context.Context, index string, query string) (int, error) {
	var out struct {
		Count  int `json:"count"`
		Shards struct {
			Failed int `json:"failed"`
		} `json:"_shards"`
	}
	path := "/" + url.PathEscape(index) + "/_count"
	if query != "" {
		path += "?q=" + url.QueryEscape(query)
	}
	if err := c.call(ctx, path, &out); err != nil {
		return 0, err
	}
	if out.Shards.Failed > 0 {
		return 0, fmt.Errorf("count of %s: %d shards failed", index, out.Shards.Failed)
	}
	return out.Count, nil
}

// copies describes the shard copies of index by state, and the recoveries
// in progress, for the moment of a kill.
func (c *cluster) copies(ctx context.Context, index string) string {
	var shards []struct {
		State string `json:"state"`
	}
	var recoveries []struct {
		Index string `json:"index"`
		Shard string `json:"shard"`
		Stage string `json:"stage"`
	}
	if c.call(ctx, "/_cat/shards/"+url.PathEscape(index)+"?format=json&h=state", &shards) != nil ||
		c.call(ctx, "/_cat/recovery?active_only=true&format=json&h=index,shard,stage", &recoveries) != nil {
		return "unknown (no node answered)"
	}
	states := map[string]int{}
	for _, s := range shards {
		states[s.State]++
	}
	var active []string
	for _, r := range recoveries {
		active = append(active, fmt.Sprintf("%s[%s] %s", r.Index, r.Shard, r.Stage))
	}
	return fmt.Sprintf("%s copies %s; recoveries in progress: %d %v", index, counts(states), len(active), active)
}

// explain is OpenSearch's account of the first unassigned shard copy, or
// why it is not there yet ("none unassigned" when every copy is assigned).
func (c *cluster) explain(ctx context.Context) string {
	var out struct {
		Index      string `json:"index"`
		Shard      int    `json:"shard"`
		Primary    bool   `json:"primary"`
		State      string `json:"current_state"`
		Unassigned struct {
			Reason string `json:"reason"`
		} `json:"unassigned_info"`
		Explanation string `json:"allocate_explanation"`
		Decisions   []struct {
			Node     string `json:"node_name"`
			Deciders []struct {
				Explanation string `json:"explanation"`
			} `json:"deciders"`
		} `json:"node_allocation_decisions"`
	}
	if err := c.call(ctx, "/_cluster/allocation/explain", &out); err != nil {
		if strings.Contains(err.Error(), "unable to find any unassigned shards") {
			return "allocation explain: none unassigned"
		}
		return "allocation explain: " + err.Error()
	}
	var why []string
	for _, d := range out.Decisions {
		for _, x := range d.Deciders {
			why = append(why, d.Node+": "+x.Explanation)
		}
	}
	return fmt.Sprintf("allocation explain: %s[%d] primary=%t %s (%s): %s %v",
		out.Index, out.Shard, out.Primary, out.State, out.Unassigned.Reason, out.Explanation, why)
}

// notGreen lists the indices that are not green, with their health.
func (c *cluster) notGreen(ctx context.Context) string {
	var rows []struct {
		Index  string `json:"index"`
		Health string `json:"health"`
	}
	if err := c.call(ctx, "/_cat/indices?format=json&h=index,health", &rows); err != nil {
		return "unknown (" + err.Error() + ")"
	}
	var out []string
	for _, r := range rows {
		if r.Health != "green" {
			out = append(out, r.Index+" "+r.Health)
		}
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

// lastCopies lists the shards (index[shard]) whose every started copy is
// on one of the nodes named gone: those a loss of those nodes takes.
func (c *cluster) lastCopies(ctx context.Context, gone ...string) ([]string, error) {
	var rows []struct {
		Index string `json:"index"`
		Shard string `json:"shard"`
		State string `json:"state"`
		Node  string `json:"node"`
	}
	if err := c.call(ctx, "/_cat/shards?format=json&h=index,shard,state,node", &rows); err != nil {
		return nil, err
	}
	kept := map[string]bool{}
	for _, r := range rows {
		key := r.Index + "[" + r.Shard + "]"
		kept[key] = kept[key] || (r.State == "STARTED" && !slices.Contains(gone, r.Node))
	}
	var lost []string
	for key, ok := range kept {
		if !ok {
			lost = append(lost, key)
		}
	}
	slices.Sort(lost)
	return lost, nil
}
