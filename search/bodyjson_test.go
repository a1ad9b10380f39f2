package search

import (
	"readapi"

	"encoding/json"
	"testing"
)

// Body renders what encoding/json would, byte for byte, for the bodies of
// every kind of page and for the awkward values.
func TestBodyRendersAsEncodingJSON(t *testing.T) {
	queries := []string{
		"limit=5",
		"q=m%C3%BChasib&order=relevance&highlight=true",
		"q=junior+developer+Baku&order=relevance&fuzzy=true",
		"q=%22ba%C5%9F+m%C3%BChasib%22+-gec%C9%99+a%C5%9Fpaz+OR+povar+m%C3%BChas*&order=relevance",
		"q=%3Cb%3E%26+%E2%80%A8x&city=Bak%C4%B1&remote=true&order=-posted_at",
	}
	rendered := 0
	for _, d := range readapi.All {
		for _, query := range queries {
			q, err := parse(t, d, query)
			if err != nil {
				continue
			}
			rendered++
			body := q.bodyClause(true)
			want, err := json.Marshal(body)
			if err != nil {
				t.Fatal(err)
			}
			got, err := q.Body(true)
			if err != nil || string(got) != string(want) {
				t.Errorf("%s?%s: Body\n%s\nwant\n%s (%v)", d.Name, query, got, want, err)
			}
		}
	}
	if rendered < len(queries)+4 {
		t.Errorf("only %d bodies rendered", rendered)
	}
	for _, v := range []any{
		"a\"b\\c\n\r\t\x01<>&\u2028\u2029é\xff", 0.0, 1.0, -2.5, 1e-7, 1e21, 123456789.125, 3, true, nil,
		readapi.Clause{"b": []any{1, "x", readapi.Clause{}}, "a": []string{"y"}, "c": []readapi.Clause{{"z": false}}, "d": json.RawMessage(`{"k":1}`)},
	} {
		want, _ := json.Marshal(v)
		got, err := appendJSON(nil, v)
		if err != nil || string(got) != string(want) {
			t.Errorf("appendJSON(%#v) = %s, want %s (%v)", v, got, want, err)
		}
	}
}
