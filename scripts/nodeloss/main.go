// Command nodeloss reads through a running API while nodes of a local
// OpenSearch cluster (scripts/services.sh, OPENSEARCH_NODES=3) are killed:
// 8 clients walk pages, fetch single ids, search with q, count and facet,
// and every answer is checked against what the API answered while the
// cluster was green. It SIGKILLs one node, then, 20 s later, the elected
// cluster manager; an ingest runs meanwhile. Then it brings the nodes back
// with -restart, waits for green, re-runs the ingest and checks that it lost
// nothing. It prints the figures and exits 1 when a required property
// fails: a read answered 500, partial or wrong; reads not whole again within
// 10 s of a kill; the ingest losing rows; the cluster not green again.
// scripts/node-loss.sh prepares the cluster, the data and the API.
package main

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"readapi/internal/devservices"
)

// Required bounds.
const (
	wholeAgainWithin = 10 * time.Second
	greenWithin      = 5 * time.Minute
)

type options struct {
	api, key, prefix, restart, reindex, ingestInput, ingestDataset string
	opensearch                                                     []string
	layout                                                         devservices.Layout
	clients, limit                                                 int
	rate                                                           float64
	firstKill, secondKill, tail                                    time.Duration
}

func main() {
	var o options
	flag.StringVar(&o.api, "api", "http://127.0.0.1:18090", "API base URL")
	flag.StringVar(&o.key, "key", "", "API key")
	flag.StringVar(&o.prefix, "prefix", os.Getenv("INDEX_PREFIX"), "INDEX_PREFIX of the API and the loads")
	urls := flag.String("opensearch", os.Getenv("OPENSEARCH_URL"), "comma-separated node addresses")
	flag.StringVar(&o.restart, "restart", "", "shell command that brings killed nodes back (scripts/services.sh up)")
	flag.StringVar(&o.reindex, "reindex", "", "reindex binary for the ingest run meanwhile (empty: none)")
	flag.StringVar(&o.ingestInput, "ingest-input", "", "scrape batch (NDJSON, one source) to ingest meanwhile")
	flag.StringVar(&o.ingestDataset, "ingest-dataset", "events", "dataset of the batch")
	flag.IntVar(&o.clients, "clients", 8, "concurrent readers")
	flag.IntVar(&o.limit, "limit", 100, "page size of the reads")
	flag.Float64Var(&o.rate, "rate", 0, "reads a second per client (0: as fast as the api answers)")
	flag.DurationVar(&o.firstKill, "first-kill", 15*time.Second, "reads before the first kill")
	flag.DurationVar(&o.secondKill, "second-kill", 20*time.Second, "time from the first kill to the second (the cluster manager)")
	flag.DurationVar(&o.tail, "tail", 20*time.Second, "reads after the second kill")
	flag.Parse()
	o.opensearch = strings.Split(*urls, ",")
	if len(o.opensearch) < 3 {
		fail("need at least three -opensearch addresses")
	}
	// the nodes' pid files, where scripts/services.sh keeps them for these
	// addresses and READAPI_SERVICES_DIR
	env := func(name string) string {
		switch name {
		case "OPENSEARCH_URL":
			return *urls
		case "OPENSEARCH_NODES":
			return strconv.Itoa(len(o.opensearch))
		}
		return os.Getenv(name)
	}
	home, _ := os.UserHomeDir()
	layout, err := devservices.LayoutFromEnv(env, os.Getuid(), home)
	if err != nil {
		fail("%v", err)
	}
	o.layout = layout
	ok, err := run(o)
	if err != nil {
		fail("%v", err)
	}
	if !ok {
		os.Exit(1)
	}
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "nodeloss: "+format+"\n", args...)
	os.Exit(2)
}

// kill is one lost node.
type kill struct {
	name, role string
	pid        int
	at         time.Time
}

