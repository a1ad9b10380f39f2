package reindex

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"readapi/internal/opensearch"
	"readapi/mappings"
)

// snapshotPrefixKey is the key of a snapshot's metadata that records the
// INDEX_PREFIX it was taken of: list and restore see only their own.
const snapshotPrefixKey = "readapi_index_prefix"

// Snapshots saves every index of one deployment (its INDEX_PREFIX) into an
// OpenSearch snapshot repository, lists those snapshots and restores one,
// aliases included, into a cluster holding none of the deployment's indices.
type Snapshots struct {
	Client *opensearch.Client
	Prefix string
	// Repository names the snapshot repository (SNAPSHOT_REPOSITORY).
	Repository string
	// Progress receives a line whenever a running snapshot or restore has
	// moved on (nil: none).
	Progress     io.Writer
	lastProgress string
	// Wait bounds how long Create and Restore wait for OpenSearch to finish
	// (0: 30 minutes); each call within is bounded by the client's timeout.
	Wait time.Duration
	// Now is the clock that names snapshots (default time.Now).
	Now func() time.Time
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
	Elapsed  time.Duration
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
		s.progress("leaving out %d indices that match %q* but belong to other prefixes: %s", len(others), s.Prefix, strings.Join(others, ", "))
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
		if info.prefix() == s.Prefix {
			out = append(out, info.snapshot())
		}
	}
	slices.SortFunc(out, func(a, b Snapshot) int { return a.Start.Compare(b.Start) })
	return out, nil
}

// Restore brings back every index and alias of the named snapshot and
// waits until each restored primary shard is active. It refuses a snapshot
// of another INDEX_PREFIX, one that did not succeed, and a cluster that
// already holds any index of the deployment: a restore beside live indices
// would mix two points in time (and OpenSearch cannot restore over an open
// index).
func (s *Snapshots) Restore(ctx context.Context, name string) (RestoreReport, error) {
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
	if info.prefix() != s.Prefix {
		return RestoreReport{}, fmt.Errorf("snapshot %s was taken of INDEX_PREFIX %q, not %q; run the restore with that INDEX_PREFIX", name, info.prefix(), s.Prefix)
	}
	snap := info.snapshot()
	if snap.State != "SUCCESS" {
		return RestoreReport{}, fmt.Errorf("snapshot %s is %s, not SUCCESS: it cannot be restored whole", name, snap.State)
	}
	existing, _, err := s.ownIndices(ctx)
	if err != nil {
		return RestoreReport{}, err
	}
	if clash := append(existing, s.existing(ctx, snap.Indices)...); len(clash) > 0 {
		slices.Sort(clash)
		clash = slices.Compact(clash)
		return RestoreReport{}, fmt.Errorf("refusing to restore %s: the cluster already holds %d indices of INDEX_PREFIX %q (%s); a restore goes into a cluster holding none of them, so delete those first (after a snapshot of them if they matter)",
			name, len(clash), s.Prefix, strings.Join(clash, ", "))
	}
	body := map[string]any{
		"indices":              snap.Indices,
		"ignore_unavailable":   false,
		"include_global_state": false,
		"include_aliases":      true,
	}
	s.progress("restoring %d indices of snapshot %s from repository %s", len(snap.Indices), name, s.Repository)
	if _, err := s.Client.Do(ctx, http.MethodPost, s.path(name, "_restore")+"?wait_for_completion=false", body); err != nil {
		return RestoreReport{}, fmt.Errorf("starting the restore of %s: %w", name, err)
	}
	if err := s.waitRestore(ctx, snap); err != nil {
		return RestoreReport{}, err
	}
	aliases, err := s.aliases(ctx, snap.Indices)
	if err != nil {
		return RestoreReport{}, err
	}
	return RestoreReport{Snapshot: snap, Aliases: aliases, Elapsed: time.Since(start)}, nil
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
	if info.prefix() != s.Prefix {
		return fmt.Errorf("snapshot %s belongs to INDEX_PREFIX %q, not %q", name, info.prefix(), s.Prefix)
	}
	if _, err := s.Client.Do(ctx, http.MethodDelete, s.path(name), nil); err != nil {
		return fmt.Errorf("deleting snapshot %s: %w", name, err)
	}
	return nil
}

