package opensearch

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func TestMultiSearchAnswersEachSearch(t *testing.T) {
	c := answering(t, 200, `{"took":1,"responses":[{"took":1,"aggregations":{"v":{}},"status":200},`+
		`{"error":{"root_cause":[],"type":"index_not_found_exception","reason":"no such index [x]"},"status":404},`+
		`{"error":{"type":"es_rejected_execution_exception","reason":"queue full"},"status":429}]}`)
	answers, errs, err := c.MultiSearch(context.Background(), "x", [][]byte{[]byte(`{"size":0}`), []byte(`{}`), []byte(`{}`)})
	if err != nil {
		t.Fatal(err)
	}
	if string(answers[0]) != `{"took":1,"aggregations":{"v":{}},"status":200}` || errs[0] != nil {
		t.Errorf("first search: %s %v", answers[0], errs[0])
	}
	if !IsMissingIndex(errs[1]) || errors.Is(errs[1], ErrUnavailable) {
		t.Errorf("second search: %v, want a missing index", errs[1])
	}
	if !errors.Is(errs[2], ErrUnavailable) {
		t.Errorf("third search: %v, want unavailable", errs[2])
	}
	if _, _, err := c.MultiSearch(context.Background(), "x", [][]byte{[]byte(`{}`)}); err == nil {
		t.Error("three answers to one search were taken")
	}
}

// Each search of an _msearch carries its own preference in its header line.
func TestMultiSearchSendsEachPreference(t *testing.T) {
	var sent string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		sent = string(b)
		_, _ = io.WriteString(w, `{"responses":[{"status":200},{"status":200}]}`)
	}))
	defer srv.Close()
	c, err := New(Config{URLs: []string{srv.URL}, RequestTimeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := c.MultiSearchPreferring(context.Background(), "x", [][]byte{[]byte(`{"a":1}`), []byte(`{"b":2}`)}, []string{"p1", ""}); err != nil {
		t.Fatal(err)
	}
	if want := "{\"preference\":\"p1\"}\n{\"a\":1}\n{}\n{\"b\":2}\n"; sent != want {
		t.Errorf("sent %q, want %q", sent, want)
	}
}
