package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"testing"

	"readapi/internal/config"
	"readapi/internal/testenv"
)

// withStdin runs fn with os.Stdin reading text.
func withStdin(t *testing.T, text string, fn func()) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		_, _ = w.WriteString(text)
		w.Close()
	}()
	old := os.Stdin
	os.Stdin = r
	defer func() { os.Stdin = old; r.Close() }()
	fn()
}

// idLines returns the lines of stderr that are ids: those not starting
// with "reindex:".
func idLines(stderr string) []string {
	var ids []string
	for _, line := range strings.Split(strings.TrimSpace(stderr), "\n") {
		if line != "" && !strings.HasPrefix(line, "reindex:") {
			ids = append(ids, line)
		}
	}
	return ids
}

// TestRemoveIDsFromStdinSkipsCommentsAndBlankLines removes ids read from
// stdin among comments and blank lines, then runs status: the removals
// are counted, the comments were never taken for ids.
func TestRemoveIDsFromStdinSkipsCommentsAndBlankLines(t *testing.T) {
	testenv.OpenSearch(t)
	prefix := testenv.Prefix(t)
	t.Setenv("INDEX_PREFIX", prefix)
	dir := t.TempDir()
	var rows []string
	for i := 1; i <= 6; i++ {
		rows = append(rows, fmt.Sprintf(`{"id":"s:%d","source":"s","title":"Mühasib %d","url":"https://s.az/%d"}`, i, i, i))
	}
	input := writeLines(t, dir, "jobs.ndjson", rows...)
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"load", "--dataset", "jobs", "--input", input}, &stdout, &stderr); err != nil {
		t.Fatalf("load: %v\n%s", err, stderr.String())
	}
	stdout.Reset()
	stderr.Reset()
	withStdin(t, "# erasure requests of board 7\n\ns:2\n  s:4  \n# s:5 is kept\ns:2\n\n", func() {
		if err := run(context.Background(), []string{"remove", "--dataset", "jobs", "--ids", "-"}, &stdout, &stderr); err != nil {
			t.Fatalf("remove: %v\n%s", err, stderr.String())
		}
	})
	if !strings.Contains(stdout.String(), "jobs: 2 ids removed") || !strings.Contains(stdout.String(), "2 removed now") {
		t.Fatalf("stdout %q", stdout.String())
	}
	stdout.Reset()
	if err := run(context.Background(), []string{"snapshot", "create"}, &stdout, &stderr); err != nil {
		t.Fatalf("snapshot create: %v\n%s", err, stderr.String())
	}
	snapshot := strings.TrimSpace(stdout.String())
	t.Cleanup(func() {
		_ = run(context.Background(), []string{"snapshot", "delete", "--name", snapshot}, io.Discard, io.Discard)
	})
	stdout.Reset()
	if err := run(context.Background(), []string{"status", "--dataset", "jobs", "--json"}, &stdout, &stderr); err != nil {
		t.Fatalf("status: %v", err)
	}
	var st struct {
		Datasets []struct {
			Rows     int64 `json:"rows"`
			Removals int64 `json:"removals"`
		} `json:"datasets"`
		Problems  []string `json:"problems"`
		Snapshots struct {
			Count  int `json:"count"`
			Newest struct {
				Name string `json:"name"`
			} `json:"newest"`
		} `json:"snapshots"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &st); err != nil {
		t.Fatalf("status --json: %v\n%s", err, stdout.String())
	}
	if len(st.Datasets) != 1 || st.Datasets[0].Rows != 4 || st.Datasets[0].Removals != 2 || len(st.Problems) != 0 ||
		st.Snapshots.Count != 1 || st.Snapshots.Newest.Name != snapshot {
		t.Fatalf("status after the removal: %+v", st)
	}
}

// TestRemoveIDsThatFailListsThemOnStderr: with OpenSearch refusing
// connections, a batch removal exits 1 naming none final, and writes
// every id (less comments and repeats) to stderr, one a line; status
// exits 1 saying OpenSearch does not answer.
func TestRemoveIDsThatFailListsThemOnStderr(t *testing.T) {
	testenv.OpenSearch(t)
	t.Setenv("INDEX_PREFIX", testenv.Prefix(t))
	proxy := testenv.NewFaultProxy(t, config.FromEnv().OpenSearchURLs[0])
	t.Setenv("OPENSEARCH_URL", proxy.URLFor(config.FromEnv().OpenSearchURLs[0]))
	if err := proxy.Refuse(); err != nil {
		t.Fatal(err)
	}
	ids := writeLines(t, t.TempDir(), "ids.txt", "# withdrawn consent", "s:1", "", "s:2", "s:1", "s:3")
	var stdout, stderr bytes.Buffer
	err := run(context.Background(), []string{"remove", "--dataset", "jobs", "--ids", ids}, &stdout, &stderr)
	if err == nil || exitStatus(err) != 1 || !strings.Contains(err.Error(), "0 of 3 ids made final") {
		t.Fatalf("remove with OpenSearch down: %v", err)
	}
	if got := idLines(stderr.String()); !slices.Equal(got, []string{"s:1", "s:2", "s:3"}) {
		t.Fatalf("ids on stderr %q, want s:1, s:2, s:3", got)
	}
	err = run(context.Background(), []string{"status"}, &stdout, &stderr)
	if err == nil || exitStatus(err) != 1 || !strings.Contains(err.Error(), "OpenSearch does not answer") {
		t.Fatalf("status with OpenSearch down: %v", err)
	}
}

// TestStatusAndRemoveHelp: both commands explain themselves on --help.
func TestStatusAndRemoveHelp(t *testing.T) {
	for _, c := range []struct{ command, want string }{
		{"status", "Exit status 0 when every alias points at exactly one index"},
		{"remove", "--ids FILE removes every id of FILE"},
	} {
		var stderr bytes.Buffer
		err := run(context.Background(), []string{c.command, "--help"}, &bytes.Buffer{}, &stderr)
		if err == nil || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%s --help: %v\n%s", c.command, err, stderr.String())
		}
	}
}
