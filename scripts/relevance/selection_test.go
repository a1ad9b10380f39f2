package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/url"
	"slices"
	"testing"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/internal/testenv"
	"readapi/reindex"
	"readapi/search"
)

// selectionCheck runs q strings under the default order against a loaded
// prefix: the page's body (q's clauses as their selection, search's
// selection.go) and the oracle, the same body with q's clauses as built.
type selectionCheck struct {
	t      *testing.T
	client *opensearch.Client
	prefix string
	signer *search.Signer
	// leaner counts the q strings sent with fewer leaf queries, walked
	// those whose cursor walk was compared, marked those whose page has
	// highlights.
	leaner, walked, marked int
}

// rows runs body with every row asked for and returns the ids in the
// page's order and the total.
func (c *selectionCheck) rows(index string, body map[string]any) ([]string, int, []json.RawMessage) {
	c.t.Helper()
	body["track_total_hits"] = true
	data, err := c.client.Search(context.Background(), index, body)
	if err != nil {
		c.t.Fatal(err)
	}
	var out struct {
		Hits struct {
			Total struct {
				Value int `json:"value"`
			} `json:"total"`
			Hits []struct {
				ID   string          `json:"_id"`
				Sort json.RawMessage `json:"sort"`
			} `json:"hits"`
		} `json:"hits"`
	}
	if err := json.Unmarshal(data, &out); err != nil {
		c.t.Fatal(err)
	}
	var ids []string
	var sorts []json.RawMessage
	for _, h := range out.Hits.Hits {
		ids = append(ids, h.ID)
		sorts = append(sorts, h.Sort)
	}
	return ids, out.Hits.Total.Value, sorts
}

// bodies parses the request and returns the page's body and the oracle's.
func (c *selectionCheck) bodies(d *readapi.Dataset, v url.Values) (page, whole map[string]any) {
	c.t.Helper()
	q, err := search.ParseQuery(readapi.Env{Ctx: context.Background(), Dataset: d}, c.signer, v)
	if err != nil {
		c.t.Fatalf("%s?%s: %v", d.Name, v.Encode(), err)
	}
	raw, err := q.Body(q.Count)
	if err != nil {
		c.t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &page); err != nil {
		c.t.Fatal(err)
	}
	_ = json.Unmarshal(raw, &whole)
	whole["query"] = q.WholeQuery()
	return page, whole
}

// check compares the rows, their order and the count of one q, and, for
// the first q strings of some rows, the pages of a cursor walk of three
// rows a page, each page's after taken from the rows before it.
func (c *selectionCheck) check(d *readapi.Dataset, text string, fuzzy bool) {
	c.t.Helper()
	v := url.Values{"q": {text}, "count": {"true"}, "limit": {"100"}}
	if fuzzy {
		v.Set("fuzzy", "true")
	}
	page, whole := c.bodies(d, v)
	pageJSON, _ := json.Marshal(page["query"])
	wholeJSON, _ := json.Marshal(whole["query"])
	if bytes.Count(pageJSON, []byte(`"match"`)) < bytes.Count(wholeJSON, []byte(`"match"`)) {
		c.leaner++
	}
	index := c.prefix + d.Name
	page["size"], whole["size"] = 10000, 10000
	want, wantTotal, sorts := c.rows(index, whole)
	got, gotTotal, _ := c.rows(index, page)
	if !slices.Equal(got, want) || gotTotal != wantTotal {
		c.t.Errorf("%s q=%q fuzzy=%v: the selection gives %d rows %v, the clause as built %d %v", d.Name, text, fuzzy, gotTotal, got, wantTotal, want)
		return
	}
	c.highlights(d, text, fuzzy)
	if len(want) < 4 || c.walked >= 40 {
		return
	}
	c.walked++
	for at := 3; at < len(want); at += 3 {
		v.Set("limit", "3")
		page, _ := c.bodies(d, v)
		page["search_after"] = sorts[at-1]
		got, _, _ := c.rows(index, page)
		if end := min(at+4, len(want)); !slices.Equal(got, want[at:end]) {
			c.t.Errorf("%s q=%q: the page after row %d gives %v, want %v", d.Name, text, at, got, want[at:end])
			return
		}
	}
}

