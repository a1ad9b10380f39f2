package engine

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"readapi"
	"readapi/internal/opensearch"
	"readapi/search"
)

// stub is an OpenSearch that answers every search with one status and
// body, a HEAD of an index with headStatus, and counts the requests.
type stub struct {
	status, headStatus int
	body               string
	requests           atomic.Int64
}

func (s *stub) engine(t *testing.T) *Engine {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.requests.Add(1)
		w.Header().Set("Content-Type", "application/json")
		if r.Method == http.MethodHead {
			w.WriteHeader(s.headStatus)
			return
		}
		w.WriteHeader(s.status)
		_, _ = io.WriteString(w, s.body)
	}))
	t.Cleanup(srv.Close)
	c, err := opensearch.New(opensearch.Config{URLs: []string{srv.URL}, RequestTimeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	e := New(c, "p-", search.NewSigner("s"))
	e.Sources = noSources{}
	return e
}

type noSources struct{}

func (noSources) Stems(context.Context, string) (map[string]string, error) {
	return map[string]string{"s": ""}, nil
}

// What OpenSearch answers while shards are missing or an index is being
// deleted.
const (
	partialPage = `{"took":2,"timed_out":false,"_shards":{"total":3,"successful":2,"skipped":0,"failed":1,"failures":[{"shard":2,"index":"p-jobs-1","node":"n2","reason":{"type":"node_not_connected_exception","reason":"[n2] disconnected"}}]},` +
		`"hits":{"total":{"value":13313,"relation":"eq"},"hits":[]},"aggregations":{"latest":{"value":null},"values":{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[]}}}`
	timedOutPage    = `{"took":2,"timed_out":true,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0},"hits":{"hits":[]},"aggregations":{"latest":{"value":null},"values":{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[]}}}`
	deletingShards  = `{"took":2,"timed_out":false,"_shards":{"total":1,"successful":0,"skipped":0,"failed":1,"failures":[{"shard":0,"index":"p-jobs-1","reason":{"type":"index_not_found_exception","reason":"no such index [p-jobs-1]"}}]},"hits":{"hits":[]}}`
	allShardsFailed = `{"error":{"root_cause":[{"type":"no_shard_available_action_exception","reason":"No shard available"}],"type":"search_phase_execution_exception","reason":"all shards failed","phase":"query","grouped":true,"failed_shards":[]},"status":503}`
)

func wantCode(t *testing.T, what string, err error, code, param string) {
	t.Helper()
	var se *readapi.Error
	if !errorsAs(err, &se) || se.Code != code || (param != "" && !strings.Contains(se.Message, param)) {
		t.Errorf("%s: %v, want %s naming %q", what, err, code, param)
	}
}

// A partial answer of any read is unavailable (503 with Retry-After),
// never a short page, count, facet, suggestion or rate.
func TestPartialAnswersAreNeverServed(t *testing.T) {
	for name, body := range map[string]string{"failed shard": partialPage, "timed out": timedOutPage} {
		e := (&stub{status: 200, headStatus: 200, body: body}).engine(t)
		ctx := context.Background()
		_, err := e.List(ctx, readapi.Jobs, url.Values{"count": {"true"}})
		wantCode(t, name+": page", err, readapi.CodeUnavailable, "")
		_, err = e.Latest(ctx, url.Values{})
		wantCode(t, name+": latest rates", err, readapi.CodeUnavailable, "")
		_, err = e.Suggest(ctx, readapi.Jobs, url.Values{"prefix": {"mu"}})
		wantCode(t, name+": suggestions", err, readapi.CodeUnavailable, "")
		_, err = e.Venue(ctx, "v")
		wantCode(t, name+": venue", err, readapi.CodeUnavailable, "")
	}
	// A facet's msearch item answered in part fails the page.
	e := (&stub{status: 200, headStatus: 200, body: `{"responses":[` + partialPage + `]}`}).engine(t)
	q, err := search.ParseQuery(readapi.Env{Ctx: context.Background(), Sources: e.Sources, Dataset: readapi.Jobs}, e.Signer, url.Values{"facets": {"source"}})
	if err != nil {
		t.Fatal(err)
	}
	err = e.facets(context.Background(), "p-jobs", search.Compile(q, e.Signer))
	wantCode(t, "facets", err, readapi.CodeUnavailable, "")
}

// A cursor whose pinned index is being deleted is the 400 naming cursor,
// whatever OpenSearch answers mid-deletion; while the index still exists,
// a failure stays a 503.
func TestCursorOfADeletedIndexIsAlways400(t *testing.T) {
	signer := search.NewSigner("s")
	q, err := search.ParseQuery(readapi.Env{Ctx: context.Background(), Sources: noSources{}, Dataset: readapi.Jobs}, signer, url.Values{})
	if err != nil {
		t.Fatal(err)
	}
	cursor := signer.Encode(search.Cursor{Fingerprint: q.Fingerprint, Index: "p-jobs-1", After: []json.RawMessage{json.RawMessage(`1730000000000`), json.RawMessage(`"s:1"`)}})
	for _, tc := range []struct {
		name         string
		status, head int
		body         string
		code         string
	}{
		{"503 all shards failed", 503, 404, allShardsFailed, readapi.CodeInvalid},
		{"200 with the shard of a deleted index", 200, 404, deletingShards, readapi.CodeInvalid},
		{"404 missing index", 404, 404, `{"error":{"type":"index_not_found_exception","reason":"no such index"},"status":404}`, readapi.CodeInvalid},
		{"503 while the index exists", 503, 200, allShardsFailed, readapi.CodeUnavailable},
	} {
		e := (&stub{status: tc.status, headStatus: tc.head, body: tc.body}).engine(t)
		e.Signer = signer
		_, err := e.List(context.Background(), readapi.Jobs, url.Values{"cursor": {cursor}, "facets": {"source"}})
		param := "retired"
		if tc.code == readapi.CodeUnavailable {
			param = ""
		}
		wantCode(t, tc.name, err, tc.code, param)
	}
}

// An id OpenSearch could never store is not found, without asking it.
func TestLongIDsAreNotFound(t *testing.T) {
	s := &stub{status: 400, headStatus: 200, body: `{"error":{"type":"too_long_frame_exception","reason":"An HTTP line is larger than 4096 bytes."},"status":400}`}
	e := s.engine(t)
	for _, id := range []string{strings.Repeat("a", 513), strings.Repeat("€", 3000), strings.Repeat(":", 5000)} {
		_, err := e.Get(context.Background(), readapi.Jobs, id, readapi.Include{})
		wantCode(t, "long id", err, readapi.CodeNotFound, "")
	}
	if n := s.requests.Load(); n != 0 {
		t.Errorf("%d requests to OpenSearch for ids it cannot hold", n)
	}
}

// A request OpenSearch refuses is a bad request, never a 500 or a retry.
func TestEngineRefusalsAreBadRequests(t *testing.T) {
	for _, tc := range []struct {
		status int
		body   string
	}{
		{500, `{"error":{"root_cause":[{"type":"too_many_nested_clauses","reason":"Query contains too many nested clauses; maxClauseCount is set to 1024"}],"type":"search_phase_execution_exception","reason":"all shards failed"},"status":500}`},
		{400, `{"error":{"root_cause":[{"type":"query_shard_exception","reason":"failed to create query"}],"type":"search_phase_execution_exception","reason":"all shards failed"},"status":400}`},
	} {
		e := (&stub{status: tc.status, headStatus: 200, body: tc.body}).engine(t)
		_, err := e.List(context.Background(), readapi.Jobs, url.Values{"q": {"x"}})
		wantCode(t, tc.body, err, readapi.CodeInvalid, "")
		_, err = e.Get(context.Background(), readapi.Jobs, "a:1", readapi.Include{})
		wantCode(t, "get "+tc.body, err, readapi.CodeInvalid, "")
	}
}

func errorsAs(err error, target **readapi.Error) bool { return errors.As(err, target) }
