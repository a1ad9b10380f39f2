package opensearch

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// answering returns a client whose every request gets status and body.
func answering(t *testing.T, status int, body string) *Client {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, body)
	}))
	t.Cleanup(srv.Close)
	c, err := New(Config{URLs: []string{srv.URL}, RequestTimeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestStatusErrors(t *testing.T) {
	missing := `{"error":{"root_cause":[{"type":"index_not_found_exception"}],"type":"index_not_found_exception","reason":"no such index [x]"},"status":404}`
	for _, tc := range []struct {
		name        string
		status      int
		body        string
		unavailable bool
		typ         string
	}{
		{"missing index", 404, missing, false, TypeIndexNotFound},
		{"missing document", 404, `{"_index":"x","_id":"1","found":false}`, false, ""},
		{"missing alias (error is a string)", 404, `{"error":"alias [x] missing","status":404}`, false, ""},
		{"exists", 400, `{"error":{"type":"resource_already_exists_exception","reason":"index [x] already exists"},"status":400}`, false, TypeAlreadyExists},
		{"overloaded", 429, `{"error":{"type":"es_rejected_execution_exception"}}`, true, "es_rejected_execution_exception"},
		{"failing", 503, `not json`, true, ""},
		{"credentials refused", 401, `Unauthorized`, true, ""},
		{"forbidden to our credentials", 403, `{"error":{"type":"security_exception","reason":"no permissions"},"status":403}`, true, "security_exception"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data, err := answering(t, tc.status, tc.body).Do(context.Background(), http.MethodGet, "/x/_doc/1", nil)
			var se *StatusError
			if !errors.As(err, &se) || se.Status != tc.status || se.Type != tc.typ {
				t.Fatalf("error %#v, want status %d type %q", err, tc.status, tc.typ)
			}
			if errors.Is(err, ErrUnavailable) != tc.unavailable {
				t.Errorf("matches ErrUnavailable: %v, want %v", !tc.unavailable, tc.unavailable)
			}
			if IsMissingIndex(err) != (tc.typ == TypeIndexNotFound) || !HasStatus(err, tc.status) {
				t.Errorf("IsMissingIndex or HasStatus wrong for %v", err)
			}
			if string(data) != tc.body {
				t.Errorf("body %q, want the answer %q", data, tc.body)
			}
		})
	}
}

func TestNoAnswerIsUnavailable(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close()
	c, err := New(Config{URLs: []string{url}, RequestTimeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Do(context.Background(), http.MethodGet, "/", nil)
	var se *StatusError
	if !errors.Is(err, ErrUnavailable) || errors.As(err, &se) {
		t.Fatalf("refused connection: %v, want an unavailable error without status", err)
	}
}

func TestCallTimeout(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { <-release }))
	defer srv.Close()
	defer close(release)
	c, err := New(Config{URLs: []string{srv.URL}, RequestTimeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err = c.WithTimeout(100*time.Millisecond).Do(context.Background(), http.MethodGet, "/", nil)
	if !errors.Is(err, ErrUnavailable) || time.Since(start) > 5*time.Second {
		t.Fatalf("slow answer: %v after %s, want unavailable after about 100 ms", err, time.Since(start))
	}
}

func TestNewNeedsAnAddress(t *testing.T) {
	if _, err := New(Config{}); err == nil {
		t.Fatal("a client without addresses was configured")
	}
}

// TestBulkBody checks the NDJSON the builder writes: one action line and,
// but for deletes, one document line each, documents on a single line.
func TestBulkBody(t *testing.T) {
	var b Bulk
	if err := b.Index("i", "a:1", []byte("{\n  \"title\": \"two\\nlines\"\n}")); err != nil {
		t.Fatal(err)
	}
	if err := b.Create("i", `q"2`, map[string]any{"n": 1}); err != nil {
		t.Fatal(err)
	}
	if err := b.Update("i", "a:3", map[string]any{"active": false}); err != nil {
		t.Fatal(err)
	}
	b.Delete("i", "a:4")
	if err := b.Index("i", "", json.RawMessage(`{"auto":true}`)); err != nil {
		t.Fatal(err)
	}
	if err := b.Index("i", "bad", []byte("{not json\n")); err == nil {
		t.Error("a document that is not JSON was added")
	}
	want := []string{
		`{"index":{"_id":"a:1","_index":"i"}}`, `{"title":"two\nlines"}`,
		`{"create":{"_id":"q\"2","_index":"i"}}`, `{"n":1}`,
		`{"update":{"_id":"a:3","_index":"i"}}`, `{"doc":{"active":false}}`,
		`{"delete":{"_id":"a:4","_index":"i"}}`,
		`{"index":{"_index":"i"}}`, `{"auto":true}`,
	}
	got := strings.Split(strings.TrimSuffix(b.buf.String(), "\n"), "\n")
	if b.Len() != 5 || b.Size() != len(b.buf.String()) || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("%d actions, body:\n%s\nwant:\n%s", b.Len(), strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestSendBulk checks that items come back in the order of the actions and
// that an empty builder sends nothing.
func TestSendBulk(t *testing.T) {
	requests := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		requests++
		if r.URL.Path != "/_bulk" || r.URL.Query().Get("refresh") != RefreshNow {
			t.Errorf("request %s", r.URL)
		}
		var items []map[string]any
		sc := bufio.NewScanner(r.Body)
		for sc.Scan() {
			var action map[string]map[string]string
			if json.Unmarshal(sc.Bytes(), &action) != nil {
				continue
			}
			for op, meta := range action {
				if op == "index" || op == "delete" {
					items = append(items, map[string]any{op: map[string]any{"_id": meta["_id"], "status": 200}})
				}
			}
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"errors": false, "items": items})
	}))
	defer srv.Close()
	c, err := New(Config{URLs: []string{srv.URL}, RequestTimeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if items, err := c.SendBulk(context.Background(), &Bulk{}, RefreshNow); err != nil || items != nil || requests != 0 {
		t.Fatalf("empty bulk: %v %v, %d requests", items, err, requests)
	}
	var b Bulk
	for _, id := range []string{"c", "a", "b"} {
		if err := b.Index("i", id, map[string]any{}); err != nil {
			t.Fatal(err)
		}
	}
	b.Delete("i", "d")
	items, err := c.SendBulk(context.Background(), &b, RefreshNow)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, it := range items {
		ids = append(ids, it.ID)
	}
	if strings.Join(ids, ",") != "c,a,b,d" {
		t.Fatalf("items %v, want in action order c,a,b,d", ids)
	}
}
