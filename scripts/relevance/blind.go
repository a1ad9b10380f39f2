package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"time"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/reindex"
	"readapi/search"
	"readapi/search/engine"
)

// The blind event set (blind-events/): events, queries and grades written
// by a hand that saw neither the code nor the word lists, graded before any
// run (blind-events/README.md says how). Nobody tunes to it: it is measured
// only at the end of a round (-set blind-events), is no part of -set all and
// has no baseline.

// blindQuery is one line of blind-events/queries.txt: "q | id:grade …".
type blindQuery struct {
	group, q string
	grades   map[string]int
}

// readBlindQueries reads blind-events/queries.txt; every id graded must be
// an event of the set.
func readBlindQueries(fsys fs.FS, events map[string]bool) ([]blindQuery, error) {
	data, err := fs.ReadFile(fsys, "blind-events/queries.txt")
	if err != nil {
		return nil, err
	}
	var out []blindQuery
	group := ""
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			group = strings.Trim(line, "[]")
			continue
		}
		q, graded, ok := strings.Cut(line, "|")
		if !ok || group == "" {
			return nil, fmt.Errorf("blind-events/queries.txt line %d: not \"q | id:grade …\" under a [group]", n)
		}
		bq := blindQuery{group: group, q: strings.TrimSpace(q), grades: map[string]int{}}
		for _, f := range strings.Fields(graded) {
			at := strings.LastIndex(f, ":")
			g, err := strconv.Atoi(f[at+1:])
			if at < 0 || err != nil || g < 1 || g > 3 || !events[f[:at]] {
				return nil, fmt.Errorf("blind-events/queries.txt line %d: %q is no id:grade of an event of the set", n, f)
			}
			bq.grades[f[:at]] = g
		}
		out = append(out, bq)
	}
	return out, sc.Err()
}

// runBlindEvents loads the blind events under their own prefix, sends every
// query as the API would (order=relevance, fuzzy=true for the typos) and
// prints the table.
func runBlindEvents(ctx context.Context, client *opensearch.Client, o options) error {
	rows, err := fs.ReadFile(files, "blind-events/events.ndjson")
	if err != nil {
		return err
	}
	ids := map[string]bool{}
	for _, line := range bytes.Split(bytes.TrimSpace(rows), []byte("\n")) {
		var row struct{ ID string }
		if err := json.Unmarshal(line, &row); err != nil {
			return fmt.Errorf("blind-events/events.ndjson: %w", err)
		}
		ids[row.ID] = true
	}
	queries, err := readBlindQueries(files, ids)
	if err != nil {
		return err
	}
	prefix := o.prefix + "blind-"
	start := time.Now()
	l := &reindex.Loader{Client: client, Prefix: prefix, Keep: 1}
	if _, err := l.Load(ctx, "events", bytes.NewReader(rows)); err != nil {
		return fmt.Errorf("reindex load events: %w", err)
	}
	fmt.Fprintf(os.Stderr, "loaded %d blind events in %s\n", len(ids), time.Since(start).Round(time.Millisecond))
	reqs := make([]request, len(queries))
	groups := make([]string, len(queries))
	grades := make([]map[string]int, len(queries))
	for i, bq := range queries {
		reqs[i] = request{bq.q, bq.group == "typos", readapi.Events}
		groups[i], grades[i] = bq.group, bq.grades
	}
	answers, err := runAll(ctx, engine.New(client, prefix, search.NewSigner("relevance")), reqs)
	if err != nil {
		return err
	}
	rep := &report{Postings: len(ids), order: eventGroups, what: "blind events (written and graded blind)"}
	rep.Groups, rep.Overall = table(groups, answers, grades, func(int) bool { return true }, func(i int, sc scores) {
		if o.verbose {
			fmt.Fprintf(os.Stderr, "%-8s %-30q nDCG %.2f P %.2f R %.2f\n", groups[i], queries[i].q, sc.ndcg, sc.precision, sc.recall)
		}
	})
	rep.print(os.Stdout)
	return nil
}
