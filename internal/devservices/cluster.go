package devservices

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// The local cluster (OPENSEARCH_NODES=N > 1): every node lists every
// transport port as a seed host and every node name as an initial cluster
// manager, so any majority elects a manager. `up` starts each node whose
// port does not answer (all of them the first time; the killed ones
// later), then waits for N nodes and yellow or green.

// nodeClusterName is the cluster name node answers with, "-" when it
// answers without one, "" when it does not answer.
func nodeClusterName(n Node) string {
	a := get(n.URL+"/", 5*time.Second)
	if a.Code == 0 {
		return ""
	}
	var root struct {
		ClusterName string `json:"cluster_name"`
	}
	if a.decode(&root); root.ClusterName == "" {
		return "-"
	}
	return root.ClusterName
}

// nodeAlive says whether node's process runs (before it writes its pid
// file, found by its data path).
func nodeAlive(n Node) bool {
	return pidAlive(n.PIDFile, openSearchPattern) != 0 || processWithArg("-Epath.data="+filepath.Join(n.Dir, "data"))
}

// clusterCall is the answer to path of the first node that answers with a
// body (Code 0 when none does).
func (s *Services) clusterCall(method, path string, maxTime time.Duration, body string) answer {
	for _, n := range s.lay.AllNodes() {
		if a := call(method, n.URL+path, maxTime, body); a.Code != 0 && len(a.Body) > 0 {
			return a
		}
	}
	return answer{}
}

// clusterHealth is "STATUS NODES" from the first node that answers, or "".
func (s *Services) clusterHealth() (string, int, bool) {
	var h struct {
		Status string `json:"status"`
		Nodes  int    `json:"number_of_nodes"`
	}
	a := s.clusterCall(http.MethodGet, fmt.Sprintf("/_cluster/health?wait_for_nodes=%d&wait_for_status=yellow&timeout=10s", s.cfg.Nodes), 15*time.Second, "")
	if !a.decode(&h) {
		return "", 0, false
	}
	return h.Status, h.Nodes, true
}

func (s *Services) healthText() string {
	status, nodes, ok := s.clusterHealth()
	if !ok {
		return ""
	}
	return fmt.Sprintf("%s %d", status, nodes)
}

func (s *Services) nodeLogTail(n Node) {
	tail(s.err, filepath.Join(n.Dir, "startup.log"), 40)
	tail(s.err, filepath.Join(n.Dir, "logs", s.lay.ClusterName()+".log"), 40)
}

func (s *Services) ports() string { return fmt.Sprintf("%d-%d", s.lay.Port, s.lay.LastPort()) }

// clusterWaitReady waits for N nodes and yellow or green; it fails early
// when a node started here has exited.
func (s *Services) clusterWaitReady(started []Node) error {
	deadline := time.Now().Add(s.cfg.Wait)
	health, last := "", &shared{}
	stop := s.progress(15*time.Second, func(d time.Duration) string {
		return fmt.Sprintf("waiting for %d nodes of cluster %s (%s so far, last status and nodes: '%s')", s.cfg.Nodes, s.lay.ClusterName(), d, orNoAnswer(last.get()))
	})
	defer stop()
	for time.Now().Before(deadline) {
		status, nodes, ok := s.clusterHealth()
		health = ""
		if ok {
			health = fmt.Sprintf("%s %d", status, nodes)
		}
		last.set(health)
		if (status == "green" || status == "yellow") && nodes >= s.cfg.Nodes {
			s.logf("OpenSearch cluster %s is ready: %d nodes on ports %s, status %s", s.lay.ClusterName(), s.cfg.Nodes, s.ports(), status)
			return nil
		}
		for _, n := range started {
			if !nodeAlive(n) {
				s.nodeLogTail(n)
				return fail("OpenSearch node %s exited during startup", n.Name)
			}
		}
		time.Sleep(time.Second)
	}
	for _, n := range started {
		s.nodeLogTail(n)
	}
	return fail("OpenSearch cluster on ports %s not ready with %d nodes after %ds (last status and nodes: '%s')", s.ports(), s.cfg.Nodes, int(s.cfg.Wait.Seconds()), orNoAnswer(health))
}

