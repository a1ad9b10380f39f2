// Package mappings holds the explicit OpenSearch mappings of every index
// readapi writes, embedded in the binary. Each <name>.json file is the
// "mappings" body of one index (a dataset's is named after it; the datasets
// are listed by readapi.All); analysis.json holds the analyzers and
// normalizers every index shares.
package mappings

import (
	"embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"readapi"
)

//go:embed *.json
var files embed.FS

// Names returns the name of every index readapi writes (each dataset's and
// each internal one's), sorted: one per mapping file.
func Names() []string {
	entries, _ := files.ReadDir(".")
	var out []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".json"); ok && name != "analysis" {
			out = append(out, name)
		}
	}
	return out
}

// Mapping returns the raw "mappings" body of the named index.
func Mapping(name string) (json.RawMessage, error) {
	b, err := files.ReadFile(name + ".json")
	if err != nil || name == "analysis" {
		return nil, fmt.Errorf("mappings: no mapping named %q", name)
	}
	return b, nil
}

// Redundancy are the replica settings every index gets unless told
// otherwise: a replica as soon as the cluster has a second node (none on a
// single node, so it stays green), and a lost node's shard copies rebuilt
// elsewhere after 1 s instead of OpenSearch's default minute, so that a
// second node lost soon after the first does not take a shard's last copy.
var Redundancy = map[string]any{
	"auto_expand_replicas":                 "0-1",
	"unassigned.node_left.delayed_timeout": "1s",
}

// DatasetPriority is the recovery priority of a dataset's index: higher
// than the internal indices' (OpenSearch's default 1), so that after a node
// is lost the copies the reads need are rebuilt first.
const DatasetPriority = "10"

// IndexBody returns the complete create-index request body for the named
// index: shared analysis settings, one shard, the Redundancy settings, the
// recovery priority of a dataset (DatasetPriority) and the strict mapping. Extra settings (number_of_shards, refresh_interval
// while loading, for example) are merged into "index".
func IndexBody(name string, extra map[string]any) ([]byte, error) {
	mapping, err := Mapping(name)
	if err != nil {
		return nil, err
	}
	analysis, err := files.ReadFile("analysis.json")
	if err != nil {
		return nil, err
	}
	var settings map[string]any
	if err := json.Unmarshal(analysis, &settings); err != nil {
		return nil, fmt.Errorf("mappings: analysis.json: %w", err)
	}
	if err := inlineSynonyms(settings); err != nil {
		return nil, err
	}
	if err := inlineEmployerTrades(settings); err != nil {
		return nil, err
	}
	index := map[string]any{"number_of_shards": 1, "number_of_replicas": 0}
	for k, v := range Redundancy {
		index[k] = v
	}
	if !slices.Contains(readapi.InternalIndices, name) {
		index["priority"] = DatasetPriority
	}
	for k, v := range extra {
		index[k] = v
	}
	settings["index"] = index
	return json.Marshal(map[string]any{"settings": settings, "mappings": mapping})
}

// Properties returns the top-level field names of the named index's mapping.
func Properties(name string) ([]string, error) {
	raw, err := Mapping(name)
	if err != nil {
		return nil, err
	}
	var m struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("mappings: %s.json: %w", name, err)
	}
	names := make([]string, 0, len(m.Properties))
	for k := range m.Properties {
		names = append(names, k)
	}
	return names, nil
}

// Field returns the definition of a dotted field of the named index's
// mapping ("title.syn", "derived.salary_azn.from"), through objects and
// multi-fields; nil when the mapping has no such field.
func Field(name, path string) (map[string]any, error) {
	raw, err := Mapping(name)
	if err != nil {
		return nil, err
	}
	var node map[string]any
	if err := json.Unmarshal(raw, &node); err != nil {
		return nil, fmt.Errorf("mappings: %s.json: %w", name, err)
	}
	for _, part := range strings.Split(path, ".") {
		props, _ := node["properties"].(map[string]any)
		subs, _ := node["fields"].(map[string]any)
		next, _ := props[part].(map[string]any)
		if next == nil {
			next, _ = subs[part].(map[string]any)
		}
		node = next
	}
	return node, nil
}
