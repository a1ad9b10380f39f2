// Command relevance measures how well `q` finds job postings. It loads a
// small hand-made multilingual fixture (jobs.ndjson: Azerbaijani, Russian
// and English postings with inflected titles, cross-language equivalents
// and unrelated near-misses) with `reindex load` under its own
// INDEX_PREFIX, runs the judged queries of queries.json (groups exact,
// morphology, synonyms and typos, each with the ids of its relevant
// postings, graded 2 or 1) and prints recall@25, precision@10 and nDCG@10
// per group, for the query the API builds today (order=relevance, and
// fuzzy=true for the typos) and for the query of before: every word
// exactly, in the folded fields, in date order.
//
// Precision@10 is the share of relevant rows among the first ten returned
// (among all returned when fewer; 0 when none). A typo is judged against
// the postings in the language of the misspelt word: synonyms cannot reach
// across languages from a misspelling.
//
// Run from the repository root with OpenSearch up:
//
//	go run ./scripts/relevance [-v] [-keep]
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"readapi/internal/config"
	"readapi/internal/opensearch"
	"readapi/search"
)

// judged is one query of queries.json.
type judged struct {
	Group    string         `json:"group"`
	Q        string         `json:"q"`
	Fuzzy    bool           `json:"fuzzy"`
	Relevant map[string]int `json:"relevant"`
}

// scores are one query's (or the mean of a group's) figures.
type scores struct{ recall, precision, ndcg float64 }

func main() {
	dir := flag.String("dir", "scripts/relevance", "directory of jobs.ndjson and queries.json")
	prefix := flag.String("prefix", "relevance-", "INDEX_PREFIX of the benchmark's indices")
	keep := flag.Bool("keep", false, "keep the indices afterwards")
	verbose := flag.Bool("v", false, "print every query's figures and top ten")
	flag.Parse()
	if err := run(*dir, *prefix, *keep, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "relevance:", err)
		os.Exit(1)
	}
}

func run(dir, prefix string, keep, verbose bool) error {
	var queries []judged
	raw, err := os.ReadFile(filepath.Join(dir, "queries.json"))
	if err != nil {
		return err
	}
	if err := json.Unmarshal(raw, &queries); err != nil {
		return fmt.Errorf("queries.json: %w", err)
	}
	titles, err := readTitles(filepath.Join(dir, "jobs.ndjson"))
	if err != nil {
		return err
	}
	env := config.FromEnv()
	osCfg := env.OpenSearch()
	osCfg.RequestTimeout = time.Minute
	client, err := opensearch.New(osCfg)
	if err != nil {
		return err
	}
	if !keep {
		defer client.Do(context.Background(), http.MethodDelete, "/"+prefix+"*", nil)
	}
	load := exec.Command("go", "run", "./cmd/reindex", "load", "--dataset", "jobs", "--input", filepath.Join(dir, "jobs.ndjson"))
	load.Env = append(os.Environ(), "INDEX_PREFIX="+prefix)
	load.Stdout, load.Stderr = io.Discard, os.Stderr
	if err := load.Run(); err != nil {
		return fmt.Errorf("reindex load: %w", err)
	}

	groups := []string{}
	before, after := map[string][]scores{}, map[string][]scores{}
	var strays []string
	misranked := 0
	for _, j := range queries {
		if !slices.Contains(groups, j.Group) {
			groups = append(groups, j.Group)
		}
		old, err := searchIDs(client, prefix, oldBody(j.Q))
		if err != nil {
			return err
		}
		body, err := newBody(j)
		if err != nil {
			return err
		}
		now, err := searchIDs(client, prefix, body)
		if err != nil {
			return err
		}
		b, a := measure(old, j.Relevant), measure(now, j.Relevant)
		before[j.Group], after[j.Group] = append(before[j.Group], b), append(after[j.Group], a)
		var unrelated []string
		for i, id := range now[:min(10, len(now))] {
			if j.Relevant[id] == 0 {
				unrelated = append(unrelated, fmt.Sprintf("%s %q", id, titles[id]))
				if slices.ContainsFunc(now[i:], func(id string) bool { return j.Relevant[id] > 0 }) {
					misranked++
				}
			}
		}
		if len(unrelated) > 0 {
			strays = append(strays, fmt.Sprintf("  %s %q: %s", j.Group, j.Q, strings.Join(unrelated, ", ")))
		}
		if verbose {
			fmt.Printf("%-10s %-24q before r%.2f p%.2f n%.2f  after r%.2f p%.2f n%.2f  top: %s\n", j.Group, j.Q,
				b.recall, b.precision, b.ndcg, a.recall, a.precision, a.ndcg, strings.Join(now[:min(10, len(now))], " "))
		}
	}

	fmt.Printf("%d judged queries over %d postings; before = every word exactly, folded, date order; after = order=relevance (fuzzy=true for typos)\n\n", len(queries), len(titles))
	fmt.Printf("%-12s %7s   %-15s %-15s %-15s\n", "", "", "recall@25", "precision@10", "nDCG@10")
	fmt.Printf("%-12s %7s   %-15s %-15s %-15s\n", "group", "queries", "before  after", "before  after", "before  after")
	var allBefore, allAfter []scores
	for _, g := range groups {
		printRow(g, before[g], after[g])
		allBefore, allAfter = append(allBefore, before[g]...), append(allAfter, after[g]...)
	}
	printRow("overall", allBefore, allAfter)
	fmt.Printf("\nunrelated postings ranked above a relevant one (after): %d\n", misranked)
	fmt.Printf("queries with an unrelated posting in the top 10 (after): %d\n", len(strays))
	for _, s := range strays {
		fmt.Println(s)
	}
	return nil
}