// startNode starts node n's launcher and waits for it (not for the node
// to join).
func (s *Services) startNode(n Node, javaHome string) error {
	for _, d := range []string{"data", "logs"} {
		if err := os.MkdirAll(filepath.Join(n.Dir, d), 0o755); err != nil {
			return err
		}
	}
	conf := filepath.Join(n.Dir, "config")
	if err := s.nodeConfig(conf, n.Dir); err != nil {
		return err
	}
	os.Remove(n.PIDFile)
	if err := s.chownForOS(n.Dir, true); err != nil {
		return err
	}
	s.logf("starting OpenSearch node %s on 127.0.0.1:%d (transport %d, heap %s, state in %s)", n.Name, n.Port, n.TransportPort, s.cfg.Heap, n.Dir)
	args := []string{filepath.Join(s.lay.Home(), "bin", "opensearch"), "-d", "-p", n.PIDFile,
		"-Ecluster.name=" + s.lay.ClusterName(), "-Enode.name=" + n.Name,
		"-Ediscovery.seed_hosts=" + s.lay.Seeds(), "-Ecluster.initial_cluster_manager_nodes=" + s.lay.Managers(),
		"-Enetwork.host=127.0.0.1", "-Ehttp.port=" + strconv.Itoa(n.Port), "-Etransport.port=" + strconv.Itoa(n.TransportPort),
		"-Epath.data=" + filepath.Join(n.Dir, "data"), "-Epath.logs=" + filepath.Join(n.Dir, "logs"),
		"-Enode.processors=2", "-Eindices.recovery.max_bytes_per_sec=200mb", "-Epath.repo=" + s.lay.SnapshotsDir()}
	return s.launch(javaHome, conf, n.Dir, filepath.Join(n.Dir, "startup.log"), args)
}

// configVersionFile names, in a node's config, the OpenSearch version the
// config was copied from.
const configVersionFile = ".readapi-version"

// nodeConfig gives a node the config of the version it runs: a config
// copied from another version's install (a state directory an earlier
// version wrote: 2.x's jvm.options enable the security manager, which the
// JDK 21+ that 3.x runs on refuses) is copied again.
func (s *Services) nodeConfig(conf, nodeDir string) error {
	if v, err := os.ReadFile(filepath.Join(conf, configVersionFile)); err == nil && string(v) == s.lay.Version {
		return nil
	}
	if err := os.RemoveAll(conf); err != nil {
		return err
	}
	if err := copyNodeConfig(filepath.Join(s.lay.Home(), "config"), conf, nodeDir); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(conf, configVersionFile), []byte(s.lay.Version), 0o644)
}

// copyNodeConfig copies the install's config for one node; the stock
// jvm.options writes gc logs and dumps relative to the install.
func copyNodeConfig(from, to, nodeDir string) error {
	err := filepath.WalkDir(from, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		target := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		return copyFile(path, target)
	})
	if err != nil {
		return err
	}
	jvm := filepath.Join(to, "jvm.options")
	data, err := os.ReadFile(jvm)
	if err != nil {
		return err
	}
	text := strings.ReplaceAll(string(data), "logs/", filepath.Join(nodeDir, "logs")+"/")
	text = strings.ReplaceAll(text, "HeapDumpPath=data", "HeapDumpPath="+filepath.Join(nodeDir, "data"))
	return os.WriteFile(jvm, []byte(text), 0o644)
}

