package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"readapi/internal/gendata"
	"readapi/internal/testenv"
	"readapi/keylimits"
	"readapi/reindex"
)

// TestServesFromSecuredCluster runs the api against a TLS endpoint demanding
// basic auth: with the right credentials it is ready and serves what a load
// through the test harness put there; with a wrong password /readyz says
// 401. No log line and no answer holds either password.
func TestServesFromSecuredCluster(t *testing.T) {
	testenv.OpenSearch(t)
	prefix := testenv.Prefix(t)
	rdb := testenv.Redis(t)
	sec := testenv.SecuredOpenSearch(t)
	t.Setenv("INDEX_PREFIX", prefix)
	t.Setenv("OPENSEARCH_URL", sec.URLWith(sec.Username, sec.Password))
	t.Setenv("OPENSEARCH_CA_CERT", sec.CACertFile)

	dir := t.TempDir()
	if err := gendata.Write(dir, gendata.Options{Seed: 1, Quotes: 12}); err != nil {
		t.Fatal(err)
	}
	input, err := os.Open(filepath.Join(dir, "quotes.ndjson"))
	if err != nil {
		t.Fatal(err)
	}
	defer input.Close()
	loader := &reindex.Loader{Client: testenv.OpenSearch(t), Prefix: prefix, Progress: io.Discard}
	if _, err := loader.Load(context.Background(), "quotes", input); err != nil {
		t.Fatal(err)
	}
	key, _, err := (&keylimits.Store{Redis: rdb, Prefix: prefix}).Create(context.Background(), "scale", t.Name(), nil, keylimits.Overrides{})
	if err != nil {
		t.Fatal(err)
	}

	const wrong = "wrong-Pa55word"
	core, logs := observer.New(zap.DebugLevel)
	good := startAPI(t, zap.New(core))
	if status, body := getURL(t, good+"/readyz", ""); status != http.StatusOK {
		t.Fatalf("/readyz answered %d: %s", status, body)
	}
	status, body := getURL(t, good+"/v1/quotes?limit=5", key)
	var page struct{ Data []json.RawMessage }
	if status != http.StatusOK || json.Unmarshal([]byte(body), &page) != nil || len(page.Data) != 5 {
		t.Fatalf("/v1/quotes answered %d: %s", status, body)
	}
	listening := logs.FilterMessage("listening").All()
	if len(listening) != 1 || !strings.Contains(fmt.Sprint(listening[0].ContextMap()["opensearch"]), sec.URL) {
		t.Fatalf("the startup log does not name the OpenSearch address %s: %+v", sec.URL, listening)
	}

	t.Setenv("OPENSEARCH_URL", sec.URLWith(sec.Username, wrong))
	refused := startAPI(t, zap.New(core))
	status, body = getURL(t, refused+"/readyz", "")
	if status != http.StatusServiceUnavailable || !strings.Contains(body, "401") {
		t.Fatalf("/readyz with a wrong password answered %d, want 503 naming the 401: %s", status, body)
	}
	answers := body
	// OpenSearch refusing the api's credentials is an outage, not a fault
	// of the request: a read answers 503.
	if status, body = getURL(t, refused+"/v1/quotes?limit=5", key); status != http.StatusServiceUnavailable {
		t.Fatalf("/v1/quotes with a wrong OpenSearch password answered %d, want 503: %s", status, body)
	}
	answers += body

	for _, e := range logs.All() {
		line := e.Message + fmt.Sprint(e.ContextMap())
		for _, secret := range []string{sec.Password, wrong} {
			if strings.Contains(line, secret) {
				t.Fatalf("the password %q is in a log line: %s", secret, line)
			}
		}
	}
	for _, secret := range []string{sec.Password, wrong} {
		if strings.Contains(answers, secret) {
			t.Fatalf("the password %q is in an answer: %s", secret, answers)
		}
	}
}

// startAPI runs the api on a free port until the test ends and returns its
// base URL once it answers.
func startAPI(t *testing.T, log *zap.Logger) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	t.Setenv("LISTEN_ADDR", addr)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- run(ctx, log) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("api: %v", err)
		}
	})
	base := "http://" + addr
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if resp, err := http.Get(base + "/healthz"); err == nil {
			resp.Body.Close()
			return base
		}
	}
	t.Fatalf("the api does not answer at %s", addr)
	return ""
}

func getURL(t *testing.T, url, key string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, string(body)
}
