package search

import (
	"context"
	"errors"
	"net/url"
	"slices"
	"strings"
	"testing"

	"readapi"
)

func TestSuggestFieldsAreMappedForSuggestions(t *testing.T) {
	for _, d := range readapi.All {
		for _, f := range d.Suggest {
			subs, _ := mappingField(t, d.Name, f.Path)["fields"].(map[string]any)
			prefix, _ := subs["prefix"].(map[string]any)
			if prefix["type"] != "text" || prefix["analyzer"] != "folded_word_starts" || prefix["search_analyzer"] != "folded" {
				t.Errorf("mappings/%s.json: %s.prefix is %v", d.Name, f.Path, prefix)
			}
			folded, _ := subs["folded"].(map[string]any)
			if folded["type"] != "keyword" || folded["normalizer"] != "folded" {
				t.Errorf("mappings/%s.json: %s.folded is %v", d.Name, f.Path, folded)
			}
			raw, _ := subs["raw"].(map[string]any)
			if raw["type"] != "keyword" || raw["normalizer"] != nil {
				t.Errorf("mappings/%s.json: %s.raw is %v", d.Name, f.Path, raw)
			}
		}
	}
}

func TestSuggestParameters(t *testing.T) {
	parse := func(d *readapi.Dataset, raw string) (*SuggestQuery, error) {
		params, err := url.ParseQuery(raw)
		if err != nil {
			t.Fatal(err)
		}
		return ParseSuggest(readapi.Env{Ctx: context.Background(), Dataset: d}, params)
	}
	q, err := parse(readapi.Jobs, "prefix=%20Baş%20müh%20")
	if err != nil || q.Prefix != "Baş müh" || q.Field.Path != "title" || q.Limit != DefaultSuggestLimit || len(q.Filters) != 1 {
		t.Fatalf("defaults: %+v, %v", q, err)
	}
	q, err = parse(readapi.Jobs, "prefix=a&field=company&limit=20&active=true")
	if err != nil || q.Field.Path != "company.name" || q.Limit != 20 || len(q.Filters) != 2 {
		t.Fatalf("company, active: %+v, %v", q, err)
	}
	if q, err := parse(readapi.Events, "prefix=a&field=venue"); err != nil || q.Field.Path != "venue.name" {
		t.Fatalf("venue: %+v, %v", q, err)
	}
	for d, raws := range map[*readapi.Dataset]map[string]string{
		readapi.Jobs: {
			"":                                   "prefix",
			"prefix=" + strings.Repeat("x", 101): "prefix",
			"prefix=x&field=venue":               "field",
			"prefix=x&limit=21":                  "limit",
			"prefix=x&active=yes":                "active",
			"prefix=x&order=count":               "order",
		},
		readapi.Events: {"prefix=x&active=true": "active", "prefix=x&field=title": "field"},
	} {
		for raw, param := range raws {
			_, err := parse(d, raw)
			var apiErr *readapi.Error
			if !errors.As(err, &apiErr) || apiErr.Param != param {
				t.Errorf("%s?%s: %v, want a 400 naming %s", d.Name, raw, err, param)
			}
		}
	}
	if got := readapi.Jobs.SuggestParams(); !slices.Equal(got, []string{"active", "field", "limit", "prefix"}) {
		t.Errorf("jobs suggestions accept %v", got)
	}
	for _, d := range readapi.All {
		if (d.SuggestPath() != "") != (d == readapi.Jobs || d == readapi.Events) {
			t.Errorf("%s: suggestions at %q", d.Name, d.SuggestPath())
		}
	}
}

func TestRankShowsTheMostFrequentFormAndBreaksTiesByIt(t *testing.T) {
	var g SuggestGroup
	for _, f := range []struct {
		form  string
		count int64
	}{{"Mühasib", 3}, {"mühasib", 1}, {"MÜHASİB", 3}, {"Muhasib", 2}} {
		if g.Better(f.form, f.count) {
			g.Form, g.FormCount = f.form, f.count
		}
		g.Count += f.count
	}
	if g.Form != "MÜHASİB" || g.Count != 9 {
		t.Fatalf("group %+v", g)
	}
	got := Rank([]SuggestGroup{g, {Count: 2, Form: "parketçi"}, {Count: 2, Form: "Pilot"}, {Count: 9, Form: "Baş mühasib"}}, 3)
	want := []Suggestion{{"Baş mühasib", 9}, {"MÜHASİB", 9}, {"Pilot", 2}}
	if !slices.Equal(got, want) {
		t.Errorf("Rank: %v, want %v", got, want)
	}
}
