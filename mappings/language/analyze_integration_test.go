package language_test

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"readapi/internal/testenv"
	"readapi/mappings"
	"readapi/mappings/language"
)

// TestAnalyzersReachEveryWord runs each word and phrase of the language
// sets through the folded analyzer of the real index, the one every
// full-text field is searched with: a word it makes no token of (a stray
// punctuation mark, a typo of the format) could never match.
func TestAnalyzersReachEveryWord(t *testing.T) {
	client := testenv.OpenSearch(t)
	index := testenv.Prefix(t) + "language"
	ctx := context.Background()
	body, err := mappings.IndexBody("jobs", nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.Do(ctx, http.MethodPut, "/"+index, body); err != nil {
		t.Fatal(err)
	}
	tokens := func(text string) int {
		req, _ := json.Marshal(map[string]string{"analyzer": "folded", "text": text})
		data, err := client.Do(ctx, http.MethodPost, "/"+index+"/_analyze", req)
		if err != nil {
			t.Fatalf("_analyze %q: %v", text, err)
		}
		var out struct{ Tokens []json.RawMessage }
		if err := json.Unmarshal(data, &out); err != nil {
			t.Fatal(err)
		}
		return len(out.Tokens)
	}
	if tokens("—") != 0 {
		t.Fatal("the folded analyzer makes a token of a dash: the check below would pass anything")
	}
	checked := 0
	for name, set := range map[string]*language.Set{"jobs": language.Jobs(), "events": language.Events()} {
		seen := map[string]bool{}
		for _, w := range set.Words() {
			if seen[w] {
				continue
			}
			seen[w] = true
			checked++
			if tokens(w) == 0 {
				t.Errorf("%s: no analyzer reaches %q", name, w)
			}
		}
	}
	if checked < 500 {
		t.Errorf("checked %d words, expected the whole job set", checked)
	}
}