// run drives the trial and prints its figures; ok is false when a
// required property failed.
func run(o options) (bool, error) {
	ctx := context.Background()
	c, r, err := prepare(ctx, o)
	if err != nil {
		return false, err
	}
	var in *ingest
	ingestDone := make(chan ingestRun, 1)
	if o.reindex != "" {
		if in, err = newIngest(o.reindex, o.ingestDataset, o.ingestInput); err != nil {
			return false, err
		}
	}

	readers := startReaders(ctx, r, o.clients)
	start := time.Now()
	if in != nil {
		time.Sleep(max(o.firstKill-time.Second, 0))
		go func() { ingestDone <- in.run(ctx) }()
	}
	time.Sleep(time.Until(start.Add(o.firstKill)))
	lost, err := loseTwoNodes(ctx, c, o)
	if err != nil {
		readers.stop()
		return false, err
	}
	time.Sleep(o.tail)
	results := readers.finish()
	end := time.Now()

	ok := report(start, end, lost.kills, results, lost.rebuilt) && lost.lastCopyKept
	if o.restart != "" {
		ok = restartNodes(ctx, c, o.restart, lost.nodes) && ok
	}
	if in != nil {
		ok = reportIngest(ctx, c, in, <-ingestDone, o.prefix+o.ingestDataset) && ok
	}
	if ok {
		fmt.Println("PASS: every required property held")
	}
	return ok, nil
}

// prepare checks that the cluster starts green and reads the baseline that
// every later answer is checked against, through the api.
func prepare(ctx context.Context, o options) (*cluster, *reader, error) {
	c, err := newCluster(o.opensearch, o.layout)
	if err != nil {
		return nil, nil, err
	}
	if status, _ := c.health(ctx, ""); status != "green" {
		return nil, nil, fmt.Errorf("the cluster is %s before the trial; it must start green", status)
	}
	r := &reader{api: o.api, key: o.key, limit: o.limit, facets: "city,employment_type", rate: o.rate,
		http: &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}}
	base, err := r.learn(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("reading the baseline through the api: %w", err)
	}
	r.base = base
	pace := "as fast as the api answers"
	if o.rate > 0 {
		pace = fmt.Sprintf("each paced to %g reads/s", o.rate)
	}
	fmt.Printf("baseline: %d jobs, q=%s matches %d; %d clients %s, pages of %d\n",
		base.total, base.word, base.qTotal, o.clients, pace, o.limit)
	return c, r, nil
}

// readers are the clients reading through the api during the trial.
type readers struct {
	stop      context.CancelFunc
	results   chan result
	done      chan struct{}
	collected chan struct{}
	tally     *tally
	clients   int
}

// startReaders starts the clients, each reading until stopped.
func startReaders(ctx context.Context, r *reader, clients int) *readers {
	readCtx, stop := context.WithCancel(ctx)
	rs := &readers{stop: stop, results: make(chan result, 1024), done: make(chan struct{}),
		collected: make(chan struct{}), tally: &tally{}, clients: clients}
	go rs.tally.collect(rs.results, rs.collected)
	for i := range clients {
		go func() {
			r.client(readCtx, uint64(i+1), rs.results)
			rs.done <- struct{}{}
		}()
	}
	return rs
}

// finish stops the clients, waits for them and returns every read.
func (rs *readers) finish() []result {
	rs.stop()
	for range rs.clients {
		<-rs.done
	}
	close(rs.results)
	<-rs.collected
	return rs.tally.results
}

// losses are what the two kills did.
type losses struct {
	kills []kill
	// rebuilt is how long the jobs index and every index took to be green
	// again after kill 1 (0: not before kill 2).
	rebuilt      [2]time.Duration
	lastCopyKept bool // kill 2 took no shard's last started copy
	nodes        int  // the cluster's nodes before the kills
}

