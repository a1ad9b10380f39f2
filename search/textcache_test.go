package search

import (
	"context"
	"fmt"
	"net/url"
	"reflect"
	"strings"
	"sync"
	"testing"

	"readapi"
	"readapi/search/qtext"
)

// cacheTexts are q values of every kind the compiler reads: one word, an
// everyday query, a misspelt word, a phrase, an OR, an exclusion, names.
var cacheTexts = []string{
	"mühasib", "junior developer Baku", "muhasiblr", `"baş mühasib"`,
	"python OR golang", "satış -menecer", "Leyli və Məcnun", "konsert", "xanım Əliyeva",
}

// render is a clause as the search body carries it.
func render(t *testing.T, c readapi.Clause) string {
	t.Helper()
	b, err := appendJSON(nil, c)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestCompileTextIsAFreshCompile: for each dataset, q value, fuzzy and
// order, the cache's compilation (the first, and the second, which the
// cache answers) carries the clause, cost, relaxed and typo words of a
// fresh qtext.Parse; and the second is the cached one, not a new compile.
func TestCompileTextIsAFreshCompile(t *testing.T) {
	for _, d := range []*readapi.Dataset{readapi.Jobs, readapi.Events} {
		for _, text := range cacheTexts {
			for _, fuzzy := range []bool{false, true} {
				for _, scored := range []bool{false, true} {
					name := fmt.Sprintf("%s/%s/fuzzy=%v/scored=%v", d.Name, text, fuzzy, scored)
					fresh := qtext.Parse(d, text, fuzzy)
					want := render(t, fresh.Clause(scored, nil))
					first := compileText(d, text, fuzzy, scored)
					second := compileText(d, text, fuzzy, scored)
					for i, got := range []compiledText{first, second} {
						if g := render(t, got.clause); g != want {
							t.Errorf("%s, compilation %d: clause\n%s\nwant\n%s", name, i+1, g, want)
						}
						if got.cost != qtext.Cost(fresh.Clause(scored, nil)) {
							t.Errorf("%s, compilation %d: cost %d, want %d", name, i+1, got.cost, qtext.Cost(fresh.Clause(scored, nil)))
						}
						if !reflect.DeepEqual(got.value.Relaxed(), fresh.Relaxed()) || !reflect.DeepEqual(got.value.TypoWords(), fresh.TypoWords()) {
							t.Errorf("%s, compilation %d: relaxed %v typos %v, want %v %v", name, i+1,
								got.value.Relaxed(), got.value.TypoWords(), fresh.Relaxed(), fresh.TypoWords())
						}
					}
					if reflect.ValueOf(first.clause).Pointer() != reflect.ValueOf(second.clause).Pointer() {
						t.Errorf("%s: the second compilation was not the cached one", name)
					}
				}
			}
		}
	}
}

// TestCompiledClausesStayIntact: the pages built from a cached clause
// (the body, highlights, facets in the page, typo corrections) leave it
// as it was compiled, so the next request of the same q gets the same
// body.
func TestCompiledClausesStayIntact(t *testing.T) {
	signer := NewSigner("test")
	for _, raw := range []string{
		"q=mühasib", "q=mühasib&order=relevance&highlight=true", "q=muhasiblr&fuzzy=true&order=relevance",
		"q=junior+developer+Baku&facets=city,source&highlight=true", "q=satış&q=menecer&collapse=duplicates",
	} {
		params, err := url.ParseQuery(raw)
		if err != nil {
			t.Fatal(err)
		}
		parse := func() *Query {
			q, err := ParseQuery(readapi.Env{Ctx: context.Background(), Dataset: readapi.Jobs}, signer, params)
			if err != nil {
				t.Fatalf("%s: %v", raw, err)
			}
			return q
		}
		first := parse()
		want, err := first.Body(false)
		if err != nil {
			t.Fatal(err)
		}
		plan := Compile(first, signer)
		if _, err := plan.PageBody(true); err != nil {
			t.Fatal(err)
		}
		first.CorrectTypos(map[string][]string{"muhasiblr": {"mühasib"}})
		if _, err := first.Body(false); err != nil {
			t.Fatal(err)
		}
		got, err := parse().Body(false)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("%s: the second request's body\n%s\nis not the first's\n%s", raw, got, want)
		}
	}
}

// TestTextCacheBounded: the cache holds at most its entries and its cost
// in clauses, dropping the least recently used first, and never caches a
// value costlier than maxCachedCost.
func TestTextCacheBounded(t *testing.T) {
	key := func(text string) textKey { return textKey{dataset: readapi.Jobs, text: text} }
	c := newTextCache(3, 1<<20)
	for _, text := range []string{"a", "b", "c"} {
		c.get(key(text))
	}
	c.get(key("a")) // a is now the most recently used: b goes first
	c.get(key("d"))
	if n, _ := c.len(); n != 3 {
		t.Fatalf("%d entries, want 3", n)
	}
	for text, want := range map[string]bool{"a": true, "b": false, "c": true, "d": true} {
		if _, cached := c.entries[key(text)]; cached != want {
			t.Errorf("%q cached: %v, want %v", text, cached, want)
		}
	}

	one := c.get(key("mühasib")).cost + 1
	byCost := newTextCache(100, 2*one)
	for _, text := range []string{"mühasib", "mühasiblər", "mühasibə"} {
		byCost.get(key(text))
	}
	if n, cost := byCost.len(); cost > 2*one || n == 3 {
		t.Errorf("%d entries costing %d, want at most %d", n, cost, 2*one)
	}

	long := strings.Repeat("mühasib menecer satış ", 60)
	if compiled := byCost.get(key(long)); compiled.cost <= maxCachedCost {
		t.Fatalf("the long q costs %d, not over %d", compiled.cost, maxCachedCost)
	}
	if _, cached := byCost.entries[key(long)]; cached {
		t.Error("a value costlier than maxCachedCost was cached")
	}
}

// TestTextCacheConcurrent: requests compiling the same and different
// values at once all get their own value's clause (run with -race).
func TestTextCacheConcurrent(t *testing.T) {
	c := newTextCache(4, 1<<20)
	want := map[string]string{}
	for _, text := range cacheTexts {
		want[text] = render(t, qtext.Parse(readapi.Jobs, text, false).Clause(false, nil))
	}
	var wg sync.WaitGroup
	errs := make(chan string, 8*len(cacheTexts))
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 20 {
				text := cacheTexts[(g+i)%len(cacheTexts)]
				b, _ := appendJSON(nil, c.get(textKey{dataset: readapi.Jobs, text: text}).clause)
				if string(b) != want[text] {
					errs <- text
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for text := range errs {
		t.Errorf("%q got another clause", text)
	}
	if n, _ := c.len(); n > 4 {
		t.Errorf("%d entries, want at most 4", n)
	}
}
