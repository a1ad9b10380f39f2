package main

import (
	"fmt"
	"slices"
	"testing"
)

// qCarriers are the types of package search whose values carry q: its
// text, its syntax, its classified words and the query built from it.
var qCarriers = []string{"string", "[]string", "*Query",
	"qSyntax", "qTerm", "[]qTerm", "[][]qTerm", "qToken", "[]qToken",
	"qClasses", "*qClasses", "qWord", "[]qWord", "[][]qWord", "wordForms",
	"qRun", "[]qRun", "latinReadings"}

// TestEachFileEnteredAtMostTwice holds the structure of package search:
// following q from ParseQuery through the calls that pass it on reads as
// stages in files (syntax, each word classified once, the clauses built
// from that), so no file is entered more than twice.
func TestEachFileEnteredAtMostTwice(t *testing.T) {
	w, err := walkQ("../../search", qCarriers)
	if err != nil {
		t.Fatal(err)
	}
	// the walk reaches every stage, or it proves nothing
	for _, fn := range []string{"parseSyntax", "classify", "wordSet.classifyTerm", "textClause", "wordClause", "demote"} {
		if !slices.ContainsFunc(w.stops, func(s stop) bool { return s.fn == fn }) {
			t.Errorf("the walk never reaches %s", fn)
		}
	}
	counts, _ := w.entries()
	for _, c := range counts {
		if c.entries > 2 {
			t.Errorf("%s is entered %d times (at most 2)", c.file, c.entries)
		}
	}
	if t.Failed() {
		t.Log("\n" + w.report())
	}
}

// TestWalkFollowsTypesAndFunctionValues walks a small pipeline whose
// calls are known: a method and a function of the same name are told
// apart, a call through a function value is followed, a call carrying no
// q is no stop.
func TestWalkFollowsTypesAndFunctionValues(t *testing.T) {
	w, err := walkQ("testdata/pipeline", []string{"string", "[]string", "*Query", "classes"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range w.stops {
		got = append(got, s.file+":"+s.fn)
	}
	want := []string{"query.go:ParseQuery", "query.go:(*queryParse).text", "query.go:(*Query).parseText",
		"query.go:(*queryParse).textClauses", "classify.go:classify", "classify.go:classes.single",
		"render.go:render", "classify.go:quote", "query.go:single"}
	if !slices.Equal(got, want) {
		t.Errorf("stops\n got %q\nwant %q", got, want)
	}
	counts, back := w.entries()
	if fmt.Sprint(counts) != "[{classify.go 2} {query.go 2} {render.go 1}]" || back != 2 {
		t.Errorf("entries %v, %d back", counts, back)
	}
}

// TestUnknownCarrierIsAnError: a carrier type the package lacks (renamed
// since) would make the walk follow less and pass; it is refused.
func TestUnknownCarrierIsAnError(t *testing.T) {
	if _, err := walkQ("testdata/pipeline", []string{"string", "[]noSuchType"}); err == nil {
		t.Error("an unknown carrier type was accepted")
	}
}
