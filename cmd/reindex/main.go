// Command reindex loads, rolls back and maintains the datasets' indices:
//
//	reindex load --dataset D --input FILE [--keep N] [--shards N] [--replicas R] [--allow-shrink]
//	reindex sources --input FILE
//	reindex rollback --dataset D [--discard-ingests]
//	reindex ingest --dataset D --source S --scraped-at T [--complete] --input FILE
//	reindex remove --dataset D --id ID | --ids FILE
//	reindex status [--dataset D] [--json]
//	reindex snapshot create|list|restore --name NAME [--replace]|delete --name NAME
//
// A command that gives up waiting for a lock (only with --lock-wait) exits
// with status 75 (EX_TEMPFAIL: nothing applied, run it again); any other
// failure exits with status 1. A command interrupted by SIGINT (Ctrl-C) or
// SIGTERM says at which step, cleans up and exits with status 130 or 143.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"readapi"
	"readapi/internal/config"
	"readapi/internal/opensearch"
	"readapi/mappings/datacheck"
	"readapi/reindex"
)

// checkData reads every knowledge file of mappings/ before a command runs
// (datacheck.All); a test swaps it for a broken file's.
var checkData = datacheck.All

const usage = `Usage: reindex COMMAND [flags]

Commands:
  load --dataset D --input FILE [--keep N] [--shards N] [--replicas R] [--allow-shrink]
                                             full rebuild of dataset D from a snapshot file
  sources --input FILE                       load the source registry
  rollback --dataset D [--discard-ingests]   point D's alias back at the previous version,
                                             re-applying the ingests and removals made since
  ingest --dataset D --source S --scraped-at T [--complete] --input FILE
                                             apply one scrape batch of source S to the live data
  remove --dataset D --id ID                 remove a record at the request of the people concerned
  remove --dataset D --ids FILE              remove many records as one operation (one id a line)
  status [--dataset D] [--json]              what an operator needs before acting: aliases, rows,
                                             loads, ingests, removals, what runs now, snapshots
  snapshot create|list|restore --name NAME [--replace]|delete --name NAME
                                             back up every index of INDEX_PREFIX, or restore a backup

D is one of jobs, events, quotes, rates, genome, reachability. FILE may be "-"
(stdin); a name ending in .gz is gunzipped. Environment: OPENSEARCH_URL,
OPENSEARCH_USERNAME, OPENSEARCH_PASSWORD, OPENSEARCH_CA_CERT, INDEX_PREFIX, SNAPSHOT_REPOSITORY. Run "reindex COMMAND --help" for a command's flags.

Guards: a load refuses (and swaps nothing) a snapshot that keeps fewer than
half the live rows, or fewer than half the live rows of a source that had 100
or more, unless --allow-shrink; it also runs smoke queries on the new index.
An ingest runs beside a load (it is replayed onto the new index) and waits
only for its own source's ingests and a load's brief swap step; loads and
rollbacks wait for each other. Waits have no limit unless --lock-wait is set;
a command that gives up on a lock exits with status 75 (nothing applied, run it
again), a bad batch or failed load with status 1. Ctrl-C (SIGINT) or SIGTERM
stops a command at the step it is at, named on stderr; it cleans up (a load
interrupted before its swap leaves the alias as it was) and exits with status
130 (SIGTERM: 143).
`

// synopsis and help say what each command does, for its --help.
var synopsis = map[string]string{
	"load":     "load --dataset D --input FILE [flags]",
	"sources":  "sources --input FILE [flags]",
	"rollback": "rollback --dataset D [--discard-ingests] [--lock-wait D]",
	"ingest":   "ingest --dataset D --source S --scraped-at T [--complete] --input FILE [--lock-wait D]",
	"remove":   "remove --dataset D (--id ID | --ids FILE) [--lock-wait D]",
	"status":   "status [--dataset D] [--json]",
}