// OwnIndex reports whether index belongs to the deployment of prefix: its
// name is prefix + N or prefix + N + "-" + version, where N names one of
// the mappings readapi writes (a dataset or an internal index). An index
// of a longer prefix that happens to start with this one is not its own:
// for prefix "a", "abjobs-1" (prefix "ab") is not, and neither is
// "ajobs-jobs-1" (prefix "ajobs-"), whose version part names a mapping
// again. Hidden and system indices (".…") never are.
func OwnIndex(prefix, index string) bool {
	rest, ok := strings.CutPrefix(index, prefix)
	if !ok {
		return false
	}
	names := mappings.Names()
	for _, n := range names {
		if rest == n {
			return true
		}
		version, ok := strings.CutPrefix(rest, n+"-")
		if !ok || version == "" {
			continue
		}
		for _, other := range names {
			if strings.Contains(version, other) {
				return false
			}
		}
		return true
	}
	return false
}

// ownIndices lists the open indices of the deployment, and separately those
// that match prefix* without being its own.
func (s *Snapshots) ownIndices(ctx context.Context) (own, others []string, err error) {
	path := opensearch.Path(s.Prefix+"*", "_settings", "index.provided_name") + "?expand_wildcards=open&allow_no_indices=true"
	data, err := s.Client.Do(ctx, http.MethodGet, path, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("listing the indices of INDEX_PREFIX %q: %w", s.Prefix, err)
	}
	var settings map[string]json.RawMessage
	if len(data) > 0 {
		if err := json.Unmarshal(data, &settings); err != nil {
			return nil, nil, fmt.Errorf("decoding the indices of INDEX_PREFIX %q: %w", s.Prefix, err)
		}
	}
	for index := range settings {
		switch {
		case OwnIndex(s.Prefix, index):
			own = append(own, index)
		case !strings.HasPrefix(index, "."):
			others = append(others, index)
		}
	}
	slices.Sort(own)
	slices.Sort(others)
	return own, others, nil
}

// existing returns those of indices that exist (open or closed).
func (s *Snapshots) existing(ctx context.Context, indices []string) []string {
	var out []string
	for _, index := range indices {
		_, err := s.Client.Do(ctx, http.MethodHead, opensearch.Path(index), nil)
		if err == nil {
			out = append(out, index)
		}
	}
	return out
}

// checkRepository fails with what to do when the repository is not
// registered.
func (s *Snapshots) checkRepository(ctx context.Context) error {
	_, err := s.Client.Do(ctx, http.MethodGet, "/_snapshot/"+url.PathEscape(s.Repository), nil)
	if opensearch.HasStatus(err, http.StatusNotFound) {
		return fmt.Errorf("the snapshot repository %s is not registered on the cluster: scripts/services.sh up registers it on a local node (path.repo), and on another cluster register one (PUT _snapshot/NAME) and set SNAPSHOT_REPOSITORY to its name", s.Repository)
	}
	if err != nil {
		return fmt.Errorf("reading the snapshot repository %s: %w", s.Repository, err)
	}
	return nil
}

// waitSnapshot polls a running snapshot until it ends, printing progress.
func (s *Snapshots) waitSnapshot(ctx context.Context, name string) (Snapshot, error) {
	return waitFor(ctx, s, "snapshot "+name, func() (Snapshot, bool, error) {
		info, found, err := s.get(ctx, name)
		if err != nil {
			return Snapshot{}, false, err
		}
		if !found {
			return Snapshot{}, false, fmt.Errorf("snapshot %s vanished from repository %s while it ran", name, s.Repository)
		}
		snap := info.snapshot()
		if snap.State != "IN_PROGRESS" {
			return snap, true, nil
		}
		s.progress("snapshot %s: %s", name, s.shardProgress(ctx, name))
		return snap, false, nil
	})
}