func printRow(name string, before, after []scores) {
	b, a := mean(before), mean(after)
	fmt.Printf("%-12s %7d   %.3f   %.3f   %.3f   %.3f   %.3f   %.3f\n", name, len(before), b.recall, a.recall, b.precision, a.precision, b.ndcg, a.ndcg)
}

func mean(s []scores) scores {
	var m scores
	for _, x := range s {
		m.recall += x.recall / float64(len(s))
		m.precision += x.precision / float64(len(s))
		m.ndcg += x.ndcg / float64(len(s))
	}
	return m
}

// measure computes one query's figures from the ids returned, best first.
func measure(ids []string, relevant map[string]int) scores {
	var s scores
	found := 0
	for _, id := range ids[:min(25, len(ids))] {
		if relevant[id] > 0 {
			found++
		}
	}
	s.recall = float64(found) / float64(len(relevant))
	top := ids[:min(10, len(ids))]
	hits, dcg := 0, 0.0
	for i, id := range top {
		if g := relevant[id]; g > 0 {
			hits++
			dcg += gain(g, i)
		}
	}
	if len(top) > 0 {
		s.precision = float64(hits) / float64(len(top))
	}
	var grades []int
	for _, g := range relevant {
		grades = append(grades, g)
	}
	slices.Sort(grades)
	slices.Reverse(grades)
	ideal := 0.0
	for i, g := range grades[:min(10, len(grades))] {
		ideal += gain(g, i)
	}
	s.ndcg = dcg / ideal
	return s
}

func gain(grade, rank int) float64 {
	return (math.Pow(2, float64(grade)) - 1) / math.Log2(float64(rank)+2)
}

// newBody is the request the API builds for the query.
func newBody(j judged) ([]byte, error) {
	params := url.Values{"q": {j.Q}, "order": {search.OrderRelevance}, "limit": {"25"}}
	if j.Fuzzy {
		params.Set("fuzzy", "true")
	}
	q, err := search.ParseQuery(search.Env{Ctx: context.Background(), Dataset: search.Jobs}, search.NewSigner("relevance"), params)
	if err != nil {
		return nil, err
	}
	return q.Body(false)
}

// oldBody is the request of before stemming and synonyms: every word of q
// across the folded fields, in the default order.
func oldBody(q string) []byte {
	body, _ := json.Marshal(map[string]any{
		"size": 25,
		"query": map[string]any{"bool": map[string]any{"filter": []any{map[string]any{"multi_match": map[string]any{
			"query": q, "fields": search.Jobs.FullText, "type": "cross_fields", "operator": "and"}}}}},
		"sort": []any{
			map[string]any{"posted_at": map[string]any{"order": "desc", "missing": "_last"}},
			map[string]any{search.Tiebreaker: map[string]any{"order": "desc"}},
		},
	})
	return body
}

func searchIDs(client *opensearch.Client, prefix string, body []byte) ([]string, error) {
	data, err := client.Search(context.Background(), prefix+"jobs", body)
	if err != nil {
		return nil, err
	}
	var resp struct {
		Hits struct {
			Hits []struct {
				ID string `json:"_id"`
			} `json:"hits"`
		} `json:"hits"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		return nil, err
	}
	var ids []string
	for _, h := range resp.Hits.Hits {
		ids = append(ids, h.ID)
	}
	return ids[:min(25, len(ids))], nil
}

// readTitles maps each posting of the fixture to its title.
func readTitles(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	titles := map[string]string{}
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		var row struct{ ID, Title string }
		if err := json.Unmarshal(lines.Bytes(), &row); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		titles[row.ID] = row.Title
	}
	return titles, lines.Err()
}
