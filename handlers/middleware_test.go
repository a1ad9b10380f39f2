package handlers

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"
)

func TestPanicBecomesEnvelope(t *testing.T) {
	core, logs := observer.New(zap.InfoLevel)
	h := withRequest(zap.New(core), nil, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		routeName(w, "/v1/boom")
		panic("boom")
	}))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/v1/boom", nil))
	if rec.Code != http.StatusInternalServerError {
		t.Fatalf("status %d", rec.Code)
	}
	var e struct {
		Data  any               `json:"data"`
		Meta  map[string]string `json:"meta"`
		Error struct{ Code string }
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil || e.Error.Code != "internal_error" || e.Meta["request_id"] == "" {
		t.Fatalf("body %s (%v)", rec.Body.Bytes(), err)
	}
	entries := logs.All()
	if len(entries) != 1 {
		t.Fatalf("%d log lines", len(entries))
	}
	fields := entries[0].ContextMap()
	for _, k := range []string{"method", "route", "status", "duration", "request_id"} {
		if _, ok := fields[k]; !ok {
			t.Errorf("access log lacks %s: %v", k, fields)
		}
	}
	if fields["route"] != "/v1/boom" || fields["status"] != int64(500) || !strings.Contains(fields["error"].(string), "boom") {
		t.Errorf("access log %v", fields)
	}
}

func TestETagMatching(t *testing.T) {
	tag := etag([]byte(`[1]`))
	if tag != etag([]byte(`[1]`)) || tag == etag([]byte(`[2]`)) {
		t.Error("etag is not a function of data")
	}
	if !matches(`"x", `+tag, tag) || !matches("*", tag) || matches(`"x"`, tag) {
		t.Error("If-None-Match matching")
	}
}
