// Command reindex loads, rolls back and maintains the datasets' indices:
//
//	reindex load --dataset D --input FILE [--keep N] [--shards N] [--replicas R] [--allow-shrink]
//	reindex sources --input FILE
//	reindex rollback --dataset D [--discard-ingests]
//	reindex ingest --dataset D --source S --scraped-at T [--complete] --input FILE
//	reindex remove --dataset D --id ID
//	reindex snapshot create|list|restore --name NAME [--replace]|delete --name NAME
//
// A command that gives up waiting for a lock (only with --lock-wait) exits
// with status 75 (EX_TEMPFAIL: nothing applied, run it again); any other
// failure exits with status 1.
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
	"readapi/reindex"
)

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
again), a bad batch or failed load with status 1.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "reindex: %v\n", err)
		os.Exit(exitStatus(err))
	}
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) (err error) {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stderr, usage)
		if len(args) == 0 {
			return errors.New("no command given")
		}
		return flag.ErrHelp
	}
	command, args := args[0], args[1:]
	if command == "snapshot" {
		return snapshot(ctx, args, stdout, stderr)
	}
	flags := flag.NewFlagSet("reindex "+command, flag.ContinueOnError)
	flags.SetOutput(stderr)
	accepts := map[string][]string{
		"load":     {"dataset", "input", "keep", "workers", "flush-mb", "shards", "replicas", "green-timeout", "lock-wait", "allow-shrink"},
		"sources":  {"input", "keep", "workers", "flush-mb", "replicas", "green-timeout", "lock-wait", "allow-shrink"},
		"rollback": {"dataset", "lock-wait", "discard-ingests"},
		"ingest":   {"dataset", "source", "scraped-at", "complete", "input", "lock-wait"},
		"remove":   {"dataset", "id"},
	}[command]
	var (
		dataset, input, source, scrapedAt, id string
		keep, workers, flushMB, shards        int
		replicas                              int
		complete, allowShrink, discardIngests bool
		lockWait, greenTimeout                time.Duration
	)
	define := map[string]func(){
		"dataset": func() {
			flags.StringVar(&dataset, "dataset", "", "dataset: jobs, events, quotes, rates, genome or reachability")
		},
		"input":    func() { flags.StringVar(&input, "input", "", `NDJSON file ("-" for stdin; a .gz name is gunzipped)`) },
		"keep":     func() { flags.IntVar(&keep, "keep", 1, "previous versions to keep for rollback") },
		"workers":  func() { flags.IntVar(&workers, "workers", 2, "parallel bulk requests") },
		"flush-mb": func() { flags.IntVar(&flushMB, "flush-mb", 4, "bulk request size in MiB") },
		"shards": func() {
			flags.IntVar(&shards, "shards", 0, "primary shards of the new index (default: the dataset's, 1 unless its description says otherwise)")
		},
		"replicas": func() {
			flags.IntVar(&replicas, "replicas", reindex.AutoReplicas, "replicas of the new index (-1: as many as the cluster allows, up to the dataset's, one unless its description says otherwise)")
		},
		"green-timeout": func() {
			flags.DurationVar(&greenTimeout, "green-timeout", 5*time.Minute, "how long to wait for every replica of the new index before giving up")
		},
		"lock-wait": func() {
			flags.DurationVar(&lockWait, "lock-wait", 0, "give up (exit status 75, nothing applied) after waiting this long for a lock: a load or rollback waits for\nanother load or rollback of the dataset, an ingest for another ingest of its source or a load's swap step (0: no limit)")
		},
		"allow-shrink": func() {
			flags.BoolVar(&allowShrink, "allow-shrink", false, "swap in the new index even when it keeps fewer than half the live rows, or of a source's\n(one with 100 or more); without it such a load fails and swaps nothing")
		},
		"discard-ingests": func() {
			flags.BoolVar(&discardIngests, "discard-ingests", false, "drop, and count, the ingests made since the older version was live instead of re-applying them")
		},
		"source":     func() { flags.StringVar(&source, "source", "", "source stem of the batch") },
		"scraped-at": func() { flags.StringVar(&scrapedAt, "scraped-at", "", "RFC 3339 instant the batch was observed at") },
		"complete":   func() { flags.BoolVar(&complete, "complete", false, "the batch is a complete scrape of the source") },
		"id":         func() { flags.StringVar(&id, "id", "", "record id") },
	}
	if accepts == nil {
		fmt.Fprint(stderr, usage)
		return fmt.Errorf("unknown command %q", command)
	}
	for _, name := range accepts {
		define[name]()
	}
	if err := flags.Parse(args); err != nil {
		return err
	}
	if flags.NArg() > 0 {
		return fmt.Errorf("%s: unexpected argument %q", command, flags.Arg(0))
	}
	if shards < 0 || replicas < reindex.AutoReplicas {
		return fmt.Errorf("%s: --shards and --replicas must be 0 or more", command)
	}
	if keep < 0 {
		return fmt.Errorf("%s: --keep must be 0 or more, got %d", command, keep)
	}
	cfg := config.FromEnv()
	osCfg := cfg.OpenSearch()
	osCfg.RequestTimeout, osCfg.MaxRetries = 2*time.Minute, 3
	client, err := opensearch.New(osCfg)
	if err != nil {
		return err
	}
	prefix := cfg.IndexPrefix
	if command == "load" || command == "sources" || command == "ingest" {
		operation, name, start := command, dataset, time.Now()
		if command == "sources" {
			operation, name = "load", readapi.RegistryIndex
		}
		defer func() {
			if err != nil {
				fmt.Fprintln(stderr, reindex.FailedSummary(operation, name, time.Since(start), err))
			}
		}()
	}
	loader := &reindex.Loader{Client: client, Prefix: prefix, Progress: stderr, Keep: keep,
		Workers: workers, FlushBytes: flushMB << 20, Shards: shards, Replicas: replicas, GreenWait: greenTimeout, LockWait: lockWait,
		AllowShrink: allowShrink, DiscardIngests: discardIngests}

	switch command {
	case "load", "sources":
		name := dataset
		if command == "sources" {
			name = readapi.RegistryIndex
		} else if name == "" {
			return errors.New("load: --dataset is required")
		}
		if input == "" {
			return fmt.Errorf("%s: --input is required (a file, or - for stdin)", command)
		}
		f, err := reindex.OpenInput(input)
		if err != nil {
			return err
		}
		defer f.Close()
		report, err := loader.Load(ctx, name, f)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s: %d documents in %s (alias %s%s), %d lines, %d rejected, %d skipped as removed, %d carried over from later ingests, in %s; previous %v, deleted %v\n",
			name, report.Docs, report.Index, prefix, name, report.Lines, report.Rejected, report.Removed, report.Merged,
			report.Elapsed.Round(time.Millisecond), report.Previous, report.Deleted)
		fmt.Fprintln(stderr, report.Summary())
		return nil
	case "rollback":
		if dataset == "" {
			return errors.New("rollback: --dataset is required")
		}
		report, err := loader.Rollback(ctx, dataset)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s: alias %s%s moved from %s back to %s\n", dataset, prefix, dataset, report.From, report.To)
		what := "re-applied to it"
		if report.Discarded {
			what = "discarded (--discard-ingests)"
		}
		fmt.Fprintf(stdout, "%s: %d ingested batches (%d lines) made since %s %s; %d removed records deleted from it\n",
			dataset, report.Batches, report.Lines, report.Since.UTC().Format(time.RFC3339), what, report.Removed)
		return nil
	case "remove":
		if dataset == "" || id == "" {
			return errors.New("remove: --dataset and --id are required")
		}
		report, err := (&reindex.Remover{Client: client, Prefix: prefix}).Remove(ctx, dataset, id)
		if err != nil {
			return err
		}
		if report.AlreadyRemoved {
			fmt.Fprintf(stdout, "%s %s was already removed at %s; %d copies deleted now\n", dataset, id, report.RemovedAt.Format(time.RFC3339Nano), report.Deleted)
		} else {
			fmt.Fprintf(stdout, "%s %s removed at %s (%d copies deleted); it answers 410 from now on\n", dataset, id, report.RemovedAt.Format(time.RFC3339Nano), report.Deleted)
		}
		return nil
	case "ingest":
		return ingest(ctx, client, prefix, stdout, stderr, dataset, source, scrapedAt, complete, input, lockWait)
	}
	return nil
}

// exitStatus is the process's exit status for a failed command: 75
// (EX_TEMPFAIL) for a lock given up on, when nothing was applied and the
// command can simply run again; 1 otherwise.
func exitStatus(err error) int {
	if errors.Is(err, reindex.ErrLockBusy) {
		return 75
	}
	return 1
}
