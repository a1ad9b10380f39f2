package reindex

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"

	"readapi"
	"readapi/internal/dupes"
	"readapi/internal/jsonscan"
	"readapi/internal/opensearch"
)

// Search helper fields (readapi.Helper) on the write side: the loader reads
// their inputs from each line without decoding it, ingest and the carry-over
// of a load compute them from decoded rows, and an ingest refuses a live
// index that predates one of them.

// helperInputs are, per dataset, the top-level keys a loader reads from a
// line besides its head: every helper field (refused in input) and the keys
// the dataset's helpers are computed from.
var helperInputs = func() map[string][]string {
	out := map[string][]string{}
	for _, d := range readapi.All {
		keys := slices.Clone(helperFields)
		for _, h := range d.Helpers {
			keys = append(keys, h.From...)
		}
		slices.Sort(keys)
		out[d.Name] = slices.Compact(keys)
	}
	return out
}()

// topLevel returns the raw values of the named top-level keys of the JSON
// object line, read in one pass without decoding them.
func topLevel(line []byte, names []string) (map[string]json.RawMessage, error) {
	out := make(map[string]json.RawMessage, len(names))
	end, ok := jsonscan.Members(line, 0, func(key []byte, at int) (int, bool) {
		stop, ok := jsonscan.SkipValue(line, at)
		for _, name := range names {
			if ok && string(key) == name {
				out[name] = line[at:stop:stop]
			}
		}
		return stop, ok
	})
	if ok && jsonscan.SkipSpace(line, end) == len(line) {
		return out, nil
	}
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(line, &doc); err != nil {
		return nil, fmt.Errorf("not valid JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
	}
	clear(out)
	for _, name := range names {
		if v, ok := doc[name]; ok {
			out[name] = v
		}
	}
	return out, nil
}

// rowHelpers computes the dataset's helper fields of a row from its decoded
// fields (as ingest holds them): name to value, for each helper the row has
// something to compute it from.
func rowHelpers(d *readapi.Dataset, doc map[string]any) (map[string]any, error) {
	out := map[string]any{}
	for _, h := range d.Helpers {
		keys := map[string]json.RawMessage{}
		for _, k := range h.From {
			if v, ok := doc[k]; ok {
				raw, err := json.Marshal(v)
				if err != nil {
					return nil, fmt.Errorf("%s: %w", k, err)
				}
				keys[k] = raw
			}
		}
		if value, ok := h.Value(keys); ok {
			out[h.Name] = value
		}
	}
	return out, nil
}

// withHelpers returns a stored document (as the live index holds it) with
// its derived object (by w) and the dataset's helper fields computed
// afresh: a load carries rows over from an index that may predate one of
// them.
func withHelpers(d *readapi.Dataset, w *deriving, source json.RawMessage) (map[string]any, error) {
	dec := json.NewDecoder(bytes.NewReader(source))
	dec.UseNumber()
	var doc map[string]any
	if err := dec.Decode(&doc); err != nil {
		return nil, err
	}
	for _, name := range helperFields {
		delete(doc, name)
	}
	if err := w.doc(doc); err != nil {
		return nil, err
	}
	helpers, err := rowHelpers(d, doc)
	if err != nil {
		return nil, err
	}
	maps.Copy(doc, helpers)
	return doc, nil
}

// requireHelpers refuses to write into a live index whose mapping lacks one
// of the dataset's helper fields: the rows it holds were stored without it,
// and adding the field in place would leave them unfound by what reads it
// (near= on events), so only a full load, which computes it for every row,
// brings the index up to date.
func requireHelpers(ctx context.Context, c *opensearch.Client, alias string, d *readapi.Dataset) error {
	data, err := c.Do(ctx, http.MethodGet, opensearch.Path(alias, "_mapping"), nil)
	if err != nil {
		return fmt.Errorf("reading the mapping of %s: %w", alias, err)
	}
	var indices map[string]struct {
		Mappings struct {
			Properties map[string]json.RawMessage `json:"properties"`
		} `json:"mappings"`
	}
	if err := json.Unmarshal(data, &indices); err != nil {
		return fmt.Errorf("decoding the mapping of %s: %w", alias, err)
	}
	names := []string{}
	for _, h := range d.Helpers {
		names = append(names, h.Name)
	}
	if grouped(d) {
		names = append(names, dupes.Fields...)
	}
	if d.Derivation != nil {
		names = append(names, readapi.DerivedField)
	}
	for index, m := range indices {
		for _, name := range names {
			if _, ok := m.Mappings.Properties[name]; !ok {
				return fmt.Errorf("%s was loaded before the helper field %s existed and its rows lack it; run a full reindex load of %s (a full load rebuilds it)", index, name, d.Name)
			}
		}
	}
	return nil
}
