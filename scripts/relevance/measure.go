package main

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
)

// scores are one query's figures, or the mean of several.
type scores struct {
	ndcg, precision, recall float64
	// misranked: a grade-0 posting is returned above a graded one.
	misranked bool
}

// measure computes one query's figures from the ids returned, best first.
// A posting counts as relevant in P@10 and R@25 from grade threshold on;
// nDCG@10 uses every grade (gain 2^grade - 1). P@10 divides by 10 whatever
// was returned; R@25 divides by the relevant postings the first 25 can hold
// (at most 25).
func measure(ids []string, grades map[string]int, threshold int) scores {
	relevant := 0
	var all []int
	for _, g := range grades {
		if g >= threshold {
			relevant++
		}
		if g > 0 {
			all = append(all, g)
		}
	}
	var s scores
	hits := func(n int) int {
		c := 0
		for _, id := range ids[:min(n, len(ids))] {
			if grades[id] >= threshold {
				c++
			}
		}
		return c
	}
	s.precision = float64(hits(10)) / 10
	if relevant > 0 {
		s.recall = float64(hits(25)) / float64(min(25, relevant))
	}
	dcg := 0.0
	for i, id := range ids[:min(10, len(ids))] {
		dcg += gain(grades[id], i)
	}
	slices.Sort(all)
	slices.Reverse(all)
	ideal := 0.0
	for i, g := range all[:min(10, len(all))] {
		ideal += gain(g, i)
	}
	if ideal > 0 {
		s.ndcg = dcg / ideal
	}
	graded := false
	for i := len(ids) - 1; i >= 0; i-- {
		if grades[ids[i]] > 0 {
			graded = true
		} else if graded {
			s.misranked = true
			break
		}
	}
	return s
}

func gain(grade, rank int) float64 {
	return (math.Pow(2, float64(grade)) - 1) / math.Log2(float64(rank)+2)
}

// best is the ranking a perfect engine returns: every graded posting, the
// highest grades first.
func best(grades map[string]int) []string {
	var ids []string
	for id := range grades {
		ids = append(ids, id)
	}
	slices.SortFunc(ids, func(a, b string) int {
		if grades[a] != grades[b] {
			return grades[b] - grades[a]
		}
		return cmp.Compare(a, b)
	})
	return ids
}

// figures are a group's means, as printed and as committed in baseline.json.
type figures struct {
	Queries   int     `json:"queries"`
	NDCG      float64 `json:"ndcg10"`
	Precision float64 `json:"p10"`
	Recall    float64 `json:"r25"`
	// Misranked counts the queries where a grade-0 posting ranks above a graded one.
	Misranked int `json:"zero_above_graded"`
	// BestPrecision is the P@10 a perfect ranking would reach.
	BestPrecision float64 `json:"best_p10"`
}

func summarise(got, ideal []scores) figures {
	f := figures{Queries: len(got)}
	for i, s := range got {
		n := float64(len(got))
		f.NDCG += s.ndcg / n
		f.Precision += s.precision / n
		f.Recall += s.recall / n
		f.BestPrecision += ideal[i].precision / n
		if s.misranked {
			f.Misranked++
		}
	}
	f.NDCG, f.Precision, f.Recall, f.BestPrecision = round3(f.NDCG), round3(f.Precision), round3(f.Recall), round3(f.BestPrecision)
	return f
}

// table measures each query's answer against its grades (relevant from
// grade 2) and sums the figures per group (groups[i] is query i's) and
// overall, over the queries inOverall counts; seen is handed every query's
// scores.
func table(groups []string, answers [][]string, grades []map[string]int, inOverall func(int) bool, seen func(int, scores)) (map[string]figures, figures) {
	got, ideal := map[string][]scores{}, map[string][]scores{}
	var all, allIdeal []scores
	for i, g := range groups {
		sc, top := measure(answers[i], grades[i], 2), measure(best(grades[i]), grades[i], 2)
		got[g], ideal[g] = append(got[g], sc), append(ideal[g], top)
		if inOverall(i) {
			all, allIdeal = append(all, sc), append(allIdeal, top)
		}
		seen(i, sc)
	}
	byGroup := map[string]figures{}
	for g := range got {
		byGroup[g] = summarise(got[g], ideal[g])
	}
	return byGroup, summarise(all, allIdeal)
}

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

// report is a run's table.
type report struct {
	Postings int                `json:"postings"`
	Groups   map[string]figures `json:"groups"`
	Overall  figures            `json:"overall"`
	// Legacy is the first, smaller set (queries.json over jobs.ndjson),
	// measured on its own index and outside Overall.
	Legacy figures `json:"legacy"`
	// order lists the groups as the table prints them (groups when nil).
	order []struct{ key, name string }
	// what names the rows and the set in the table's heading.
	what string
}

func (r *report) print(w io.Writer) {
	order, what := groups, "generated postings"
	if r.order != nil {
		order, what = r.order, r.what
	}
	fmt.Fprintf(w, "%d judged queries over %d %s, order=relevance (fuzzy=true for the typos)\n\n", r.Overall.Queries, r.Postings, what)
	fmt.Fprintf(w, "| %-34s | %7s | %7s | %5s | %5s | %14s | %9s |\n", "group", "queries", "nDCG@10", "P@10", "R@25", "0 above graded", "best P@10")
	fmt.Fprintf(w, "|%s|%s|%s|%s|%s|%s|%s|\n", dashes(36), dashes(9), dashes(9), dashes(7), dashes(7), dashes(16), dashes(11))
	row := func(name string, f figures) {
		fmt.Fprintf(w, "| %-34s | %7d | %7.3f | %5.3f | %5.3f | %14d | %9.3f |\n", name, f.Queries, f.NDCG, f.Precision, f.Recall, f.Misranked, f.BestPrecision)
	}
	for _, g := range order {
		if f, ok := r.Groups[g.key]; ok {
			row(g.name, f)
		}
	}
	row("**overall**", r.Overall)
	if r.Legacy.Queries > 0 {
		row("first set (own 182 postings)", r.Legacy)
	}
	fmt.Fprintln(w)
}

func dashes(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = '-'
	}
	return string(b)
}

// tolerance is how far overall nDCG@10 may fall below the committed figure.
const tolerance = 0.01

// compare checks a run against the committed baseline: an error when the
// overall nDCG@10 fell by more than the tolerance.
func compare(r *report, path string, w io.Writer) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("baseline: %w (write one with -write-baseline)", err)
	}
	var base report
	if err := json.Unmarshal(raw, &base); err != nil {
		return fmt.Errorf("baseline %s: %w", path, err)
	}
	fmt.Fprintf(w, "overall nDCG@10 %.3f, committed %.3f (%s)\n", r.Overall.NDCG, base.Overall.NDCG, path)
	if r.Overall.NDCG < base.Overall.NDCG-tolerance {
		return fmt.Errorf("RELEVANCE REGRESSION: overall nDCG@10 fell from %.3f to %.3f (more than %.2f below the committed figure)",
			base.Overall.NDCG, r.Overall.NDCG, tolerance)
	}
	if r.Overall.NDCG > base.Overall.NDCG+tolerance {
		fmt.Fprintln(w, "overall nDCG@10 is above the committed figure: commit the new figures with -write-baseline")
	}
	return nil
}

func writeBaseline(r *report, path string) error {
	raw, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(raw, '\n'), 0o644)
}
