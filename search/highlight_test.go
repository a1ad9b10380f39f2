package search

import (
	"encoding/json"
	"maps"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"readapi"
)

func TestHighlightRequest(t *testing.T) {
	for _, c := range []struct {
		d      *readapi.Dataset
		fields []string
	}{
		{readapi.Jobs, []string{"title", "company.name", "description"}},
		{readapi.Events, []string{"name", "venue.name", "description"}},
		{readapi.Quotes, []string{"text", "author"}},
	} {
		h, ok := body(t, c.d, "q=x&highlight=true")["highlight"].(map[string]any)
		if !ok {
			t.Fatalf("%s: no highlight request", c.d.Name)
		}
		if h["type"] != "unified" || h["number_of_fragments"] != 0.0 || h["encoder"] != nil {
			t.Errorf("%s: highlight settings %v", c.d.Name, h)
		}
		// Each field looks up its own clauses' terms only: the others'
		// terms and phrases, looked up in every field for every hit, cost
		// the highlighter several times the query and never add a mark.
		if h["require_field_match"] != true {
			t.Errorf("%s: require_field_match %v, want true", c.d.Name, h["require_field_match"])
		}
		pre, _ := h["pre_tags"].([]any)
		post, _ := h["post_tags"].([]any)
		if len(pre) != 1 || pre[0] != markOpen || len(post) != 1 || post[0] != markClose {
			t.Errorf("%s: tags %v %v", c.d.Name, pre, post)
		}
		fields := h["fields"].(map[string]any)
		for _, f := range c.fields {
			for _, name := range []string{f, f + ".az", f + ".ru", f + ".en"} {
				if _, ok := fields[name]; !ok {
					t.Errorf("%s: %s, which q searches, is not highlighted: %v", c.d.Name, name, fields)
				}
			}
		}
		for name := range fields {
			base, sub, _ := strings.Cut(name, ".")
			if strings.HasSuffix(name, ".prefix") || strings.HasSuffix(name, ".folded") || strings.HasSuffix(name, ".raw") {
				t.Errorf("%s: %s highlighted, which q does not search (%s %s)", c.d.Name, name, base, sub)
			}
		}
	}
}

// TestHighlightsFromRecordedAnswers decodes answers recorded from
// OpenSearch 2.19 (the unified highlighter over each subfield) for the
// fixture of handlers' TestHighlightsThroughTheAPI, and checks the
// contract's rules: every match marked (stems and synonyms included), the
// rest HTML-escaped, at most 3 fragments of about 160 characters.
func TestHighlightsFromRecordedAnswers(t *testing.T) {
	stem := regexp.MustCompile(`(?i)^mühasib`)
	for file, query := range map[string]string{
		"testdata/highlight_relevance.json": "order=relevance&highlight=true&q=mühasib",
		"testdata/highlight_fuzzy.json":     "highlight=true&fuzzy=true&q=muhasb",
	} {
		answer, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		q, err := parse(t, readapi.Jobs, query)
		if err != nil {
			t.Fatal(err)
		}
		page, err := Compile(q, NewSigner("s")).DecodePage(answer, "p", nil)
		if err != nil {
			t.Fatal(err)
		}
		var got map[string]map[string][]string
		if err := json.Unmarshal(page.Highlights, &got); err != nil {
			t.Fatalf("%s: %s: %v", file, page.Highlights, err)
		}
		if title := got["h:1"]["title"]; len(title) != 1 || title[0] != "Baş <mark>mühasib</mark> &lt;b&gt;&amp;&lt;&#x2F;b&gt;" {
			t.Errorf("%s: h:1 title %q", file, title)
		}
		if _, ok := got["h:1"]["company.name"]; ok {
			t.Errorf("%s: company.name highlighted without a match", file)
		}
		for id, fields := range got {
			for field, frags := range fields {
				if len(frags) == 0 || len(frags) > highlightFragments {
					t.Errorf("%s: %s %s: %d fragments", file, id, field, len(frags))
				}
				for _, f := range frags {
					text := strings.NewReplacer("<mark>", "", "</mark>", "").Replace(f)
					if !strings.Contains(f, "<mark>") || strings.ContainsAny(text, "<>") {
						t.Errorf("%s: fragment %q: no mark, or markup other than marks", file, f)
					}
					if n := utf8.RuneCountInString(unescape(text)); n > highlightSize+40 {
						t.Errorf("%s: fragment of %d characters: %q", file, n, f)
					}
					if file == "testdata/highlight_relevance.json" {
						// every word of the stem is marked, and only those
						for _, w := range strings.Fields(strings.NewReplacer("<mark>", " <mark>", "</mark>", "</mark> ").Replace(f)) {
							word := strings.TrimSuffix(strings.TrimPrefix(w, "<mark>"), "</mark>")
							marked := strings.HasPrefix(w, "<mark>")
							if stem.MatchString(strings.Trim(word, ".,")) != marked && id != "h:2" {
								t.Errorf("%s: %s %s: word %q marked %v", file, id, field, word, marked)
							}
						}
					}
				}
			}
		}
		if file == "testdata/highlight_relevance.json" {
			if d := strings.Join(got["h:1"]["description"], " "); !strings.Contains(d, "<mark>Mühasiblər</mark>") {
				t.Errorf("the stemmed form is not marked: %q", d)
			}
			if title := got["h:2"]["title"]; len(title) != 1 || title[0] != "<mark>Бухгалтер</mark>" {
				t.Errorf("the synonym is not marked in h:2's title: %q", got["h:2"])
			}
		}
		if _, ok := got["h:3"]["title"]; ok || len(got["h:3"]["description"]) != 1 {
			t.Errorf("%s: h:3 matched in its description only: %v", file, got["h:3"])
		}
	}
}

