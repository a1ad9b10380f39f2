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
// The event set (events/*.txt, events.go) is built the same way: works of
// 24 kinds written by three sources under names in three languages and two
// scripts, with each source's category slugs, at venues each source may
// name in another language, some the work of a person (persons.txt, named
// in the description) or performed in a language (said by the sessions or
// a note), quotations whose authors are
// written in either script, queries graded by eventGrade and quoteGrade
// before any search; its figures are checked against baseline-events.json.
//
// The blind sets, of events (blind-events/) and of postings (blind-jobs/),
// run by blind.go, were written and graded by hands that saw neither the
// code nor the word lists; they are run only on request (-set
// blind-events, -set blind-jobs), at the end of a round, and never tuned
// to. The second-hand sets (dev-events/, dev-jobs/ to
// dev-jobs8/) were written blind the same way, by other hands, and are
// tuned on (-set dev-events, -set dev-jobs, ...).
//
// Run from the repository root with OpenSearch up (make relevance):
//
//	go run ./scripts/relevance [-set jobs|events|all|dev-events|dev-jobs|dev-jobs2|dev-jobs3|dev-jobs4|dev-jobs5|dev-jobs6|dev-jobs7|dev-jobs8|blind-events|blind-jobs|blind-jobs2|blind-jobs3] [-v] [-check] [-write-baseline] [-judgments] [-dump DIR] [-keep] [-reuse]
package main

import (
	"context"
	"embed"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"readapi/internal/config"
	"readapi/internal/opensearch"
)

//go:embed corpus/*.txt queries.txt queries.json jobs.ndjson events/*.txt blind-*/*.ndjson blind-*/queries.txt dev-*/*.ndjson dev-*/queries.txt
var files embed.FS

// options are the command's flags.
type options struct {
	prefix, baseline, dump                 string
	eventBaseline, set                     string
	keep, verbose, check, write, judgments bool
	reuse                                  bool
}

func main() {
	var o options
	flag.StringVar(&o.prefix, "prefix", "relevance-", "INDEX_PREFIX of the benchmark's indices")
	flag.BoolVar(&o.keep, "keep", false, "keep the indices afterwards")
	flag.BoolVar(&o.reuse, "reuse", false, "events: search the indices a run with -keep left instead of loading again (when tuning q, not the data)")
	flag.BoolVar(&o.verbose, "v", false, "print every query's figures and first ten postings with their grades")
	flag.BoolVar(&o.check, "check", false, "exit 1 when overall nDCG@10 fell more than 0.01 below -baseline")
	flag.StringVar(&o.baseline, "baseline", "scripts/relevance/baseline.json", "the committed figures")
	flag.StringVar(&o.eventBaseline, "event-baseline", "scripts/relevance/baseline-events.json", "the committed figures of the event set")
	flag.StringVar(&o.set, "set", "all", "the judged sets to run: jobs, events or all; dev-events, dev-jobs to dev-jobs8 (second-hand, tuned on); blind-events, blind-jobs to blind-jobs3 (measured at the end of a round only, not in all)")
	flag.BoolVar(&o.write, "write-baseline", false, "write this run's figures to -baseline and -event-baseline")
	flag.BoolVar(&o.judgments, "judgments", false, "print every query's judgments (no search is run) and exit")
	flag.StringVar(&o.dump, "dump", "", "write the generated jobs.ndjson and truth.ndjson into this directory")
	flag.Parse()
	if len(o.prefix) < 4 || !strings.HasSuffix(o.prefix, "-") {
		fmt.Fprintln(os.Stderr, "relevance: -prefix must be at least 4 characters ending in - (every index under it is deleted)")
		os.Exit(2)
	}
	if err := run(o); err != nil {
		fmt.Fprintln(os.Stderr, "relevance:", err)
		os.Exit(1)
	}
}

func run(o options) error {
	set, err := buildSet()
	if err != nil {
		return err
	}
	if o.dump != "" {
		if err := set.dump(o.dump); err != nil {
			return err
		}
	}
	if o.judgments {
		set.printJudgments(os.Stdout)
		return nil
	}
	osCfg := config.FromEnv().OpenSearch()
	osCfg.RequestTimeout = time.Minute
	client, err := opensearch.New(osCfg)
	if err != nil {
		return err
	}
	if !o.keep {
		defer dropIndices(client, o.prefix)
	}
	switch o.set {
	case "jobs":
		return runJobs(set, client, o)
	case "events":
		return runEvents(context.Background(), client, o)
	case "all":
		return errors.Join(runJobs(set, client, o), runEvents(context.Background(), client, o))
	}
	if b, ok := blindSets[o.set]; ok {
		return runBlind(context.Background(), client, o, b)
	}
	return fmt.Errorf("-set is jobs, events, all or one of the blind and second-hand sets (%s), not %q", blindSetNames(), o.set)
}

// runJobs measures the job set and checks or writes its baseline.
func runJobs(set *judgedSet, client *opensearch.Client, o options) error {
	rep, err := set.evaluate(context.Background(), client, o.prefix, os.Stderr, o.verbose)
	if err != nil {
		return err
	}
	rep.print(os.Stdout)
	if o.write {
		if err := writeBaseline(rep, o.baseline); err != nil {
			return err
		}
		fmt.Printf("figures written to %s\n", o.baseline)
		return nil
	}
	if err := compare(rep, o.baseline, os.Stdout); err != nil {
		if o.check {
			return err
		}
		fmt.Println(err)
	}
	return nil
}
