package readapi_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"strings"
	"testing"
)

// layers orders the module's packages from the bottom up: a package may
// import only packages of a lower layer. A pattern ending in "/..." names
// the packages under a folder (not the folder's own package). Every
// package must match a pattern, so a new one gets a place here.
var layers = [][]string{
	// Leaves: pure helpers, the generated client.
	{"readapi/internal/jsonscan", "readapi/internal/enginetime", "readapi/internal/lifecycle", "readapi/internal/dupes", "readapi/internal/metrics", "readapi/internal/gendata", "readapi/internal/devservices", "readapi/client"},
	{"readapi/internal/opensearch"},
	{"readapi/internal/config"},
	// The catalog: datasets, their descriptions, index and alias names.
	{"readapi"},
	{"readapi/mappings", "readapi/keylimits"},
	// The language knowledge of q, read from the data files of mappings/language.
	{"readapi/mappings/language"},
	// The query compiler and output shaping.
	{"readapi/search"},
	{"readapi/search/sources"},
	{"readapi/search/engine"},
	{"readapi/reindex", "readapi/internal/testenv"},
	{"readapi/handlers"},
	// Programs.
	{"readapi/cmd/...", "readapi/scripts/...", "readapi/client/..."},
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

// TestImportsPointDown fails when a package of the module imports one of
// its own layer or above (tests' imports aside), as `go list -deps` reports
// them.
func TestImportsPointDown(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-json", "./...").Output()
	if err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			t.Fatalf("go list: %v\n%s", err, exit.Stderr)
		}
		t.Fatalf("go list: %v", err)
	}
	var checked int
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p struct {
			ImportPath string
			Standard   bool
			Imports    []string
		}
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		if p.Standard || p.ImportPath != "readapi" && !strings.HasPrefix(p.ImportPath, "readapi/") {
			continue
		}
		checked++
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
	if checked < len(layers) {
		t.Fatalf("go list reported %d packages of the module", checked)
	}
}
