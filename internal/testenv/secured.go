package testenv

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/hex"
	"encoding/pem"
	"io"
	"log"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"testing"
	"time"

	"readapi/internal/config"
)

// Secured is a secured cluster as production runs one: a TLS endpoint that
// answers 401 to every request without the right basic auth, standing in
// front of the test OpenSearch (the first address of OPENSEARCH_URL, a
// plain node without credentials).
type Secured struct {
	// URL is the endpoint, https:// and without user info.
	URL string
	// CACertFile is a PEM file of the authority that signed the endpoint's
	// certificate; no system knows that authority.
	CACertFile string
	// Username and Password are the credentials it accepts; the password is
	// random, so a test can look for it in what a program prints.
	Username, Password string
}

// URLWith returns the endpoint's URL with user info.
func (s *Secured) URLWith(username, password string) string {
	u, _ := url.Parse(s.URL)
	u.User = url.UserPassword(username, password)
	return u.String()
}

// SecuredOpenSearch starts a Secured endpoint for the test.
func SecuredOpenSearch(t testing.TB) *Secured {
	t.Helper()
	target, err := url.Parse(config.FromEnv().OpenSearchURLs[0])
	if err != nil {
		t.Fatal("testenv: the first address of OPENSEARCH_URL is not a URL")
	}
	target.User = nil
	secret := make([]byte, 12)
	_, _ = rand.Read(secret)
	s := &Secured{Username: "readapi", Password: "pw-" + hex.EncodeToString(secret)}
	caPEM, leaf := certificates(t)
	s.CACertFile = filepath.Join(t.TempDir(), "ca.pem")
	if err := os.WriteFile(s.CACertFile, caPEM, 0o600); err != nil {
		t.Fatal(err)
	}
	proxy := &httputil.ReverseProxy{Rewrite: func(r *httputil.ProxyRequest) {
		r.SetURL(target)
		r.Out.Header.Del("Authorization")
	}}
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if user, password, ok := r.BasicAuth(); !ok || user != s.Username || password != s.Password {
			w.Header().Set("WWW-Authenticate", `Basic realm="OpenSearch Security"`)
			http.Error(w, "Unauthorized", http.StatusUnauthorized)
			return
		}
		proxy.ServeHTTP(w, r)
	}))
	// Handshakes refused by clients that do not trust the authority are
	// the point of some tests, not noise for their output.
	srv.Config.ErrorLog = log.New(io.Discard, "", 0)
	srv.TLS = &tls.Config{Certificates: []tls.Certificate{leaf}}
	srv.StartTLS()
	t.Cleanup(srv.Close)
	s.URL = srv.URL
	return s
}

// certificates returns a new certificate authority (PEM) and a server
// certificate it signed for 127.0.0.1 and localhost.
func certificates(t testing.TB) ([]byte, tls.Certificate) {
	t.Helper()
	caKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	caTemplate := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "readapi test authority"},
		NotBefore:             now.Add(-time.Hour),
		NotAfter:              now.Add(24 * time.Hour),
		KeyUsage:              x509.KeyUsageCertSign,
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	caDER, err := x509.CreateCertificate(rand.Reader, caTemplate, caTemplate, &caKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	ca, err := x509.ParseCertificate(caDER)
	if err != nil {
		t.Fatal(err)
	}
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	template := &x509.Certificate{
		SerialNumber: big.NewInt(2),
		Subject:      pkix.Name{CommonName: "127.0.0.1"},
		NotBefore:    now.Add(-time.Hour),
		NotAfter:     now.Add(24 * time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IPAddresses:  []net.IP{net.IPv4(127, 0, 0, 1)},
		DNSNames:     []string{"localhost"},
	}
	der, err := x509.CreateCertificate(rand.Reader, template, ca, &key.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: caDER}),
		tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}
