package main

import (
	"encoding/json"
	"slices"
	"testing"
)

// The judged sets' q strings are read whole: every "q | intent" line of
// the two queries files and every q of queries.json, no comment or group.
func TestJudgedQueries(t *testing.T) {
	jobs, events, err := judgedQueries("../relevance")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(jobs, "mühasib") || !slices.Contains(events, "Hamlet") {
		t.Errorf("known queries missing: %d job, %d event q strings", len(jobs), len(events))
	}
	for _, q := range append(jobs, events...) {
		if q == "" || q[0] == '#' || q[0] == '[' {
			t.Fatalf("not a q string: %q", q)
		}
	}
	rs := requests([]string{"a", "a"}, []string{"b"})
	if len(rs) != 3*4 {
		t.Errorf("%d requests for one job and one event q, want 12 (each once, 4 variants, events and quotes)", len(rs))
	}
}

// Two records differ where a page's ids, its highlights (whatever their
// spacing) or its status differ, or where only one holds a request.
func TestDifferences(t *testing.T) {
	a := map[string]answer{
		"same":    {IDs: []string{"x"}, Highlights: json.RawMessage(`{"x": {"title": ["<mark>a</mark>"]}}`)},
		"marks":   {IDs: []string{"x"}, Highlights: json.RawMessage(`{"x":{"title":["<mark>a</mark>"]}}`)},
		"order":   {IDs: []string{"x", "y"}},
		"only a":  {Status: 400},
		"status":  {Status: 400},
		"nothing": {},
	}
	b := map[string]answer{
		"same":    {IDs: []string{"x"}, Highlights: json.RawMessage(`{"x":{"title":["<mark>a</mark>"]}}`)},
		"marks":   {IDs: []string{"x"}, Highlights: json.RawMessage(`{"x":{"title":["<mark>a</mark> b"]}}`)},
		"order":   {IDs: []string{"y", "x"}},
		"only b":  {},
		"status":  {Status: 500},
		"nothing": {},
	}
	want := []string{"marks", "only a", "only b", "order", "status"}
	if got := differences(a, b); !slices.Equal(got, want) {
		t.Errorf("differences %v, want %v", got, want)
	}
}
