package reindex

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"readapi/internal/opensearch"
)

// snapshotPrefixKey is the key of a snapshot's metadata that records the
// INDEX_PREFIX it was taken of: list and restore see only their own.
const snapshotPrefixKey = "readapi_index_prefix"

// Snapshots saves every index of one deployment (its INDEX_PREFIX) into an
// OpenSearch snapshot repository, lists those snapshots and restores one,
// aliases included, into a cluster holding none of the deployment's indices
// or in place of them.
type Snapshots struct {
	Client *opensearch.Client
	Prefix string
	// Repository names the snapshot repository (SNAPSHOT_REPOSITORY).
	Repository string
	// Progress receives a line whenever a running snapshot or restore has
	// moved on (nil: none).
	Progress io.Writer
	// Wait bounds how long Create and Restore wait for OpenSearch to finish
	// (0: 30 minutes); each call within is bounded by the client's timeout.
	Wait time.Duration

	lastProgress string
}

// Snapshot is one snapshot of the deployment as the repository lists it.
type Snapshot struct {
	Name    string
	State   string // SUCCESS, IN_PROGRESS, PARTIAL, FAILED
	Start   time.Time
	End     time.Time
	Indices []string
	Shards  int
	Failed  int
}

// RestoreReport says what a restore brought back.
type RestoreReport struct {
	Snapshot Snapshot
	Aliases  []string
	// Before is the snapshot of the indices a restore with replace took
	// before deleting them (empty when there were none).
	Before string
	// Reapplied counts the removals made since the snapshot that the
	// restore applied again.
	Reapplied int
	Elapsed   time.Duration
}

// Create snapshots every index of the deployment and waits until the
// snapshot has succeeded; any failed shard is an error.
func (s *Snapshots) Create(ctx context.Context) (Snapshot, error) {
	if err := s.checkRepository(ctx); err != nil {
		return Snapshot{}, err
	}
	indices, others, err := s.ownIndices(ctx)
	if err != nil {
		return Snapshot{}, err
	}
	if len(indices) == 0 {
		return Snapshot{}, fmt.Errorf("no index of INDEX_PREFIX %q to snapshot", s.Prefix)
	}
	if len(others) > 0 {
		shown := others[:min(len(others), 5)]
		more := ""
		if len(others) > len(shown) {
			more = ", ..."
		}
		s.progress("leaving out %d indices that match %q* but belong to other prefixes: %s%s", len(others), s.Prefix, strings.Join(shown, ", "), more)
	}
	name := s.snapshotName()
	body := map[string]any{
		"indices":              indices,
		"ignore_unavailable":   false,
		"include_global_state": false,
		"partial":              false,
		"metadata":             map[string]any{snapshotPrefixKey: s.Prefix},
	}
	s.progress("snapshot %s of %d indices into repository %s", name, len(indices), s.Repository)
	_, err = s.Client.Do(ctx, http.MethodPut, s.path(name)+"?wait_for_completion=false", body)
	if err != nil {
		// A retried request whose first attempt landed finds its own
		// snapshot: carry on with it.
		if _, found, getErr := s.get(ctx, name); getErr != nil || !found {
			return Snapshot{}, fmt.Errorf("starting snapshot %s: %w", name, err)
		}
	}
	snap, err := s.waitSnapshot(ctx, name)
	if err != nil {
		return snap, err
	}
	if snap.State != "SUCCESS" || snap.Failed > 0 {
		return snap, fmt.Errorf("snapshot %s ended %s with %d of %d shards failed; it cannot be restored whole (delete it and try again)",
			name, snap.State, snap.Failed, snap.Shards)
	}
	return snap, nil
}

// List returns the deployment's snapshots in the repository, oldest first.
func (s *Snapshots) List(ctx context.Context) ([]Snapshot, error) {
	if err := s.checkRepository(ctx); err != nil {
		return nil, err
	}
	data, err := s.Client.Do(ctx, http.MethodGet, s.path("_all"), nil)
	if err != nil {
		return nil, fmt.Errorf("listing the snapshots of repository %s: %w", s.Repository, err)
	}
	all, err := decodeSnapshots(data)
	if err != nil {
		return nil, err
	}
	var out []Snapshot
	for _, info := range all {
		if info.belongsTo(s.Prefix) == nil {
			out = append(out, info.snapshot())
		}
	}
	slices.SortFunc(out, func(a, b Snapshot) int { return a.Start.Compare(b.Start) })
	return out, nil
}

