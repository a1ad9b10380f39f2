package reindex

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/mappings"
)

// ownIndex reports whether index belongs to the deployment of prefix: its
// name is prefix + N or prefix + N + "-" + version, where N names one of
// the mappings readapi writes (a dataset or an internal index). An index
// of a longer prefix that happens to start with this one is not its own:
// for prefix "a", "abjobs-1" (prefix "ab") is not, and neither is
// "ajobs-jobs-1" (prefix "ajobs-"), whose version part names a mapping
// again. Hidden and system indices (".…") never are.
func ownIndex(prefix, index string) bool {
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
		case ownIndex(s.Prefix, index):
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

// removals returns the deployment's tombstones as stored (none when it has
// no tombstone index).
func (s *Snapshots) removals(ctx context.Context) ([]opensearch.Hit, error) {
	var out []opensearch.Hit
	err := s.Client.EachHit(ctx, s.Prefix+readapi.TombstoneIndex, map[string]any{"match_all": map[string]any{}}, nil,
		func(hits []opensearch.Hit) error {
			out = append(out, hits...)
			return nil
		})
	if opensearch.IsMissingIndex(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading the removals of INDEX_PREFIX %q: %w", s.Prefix, err)
	}
	return out, nil
}

// reapply writes back, as they were, the tombstones that the restored
// tombstone index lacks, and deletes their records from every restored
// version of their dataset. It returns how many it wrote back.
func (s *Snapshots) reapply(ctx context.Context, removals []opensearch.Hit) (int, error) {
	if len(removals) == 0 {
		return 0, nil
	}
	tombstones, err := ensureInternal(ctx, s.Client, s.Prefix, readapi.TombstoneIndex)
	if err != nil {
		return 0, err
	}
	var bulk opensearch.Bulk
	for _, h := range removals {
		if err := bulk.Create(tombstones, h.ID, h.Source); err != nil {
			return 0, err
		}
	}
	results, err := s.Client.SendBulk(ctx, &bulk, opensearch.RefreshNow)
	if err != nil {
		return 0, fmt.Errorf("writing back the removals made since the snapshot: %w", err)
	}
	indices, _, err := s.ownIndices(ctx)
	if err != nil {
		return 0, err
	}
	var deletes opensearch.Bulk
	written := 0
	for i, res := range results {
		if res.Status == http.StatusConflict {
			continue // the snapshot has it
		}
		if res.Error != nil {
			return 0, fmt.Errorf("writing back the removal %s: %s", removals[i].ID, opensearch.ItemReason(res))
		}
		var stone struct {
			ID      string `json:"id"`
			Dataset string `json:"dataset"`
		}
		if err := json.Unmarshal(removals[i].Source, &stone); err != nil {
			return 0, fmt.Errorf("decoding the removal %s: %w", removals[i].ID, err)
		}
		for _, index := range indices {
			if strings.HasPrefix(index, s.Prefix+stone.Dataset+"-") {
				deletes.Delete(index, stone.ID)
			}
		}
		written++
	}
	deleted, err := s.Client.SendBulk(ctx, &deletes, opensearch.RefreshNow)
	if err != nil {
		return 0, fmt.Errorf("deleting the removed records from the restored indices: %w", err)
	}
	for _, res := range deleted {
		if res.Error != nil && res.Status != http.StatusNotFound {
			return 0, fmt.Errorf("deleting the removed %s from %s: %s", res.ID, res.Index, opensearch.ItemReason(res))
		}
	}
	s.progress("applied again %d removals made since the snapshot", written)
	return written, nil
}
