package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"sync"
	"time"
)

// The failure kinds a read can end in. Every kind but unavailable (a 503,
// which a client retries) and noTotal (the spec's answer when a count
// fails: the page, whole, without meta.total) breaks a required property;
// those two must still stop within wholeAgainWithin of a kill.
const (
	kindUnavailable = "503 unavailable"
	kindServerError = "500 or other 5xx"
	kindStatus      = "other status"
	kindTransport   = "no answer from the api"
	kindPartialPage = "partial page (short page with meta.next)"
	kindWrongTotal  = "meta.total differs from the known count"
	kindNoTotal     = "count=true without meta.total"
	kindFacets      = "meta.facets differ from the known facets"
	kindWrongRow    = "single id answered another row"
	kindWalk        = "walk skipped or repeated a row"
)

// baseline is what every whole answer must match, read while the cluster
// was green.
type baseline struct {
	total  int
	word   string
	qTotal int
	facets string
	ids    []string
}

// result is one read: when it started, how long it took, and its failure
// kind ("" when it was a whole 200).
type result struct {
	op       string
	start    time.Time
	duration time.Duration
	kind     string
	detail   string
}

// reader sends the API's reads and checks each answer against the baseline.
type reader struct {
	api, key string
	http     *http.Client
	base     baseline
	limit    int
	facets   string
	// rate paces each client to this many reads a second (0: as fast as
	// the api answers).
	rate float64
}

// envelope is the part of an API answer the checks read.
type envelope struct {
	Data json.RawMessage `json:"data"`
	Meta struct {
		Next   *string         `json:"next"`
		Count  int             `json:"count"`
		Total  *int            `json:"total"`
		Facets json.RawMessage `json:"facets"`
	} `json:"meta"`
}

type row struct {
	ID string `json:"id"`
}

// get sends one read and returns its envelope, or a failure kind.
func (r *reader) get(ctx context.Context, path string) (*envelope, string, string) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, r.api+path, nil)
	if err != nil {
		return nil, kindTransport, err.Error()
	}
	if r.key != "" {
		req.Header.Set("Authorization", "Bearer "+r.key)
	}
	resp, err := r.http.Do(req)
	if err != nil {
		return nil, kindTransport, err.Error()
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, kindTransport, err.Error()
	}
	switch {
	case resp.StatusCode == http.StatusServiceUnavailable:
		return nil, kindUnavailable, string(firstBytes(body))
	case resp.StatusCode >= 500:
		return nil, kindServerError, fmt.Sprintf("%d %s", resp.StatusCode, firstBytes(body))
	case resp.StatusCode != http.StatusOK:
		return nil, kindStatus, fmt.Sprintf("%d %s", resp.StatusCode, firstBytes(body))
	}
	var e envelope
	if err := json.Unmarshal(body, &e); err != nil {
		return nil, kindStatus, "undecodable 200: " + err.Error()
	}
	return &e, "", ""
}

func firstBytes(b []byte) []byte {
	if len(b) > 200 {
		return b[:200]
	}
	return b
}

// rows decodes a page and flags a short page that claims more to come.
func (r *reader) rows(e *envelope) ([]row, string, string) {
	var rows []row
	if err := json.Unmarshal(e.Data, &rows); err != nil {
		return nil, kindStatus, "undecodable page: " + err.Error()
	}
	if e.Meta.Next != nil && len(rows) < r.limit {
		return rows, kindPartialPage, fmt.Sprintf("%d rows of %d with meta.next", len(rows), r.limit)
	}
	return rows, "", ""
}

// checkTotal compares meta.total with the known count.
func checkTotal(e *envelope, want int) (string, string) {
	if e.Meta.Total == nil {
		return kindNoTotal, ""
	}
	if *e.Meta.Total != want {
		return kindWrongTotal, fmt.Sprintf("total %d, known %d", *e.Meta.Total, want)
	}
	return "", ""
}

// walk is one client's walk through the whole collection.
type walk struct {
	cursor string
	seen   map[string]bool
}

// client runs reads round the five kinds until ctx ends, sending each result.
func (r *reader) client(ctx context.Context, seed uint64, out chan<- result) {
	rng := rand.New(rand.NewPCG(seed, 1))
	w := &walk{seen: map[string]bool{}}
	ops := []string{"page", "id", "q", "count", "facets", "page"}
	next := time.Now()
	for i := 0; ctx.Err() == nil; i++ {
		if r.rate > 0 {
			next = next.Add(time.Duration(float64(time.Second) / r.rate))
			select {
			case <-ctx.Done():
				return
			case <-time.After(time.Until(next)):
			}
		}
		op := ops[i%len(ops)]
		start := time.Now()
		kind, detail := r.read(ctx, op, w, rng)
		if ctx.Err() != nil && kind == kindTransport {
			return
		}
		out <- result{op: op, start: start, duration: time.Since(start), kind: kind, detail: detail}
	}
}

