// Package gendata generates the synthetic demo data set: one snapshot file
// per dataset, in the shape `reindex load` takes (every key of the spec's
// field table, null where unknown, left out only where the spec says
// ABSENT), plus the source registry for `reindex sources`.
//
// The same seed always gives the same bytes: each dataset and the source
// catalog draw from their own stream seeded from the seed, and every instant
// is measured from the fixed Reference, never the clock. Rows are generated
// and written one at a time, so memory stays flat however many are asked.
package gendata

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"
)

// Reference is the instant the data set describes: the latest scrapes,
// probes and bulletins happened just before it.
var Reference = time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)

// baku is Asia/Baku: UTC+4 all year, no daylight saving time.
var baku = time.FixedZone("Asia/Baku", 4*60*60)

// Options are the sizes of one data set.
type Options struct {
	Seed         uint64
	Jobs         int // job rows
	Events       int // event rows
	Quotes       int // quotations, half curated and half archive
	RateDays     int // days of the dense daily rates series (42 rows a day)
	Reachability int // reachability records
	// Copies adds to the jobs realistic copies of postings (same-board
	// reposts, near-identical bodies on other boards) and near misses
	// that are not copies, with EachJob's truth; off, the rows are those
	// of earlier releases, byte for byte.
	Copies bool
	// Progress receives a line every progressEvery rows of a file and when
	// a file is done; nil is silent.
	Progress io.Writer
}

// Defaults are the sizes used when none are given.
var Defaults = Options{Seed: 1, Jobs: 20000, Events: 2000, Quotes: 5000, RateDays: 365, Reachability: 500}

// Files are the files Write produces, in the order it writes them.
var Files = []string{"jobs.ndjson", "events.ndjson", "quotes.ndjson", "rates.ndjson", "genome.ndjson",
	"reachability.ndjson", "sources.ndjson"}

const progressEvery = 100_000

// Generator produces the data set of one seed.
type Generator struct {
	seed       uint64
	now        time.Time
	jobSources []*jobSource
	companies  []company
	progress   io.Writer
	copies     bool
}

// New returns the generator of the given seed.
func New(seed uint64) *Generator {
	return &Generator{seed: seed, now: Reference, jobSources: newJobSources(seed, Reference), companies: newCompanies(seed)}
}

// WithCopies makes the generator add copies and near misses to the jobs
// (see Options.Copies).
func (g *Generator) WithCopies() *Generator {
	g.copies = true
	return g
}

// Write writes every file of the data set into dir, creating dir when
// needed. Each file is written under a temporary name and renamed when
// complete, so a failed run leaves no truncated file behind.
func Write(dir string, o Options) error {
	counts := []struct {
		flag string
		n    int
	}{{"jobs", o.Jobs}, {"events", o.Events}, {"quotes", o.Quotes}, {"rate-days", o.RateDays}, {"reachability", o.Reachability}}
	for _, c := range counts {
		if c.n < 0 {
			return fmt.Errorf("gendata: --%s must not be negative (got %d)", c.flag, c.n)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("gendata: %w", err)
	}
	g := New(o.Seed)
	g.progress = o.Progress
	g.copies = o.Copies
	writers := map[string]func(io.Writer) error{
		"jobs.ndjson":         func(w io.Writer) error { return g.WriteJobs(w, o.Jobs) },
		"events.ndjson":       func(w io.Writer) error { return g.WriteEvents(w, o.Events) },
		"quotes.ndjson":       func(w io.Writer) error { return g.WriteQuotes(w, o.Quotes) },
		"rates.ndjson":        func(w io.Writer) error { return g.WriteRates(w, o.RateDays) },
		"genome.ndjson":       g.WriteGenome,
		"reachability.ndjson": func(w io.Writer) error { return g.WriteReachability(w, o.Reachability) },
		"sources.ndjson":      g.WriteSources,
	}
	for _, name := range Files {
		if err := writeFile(filepath.Join(dir, name), writers[name]); err != nil {
			return fmt.Errorf("gendata: %s: %w", name, err)
		}
	}
	return nil
}

func writeFile(path string, write func(io.Writer) error) (err error) {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	bw := bufio.NewWriterSize(f, 1<<20)
	if err := write(bw); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// WriteSources writes the source registry: every registered job source and
// the sources of the other datasets.
func (g *Generator) WriteSources(w io.Writer) error {
	s := g.sink(w, "sources")
	for _, src := range g.jobSources {
		if !src.registered() {
			continue
		}
		entry := src.registryEntry()
		if err := s.write(&entry); err != nil {
			return err
		}
	}
	for _, entry := range otherSources() {
		if err := s.write(&entry); err != nil {
			return err
		}
	}
	return s.done()
}

// sink encodes rows as NDJSON and reports progress.
type sink struct {
	enc      *json.Encoder
	name     string
	rows     int
	progress io.Writer
	started  time.Time
}

func (g *Generator) sink(w io.Writer, name string) *sink {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return &sink{enc: enc, name: name, progress: g.progress, started: time.Now()}
}

func (s *sink) write(row any) error {
	if err := s.enc.Encode(row); err != nil {
		return err
	}
	s.rows++
	if s.progress != nil && s.rows%progressEvery == 0 {
		fmt.Fprintf(s.progress, "gendata: %s: %d rows (%s)\n", s.name, s.rows, time.Since(s.started).Round(time.Millisecond))
	}
	return nil
}

func (s *sink) done() error {
	if s.progress != nil {
		fmt.Fprintf(s.progress, "gendata: %s: %d rows written in %s\n", s.name, s.rows, time.Since(s.started).Round(time.Millisecond))
	}
	return nil
}

// instant formats t as the spec writes timestamps: RFC 3339 in UTC.
func instant(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// bakuDate is the calendar date of t in Asia/Baku, as the spec writes dates.
func bakuDate(t time.Time) string { return t.In(baku).Format(time.DateOnly) }

// bakuMidnight is the start of t's day in Asia/Baku.
func bakuMidnight(t time.Time) time.Time {
	l := t.In(baku)
	return time.Date(l.Year(), l.Month(), l.Day(), 0, 0, 0, 0, baku)
}
