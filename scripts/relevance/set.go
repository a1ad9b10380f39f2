package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/reindex"
	"readapi/search"
	"readapi/search/engine"
)

// judgedSet is the generated corpus, the queries and their grades.
type judgedSet struct {
	vocab    *vocabulary
	postings []posting
	queries  []query
	grades   []map[string]int
	titles   map[string]string
}

// buildSet generates the corpus and grades it for every query; nothing here
// searches.
func buildSet() (*judgedSet, error) {
	v, err := readVocabulary(files)
	if err != nil {
		return nil, err
	}
	qs, err := readQueries(files, v)
	if err != nil {
		return nil, err
	}
	s := &judgedSet{vocab: v, postings: generate(v), queries: qs, titles: map[string]string{}}
	s.grades = judge(qs, s.postings, v)
	for _, p := range s.postings {
		s.titles[p.id] = p.title
	}
	for _, j := range qs {
		for id := range j.intent.overrides {
			if _, ok := s.titles[id]; !ok {
				return nil, fmt.Errorf("queries.txt line %d: override of %s, which the corpus does not hold", j.line, id)
			}
		}
	}
	return s, nil
}

// snapshot is the corpus as a `reindex load` input.
func (s *judgedSet) snapshot() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for _, p := range s.postings {
		if err := enc.Encode(p.row); err != nil {
			return nil, err
		}
	}
	return buf.Bytes(), nil
}

// dump writes jobs.ndjson (the rows) and truth.ndjson (id and truth) for
// inspection; the truth is never loaded.
func (s *judgedSet) dump(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	rows, err := s.snapshot()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "jobs.ndjson"), rows, 0o644); err != nil {
		return err
	}
	var truth bytes.Buffer
	enc := json.NewEncoder(&truth)
	enc.SetEscapeHTML(false)
	for _, p := range s.postings {
		if err := enc.Encode(map[string]any{"id": p.id, "title": p.title, "truth": p.truth}); err != nil {
			return err
		}
	}
	return os.WriteFile(filepath.Join(dir, "truth.ndjson"), truth.Bytes(), 0o644)
}

// printJudgments lists, per query, how many postings have each grade and
// the best graded ones: what a reviewer reads to check the rule.
func (s *judgedSet) printJudgments(w io.Writer) {
	for i, j := range s.queries {
		var n [4]int
		for _, g := range s.grades[i] {
			n[g]++
		}
		fmt.Fprintf(w, "%-9s %-32q fuzzy=%-5v grade3=%-3d grade2=%-3d grade1=%-3d", j.group, j.q, j.fuzzy, n[3], n[2], n[1])
		for _, id := range best(s.grades[i])[:min(3, len(s.grades[i]))] {
			fmt.Fprintf(w, "  %s %q", id, s.titles[id])
		}
		fmt.Fprintln(w)
	}
}

// evaluate loads the corpus (and the first set) under prefix, runs every
// query through the engine and tabulates the figures.
func (s *judgedSet) evaluate(ctx context.Context, client *opensearch.Client, prefix string, progress io.Writer, verbose bool) (*report, error) {
	rows, err := s.snapshot()
	if err != nil {
		return nil, err
	}
	firstQueries, firstRows, err := readFirstSet()
	if err != nil {
		return nil, err
	}
	start := time.Now()
	// Both loads at once: each spends most of its time waiting on the engine.
	firstLoaded := make(chan error, 1)
	go func() { firstLoaded <- load(ctx, client, prefix+"first-", firstRows) }()
	if err := errors.Join(load(ctx, client, prefix, rows), <-firstLoaded); err != nil {
		return nil, err
	}
	fmt.Fprintf(progress, "loaded %d postings (and the first set's %d) in %s\n", len(s.postings), bytes.Count(firstRows, []byte("\n")), time.Since(start).Round(time.Millisecond))

	start = time.Now()
	reqs := make([]request, len(s.queries))
	for i, j := range s.queries {
		reqs[i] = request{j.q, j.fuzzy, readapi.Jobs}
	}
	answers, err := runAll(ctx, engine.New(client, prefix, search.NewSigner("relevance")), reqs)
	if err != nil {
		return nil, err
	}
	rep := &report{Postings: len(s.postings)}
	groups := make([]string, len(s.queries))
	for i, j := range s.queries {
		groups[i] = j.group
	}
	rep.Groups, rep.Overall = table(groups, answers, s.grades, func(int) bool { return true }, func(i int, sc scores) {
		if verbose {
			s.printQuery(progress, s.queries[i], answers[i], s.grades[i], sc)
		}
	})

	reqs = make([]request, len(firstQueries))
	for i, j := range firstQueries {
		reqs[i] = request{j.Q, j.Fuzzy, readapi.Jobs}
	}
	if answers, err = runAll(ctx, engine.New(client, prefix+"first-", search.NewSigner("relevance")), reqs); err != nil {
		return nil, fmt.Errorf("first set: %w", err)
	}
	var firstGot, firstIdeal []scores
	for i, j := range firstQueries {
		sc := measure(answers[i], j.Relevant, 1)
		firstGot = append(firstGot, sc)
		if verbose && sc.misranked {
			fmt.Fprintf(progress, "first    %-30q fuzzy=%v 0-above-graded: %v\n", j.Q, j.Fuzzy, answers[i][:min(10, len(answers[i]))])
		}
		firstIdeal = append(firstIdeal, measure(best(j.Relevant), j.Relevant, 1))
	}
	rep.Legacy = summarise(firstGot, firstIdeal)
	fmt.Fprintf(progress, "ran %d queries in %s\n", len(s.queries)+len(firstQueries), time.Since(start).Round(time.Millisecond))
	return rep, nil
}

