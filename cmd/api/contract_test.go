package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"readapi/internal/config"
	"readapi/internal/gendata"
	"readapi/internal/testenv"
	"readapi/keylimits"
	"readapi/reindex"
)

// contractJobs is how many generated jobs the contract tests load: enough
// for 100-row pages to walk a while.
const contractJobs = 3000

// TestAPIUnderFaultsAndLoad checks what the api keeps under faults and load
// (docs/operations.md) against the built api binary, each statement in a
// subtest of its own that starts the api processes it needs.
func TestAPIUnderFaultsAndLoad(t *testing.T) {
	client := testenv.OpenSearch(t)
	rdb := testenv.Redis(t)
	env := &contractEnv{bin: buildAPI(t), prefix: testenv.Prefix(t), cfg: config.FromEnv()}

	dir := t.TempDir()
	if err := gendata.Write(dir, gendata.Options{Seed: 16, Jobs: contractJobs}); err != nil {
		t.Fatal(err)
	}
	input, err := os.Open(filepath.Join(dir, "jobs.ndjson"))
	if err != nil {
		t.Fatal(err)
	}
	defer input.Close()
	if _, err := (&reindex.Loader{Client: client, Prefix: env.prefix, Progress: io.Discard}).Load(context.Background(), "jobs", input); err != nil {
		t.Fatal(err)
	}
	unlimited := keylimits.Overrides{RPS: 1_000_000, Burst: 1_000_000, Monthly: 1_000_000_000}
	if env.key, _, err = (&keylimits.Store{Redis: rdb, Prefix: env.prefix}).Create(context.Background(), "scale", t.Name(), nil, unlimited); err != nil {
		t.Fatal(err)
	}

	t.Run("OpenSearchFaults", func(t *testing.T) { t.Parallel(); testOpenSearchFaults(t, env, 1) })
	t.Run("OpenSearchFaultsTwoAddresses", func(t *testing.T) { t.Parallel(); testOpenSearchFaults(t, env, 2) })
	t.Run("RedisFaults", func(t *testing.T) { t.Parallel(); testRedisFaults(t, env) })
	t.Run("HealthInTheEnvelope", func(t *testing.T) { t.Parallel(); testHealthInTheEnvelope(t, env) })
	t.Run("UnroutedPaths", func(t *testing.T) { t.Parallel(); testUnroutedPaths(t, env) })
	t.Run("LongRequestLines", func(t *testing.T) { t.Parallel(); testLongRequestLines(t, env) })
	t.Run("OversizedRequests", func(t *testing.T) { t.Parallel(); testOversizedRequests(t, env) })
	t.Run("SIGTERM", func(t *testing.T) { t.Parallel(); testSIGTERM(t, env) })
	t.Run("SlowClients", func(t *testing.T) { t.Parallel(); testSlowClients(t, env) })
	t.Run("IdleConnections", func(t *testing.T) { t.Parallel(); testIdleConnections(t, env) })
	t.Run("Memory", func(t *testing.T) { t.Parallel(); testMemory(t, env) })
}

// contractEnv is what every contract subtest shares: the built api, the
// prefix its data and key live under, a key without limits, and the
// configuration of the real services.
type contractEnv struct {
	bin, prefix, key string
	cfg              config.Config
}

// buildAPI builds the api into the test's temporary directory.
func buildAPI(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("integration test: builds the api and needs OpenSearch and Redis (not run with -short)")
	}
	bin := filepath.Join(t.TempDir(), "api")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// apiProcess is one api process.
type apiProcess struct {
	cmd    *exec.Cmd
	addr   string
	base   string
	exited chan struct{}
	// exitErr is cmd.Wait's answer and exitedAt its time, once exited is
	// closed.
	exitErr  error
	exitedAt time.Time
	stderr   *lockedBuffer
}

// lockedBuffer is the api's log output, written by the process's copier
// and read by the test.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// start runs the api on a free port with the real services, or with the
// OpenSearch or Redis URL given, over the contract's prefix.
func (env *contractEnv) start(t *testing.T, openSearchURL, redisURL string) *apiProcess {
	t.Helper()
	if openSearchURL == "" {
		openSearchURL = strings.Join(env.cfg.OpenSearchURLs, ",")
	}
	if redisURL == "" {
		redisURL = env.cfg.RedisURL
	}
	return startProcess(t, env.bin, "OPENSEARCH_URL="+openSearchURL, "REDIS_URL="+redisURL,
		"INDEX_PREFIX="+env.prefix, "CURSOR_SECRET=contract", "METRICS_ADDR=")
}

