package devservices

import (
	"strings"
	"testing"
	"time"
)

func env(vars map[string]string) Env { return func(k string) string { return vars[k] } }

func TestLoadDefaults(t *testing.T) {
	c, err := Load(env(nil), 1000, "/home/u")
	if err != nil {
		t.Fatal(err)
	}
	if c.Nodes != 1 || c.Heap != "1g" || c.JavaOpts != "-Xms1g -Xmx1g" || c.Wait != 120*time.Second || c.Heal != 120*time.Second {
		t.Errorf("nodes %d heap %s opts %q wait %s heal %s", c.Nodes, c.Heap, c.JavaOpts, c.Wait, c.Heal)
	}
	if c.OpenSearchURL != DefaultOpenSearchURL || c.OpenSearch.Port != 9200 || c.TransportPort != 9300 {
		t.Errorf("opensearch %q port %d transport %d", c.OpenSearchURL, c.OpenSearch.Port, c.TransportPort)
	}
	if c.RedisURL != DefaultRedisURL || c.Redis.Port != 6379 || c.RedisCluster {
		t.Errorf("redis %q port %d cluster %t", c.RedisURL, c.Redis.Port, c.RedisCluster)
	}
	if c.StateDir != "/home/u/.cache/readapi-services" || c.OSUser != "readapi-os" || c.SnapshotRepo != "readapi-backups" {
		t.Errorf("state %s user %s repo %s", c.StateDir, c.OSUser, c.SnapshotRepo)
	}
	if c.Watermarks != [3]string{"1500mb", "1gb", "500mb"} {
		t.Errorf("watermarks %v", c.Watermarks)
	}
}

func TestLoadStateDir(t *testing.T) {
	for _, tc := range []struct {
		vars map[string]string
		uid  int
		want string
	}{
		{nil, 0, "/var/tmp/readapi-services"},
		{map[string]string{"READAPI_SERVICES_DIR": "/x"}, 0, "/x"},
		{map[string]string{"XDG_CACHE_HOME": "/c"}, 1000, "/c/readapi-services"},
		{map[string]string{"XDG_CACHE_HOME": ""}, 1000, "/h/.cache/readapi-services"},
		{map[string]string{"READAPI_SERVICES_DIR": "/y", "XDG_CACHE_HOME": "/c"}, 1000, "/y"},
	} {
		c, err := Load(env(tc.vars), tc.uid, "/h")
		if err != nil || c.StateDir != tc.want {
			t.Errorf("%v uid %d: state dir %q (%v), want %q", tc.vars, tc.uid, c.StateDir, err, tc.want)
		}
	}
}

func TestLoadCluster(t *testing.T) {
	c, err := Load(env(map[string]string{
		"OPENSEARCH_URL":   " http://127.0.0.1:9250/ ,http://127.0.0.1:9251",
		"OPENSEARCH_NODES": "3",
		"REDIS_CLUSTER":    "1",
	}), 0, "/root")
	if err != nil {
		t.Fatal(err)
	}
	if c.OpenSearchURL != "http://127.0.0.1:9250" || c.Heap != "512m" || c.Wait != 240*time.Second {
		t.Errorf("url %q heap %s wait %s", c.OpenSearchURL, c.Heap, c.Wait)
	}
	if c.RedisURL != DefaultRedisClusterURL || !c.RedisCluster || c.Redis.Port != 7000 || c.Redis.Scheme != "redis" {
		t.Errorf("redis %q cluster %t port %d scheme %s", c.RedisURL, c.RedisCluster, c.Redis.Port, c.Redis.Scheme)
	}
}

