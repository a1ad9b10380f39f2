// Command qwalk counts how often following q through package search enters
// each of its files: the structure goal of the search pipeline (syntax,
// then each word classified once, then the clauses built from that) is
// that the walk enters every file at most twice.
//
// The walk starts where ParseQuery reads q: its text step (parseText keeps
// q's values) and its textClauses step, whose loop over those values
// carries them on. From there it follows, in source order, every call to a
// function of the package one of whose arguments (or receiver) carries q:
// mentions a variable that holds q's values or something computed from
// them, and is of one of the types named on the command line. Each function
// is walked at its first such call, and again only when a later call passes
// q in a parameter the earlier walks had not; every call is a stop. Calls
// are resolved by type checking the package (its imports read from
// source), so methods of different types never collide; a call through
// a parameter of function type is followed to the function the caller
// passed, and one through a local variable to the package function it was
// assigned. A closure's body is walked where it is written.
//
// An entry is a call into a file other than the previous call's file;
// returns are not counted. qwalk prints the entries, the files entered,
// how many entries went back into a file already left, and the entries
// per file; with -v it also prints the stops in order.
//
// walk_test.go walks package search with the types that carry q there
// (qCarriers) and fails when a file is entered more than twice.
//
// Usage:
//
//	go run ./scripts/qwalk [-v] search string '[]string' '*Query' qClasses ...
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	verbose := flag.Bool("v", false, "print the stops in order")
	flag.Parse()
	if flag.NArg() < 2 {
		fmt.Fprintln(os.Stderr, "usage: qwalk [-v] <search dir> <type>...")
		os.Exit(2)
	}
	w, err := walkQ(flag.Arg(0), flag.Args()[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "qwalk:", err)
		os.Exit(1)
	}
	fmt.Print(w.report())
	if *verbose {
		for _, s := range w.stops {
			fmt.Printf("%s:%s\n", s.file, s.fn)
		}
	}
}
