package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/reindex"
	"readapi/search"
	"readapi/search/engine"
)

// The blind sets (blind-events/, blind-jobs/, blind-jobs2/): rows, queries
// and grades written by a hand that saw neither the code nor the word
// lists, graded before any run (each README.md says how). Nobody tunes to
// them: they are measured only at the end of a round (-set blind-events,
// -set blind-jobs, -set blind-jobs2, -set blind-jobs3), are no part of -set all and have no
// baseline.
//
// The second-hand sets (dev-events/, dev-jobs/ to dev-jobs8/) were
// written the same way by other hands, but are tuned on: they widen
// our own sets, whose words and grades come from one hand, with the words
// of others. -v prints each query's first ten rows with their grades.

// blindSet is one blind set: its directory, the rows' file in it and the
// dataset they are loaded into and searched.
type blindSet struct {
	dir, rows string
	dataset   *readapi.Dataset
	what      string
	tuned     bool // a second-hand set: -v shows its rankings
}

// read reads the set's rows and their ids; every row must parse and have
// an id.
func (b blindSet) read(fsys fs.FS) (rows []byte, ids map[string]bool, err error) {
	name := b.dir + "/" + b.rows
	if rows, err = fs.ReadFile(fsys, name); err != nil {
		return nil, nil, err
	}
	ids = map[string]bool{}
	for _, line := range bytes.Split(bytes.TrimSpace(rows), []byte("\n")) {
		var row struct{ ID string }
		if err := json.Unmarshal(line, &row); err != nil || row.ID == "" {
			return nil, nil, fmt.Errorf("%s: a row without an id (%v): %.80s", name, err, line)
		}
		ids[row.ID] = true
	}
	return rows, ids, nil
}

// blindSets are the blind sets by the name -set gives them.
var blindSets = map[string]blindSet{
	"blind-events": {dir: "blind-events", rows: "events.ndjson", dataset: readapi.Events, what: "blind events (written and graded blind)"},
	"blind-jobs":   {dir: "blind-jobs", rows: "jobs.ndjson", dataset: readapi.Jobs, what: "blind postings (written and graded blind)"},
	"blind-jobs2":  {dir: "blind-jobs2", rows: "jobs.ndjson", dataset: readapi.Jobs, what: "blind postings, a second hand (written and graded blind)"},
	"blind-jobs3":  {dir: "blind-jobs3", rows: "jobs.ndjson", dataset: readapi.Jobs, what: "blind postings, a third hand (written and graded blind)"},
	"dev-events":   {dir: "dev-events", rows: "events.ndjson", dataset: readapi.Events, what: "second-hand events (written blind, tuned on)", tuned: true},
	"dev-jobs":     {dir: "dev-jobs", rows: "jobs.ndjson", dataset: readapi.Jobs, what: "second-hand postings (written blind, tuned on)", tuned: true},
	"dev-jobs2":    {dir: "dev-jobs2", rows: "jobs.ndjson", dataset: readapi.Jobs, what: "second-hand postings, several words and qualifiers (written blind, tuned on)", tuned: true},
	"dev-jobs3":    {dir: "dev-jobs3", rows: "jobs.ndjson", dataset: readapi.Jobs, what: "second-hand postings, job-board search logs (written blind, tuned on)", tuned: true},
	"dev-jobs4":    {dir: "dev-jobs4", rows: "jobs.ndjson", dataset: readapi.Jobs, what: "second-hand postings, plain titles across languages, inflections, typos (written blind, tuned on)", tuned: true},
	"dev-jobs5":    {dir: "dev-jobs5", rows: "jobs.ndjson", dataset: readapi.Jobs, what: "second-hand postings, several words and words that only qualify (written blind, tuned on)", tuned: true},
	"dev-jobs6":    {dir: "dev-jobs6", rows: "jobs.ndjson", dataset: readapi.Jobs, what: "second-hand postings, titles as typed on a phone: street words, typos, inflections (written blind, tuned on)", tuned: true},
	"dev-jobs7":    {dir: "dev-jobs7", rows: "jobs.ndjson", dataset: readapi.Jobs, what: "second-hand postings, several words with employer trades, tools and products; qualifiers written naturally (written blind, tuned on)", tuned: true},
	"dev-jobs8":    {dir: "dev-jobs8", rows: "jobs.ndjson", dataset: readapi.Jobs, what: "second-hand postings, a searcher on a phone: street titles, hurried qualifiers, typos (written blind, tuned on)", tuned: true},
}

