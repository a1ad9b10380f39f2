package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"readapi/internal/testenv"
)

// TestLockGivenUpExitsTempfail: an ingest or load that gives up on a lock
// within its --lock-wait exits with status 75, nothing applied; a load the
// shrink guard refuses exits with status 1 and names --allow-shrink, which
// lets it through.
func TestLockGivenUpExitsTempfail(t *testing.T) {
	client := testenv.OpenSearch(t)
	prefix := testenv.Prefix(t)
	t.Setenv("INDEX_PREFIX", prefix)
	dir := t.TempDir()
	write := func(name string, lines ...string) string { return writeLines(t, dir, name, lines...) }
	var rows []string
	for i := 1; i <= 4; i++ {
		rows = append(rows, fmt.Sprintf(`{"id":"s:%d","source":"s","title":"Mühasib","url":"https://s.az/%d"}`, i, i))
	}
	snapshot := write("jobs.ndjson", rows...)
	small := write("small.ndjson", rows[0])
	batch := write("batch.ndjson", `{"id":"s:9","source":"s","title":"Aşpaz","url":"https://s.az/9"}`)
	reindex := func(args ...string) (int, string) {
		var stdout, stderr bytes.Buffer
		err := run(context.Background(), args, &stdout, &stderr)
		if err == nil {
			return 0, stdout.String()
		}
		return exitStatus(err), err.Error()
	}
	count := func() int {
		var resp struct {
			Count int `json:"count"`
		}
		data, err := client.Do(context.Background(), http.MethodGet, "/"+prefix+"jobs/_count", nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &resp); err != nil {
			t.Fatal(err)
		}
		return resp.Count
	}
	if status, out := reindex("load", "--dataset", "jobs", "--input", snapshot); status != 0 {
		t.Fatalf("load: %d %s", status, out)
	}

	// Another process's load of jobs is in its swap step, and stays there.
	now := time.Now().UTC()
	lock := fmt.Sprintf(`{"dataset":"jobs","operation":"load","phase":"swapping","holder":"other pid 1","acquired_at":%q,"expires_at":%q}`,
		now.Format(time.RFC3339), now.Add(time.Minute).Format(time.RFC3339))
	if _, err := client.Do(context.Background(), http.MethodPut, "/"+prefix+"locks/_doc/jobs?refresh=true", []byte(lock)); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"ingest", "--dataset", "jobs", "--source", "s", "--scraped-at", "2026-11-22T06:00:00Z", "--input", batch, "--lock-wait", "500ms"},
		{"load", "--dataset", "jobs", "--input", snapshot, "--lock-wait", "500ms"},
	} {
		if status, out := reindex(args...); status != 75 {
			t.Errorf("%s with the lock held: exit status %d (%s), want 75", args[0], status, out)
		}
	}
	if n := count(); n != 4 {
		t.Fatalf("%d rows after the commands gave up, want the 4 loaded", n)
	}
	if _, err := client.Do(context.Background(), http.MethodDelete, "/"+prefix+"locks/_doc/jobs?refresh=true", nil); err != nil {
		t.Fatal(err)
	}

	status, out := reindex("load", "--dataset", "jobs", "--input", small)
	if status != 1 || !strings.Contains(out, "1 rows against 4 live") || !strings.Contains(out, "--allow-shrink") {
		t.Errorf("load of 1 row over 4: exit status %d (%s), want 1 naming the counts and --allow-shrink", status, out)
	}
	if status, out := reindex("load", "--dataset", "jobs", "--input", small, "--allow-shrink"); status != 0 || count() != 1 {
		t.Errorf("load of 1 row with --allow-shrink: exit status %d (%s), %d rows", status, out, count())
	}
	if status, out := reindex("ingest", "--dataset", "jobs", "--source", "s", "--scraped-at", "2026-11-22T06:00:00Z", "--input", batch); status != 0 {
		t.Fatalf("ingest: %d %s", status, out)
	}
	status, out = reindex("rollback", "--dataset", "jobs", "--discard-ingests")
	if status != 0 || !strings.Contains(out, "1 ingested batches (1 lines) made since") || !strings.Contains(out, "discarded") || count() != 4 {
		t.Errorf("rollback --discard-ingests: exit status %d, %d rows, output:\n%s", status, count(), out)
	}
}

// writeLines writes lines, each ended by a newline, to the file name in dir
// and returns its path.
func writeLines(t *testing.T, dir, name string, lines ...string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}