// startProcess runs the api binary bin on a free port, with the test's
// environment and the variables given, and returns once it answers
// /healthz; the process is killed when the test ends if it still runs.
func startProcess(t *testing.T, bin string, environ ...string) *apiProcess {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	a := &apiProcess{cmd: exec.Command(bin), addr: addr, base: "http://" + addr, exited: make(chan struct{}), stderr: &lockedBuffer{}}
	a.cmd.Env = append(append(os.Environ(), environ...), "LISTEN_ADDR="+addr)
	a.cmd.Stderr = a.stderr
	if err := a.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { a.exitErr = a.cmd.Wait(); a.exitedAt = time.Now(); close(a.exited) }()
	t.Cleanup(func() {
		_ = a.cmd.Process.Kill()
		<-a.exited
		if t.Failed() {
			t.Logf("api log:\n%s", a.stderr.String())
		}
	})
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if resp, err := http.Get(a.base + "/healthz"); err == nil {
			resp.Body.Close()
			return a
		}
		select {
		case <-a.exited:
			t.Fatalf("the api exited at start: %v\n%s", a.exitErr, a.stderr.String())
		default:
		}
	}
	t.Fatalf("the api does not answer at %s:\n%s", addr, a.stderr.String())
	return nil
}

// contractClient sends the tests' requests: it never follows a redirect and
// gives up after 40 s, well past every bound of the contract.
var contractClient = &http.Client{
	Timeout:       40 * time.Second,
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

// answer is a response of the api, read whole.
type answer struct {
	status int
	header http.Header
	body   []byte
	took   time.Duration
}

// get sends GET target (a path and query) with key when not empty, failing
// the test when no answer comes.
func (a *apiProcess) get(t *testing.T, target, key string) answer {
	t.Helper()
	ans, err := a.fetch(target, key)
	if err != nil {
		t.Fatalf("GET %.100s: %v", target, err)
	}
	return ans
}

// fetch is get for goroutines other than the test's.
func (a *apiProcess) fetch(target, key string) (answer, error) {
	req, err := http.NewRequest(http.MethodGet, a.base+target, nil)
	if err != nil {
		return answer{}, err
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	started := time.Now()
	resp, err := contractClient.Do(req)
	if err != nil {
		return answer{}, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return answer{}, err
	}
	return answer{status: resp.StatusCode, header: resp.Header, body: body, took: time.Since(started)}, nil
}

// contractEnvelope is the envelope every answer of the api is in.
type contractEnvelope struct {
	Data  json.RawMessage
	Meta  map[string]any
	Error *struct{ Code, Message string }
}

// envelope decodes the answer's body, failing the test unless it is the
// envelope: exactly data, error and meta, an error exactly when the status
// is not 2xx.
func (ans answer) envelope(t *testing.T, what string) contractEnvelope {
	t.Helper()
	var top map[string]json.RawMessage
	if err := json.Unmarshal(ans.body, &top); err != nil {
		t.Fatalf("%s: %d, not JSON: %.200s", what, ans.status, ans.body)
	}
	keys := make([]string, 0, len(top))
	for k := range top {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var e contractEnvelope
	if !slices.Equal(keys, []string{"data", "error", "meta"}) || json.Unmarshal(ans.body, &e) != nil {
		t.Fatalf("%s: %d, not the envelope: %.200s", what, ans.status, ans.body)
	}
	if (e.Error == nil) != (ans.status < 300) || (e.Error != nil && e.Error.Code == "") {
		t.Fatalf("%s: status %d with error %s", what, ans.status, top["error"])
	}
	return e
}

// wantUnavailable fails the test unless ans is a 503 unavailable in the
// envelope with Retry-After, answered within 15 s.
func (ans answer) wantUnavailable(t *testing.T, what string) {
	t.Helper()
	e := ans.envelope(t, what)
	if ans.status != http.StatusServiceUnavailable || e.Error.Code != "unavailable" || ans.header.Get("Retry-After") == "" {
		t.Fatalf("%s: %d %.300s Retry-After %q, want 503 unavailable with Retry-After", what, ans.status, ans.body, ans.header.Get("Retry-After"))
	}
	if ans.took > 15*time.Second {
		t.Fatalf("%s: the 503 took %v, more than 15 s", what, ans.took)
	}
}

// wantStatus fails the test unless ans is an envelope with that status.
func (ans answer) wantStatus(t *testing.T, what string, status int) contractEnvelope {
	t.Helper()
	e := ans.envelope(t, what)
	if ans.status != status {
		t.Fatalf("%s: %d, want %d: %.300s", what, ans.status, status, ans.body)
	}
	return e
}

// signal sends sig to the process.
func (a *apiProcess) signal(t *testing.T, sig syscall.Signal) {
	t.Helper()
	if err := a.cmd.Process.Signal(sig); err != nil && !errors.Is(err, os.ErrProcessDone) {
		t.Fatal(err)
	}
}
