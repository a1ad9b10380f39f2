package main

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"readapi/internal/datafile"
)

// brokenData is a data file's reader that finds the file broken on its
// third line.
func brokenData() error {
	_, err := datafile.Parse("mappings/language/broken.txt", []byte("[stop words]\nthe\nthe\n"), nil)
	return err
}

// TestRefusesBrokenData: reindex refuses to start when a data file does not
// hold: it exits with status 1, naming the file and the line.
func TestRefusesBrokenData(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "status")
	cmd.Env = append(os.Environ(), "REINDEX_BROKEN_DATA=1", "LISTEN_ADDR=127.0.0.1:0", "METRICS_ADDR=off",
		"OPENSEARCH_URL=http://127.0.0.1:1", "REDIS_URL=redis://127.0.0.1:1", "INDEX_PREFIX=datacheck-test-")
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Fatalf("reindex with a broken data file: %v, want exit status 1\n%s", err, out)
	}
	if !strings.Contains(string(out), "mappings/language/broken.txt line 3") {
		t.Errorf("reindex's message does not name the file and the line:\n%s", out)
	}
}
