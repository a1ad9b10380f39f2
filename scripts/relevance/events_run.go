package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/reindex"
	"readapi/search"
	"readapi/search/engine"
)

// eventSet is the generated event corpus, the quotations, the queries and
// their grades.
type eventSet struct {
	corpus  *eventCorpus
	events  []map[string]any
	quotes  []map[string]any
	queries []eventQuery
	grades  []map[string]int
	titles  map[string]string
	// reuse searches the indices a run kept (-keep) instead of loading
	// again, when they are there (-reuse: tuning q, not the data).
	reuse bool
}

// buildEventSet generates the events and grades every row for every
// query; nothing here searches.
func buildEventSet() (*eventSet, error) {
	c, err := readEventCorpus(files)
	if err != nil {
		return nil, err
	}
	qs, err := readEventQueries(files, c)
	if err != nil {
		return nil, err
	}
	s := &eventSet{corpus: c, queries: qs, titles: map[string]string{}}
	var truth []eventTruth
	s.events, truth = c.generateEvents()
	s.quotes = c.quoteRows()
	for _, t := range truth {
		s.titles[t.id] = t.name
	}
	for i, q := range c.quotes {
		s.titles[fmt.Sprintf("judged:%03d", i)] = q.written + ": " + q.text
	}
	for _, j := range qs {
		grades := map[string]int{}
		if j.intent.quotes() {
			for i, q := range c.quotes {
				if g := quoteGrade(j.intent, q); g > 0 {
					grades[fmt.Sprintf("judged:%03d", i)] = g
				}
			}
		} else {
			for _, t := range truth {
				if g := c.eventGrade(j.intent, t); g > 0 {
					grades[t.id] = g
				}
			}
		}
		s.grades = append(s.grades, grades)
	}
	return s, nil
}

// ndjson is rows as a `reindex load` input.
func ndjson(rows []map[string]any) []byte {
	var b bytes.Buffer
	for _, r := range rows {
		line, _ := json.Marshal(r)
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// evaluate loads the events and quotations under prefix, runs every query
// and returns the table.
func (s *eventSet) evaluate(ctx context.Context, client *opensearch.Client, prefix string, progress io.Writer, verbose bool) (*report, error) {
	if err := s.load(ctx, client, prefix, progress); err != nil {
		return nil, err
	}
	reqs := make([]request, len(s.queries))
	for i, j := range s.queries {
		reqs[i] = request{j.q, j.fuzzy, readapi.Events}
		if j.intent.quotes() {
			reqs[i].dataset = readapi.Quotes
		}
	}
	// A query the engine fails counts as finding nothing, and fails the run
	// once the figures are printed.
	answers, failed := runAll(ctx, engine.New(client, prefix, search.NewSigner("relevance")), reqs)
	rep := &report{Postings: len(s.events), order: eventGroups,
		what: fmt.Sprintf("generated events (and %d quotations)", len(s.quotes))}
	groups := make([]string, len(s.queries))
	for i, j := range s.queries {
		groups[i] = j.group
	}
	// The overall figures are the event queries'; the quote groups stand apart.
	events := func(i int) bool { return !s.queries[i].intent.quotes() }
	rep.Groups, rep.Overall = table(groups, answers, s.grades, events, func(i int, sc scores) {
		if verbose {
			s.printQuery(progress, s.queries[i], answers[i], s.grades[i], sc)
		}
	})
	return rep, failed
}

// load loads the events and quotations under prefix, unless reuse finds
// them loaded.
func (s *eventSet) load(ctx context.Context, client *opensearch.Client, prefix string, progress io.Writer) error {
	if s.reuse {
		ev, err1 := client.AliasTargets(ctx, prefix+"events")
		qu, err2 := client.AliasTargets(ctx, prefix+"quotes")
		if err1 == nil && err2 == nil && len(ev) > 0 && len(qu) > 0 {
			fmt.Fprintf(progress, "searching the kept %s and %s\n", ev[0], qu[0])
			return nil
		}
	}
	start := time.Now()
	l := &reindex.Loader{Client: client, Prefix: prefix, Keep: 1}
	if _, err := l.Load(ctx, "events", bytes.NewReader(ndjson(s.events))); err != nil {
		return fmt.Errorf("reindex load events: %w", err)
	}
	if _, err := l.Load(ctx, "quotes", bytes.NewReader(ndjson(s.quotes))); err != nil {
		return fmt.Errorf("reindex load quotes: %w", err)
	}
	fmt.Fprintf(progress, "loaded %d events and %d quotations in %s\n", len(s.events), len(s.quotes), time.Since(start).Round(time.Millisecond))
	return nil
}

func (s *eventSet) printQuery(w io.Writer, j eventQuery, ids []string, grades map[string]int, sc scores) {
	var top []string
	for _, id := range ids[:min(10, len(ids))] {
		top = append(top, fmt.Sprintf("%d %q", grades[id], s.titles[id]))
	}
	fmt.Fprintf(w, "%-8s %-30q nDCG %.2f P %.2f R %.2f\n    %s\n", j.group, j.q, sc.ndcg, sc.precision, sc.recall, strings.Join(top, ", "))
}

// runEvents measures the event set and checks or writes its baseline.
func runEvents(ctx context.Context, client *opensearch.Client, o options) error {
	set, err := buildEventSet()
	if err != nil {
		return err
	}
	set.reuse = o.reuse
	rep, failed := set.evaluate(ctx, client, o.prefix+"ev-", os.Stderr, o.verbose)
	if rep == nil {
		return failed
	}
	rep.print(os.Stdout)
	if failed != nil {
		return failed
	}
	fmt.Fprintln(os.Stdout, "(overall: the event queries; the quote groups are printed apart)")
	if o.write {
		return writeBaseline(rep, o.eventBaseline)
	}
	if err := compare(rep, o.eventBaseline, os.Stdout); err != nil {
		if o.check {
			return err
		}
		fmt.Fprintln(os.Stdout, err)
	}
	return nil
}
