package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"readapi/internal/testenv"
)

// testSIGTERM: on SIGTERM the api stops accepting connections at once,
// answers the request in flight (held up by a slow OpenSearch), and exits
// within 30 s.
func testSIGTERM(t *testing.T, env *contractEnv) {
	proxy := testenv.NewFaultProxy(t, env.cfg.OpenSearchURLs[0])
	api := env.start(t, proxy.URLFor(env.cfg.OpenSearchURLs[0]), "")
	const target = "/v1/jobs?limit=5"
	api.get(t, target, env.key).wantStatus(t, "before SIGTERM", http.StatusOK)
	const delay = time.Second
	if err := proxy.Slow(delay); err != nil {
		t.Fatal(err)
	}
	type result struct {
		ans answer
		err error
	}
	inFlight := make(chan result, 1)
	go func() {
		ans, err := api.fetch(target, env.key)
		inFlight <- result{ans, err}
	}()
	time.Sleep(delay / 2)

	sent := time.Now()
	api.signal(t, syscall.SIGTERM)
	var refusedAfter time.Duration
	for {
		c, err := net.DialTimeout("tcp", api.addr, time.Second)
		if err != nil {
			refusedAfter = time.Since(sent)
			break
		}
		c.Close()
		if time.Since(sent) > time.Second {
			t.Fatal("the api still accepts connections 1 s after SIGTERM")
		}
		time.Sleep(5 * time.Millisecond)
	}

	r := <-inFlight
	answeredAfter := time.Since(sent)
	if r.err != nil {
		t.Fatalf("the request in flight at SIGTERM got no answer: %v", r.err)
	}
	var page struct{ Data []json.RawMessage }
	if r.ans.status != http.StatusOK || json.Unmarshal(r.ans.body, &page) != nil || len(page.Data) != 5 {
		t.Fatalf("the request in flight at SIGTERM: %d %.300s", r.ans.status, r.ans.body)
	}
	select {
	case <-api.exited:
	case <-time.After(30*time.Second - time.Since(sent)):
		t.Fatal("the api still runs 30 s after SIGTERM")
	}
	exitedAfter := api.exitedAt.Sub(sent)
	if api.exitErr != nil {
		t.Fatalf("the api exited with %v", api.exitErr)
	}
	t.Logf("SIGTERM: connections refused after %v; the request in flight answered 200 %v after; exit 0 after %v",
		refusedAfter.Round(time.Millisecond), answeredAfter.Round(time.Millisecond), exitedAfter.Round(time.Millisecond))
}

