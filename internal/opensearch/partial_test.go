package opensearch

import (
	"context"
	"errors"
	"testing"
)

// A 200 with failed shards or timed_out is never an answer: every search
// helper returns a *PartialError, which matches ErrUnavailable.
func TestPartialAnswersAreUnavailable(t *testing.T) {
	failedShard := `{"took":3,"timed_out":false,"_shards":{"total":3,"successful":2,"skipped":0,"failed":1,` +
		`"failures":[{"shard":1,"index":"x","node":"n","reason":{"type":"node_not_connected_exception","reason":"gone"}}]},` +
		`"hits":{"total":{"value":13313,"relation":"eq"},"hits":[]},"aggregations":{"v":{"value":1}},"count":13313}`
	timedOut := `{"took":3,"timed_out":true,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0},"hits":{"hits":[]},"aggregations":{"v":{}},"count":1}`
	for name, body := range map[string]string{"failed shard": failedShard, "timed out": timedOut} {
		t.Run(name, func(t *testing.T) {
			c := answering(t, 200, body)
			ctx := context.Background()
			check := func(what string, err error) {
				t.Helper()
				var pe *PartialError
				if !errors.As(err, &pe) || !errors.Is(err, ErrUnavailable) {
					t.Errorf("%s: %v, want a partial answer matching ErrUnavailable", what, err)
				}
			}
			_, err := c.Search(ctx, "x", []byte(`{}`))
			check("Search", err)
			_, err = c.Hits(ctx, "x", []byte(`{}`))
			check("Hits", err)
			var aggs map[string]any
			_, err = c.Aggregate(ctx, "x", []byte(`{}`), &aggs)
			check("Aggregate", err)
			_, err = c.Count(ctx, "x")
			check("Count", err)
			check("EachHit", c.EachHit(ctx, "x", map[string]any{"match_all": map[string]any{}}, nil, func([]Hit) error { return nil }))
		})
	}
	c := answering(t, 200, `{"took":1,"responses":[`+
		`{"took":1,"timed_out":false,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0},"aggregations":{"v":{}},"status":200},`+
		`{"took":1,"timed_out":false,"_shards":{"total":3,"successful":2,"skipped":0,"failed":1,"failures":[]},"aggregations":{"v":{}},"status":200},`+
		`{"took":1,"timed_out":true,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0},"aggregations":{"v":{}},"status":200}]}`)
	_, errs, err := c.MultiSearch(context.Background(), "x", [][]byte{[]byte(`{}`), []byte(`{}`), []byte(`{}`)})
	if err != nil {
		t.Fatal(err)
	}
	if errs[0] != nil {
		t.Errorf("a whole msearch item: %v", errs[0])
	}
	for i := 1; i < 3; i++ {
		if !errors.Is(errs[i], ErrUnavailable) {
			t.Errorf("partial msearch item %d: %v, want unavailable", i, errs[i])
		}
	}
}

func TestWholeAnswerPasses(t *testing.T) {
	body := `{"took":1,"timed_out":false,"_shards":{"total":3,"successful":3,"skipped":0,"failed":0},"hits":{"hits":[]}}`
	data, err := answering(t, 200, body).Search(context.Background(), "x", []byte(`{}`))
	if err != nil || string(data) != body {
		t.Errorf("Search: %q %v", data, err)
	}
}

// A query over Lucene's limits is OpenSearch refusing the request, though
// it answers 500; an engine failure is not.
func TestRefused(t *testing.T) {
	for _, tc := range []struct {
		status  int
		body    string
		refused bool
	}{
		{400, `{"error":{"root_cause":[{"type":"query_shard_exception"}],"type":"search_phase_execution_exception"},"status":400}`, true},
		{500, `{"error":{"root_cause":[{"type":"too_many_nested_clauses","reason":"Query contains too many nested clauses; maxClauseCount is set to 1024"}],"type":"search_phase_execution_exception"},"status":500}`, true},
		{400, `{"error":{"root_cause":[{"type":"too_long_frame_exception"}],"type":"too_long_frame_exception"},"status":400}`, true},
		{500, `{"error":{"root_cause":[{"type":"null_pointer_exception"}],"type":"search_phase_execution_exception"},"status":500}`, false},
		{503, `{"error":{"type":"search_phase_execution_exception","reason":"all shards failed"},"status":503}`, false},
		{429, `{"error":{"type":"es_rejected_execution_exception"}}`, false},
		{404, `{"error":{"type":"index_not_found_exception"}}`, false},
		{401, `Unauthorized`, false},
		{403, `{"error":{"type":"security_exception","reason":"no permissions"},"status":403}`, false},
	} {
		_, err := answering(t, tc.status, tc.body).Search(context.Background(), "x", []byte(`{}`))
		if Refused(err) != tc.refused {
			t.Errorf("%d %s: refused %v, want %v", tc.status, tc.body, !tc.refused, tc.refused)
		}
		if tc.refused && errors.Is(err, ErrUnavailable) {
			t.Errorf("%d %s: a refusal matches ErrUnavailable", tc.status, tc.body)
		}
	}
}