// shardProgress describes how far a running snapshot has got.
func (s *Snapshots) shardProgress(ctx context.Context, name string) string {
	data, err := s.Client.Do(ctx, http.MethodGet, s.path(name, "_status"), nil)
	if err != nil {
		return "running"
	}
	var status struct {
		Snapshots []struct {
			Shards struct {
				Done  int `json:"done"`
				Total int `json:"total"`
			} `json:"shards_stats"`
			Stats struct {
				Processed struct {
					Bytes int64 `json:"size_in_bytes"`
				} `json:"processed"`
				Total struct {
					Bytes int64 `json:"size_in_bytes"`
				} `json:"total"`
			} `json:"stats"`
		} `json:"snapshots"`
	}
	if json.Unmarshal(data, &status) != nil || len(status.Snapshots) == 0 {
		return "running"
	}
	st := status.Snapshots[0]
	return fmt.Sprintf("%d of %d shards done, %.1f of %.1f MB", st.Shards.Done, st.Shards.Total,
		float64(st.Stats.Processed.Bytes)/1e6, float64(st.Stats.Total.Bytes)/1e6)
}

// waitRestore polls the restored indices until every primary shard is
// active, printing progress; a red index after its recovery ended is an
// error.
func (s *Snapshots) waitRestore(ctx context.Context, snap Snapshot) error {
	path := "/_cluster/health/" + url.PathEscape(strings.Join(snap.Indices, ",")) + "?level=cluster&timeout=1s&wait_for_active_shards=0"
	_, err := waitFor(ctx, s, "the restore of "+snap.Name, func() (Snapshot, bool, error) {
		data, err := s.Client.Do(ctx, http.MethodGet, path, nil)
		if err != nil && !opensearch.HasStatus(err, http.StatusRequestTimeout) {
			return snap, false, fmt.Errorf("watching the restore of %s: %w", snap.Name, err)
		}
		var health struct {
			Primaries    int `json:"active_primary_shards"`
			Initializing int `json:"initializing_shards"`
			Unassigned   int `json:"unassigned_shards"`
		}
		if err := json.Unmarshal(data, &health); err != nil {
			return snap, false, fmt.Errorf("decoding the health of the restored indices: %w", err)
		}
		if health.Primaries >= snap.Shards {
			return snap, true, nil
		}
		s.progress("restore %s: %d of %d primary shards active, %d initializing", snap.Name, health.Primaries, snap.Shards, health.Initializing)
		return snap, false, nil
	})
	return err
}

// waitFor calls step until it reports done, within Wait: at once, then
// after pauses that grow from 100 ms to 2 s, so that a small snapshot ends
// quickly and a large one is not polled needlessly.
func waitFor(ctx context.Context, s *Snapshots, what string, step func() (Snapshot, bool, error)) (Snapshot, error) {
	wait, poll := s.Wait, 100*time.Millisecond
	if wait <= 0 {
		wait = 30 * time.Minute
	}
	deadline := time.Now().Add(wait)
	for ; ; poll = min(2*poll, 2*time.Second) {
		snap, done, err := step()
		if err != nil || done {
			return snap, err
		}
		if time.Now().After(deadline) {
			return snap, fmt.Errorf("%s has not finished after %s; it goes on in OpenSearch (see reindex snapshot list)", what, wait)
		}
		select {
		case <-ctx.Done():
			return snap, fmt.Errorf("%s: %w (it goes on in OpenSearch)", what, ctx.Err())
		case <-time.After(poll):
		}
	}
}