var help = map[string]string{
	"load": `Full rebuild of dataset D from a snapshot file: new versioned index, bulk load,
verify, atomic alias swap. On any failure the alias and the live data stay as they were.
`,
	"sources": "Loads the source registry.\n",
	"rollback": `Points D's alias back at the previous version, re-applying the ingests and removals
made since it was live (or, with --discard-ingests, dropping and counting them).
`,
	"ingest": `Applies one scrape batch of source S, observed at instant T, to the live index;
--complete says the batch is a complete scrape of S.
`,
	"remove": `Removal at the request of the employer or individual concerned: the record leaves
every collection and its id answers 410 from then on, across later loads and ingests.

--ids FILE removes every id of FILE (one a line; "-" for stdin; blank lines and lines
starting with # are skipped) as one operation: one tombstone write, one pass over the
kept versions, one regrouping of the blocks of copies they touched. Exit status 0: every
id is final. On a failure the ids that are not final are written to stderr, one a line
(every other line of stderr starts with "reindex:"), the last line names how many were
made final, and the exit status is 1 (75 when it gave up on --lock-wait): run the same
command on the listed ids again. An id no version holds and nobody removed is listed too
(it stays a 404).
`,
	"status": `Prints, per dataset, the alias and the index it points at, its rows (active and
retired for jobs), the versions kept, the last load (when, rows, how long) and rollback,
the last ingest of each source (when, batch, rows changed), the removals, a load, ingest
or removal running now (which, since when, its step), and the snapshots (newest, count)
and the engine's health. Exit status 0 when every alias points at exactly one index and
the engine answers and is not red; 1 otherwise, naming each problem (a dataset never
loaded counts: its alias points at no index).
`,
}

func main() {
	ctx := interruptible()
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "reindex: %v\n", err)
		// The context's cause is the signal that ended it, nil otherwise.
		os.Exit(exitStatus(errors.Join(err, context.Cause(ctx))))
	}
}

// signalled is the cause of a context ended by a signal.
type signalled struct{ sig syscall.Signal }

func (s signalled) Error() string {
	switch s.sig {
	case syscall.SIGINT:
		return "received SIGINT (Ctrl-C)"
	case syscall.SIGTERM:
		return "received SIGTERM"
	}
	return "received " + s.sig.String()
}

// interruptible returns a context that the first SIGINT or SIGTERM ends,
// with the signal as its cause; later ones are ignored while the command
// cleans up.
func interruptible() context.Context {
	ctx, cancel := context.WithCancelCause(context.Background())
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, syscall.SIGINT, syscall.SIGTERM)
	go func() {
		if sig, ok := (<-signals).(syscall.Signal); ok {
			cancel(signalled{sig})
		}
	}()
	return ctx
}

// options are the flags of every command; each command defines those it
// accepts (see commands).
type options struct {
	dataset, input, source, scrapedAt, id, ids string
	keep, workers, flushMB, shards, replicas   int
	complete, allowShrink, discardIngests      bool
	json                                       bool
	lockWait, greenTimeout                     time.Duration
}

// command is one of reindex's commands: the flags it accepts and what it
// runs once they are parsed, with a client of OPENSEARCH_URL.
type command struct {
	flags []string
	run   func(ctx context.Context, e *env, o *options) error
}

// env is what every command runs with.
type env struct {
	client         *opensearch.Client
	cfg            config.Config
	stdout, stderr io.Writer
}

// commands are reindex's commands but snapshot, which has actions of its
// own (see snapshot.go).
var commands = map[string]command{
	"load":     {[]string{"dataset", "input", "keep", "workers", "flush-mb", "shards", "replicas", "green-timeout", "lock-wait", "allow-shrink"}, load},
	"sources":  {[]string{"input", "keep", "workers", "flush-mb", "replicas", "green-timeout", "lock-wait", "allow-shrink"}, sources},
	"rollback": {[]string{"dataset", "lock-wait", "discard-ingests"}, rollback},
	"ingest":   {[]string{"dataset", "source", "scraped-at", "complete", "input", "lock-wait"}, ingest},
	"remove":   {[]string{"dataset", "id", "ids", "lock-wait"}, remove},
	"status":   {[]string{"dataset", "json"}, status},
}