func unescape(s string) string {
	return strings.NewReplacer("&quot;", `"`, "&amp;", "&", "&lt;", "<", "&gt;", ">", "&#x27;", "'", "&#x2F;", "/").Replace(s)
}

func TestMarksMergeAsAUnion(t *testing.T) {
	text, marks := parseMarks("a " + markOpen + "bc" + markClose + " de")
	if text != "a bc de" || len(marks) != 1 || marks[0] != (interval{2, 4}) {
		t.Fatalf("parseMarks: %q %v", text, marks)
	}
	got := union([]interval{{5, 7}, {2, 4}, {3, 6}, {9, 10}, {10, 12}})
	if want := []interval{{2, 7}, {9, 12}}; len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("union %v, want %v", got, want)
	}
}

// TestFragmentsKeepTheContract: on a long text with marks everywhere, at
// most 3 fragments, each holding whole marks and whole escapes.
func TestFragmentsKeepTheContract(t *testing.T) {
	text := strings.Repeat("x&y <ab> ", 100)
	var marks []interval
	for i := 0; i < len(text); i += 45 {
		marks = append(marks, interval{i, i + 3})
	}
	frags := fragments(text, marks, highlightFragments)
	if len(frags) != highlightFragments {
		t.Fatalf("%d fragments", len(frags))
	}
	entity := regexp.MustCompile(`&[a-z#0-9]*;?`)
	for _, f := range frags {
		for _, e := range entity.FindAllString(f, -1) {
			if !strings.HasSuffix(e, ";") {
				t.Errorf("an entity is cut in %q", f)
			}
		}
		if strings.Count(f, "<mark>") != strings.Count(f, "</mark>") || strings.Count(f, "<mark>") == 0 {
			t.Errorf("marks of %q", f)
		}
		if n := utf8.RuneCountInString(unescape(strings.NewReplacer("<mark>", "", "</mark>", "").Replace(f))); n > highlightSize+20 {
			t.Errorf("fragment of %d characters", n)
		}
	}
	if got := fragments("short "+"text", []interval{{0, 5}}, 3); len(got) != 1 || got[0] != "<mark>short</mark> text" {
		t.Errorf("a short text: %q", got)
	}
}

// TestDecodeMarkedAgreesWithEncodingJSON: the hand-read highlight object
// is what encoding/json reads, escapes included.
func TestDecodeMarkedAgreesWithEncodingJSON(t *testing.T) {
	for _, raw := range []string{
		`{}`,
		"{\"title\":[\"\ue000Mühasib\ue001\"],\"description.syn\":[\"a\\n\\\"b\\\" \ue000x\ue001\",\"\\u0259 \\/ \\\\\"]}",
		`{"title" : [ "a" , "b" ] , "title.az":[]}`,
	} {
		got, err := decodeMarked(json.RawMessage(raw))
		var want map[string][]string
		if werr := json.Unmarshal([]byte(raw), &want); err != nil || werr != nil || !maps.EqualFunc(got, want, slices.Equal[[]string]) {
			t.Errorf("decodeMarked(%s) = %q (%v), encoding/json %q (%v)", raw, got, err, want, werr)
		}
	}
	if _, err := decodeMarked(json.RawMessage(`{"title":["a"`)); err == nil {
		t.Error("a truncated object was read")
	}
}
