package main

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
	"go.uber.org/zap"

	"readapi/internal/config"
	"readapi/internal/testenv"
	"readapi/keylimits"
	"readapi/reindex"
)

// get sends a GET to h and returns the status, Content-Type and body.
func get(t *testing.T, h http.Handler, path string, header http.Header) (int, string, string) {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	for k, vs := range header {
		req.Header[k] = vs
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	body, _ := io.ReadAll(rec.Body)
	return rec.Code, rec.Header().Get("Content-Type"), string(body)
}

func TestMetricsAddr(t *testing.T) {
	for _, c := range []struct {
		addr string
		// onAPI: /metrics answers on the API's listener; separate: on a
		// listener of its own.
		onAPI, separate bool
	}{
		{addr: "", onAPI: true},
		{addr: config.MetricsOff},
		{addr: "127.0.0.1:9464", separate: true},
	} {
		servers, closeClients, err := newServers(config.Config{OpenSearchURLs: []string{config.DefaultOpenSearchURL},
			RedisURL: config.DefaultRedisURL, ListenAddr: "127.0.0.1:0", MetricsAddr: c.addr}, zap.NewNop())
		if err != nil {
			t.Fatal(err)
		}
		defer closeClients()
		status, contentType, body := get(t, servers[0].Handler, "/metrics", nil)
		if c.onAPI != (status == http.StatusOK) || c.onAPI != strings.Contains(body, "go_goroutines") {
			t.Errorf("METRICS_ADDR=%q: the API's /metrics answers %d %s", c.addr, status, contentType)
		}
		if !c.onAPI && !strings.Contains(body, `"not_found"`) {
			t.Errorf("METRICS_ADDR=%q: the API's /metrics is not a 404 envelope: %s", c.addr, body)
		}
		if (len(servers) == 2) != c.separate {
			t.Fatalf("METRICS_ADDR=%q: %d servers", c.addr, len(servers))
		}
		if c.separate {
			if servers[1].Addr != c.addr {
				t.Errorf("metrics server on %s, want %s", servers[1].Addr, c.addr)
			}
			if status, _, body := get(t, servers[1].Handler, "/metrics", nil); status != http.StatusOK || !strings.Contains(body, "process_cpu_seconds_total") {
				t.Errorf("the metrics server answers %d: %.200s", status, body)
			}
		}
	}
}

// TestMetricsAfterRequests serves a few requests through the real stack
// (OpenSearch, Redis, the key gate), then scrapes /metrics: every series
// family is there, and no label carries the key, the id or the query text.
func TestMetricsAfterRequests(t *testing.T) {
	client := testenv.OpenSearch(t)
	rdb := testenv.Redis(t)
	prefix := testenv.Prefix(t)
	const id, word = "mx:secretid42", "zanzibarish"
	rows := `{"id":"` + id + `","source":"mx","title":"Accountant ` + word + `","url":"https://mx.az/1"}` + "\n" +
		`{"id":"mx:2","source":"mx","title":"Driver","url":"https://mx.az/2"}` + "\n"
	if _, err := (&reindex.Loader{Client: client, Prefix: prefix}).Load(context.Background(), "jobs", strings.NewReader(rows)); err != nil {
		t.Fatal(err)
	}
	store := &keylimits.Store{Redis: rdb, Prefix: prefix}
	key, _, err := store.Create(context.Background(), "free", "metrics", nil, keylimits.Overrides{})
	if err != nil {
		t.Fatal(err)
	}
	outOfScope, _, err := store.Create(context.Background(), "free", "metrics", []string{"quotes"}, keylimits.Overrides{})
	if err != nil {
		t.Fatal(err)
	}
	cfg := config.FromEnv()
	cfg.IndexPrefix, cfg.CursorSecret, cfg.MetricsAddr = prefix, "s", ""
	servers, closeClients, err := newServers(cfg, zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	defer closeClients()
	api := servers[0].Handler
	auth := http.Header{"Authorization": {"Bearer " + key}}
	for _, r := range []struct {
		path   string
		header http.Header
		status int
	}{
		{"/v1/jobs?q=" + word, auth, http.StatusOK},
		{"/v1/jobs/" + id, auth, http.StatusOK},
		{"/v1/jobs/mx:missing", auth, http.StatusNotFound},
		{"/v1/jobs?cursor=" + word, auth, http.StatusBadRequest},
		{"/v1/jobs", nil, http.StatusUnauthorized},
		{"/v1/jobs", http.Header{"Authorization": {"Bearer " + outOfScope}}, http.StatusForbidden},
		{"/v1/" + word, auth, http.StatusNotFound},
	} {
		if status, _, body := get(t, api, r.path, r.header); status != r.status {
			t.Fatalf("GET %s: %d, want %d: %s", r.path, status, r.status, body)
		}
	}

	status, contentType, body := get(t, api, "/metrics", nil)
	if status != http.StatusOK || !strings.HasPrefix(contentType, "text/plain") {
		t.Fatalf("/metrics: %d %s", status, contentType)
	}
	parser := expfmt.NewTextParser(model.UTF8Validation)
	families, err := parser.TextToMetricFamilies(strings.NewReader(body))
	if err != nil {
		t.Fatalf("/metrics is not the Prometheus text format: %v", err)
	}
	for name, want := range map[string][]string{
		"readapi_http_requests_total":                 {`method="GET"`, `route="/v1/jobs"`, `route="/v1/jobs/{id:.+}"`, `route="unmatched"`, `status="400"`},
		"readapi_http_request_duration_seconds":       {`route="/v1/jobs/{id:.+}"`},
		"readapi_http_requests_in_flight":             nil,
		"readapi_opensearch_request_duration_seconds": {`operation="search"`, `operation="get"`},
		"readapi_opensearch_errors_total":             {`class="4xx"`, `operation="get"`},
		"readapi_admissions_total":                    {`outcome="admitted"`, `outcome="unauthorized"`, `outcome="forbidden"`},
		"readapi_admission_redis_duration_seconds":    {`outcome="admitted"`, `outcome="forbidden"`},
		"readapi_cursor_rejections_total":             nil,
		"go_goroutines":                               nil,
		"process_cpu_seconds_total":                   nil,
	} {
		f := families[name]
		if f == nil {
			t.Errorf("no %s", name)
			continue
		}
		labels := seriesLabels(f)
		for _, w := range want {
			if !strings.Contains(labels, w) {
				t.Errorf("%s has no series with %s: %s", name, w, labels)
			}
		}
	}
	if v := families["readapi_cursor_rejections_total"].GetMetric()[0].GetCounter().GetValue(); v != 1 {
		t.Errorf("%v cursor rejections, want 1", v)
	}
	for name, f := range families {
		for _, secret := range []string{key, key[len(keylimits.KeyPrefix):], outOfScope, id, "secretid42", word} {
			if labels := seriesLabels(f); strings.Contains(labels, secret) {
				t.Errorf("%s carries %q in a label: %s", name, secret, labels)
			}
		}
	}
}

// seriesLabels lists the label pairs of every series of a family.
func seriesLabels(f *dto.MetricFamily) string {
	var b strings.Builder
	for _, m := range f.GetMetric() {
		for _, l := range m.GetLabel() {
			b.WriteString(l.GetName() + "=" + `"` + l.GetValue() + `" `)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
