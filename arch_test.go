package readapi_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// layers orders the module's packages from the bottom up: a package may
// import only packages of a lower layer. A pattern ending in "/..." names
// the packages under a folder (not the folder's own package). Every
// package must match a pattern, so a new one gets a place here.
var layers = [][]string{
	// Leaves: pure helpers, the generated client.
	{"readapi/internal/jsonscan", "readapi/internal/enginetime", "readapi/internal/lifecycle", "readapi/internal/metrics", "readapi/internal/gendata", "readapi/internal/devservices", "readapi/internal/datafile", "readapi/client"},
	// The folding of text, read from its data file (mappings/fold/fold.txt).
	{"readapi/internal/opensearch", "readapi/internal/vocab", "readapi/mappings/fold"},
	{"readapi/internal/config", "readapi/internal/dupes", "readapi/internal/enrich"},
	// The catalog: datasets, their descriptions, index and alias names.
	{"readapi"},
	{"readapi/mappings", "readapi/keylimits"},
	// The language knowledge of q, read from the data files of mappings/language.
	{"readapi/mappings/language"},
	// The compiler of q's text: its syntax, its words classified, its clause.
	{"readapi/search/qtext"},
	// The start-up check of every knowledge file, and the programs' test of it.
	{"readapi/mappings/datacheck", "readapi/mappings/datacheck/datachecktest"},
	// The query compiler and output shaping.
	{"readapi/search"},
	{"readapi/search/sources"},
	{"readapi/search/engine"},
	{"readapi/reindex", "readapi/internal/testenv"},
	{"readapi/handlers"},
	// Programs.
	{"readapi/cmd/...", "readapi/scripts/...", "readapi/client/..."},
}

// onlyImporters names, for a package that a single package above it reads,
// the packages that may import it (tests' imports aside): the language
// knowledge of q is read by the compiler of q's text alone.
var onlyImporters = map[string][]string{
	"readapi/mappings/language": {"readapi/search/qtext"},
}

// layerOf returns the layer of a package of the module, or -1.
func layerOf(pkg string) int {
	for i, patterns := range layers {
		for _, p := range patterns {
			if pkg == p || strings.HasSuffix(p, "/...") && strings.HasPrefix(pkg, strings.TrimSuffix(p, "...")) {
				return i
			}
		}
	}
	return -1
}

// modulePackage is a package of the module as `go list -deps` reports it.
type modulePackage struct {
	ImportPath string
	Standard   bool
	Imports    []string
}

// modulePackages lists the module's packages with their imports (tests'
// imports aside).
func modulePackages(t *testing.T) []modulePackage {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", "-json", "./...").Output()
	if err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			t.Fatalf("go list: %v\n%s", err, exit.Stderr)
		}
		t.Fatalf("go list: %v", err)
	}
	var pkgs []modulePackage
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p modulePackage
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		if !p.Standard && (p.ImportPath == "readapi" || strings.HasPrefix(p.ImportPath, "readapi/")) {
			pkgs = append(pkgs, p)
		}
	}
	if len(pkgs) < len(layers) {
		t.Fatalf("go list reported %d packages of the module", len(pkgs))
	}
	return pkgs
}

// TestImportsPointDown fails when a package of the module imports one of
// its own layer or above (tests' imports aside), as `go list -deps` reports
// them.
func TestImportsPointDown(t *testing.T) {
	for _, p := range modulePackages(t) {
		layer := layerOf(p.ImportPath)
		if layer < 0 {
			t.Errorf("%s has no layer: add it to the layers of arch_test.go", p.ImportPath)
			continue
		}
		for _, imp := range p.Imports {
			if imp != "readapi" && !strings.HasPrefix(imp, "readapi/") {
				continue
			}
			if l := layerOf(imp); l >= layer {
				t.Errorf("%s (layer %d) imports %s (layer %d): imports point down only", p.ImportPath, layer, imp, l)
			}
		}
	}
}

// TestOnlyImporters fails when a package of onlyImporters is imported by
// another package than those it names.
func TestOnlyImporters(t *testing.T) {
	for _, p := range modulePackages(t) {
		for _, imp := range p.Imports {
			if allowed, ok := onlyImporters[imp]; ok && !slices.Contains(allowed, p.ImportPath) {
				t.Errorf("%s imports %s, which only %s may import", p.ImportPath, imp, strings.Join(allowed, ", "))
			}
		}
	}
}
