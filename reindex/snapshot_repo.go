package reindex

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"readapi/internal/opensearch"
)

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

// restoreStuck is how long a restore may have shards neither active nor
// initializing before it counts as failed (a shard that cannot be
// allocated, a repository file that cannot be read).
const restoreStuck = 20 * time.Second

// waitRestore polls the restored indices until every primary shard is
// active, printing progress. Shards left unassigned with none initializing
// for restoreStuck fail it.
func (s *Snapshots) waitRestore(ctx context.Context, snap Snapshot) error {
	path := "/_cluster/health/" + url.PathEscape(strings.Join(snap.Indices, ","))
	var stuckSince time.Time
	_, err := waitFor(ctx, s, "the restore of "+snap.Name, func() (Snapshot, bool, error) {
		data, err := s.Client.Do(ctx, http.MethodGet, path, nil)
		if err != nil {
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
		switch {
		case health.Initializing > 0:
			stuckSince = time.Time{}
		case stuckSince.IsZero():
			stuckSince = time.Now()
		case time.Since(stuckSince) > restoreStuck:
			return snap, false, fmt.Errorf("the restore of %s is stuck: %d of %d primary shards active, %d unassigned and none initializing for %s (GET _cluster/allocation/explain says why)",
				snap.Name, health.Primaries, snap.Shards, health.Unassigned, restoreStuck)
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

// belongsTo fails unless the snapshot was taken by reindex snapshot of
// prefix.
func (i snapshotInfo) belongsTo(prefix string) error {
	p, ok := i.Metadata[snapshotPrefixKey].(string)
	switch {
	case !ok:
		return fmt.Errorf("snapshot %s was not taken by reindex snapshot (it records no INDEX_PREFIX)", i.Name)
	case p != prefix:
		return fmt.Errorf("snapshot %s was taken of INDEX_PREFIX %q, not %q; run the command with that INDEX_PREFIX", i.Name, p, prefix)
	}
	return nil
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
	at := time.Now().UTC()
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
