package search

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"readapi"
)

func TestCursorSignature(t *testing.T) {
	s := NewSigner("secret")
	c := Cursor{Fingerprint: "fp", Index: "jobs-1", After: []json.RawMessage{json.RawMessage("9223372036854775807"), json.RawMessage(`"boss:1"`)}}
	token := s.Encode(c)
	got, err := s.Decode(token)
	if err != nil || got.Index != "jobs-1" || string(got.After[0]) != "9223372036854775807" {
		t.Fatalf("round trip: %+v %v", got, err)
	}
	if _, err := NewSigner("other").Decode(token); err == nil {
		t.Error("a cursor signed with another secret was accepted")
	}
	b := []byte(token)
	b[3] ^= 2
	if _, err := s.Decode(string(b)); err == nil {
		t.Error("a tampered cursor was accepted")
	}
	if _, err := s.Decode(""); err == nil {
		t.Error("an empty cursor was accepted")
	}
}

type stems map[string]string

func (s stems) Stems(context.Context, string) (map[string]string, error) { return s, nil }

func parse(t *testing.T, d *readapi.Dataset, query string) (*Query, error) {
	t.Helper()
	v, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	return ParseQuery(readapi.Env{Ctx: context.Background(), Sources: stems{"boss": "board"}, Dataset: d}, NewSigner("s"), v)
}

func TestFingerprintIgnoresParameterOrderAndPaging(t *testing.T) {
	a, err := parse(t, readapi.Jobs, "remote=true&city=Baki&limit=5")
	if err != nil {
		t.Fatal(err)
	}
	b, err := parse(t, readapi.Jobs, "city=Baki&limit=7&count=true&remote=true")
	if err != nil {
		t.Fatal(err)
	}
	c, _ := parse(t, readapi.Jobs, "city=Baki&remote=false")
	if a.Fingerprint != b.Fingerprint || a.Fingerprint == c.Fingerprint {
		t.Errorf("fingerprints %s %s %s", a.Fingerprint, b.Fingerprint, c.Fingerprint)
	}
}

func TestDefaultsApply(t *testing.T) {
	q, err := parse(t, readapi.Quotes, "")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := q.Body(false)
	if !strings.Contains(string(body), `{"term":{"active":true}}`) {
		t.Errorf("quotes default is not the curated half: %s", body)
	}
	if q.Order != "ingested_at" || !q.Desc {
		t.Errorf("quotes default order %s desc=%v", q.Order, q.Desc)
	}
}

func TestProjectShapesRows(t *testing.T) {
	src := json.RawMessage(`{"id":"g1","release_version":113,"extra":null,"helper":"x","status":"ok"}`)
	out, err := Project(readapi.Genome.Fields, src, true, readapi.Include{})
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	_ = json.Unmarshal(out, &m)
	if m["release_version"] != "113" {
		t.Errorf("release_version %#v", m["release_version"])
	}
	if _, ok := m["helper"]; ok {
		t.Error("unknown stored key returned")
	}
	if v, ok := m["checksum"]; !ok || v != nil {
		t.Error("missing nullable key not rendered as null")
	}
	if len(m) != len(readapi.Genome.Fields) {
		t.Errorf("%d keys, want %d", len(m), len(readapi.Genome.Fields))
	}
	if !strings.HasPrefix(string(out), `{"id":"g1","source":null`) {
		t.Errorf("fields not in the description's order: %s", out)
	}
	job, _ := Project(readapi.Jobs.Fields, json.RawMessage(`{"id":"a:1","facts":null,"description_html":"<p>"}`), false, readapi.Include{})
	if strings.Contains(string(job), "facts") || strings.Contains(string(job), "description_html") {
		t.Errorf("collection job shows absent keys: %s", job)
	}
	job, _ = Project(readapi.Jobs.Fields, json.RawMessage(`{"id":"a:1","facts":{"k":"v"}}`), true, readapi.Include{})
	if !strings.Contains(string(job), `"facts":{"k":"v"}`) || !strings.Contains(string(job), `"description_html":null`) {
		t.Errorf("single job: %s", job)
	}
}

func TestParseRejects(t *testing.T) {
	for _, c := range []struct{ query, param string }{
		{"limit=0", "limit"}, {"limit=101", "limit"}, {"limit=", "limit"}, {"limit=1&limit=2", "limit"},
		{"nope=1", "nope"}, {"country=UK", "country"}, {"country=USA", "country"}, {"source=zzz", "source"},
		{"active=yes", "active"}, {"source_type=charity", "source_type"}, {"include=all", "include"},
		{"order=-title", "order"}, {"cursor=abc", "cursor"},
	} {
		_, err := parse(t, readapi.Jobs, c.query)
		e, ok := err.(*readapi.Error)
		if !ok || e.Code != readapi.CodeInvalid || e.Param != c.param {
			t.Errorf("%s: %v, want invalid %s", c.query, err, c.param)
		}
	}
}

func TestFiltersKeepNoStateBetweenRequests(t *testing.T) {
	for range 3 {
		q, err := parse(t, readapi.Rates, "to=2026-11-05")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := q.Body(false)
		if !strings.Contains(string(body), `"lt":"2026-11-06"`) {
			t.Fatalf("to=2026-11-05 does not include the whole day: %s", body)
		}
	}
}
