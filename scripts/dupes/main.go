// Command dupes measures the grouping of copies (package dupes) against
// the generator's truth (gendata.EachJob): it generates the jobs of a
// seed, groups them by the rule, and prints the pairwise precision (of
// the pairs of rows grouped together, the share that publish one vacancy)
// and recall (of the pairs that publish one vacancy, the share grouped
// together), with the grouping's time. `make dupes` runs it.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"readapi/internal/dupes"
	"readapi/internal/gendata"
)

func main() {
	seed := flag.Uint64("seed", 1, "generator seed")
	jobs := flag.Int("jobs", 100_000, "job rows")
	misses := flag.Int("misses", 5, "pairs grouped against the truth, and missed, to print")
	copies := flag.Bool("copies", true, "generate with gendata's copies and near misses (gendata --copies)")
	flag.Parse()
	if err := run(*seed, *jobs, *copies, *misses); err != nil {
		fmt.Fprintln(os.Stderr, "dupes:", err)
		os.Exit(1)
	}
}

func run(seed uint64, n int, copies bool, show int) error {
	g := gendata.New(seed)
	if copies {
		g.WithCopies()
	}
	types := g.JobSourceTypes()
	var postings []dupes.Posting
	var truth []string
	err := g.EachJob(n, func(j *gendata.Job, vacancy string) error {
		p := dupes.Posting{ID: j.ID, Title: j.Title, Description: j.Description, URL: j.URL, Active: j.Active, SourceType: types[j.Source]}
		if j.Company != nil {
			name := j.Company.Name
			p.Company = &name
		}
		p.FirstSeen, _ = time.Parse(time.RFC3339, j.FirstSeenAt)
		postings = append(postings, p)
		truth = append(truth, vacancy)
		return nil
	})
	if err != nil {
		return err
	}
	t0 := time.Now()
	groups := dupes.Group(postings)
	took := time.Since(t0)

	byGroup, byVacancy, byBoth := map[string]int64{}, map[string]int64{}, map[[2]string]int64{}
	for i, a := range groups {
		byGroup[a.Group]++
		byVacancy[truth[i]]++
		byBoth[[2]string{a.Group, truth[i]}]++
	}
	grouped, same, both := pairs(byGroup), pairs(byVacancy), pairs(byBoth)
	fmt.Printf("jobs %d (seed %d, copies %v): %d groups of two or more holding %d rows; %d vacancies published more than once\n",
		n, seed, copies, multi(byGroup), rowsIn(byGroup), multi(byVacancy))
	fmt.Printf("pairs grouped %d, pairs of one vacancy %d, both %d\n", grouped, same, both)
	fmt.Printf("precision %.4f  recall %.4f  (grouping took %s, %.0f rows/s)\n",
		ratio(both, grouped), ratio(both, same), took.Round(time.Millisecond), float64(n)/took.Seconds())
	printMisses(postings, groups, truth, show)
	return nil
}

// printMisses prints a few pairs grouped that publish different
// vacancies, and pairs of one vacancy left apart.
func printMisses(postings []dupes.Posting, groups []dupes.Assignment, truth []string, show int) {
	firstOfGroup, firstOfVacancy := map[string]int{}, map[string]int{}
	wrong, missed := 0, 0
	for i := range postings {
		if j, ok := firstOfGroup[groups[i].Group]; ok && truth[j] != truth[i] && wrong < show {
			wrong++
			fmt.Printf("grouped, not one vacancy: %s | %s\n", describe(postings[j]), describe(postings[i]))
		} else if !ok {
			firstOfGroup[groups[i].Group] = i
		}
		if j, ok := firstOfVacancy[truth[i]]; ok && groups[j].Group != groups[i].Group && missed < show {
			missed++
			fmt.Printf("one vacancy, not grouped: %s | %s\n", describe(postings[j]), describe(postings[i]))
		} else if !ok {
			firstOfVacancy[truth[i]] = i
		}
	}
}

func describe(p dupes.Posting) string {
	company, desc, url := "-", "-", "-"
	if p.Company != nil {
		company = *p.Company
	}
	if p.Description != nil {
		desc = fmt.Sprintf("%d shingles", len(dupes.Shingles(*p.Description)))
	}
	if p.URL != nil {
		url = *p.URL
	}
	return fmt.Sprintf("%s %q %q %s %s", p.ID, p.Title, company, desc, url)
}

func pairs[K comparable](counts map[K]int64) int64 {
	var n int64
	for _, c := range counts {
		n += c * (c - 1) / 2
	}
	return n
}

func multi[K comparable](counts map[K]int64) int {
	n := 0
	for _, c := range counts {
		if c > 1 {
			n++
		}
	}
	return n
}

func rowsIn[K comparable](counts map[K]int64) int64 {
	var n int64
	for _, c := range counts {
		if c > 1 {
			n += c
		}
	}
	return n
}

func ratio(a, b int64) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}
