package reindex

import (
	"fmt"
	"slices"

	"readapi"
)

// kind is what a load rebuilds: one of the datasets, or the source
// registry. Only datasets have removals, ingests and per-row history; the
// registry is rebuilt whole.
type kind struct {
	Name string
	// Dataset is the dataset's description; nil for the source registry.
	Dataset *readapi.Dataset
}

// registry is the source registry's kind.
var registry = kind{Name: readapi.RegistryIndex}

// kinds lists what Load accepts: the six datasets and the registry.
func kinds() []kind {
	var out []kind
	for _, d := range readapi.All {
		out = append(out, kind{Name: d.Name, Dataset: d})
	}
	return append(out, registry)
}

// kindNamed returns the kind called name.
func kindNamed(name string) (kind, error) {
	all := kinds()
	if i := slices.IndexFunc(all, func(k kind) bool { return k.Name == name }); i >= 0 {
		return all[i], nil
	}
	names := make([]string, len(all))
	for i, k := range all {
		names[i] = k.Name
	}
	return kind{}, fmt.Errorf("unknown dataset %q (one of %v)", name, names)
}

// isDataset reports whether the kind is a dataset (not the registry).
func (k kind) isDataset() bool { return k.Dataset != nil }
