package devservices

import (
	"fmt"
	"net"
	"path/filepath"
	"strconv"
	"strings"
)

// Layout is the model of a local OpenSearch node or cluster: where its
// install, data, logs and pid files live and which ports and names its
// nodes have. Node i (0-based) answers HTTP on Port+i and transport on
// TransportPort+i. A single node keeps its state in Dir itself; the nodes
// of a cluster each in Dir/node-<http port>, all running from the one
// install in Home.
type Layout struct {
	StateDir      string
	Version       string // of OpenSearch
	Scheme, Host  string
	Port          int
	TransportPort int
	Nodes         int
}

// Node is one node of a Layout.
type Node struct {
	Index, Port, TransportPort int
	Name                       string // readapi-<http port>
	Dir                        string // its config, data, logs and pid file
	PIDFile                    string
	URL                        string
}

// LayoutFromEnv is the Layout of OPENSEARCH_URL, OPENSEARCH_NODES and
// READAPI_SERVICES_DIR, as scripts/services.sh sees them.
func LayoutFromEnv(env Env, uid int, home string) (Layout, error) {
	c, err := Load(env, uid, home)
	if err != nil {
		return Layout{}, err
	}
	return c.Layout(), nil
}

// Dir holds everything of the node or cluster on Port.
func (l Layout) Dir() string { return filepath.Join(l.StateDir, "opensearch-"+strconv.Itoa(l.Port)) }

// Home is the OpenSearch install.
func (l Layout) Home() string { return filepath.Join(l.Dir(), "opensearch-"+l.Version) }

// PIDFile is the pid file of a single node.
func (l Layout) PIDFile() string { return filepath.Join(l.Dir(), "opensearch.pid") }

// SnapshotsDir is path.repo, shared by every node.
func (l Layout) SnapshotsDir() string { return filepath.Join(l.Dir(), "snapshots") }

// LockFile serialises concurrent `up`s for Port.
func (l Layout) LockFile() string {
	return filepath.Join(l.StateDir, "opensearch-"+strconv.Itoa(l.Port)+".lock")
}

// DockerMark holds the name of the container `up` started instead.
func (l Layout) DockerMark() string { return filepath.Join(l.Dir(), "docker-container") }

// Container is the Docker container's name.
func (l Layout) Container() string { return "readapi-opensearch-" + strconv.Itoa(l.Port) }

// ClusterName is the cluster's name (and a single node's node name).
func (l Layout) ClusterName() string { return "readapi-" + strconv.Itoa(l.Port) }

// LastPort is the HTTP port of the last node.
func (l Layout) LastPort() int { return l.Port + l.Nodes - 1 }

// Node is node i of the cluster.
func (l Layout) Node(i int) Node {
	port := l.Port + i
	dir := filepath.Join(l.Dir(), "node-"+strconv.Itoa(port))
	host := l.Host
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	return Node{Index: i, Port: port, TransportPort: l.TransportPort + i,
		Name: "readapi-" + strconv.Itoa(port), Dir: dir, PIDFile: filepath.Join(dir, "opensearch.pid"),
		URL: l.Scheme + "://" + host + ":" + strconv.Itoa(port)}
}

// AllNodes lists the cluster's nodes.
func (l Layout) AllNodes() []Node {
	nodes := make([]Node, l.Nodes)
	for i := range nodes {
		nodes[i] = l.Node(i)
	}
	return nodes
}

// NodeURLs lists the nodes' HTTP addresses, as OPENSEARCH_URL takes them.
func (l Layout) NodeURLs() []string {
	urls := make([]string, l.Nodes)
	for i := range urls {
		urls[i] = l.Node(i).URL
	}
	return urls
}

// NodeNamed is the node called name, if it is one of the cluster's.
func (l Layout) NodeNamed(name string) (Node, error) {
	for _, n := range l.AllNodes() {
		if n.Name == name {
			return n, nil
		}
	}
	return Node{}, fmt.Errorf("node %q is not one of the local cluster's nodes (readapi-%d to readapi-%d)", name, l.Port, l.LastPort())
}

// Seeds lists every node's transport address, the discovery seed hosts.
func (l Layout) Seeds() string {
	seeds := make([]string, l.Nodes)
	for i := range seeds {
		seeds[i] = net.JoinHostPort("127.0.0.1", strconv.Itoa(l.TransportPort+i))
	}
	return strings.Join(seeds, ",")
}

// Managers lists every node's name, the initial cluster managers.
func (l Layout) Managers() string {
	names := make([]string, l.Nodes)
	for i := range names {
		names[i] = l.Node(i).Name
	}
	return strings.Join(names, ",")
}

// ExpandURLs reads a comma-separated list of addresses; a single address
// with nodes > 1 stands for a local cluster's nodes on consecutive ports
// from it (the contract's rule for OPENSEARCH_NODES).
func ExpandURLs(raw string, nodes int) ([]string, error) {
	var urls []string
	for _, u := range strings.Split(raw, ",") {
		if u = strings.TrimSpace(u); u != "" {
			urls = append(urls, strings.TrimSuffix(u, "/"))
		}
	}
	if len(urls) != 1 || nodes <= 1 {
		return urls, nil
	}
	e, err := parseURL(urls[0])
	if err != nil {
		return nil, err
	}
	if e.Port == 0 {
		return nil, fmt.Errorf("%s names no port to count the nodes' ports from", urls[0])
	}
	urls = Layout{Scheme: e.Scheme, Host: e.Host, Port: e.Port, Nodes: nodes}.NodeURLs()
	if e.UserInfo != "" {
		for i, u := range urls {
			urls[i] = strings.Replace(u, "://", "://"+e.UserInfo+"@", 1)
		}
	}
	return urls, nil
}

// PID is the pid of the node's running OpenSearch process, from its pid
// file.
func (n Node) PID() (int, error) {
	if pid := pidAlive(n.PIDFile, openSearchPattern); pid != 0 {
		return pid, nil
	}
	return 0, fmt.Errorf("node %s has no running OpenSearch process (pid file %s)", n.Name, n.PIDFile)
}
