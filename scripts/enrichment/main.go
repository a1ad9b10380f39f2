// Command enrichment measures the enricher (internal/enrich) against a
// hand-labelled sample: it derives every row of the sample and prints, per
// derived field, its precision (of the rows given a value, the share the
// labeller gave the same) and coverage (of the rows the labeller could
// label, the share given a value). Run it from the module's root:
//
//	go run ./scripts/enrichment -dataset events
//
// The sample of a dataset is testdata/DATASET/ (rows in the snapshot row
// format, labels one JSON object a line keyed by "id"); the vocabularies
// are read from mappings/vocabularies.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// modes are the datasets measured, each a function of the sample's files.
var modes = map[string]func(rows, labels string, verbose bool, w io.Writer) error{
	"events": runEvents,
}

func main() {
	dataset := flag.String("dataset", "", "the dataset measured: "+strings.Join(modeNames(), ", "))
	dir := flag.String("dir", "scripts/enrichment/testdata", "the samples' folder (DATASET/ under it)")
	rows := flag.String("rows", "", "the rows (default DIR/DATASET/DATASET.ndjson)")
	labels := flag.String("labels", "", "the labels (default DIR/DATASET/labels.ndjson)")
	verbose := flag.Bool("v", false, "print every row a field disagrees on")
	flag.Parse()
	run, ok := modes[*dataset]
	if !ok {
		fmt.Fprintf(os.Stderr, "enrichment: -dataset is one of %s\n", strings.Join(modeNames(), ", "))
		os.Exit(2)
	}
	if *rows == "" {
		*rows = filepath.Join(*dir, *dataset, *dataset+".ndjson")
	}
	if *labels == "" {
		*labels = filepath.Join(*dir, *dataset, "labels.ndjson")
	}
	if err := run(*rows, *labels, *verbose, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "enrichment:", err)
		os.Exit(1)
	}
}

func modeNames() []string {
	var names []string
	for name := range modes {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}