func TestLoadRedisURLs(t *testing.T) {
	for _, tc := range []struct {
		url, password string
		port          int
		cluster       bool
	}{
		{"redis://127.0.0.1:6382/0", "", 6382, false},
		{"redis://:secret@localhost/0", "secret", 6379, false},
		{"redis://user:secret@127.0.0.1:6390", "secret", 6390, false},
		{"redis://secret@127.0.0.1:6390", "secret", 6390, false},
		{"redis+cluster://127.0.0.1:7100?addr=127.0.0.1:7101", "", 7100, true},
		{"redis+sentinel://127.0.0.1:26379?master_name=m", "", 26379, false},
		{"redis://[::1]:6400/0", "", 6400, false},
	} {
		c, err := Load(env(map[string]string{"REDIS_URL": tc.url}), 1000, "/h")
		if err != nil || c.RedisPassword != tc.password || c.Redis.Port != tc.port || c.RedisCluster != tc.cluster {
			t.Errorf("%s: password %q port %d cluster %t (%v)", tc.url, c.RedisPassword, c.Redis.Port, c.RedisCluster, err)
		}
	}
}

func TestLoadRefuses(t *testing.T) {
	for _, tc := range []struct {
		vars map[string]string
		want string
	}{
		{map[string]string{"OPENSEARCH_NODES": "0"}, "OPENSEARCH_NODES must be 1 to 99 (got 0)"},
		{map[string]string{"OPENSEARCH_NODES": "100"}, "OPENSEARCH_NODES must be 1 to 99"},
		{map[string]string{"OPENSEARCH_NODES": "x"}, "OPENSEARCH_NODES must be 1 to 99"},
		{map[string]string{"READAPI_DISK_WATERMARKS": "1gb 500mb"}, `READAPI_DISK_WATERMARKS needs three sizes (low high flood), got "1gb 500mb"`},
		{map[string]string{"READAPI_WAIT_SECONDS": "soon"}, "READAPI_WAIT_SECONDS must be a whole number of seconds"},
		{map[string]string{"OPENSEARCH_URL": "127.0.0.1:9200"}, "cannot parse URL '127.0.0.1:9200' (expected scheme://host:port)"},
		{map[string]string{"OPENSEARCH_URL": "ftp://127.0.0.1:9200"}, "OPENSEARCH_URL must be http:// or https://"},
		{map[string]string{"OPENSEARCH_URL": "http://127.0.0.1:92x0"}, "bad port in URL 'http://127.0.0.1:92x0'"},
		{map[string]string{"OPENSEARCH_URL": "http://:9200"}, "no host in URL"},
		{map[string]string{"REDIS_URL": "http://127.0.0.1:6379"}, "REDIS_URL must be redis://, redis+cluster:// or redis+sentinel://"},
		{map[string]string{"REDIS_CLUSTER": "1", "REDIS_URL": "redis://127.0.0.1:7000"}, "REDIS_CLUSTER=1 needs REDIS_URL unset or a redis+cluster:// URL"},
	} {
		_, err := Load(env(tc.vars), 1000, "/h")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want %q", tc.vars, err, tc.want)
		}
	}
}

func TestLoadOverrides(t *testing.T) {
	c, err := Load(env(map[string]string{
		"OPENSEARCH_URL": "https://u:p@[::1]", "OPENSEARCH_HEAP": "2g", "READAPI_OS_TRANSPORT_PORT": "9999",
		"READAPI_DISK_WATERMARKS": "3gb 2gb 1gb", "READAPI_USE_DOCKER": "1", "READAPI_HEAL_SECONDS": "5",
	}), 1000, "/h")
	if err != nil {
		t.Fatal(err)
	}
	if c.OpenSearch.Host != "::1" || c.OpenSearch.Port != 443 || c.OpenSearch.UserInfo != "u:p" || c.TransportPort != 9999 {
		t.Errorf("endpoint %+v transport %d", c.OpenSearch, c.TransportPort)
	}
	if c.JavaOpts != "-Xms2g -Xmx2g" || !c.Docker || c.Heal != 5*time.Second || c.Watermarks[2] != "1gb" {
		t.Errorf("opts %q docker %t heal %s watermarks %v", c.JavaOpts, c.Docker, c.Heal, c.Watermarks)
	}
}
