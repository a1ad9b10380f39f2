package client_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestGoCodeSamplesCompile builds the Go code sample (x-codeSamples) of
// every operation of the document against this package: each in a function
// of a throwaway main package inside the module.
func TestGoCodeSamplesCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command (not run with -short)")
	}
	raw, err := os.ReadFile("../handlers/testdata/openapi.golden.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Paths map[string]struct {
			Get struct {
				OperationID string `json:"operationId"`
				Samples     []struct {
					Lang, Source string
				} `json:"x-codeSamples"`
			} `json:"get"`
		} `json:"paths"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	var src strings.Builder
	src.WriteString("package main\n\nimport (\n\t\"context\"\n\t\"fmt\"\n\n\t\"readapi/client\"\n)\n\n" +
		"func ptr[T any](v T) *T { return &v }\n\nfunc main() {}\n")
	for path, item := range doc.Paths {
		found := false
		for _, s := range item.Get.Samples {
			if s.Lang != "Go" {
				continue
			}
			found = true
			src.WriteString("\nfunc " + item.Get.OperationID + "(ctx context.Context, baseURL, apiKey string) error {\n")
			for _, line := range strings.Split(s.Source, "\n") {
				if !strings.HasPrefix(line, "// ptr returns") {
					src.WriteString("\t" + line + "\n")
				}
			}
			src.WriteString("\treturn nil\n}\n")
		}
		if !found {
			t.Errorf("%s has no Go code sample", path)
		}
	}
	// A directory whose name starts with _ is not part of ./... patterns.
	dir, err := os.MkdirTemp(".", "_samples-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("go", "vet", "./"+dir).CombinedOutput(); err != nil {
		t.Fatalf("the Go samples do not build: %v\n%s", err, out)
	}
}
