package main

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path"
	"slices"
	"strings"
	"testing"
)

// testHealthInTheEnvelope: /healthz and /readyz answer in the envelope.
func testHealthInTheEnvelope(t *testing.T, env *contractEnv) {
	api := env.start(t, "", "")
	for target, status := range map[string]string{"/healthz": "ok", "/readyz": "ready"} {
		e := api.get(t, target, "").wantStatus(t, target, http.StatusOK)
		if string(e.Data) != `{"status":"`+status+`"}` || e.Meta["request_id"] == nil {
			t.Errorf("%s: data %s meta %v", target, e.Data, e.Meta)
		}
	}
}

// testUnroutedPaths: a path that names no route is a 404 in the envelope;
// one with "." or ".." segments or a trailing slash may instead redirect to
// its clean form.
func testUnroutedPaths(t *testing.T, env *contractEnv) {
	api := env.start(t, "", "")
	for _, target := range []string{"/", "/nowhere", "/v1", "/v1/", "/v1/nowhere", "/v2/jobs", "/v1/jobs/x/../../nowhere",
		"/v1/jobs/", "/healthz/", "/v1/./jobs", "/v1/nowhere/../jobs", "/v1/jobs/.", "/v1/jobs/..", "//v1/jobs", "/%2e%2e/etc/passwd"} {
		ans := api.get(t, target, env.key)
		switch {
		case ans.status == http.StatusNotFound:
			if e := ans.envelope(t, target); e.Error.Code != "not_found" {
				t.Errorf("%s: 404 %s", target, ans.body)
			}
		case ans.status >= 300 && ans.status < 400:
			clean := path.Clean(target)
			location, err := url.Parse(ans.header.Get("Location"))
			if clean == target || err != nil || location.Path != clean {
				t.Errorf("%s: %d to %q, want a 404 or a redirect to %s", target, ans.status, ans.header.Get("Location"), clean)
			}
		default:
			t.Errorf("%s: %d %.200s, want 404 not_found", target, ans.status, ans.body)
		}
	}
}

// testLongRequestLines: request lines up to 64 KB reach the handlers, which
// answer them in the envelope: not a 414 or 431, nor a dropped connection.
func testLongRequestLines(t *testing.T, env *contractEnv) {
	api := env.start(t, "", "")
	// The request line is "GET <target> HTTP/1.1\r\n".
	const line = 64 << 10
	target := func(start string) string {
		return start + strings.Repeat("a", line-len("GET  HTTP/1.1\r\n")-len(start))
	}
	// A query the handlers may serve or refuse as a bad request; a path
	// that names nothing.
	for _, c := range []struct {
		target   string
		statuses []int
	}{
		{"/v1/jobs?q=" + strings.Repeat("word+", 60<<10/5), []int{http.StatusOK, http.StatusBadRequest}},
		{target("/v1/jobs?q="), []int{http.StatusOK, http.StatusBadRequest}},
		{target("/v1/jobs?limit=1&location="), []int{http.StatusOK, http.StatusBadRequest}},
		{target("/v1/jobs/"), []int{http.StatusNotFound}},
		{target("/v1/nowhere/"), []int{http.StatusNotFound}},
	} {
		what := fmt.Sprintf("a request line of %d bytes (%.30s...)", len("GET  HTTP/1.1\r\n")+len(c.target), c.target)
		ans := api.get(t, c.target, env.key)
		ans.envelope(t, what)
		if !slices.Contains(c.statuses, ans.status) {
			t.Errorf("%s: %d %.200s, want one of %v", what, ans.status, ans.body, c.statuses)
		}
	}
}

// testOversizedRequests: a request line or headers over 64 KB are refused
// (414, 431) before a handler runs, in the envelope while the api reads
// them, and far larger headers are cut off by the server itself.
func testOversizedRequests(t *testing.T, env *contractEnv) {
	api := env.start(t, "", "")
	line := "/v1/jobs?q=" + strings.Repeat("a", 70<<10)
	ans := api.get(t, line, env.key)
	if e := ans.envelope(t, "a request line of 70 KB"); ans.status != http.StatusRequestURITooLong || e.Error == nil {
		t.Errorf("a request line of 70 KB: %d %.200s, want 414", ans.status, ans.body)
	}
	for _, c := range []struct {
		size     int
		envelope bool
	}{{70 << 10, true}, {300 << 10, false}} {
		req, _ := http.NewRequest(http.MethodGet, api.base+"/v1/jobs", nil)
		req.Header.Set("Authorization", "Bearer "+env.key)
		for i := 0; i*8<<10 < c.size; i++ {
			req.Header.Set(fmt.Sprintf("X-Pad-%d", i), strings.Repeat("p", 8<<10))
		}
		resp, err := contractClient.Do(req)
		if err != nil {
			t.Fatalf("headers of %d KB: %v", c.size>>10, err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
			t.Errorf("headers of %d KB: %d %.200s, want 431", c.size>>10, resp.StatusCode, body)
		}
		if c.envelope {
			answer{status: resp.StatusCode, header: resp.Header, body: body}.envelope(t, "headers of 70 KB")
		}
	}
}