// read sends one read of kind op and checks it.
func (r *reader) read(ctx context.Context, op string, w *walk, rng *rand.Rand) (string, string) {
	switch op {
	case "page":
		path := "/v1/jobs?limit=" + strconv.Itoa(r.limit)
		if w.cursor != "" {
			path += "&cursor=" + url.QueryEscape(w.cursor)
		}
		e, kind, detail := r.get(ctx, path)
		if e == nil {
			return kind, detail
		}
		rows, kind, detail := r.rows(e)
		if kind != "" {
			return kind, detail
		}
		for _, x := range rows {
			if w.seen[x.ID] {
				return kindWalk, "row " + x.ID + " came twice in one walk"
			}
			w.seen[x.ID] = true
		}
		if e.Meta.Next != nil {
			w.cursor = *e.Meta.Next
			return "", ""
		}
		n := len(w.seen)
		w.cursor, w.seen = "", map[string]bool{}
		if n != r.base.total {
			return kindWalk, fmt.Sprintf("a walk ended after %d rows of %d", n, r.base.total)
		}
		return "", ""
	case "id":
		id := r.base.ids[rng.IntN(len(r.base.ids))]
		e, kind, detail := r.get(ctx, "/v1/jobs/"+url.PathEscape(id))
		if e == nil {
			return kind, detail
		}
		var x row
		if json.Unmarshal(e.Data, &x) != nil || x.ID != id {
			return kindWrongRow, "asked " + id + ", got " + string(firstBytes(e.Data))
		}
		return "", ""
	case "q":
		e, kind, detail := r.get(ctx, "/v1/jobs?count=true&limit="+strconv.Itoa(r.limit)+"&q="+url.QueryEscape(r.base.word))
		if e == nil {
			return kind, detail
		}
		if _, kind, detail := r.rows(e); kind != "" {
			return kind, detail
		}
		return checkTotal(e, r.base.qTotal)
	case "count":
		e, kind, detail := r.get(ctx, "/v1/jobs?count=true&limit="+strconv.Itoa(r.limit))
		if e == nil {
			return kind, detail
		}
		if _, kind, detail := r.rows(e); kind != "" {
			return kind, detail
		}
		return checkTotal(e, r.base.total)
	default: // facets
		e, kind, detail := r.get(ctx, "/v1/jobs?limit="+strconv.Itoa(r.limit)+"&facets="+r.facets)
		if e == nil {
			return kind, detail
		}
		if _, kind, detail := r.rows(e); kind != "" {
			return kind, detail
		}
		if compact(e.Meta.Facets) != r.base.facets {
			return kindFacets, string(firstBytes(e.Meta.Facets))
		}
		return "", ""
	}
}

func compact(raw json.RawMessage) string {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return string(raw)
	}
	return b.String()
}

// learn reads the baseline through the API: the collection's count, a
// word of a title and its count, the facets, and ids to ask for.
func (r *reader) learn(ctx context.Context) (baseline, error) {
	var b baseline
	e, kind, detail := r.get(ctx, "/v1/jobs?count=true&limit=100&facets="+r.facets)
	if e == nil {
		return b, fmt.Errorf("first page: %s %s", kind, detail)
	}
	if e.Meta.Total == nil {
		return b, fmt.Errorf("first page has no meta.total")
	}
	b.total, b.facets = *e.Meta.Total, compact(e.Meta.Facets)
	var rows []struct {
		ID    string `json:"id"`
		Title string `json:"title"`
	}
	if err := json.Unmarshal(e.Data, &rows); err != nil || len(rows) == 0 {
		return b, fmt.Errorf("first page has no rows (%v)", err)
	}
	for _, x := range rows {
		b.ids = append(b.ids, x.ID)
		if b.word == "" {
			b.word = firstWord(x.Title)
		}
	}
	e, kind, detail = r.get(ctx, "/v1/jobs?count=true&limit=1&q="+url.QueryEscape(b.word))
	if e == nil || e.Meta.Total == nil {
		return b, fmt.Errorf("q=%s: %s %s", b.word, kind, detail)
	}
	b.qTotal = *e.Meta.Total
	return b, nil
}

func firstWord(s string) string {
	for i, c := range s {
		if c == ' ' {
			return s[:i]
		}
	}
	return s
}

// tally counts results as they come.
type tally struct {
	mu      sync.Mutex
	results []result
}

func (t *tally) collect(in <-chan result, done chan<- struct{}) {
	for r := range in {
		t.mu.Lock()
		t.results = append(t.results, r)
		t.mu.Unlock()
	}
	close(done)
}