// run parses the command line args and runs its command, once the data
// files are read and hold.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stderr, usage)
		if len(args) == 0 {
			return errors.New("no command given")
		}
		return flag.ErrHelp
	}
	if err := checkData(); err != nil {
		return fmt.Errorf("a data file does not hold: %w", err)
	}
	name, args := args[0], args[1:]
	if name == "snapshot" {
		return snapshot(ctx, args, stdout, stderr)
	}
	cmd, ok := commands[name]
	if !ok {
		fmt.Fprint(stderr, usage)
		return fmt.Errorf("unknown command %q", name)
	}
	o, err := parseFlags(name, cmd.flags, args, stderr)
	if err != nil {
		return err
	}
	cfg := config.FromEnv()
	osCfg := cfg.OpenSearch()
	osCfg.RequestTimeout, osCfg.MaxRetries = 2*time.Minute, 3
	if name == "status" {
		osCfg.RequestTimeout, osCfg.MaxRetries = 15*time.Second, 1
	}
	client, err := opensearch.New(osCfg)
	if err != nil {
		return err
	}
	return cmd.run(ctx, &env{client: client, cfg: cfg, stdout: stdout, stderr: stderr}, o)
}

// parseFlags parses the flags command accepts.
func parseFlags(command string, accepts, args []string, stderr io.Writer) (*options, error) {
	flags := flag.NewFlagSet("reindex "+command, flag.ContinueOnError)
	flags.SetOutput(stderr)
	flags.Usage = func() {
		fmt.Fprintf(stderr, "Usage: reindex %s\n\n%s\nFlags:\n", synopsis[command], help[command])
		flags.PrintDefaults()
	}
	o := &options{}
	for _, name := range accepts {
		defineFlag(flags, o, name)
	}
	if err := flags.Parse(args); err != nil {
		return nil, err
	}
	if flags.NArg() > 0 {
		return nil, fmt.Errorf("%s: unexpected argument %q", command, flags.Arg(0))
	}
	if o.shards < 0 || o.replicas < reindex.AutoReplicas {
		return nil, fmt.Errorf("%s: --shards and --replicas must be 0 or more", command)
	}
	if o.keep < 0 {
		return nil, fmt.Errorf("%s: --keep must be 0 or more, got %d", command, o.keep)
	}
	return o, nil
}

// defineFlag defines the flag name on flags, stored in o.
func defineFlag(flags *flag.FlagSet, o *options, name string) {
	switch name {
	case "dataset":
		flags.StringVar(&o.dataset, "dataset", "", "dataset: jobs, events, quotes, rates, genome or reachability")
	case "input":
		flags.StringVar(&o.input, "input", "", `NDJSON file ("-" for stdin; a .gz name is gunzipped)`)
	case "keep":
		flags.IntVar(&o.keep, "keep", 1, "previous versions to keep for rollback")
	case "workers":
		flags.IntVar(&o.workers, "workers", 2, "parallel bulk requests")
	case "flush-mb":
		flags.IntVar(&o.flushMB, "flush-mb", 4, "bulk request size in MiB")
	case "shards":
		flags.IntVar(&o.shards, "shards", 0, "primary shards of the new index (default: the dataset's, 1 unless its description says otherwise)")
	case "replicas":
		flags.IntVar(&o.replicas, "replicas", reindex.AutoReplicas, "replicas of the new index (-1: as many as the cluster allows, up to the dataset's, one unless its description says otherwise)")
	case "green-timeout":
		flags.DurationVar(&o.greenTimeout, "green-timeout", 5*time.Minute, "how long to wait for every replica of the new index before giving up")
	case "lock-wait":
		flags.DurationVar(&o.lockWait, "lock-wait", 0, "give up (exit status 75, nothing applied) after waiting this long for a lock: a load or rollback waits for\nanother load or rollback of the dataset, an ingest for another ingest of its source or a load's swap step,\na removal for the other removals of the dataset (0: no limit)")
	case "allow-shrink":
		flags.BoolVar(&o.allowShrink, "allow-shrink", false, "swap in the new index even when it keeps fewer than half the live rows, or of a source's\n(one with 100 or more); without it such a load fails and swaps nothing")
	case "discard-ingests":
		flags.BoolVar(&o.discardIngests, "discard-ingests", false, "drop, and count, the ingests made since the older version was live instead of re-applying them")
	case "source":
		flags.StringVar(&o.source, "source", "", "source stem of the batch")
	case "scraped-at":
		flags.StringVar(&o.scrapedAt, "scraped-at", "", "RFC 3339 instant the batch was observed at")
	case "complete":
		flags.BoolVar(&o.complete, "complete", false, "the batch is a complete scrape of the source")
	case "id":
		flags.StringVar(&o.id, "id", "", "record id")
	case "ids":
		flags.StringVar(&o.ids, "ids", "", `file of record ids, one a line ("-" for stdin; blank lines and lines starting with # are skipped)`)
	case "json":
		flags.BoolVar(&o.json, "json", false, "print the status as one JSON object")
	}
}

