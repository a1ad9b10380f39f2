package fold_test

import (
	"context"
	_ "embed"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"readapi/internal/datafile"
	"readapi/internal/testenv"
	"readapi/mappings"
	"readapi/mappings/fold"
)

//go:embed fold.txt
var foldFile []byte

// TestTheIndexFoldsAlike runs each letter fold.txt folds, in each of its
// cases, through the folded analyzer of the real index, the one every
// full-text field is searched with: the index must fold it as Word does.
// A letter fold.txt does not list (ж) stays as it is in both.
func TestTheIndexFoldsAlike(t *testing.T) {
	client := testenv.OpenSearch(t)
	index := testenv.Prefix(t) + "fold"
	ctx := context.Background()
	body, err := mappings.IndexBody("jobs", nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.Do(ctx, http.MethodPut, "/"+index, body); err != nil {
		t.Fatal(err)
	}
	f, err := datafile.Parse(fold.File, foldFile, nil)
	if err != nil {
		t.Fatal(err)
	}
	letters := []string{"ж", "Ж"}
	for _, s := range f.Sections {
		for _, e := range s.Entries {
			from, _, _ := strings.Cut(e, " ")
			r, size := utf8.DecodeRuneInString(from)
			if size != len(from) {
				continue // a letter and a combining mark: see fold.txt
			}
			for c := unicode.SimpleFold(r); ; c = unicode.SimpleFold(c) {
				letters = append(letters, string(c))
				if c == r {
					break
				}
			}
		}
	}
	req, _ := json.Marshal(map[string]string{"analyzer": "folded", "text": strings.Join(letters, " ")})
	data, err := client.Do(ctx, http.MethodPost, "/"+index+"/_analyze", req)
	if err != nil {
		t.Fatal(err)
	}
	var out struct{ Tokens []struct{ Token string } }
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Tokens) != len(letters) {
		t.Fatalf("%d letters, %d tokens: %+v", len(letters), len(out.Tokens), out.Tokens)
	}
	for i, l := range letters {
		if got := fold.Word(l); got != out.Tokens[i].Token {
			t.Errorf("%q: Word folds it to %q, the index to %q", l, got, out.Tokens[i].Token)
		}
	}
	if len(letters) < 60 {
		t.Errorf("checked %d letters", len(letters))
	}
}