// aliases returns the aliases that point at any of indices.
func (s *Snapshots) aliases(ctx context.Context, indices []string) ([]string, error) {
	data, err := s.Client.Do(ctx, http.MethodGet, "/"+url.PathEscape(strings.Join(indices, ","))+"/_alias", nil)
	if err != nil {
		return nil, fmt.Errorf("reading the restored aliases: %w", err)
	}
	var answer map[string]struct {
		Aliases map[string]json.RawMessage `json:"aliases"`
	}
	if err := json.Unmarshal(data, &answer); err != nil {
		return nil, fmt.Errorf("decoding the restored aliases: %w", err)
	}
	var out []string
	for _, index := range answer {
		for alias := range index.Aliases {
			out = append(out, alias)
		}
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

// snapshotInfo is one snapshot as OpenSearch describes it.
type snapshotInfo struct {
	Name     string          `json:"snapshot"`
	State    string          `json:"state"`
	Indices  []string        `json:"indices"`
	Metadata map[string]any  `json:"metadata"`
	Start    int64           `json:"start_time_in_millis"`
	End      int64           `json:"end_time_in_millis"`
	Shards   snapshotShards  `json:"shards"`
	Failures json.RawMessage `json:"failures"`
}

type snapshotShards struct {
	Total  int `json:"total"`
	Failed int `json:"failed"`
}

func (i snapshotInfo) prefix() string {
	p, _ := i.Metadata[snapshotPrefixKey].(string)
	if _, ok := i.Metadata[snapshotPrefixKey]; !ok {
		return "\x00not a readapi snapshot"
	}
	return p
}

func (i snapshotInfo) snapshot() Snapshot {
	snap := Snapshot{Name: i.Name, State: i.State, Indices: slices.Sorted(slices.Values(i.Indices)),
		Shards: i.Shards.Total, Failed: i.Shards.Failed, Start: time.UnixMilli(i.Start).UTC()}
	if i.End > 0 {
		snap.End = time.UnixMilli(i.End).UTC()
	}
	return snap
}

// get reads one snapshot; found is false when the repository lacks it.
func (s *Snapshots) get(ctx context.Context, name string) (snapshotInfo, bool, error) {
	data, err := s.Client.Do(ctx, http.MethodGet, s.path(name), nil)
	if opensearch.HasStatus(err, http.StatusNotFound) {
		return snapshotInfo{}, false, nil
	}
	if err != nil {
		return snapshotInfo{}, false, fmt.Errorf("reading snapshot %s: %w", name, err)
	}
	all, err := decodeSnapshots(data)
	if err != nil {
		return snapshotInfo{}, false, err
	}
	for _, info := range all {
		if info.Name == name {
			return info, true, nil
		}
	}
	return snapshotInfo{}, false, nil
}

func decodeSnapshots(data []byte) ([]snapshotInfo, error) {
	var answer struct {
		Snapshots []snapshotInfo `json:"snapshots"`
	}
	if err := json.Unmarshal(data, &answer); err != nil {
		return nil, fmt.Errorf("decoding a snapshot listing: %w", err)
	}
	return answer.Snapshots, nil
}

// snapshotName names a new snapshot after the prefix and the instant, in
// the lowercase OpenSearch requires.
func (s *Snapshots) snapshotName() string {
	now := time.Now
	if s.Now != nil {
		now = s.Now
	}
	at := now().UTC()
	return fmt.Sprintf("%ssnapshot-%s%03d", s.Prefix, at.Format("20060102t150405"), at.Nanosecond()/1e6)
}

func (s *Snapshots) path(name string, rest ...string) string {
	p := "/_snapshot/" + url.PathEscape(s.Repository) + "/" + url.PathEscape(name)
	for _, r := range rest {
		p += "/" + r
	}
	return p
}

// progress prints a line to Progress unless it repeats the last one.
func (s *Snapshots) progress(format string, args ...any) {
	line := fmt.Sprintf("reindex: "+format+"\n", args...)
	if s.Progress != nil && line != s.lastProgress {
		fmt.Fprint(s.Progress, line)
	}
	s.lastProgress = line
}
