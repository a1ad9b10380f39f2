// Package datachecktest owns the test of a program's start-up data check
// (mappings/datacheck): the program, re-run as its own test binary with a
// broken data file, must exit with status 1 naming the file and the line.
// api and reindex share it.
package datachecktest

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

// brokenEnv tells the re-run test binary to run the program over a broken
// data file.
const brokenEnv = "READAPI_BROKEN_DATA"

// brokenFile is the data file Broken finds broken, and where.
const brokenFile = "mappings/language/broken.txt line 3"

// Broken is a data file's reader that finds the file broken on its third
// line (a word twice).
func Broken() error {
	_, err := datafile.Parse("mappings/language/broken.txt", []byte("[stop words]\nthe\nthe\n"), nil)
	return err
}

// RunIfBroken, called first by a program's TestMain, runs the program's
// main with its data check set to Broken and exits, when the test binary
// was re-run by Refuses; otherwise it returns.
func RunIfBroken(check *func() error, main func()) {
	if os.Getenv(brokenEnv) == "" {
		return
	}
	*check = Broken
	main()
	os.Exit(0)
}

// Refuses re-runs the test binary as the program named name, with args,
// over a broken data file, and fails t unless it exits with status 1 and
// names the file and the line. The services' addresses lead nowhere: the
// check comes before any of them is used.
func Refuses(t *testing.T, name string, args ...string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], args...)
	cmd.Env = append(os.Environ(), brokenEnv+"=1", "LISTEN_ADDR=127.0.0.1:0", "METRICS_ADDR=off",
		"OPENSEARCH_URL=http://127.0.0.1:1", "REDIS_URL=redis://127.0.0.1:1", "INDEX_PREFIX=datacheck-test-")
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Fatalf("%s with a broken data file: %v, want exit status 1\n%s", name, err, out)
	}
	if !strings.Contains(string(out), brokenFile) {
		t.Errorf("%s's message does not name the file and the line:\n%s", name, out)
	}
}
