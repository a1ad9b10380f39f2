package search

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"readapi"
	"readapi/internal/gendata"
)

// TestScanAgreesWithEncodingJSON checks the search-response scanner against
// encoding/json on a response with totals, aggregations, sort values and
// escapes inside sources.
func TestScanAgreesWithEncodingJSON(t *testing.T) {
	data := []byte(`{"took":3,"timed_out":false,"_shards":{"total":1},"hits":{"total":{"value":42,"relation":"eq"},"max_score":null,
		"hits":[{"_index":"jobs-1","_id":"a:1","_score":null,"_source":{"id":"a:1","title":"Baş \"mühasib\" \\","n":[1,2]},"sort":[1730000000000,"a:1"]},
		{"_index":"jobs-1","_id":"a:2","_source":{},"sort":[-9223372036854775808,"a:2"]}]},
		"aggregations":{"latest":{"value":1.7E12,"value_as_string":"2026-11-01"}}}`)
	var fast, slow Answer
	if !fast.scan(data) {
		t.Fatal("scan declined a well-formed response")
	}
	if err := json.Unmarshal(data, &slow); err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(fast)
	b, _ := json.Marshal(slow)
	if !bytes.Equal(a, b) || fast.Hits.Total == nil || fast.Hits.Total.Value != 42 || len(fast.Hits.Hits) != 2 {
		t.Fatalf("scan gave %s\nencoding/json %s", a, b)
	}
	for _, bad := range []string{`{"hits":{"hits":[{"_index":"x"]}}`, `{"hits":{"hits":[]},"aggregations":{"a":`, `{"aggregations":[1,}`, `{"hits":{"hits":{}}}`, `{"hits":{"hits":[{"_index":"a\"b","_id":"1"}]}}`} {
		var r Answer
		if r.scan([]byte(bad)) {
			t.Errorf("scan accepted %s", bad)
		}
	}
}

// FuzzScanners feeds arbitrary bytes to the search-answer reader: none may
// panic, and on valid JSON they must agree with encoding/json.
func FuzzScanners(f *testing.F) {
	for _, seed := range []string{
		`{"hits":{"total":{"value":1},"hits":[{"_index":"i","_id":"a","_source":{"id":"a","t":"x\"y"},"sort":[1,"a"]}]},"aggregations":{"a":{}}}`,
		`{"found":true,"_source":{"id":"a:1","facts":{}}}`,
		`{"hits":{"hits":[]},"aggregations":{"a":`, `[1,{"a":[]}]`, `[{[]}]`, `{"a\"":1}`, `"x"`, `{}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		valid := json.Valid(data)
		// encoding/json matches keys case-insensitively; OpenSearch's are lower case.
		var fast, slow Answer
		if fast.scan(data) && valid && bytes.Equal(bytes.ToLower(data), data) && json.Unmarshal(data, &slow) == nil {
			a, _ := json.Marshal(fast)
			b, _ := json.Marshal(slow)
			if !bytes.Equal(a, b) {
				t.Errorf("scan %q: %s, encoding/json %s", data, a, b)
			}
		}
	})
}

// BenchmarkDecodeAndProjectPage measures the read of a search answer of 26
// generated jobs and the projection of its rows: the JSON passes of every
// page.
func BenchmarkDecodeAndProjectPage(b *testing.B) {
	var ndjson bytes.Buffer
	if err := gendata.New(3).WriteJobs(&ndjson, 26); err != nil {
		b.Fatal(err)
	}
	answer := []byte(`{"took":3,"timed_out":false,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0},"hits":{"total":null,"max_score":null,"hits":[`)
	for i, row := range bytes.Split(bytes.TrimSpace(ndjson.Bytes()), []byte("\n")) {
		if i > 0 {
			answer = append(answer, ',')
		}
		answer = fmt.Appendf(answer, `{"_index":"jobs-1","_id":"g:%d","_score":null,"_source":%s,"sort":[1730000000000,"g:%d"]}`, i, row, i)
	}
	answer = append(answer, "]}}"...)
	b.SetBytes(int64(len(answer)))
	b.ReportAllocs()
	for b.Loop() {
		a, err := DecodeAnswer(answer)
		if err != nil || len(a.Hits.Hits) != 26 {
			b.Fatal(err)
		}
		if _, err := ProjectHits(readapi.Jobs.Fields, a.Hits.Hits, false, readapi.Include{}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestProjectArray: the rows projected as one JSON array are that array's
// elements, each the row ProjectHits makes of its hit alone, and the
// array is the one Page.Data would make of the rows (a page's data).
func TestProjectArray(t *testing.T) {
	var ndjson bytes.Buffer
	if err := gendata.New(5).WriteJobs(&ndjson, 4); err != nil {
		t.Fatal(err)
	}
	var hits []Hit
	for i, row := range bytes.Split(bytes.TrimSpace(ndjson.Bytes()), []byte("\n")) {
		hits = append(hits, Hit{Index: "jobs-1", ID: fmt.Sprintf("g:%d", i), Source: row})
	}
	for n := range len(hits) + 1 {
		in := readapi.Include{Bodies: n%2 == 1}
		array, rows, err := projectArray(readapi.Jobs.Fields, hits[:n], false, in)
		if err != nil {
			t.Fatal(err)
		}
		if want := (&Page{Rows: rows}).Data(); string(array) != string(want) {
			t.Errorf("%d hits: array\n%s\nwant\n%s", n, array, want)
		}
		var elements []json.RawMessage
		if err := json.Unmarshal(array, &elements); err != nil || len(elements) != n {
			t.Fatalf("%d hits: %d elements, %v: %s", n, len(elements), err, array)
		}
		for i, h := range hits[:n] {
			alone, err := ProjectHits(readapi.Jobs.Fields, []Hit{h}, false, in)
			if err != nil {
				t.Fatal(err)
			}
			if string(rows[i]) != string(alone[0]) || string(elements[i]) != string(alone[0]) {
				t.Errorf("%d hits: row %d is\n%s\nwant\n%s", n, i, rows[i], alone[0])
			}
		}
	}
	if got := string((&Page{}).Data()); got != "[]" {
		t.Errorf("an empty page's data is %s", got)
	}
}
