package handlers

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"readapi"
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

func TestEngineCauseIsLoggedNotSent(t *testing.T) {
	cases := []struct {
		err   error
		level zapcore.Level
		cause string
	}{
		{readapi.Refused(errors.New("too_many_clauses: maxClauseCount is set to 1024")), zap.WarnLevel, "maxClauseCount"},
		{readapi.Unavailable(errors.New("dial tcp 127.0.0.1:9200: connection refused")), zap.WarnLevel, "connection refused"},
		{readapi.Invalid("limit", "limit must be 1-100"), zap.InfoLevel, ""},
	}
	for _, c := range cases {
		core, logs := observer.New(zap.InfoLevel)
		s := &Server{Engine: &fakeBackend{err: c.err}, Log: zap.New(core)}
		rec := httptest.NewRecorder()
		s.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/v1/jobs/boss:9", nil))
		if c.cause != "" && strings.Contains(rec.Body.String(), c.cause) {
			t.Errorf("%v: the body carries the engine's answer: %s", c.err, rec.Body)
		}
		entries := logs.All()
		if len(entries) != 1 || entries[0].Level != c.level {
			t.Fatalf("%v: log lines %v", c.err, entries)
		}
		logged, _ := entries[0].ContextMap()["engine"].(string)
		if c.cause == "" && logged != "" || !strings.Contains(logged, c.cause) {
			t.Errorf("%v: engine field %q", c.err, logged)
		}
	}
}

// A client that hangs up cancels the engine call; that is no engine fault.
func TestClientGoneIsNoWarning(t *testing.T) {
	core, logs := observer.New(zap.InfoLevel)
	s := &Server{Engine: &fakeBackend{err: readapi.Unavailable(context.Canceled)}, Log: zap.New(core)}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s.Handler().ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/v1/jobs/boss:9", nil).WithContext(ctx))
	entries := logs.All()
	if len(entries) != 1 || entries[0].Level != zap.InfoLevel {
		t.Fatalf("log lines %v, want one at info", entries)
	}
}
