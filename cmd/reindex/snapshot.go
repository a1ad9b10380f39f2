package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"readapi/internal/config"
	"readapi/internal/opensearch"
	"readapi/reindex"
)

const snapshotUsage = `Usage: reindex snapshot ACTION [flags]

Actions:
  create                 snapshot every index of INDEX_PREFIX; prints the snapshot's name alone on
                         the first line of stdout
  list                   list the snapshots of INDEX_PREFIX, oldest first
  restore --name NAME [--replace]
                         restore every index and alias of a snapshot into a cluster holding none of
                         INDEX_PREFIX's indices; --replace first snapshots and deletes those it
                         holds, and applies their removals again after the restore
  delete --name NAME     delete a snapshot of INDEX_PREFIX from the repository

The repository is SNAPSHOT_REPOSITORY (default ` + config.DefaultSnapshotRepository + `, which scripts/services.sh up
registers on a local OpenSearch).
`

// snapshot runs "reindex snapshot ACTION".
func snapshot(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stderr, snapshotUsage)
		if len(args) == 0 {
			return errors.New("snapshot: no action given (create, list, restore or delete)")
		}
		return flag.ErrHelp
	}
	action, args := args[0], args[1:]
	flags := flag.NewFlagSet("reindex snapshot "+action, flag.ContinueOnError)
	flags.SetOutput(stderr)
	var name string
	var replace bool
	wait := flags.Duration("wait", 30*time.Minute, "how long to wait for OpenSearch to finish the snapshot or restore")
	switch action {
	case "create", "list":
	case "restore", "delete":
		flags.StringVar(&name, "name", "", "the snapshot's name (see reindex snapshot list)")
		if action == "restore" {
			flags.BoolVar(&replace, "replace", false, "replace the indices INDEX_PREFIX holds: snapshot them, delete them, restore, and apply their removals again")
		}
	default:
		fmt.Fprint(stderr, snapshotUsage)
		return fmt.Errorf("snapshot: unknown action %q", action)
	}
	if err := flags.Parse(args); err != nil {
		return err
	}
	if flags.NArg() > 0 {
		return fmt.Errorf("snapshot %s: unexpected argument %q", action, flags.Arg(0))
	}
	if (action == "restore" || action == "delete") && name == "" {
		return fmt.Errorf("snapshot %s: --name is required (see reindex snapshot list)", action)
	}
	cfg := config.FromEnv()
	osCfg := cfg.OpenSearch()
	osCfg.RequestTimeout, osCfg.MaxRetries = time.Minute, 3
	client, err := opensearch.New(osCfg)
	if err != nil {
		return err
	}
	s := &reindex.Snapshots{Client: client, Prefix: cfg.IndexPrefix, Repository: cfg.SnapshotRepository,
		Progress: stderr, Wait: *wait}
	switch action {
	case "create":
		snap, err := s.Create(ctx)
		if err != nil {
			return err
		}
		fmt.Fprintln(stdout, snap.Name)
		fmt.Fprintf(stderr, "reindex: snapshot %s of %d indices (%d shards) in repository %s, in %s\n",
			snap.Name, len(snap.Indices), snap.Shards, cfg.SnapshotRepository, snap.End.Sub(snap.Start).Round(time.Millisecond))
	case "list":
		snaps, err := s.List(ctx)
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "NAME\tSTATE\tSTARTED\tSECONDS\tINDICES\tSHARDS\tFAILED")
		for _, snap := range snaps {
			seconds := "-"
			if !snap.End.IsZero() {
				seconds = fmt.Sprintf("%.1f", snap.End.Sub(snap.Start).Seconds())
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%d\t%d\n", snap.Name, snap.State, snap.Start.Format(time.RFC3339),
				seconds, len(snap.Indices), snap.Shards, snap.Failed)
		}
		return tw.Flush()
	case "restore":
		report, err := s.Restore(ctx, name, replace)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "restored snapshot %s: %d indices, aliases %s, in %s\n", name, len(report.Snapshot.Indices),
			strings.Join(report.Aliases, ","), report.Elapsed.Round(time.Millisecond))
		if report.Before != "" {
			fmt.Fprintf(stdout, "the replaced indices are saved in snapshot %s; %d removals made since %s applied again\n",
				report.Before, report.Reapplied, name)
		}
	case "delete":
		if err := s.Delete(ctx, name); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "deleted snapshot %s\n", name)
	}
	return nil
}