// loader returns a Loader with the options' figures.
func (e *env) loader(o *options) *reindex.Loader {
	return &reindex.Loader{Client: e.client, Prefix: e.cfg.IndexPrefix, Progress: e.stderr, Keep: o.keep,
		Workers: o.workers, FlushBytes: o.flushMB << 20, Shards: o.shards, Replicas: o.replicas, GreenWait: o.greenTimeout,
		LockWait: o.lockWait, AllowShrink: o.allowShrink, DiscardIngests: o.discardIngests}
}

// load runs `reindex load`.
func load(ctx context.Context, e *env, o *options) error {
	if o.dataset == "" {
		return errors.New("load: --dataset is required")
	}
	return loadKind(ctx, e, o, "load", o.dataset)
}

// sources runs `reindex sources`: a load of the source registry.
func sources(ctx context.Context, e *env, o *options) error {
	return loadKind(ctx, e, o, "sources", readapi.RegistryIndex)
}

// loadKind loads name (a dataset or the registry) from o.input.
func loadKind(ctx context.Context, e *env, o *options, command, name string) (err error) {
	start := time.Now()
	defer func() {
		if err != nil {
			fmt.Fprintln(e.stderr, reindex.FailedSummary("load", name, time.Since(start), err))
		}
	}()
	if o.input == "" {
		return fmt.Errorf("%s: --input is required (a file, or - for stdin)", command)
	}
	f, err := reindex.OpenInput(o.input)
	if err != nil {
		return err
	}
	defer f.Close()
	report, err := e.loader(o).Load(ctx, name, f)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "%s: %d documents in %s (alias %s%s), %d lines, %d rejected, %d skipped as removed, %d carried over from later ingests, in %s; previous %v, deleted %v\n",
		name, report.Docs, report.Index, e.cfg.IndexPrefix, name, report.Lines, report.Rejected, report.Removed, report.Merged,
		report.Elapsed.Round(time.Millisecond), report.Previous, report.Deleted)
	fmt.Fprintln(e.stderr, report.Summary())
	return nil
}

// rollback runs `reindex rollback`.
func rollback(ctx context.Context, e *env, o *options) error {
	if o.dataset == "" {
		return errors.New("rollback: --dataset is required")
	}
	report, err := e.loader(o).Rollback(ctx, o.dataset)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "%s: alias %s%s moved from %s back to %s\n", o.dataset, e.cfg.IndexPrefix, o.dataset, report.From, report.To)
	what := "re-applied to it"
	if report.Discarded {
		what = "discarded (--discard-ingests)"
	}
	fmt.Fprintf(e.stdout, "%s: %d ingested batches (%d lines) made since %s %s; %d removed records deleted from it\n",
		o.dataset, report.Batches, report.Lines, report.Since.UTC().Format(time.RFC3339), what, report.Removed)
	return nil
}

// exitStatus is the process's exit status for a failed command: 128 plus
// the signal's number for one a signal interrupted (130 for SIGINT, 143
// for SIGTERM); 75 (EX_TEMPFAIL) for a lock given up on, when nothing was
// applied and the command can simply run again; 1 otherwise.
func exitStatus(err error) int {
	var s signalled
	switch {
	case errors.As(err, &s):
		return 128 + int(s.sig)
	case errors.Is(err, reindex.ErrLockBusy):
		return 75
	}
	return 1
}
