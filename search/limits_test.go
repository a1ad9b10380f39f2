package search

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"testing"

	"readapi"
)

func parseValues(d *readapi.Dataset, params url.Values) (*Query, error) {
	return ParseQuery(readapi.Env{Ctx: context.Background(), Dataset: d, Sources: stems{"s": "board"}}, NewSigner("x"), params)
}

// refusedNaming checks err is a 400 naming param.
func refusedNaming(t *testing.T, what string, err error, param string) {
	t.Helper()
	var e *readapi.Error
	if !errors.As(err, &e) || e.Code != readapi.CodeInvalid || !strings.Contains(e.Message, param) {
		t.Errorf("%s: %v, want invalid_request naming %s", what, err, param)
	}
}

// The inputs of issue 16 that OpenSearch refused with a 500, and the like
// on every dataset: each a 400 naming its parameter.
func TestLongInputsAreRefusedUpFront(t *testing.T) {
	long := map[string]string{
		"5000 words":      strings.Repeat("word ", 5000),
		"2600 emoji":      strings.Repeat("😀 a", 2600),
		"1000 mixed":      strings.Repeat("a😀b ", 1000),
		"one word, terms": strings.Repeat("x,", 2000),
		"ideographs":      strings.Repeat("中文", 1000),
	}
	for _, d := range readapi.All {
		if len(d.FullText) == 0 {
			continue
		}
		for name, v := range long {
			_, err := parseValues(d, url.Values{"q": {v}})
			refusedNaming(t, d.Name+" q="+name, err, "q")
		}
		var many []string
		for range 300 {
			many = append(many, "x")
		}
		_, err := parseValues(d, url.Values{"q": many})
		refusedNaming(t, d.Name+" q repeated", err, "q")
	}
	for _, param := range []string{"location", "job_function", "career_level"} {
		for name, v := range map[string]string{"10 KB": strings.Repeat("a", 10000), "257 characters": strings.Repeat("ə", readapi.MaxSubstringLength+1)} {
			_, err := parseValues(readapi.Jobs, url.Values{param: {v}})
			refusedNaming(t, param+" of "+name, err, param)
		}
		if _, err := parseValues(readapi.Jobs, url.Values{param: {strings.Repeat("ə", readapi.MaxSubstringLength)}}); err != nil {
			t.Errorf("%s at its bound: %v", param, err)
		}
	}
	var cities []string
	for range 2000 {
		cities = append(cities, "Bakı")
	}
	_, err := parseValues(readapi.Jobs, url.Values{"city": cities})
	refusedNaming(t, "city repeated", err, "city")
}

// The bounds docs/search.md promises: q of up to 80 words, or 5 words with
// fuzzy=true, is accepted on every dataset, in any order.
func TestDocumentedTextBounds(t *testing.T) {
	for _, d := range readapi.All {
		if len(d.FullText) == 0 {
			continue
		}
		for _, extra := range []url.Values{{}, {"order": {readapi.OrderRelevance}}} {
			params := url.Values{"q": {strings.TrimSpace(strings.Repeat("mühasib ", 80))}, "highlight": {"true"}}
			for k, v := range extra {
				params[k] = v
			}
			if _, err := parseValues(d, params); err != nil {
				t.Errorf("%s: 80 words %v: %v", d.Name, extra, err)
			}
			params["q"] = []string{"mühasib baş ofis meneceri satış"}
			params["fuzzy"] = []string{"true"}
			if _, err := parseValues(d, params); err != nil {
				t.Errorf("%s: 5 fuzzy words %v: %v", d.Name, extra, err)
			}
		}
	}
}

func TestQuerySyntaxOverTheClauseLimit(t *testing.T) {
	for _, q := range []string{strings.Repeat("ab* ", 40), strings.Repeat(`-"a b" `, 200), strings.Repeat("a OR ", 300) + "b"} {
		_, err := parse(t, readapi.Jobs, "q="+url.QueryEscape(q))
		if e, ok := err.(*readapi.Error); !ok || e.Param != "q" {
			t.Errorf("q=%.20s…: %v, want a 400 naming q", q, err)
		}
	}
	if _, err := parse(t, readapi.Jobs, "q="+url.QueryEscape(`"baş mühasib" OR kassir -sürücü proqram*`)); err != nil {
		t.Errorf("a short q with every operator: %v", err)
	}
}