// Restore brings back every index and alias of the named snapshot and
// waits until each restored primary shard is active. It refuses a snapshot
// of another INDEX_PREFIX and one that did not succeed. A cluster already
// holding indices of the deployment is refused too, unless replace: a
// restore beside live indices would mix two points in time (an alias on two
// versions), and OpenSearch cannot restore over an open index. With
// replace, the live indices are first saved in a snapshot of their own
// (RestoreReport.Before), then deleted, and after the restore every removal
// they recorded that the snapshot lacks is applied again: a removal stays
// final whatever is restored.
func (s *Snapshots) Restore(ctx context.Context, name string, replace bool) (RestoreReport, error) {
	start := time.Now()
	if err := s.checkRepository(ctx); err != nil {
		return RestoreReport{}, err
	}
	info, found, err := s.get(ctx, name)
	if err != nil {
		return RestoreReport{}, err
	}
	if !found {
		return RestoreReport{}, fmt.Errorf("no snapshot %s in repository %s (reindex snapshot list shows those of INDEX_PREFIX %q)", name, s.Repository, s.Prefix)
	}
	if err := info.belongsTo(s.Prefix); err != nil {
		return RestoreReport{}, err
	}
	report := RestoreReport{Snapshot: info.snapshot()}
	snap := report.Snapshot
	if snap.State != "SUCCESS" {
		return report, fmt.Errorf("snapshot %s is %s, not SUCCESS: it cannot be restored whole", name, snap.State)
	}
	existing, _, err := s.ownIndices(ctx)
	if err != nil {
		return report, err
	}
	existing = append(existing, s.existing(ctx, snap.Indices)...)
	slices.Sort(existing)
	existing = slices.Compact(existing)
	var removals []opensearch.Hit
	if len(existing) > 0 {
		if !replace {
			return report, fmt.Errorf("refusing to restore %s: the cluster already holds %d indices of INDEX_PREFIX %q (%s); a restore goes into a cluster holding none of them: run it with --replace (which snapshots and deletes them first, and keeps their removals), or delete them yourself",
				name, len(existing), s.Prefix, strings.Join(existing, ", "))
		}
		if removals, err = s.removals(ctx); err != nil {
			return report, err
		}
		before, err := s.Create(ctx)
		if err != nil {
			return report, fmt.Errorf("saving the indices to replace before the restore (nothing deleted): %w", err)
		}
		report.Before = before.Name
		s.progress("saved the %d indices to replace as snapshot %s; deleting them", len(existing), before.Name)
		if _, err := s.Client.Do(ctx, http.MethodDelete, "/"+url.PathEscape(strings.Join(existing, ",")), nil); err != nil {
			return report, fmt.Errorf("deleting the indices to replace (they are saved in snapshot %s): %w", before.Name, err)
		}
	}
	body := map[string]any{
		"indices":              snap.Indices,
		"ignore_unavailable":   false,
		"include_global_state": false,
		"include_aliases":      true,
	}
	s.progress("restoring %d indices of snapshot %s from repository %s", len(snap.Indices), name, s.Repository)
	if _, err := s.Client.Do(ctx, http.MethodPost, s.path(name, "_restore")+"?wait_for_completion=false", body); err != nil {
		return report, s.failed(report, fmt.Errorf("starting the restore of %s: %w", name, err))
	}
	if err := s.waitRestore(ctx, snap); err != nil {
		return report, s.failed(report, err)
	}
	if report.Reapplied, err = s.reapply(ctx, removals); err != nil {
		return report, s.failed(report, err)
	}
	if report.Aliases, err = s.aliases(ctx, snap.Indices); err != nil {
		return report, err
	}
	report.Elapsed = time.Since(start)
	return report, nil
}

// failed adds to err where the replaced indices are saved, if any.
func (s *Snapshots) failed(report RestoreReport, err error) error {
	if report.Before == "" {
		return err
	}
	return fmt.Errorf("%w; the indices it replaced are saved in snapshot %s", err, report.Before)
}

// Delete removes the named snapshot of the deployment from the repository.
func (s *Snapshots) Delete(ctx context.Context, name string) error {
	info, found, err := s.get(ctx, name)
	if err != nil {
		return err
	}
	if !found {
		return fmt.Errorf("no snapshot %s in repository %s", name, s.Repository)
	}
	if err := info.belongsTo(s.Prefix); err != nil {
		return err
	}
	if _, err := s.Client.Do(ctx, http.MethodDelete, s.path(name), nil); err != nil {
		return fmt.Errorf("deleting snapshot %s: %w", name, err)
	}
	return nil
}
