package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

// ingest is one scrape batch applied with `reindex ingest` while the nodes
// are lost: the batch's lines, its instant, and how its runs went.
type ingest struct {
	reindex, dataset, source, input string
	at                              time.Time
	ids                             map[string]bool
}

// ingestRun is the outcome of one run of the ingest.
type ingestRun struct {
	took   time.Duration
	err    error
	output string
}

// newIngest reads the batch's ids (every line of input is of source).
func newIngest(reindex, dataset, input string) (*ingest, error) {
	f, err := os.Open(input)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	in := &ingest{reindex: reindex, dataset: dataset, input: input, ids: map[string]bool{},
		at: time.Now().UTC().Truncate(time.Second)}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var line struct {
			ID     string `json:"id"`
			Source string `json:"source"`
		}
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			return nil, fmt.Errorf("%s: %w", input, err)
		}
		if in.source == "" {
			in.source = line.Source
		}
		if line.Source != in.source {
			return nil, fmt.Errorf("%s mixes sources %s and %s; a batch is one source's", input, in.source, line.Source)
		}
		in.ids[line.ID] = true
	}
	return in, sc.Err()
}

// run applies the batch once.
func (in *ingest) run(ctx context.Context) ingestRun {
	start := time.Now()
	cmd := exec.CommandContext(ctx, in.reindex, "ingest", "--dataset", in.dataset, "--source", in.source,
		"--scraped-at", in.at.Format(time.RFC3339), "--input", in.input)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return ingestRun{took: time.Since(start), err: err, output: lastLines(out.String(), 3)}
}

// check counts the batch's rows that carry its instant: all of them when
// nothing was lost.
func (in *ingest) check(ctx context.Context, c *cluster, alias string) error {
	n, err := c.count(ctx, alias, fmt.Sprintf(`ingested_at:[%q TO *]`, in.at.Format(time.RFC3339)))
	if err != nil {
		return err
	}
	if n != len(in.ids) {
		return fmt.Errorf("%d of the batch's %d rows carry its instant", n, len(in.ids))
	}
	return nil
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
