// Command relevance measures how well `q` finds job postings, on a judged
// set built blind.
//
// The corpus is generated at run time by a deterministic program
// (generate.go) from hand-written parts (corpus/*.txt: titles of 57
// occupations in Azerbaijani, Russian and English with their colloquial
// spellings, employers, cities, description sentences). Each posting's
// ground truth (occupation, seniority, city, employer sector, schedule,
// licence category, ...) is decided with the words that say it and is never
// written into the row. Each query of queries.txt carries its searcher's
// intent; the grade of every posting for every query follows the written
// rule of judge.go (grade) from intent and truth alone, before and without
// any search. The postings are loaded with `reindex load` under their own
// INDEX_PREFIX, every query is sent through the engine the API serves from
// (order=relevance, limit 25, fuzzy=true where the query says so), and the
// figures are printed per group: nDCG@10, P@10, R@25 and the number of
// queries where an unrelated (grade-0) posting ranks above a graded one.
// The first, smaller set (queries.json over the hand-written jobs.ndjson)
// is measured on its own index and printed below the table.
//
// Run from the repository root with OpenSearch up (make relevance):
//
//	go run ./scripts/relevance [-v] [-check] [-write-baseline] [-judgments] [-dump DIR]
package main

import (
	"context"
	"embed"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"readapi/internal/config"
	"readapi/internal/opensearch"
)

//go:embed corpus/*.txt queries.txt queries.json jobs.ndjson
var files embed.FS

func main() {
	prefix := flag.String("prefix", "relevance-", "INDEX_PREFIX of the benchmark's indices")
	keep := flag.Bool("keep", false, "keep the indices afterwards")
	verbose := flag.Bool("v", false, "print every query's figures and first ten postings with their grades")
	check := flag.Bool("check", false, "exit 1 when overall nDCG@10 fell more than 0.01 below -baseline")
	baseline := flag.String("baseline", "scripts/relevance/baseline.json", "the committed figures")
	write := flag.Bool("write-baseline", false, "write this run's figures to -baseline")
	judgments := flag.Bool("judgments", false, "print every query's judgments (no search is run) and exit")
	dump := flag.String("dump", "", "write the generated jobs.ndjson and truth.ndjson into this directory")
	flag.Parse()
	if len(*prefix) < 4 || !strings.HasSuffix(*prefix, "-") {
		fmt.Fprintln(os.Stderr, "relevance: -prefix must be at least 4 characters ending in - (every index under it is deleted)")
		os.Exit(2)
	}
	if err := run(*prefix, *keep, *verbose, *check, *baseline, *write, *judgments, *dump); err != nil {
		fmt.Fprintln(os.Stderr, "relevance:", err)
		os.Exit(1)
	}
}

func run(prefix string, keep, verbose, check bool, baseline string, write, judgments bool, dump string) error {
	set, err := buildSet()
	if err != nil {
		return err
	}
	if dump != "" {
		if err := set.dump(dump); err != nil {
			return err
		}
	}
	if judgments {
		set.printJudgments(os.Stdout)
		return nil
	}
	osCfg := config.FromEnv().OpenSearch()
	osCfg.RequestTimeout = time.Minute
	client, err := opensearch.New(osCfg)
	if err != nil {
		return err
	}
	ctx := context.Background()
	if !keep {
		defer dropIndices(client, prefix)
	}
	var out io.Writer = os.Stdout
	rep, err := set.evaluate(ctx, client, prefix, os.Stderr, verbose)
	if err != nil {
		return err
	}
	rep.print(out)
	if write {
		if err := writeBaseline(rep, baseline); err != nil {
			return err
		}
		fmt.Fprintf(out, "figures written to %s\n", baseline)
		return nil
	}
	if err := compare(rep, baseline, out); err != nil && check {
		return err
	} else if err != nil {
		fmt.Fprintln(out, err)
	}
	return nil
}
