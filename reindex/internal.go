// Package reindex builds and maintains the versioned indices behind the
// dataset aliases: full loads from snapshot files with an atomic alias swap,
// rollback, scrape-batch ingests and removals on request, and the internal
// indices those keep (locks, batches, tombstones, statistics); and it saves
// and restores all of a deployment's indices through snapshots. It talks to
// OpenSearch only through internal/opensearch.
package reindex

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"readapi/internal/opensearch"
	"readapi/mappings"
)

// ensureInternal creates the internal index name (one of readapi.InternalIndices)
// with its mapping when missing: behind the alias prefix+name, with the
// alias plus "-1" as the concrete index. An index created by an earlier
// release gets the replica settings of mappings.Redundancy. It returns the
// alias.
func ensureInternal(ctx context.Context, c *opensearch.Client, prefix, name string) (string, error) {
	alias := prefix + name
	targets, err := c.AliasTargets(ctx, alias)
	if err != nil {
		return alias, err
	}
	if len(targets) > 0 {
		return alias, ensureRedundancy(ctx, c, alias, name)
	}
	body, err := mappings.IndexBody(name, nil)
	if err != nil {
		return alias, err
	}
	withAlias, err := addAlias(body, alias)
	if err != nil {
		return alias, err
	}
	_, err = c.Do(ctx, http.MethodPut, opensearch.Path(alias+"-1"), withAlias)
	if err != nil && !opensearch.HasType(err, opensearch.TypeAlreadyExists) {
		return alias, fmt.Errorf("preparing the %s index: %w", name, err)
	}
	return alias, nil
}

// addAlias adds {"aliases": {alias: {}}} to a create-index body.
func addAlias(body []byte, alias string) ([]byte, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(body, &m); err != nil {
		return nil, err
	}
	aliases, _ := json.Marshal(map[string]any{alias: map[string]any{}})
	m["aliases"] = aliases
	return json.Marshal(m)
}

// ensureRedundancy gives the index behind alias the settings of
// mappings.Redundancy when it lacks them (a read first, so that the usual
// case adds no cluster-state update).
func ensureRedundancy(ctx context.Context, c *opensearch.Client, alias, name string) error {
	data, err := c.Do(ctx, http.MethodGet, opensearch.Path(alias, "_settings")+"?flat_settings=true", nil)
	if err != nil {
		return fmt.Errorf("reading the settings of the %s index: %w", name, err)
	}
	var answer map[string]struct {
		Settings map[string]any `json:"settings"`
	}
	if err := json.Unmarshal(data, &answer); err != nil {
		return fmt.Errorf("decoding the settings of the %s index: %w", name, err)
	}
	for _, index := range answer {
		for k, v := range mappings.Redundancy {
			if index.Settings["index."+k] != v {
				if _, err := c.Do(ctx, http.MethodPut, opensearch.Path(alias, "_settings"), map[string]any{"index": mappings.Redundancy}); err != nil {
					return fmt.Errorf("setting the replicas of the %s index: %w", name, err)
				}
				return nil
			}
		}
	}
	return nil
}

// putMapping brings the mapping of the internal index behind alias up to
// date with mappings' name (mappings only grow).
func putMapping(ctx context.Context, c *opensearch.Client, alias, name string) error {
	mapping, err := mappings.Mapping(name)
	if err != nil {
		return err
	}
	if _, err := c.Do(ctx, http.MethodPut, opensearch.Path(alias, "_mapping"), mapping); err != nil {
		return fmt.Errorf("updating the mapping of the %s index: %w", name, err)
	}
	return nil
}
