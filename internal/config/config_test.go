package config

import (
	"slices"
	"testing"
)

func TestFromEnvDefaults(t *testing.T) {
	for _, name := range []string{"OPENSEARCH_URL", "REDIS_URL", "LISTEN_ADDR", "INDEX_PREFIX", "CURSOR_SECRET"} {
		t.Setenv(name, "")
	}
	got := FromEnv()
	want := Config{OpenSearchURLs: []string{"http://127.0.0.1:9200"}, RedisURL: "redis://127.0.0.1:6379/0", ListenAddr: "127.0.0.1:8080"}
	if !slices.Equal(got.OpenSearchURLs, want.OpenSearchURLs) || got.RedisURL != want.RedisURL || got.ListenAddr != want.ListenAddr ||
		got.IndexPrefix != "" || got.CursorSecret != "" {
		t.Fatalf("FromEnv() = %+v, want %+v", got, want)
	}
}

func TestFromEnvSet(t *testing.T) {
	t.Setenv("OPENSEARCH_URL", "http://a:9200, http://b:9201")
	t.Setenv("REDIS_URL", "redis://r:6380/2")
	t.Setenv("LISTEN_ADDR", ":9000")
	t.Setenv("INDEX_PREFIX", "t-")
	t.Setenv("CURSOR_SECRET", "s")
	got := FromEnv()
	if !slices.Equal(got.OpenSearchURLs, []string{"http://a:9200", "http://b:9201"}) || got.RedisURL != "redis://r:6380/2" ||
		got.ListenAddr != ":9000" || got.IndexPrefix != "t-" || got.CursorSecret != "s" {
		t.Fatalf("FromEnv() = %+v", got)
	}
}

func TestOpenSearchURLs(t *testing.T) {
	for raw, want := range map[string][]string{
		"":                        {DefaultOpenSearchURL},
		" , ":                     {DefaultOpenSearchURL},
		"http://x:1":              {"http://x:1"},
		"http://x:1,,http://y:2 ": {"http://x:1", "http://y:2"},
	} {
		if got := OpenSearchURLs(raw); !slices.Equal(got, want) {
			t.Errorf("OpenSearchURLs(%q) = %q, want %q", raw, got, want)
		}
	}
}

func TestFromEnvSecured(t *testing.T) {
	t.Setenv("OPENSEARCH_URL", "https://u:p@a:9200")
	t.Setenv("OPENSEARCH_USERNAME", "user")
	t.Setenv("OPENSEARCH_PASSWORD", "secret")
	t.Setenv("OPENSEARCH_CA_CERT", "/etc/ca.pem")
	got := FromEnv()
	if !slices.Equal(got.OpenSearchURLs, []string{"https://u:p@a:9200"}) || got.OpenSearchUsername != "user" ||
		got.OpenSearchPassword != "secret" || got.OpenSearchCACert != "/etc/ca.pem" {
		t.Fatalf("FromEnv() = %+v", got)
	}
}

func TestMetricsAddr(t *testing.T) {
	for raw, want := range map[string]string{"": "", "off": MetricsOff, " 127.0.0.1:9100 ": "127.0.0.1:9100"} {
		t.Setenv("METRICS_ADDR", raw)
		if got := FromEnv().MetricsAddr; got != want {
			t.Errorf("METRICS_ADDR=%q: MetricsAddr %q, want %q", raw, got, want)
		}
	}
}

func TestOpenSearchCarriesEndpointsAndCredentials(t *testing.T) {
	cfg := Config{OpenSearchURLs: []string{"https://a:9200"}, OpenSearchUsername: "user", OpenSearchPassword: "secret", OpenSearchCACert: "/etc/ca.pem"}
	got := cfg.OpenSearch()
	if !slices.Equal(got.URLs, cfg.OpenSearchURLs) || got.Username != "user" || got.Password != "secret" || got.CACertFile != "/etc/ca.pem" {
		t.Fatalf("OpenSearch() = %+v", got)
	}
}
