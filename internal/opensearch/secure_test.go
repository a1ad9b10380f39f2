package opensearch

import (
	"context"
	"encoding/pem"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestEndpointsRule(t *testing.T) {
	const secret = "s3cret"
	for _, tc := range []struct {
		name               string
		urls               []string
		username, password string
		// wantUser is the user taken; wantErr, when set, is in the error.
		wantUser, wantErr string
	}{
		{"none", []string{"http://a:9200"}, "", "", "", ""},
		{"in the URL", []string{"https://u:" + secret + "@a:9200", "https://b:9200"}, "", "", "u", ""},
		{"the same in every URL", []string{"https://u:" + secret + "@a:9200", "https://u:" + secret + "@b:9200"}, "", "", "u", ""},
		{"variables", []string{"https://a:9200"}, "v", secret, "v", ""},
		{"both ways", []string{"https://u:" + secret + "@a:9200"}, "v", secret, "", "give them one way"},
		{"different URLs", []string{"https://u:" + secret + "@a:9200", "https://w:" + secret + "x@b:9200"}, "", "", "", "different user info"},
		{"no password in the URL", []string{"https://u@a:9200"}, "", "", "", "needs both a user name and a password"},
		{"username alone", []string{"https://a:9200"}, "v", "", "", "OPENSEARCH_PASSWORD is not"},
		{"password alone", []string{"https://a:9200"}, "", secret, "", "OPENSEARCH_USERNAME is not"},
		{"not a URL, with user info", []string{"https://u:" + secret + "%zz@a:9200"}, "", "", "", "address 1 of OPENSEARCH_URL is not a URL"},
		{"not a URL", []string{"http://a:9200", "http://a:92%zz"}, "", "", "", "address 2 of OPENSEARCH_URL"},
		{"no scheme", []string{"u:" + secret + "@a:9200"}, "", "", "", "is not an http:// or https:// URL"},
		{"no host", []string{"http:///x"}, "", "", "", `OPENSEARCH_URL "http:///x" is not an http:// or https:// URL`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			addrs, user, pass, err := endpoints(tc.urls, tc.username, tc.password)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) || strings.Contains(err.Error(), secret) {
					t.Fatalf("error %v, want one saying %q without the password", err, tc.wantErr)
				}
				return
			}
			if err != nil || user != tc.wantUser || (user != "") != (pass == secret) {
				t.Fatalf("got user %q, password %q, error %v; want user %q", user, pass, err, tc.wantUser)
			}
			for _, a := range addrs {
				if strings.Contains(a, "@") {
					t.Fatalf("address %q keeps its user info", a)
				}
			}
		})
	}
}

// TestBasicAuthOverTLS connects with user info in the URL to a TLS server
// whose authority is given as a file: the credentials go in the header and
// nowhere else.
func TestBasicAuthOverTLS(t *testing.T) {
	var auth []string
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		user, password, _ := r.BasicAuth()
		auth = append(auth, user+":"+password)
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{}`))
	}))
	defer srv.Close()
	ca := filepath.Join(t.TempDir(), "ca.pem")
	if err := os.WriteFile(ca, pemOf(srv.Certificate().Raw), 0o600); err != nil {
		t.Fatal(err)
	}
	withUser := strings.Replace(srv.URL, "https://", "https://u:s3cret@", 1)
	c, err := New(Config{URLs: []string{withUser}, CACertFile: ca, RequestTimeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Do(context.Background(), http.MethodGet, "/", nil); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(auth, []string{"u:s3cret"}) || !slices.Equal(c.Addresses(), []string{srv.URL}) {
		t.Fatalf("server saw %q; client addresses %q", auth, c.Addresses())
	}
	if _, err := New(Config{URLs: []string{srv.URL}, CACertFile: ca, Transport: http.DefaultTransport}); err == nil {
		t.Fatal("a CA file with a custom transport was accepted")
	}
}

func pemOf(der []byte) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
}
