// Command gendata writes a synthetic, realistic data set: one snapshot file
// per dataset plus sources.ndjson, ready for `reindex load` and `reindex
// sources`. The same seed gives the same bytes.
//
//	gendata --out DIR [--seed N] [--jobs N] [--events N] [--quotes N] [--rate-days N] [--reachability N] [--copies]
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"readapi/internal/gendata"
)

func main() {
	err := run(os.Args[1:], os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "gendata: %v\n", err)
		os.Exit(2)
	}
}

func run(args []string, stderr io.Writer) error {
	d := gendata.Defaults
	fs := flag.NewFlagSet("gendata", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "", "directory to write the files into (created when missing; required)")
	seed := fs.Uint64("seed", d.Seed, "random seed; the same seed gives the same bytes")
	opts := gendata.Options{Progress: stderr}
	fs.IntVar(&opts.Jobs, "jobs", d.Jobs, "job postings")
	fs.IntVar(&opts.Events, "events", d.Events, "events")
	fs.IntVar(&opts.Quotes, "quotes", d.Quotes, "quotations (half curated, half archive)")
	fs.IntVar(&opts.RateDays, "rate-days", d.RateDays, "days of daily rate bulletins (42 rows a day)")
	fs.IntVar(&opts.Reachability, "reachability", d.Reachability, "reachability records")
	fs.BoolVar(&opts.Copies, "copies", false, "add copies of job postings (reposts, near-identical bodies) and near misses")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: gendata --out DIR [flags]\n\nWrites %s into DIR.\n\nFlags:\n",
			strings.Join(gendata.Files, ", "))
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *out == "" {
		fs.Usage()
		return errors.New("--out is required")
	}
	opts.Seed = *seed
	if err := gendata.Write(*out, opts); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "gendata: data set written to %s\n", filepath.Clean(*out))
	return nil
}
