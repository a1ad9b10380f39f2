package opensearch

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strconv"
	"strings"
)

// endpoints checks the addresses and takes the user info out of them, so
// that no address the client keeps, logs or puts in an error holds a
// password. Credentials come one way only: in the addresses (every address
// that has user info has the same) or in username and password, never both;
// either way both a user name and a password are needed.
func endpoints(urls []string, username, password string) (addrs []string, user, pass string, err error) {
	var inURL *url.Userinfo
	for i, raw := range urls {
		// An address that is not a proper URL is only shown without an @:
		// the parser's message quotes it whole, and a URL.Redacted would
		// keep a password the parser did not see as one.
		u, err := url.Parse(raw)
		if err != nil {
			if strings.Contains(raw, "@") {
				return nil, "", "", fmt.Errorf("opensearch: address %d of OPENSEARCH_URL is not a URL (not shown: it holds user info)", i+1)
			}
			return nil, "", "", fmt.Errorf("opensearch: address %d of OPENSEARCH_URL: %w", i+1, err)
		}
		if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			shown := "(not shown: it holds user info)"
			if !strings.Contains(raw, "@") {
				shown = strconv.Quote(raw)
			}
			return nil, "", "", fmt.Errorf("opensearch: address %d of OPENSEARCH_URL %s is not an http:// or https:// URL with a host", i+1, shown)
		}
		if u.User != nil {
			if inURL != nil && inURL.String() != u.User.String() {
				return nil, "", "", errors.New("opensearch: the addresses of OPENSEARCH_URL carry different user info; the client has one set of credentials")
			}
			inURL, u.User = u.User, nil
		}
		addrs = append(addrs, u.String())
	}
	switch {
	case inURL != nil && (username != "" || password != ""):
		return nil, "", "", errors.New("opensearch: credentials are given both in OPENSEARCH_URL and in OPENSEARCH_USERNAME/OPENSEARCH_PASSWORD; give them one way")
	case inURL != nil:
		user = inURL.Username()
		pass, _ = inURL.Password()
		if user == "" || pass == "" {
			return nil, "", "", errors.New("opensearch: the user info of OPENSEARCH_URL needs both a user name and a password (https://USER:PASSWORD@host:port)")
		}
	case username != "" && password == "":
		return nil, "", "", errors.New("opensearch: OPENSEARCH_USERNAME is set but OPENSEARCH_PASSWORD is not")
	case username == "" && password != "":
		return nil, "", "", errors.New("opensearch: OPENSEARCH_PASSWORD is set but OPENSEARCH_USERNAME is not")
	default:
		user, pass = username, password
	}
	return addrs, user, pass, nil
}

// tlsConfig returns the TLS settings of the transport: the system's
// certificate authorities, plus those of the PEM file caFile when named.
func tlsConfig(caFile string) (*tls.Config, error) {
	cfg := &tls.Config{MinVersion: tls.VersionTLS12}
	if caFile == "" {
		return cfg, nil
	}
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return nil, fmt.Errorf("opensearch: the CA certificate file of OPENSEARCH_CA_CERT: %w", err)
	}
	roots, err := x509.SystemCertPool()
	if err != nil {
		roots = x509.NewCertPool()
	}
	if !roots.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("opensearch: the CA certificate file of OPENSEARCH_CA_CERT, %s, holds no PEM certificate", caFile)
	}
	cfg.RootCAs = roots
	return cfg, nil
}
