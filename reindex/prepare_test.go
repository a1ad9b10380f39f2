package reindex

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"readapi"
	"readapi/internal/enrich"
	"readapi/mappings"
	"readapi/mappings/fold"
)

// The bulk's rows come out of the parallel preparing in the input's order,
// as prepareRow makes them one by one; read from a load's spool, the rows
// of blocks take the derived object the grouping stored, and are the same.
func TestPreparedRowsFromTheSpool(t *testing.T) {
	set, err := mappings.Vocabularies()
	if err != nil {
		t.Fatal(err)
	}
	w := &deriving{d: readapi.Jobs, env: enrich.Env{Vocab: set, Fold: fold.Word}}
	var lines []string
	for i := range 300 {
		title := []string{"Mühasib", "Sürücü", "Baş aşpaz", fmt.Sprintf("Satış təmsilçisi %d", i)}[i%4]
		lines = append(lines, fmt.Sprintf(`{"id":"s:%d","source":"s","title":%q,"description":"Tam ştat, %d AZN","active":true}`, i, title, i))
		if i == 150 {
			lines = append(lines, `not json`)
		}
	}
	input := strings.Join(lines, "\n") + "\n"
	spool, _, drop, err := groupSnapshot(readapi.Jobs, strings.NewReader(input), nil, map[string]string{"s": "board"}, w)
	if err != nil {
		t.Fatal(err)
	}
	defer drop()
	kept := 0
	for _, p := range spool.derived.places {
		if p.length > 0 {
			kept++
		}
	}
	// Every line but the bad one and the unique titles is in a block.
	if want := 225; kept != want {
		t.Errorf("%d derived objects kept by the grouping, want %d", kept, want)
	}
	chunks, stop := prepareLines(context.Background(), "jobs", spool, w)
	defer stop()
	i := 0
	for c := range chunks {
		<-c.done
		for _, p := range c.lines {
			want, wantErr := prepareRow("jobs", []byte(lines[i]), w, nil)
			if p.number != i+1 || string(p.row.Doc) != string(want.Doc) || fmt.Sprint(p.err) != fmt.Sprint(wantErr) {
				t.Fatalf("line %d: got %d %s %v, want %s %v", i+1, p.number, p.row.Doc, p.err, want.Doc, wantErr)
			}
			i++
		}
	}
	if i != len(lines) {
		t.Errorf("%d lines prepared, want %d", i, len(lines))
	}
}
