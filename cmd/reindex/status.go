package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"readapi/reindex"
)

// status runs `reindex status`: it prints the deployment's state and fails
// (exit status 1) naming each problem found.
func status(ctx context.Context, e *env, o *options) error {
	reader := &reindex.StatusReader{Client: e.client, Prefix: e.cfg.IndexPrefix, Repository: e.cfg.SnapshotRepository}
	st, err := reader.Read(ctx, o.dataset)
	if err != nil {
		return err
	}
	if o.json {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(st); err != nil {
			return err
		}
	} else {
		printStatus(e.stdout, st)
	}
	if len(st.Problems) > 0 {
		return fmt.Errorf("status: %w: %s", reindex.ErrUnhealthy, strings.Join(st.Problems, "; "))
	}
	return nil
}

// printStatus writes the status for a reader.
func printStatus(w io.Writer, st *reindex.Status) {
	engine := "OpenSearch: " + st.Engine.Health
	if st.Engine.Nodes > 0 {
		engine += fmt.Sprintf(", %d nodes", st.Engine.Nodes)
	}
	if st.Engine.Error != "" {
		engine += " (" + st.Engine.Error + ")"
	}
	fmt.Fprintln(w, engine)
	for _, d := range st.Datasets {
		printDataset(w, d)
	}
	if s := st.Snapshots; s != nil {
		switch {
		case s.Error != "":
			fmt.Fprintf(w, "\nsnapshots (repository %s): not readable: %s\n", s.Repository, s.Error)
		case s.Newest == nil:
			fmt.Fprintf(w, "\nsnapshots (repository %s): none\n", s.Repository)
		default:
			fmt.Fprintf(w, "\nsnapshots (repository %s): %d, newest %s (%s, %s)\n", s.Repository, s.Count, s.Newest.Name, s.Newest.State, stamp(s.Newest.At))
		}
	}
	for _, p := range st.Problems {
		fmt.Fprintln(w, "PROBLEM: "+p)
	}
}

// printDataset writes one dataset's part of the status.
func printDataset(w io.Writer, d reindex.DatasetStatus) {
	live := "no index (never loaded)"
	if len(d.Indices) > 0 {
		live = strings.Join(d.Indices, ", ")
	}
	fmt.Fprintf(w, "\n%s: alias %s -> %s\n", d.Dataset, d.Alias, live)
	rows := fmt.Sprintf("  rows: %d", d.Rows)
	if d.Active != nil {
		rows += fmt.Sprintf(" (%d active, %d retired)", *d.Active, *d.Retired)
	}
	fmt.Fprintln(w, rows)
	for _, v := range d.Versions {
		state := "kept"
		switch {
		case v.Live:
			state = "live"
		case !v.Complete:
			state = "being built"
		}
		fmt.Fprintf(w, "  version %s: %s, %d rows%s\n", v.Index, state, v.Rows, vocabularies(v))
	}
	if l := d.LastLoad; l != nil {
		fmt.Fprintf(w, "  last load: %s, %d rows, %.1f s (%s)\n", stamp(l.At), l.Rows, l.Seconds, l.Index)
	}
	if r := d.Rollback; r != nil {
		fmt.Fprintf(w, "  last rollback: %s, from %s to %s\n", stamp(r.At), r.From, r.To)
	}
	for _, in := range d.Ingests {
		changed := ""
		if in.Changed != nil {
			changed = fmt.Sprintf(", %d rows changed", *in.Changed)
		}
		fmt.Fprintf(w, "  last ingest of %s: %s, batch scraped at %s%s, %d lines%s\n", in.Source, stamp(in.AcceptedAt), stamp(in.ScrapedAt),
			map[bool]string{true: " (complete)"}[in.Complete], in.Lines, changed)
	}
	removals := fmt.Sprintf("  removals: %d", d.Removals)
	if d.NewestRemoval != nil {
		removals += ", newest " + stamp(*d.NewestRemoval)
	}
	fmt.Fprintln(w, removals)
	if len(d.Running) == 0 {
		fmt.Fprintln(w, "  running: nothing")
	}
	for _, r := range d.Running {
		what := r.Operation
		if r.Source != "" {
			what += " of " + r.Source
		}
		if r.Step != "" {
			what += ", step " + r.Step
		}
		if r.Phase != "" {
			what += ", " + r.Phase
		}
		if r.Building != "" {
			what += " " + r.Building
		}
		fmt.Fprintf(w, "  running: %s (%s, since %s)\n", what, r.Holder, stamp(r.Since))
	}
}

// stamp formats an instant for the status.
func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// vocabularies says which vocabularies a version's rows were derived with,
// and when they are not the running ones.
func vocabularies(v reindex.VersionStatus) string {
	switch {
	case v.Vocabularies == "" && v.VocabulariesStale:
		return ", derived with no vocabularies (built before them; the next load derives its rows)"
	case v.VocabulariesStale:
		return fmt.Sprintf(", vocabularies %s (not the running %s: the next load derives anew)", v.Vocabularies, v.VocabulariesRunning)
	case v.Vocabularies != "":
		return fmt.Sprintf(", vocabularies %s", v.Vocabularies)
	}
	return ""
}
