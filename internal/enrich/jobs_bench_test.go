package enrich_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"readapi/internal/enrich"
	"readapi/internal/gendata"
)

// gendataLines are n of gendata's job rows as snapshot lines.
func jobGendataLines(tb testing.TB, n int) [][]byte {
	tb.Helper()
	var lines [][]byte
	err := gendata.New(1).EachJob(n, func(j *gendata.Job, _ string) error {
		line, err := json.Marshal(j)
		lines = append(lines, line)
		return err
	})
	if err != nil {
		tb.Fatal(err)
	}
	return lines
}

// BenchmarkJob is the enricher's Go cost per row (ns/op is per row) on
// gendata's jobs, with jobTestRates for their foreign pay. Compare it with
// BenchmarkJobLineDecode, measured in the same run.
func BenchmarkJob(b *testing.B) {
	benchmarkJobs(b, jobGendataLines(b, 2000))
}

// BenchmarkJobLineDecode is BenchmarkJob's baseline: decoding the same
// rows' lines into maps, as Go work every load does for every row anyway.
func BenchmarkJobLineDecode(b *testing.B) {
	lines := jobGendataLines(b, 2000)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var row map[string]any
		if err := json.Unmarshal(lines[i%len(lines)], &row); err != nil {
			b.Fatal(err)
		}
	}
}

// sampleLines are the lines of a hand-labelled sample of
// scripts/enrichment/testdata (rows as the sources published them).
func sampleLines(tb testing.TB, file string) [][]byte {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "scripts", "enrichment", "testdata", file))
	if err != nil {
		tb.Fatal(err)
	}
	return bytes.Split(bytes.TrimSpace(data), []byte("\n"))
}

// benchmarkJobs runs the enricher over the rows of lines, a row per op.
func benchmarkJobs(b *testing.B, lines [][]byte) {
	rows := make([]enrich.JobRow, len(lines))
	for i, line := range lines {
		if err := json.Unmarshal(line, &rows[i]); err != nil {
			b.Fatal(err)
		}
	}
	e := jobEnv(enrich.NewRateTable([]enrich.RateRow{{Code: "USD", Date: "2000-01-01", RatePerUnit: 1.7}, {Code: "EUR", Date: "2000-01-01", RatePerUnit: 1.9}}))
	enrich.Job(rows[0], e) // the vocabularies' index is built once per Env
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		enrich.Job(rows[i%len(rows)], e)
	}
}

// BenchmarkJobSample is BenchmarkJob on the 336 hand-labelled postings of
// scripts/enrichment/testdata/jobs (real rows, longer descriptions).
func BenchmarkJobSample(b *testing.B) {
	benchmarkJobs(b, sampleLines(b, "jobs/postings.ndjson"))
}

// benchmarkEvents runs the enricher over the rows of lines, a row per op.
func benchmarkEvents(b *testing.B, lines [][]byte) {
	rows := make([]enrich.EventRow, len(lines))
	for i, line := range lines {
		if err := json.Unmarshal(line, &rows[i]); err != nil {
			b.Fatal(err)
		}
	}
	e := env(b)
	enrich.Event(rows[0], e) // the vocabularies' index is built once per Env
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		enrich.Event(rows[i%len(rows)], e)
	}
}

// BenchmarkEvent is the enricher's Go cost per event (ns/op is per row) on
// gendata's events.
func BenchmarkEvent(b *testing.B) {
	var buf bytes.Buffer
	if err := gendata.New(1).WriteEvents(&buf, 2000); err != nil {
		b.Fatal(err)
	}
	benchmarkEvents(b, bytes.Split(bytes.TrimSpace(buf.Bytes()), []byte("\n")))
}

// BenchmarkEventSample is BenchmarkEvent on the 373 hand-labelled events
// of scripts/enrichment/testdata/events.
func BenchmarkEventSample(b *testing.B) {
	benchmarkEvents(b, sampleLines(b, "events/events.ndjson"))
}
