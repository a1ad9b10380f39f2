package handlers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/zap"

	"readapi"
	"readapi/handlers"
	"readapi/internal/opensearch"
	"readapi/internal/testenv"
	"readapi/mappings"
	"readapi/search"
	"readapi/search/engine"
	"readapi/search/sources"
)

// apiEnv is one API server over a private index prefix of the real engine.
type apiEnv struct {
	t      *testing.T
	client *opensearch.Client
	prefix string
	engine *engine.Engine
	srv    *httptest.Server
}

var indexSerial atomic.Int64

func newAPI(t *testing.T) *apiEnv {
	t.Helper()
	client := testenv.OpenSearch(t)
	prefix := testenv.Prefix(t)
	engine := engine.New(client, prefix, search.NewSigner("test-secret"))
	engine.Sources = &sources.Catalog{Client: client, Prefix: prefix, TTL: time.Nanosecond}
	srv := httptest.NewServer((&handlers.Server{Engine: engine, Log: zap.NewNop()}).Handler())
	t.Cleanup(srv.Close)
	return &apiEnv{t: t, client: client, prefix: prefix, engine: engine, srv: srv}
}

// osDo sends one raw request to OpenSearch and fails the test on an error status.
func (a *apiEnv) osDo(method, path string, body []byte) []byte {
	a.t.Helper()
	out, err := a.client.Do(context.Background(), method, path, body)
	if err != nil {
		a.t.Fatalf("%s %s: %v", method, path, err)
	}
	return out
}

// load writes rows into a new versioned index of the dataset and points the
// alias at it; it returns the index name.
func (a *apiEnv) load(dataset string, rows ...map[string]any) string {
	a.t.Helper()
	index := fmt.Sprintf("%s%s-%d", a.prefix, dataset, indexSerial.Add(1))
	body, err := mappings.IndexBody(dataset, nil)
	if err != nil {
		a.t.Fatal(err)
	}
	a.osDo(http.MethodPut, "/"+index, body)
	var bulk opensearch.Bulk
	for _, r := range rows {
		id, _ := r["id"].(string)
		if id == "" {
			id = fmt.Sprint(r["source"])
		}
		if r["dataset"] != nil && dataset == "tombstones" {
			id = fmt.Sprint(r["dataset"]) + ":" + id
		} else if dataset == "sources" {
			id = fmt.Sprint(r["dataset"]) + ":" + fmt.Sprint(r["source"])
		}
		if dataset == "quotes" {
			// the helper field the loader computes
			r = maps.Clone(r)
			r["pick_key"] = readapi.PickKey(id)
		}
		if err := bulk.Index(index, id, r); err != nil {
			a.t.Fatal(err)
		}
	}
	items, err := a.client.SendBulk(context.Background(), &bulk, opensearch.RefreshNow)
	if err != nil {
		a.t.Fatalf("bulk into %s: %v", index, err)
	}
	for _, item := range items {
		if item.Error != nil {
			a.t.Fatalf("bulk into %s: %s: %s", index, item.ID, opensearch.ItemReason(item))
		}
	}
	alias := a.prefix + dataset
	actions := []map[string]any{{"add": map[string]any{"index": index, "alias": alias}}}
	if existing := a.aliasTargets(alias); len(existing) > 0 {
		actions = append([]map[string]any{{"remove": map[string]any{"indices": existing, "alias": alias}}}, actions...)
	}
	swap, _ := json.Marshal(map[string]any{"actions": actions})
	a.osDo(http.MethodPost, "/_aliases", swap)
	return index
}