// blindSetNames lists the names of blindSets, sorted, for an error.
func blindSetNames() string {
	return strings.Join(slices.Sorted(maps.Keys(blindSets)), ", ")
}

// blindQuery is one line of a blind set's queries.txt: "q | id:grade …".
type blindQuery struct {
	group, q string
	grades   map[string]int
}

// readBlindQueries reads dir/queries.txt; every id graded must be a row of
// the set.
func readBlindQueries(fsys fs.FS, dir string, rows map[string]bool) ([]blindQuery, error) {
	name := dir + "/queries.txt"
	data, err := fs.ReadFile(fsys, name)
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
			return nil, fmt.Errorf("%s line %d: not \"q | id:grade …\" under a [group]", name, n)
		}
		bq := blindQuery{group: group, q: strings.TrimSpace(q), grades: map[string]int{}}
		for _, f := range strings.Fields(graded) {
			at := strings.LastIndex(f, ":")
			g, err := strconv.Atoi(f[at+1:])
			if at < 0 || err != nil || g < 1 || g > 3 || !rows[f[:at]] {
				return nil, fmt.Errorf("%s line %d: %q is no id:grade of a row of the set", name, n, f)
			}
			bq.grades[f[:at]] = g
		}
		out = append(out, bq)
	}
	return out, sc.Err()
}

// runBlind loads a blind set's rows under their own prefix, sends every
// query as the API would (order=relevance, fuzzy=true for the typos) and
// prints the table, its groups in the order of queries.txt.
func runBlind(ctx context.Context, client *opensearch.Client, o options, b blindSet) error {
	rows, ids, err := b.read(files)
	if err != nil {
		return err
	}
	queries, err := readBlindQueries(files, b.dir, ids)
	if err != nil {
		return err
	}
	prefix := o.prefix + b.dir + "-"
	start := time.Now()
	l := &reindex.Loader{Client: client, Prefix: prefix, Keep: 1}
	if _, err := l.Load(ctx, b.dataset.Name, bytes.NewReader(rows)); err != nil {
		return fmt.Errorf("reindex load %s: %w", b.dataset.Name, err)
	}
	fmt.Fprintf(os.Stderr, "loaded %d rows of %s in %s\n", len(ids), b.dir, time.Since(start).Round(time.Millisecond))
	reqs := make([]request, len(queries))
	groups := make([]string, len(queries))
	grades := make([]map[string]int, len(queries))
	var order []struct{ key, name string }
	for i, bq := range queries {
		reqs[i] = request{bq.q, bq.group == "typos", b.dataset}
		groups[i], grades[i] = bq.group, bq.grades
		if i == 0 || bq.group != queries[i-1].group {
			order = append(order, struct{ key, name string }{bq.group, bq.group})
		}
	}
	answers, err := runAll(ctx, engine.New(client, prefix, search.NewSigner("relevance")), reqs)
	if err != nil {
		return err
	}
	rep := &report{Postings: len(ids), order: order, what: b.what}
	rep.Groups, rep.Overall = table(groups, answers, grades, func(int) bool { return true }, func(i int, sc scores) {
		if o.verbose {
			fmt.Fprintf(os.Stderr, "%-10s %-34q nDCG %.2f P %.2f R %.2f\n", groups[i], queries[i].q, sc.ndcg, sc.precision, sc.recall)
			if b.tuned {
				printRanking(answers[i], grades[i])
			}
		}
	})
	rep.print(os.Stdout)
	return nil
}

// printRanking prints a query's first ten rows with their grades, and the
// graded rows it did not return in its first 25.
func printRanking(ids []string, grades map[string]int) {
	seen := map[string]bool{}
	for rank, id := range ids {
		seen[id] = true
		if rank < 10 {
			fmt.Fprintf(os.Stderr, "    %2d %s:%d\n", rank+1, id, grades[id])
		}
	}
	var missed []string
	for id, g := range grades {
		if !seen[id] {
			missed = append(missed, id+":"+strconv.Itoa(g))
		}
	}
	if len(missed) > 0 {
		slices.Sort(missed)
		fmt.Fprintf(os.Stderr, "    missed %s\n", strings.Join(missed, " "))
	}
}
