package devservices

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"time"
)

// transport connects within 2 s and, like `curl -k`, accepts a local
// node's self-signed certificate: these calls only probe the local
// services.
var transport = &http.Transport{
	DialContext:     (&net.Dialer{Timeout: 2 * time.Second}).DialContext,
	TLSClientConfig: &tls.Config{InsecureSkipVerify: true}, //nolint:gosec // probes of local dev nodes
}

// client sends user info in a URL as basic auth and, like curl, follows no
// redirect.
var client = &http.Client{Transport: transport,
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// answer is an HTTP answer; Code is 0 when nothing answered.
type answer struct {
	Code int
	Body []byte
}

// call sends one request to url, the whole of it bounded by maxTime.
func call(method, url string, maxTime time.Duration, body string) answer {
	ctx, cancel := context.WithTimeout(context.Background(), maxTime)
	defer cancel()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, r)
	if err != nil {
		return answer{}
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := client.Do(req)
	if err != nil {
		return answer{}
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 16<<20))
	if err != nil {
		return answer{Code: resp.StatusCode}
	}
	return answer{Code: resp.StatusCode, Body: data}
}

func get(url string, maxTime time.Duration) answer { return call(http.MethodGet, url, maxTime, "") }

// decode decodes an answer's body into out, saying whether it could.
func (a answer) decode(out any) bool { return a.Code != 0 && json.Unmarshal(a.Body, out) == nil }