func (a *apiEnv) aliasTargets(alias string) []string {
	data, err := a.client.Do(context.Background(), http.MethodGet, "/_alias/"+alias, nil)
	if opensearch.HasStatus(err, http.StatusNotFound) {
		return nil
	}
	if err != nil {
		a.t.Fatal(err)
	}
	var m map[string]any
	_ = json.Unmarshal(data, &m)
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// envelope is a decoded API response.
type envelope struct {
	Status int
	Header http.Header
	Raw    []byte
	Data   json.RawMessage `json:"data"`
	Meta   map[string]any  `json:"meta"`
	Error  *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func (e *envelope) rows(t *testing.T) []map[string]any {
	t.Helper()
	var rows []map[string]any
	if err := json.Unmarshal(e.Data, &rows); err != nil {
		t.Fatalf("data is not an array of objects: %v: %s", err, e.Raw)
	}
	return rows
}

func (e *envelope) ids(t *testing.T) []string {
	t.Helper()
	var ids []string
	for _, r := range e.rows(t) {
		ids = append(ids, r["id"].(string))
	}
	return ids
}

func (e *envelope) object(t *testing.T) map[string]any {
	t.Helper()
	var obj map[string]any
	if err := json.Unmarshal(e.Data, &obj); err != nil {
		t.Fatalf("data is not an object: %v: %s", err, e.Raw)
	}
	return obj
}

func (e *envelope) next() string {
	s, _ := e.Meta["next"].(string)
	return s
}

// request sends a request to the API and decodes the envelope.
func (a *apiEnv) request(method, path string, header http.Header) *envelope {
	a.t.Helper()
	req, _ := http.NewRequest(method, a.srv.URL+path, nil)
	for k, vs := range header {
		req.Header[k] = vs
	}
	resp, err := a.srv.Client().Do(req)
	if err != nil {
		a.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	e := &envelope{Status: resp.StatusCode, Header: resp.Header, Raw: raw}
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, e); err != nil {
			a.t.Fatalf("%s %s: body is not JSON: %v: %s", method, path, err, raw)
		}
	}
	return e
}

func (a *apiEnv) get(path string) *envelope {
	a.t.Helper()
	return a.request(http.MethodGet, path, nil)
}

// ok fetches path and fails unless it answers 200.
func (a *apiEnv) ok(path string) *envelope {
	a.t.Helper()
	e := a.get(path)
	if e.Status != http.StatusOK {
		a.t.Fatalf("GET %s: status %d: %s", path, e.Status, e.Raw)
	}
	return e
}

// bad fetches path and checks it is a 400 invalid_request naming param.
func (a *apiEnv) bad(path, param string) *envelope {
	a.t.Helper()
	e := a.get(path)
	if e.Status != http.StatusBadRequest || e.Error == nil || e.Error.Code != "invalid_request" {
		a.t.Fatalf("GET %s: want 400 invalid_request, got %d: %s", path, e.Status, e.Raw)
	}
	if !strings.Contains(e.Error.Message, param) {
		a.t.Fatalf("GET %s: message %q does not name %q", path, e.Error.Message, param)
	}
	return e
}

// walk follows meta.next from path and returns every id in order.
func (a *apiEnv) walk(path string) []string {
	a.t.Helper()
	var ids []string
	sep := "?"
	if strings.Contains(path, "?") {
		sep = "&"
	}
	e := a.ok(path)
	for pages := 0; ; pages++ {
		ids = append(ids, e.ids(a.t)...)
		if e.next() == "" || pages > 1000 {
			return ids
		}
		e = a.ok(path + sep + "cursor=" + e.next())
	}
}

func null() any { return nil }

// row merges overrides into a base row with every key of the fields null.
func row(fields []readapi.Field, overrides map[string]any) map[string]any {
	r := map[string]any{}
	for _, f := range fields {
		if f.Presence == readapi.Always || f.Presence == readapi.ItemOrBodies {
			r[f.Name] = null()
		}
	}
	for k, v := range overrides {
		r[k] = v
	}
	return r
}

// job builds a jobs row with sensible defaults for the required fields.
func job(id string, overrides map[string]any) map[string]any {
	source, _, _ := strings.Cut(id, ":")
	base := map[string]any{
		"id": id, "source": source, "title": "Posting " + id,
		"ingested_at": "2026-11-01T00:00:00Z", "first_seen_at": "2026-10-01T00:00:00Z",
		"times_seen": 1, "active": true,
	}
	for k, v := range overrides {
		base[k] = v
	}
	return row(readapi.Jobs.Fields, base)
}
