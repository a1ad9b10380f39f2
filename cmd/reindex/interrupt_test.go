package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"readapi/internal/opensearch"
	"readapi/internal/testenv"
	"readapi/reindex"
)

// stepNamed matches the step an interrupted command names.
var stepNamed = regexp.MustCompile(`interrupted at step "([a-z ]+)": received SIGINT \(Ctrl-C\)`)

// TestCtrlCDuringALoad sends SIGINT to `reindex load` processes at moments
// spread over a load of 20,000 jobs: right after it prints that its copies
// are grouped (the bulk indexer starts then) and that the bulk is done,
// and from 0 to 25% of an uninterrupted
// load's time after its new index is created. Each
// exits with status 130 and no panic, names the step it was at, and
// leaves the alias, the count and the versions as they were; a load run
// afterwards succeeds.
func TestCtrlCDuringALoad(t *testing.T) {
	client := testenv.OpenSearch(t)
	prefix := testenv.Prefix(t)
	t.Setenv("INDEX_PREFIX", prefix)
	dir := t.TempDir()
	rows := make([]string, 20000)
	for i := range rows {
		rows[i] = fmt.Sprintf(`{"id":"s:%d","source":"s","title":"Mühasib %d","url":"https://s.az/%d"}`, i+1, i+1, i+1)
	}
	snapshot := writeLines(t, dir, "jobs.ndjson", rows...)
	live := writeLines(t, dir, "live.ndjson", rows[:500]...)
	// The moments are fractions of an uninterrupted load's own time: about
	// 2 s on a quiet machine, many times that on a busy one. The load timed
	// is the second: the first of a fresh prefix (the engine's first index
	// with these analyzers) took four times as long on a quiet machine, and
	// 25% of it fell after the interrupted loads had ended.
	whole := time.Duration(0)
	for range 2 {
		began := time.Now()
		if err := run(context.Background(), []string{"load", "--dataset", "jobs", "--input", snapshot}, &bytes.Buffer{}, &bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
		whole = time.Since(began)
	}
	if err := run(context.Background(), []string{"load", "--dataset", "jobs", "--input", live, "--allow-shrink"}, &bytes.Buffer{}, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	before := aliasOf(t, client, prefix+"jobs")
	versions := indicesOf(t, client, prefix+"jobs-*")
	// created says when a load's new index exists: the process has long
	// caught signals by then.
	created := func() bool {
		data, err := client.Do(context.Background(), http.MethodGet, "/_cat/indices/"+prefix+"jobs-*?format=json&h=index", nil)
		var rows []any
		return err == nil && json.Unmarshal(data, &rows) == nil && len(rows) > len(versions)
	}
	// Lines the load prints on its way (grouped, sent), then moments after
	// its new index exists; every step is interrupted in package reindex.
	triggers := []string{"copies in groups", "bulk done"}
	for _, part := range []int{0, 10, 25} {
		triggers = append(triggers, (whole * time.Duration(part) / 100).Round(time.Millisecond).String())
	}
	for _, trigger := range triggers {
		stderr, status := interruptLoad(t, snapshot, trigger, created)
		if status != 130 || strings.Contains(stderr, "panic") || strings.Contains(stderr, "goroutine ") {
			t.Fatalf("SIGINT at %s: exit status %d, want 130 and no panic; stderr:\n%s", trigger, status, stderr)
		}
		step := stepNamed.FindStringSubmatch(stderr)
		if step == nil || !slices.Contains(append(reindex.LoadSteps(), "lock"), step[1]) {
			t.Fatalf("SIGINT at %s: stderr names no step of the load:\n%s", trigger, stderr)
		}
		if got := aliasOf(t, client, prefix+"jobs"); !slices.Equal(got, before) {
			t.Fatalf("SIGINT at %s (step %q): alias -> %v, want %v", trigger, step[1], got, before)
		}
		if got := indicesOf(t, client, prefix+"jobs-*"); !slices.Equal(got, versions) {
			t.Fatalf("SIGINT at %s (step %q): versions %v, want %v", trigger, step[1], got, versions)
		}
		if n := countOf(t, client, prefix+"jobs"); n != 500 {
			t.Fatalf("SIGINT at %s (step %q): %d rows live, want 500", trigger, step[1], n)
		}
		t.Logf("SIGINT at %s: exit 130 at step %q", trigger, step[1])
	}
	var out bytes.Buffer
	if err := run(context.Background(), []string{"load", "--dataset", "jobs", "--input", snapshot}, &out, &bytes.Buffer{}); err != nil {
		t.Fatalf("the load after the interrupted ones: %v", err)
	}
	if n := countOf(t, client, prefix+"jobs"); n != 20000 {
		t.Fatalf("%d rows after the last load, want 20000", n)
	}
}

// interruptLoad starts `reindex load` of snapshot and sends it SIGINT once
// its stderr holds trigger, or the duration trigger names after its new
// index is created. It returns the process's stderr and exit status.
func interruptLoad(t *testing.T, snapshot, trigger string, created func() bool) (string, int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "load", "--dataset", "jobs", "--input", snapshot, "--flush-mb", "1")
	cmd.Env = append(os.Environ(), "REINDEX_AS_COMMAND=1")
	pipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	lines := bufio.NewScanner(pipe)
	// A process that ended first is not signalled: its exit status says so.
	interrupt := func() { _ = cmd.Process.Signal(syscall.SIGINT) }
	exited := make(chan struct{})
	defer close(exited)
	if delay, err := time.ParseDuration(trigger); err == nil {
		go func() {
			for !created() {
				select {
				case <-exited:
					return
				case <-time.After(20 * time.Millisecond):
				}
			}
			time.Sleep(delay)
			interrupt()
		}()
	}
	for lines.Scan() {
		stderr.WriteString(lines.Text() + "\n")
		if strings.Contains(lines.Text(), trigger) {
			interrupt()
		}
	}
	err = cmd.Wait()
	if err != nil && cmd.ProcessState == nil {
		t.Fatal(err)
	}
	return stderr.String(), cmd.ProcessState.ExitCode()
}

func aliasOf(t *testing.T, c *opensearch.Client, alias string) []string {
	t.Helper()
	targets, err := c.AliasTargets(context.Background(), alias)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(targets)
	return targets
}

func indicesOf(t *testing.T, c *opensearch.Client, pattern string) []string {
	t.Helper()
	data, err := c.Do(context.Background(), http.MethodGet, "/_cat/indices/"+pattern+"?format=json&h=index", nil)
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct {
		Index string `json:"index"`
	}
	if err := json.Unmarshal(data, &rows); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range rows {
		out = append(out, r.Index)
	}
	slices.Sort(out)
	return out
}

func countOf(t *testing.T, c *opensearch.Client, alias string) int64 {
	t.Helper()
	n, err := c.Count(context.Background(), alias)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
