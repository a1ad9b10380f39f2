package mappings

import (
	"encoding/json"
	"testing"
)

// A dataset's index is recovered before the internal ones after a node is
// lost, and every index has a replica and a short delay before rebuilding.
func TestIndexBodyRecoveryPriorityAndRedundancy(t *testing.T) {
	for name, want := range map[string]string{"jobs": DatasetPriority, "events": DatasetPriority, "sources": "", "locks": "", "stats": ""} {
		raw, err := IndexBody(name, nil)
		if err != nil {
			t.Fatal(err)
		}
		var body struct {
			Settings struct {
				Index map[string]any `json:"index"`
			} `json:"settings"`
		}
		if err := json.Unmarshal(raw, &body); err != nil {
			t.Fatal(err)
		}
		got, _ := body.Settings.Index["priority"].(string)
		if got != want {
			t.Errorf("%s: index.priority %q, want %q", name, got, want)
		}
		if body.Settings.Index["unassigned.node_left.delayed_timeout"] != "1s" || body.Settings.Index["auto_expand_replicas"] != "0-1" {
			t.Errorf("%s: index settings %v lack the redundancy settings", name, body.Settings.Index)
		}
	}
}

// Field walks objects and multi-fields, and answers nil for a path the
// mapping lacks.
func TestField(t *testing.T) {
	for path, want := range map[string]string{"title.syn": "text", "derived.salary_azn.from": "double", "company.name": "text"} {
		f, err := Field("jobs", path)
		if err != nil || f["type"] != want {
			t.Errorf("Field(jobs, %s) = %v, %v; want type %s", path, f, err, want)
		}
	}
	if f, err := Field("jobs", "title.nope"); err != nil || f != nil {
		t.Errorf("Field(jobs, title.nope) = %v, %v; want nil", f, err)
	}
	if _, err := Field("nope", "title"); err == nil {
		t.Error("Field of an unknown index: no error")
	}
}