// startNodes starts the nodes in parallel and waits for their launchers.
func (s *Services) startNodes(nodes []Node, javaHome string) error {
	var wg sync.WaitGroup
	errs := make([]error, len(nodes))
	for i, n := range nodes {
		if nodeAlive(n) {
			s.logf("node %s started earlier is still starting; waiting", n.Name)
			continue
		}
		wg.Go(func() { errs[i] = s.startNode(n, javaHome) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			s.nodeLogTail(nodes[i])
			return fail("OpenSearch node failed to start")
		}
	}
	return nil
}

// listedNames is the node names in the cluster state the first answering
// node last applied (local: no cluster manager needed).
func (s *Services) listedNames() []string {
	return listedNames(s.clusterCall(http.MethodGet, "/_cluster/state/nodes?local=true&filter_path=nodes.*.name", 5*time.Second, "").Body)
}

// waitForgotten waits until an elected cluster manager no longer lists
// nodes (it removes a dead node a few seconds after the election); it
// gives up after the wait with a warning.
func (s *Services) waitForgotten(nodes []Node) {
	for deadline := time.Now().Add(s.cfg.Wait); time.Now().Before(deadline); time.Sleep(time.Second) {
		for _, n := range s.lay.AllNodes() {
			a := get(n.URL+"/_cat/nodes?h=name", 5*time.Second)
			if a.Code == 0 || !strings.HasPrefix(string(a.Body), "readapi-") {
				continue
			}
			listed := strings.Fields(string(a.Body))
			if !slices.ContainsFunc(nodes, func(m Node) bool { return slices.Contains(listed, m.Name) }) {
				return
			}
			break
		}
	}
	s.logf("warning: the cluster still lists %s after %ds; starting them anyway", names(nodes, " "), int(s.cfg.Wait.Seconds()))
}

func names(nodes []Node, sep string) string {
	var out []string
	for _, n := range nodes {
		out = append(out, n.Name)
	}
	return strings.Join(out, sep)
}

// healStuckPrimaries waits, after nodes came back to a cluster that kept
// running, at most READAPI_HEAL_SECONDS for green, and cancels any primary
// from which a replica recovery has sat in stage init for 30 s (see
// StuckPrimaries). The shard is unavailable for a few seconds.
func (s *Services) healStuckPrimaries() {
	for deadline := time.Now().Add(s.cfg.Heal); time.Now().Before(deadline); time.Sleep(5 * time.Second) {
		if status, _, _ := s.clusterHealth(); status == "green" {
			return
		}
		a := s.clusterCall(http.MethodGet, "/_cat/recovery?active_only=true&h=index,shard,stage,source_node,time&time=s", 10*time.Second, "")
		for _, c := range StuckPrimaries(string(a.Body), 30*time.Second) {
			s.logf("a recovery of [%s][%d] from its primary on %s has sat in stage init for %ss (OpenSearch#19150: the primary was promoted without its new term); cancelling that primary so that the cluster allocates it again", c.Index, c.Shard, c.Node, c.Age)
			s.clusterCall(http.MethodPost, "/_cluster/reroute?metric=none", 30*time.Second, c.Body())
		}
	}
	s.logf("warning: cluster %s not green %ds after the nodes came back (status and nodes: %s)", s.lay.ClusterName(), int(s.cfg.Heal.Seconds()), s.healthText())
}

func (s *Services) clusterUp() error {
	if s.cfg.Docker {
		return fail("OPENSEARCH_NODES > 1 is not supported with READAPI_USE_DOCKER=1")
	}
	if err := s.ensureStateDir(); err != nil {
		return err
	}
	return withLock(s.lay.LockFile(), s.clusterUpLocked)
}

func (s *Services) clusterUpLocked() error {
	t0 := time.Now()
	var missing []Node
	answering := 0
	for _, n := range s.lay.AllNodes() {
		name := nodeClusterName(n)
		switch {
		case name == "":
			missing = append(missing, n)
			continue
		case name == s.lay.ClusterName():
		case n.Index == 0:
			s.logf("OpenSearch (cluster '%s') already answers at %s; not starting another", name, s.cfg.OpenSearchURL)
			return s.clusterWaitReady(nil)
		default:
			return fail("port %d answers with cluster '%s', not %s; choose another OPENSEARCH_URL port", n.Port, name, s.lay.ClusterName())
		}
		answering++
	}
	if answering > 0 && s.otherVersion(s.clusterVersionURL(missing)) {
		if len(missing) > 0 {
			return fail("cluster %s runs another OpenSearch version; starting its missing nodes at %s would mix versions", s.lay.ClusterName(), s.cfg.Version)
		}
		return s.clusterWaitReady(nil)
	}
	// A changed plugin restarts the nodes started here (only those).
	stale, err := s.pluginRestartNeeded()
	if err != nil {
		return err
	}
	if len(missing) == 0 && !stale {
		s.logf("OpenSearch cluster %s already answers on all %d ports; not starting another", s.lay.ClusterName(), s.cfg.Nodes)
		return s.clusterWaitReady(nil)
	}
	if err := s.checkStartable(); err != nil {
		return err
	}
	javaHome, err := s.findJavaHome()
	if err != nil {
		return err
	}
	if err := s.ensureOSUser(); err != nil {
		return err
	}
	if err := os.MkdirAll(s.lay.SnapshotsDir(), 0o755); err != nil {
		return err
	}
	if stale && answering > 0 {
		if _, _, err := s.pluginBuild(); err != nil { // before the stop: down only for the restart
			return err
		}
		s.logf("the %s plugin's sources changed since OpenSearch at %s started; restarting it with a new build", pluginName, s.cfg.OpenSearchURL)
		s.clusterDown()
		missing, answering = s.lay.AllNodes(), 0
	}
	if err := s.install(); err != nil {
		return err
	}
	if s.cfg.Root {
		for _, d := range []string{s.lay.Dir(), s.lay.SnapshotsDir()} {
			if err := s.chownForOS(d, false); err != nil {
				return err
			}
		}
		if err := s.checkUsable(); err != nil {
			return err
		}
	}
	// Nodes the survivors still list go last: see RestartOrder.
	var listed []string
	if answering > 0 {
		listed = s.listedNames()
	}
	first, later := RestartOrder(missing, listed)
	if len(later) > 0 {
		s.logf("the surviving nodes still list %s; starting the other missing nodes first, then these once the cluster has removed them", names(later, " "))
	}
	if err := s.startNodes(first, javaHome); err != nil {
		return err
	}
	if len(later) > 0 {
		s.waitForgotten(later)
		if err := s.startNodes(later, javaHome); err != nil {
			return err
		}
	}
	started := append(first, later...)
	if err := s.clusterWaitReady(started); err != nil {
		return err
	}
	if answering > 0 {
		s.healStuckPrimaries()
	}
	s.logf("OpenSearch nodes %s started in %ds", names(started, " "), int(time.Since(t0).Seconds()))
	return nil
}

// clusterVersionURL is the address of the first node not in missing.
func (s *Services) clusterVersionURL(missing []Node) string {
	for _, n := range s.lay.AllNodes() {
		if !slices.Contains(missing, n) {
			return n.URL
		}
	}
	return s.cfg.OpenSearchURL
}

// clusterDown stops, in parallel, the nodes started here.
func (s *Services) clusterDown() {
	var wg sync.WaitGroup
	any := false
	for _, n := range s.lay.AllNodes() {
		if pidAlive(n.PIDFile, openSearchPattern) == 0 {
			os.Remove(n.PIDFile)
			continue
		}
		any = true
		wg.Go(func() { s.stopPID("OpenSearch node "+n.Name, n.PIDFile, openSearchPattern) })
	}
	wg.Wait()
	if !any {
		s.logf("no OpenSearch node started by this script on ports %s; nothing to stop", s.ports())
	}
}

func (s *Services) clusterStatus() bool {
	ok := true
	for _, n := range s.lay.AllNodes() {
		who := "not started by this script"
		if pid := pidAlive(n.PIDFile, openSearchPattern); pid != 0 {
			who = fmt.Sprintf("started by this script, pid %d", pid)
		}
		if name := nodeClusterName(n); name != "" {
			s.logf("OpenSearch node at %s answers (cluster %s) [%s]", n.URL, name, who)
		} else {
			s.logf("OpenSearch does not answer at %s [%s]", n.URL, who)
			ok = false
		}
	}
	s.logf("cluster health (status nodes): %s", s.healthText())
	return ok
}