// highlights compares the highlights of the first 100 rows of q with
// highlight=true with those of the request as the build before the
// selection sent it: the clauses as built as the query, no highlight_query.
func (c *selectionCheck) highlights(d *readapi.Dataset, text string, fuzzy bool) {
	c.t.Helper()
	v := url.Values{"q": {text}, "limit": {"100"}, "highlight": {"true"}}
	if fuzzy {
		v.Set("fuzzy", "true")
	}
	page, whole := c.bodies(d, v)
	delete(whole["highlight"].(map[string]any), "highlight_query")
	got, want := c.marks(c.prefix+d.Name, page), c.marks(c.prefix+d.Name, whole)
	if !slices.Equal(got, want) {
		c.t.Errorf("%s q=%q fuzzy=%v: highlights\n%s\nwant\n%s", d.Name, text, fuzzy, got, want)
	}
	if len(want) > 0 && want[0] != "" {
		c.marked++
	}
}

// marks runs body and returns each hit's id and highlight object.
func (c *selectionCheck) marks(index string, body map[string]any) []string {
	c.t.Helper()
	data, err := c.client.Search(context.Background(), index, body)
	if err != nil {
		c.t.Fatal(err)
	}
	var out struct {
		Hits struct {
			Hits []struct {
				ID        string          `json:"_id"`
				Highlight json.RawMessage `json:"highlight"`
			} `json:"hits"`
		} `json:"hits"`
	}
	if err := json.Unmarshal(data, &out); err != nil {
		c.t.Fatal(err)
	}
	var marks []string
	for _, h := range out.Hits.Hits {
		marks = append(marks, h.ID+" "+string(h.Highlight))
	}
	return marks
}

// Under the default order a page selects q's rows by the selection of q's
// clauses (search's selection.go). For every q of the judged job set and
// of the judged event and quote set, on their corpora, it selects the same
// rows in the same order with the same count as the clauses as built (the
// oracle, run by the engine here), the pages after a row hold the same
// rows, and with highlight=true every row carries the same marks as the
// request of the build before; the test fails when no q was sent leaner,
// walked or marked (it would test nothing).
func TestSelectionSelectsWhatTheClausesAsBuiltSelect(t *testing.T) {
	client := testenv.OpenSearch(t)
	c := &selectionCheck{t: t, client: client, prefix: testenv.Prefix(t), signer: search.NewSigner("selection")}
	jobs, err := buildSet()
	if err != nil {
		t.Fatal(err)
	}
	events, err := buildEventSet()
	if err != nil {
		t.Fatal(err)
	}
	snapshot, err := jobs.snapshot()
	if err != nil {
		t.Fatal(err)
	}
	l := &reindex.Loader{Client: client, Prefix: c.prefix, Keep: 1}
	for _, load := range []struct {
		dataset string
		rows    []byte
	}{{"jobs", snapshot}, {"events", ndjson(events.events)}, {"quotes", ndjson(events.quotes)}} {
		if _, err := l.Load(context.Background(), load.dataset, bytes.NewReader(load.rows)); err != nil {
			t.Fatalf("loading %s: %v", load.dataset, err)
		}
	}
	for _, j := range jobs.queries {
		c.check(readapi.Jobs, j.q, j.fuzzy)
	}
	for _, j := range events.queries {
		d := readapi.Events
		if j.intent.quotes() {
			d = readapi.Quotes
		}
		c.check(d, j.q, j.fuzzy)
	}
	if c.leaner == 0 || c.walked == 0 || c.marked == 0 {
		t.Fatalf("no q was sent leaner (%d), walked (%d) or marked (%d): the test tests nothing", c.leaner, c.walked, c.marked)
	}
	t.Logf("%d of %d q strings sent with fewer leaf queries; %d walked; %d with marks", c.leaner, len(jobs.queries)+len(events.queries), c.walked, c.marked)
}
