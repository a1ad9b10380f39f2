package devservices

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The pure decisions of bringing nodes back to a running cluster, from
// OpenSearch's answers.

// listedNames reads the node names of a
// /_cluster/state/nodes?filter_path=nodes.*.name answer.
func listedNames(body []byte) []string {
	var state struct {
		Nodes map[string]struct {
			Name string `json:"name"`
		} `json:"nodes"`
	}
	if json.Unmarshal(body, &state) != nil {
		return nil
	}
	var names []string
	for _, n := range state.Nodes {
		names = append(names, n.Name)
	}
	slices.Sort(names)
	return names
}

// RestartOrder splits the missing nodes into those to start first (the
// ones the surviving nodes no longer list) and those to start once an
// elected cluster manager has removed them (the ones they still list).
// A node that rejoins while the survivors still list its previous process,
// during the election of a cluster manager, hits an OpenSearch bug
// (opensearch-project/OpenSearch#19150, open in 2.19): the election
// removes the old process and promotes replicas of its primaries, but
// drops their new primary terms, so each promoted copy never enters
// primary mode, every recovery from it fails ("shard is not in primary
// mode") and the cluster stays yellow. Starting the forgotten nodes first
// lets a cluster manager be elected without them, remove the listed dead
// processes the ordinary way (node-left), and only then see them rejoin.
// When every missing node is still listed, all start at once.
func RestartOrder(missing []Node, listed []string) (first, later []Node) {
	for _, n := range missing {
		if slices.Contains(listed, n.Name) {
			later = append(later, n)
		} else {
			first = append(first, n)
		}
	}
	if len(first) == 0 {
		return later, nil
	}
	return first, later
}

// Cancel is a primary to cancel: the source of a replica recovery stuck in
// stage init.
type Cancel struct {
	Index string
	Shard int
	Node  string
	Age   string // how long the recovery has sat, as _cat/recovery says ("31.2")
}

// Body is the _cluster/reroute request cancelling the primary.
func (c Cancel) Body() string {
	index, _ := json.Marshal(c.Index)
	node, _ := json.Marshal(c.Node)
	return fmt.Sprintf(`{"commands":[{"cancel":{"index":%s,"shard":%d,"node":%s,"allow_primary":true}}]}`, index, c.Shard, node)
}

// StuckPrimaries reads a
// _cat/recovery?active_only=true&h=index,shard,stage,source_node,time&time=s
// answer and lists the primaries from which a recovery has sat in stage
// init for at least minAge: with OpenSearch#19150, when the restart order
// could not avoid it (two nodes lost at once), the promoted primary never
// enters primary mode, so it accepted no write since its promotion, and
// cancelling it makes the cluster manager allocate that shard's primary
// again, with a new term.
func StuckPrimaries(catRecovery string, minAge time.Duration) []Cancel {
	var out []Cancel
	for _, line := range strings.Split(catRecovery, "\n") {
		f := strings.Fields(line)
		if len(f) != 5 {
			continue
		}
		index, shard, stage, source, secs := f[0], f[1], f[2], f[3], f[4]
		whole := secs
		if i := strings.IndexAny(secs, ".s"); i >= 0 {
			whole = secs[:i]
		}
		age, err := strconv.Atoi(whole)
		if stage != "init" || source == "n/a" || err != nil || age < 0 || time.Duration(age)*time.Second < minAge {
			continue
		}
		n, err := strconv.Atoi(shard)
		if err != nil {
			continue
		}
		out = append(out, Cancel{Index: index, Shard: n, Node: source, Age: strings.TrimSuffix(secs, "s")})
	}
	return out
}
