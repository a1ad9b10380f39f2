// Command enrichment measures the enricher (internal/enrich) against a
// hand-labelled sample: it reads the postings (snapshot rows, NDJSON) and
// their labels (NDJSON, one object per posting: its id and a label per
// field, null when the row does not say), derives every posting, and
// prints per field the precision (of the values derived, the share equal
// to the label) and the coverage (of the postings labelled non-null, the
// share derived equal to the label). Each dataset's mode lives in its own
// file and registers itself in modes.
//
//	go run ./scripts/enrichment -dataset jobs \
//	    -postings scripts/enrichment/testdata/jobs/postings.ndjson \
//	    -labels scripts/enrichment/testdata/jobs/labels.ndjson
package main

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
)

// mode measures one dataset: postings and labels are the files' paths;
// misses is how many disagreements per field to print; strict leaves out
// the postings whose label is flagged a judgement call.
type mode func(postings, labels string, misses int, strict bool) error

// modes are the datasets measured, by name.
var modes = map[string]mode{}

func main() {
	dataset := flag.String("dataset", "jobs", "the dataset of the sample")
	postings := flag.String("postings", "", "the sample's rows (NDJSON)")
	labels := flag.String("labels", "", "the sample's labels (NDJSON)")
	misses := flag.Int("misses", 0, "disagreements to print per field")
	strict := flag.Bool("strict", false, "leave out the postings whose label notes a judgement call")
	flag.Parse()
	run, ok := modes[*dataset]
	if !ok || *postings == "" || *labels == "" {
		var names []string
		for name := range modes {
			names = append(names, name)
		}
		slices.Sort(names)
		fmt.Fprintf(os.Stderr, "enrichment: -dataset (%s), -postings and -labels are required\n", strings.Join(names, ", "))
		os.Exit(2)
	}
	if err := run(*postings, *labels, *misses, *strict); err != nil {
		fmt.Fprintln(os.Stderr, "enrichment:", err)
		os.Exit(1)
	}
}
