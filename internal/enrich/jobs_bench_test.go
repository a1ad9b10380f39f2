package enrich_test

import (
	"encoding/json"
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
	lines := jobGendataLines(b, 2000)
	rows := make([]enrich.JobRow, len(lines))
	for i, line := range lines {
		if err := json.Unmarshal(line, &rows[i]); err != nil {
			b.Fatal(err)
		}
	}
	e := jobEnv(enrich.NewRateTable([]enrich.RateRow{{Code: "USD", Date: "2000-01-01", RatePerUnit: 1.7}, {Code: "EUR", Date: "2000-01-01", RatePerUnit: 1.9}}))
	enrich.Job(rows[0], e) // the vocabularies' index is built once per Env
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		enrich.Job(rows[i%len(rows)], e)
	}
}

// BenchmarkJobLineDecode is BenchmarkJob's baseline: decoding the same
// rows' lines into maps, as Go work every load does for every row anyway.
func BenchmarkJobLineDecode(b *testing.B) {
	lines := jobGendataLines(b, 2000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var row map[string]any
		if err := json.Unmarshal(lines[i%len(lines)], &row); err != nil {
			b.Fatal(err)
		}
	}
}
