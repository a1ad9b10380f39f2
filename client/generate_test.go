package client_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestGeneratedCodeIsCurrent reruns the go:generate step of doc.go into a
// temporary file: readapi.gen.go must be what the pinned oapi-codegen makes
// of the current document (run `go generate ./client/...` when it is not).
func TestGeneratedCodeIsCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the generator (not run with -short)")
	}
	out := filepath.Join(t.TempDir(), "readapi.gen.go")
	cmd := exec.Command("go", "tool", "oapi-codegen", "-config", "oapi-codegen.yaml", "-o", out,
		"../handlers/testdata/openapi.golden.json")
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("oapi-codegen: %v\n%s", err, msg)
	}
	want, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("readapi.gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("readapi.gen.go is not what the document generates: run `go generate ./client/...`")
	}
}
