package jsonscan

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// TestTopLevelAgreesWithEncodingJSON checks the hand-written splitter
// against encoding/json: where it answers, it answers the same keys and
// values; where it declines, the input is either invalid or has an escaped
// key.
func TestTopLevelAgreesWithEncodingJSON(t *testing.T) {
	inputs := []string{
		`{}`, ` { } `,
		`{"id":"a:1","n":-1.5e3,"t":true,"f":false,"z":null}`,
		`{ "id" : "a\"b\\c}" , "o" : {"x":[1,{"y":"]}"}],"e":{}} , "a":[ ] }`,
		`{"title":"Baş Mühasib \u0259","facts":{"view_count":"1.3K"},"html":"<p>a, b</p>\n"}`,
		"{\"id\":\"x\",\n\t\"v\":12}\n",
		`{"k":"ends in a backslash \\","k2":"\\\"quoted\\\"","k3":["\\",{"a":"\"}"}]}`,
		`{"a\"b":1}`,
		`{"id":"x",}`, `{"id":}`, `{"id" "x"}`, `{"id":"x"`, `{"id":"x"}}`, `["x"]`, `{"id":tru}`, `{"id":"x" "y":1}`, ``,
		`{"id":{"a":[1,2}}`, `{"id":"unterminated}`,
	}
	for _, in := range inputs {
		got, ok := topLevel([]byte(in))
		var want map[string]json.RawMessage
		err := json.Unmarshal([]byte(in), &want)
		if !ok {
			if err == nil && !bytes.Contains([]byte(in), []byte(`\"`)) {
				t.Errorf("%q: declined a valid object", in)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: accepted invalid JSON (%v) as %v", in, err, got)
			continue
		}
		if len(got) != len(want) {
			t.Errorf("%q: keys %v, want %v", in, got, want)
		}
		for k, v := range want {
			if !bytes.Equal(got[k], v) {
				t.Errorf("%q: %s = %s, want %s", in, k, got[k], v)
			}
		}
	}
}

// FuzzSplitters feeds arbitrary bytes to the splitters: none may panic, and
// on valid JSON they must agree with encoding/json.
func FuzzSplitters(f *testing.F) {
	for _, seed := range []string{
		`{"hits":{"total":{"value":1},"hits":[{"_index":"i","_id":"a","_source":{"id":"a","t":"x\"y"},"sort":[1,"a"]}]},"aggregations":{"a":{}}}`,
		`{"found":true,"_source":{"id":"a:1","facts":{}}}`,
		`{"hits":{"hits":[]},"aggregations":{"a":`, `[1,{"a":[]}]`, `[{[]}]`, `{"a\"":1}`, `"x"`, `{}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		valid := json.Valid(data)
		if got, ok := topLevel(data); ok && valid {
			var want map[string]json.RawMessage
			if json.Unmarshal(data, &want) == nil && len(got) != len(want) {
				t.Errorf("topLevel %q: %d keys, encoding/json %d", data, len(got), len(want))
			}
		}
		if valid && !bytes.Contains(data, []byte(`\`)) {
			trimmed := bytes.TrimRight(data, " \t\n\r")
			start := SkipSpace(data, 0)
			if end, ok := SkipValue(trimmed, start); !ok || end != len(trimmed) {
				t.Errorf("SkipValue %q = %d, %v; want %d, true", data, end, ok, len(trimmed))
			}
		}
		if start := SkipSpace(data, 0); start < len(data) && data[start] != '"' && data[start] != '{' && data[start] != '[' {
			end := start
			for end < len(data) && !bytes.ContainsRune([]byte(",}] \t\n\r"), rune(data[end])) {
				end++
			}
			if got, want := scalar(data[start:end]), json.Valid(data[start:end]); got != want {
				t.Errorf("scalar(%q) = %v, encoding/json %v", data[start:end], got, want)
			}
		}
		if got, ok := Split(data); ok && valid {
			var want []json.RawMessage
			if json.Unmarshal(data, &want) == nil && len(got) != len(want) {
				t.Errorf("Split %q: %d elements, encoding/json %d", data, len(got), len(want))
			}
		}
	})
}

// topLevel splits a JSON object into its top-level keys and raw values with
// Members, so the splitter can be checked against encoding/json.
func topLevel(src []byte) (map[string]json.RawMessage, bool) {
	doc := map[string]json.RawMessage{}
	end, ok := Members(src, 0, func(key []byte, at int) (int, bool) {
		stop, ok := SkipValue(src, at)
		if ok {
			doc[string(key)] = src[at:stop]
		}
		return stop, ok
	})
	if !ok || SkipSpace(src, end) != len(src) {
		return nil, false
	}
	return doc, true
}

// TestStringAgreesWithEncodingJSON: where String reads a string, it reads
// what encoding/json does; it declines \u escapes and what is no string.
func TestStringAgreesWithEncodingJSON(t *testing.T) {
	for _, in := range []string{
		`""`, `"plain Mühasib"`, `"a\nb\tc\r\"q\" \\ \/ \b\f"`, `"ends \\"`, `"\\n is no newline"`,
		"\"\ue000marked\ue001 <x> & 'y'\"",
	} {
		var got, want string
		if !String([]byte(in), &got) {
			t.Errorf("String declined %s", in)
			continue
		}
		if err := json.Unmarshal([]byte(in), &want); err != nil || got != want {
			t.Errorf("String(%s) = %q, encoding/json %q (%v)", in, got, want, err)
		}
	}
	for _, in := range []string{`"\u0259"`, `"a\x"`, `"a\"`, `x`, `"open`, `""x`} {
		got := "kept"
		if String([]byte(in), &got) || got != "kept" {
			t.Errorf("String(%s) read %q", in, got)
		}
	}
}

// TestSkipValueAgreesWithEncodingJSON: SkipValue ends a valid value where
// encoding/json does, and declines what is no value (strings aside, whose
// content it does not validate), nested as deep as it comes.
func TestSkipValueAgreesWithEncodingJSON(t *testing.T) {
	deep := strings.Repeat(`{"a":[`, 40) + `1` + strings.Repeat(`]}`, 40)
	for _, in := range []string{
		`0`, `-0`, `12`, `-1.5e3`, `1E+2`, `0.25`, `true`, `false`, `null`, `"x"`, `"a\"b"`, `{}`, `[]`, `{ }`, `[ ]`,
		`{"a":1}`, `{ "a" : [ 1 , {"b":null} , "c" ] , "d":{}}`, `[[],[[]],{}]`, "[\n1,\t2\r]", deep,
	} {
		end, ok := SkipValue([]byte(in+` ,"next"`), 0)
		if !ok || end != len(in) {
			t.Errorf("SkipValue(%s) = %d, %v; want %d, true", in, end, ok, len(in))
		}
	}
	for _, in := range []string{
		``, `01`, `-`, `1.`, `.5`, `1e`, `1e+`, `+1`, `tru`, `nul`, `truex`, `0x1`, `1.5.2`, `--1`,
		`{`, `[`, `{"a"}`, `{"a":}`, `{"a":1,}`, `[1,]`, `[1 2]`, `{"a":1 "b":2}`, `{1:2}`, `[}`, `{]`,
		`{"a":[1,2}}`, `{"a\"b":1}`, `{"a":"open}`, `[` + deep, deep[:len(deep)-1],
	} {
		if end, ok := SkipValue([]byte(in), 0); ok && end == len(in) {
			t.Errorf("SkipValue(%s) read it whole", in)
		}
	}
}

// TestScalarAgreesWithEncodingJSON: scalar accepts exactly the literals and
// numbers encoding/json does.
func TestScalarAgreesWithEncodingJSON(t *testing.T) {
	for _, in := range []string{
		`0`, `-0`, `7`, `-12`, `10`, `0.5`, `-0.0e0`, `1e9`, `1E-9`, `2.5e+10`, `true`, `false`, `null`,
		``, `-`, `00`, `01`, `-01`, `1.`, `.1`, `1e`, `1e-`, `1.e5`, `+1`, `Infinity`, `NaN`, `True`, `nil`, `1x`, `0b1`, `1_0`, `１`,
	} {
		if got, want := scalar([]byte(in)), json.Valid([]byte(in)); got != want {
			t.Errorf("scalar(%q) = %v, encoding/json %v", in, got, want)
		}
	}
}

// Pick keeps exactly the named members, in order, duplicates included, so
// decoding what it picks gives what decoding the whole object gives.
func TestPickDecodesAsTheWholeObject(t *testing.T) {
	type picked struct {
		Title string  `json:"title"`
		Pay   *int    `json:"pay"`
		Tags  []any   `json:"tags"`
		Note  *string `json:"note"`
	}
	keys := []string{"title", "pay", "tags", "note"}
	inputs := []string{
		`{"title":"Mühasib","html":"<p>\"x\"</p>","pay":700,"tags":[1,{"a":"}"}],"note":null}`,
		` {"id":"a","title":"x\"y"} `,
		`{"title":"a","title":"b","other":{"title":"c"}}`,
		`{}`,
	}
	for _, in := range inputs {
		sub, ok := Pick([]byte(in), keys)
		if !ok {
			t.Errorf("Pick(%s) declined", in)
			continue
		}
		var whole, part picked
		if err := json.Unmarshal([]byte(in), &whole); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(sub, &part); err != nil {
			t.Errorf("Pick(%s) = %s, not JSON: %v", in, sub, err)
			continue
		}
		if a, b := mustJSON(t, whole), mustJSON(t, part); a != b {
			t.Errorf("Pick(%s) = %s decodes to %s, the whole to %s", in, sub, b, a)
		}
		if bytes.Contains(sub, []byte("html")) || bytes.Contains(sub, []byte(`"id"`)) || bytes.Contains(sub, []byte("other")) {
			t.Errorf("Pick(%s) = %s keeps a member not asked for", in, sub)
		}
	}
	for _, in := range []string{`{"title":`, `[1]`, `{"title":"a"} x`} {
		if sub, ok := Pick([]byte(in), keys); ok {
			t.Errorf("Pick(%s) = %s, want declined", in, sub)
		}
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