// testSlowClients: a client sending its request headers a byte every
// 250 ms, slower than the api's header timeout, is cut off within 30 s.
func testSlowClients(t *testing.T, env *contractEnv) {
	api := env.start(t, "", "")
	conn, err := net.Dial("tcp", api.addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	// Long enough to take 40 s at this pace.
	request := "GET /healthz HTTP/1.1\r\nHost: api\r\nX-Slow: " + strings.Repeat("s", 160) + "\r\n\r\n"
	started := time.Now()
	cut := make(chan time.Duration, 1)
	go func() {
		_, _ = io.Copy(io.Discard, conn)
		cut <- time.Since(started)
	}()
	for i := 0; ; i++ {
		select {
		case after := <-cut:
			if after > 30*time.Second {
				t.Fatalf("a slow client was cut off after %v", after)
			}
			t.Logf("slow client: cut off after %v, having sent %d bytes", after.Round(time.Millisecond), i)
			return
		case <-time.After(250 * time.Millisecond):
		}
		if time.Since(started) > 31*time.Second || i == len(request) {
			t.Fatalf("a client sending a byte every 250 ms is still served after %v", time.Since(started))
		}
		_, _ = conn.Write([]byte{request[i]})
	}
}

// testIdleConnections: with 500 idle keep-alive connections open, other
// clients are served at once, and the idle connections still serve.
func testIdleConnections(t *testing.T, env *contractEnv) {
	api := env.start(t, "", "")
	const idle = 500
	type keptAlive struct {
		conn net.Conn
		r    *bufio.Reader
	}
	// ask sends one request on a kept-alive connection and reads the answer.
	ask := func(k keptAlive) error {
		if _, err := fmt.Fprintf(k.conn, "GET /healthz HTTP/1.1\r\nHost: api\r\n\r\n"); err != nil {
			return err
		}
		resp, err := http.ReadResponse(k.r, nil)
		if err != nil {
			return err
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || resp.Close {
			return fmt.Errorf("%d, Connection: close %v", resp.StatusCode, resp.Close)
		}
		return nil
	}
	conns := make([]keptAlive, idle)
	for i := range conns {
		c, err := net.Dial("tcp", api.addr)
		if err != nil {
			t.Fatalf("idle connection %d: %v", i, err)
		}
		defer c.Close()
		conns[i] = keptAlive{c, bufio.NewReader(c)}
		if err := ask(conns[i]); err != nil {
			t.Fatalf("idle connection %d: %v", i, err)
		}
	}

	fresh := &http.Client{Timeout: 40 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	var slowest time.Duration
	for i := range 40 {
		target := []string{"/healthz", "/v1/jobs?limit=5"}[i%2]
		req, _ := http.NewRequest(http.MethodGet, api.base+target, nil)
		req.Header.Set("Authorization", "Bearer "+env.key)
		started := time.Now()
		resp, err := fresh.Do(req)
		if err != nil {
			t.Fatalf("with %d idle connections, a new client gets no answer: %v", idle, err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		took := time.Since(started)
		if resp.StatusCode != http.StatusOK || took > 5*time.Second {
			t.Fatalf("with %d idle connections, a new client's %s: %d after %v", idle, target, resp.StatusCode, took)
		}
		slowest = max(slowest, took)
	}
	for i := 0; i < idle; i += 50 {
		if err := ask(conns[i]); err != nil {
			t.Fatalf("idle connection %d no longer serves: %v", i, err)
		}
	}
	t.Logf("%d idle keep-alive connections: 40 requests of new clients, slowest %v", idle, slowest.Round(time.Millisecond))
}

// testMemory: the api's resident memory stays under 300 MB with 32 clients
// walking 100-row pages with include=bodies for 10 s.
func testMemory(t *testing.T, env *contractEnv) {
	if runtime.GOOS != "linux" {
		t.Skip("reads the api's memory from /proc")
	}
	api := env.start(t, "", "")
	const clients, limitMB = 32, 300
	first := api.get(t, "/v1/jobs?limit=100&include=bodies", env.key)
	var page struct{ Data []map[string]any }
	if first.wantStatus(t, "a page with bodies", http.StatusOK); json.Unmarshal(first.body, &page) != nil || len(page.Data) != 100 || page.Data[0]["description_html"] == nil {
		t.Fatalf("a page with bodies has no 100 rows with description_html: %.300s", first.body)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var pages, served atomic.Int64
	var failure atomic.Value
	var wg sync.WaitGroup
	for range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cursor := ""
			for ctx.Err() == nil {
				target := "/v1/jobs?limit=100&include=bodies"
				if cursor != "" {
					target += "&cursor=" + url.QueryEscape(cursor)
				}
				ans, err := api.fetch(target, env.key)
				var p struct{ Meta struct{ Next *string } }
				if err == nil && (ans.status != http.StatusOK || json.Unmarshal(ans.body, &p) != nil) {
					err = fmt.Errorf("%d %.200s", ans.status, ans.body)
				}
				if err != nil {
					failure.CompareAndSwap(nil, err)
					return
				}
				pages.Add(1)
				served.Add(int64(len(ans.body)))
				cursor = ""
				if p.Meta.Next != nil {
					cursor = *p.Meta.Next
				}
			}
		}()
	}
	var sampledMB int
	for ctx.Err() == nil {
		sampledMB = max(sampledMB, statusMB(t, api, "VmRSS"))
		time.Sleep(100 * time.Millisecond)
	}
	wg.Wait()
	peakMB := statusMB(t, api, "VmHWM")
	if err, _ := failure.Load().(error); err != nil {
		t.Fatalf("a client walking pages with bodies: %v", err)
	}
	if peakMB >= limitMB {
		t.Fatalf("the api's resident memory peaked at %d MB with %d clients, limit %d MB", peakMB, clients, limitMB)
	}
	t.Logf("%d clients for 10 s: %d pages of 100 rows with bodies (%d MB served); VmRSS at most %d MB sampled, VmHWM %d MB",
		clients, pages.Load(), served.Load()>>20, sampledMB, peakMB)
}

// statusMB reads a field given in kB (VmRSS, VmHWM) of the api's
// /proc/PID/status, in MB.
func statusMB(t *testing.T, api *apiProcess, field string) int {
	t.Helper()
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", api.cmd.Process.Pid))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(status), "\n") {
		if value, ok := strings.CutPrefix(line, field+":"); ok {
			kB, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(value), " kB"))
			if err != nil {
				t.Fatalf("%s: %q", field, line)
			}
			return kB >> 10
		}
	}
	t.Fatalf("no %s in /proc/%d/status", field, api.cmd.Process.Pid)
	return 0
}
