package main

import "testing"

// TestJobsSample holds the enricher to the goals of issue 43 on the blind
// hand-labelled sample of testdata/jobs: precision first (occupation 0.97,
// seniority and employment 0.98, leaving out the labeller's judgement
// calls), occupation coverage 0.85 of the common jobs, on every posting.
func TestJobsSample(t *testing.T) {
	const postings, labels = "testdata/jobs/postings.ndjson", "testdata/jobs/labels.ndjson"
	all, n, err := scoreJobs(postings, labels, 0, false)
	if err != nil || n < 300 {
		t.Fatalf("%d postings scored: %v", n, err)
	}
	strict, _, err := scoreJobs(postings, labels, 0, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		field, figure string
		got, goal     float64
	}{
		{"occupation", "precision (strict)", strict["occupation"].precision(), 0.97},
		{"seniority", "precision", all["seniority"].precision(), 0.98},
		{"employment", "precision", all["employment"].precision(), 0.98},
		{"language", "precision", all["language"].precision(), 0.98},
		{"occupation", "coverage", all["occupation"].coverage(), 0.85},
	} {
		if c.got < c.goal {
			t.Errorf("%s %s %.3f, below the goal %.2f", c.field, c.figure, c.got, c.goal)
		}
	}
}
