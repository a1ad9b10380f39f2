package opensearch

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

// answeringInTurn answers each request with the next of answers (the last
// one again once they run out) and counts the requests.
func answeringInTurn(t *testing.T, answers ...[2]any) (*Client, *atomic.Int32) {
	t.Helper()
	var n atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		a := answers[min(int(n.Add(1))-1, len(answers)-1)]
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(a[0].(int))
		_, _ = io.WriteString(w, a[1].(string))
	}))
	t.Cleanup(srv.Close)
	c, err := New(Config{URLs: []string{srv.URL}, RequestTimeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return c, &n
}

// A search that failed only because a node was lost while it ran is sent
// once more; any other failure is not.
func TestSearchLosingANodeIsSentAgain(t *testing.T) {
	whole := [2]any{200, `{"took":1,"timed_out":false,"_shards":{"total":3,"successful":3,"skipped":0,"failed":0},"hits":{"hits":[]}}`}
	partial := func(reason string) [2]any {
		return [2]any{200, `{"took":3,"timed_out":false,"_shards":{"total":3,"successful":2,"skipped":0,"failed":1,` +
			`"failures":[{"shard":1,"index":"x","node":"n","reason":{"type":"` + reason + `","reason":"r"}}]},"hits":{"hits":[]}}`}
	}
	// as OpenSearch 2.19 answered in the node-loss drill when the node of a
	// fetch died
	fetchLost := [2]any{500, `{"error":{"root_cause":[],"type":"search_phase_execution_exception","reason":"","phase":"fetch","grouped":true,"failed_shards":[],` +
		`"caused_by":{"type":"node_not_connected_exception","reason":"[readapi-9272][127.0.0.1:9372] Node not connected"}},"status":500}`}
	engineFault := [2]any{500, `{"error":{"root_cause":[],"type":"search_phase_execution_exception","reason":"","caused_by":{"type":"illegal_state_exception"}},"status":500}`}
	for _, tc := range []struct {
		name     string
		answers  [][2]any
		ok       bool
		requests int32
	}{
		{"a shard's node disconnected", [][2]any{partial("node_disconnected_exception"), whole}, true, 2},
		{"the fetch's node not connected", [][2]any{fetchLost, whole}, true, 2},
		{"the node lost twice", [][2]any{partial("node_not_connected_exception")}, false, 2},
		{"another shard failure", [][2]any{partial("index_closed_exception"), whole}, false, 1},
		{"another engine fault", [][2]any{engineFault, whole}, false, 1},
		{"timed out", [][2]any{{200, `{"took":3,"timed_out":true,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0},"hits":{"hits":[]}}`}, whole}, false, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, n := answeringInTurn(t, tc.answers...)
			_, err := c.Search(context.Background(), "x", []byte(`{}`))
			if (err == nil) != tc.ok || n.Load() != tc.requests {
				t.Errorf("error %v after %d requests; want ok=%v after %d", err, n.Load(), tc.ok, tc.requests)
			}
		})
	}
	msearch := func(items ...string) [2]any {
		body := `{"took":1,"responses":[`
		for i, it := range items {
			if i > 0 {
				body += ","
			}
			body += it
		}
		return [2]any{200, body + `]}`}
	}
	item := `{"took":1,"timed_out":false,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0},"aggregations":{"v":{}},"status":200}`
	lostItem := `{"took":1,"timed_out":false,"_shards":{"total":3,"successful":2,"skipped":0,"failed":1,"failures":[{"shard":0,"index":"x","node":"n","reason":{"type":"node_disconnected_exception"}}]},"aggregations":{"v":{}},"status":200}`
	c, n := answeringInTurn(t, msearch(item, lostItem), msearch(item, item))
	_, errs, err := c.MultiSearch(context.Background(), "x", [][]byte{[]byte(`{}`), []byte(`{}`)})
	if err != nil || errs[0] != nil || errs[1] != nil || n.Load() != 2 {
		t.Errorf("msearch with an item that lost a node: %v %v after %d requests; want both whole after 2", err, errs, n.Load())
	}
}
