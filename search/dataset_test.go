package search

import (
	"slices"
	"strings"
	"testing"

	"readapi/reindex/lifecycle"
)

func TestBrokenDescriptionsAreRefused(t *testing.T) {
	for name, breakIt := range map[string]func(d *Dataset){
		"no tiebreaker":          func(d *Dataset) { d.Fields = d.Fields[1:] },
		"unknown kept field":     func(d *Dataset) { d.Write.Kept = []string{"nope"} },
		"retires without active": func(d *Dataset) { d.Write.Kept = []string{"first_seen_at", "times_seen"} },
		"helper without value":   func(d *Dataset) { d.Helper = Helper{Name: "url_base"} },
		"helper shadows a field": func(d *Dataset) { d.Helper.Name = "url" },
		"numbers as text in a number": func(d *Dataset) {
			d.NumbersAsText = []string{"salary_from"}
		},
		"source typed without filter": func(d *Dataset) {
			d.Filters = slices.DeleteFunc(slices.Clone(d.Filters), func(f Filter) bool { return f.Param == "source_type" })
		},
		"quality without retirement": func(d *Dataset) { d.Write = lifecycle.Rules{} },
	} {
		broken := *Jobs
		breakIt(&broken)
		if err := checkAll([]*Dataset{&broken}); err == nil {
			t.Errorf("%s: accepted", name)
		}
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: register did not stop the program", name)
				}
			}()
			register(Events, &broken)
		}()
	}
	if err := checkAll([]*Dataset{Jobs, Quotes, Jobs}); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("a dataset described twice was accepted: %v", err)
	}
}

func TestListsDeriveFromAll(t *testing.T) {
	if got := strings.Join(Names(), ","); got != "jobs,events,quotes,rates,genome,reachability" {
		t.Errorf("Names() = %s", got)
	}
	for _, d := range All {
		if got, ok := ByName(d.Name); !ok || got != d {
			t.Errorf("ByName(%q) = %v, %v", d.Name, got, ok)
		}
	}
	if _, ok := ByName("sources"); ok {
		t.Error("the registry is not a dataset")
	}
	if got := strings.Join(HelperFields(), ","); got != "url_base,pick_key" {
		t.Errorf("HelperFields() = %s", got)
	}
}

func TestHelperValues(t *testing.T) {
	u := "https://example.az/v/7?utm=x#top"
	if v, ok := Jobs.Helper.Value("boss:7", &u); !ok || v != "https://example.az/v/7" {
		t.Errorf("url_base = %v, %v", v, ok)
	}
	if _, ok := Jobs.Helper.Value("boss:7", nil); ok {
		t.Error("a posting without url got a url_base")
	}
	if v, ok := Quotes.Helper.Value("q:1", nil); !ok || v != PickKey("q:1") {
		t.Errorf("pick_key = %v, %v", v, ok)
	}
}
