package readapi

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"readapi/internal/lifecycle"
)

func TestBrokenDescriptionsAreRefused(t *testing.T) {
	for name, breakIt := range map[string]func(d *Dataset){
		"no tiebreaker":          func(d *Dataset) { d.Fields = d.Fields[1:] },
		"unknown kept field":     func(d *Dataset) { d.Write.Kept = []string{"nope"} },
		"retires without active": func(d *Dataset) { d.Write.Kept = []string{"first_seen_at", "times_seen"} },
		"helper without value":   func(d *Dataset) { d.Helpers = []Helper{{Name: "url_base", From: []string{"url"}}} },
		"helper shadows a field": func(d *Dataset) { d.Helpers = []Helper{{Name: "url", From: []string{"url"}, Value: urlBase}} },
		"helper described twice": func(d *Dataset) { d.Helpers = append(slices.Clone(d.Helpers), d.Helpers...) },
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
	if got := strings.Join(HelperFields(), ","); got != "url_base,dup_block,salary_band,venue_location,pick_key" {
		t.Errorf("HelperFields() = %s", got)
	}
}

func TestHelperValues(t *testing.T) {
	u := json.RawMessage(`"https://example.az/v/7?utm=x#top"`)
	id := json.RawMessage(`"boss:7"`)
	if v, ok := Jobs.Helpers[0].Value(map[string]json.RawMessage{"id": id, "url": u}); !ok || v != "https://example.az/v/7" {
		t.Errorf("url_base = %v, %v", v, ok)
	}
	for _, row := range []map[string]json.RawMessage{{"id": id}, {"id": id, "url": json.RawMessage("null")}} {
		if _, ok := Jobs.Helpers[0].Value(row); ok {
			t.Errorf("a posting without url got a url_base: %s", row)
		}
	}
	if v, ok := Quotes.Helpers[0].Value(map[string]json.RawMessage{"id": json.RawMessage(`"q:1"`)}); !ok || v != PickKey("q:1") {
		t.Errorf("pick_key = %v, %v", v, ok)
	}
}
