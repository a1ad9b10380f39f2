package search

import (
	"bytes"
	"encoding/json"
	"testing"

	"readapi"
	"readapi/internal/jsonscan"
)

func BenchmarkProjectJob(b *testing.B) {
	doc := []byte(`{"id":"boss:1","source":"boss","source_name":"Boss.az","title":"Baş mühasib","company":{"name":"Azər Ltd","slug":null},"location":"Bakı","city":"Bakı","district":null,"country":"AZ","remote":false,"employment_type":"Full-time","salary_from":1200,"salary_to":null,"description":"` + string(bytes.Repeat([]byte("Maliyyə hesabatlarının hazırlanması. "), 60)) + `","facts":{"view_count":"1.3K"},"ingested_at":"2026-11-02T00:00:00Z","first_seen_at":"2026-11-01T00:00:00Z","times_seen":3,"active":true,"deactivated_at":null}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Project(readapi.Jobs.Fields, doc, false, readapi.Include{}); err != nil {
			b.Fatal(err)
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
	want, err := Project(readapi.Jobs.Fields, json.RawMessage(inOrder), true, readapi.Include{})
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
		got, err := Project(readapi.Jobs.Fields, json.RawMessage(src), true, readapi.Include{})
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s:\n got %s (%v)\nwant %s", src, got, err, want)
		}
	}
	if _, err := Project(readapi.Jobs.Fields, json.RawMessage(`["not an object"]`), true, readapi.Include{}); err == nil {
		t.Error("an array was projected")
	}
}

// FuzzProject feeds arbitrary bytes to Project: it may refuse them, but
// never panic, and on valid JSON it writes valid JSON.
func FuzzProject(f *testing.F) {
	for _, seed := range []string{
		`{"found":true,"_source":{"id":"a:1","facts":{}}}`,
		`{"id":"a","t":"x\"y","company":{"name":"C"}}`, `[1,{"a":[]}]`, `{"a\"":1}`, `"x"`, `{}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if out, err := Project(readapi.Jobs.Fields, data, true, readapi.Include{Bodies: true, Derived: true}); err == nil && json.Valid(data) && !json.Valid(out) {
			t.Errorf("Project(%q) wrote invalid JSON %q", data, out)
		}
	})
}