// loseTwoNodes SIGKILLs a node that is not the cluster manager, watches
// its copies being rebuilt, and after o.secondKill kills the elected
// cluster manager, having checked that every shard keeps a started copy.
func loseTwoNodes(ctx context.Context, c *cluster, o options) (losses, error) {
	names, err := c.nodeNames(ctx)
	if err != nil {
		return losses{}, err
	}
	l := losses{nodes: len(names)}
	mgr := c.manager(ctx)
	victim := ""
	for _, n := range names {
		if n != mgr {
			victim = n
		}
	}
	k, err := doKill(c, victim, "data node")
	if err != nil {
		return losses{}, err
	}
	l.kills = append(l.kills, k)
	jobsGreen := watchGreen(ctx, c, o.prefix+"jobs", k.at, o.secondKill, len(names)-1)
	allGreen := watchGreen(ctx, c, "", k.at, o.secondKill, len(names)-1)

	time.Sleep(time.Until(k.at.Add(o.secondKill)))
	l.rebuilt = [2]time.Duration{<-jobsGreen, <-allGreen}
	fmt.Printf("at kill 2: %s\n  indices not green: %s\n", c.copies(ctx, o.prefix+"jobs"), c.notGreen(ctx))
	if l.rebuilt[0] == 0 {
		fmt.Printf("  %s\n", c.explain(ctx))
	}
	mgr = c.manager(ctx)
	if mgr == "" || mgr == victim {
		return losses{}, fmt.Errorf("no cluster manager to kill 20 s after the first loss (got %q)", mgr)
	}
	lost, err := c.lastCopies(ctx, victim, mgr)
	switch {
	case err != nil:
		fmt.Printf("FAIL could not list the shard copies before kill 2: %v\n", err)
	case len(lost) > 0:
		fmt.Printf("FAIL kill 2 takes the last started copy of %d shards: %v\n", len(lost), lost)
	default:
		fmt.Println("  every shard has a started copy outside the two lost nodes")
	}
	l.lastCopyKept = err == nil && len(lost) == 0
	if k, err = doKill(c, mgr, "cluster manager"); err != nil {
		return losses{}, err
	}
	l.kills = append(l.kills, k)
	return l, nil
}

// restartNodes runs the restart command and waits for the cluster of nodes
// to be green again, with no manual step; false when either failed.
func restartNodes(ctx context.Context, c *cluster, restart string, nodes int) bool {
	ok := true
	restarted := time.Now()
	cmd := exec.Command("bash", "-c", restart)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		fmt.Printf("restart: %q failed: %v\n", restart, err)
		ok = false
	}
	took, err := c.waitGreen(ctx, "", restarted, greenWithin, nodes)
	if err != nil {
		fmt.Printf("FAIL cluster back to green: %v\n  %s\n  %s\n", err, c.copies(ctx, "*"), c.explain(ctx))
		return false
	}
	fmt.Printf("restart: %q brought the nodes back; cluster green %.0f s after it started (no manual step)\n", restart, took.Seconds())
	return ok
}

func doKill(c *cluster, name, role string) (kill, error) {
	pid, err := c.kill(name)
	if err != nil {
		return kill{}, fmt.Errorf("killing %s: %w", name, err)
	}
	return kill{name: name, role: role, pid: pid, at: time.Now()}, nil
}

// watchGreen polls index (every index when "") from a kill for up to limit
// and sends how long it took to be green again (0 when it was not).
func watchGreen(ctx context.Context, c *cluster, index string, from time.Time, limit time.Duration, nodes int) <-chan time.Duration {
	out := make(chan time.Duration, 1)
	go func() {
		took, err := c.waitGreen(ctx, index, from, limit-time.Second, nodes)
		if err != nil {
			took = 0
		}
		out <- took
	}()
	return out
}

// reportIngest prints the ingest's runs: the one during the losses, and a
// re-run once the nodes are back, after which no row of the batch may lack.
func reportIngest(ctx context.Context, c *cluster, in *ingest, first ingestRun, alias string) bool {
	if first.err != nil {
		fmt.Printf("ingest during the losses: failed after %.1f s: %v\n  %s\n", first.took.Seconds(), first.err,
			strings.ReplaceAll(first.output, "\n", "\n  "))
		if strings.TrimSpace(first.output) == "" {
			fmt.Println("FAIL the failed ingest said nothing")
			return false
		}
	} else {
		fmt.Printf("ingest during the losses: completed in %.1f s (%d rows of source %s)\n", first.took.Seconds(), len(in.ids), in.source)
	}
	again := in.run(ctx)
	if again.err != nil {
		fmt.Printf("FAIL ingest re-run once the nodes are back: %v\n  %s\n", again.err, again.output)
		return false
	}
	if err := in.check(ctx, c, alias); err != nil {
		fmt.Printf("FAIL ingest re-run: %v\n", err)
		return false
	}
	fmt.Printf("ingest re-run: completed in %.1f s; all %d rows of the batch are there with its instant (nothing lost)\n", again.took.Seconds(), len(in.ids))
	return true
}
