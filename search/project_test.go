package search

import (
	"bytes"
	"encoding/json"
	"testing"

	"readapi/internal/jsonscan"
)

func BenchmarkProjectJob(b *testing.B) {
	doc := []byte(`{"id":"boss:1","source":"boss","source_name":"Boss.az","title":"Baş mühasib","company":{"name":"Azər Ltd","slug":null},"location":"Bakı","city":"Bakı","district":null,"country":"AZ","remote":false,"employment_type":"Full-time","salary_from":1200,"salary_to":null,"description":"` + string(bytes.Repeat([]byte("Maliyyə hesabatlarının hazırlanması. "), 60)) + `","facts":{"view_count":"1.3K"},"ingested_at":"2026-11-02T00:00:00Z","first_seen_at":"2026-11-01T00:00:00Z","times_seen":3,"active":true,"deactivated_at":null}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Project(Jobs.Fields, doc, false, false); err != nil {
			b.Fatal(err)
		}
	}
}

// TestScanAgreesWithEncodingJSON checks the search-response scanner against
// encoding/json on a response with totals, aggregations, sort values and
// escapes inside sources.
func TestScanAgreesWithEncodingJSON(t *testing.T) {
	data := []byte(`{"took":3,"timed_out":false,"_shards":{"total":1},"hits":{"total":{"value":42,"relation":"eq"},"max_score":null,
		"hits":[{"_index":"jobs-1","_id":"a:1","_score":null,"_source":{"id":"a:1","title":"Baş \"mühasib\" \\","n":[1,2]},"sort":[1730000000000,"a:1"]},
		{"_index":"jobs-1","_id":"a:2","_source":{},"sort":[-9223372036854775808,"a:2"]}]},
		"aggregations":{"latest":{"value":1.7E12,"value_as_string":"2026-11-01"}}}`)
	var fast, slow searchResponse
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
		var r searchResponse
		if r.scan([]byte(bad)) {
			t.Errorf("scan accepted %s", bad)
		}
	}
}

func TestUnescapeHTML(t *testing.T) {
	for in, want := range map[string]string{
		`"\u003cp\u003eA \u0026 B\u003c/p\u003e"`: `"<p>A & B</p>"`,
		`"\\u003c stays"`:                         `"\\u003c stays"`,
		`"\\\u003c"`:                              `"\\<"`,
		`"\u00e9 and \" \n"`:                      `"\u00e9 and \" \n"`,
		`{"a":["\u0026"]}`:                        `{"a":["&"]}`,
	} {
		if got := string(unescapeHTML(json.RawMessage(in))); got != want {
			t.Errorf("%s: got %s, want %s", in, got, want)
		}
	}
}

// TestProjectIgnoresKeyOrder checks that the field matching of Project does
// not depend on the stored key order, and that a document the splitter
// declines (an escaped key) projects the same through encoding/json.
func TestProjectIgnoresKeyOrder(t *testing.T) {
	inOrder := `{"id":"a:1","source":"boss","title":"T \u003c1\u003e","company":{"name":"C","slug":null},"url_base":"h","salary_from":100,"facts":{"k":"v"},"description_html":"<p>"}`
	reversed := `{"description_html":"<p>","facts":{"k":"v"},"salary_from":100,"url_base":"h","company":{"name":"C","slug":null},"title":"T \u003c1\u003e","source":"boss","id":"a:1"}`
	declined := `{"id":"a:1","source":"boss","title":"T \u003c1\u003e","company":{"name":"C","slug":null},"url\u005fbase":"h","salary_from":100,"facts":{"k":"v"},"description_html":"<p>"}`
	want, err := Project(Jobs.Fields, json.RawMessage(inOrder), true, false)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(want, []byte(`"title":"T <1>"`)) || !bytes.Contains(want, []byte(`"salary_from":100`)) || bytes.Contains(want, []byte("url_base")) {
		t.Fatalf("projection: %s", want)
	}
	for _, src := range []string{reversed, declined} {
		raw := []byte(src)
		if _, ok := jsonscan.Members(raw, 0, func(_ []byte, at int) (int, bool) { return jsonscan.SkipValue(raw, at) }); src == declined && ok {
			t.Fatal("the splitter read an escaped key; the fallback is not exercised")
		}
		got, err := Project(Jobs.Fields, json.RawMessage(src), true, false)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s:\n got %s (%v)\nwant %s", src, got, err, want)
		}
	}
	if _, err := Project(Jobs.Fields, json.RawMessage(`["not an object"]`), true, false); err == nil {
		t.Error("an array was projected")
	}
}

// TestStoredDocScan checks the get-API reader against encoding/json.
func TestStoredDocScan(t *testing.T) {
	for _, in := range []string{
		`{"_index":"jobs-1","_id":"a:1","_version":1,"_seq_no":0,"_primary_term":1,"found":true,"_source":{"id":"a:1","t":"x \"y\""}}`,
		`{"_index":"jobs-1","_id":"a:2","found":false}`,
	} {
		var fast, slow storedDoc
		if !fast.scan([]byte(in)) {
			t.Fatalf("%s: declined", in)
		}
		if err := json.Unmarshal([]byte(in), &slow); err != nil {
			t.Fatal(err)
		}
		if fast.Found != slow.Found || !bytes.Equal(fast.Source, slow.Source) {
			t.Errorf("%s: scan %v %s, encoding/json %v %s", in, fast.Found, fast.Source, slow.Found, slow.Source)
		}
	}
	var d storedDoc
	if d.scan([]byte(`{"found":true,"_source":{"a":1}`)) {
		t.Error("accepted a truncated answer")
	}
}

// FuzzScanners feeds arbitrary bytes to the response readers and to
// Project: none may panic, and on valid JSON they must agree with
// encoding/json.
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
		var fast, slow searchResponse
		if fast.scan(data) && valid && bytes.Equal(bytes.ToLower(data), data) && json.Unmarshal(data, &slow) == nil {
			a, _ := json.Marshal(fast)
			b, _ := json.Marshal(slow)
			if !bytes.Equal(a, b) {
				t.Errorf("scan %q: %s, encoding/json %s", data, a, b)
			}
		}
		var d storedDoc
		d.scan(data)
		if out, err := Project(Jobs.Fields, data, true, true); err == nil && valid && !json.Valid(out) {
			t.Errorf("Project(%q) wrote invalid JSON %q", data, out)
		}
	})
}
