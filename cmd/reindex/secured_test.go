package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"readapi/internal/gendata"
	"readapi/internal/testenv"
)

// TestLoadOnSecuredCluster loads a small snapshot through a TLS endpoint
// demanding basic auth, given each way docs/operations.md ("Secured clusters") names, and checks the
// faults an operator meets there are clear and never print a password.
func TestLoadOnSecuredCluster(t *testing.T) {
	testenv.OpenSearch(t)
	t.Setenv("INDEX_PREFIX", testenv.Prefix(t))
	sec := testenv.SecuredOpenSearch(t)
	dir := t.TempDir()
	if err := gendata.Write(dir, gendata.Options{Seed: 1, Quotes: 20}); err != nil {
		t.Fatal(err)
	}
	input := filepath.Join(dir, "quotes.ndjson")
	notPEM := filepath.Join(dir, "not.pem")
	if err := os.WriteFile(notPEM, []byte("not a certificate\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	const wrong = "wrong-Pa55word"

	for _, tc := range []struct {
		name string
		env  map[string]string
		// want is in the output of a load that works, or else in its error.
		want  string
		works bool
	}{
		{"user info in the URL", map[string]string{"OPENSEARCH_URL": sec.URLWith(sec.Username, sec.Password), "OPENSEARCH_CA_CERT": sec.CACertFile},
			"quotes: 20 documents", true},
		{"username and password variables", map[string]string{"OPENSEARCH_URL": sec.URL, "OPENSEARCH_CA_CERT": sec.CACertFile,
			"OPENSEARCH_USERNAME": sec.Username, "OPENSEARCH_PASSWORD": sec.Password}, "quotes: 20 documents", true},
		{"wrong password", map[string]string{"OPENSEARCH_URL": sec.URLWith(sec.Username, wrong), "OPENSEARCH_CA_CERT": sec.CACertFile},
			"OpenSearch answered 401", false},
		{"no credentials", map[string]string{"OPENSEARCH_URL": sec.URL, "OPENSEARCH_CA_CERT": sec.CACertFile},
			"OpenSearch answered 401", false},
		{"authority not trusted", map[string]string{"OPENSEARCH_URL": sec.URLWith(sec.Username, sec.Password)},
			"certificate signed by unknown authority", false},
		{"CA file missing", map[string]string{"OPENSEARCH_URL": sec.URLWith(sec.Username, sec.Password), "OPENSEARCH_CA_CERT": notPEM + ".gone"},
			"OPENSEARCH_CA_CERT: open " + notPEM + ".gone: no such file", false},
		{"CA file not PEM", map[string]string{"OPENSEARCH_URL": sec.URLWith(sec.Username, sec.Password), "OPENSEARCH_CA_CERT": notPEM},
			"holds no PEM certificate", false},
		{"credentials given twice", map[string]string{"OPENSEARCH_URL": sec.URLWith(sec.Username, sec.Password), "OPENSEARCH_CA_CERT": sec.CACertFile,
			"OPENSEARCH_USERNAME": sec.Username, "OPENSEARCH_PASSWORD": sec.Password}, "give them one way", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, name := range []string{"OPENSEARCH_URL", "OPENSEARCH_CA_CERT", "OPENSEARCH_USERNAME", "OPENSEARCH_PASSWORD"} {
				t.Setenv(name, tc.env[name])
			}
			var stdout, stderr bytes.Buffer
			err := run(context.Background(), []string{"load", "--dataset", "quotes", "--input", input}, &stdout, &stderr)
			printed := stdout.String() + stderr.String()
			if err != nil {
				printed += "\nerror: " + err.Error()
			}
			if (err == nil) != tc.works || !strings.Contains(printed, tc.want) {
				t.Fatalf("want %q (works: %v), got:\n%s", tc.want, tc.works, printed)
			}
			for _, secret := range []string{sec.Password, wrong} {
				if strings.Contains(printed, secret) {
					t.Fatalf("the password %q is printed:\n%s", secret, printed)
				}
			}
		})
	}
}
