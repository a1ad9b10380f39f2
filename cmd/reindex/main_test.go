package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"readapi/internal/testenv"
)

// lastLine returns the last line written to stderr.
func lastLine(b *bytes.Buffer) string {
	lines := strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	return lines[len(lines)-1]
}

// TestSummaryLineEndsLoadAndIngest: load and ingest end their stderr with
// the one summary line operators scrape, on success and on failure.
func TestSummaryLineEndsLoadAndIngest(t *testing.T) {
	testenv.OpenSearch(t)
	prefix := testenv.Prefix(t)
	t.Setenv("INDEX_PREFIX", prefix)
	dir := t.TempDir()
	write := func(name, content string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	snapshot := write("jobs.ndjson", `{"id":"s:1","source":"s","title":"Mühasib","url":"https://s.az/1"}`+"\n"+
		`{"id":"s:2","source":"s","title":"Sürücü","url":"https://s.az/2"}`+"\n")
	batch := write("batch.ndjson", `{"id":"s:3","source":"s","title":"Aşpaz","url":"https://s.az/3"}`+"\n")
	empty := write("empty.ndjson", "")

	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"load", "--dataset", "jobs", "--input", snapshot},
			[]string{"reindex: load result=ok dataset=jobs rows=2 lines=2 rejected=0 ", " alias=" + prefix + "jobs alias_before=none alias_after=" + prefix + "jobs-"}},
		{[]string{"ingest", "--dataset", "jobs", "--source", "s", "--scraped-at", "2026-11-22T06:00:00Z", "--input", batch},
			[]string{"reindex: ingest result=ok dataset=jobs source=s scraped_at=2026-11-22T06:00:00Z rows=1 applied=1 created=1 ", " index=" + prefix + "jobs-"}},
		{[]string{"load", "--dataset", "jobs", "--input", empty},
			[]string{"reindex: load result=failed dataset=jobs seconds=", `error="load of jobs failed: the input holds no rows`}},
	} {
		var stdout, stderr bytes.Buffer
		err := run(context.Background(), c.args, &stdout, &stderr)
		if failed := strings.Contains(c.want[0], "result=failed"); failed != (err != nil) {
			t.Fatalf("%v: %v\n%s", c.args, err, stderr.String())
		}
		line := lastLine(&stderr)
		for _, w := range c.want {
			if !strings.Contains(line, w) {
				t.Errorf("%s: the last line of stderr\n%s\nlacks %q", c.args[0], line, w)
			}
		}
	}
}