func (s *judgedSet) printQuery(w io.Writer, j query, ids []string, grades map[string]int, sc scores) {
	var top []string
	for _, id := range ids[:min(10, len(ids))] {
		top = append(top, fmt.Sprintf("%d %q", grades[id], s.titles[id]))
	}
	mark := ""
	if sc.misranked {
		mark = " 0-above-graded"
	}
	fmt.Fprintf(w, "%-8s %-30q nDCG %.2f P %.2f R %.2f%s\n    %s\n", j.group, j.q, sc.ndcg, sc.precision, sc.recall, mark, strings.Join(top, ", "))
	returned := map[string]bool{}
	for _, id := range ids[:min(25, len(ids))] {
		returned[id] = true
	}
	var missed []string
	for _, id := range best(grades) {
		if grades[id] >= 2 && !returned[id] && len(missed) < 6 {
			missed = append(missed, fmt.Sprintf("%s %d %q", id, grades[id], s.titles[id]))
		}
	}
	if len(missed) > 0 {
		fmt.Fprintf(w, "    missed: %s\n", strings.Join(missed, ", "))
	}
}

// load replaces the jobs index under prefix with rows.
func load(ctx context.Context, client *opensearch.Client, prefix string, rows []byte) error {
	l := &reindex.Loader{Client: client, Prefix: prefix, Keep: 1}
	_, err := l.Load(ctx, "jobs", bytes.NewReader(rows))
	if err != nil {
		return fmt.Errorf("reindex load: %w", err)
	}
	return nil
}

// request is one search of a run.
type request struct {
	q       string
	fuzzy   bool
	dataset *readapi.Dataset
}

// searchers is how many requests a run sends at once.
const searchers = 4

// runAll sends the requests, a few at once, and returns each one's ids in
// request order.
func runAll(ctx context.Context, eng *engine.Engine, reqs []request) ([][]string, error) {
	out := make([][]string, len(reqs))
	errs := make([]error, len(reqs))
	slots := make(chan struct{}, searchers)
	var wg sync.WaitGroup
	for i, r := range reqs {
		wg.Add(1)
		slots <- struct{}{}
		go func() {
			defer func() { <-slots; wg.Done() }()
			if out[i], errs[i] = searchIDs(ctx, eng, r); errs[i] != nil {
				errs[i] = fmt.Errorf("q=%q: %w", r.q, errs[i])
			}
		}()
	}
	wg.Wait()
	return out, errors.Join(errs...)
}

// searchIDs asks the engine what the API would answer: the first 25 ids.
func searchIDs(ctx context.Context, eng *engine.Engine, r request) ([]string, error) {
	params := url.Values{"q": {r.q}, "order": {readapi.OrderRelevance}, "limit": {"25"}}
	if r.fuzzy {
		params.Set("fuzzy", "true")
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	page, err := eng.List(ctx, r.dataset, params)
	if err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(page.Rows))
	for _, raw := range page.Rows {
		var row struct{ ID string }
		if err := json.Unmarshal(raw, &row); err != nil {
			return nil, err
		}
		ids = append(ids, row.ID)
	}
	return ids, nil
}

// legacyQuery is one query of the first set (queries.json).
type legacyQuery struct {
	Group    string         `json:"group"`
	Q        string         `json:"q"`
	Fuzzy    bool           `json:"fuzzy"`
	Relevant map[string]int `json:"relevant"`
}

// readFirstSet reads the first set: 93 queries graded 1 or 2 by hand over
// the 182 postings of jobs.ndjson, measured on an index of their own (every
// graded posting counts as relevant).
func readFirstSet() ([]legacyQuery, []byte, error) {
	raw, err := files.ReadFile("queries.json")
	if err != nil {
		return nil, nil, err
	}
	var qs []legacyQuery
	if err := json.Unmarshal(raw, &qs); err != nil {
		return nil, nil, fmt.Errorf("queries.json: %w", err)
	}
	rows, err := files.ReadFile("jobs.ndjson")
	return qs, rows, err
}

// dropIndices deletes every index under prefix.
func dropIndices(client *opensearch.Client, prefix string) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	_, _ = client.Do(ctx, http.MethodDelete, "/"+prefix+"*?expand_wildcards=all", nil)
}
