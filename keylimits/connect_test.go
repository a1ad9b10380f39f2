package keylimits

import (
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

func TestConnectSingle(t *testing.T) {
	rdb, err := Connect("redis://:pw@r.example:6380/2?read_timeout=7s&write_timeout=9s", Timeouts{Dial: time.Second, Write: 3 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer rdb.Close()
	c, ok := rdb.(*redis.Client)
	if !ok {
		t.Fatalf("redis:// gave a %T", rdb)
	}
	o := c.Options()
	if o.Addr != "r.example:6380" || o.DB != 2 || o.Password != "pw" || o.TLSConfig != nil || !o.ContextTimeoutEnabled ||
		o.DialTimeout != time.Second || o.ReadTimeout != 7*time.Second || o.WriteTimeout != 3*time.Second || o.Protocol != 2 {
		t.Fatalf("options %+v", o)
	}
	resp3, err := Connect("redis://r.example:6380/0?protocol=3", Timeouts{})
	if err != nil {
		t.Fatal(err)
	}
	defer resp3.Close()
	if p := resp3.(*redis.Client).Options().Protocol; p != 3 {
		t.Fatalf("protocol=3 gave protocol %d", p)
	}
	tls, err := Connect("rediss://r.example:6380/0", Timeouts{})
	if err != nil {
		t.Fatal(err)
	}
	defer tls.Close()
	if tls.(*redis.Client).Options().TLSConfig == nil {
		t.Fatal("rediss:// without TLS")
	}
}

func TestConnectCluster(t *testing.T) {
	rdb, err := Connect("redis+cluster://u:pw@127.0.0.1:7000?addr=127.0.0.1:7001&addr=127.0.0.1:7002&max_redirects=5", Timeouts{Read: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer rdb.Close()
	c, ok := rdb.(*redis.ClusterClient)
	if !ok {
		t.Fatalf("redis+cluster:// gave a %T", rdb)
	}
	o := c.Options()
	if strings.Join(o.Addrs, ",") != "127.0.0.1:7000,127.0.0.1:7001,127.0.0.1:7002" || o.Username != "u" || o.Password != "pw" ||
		o.MaxRedirects != 5 || o.ReadTimeout != time.Second || !o.ContextTimeoutEnabled || o.TLSConfig != nil || o.Protocol != 2 {
		t.Fatalf("options %+v", o)
	}
	for _, ok := range []string{"redis+cluster://h:7000/", "redis+cluster://h:7000/0", "rediss+cluster://h:7000"} {
		rdb, err := Connect(ok, Timeouts{})
		if err != nil {
			t.Fatalf("%s: %v", ok, err)
		}
		rdb.Close()
	}
}

func TestConnectSentinel(t *testing.T) {
	rdb, err := Connect("redis+sentinel://s1:26379/3?master_name=readapi&addr=s2:26379&password=pw", Timeouts{Dial: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer rdb.Close()
	if _, ok := rdb.(*redis.Client); !ok {
		t.Fatalf("redis+sentinel:// gave a %T", rdb)
	}
	if o := rdb.(*redis.Client).Options(); o.DB != 3 || o.Password != "pw" || o.DialTimeout != time.Second || o.Protocol != 2 {
		t.Fatalf("options %+v", o)
	}
}

func TestConnectRefuses(t *testing.T) {
	for url, want := range map[string]string{
		"127.0.0.1:6379":                             "not a URL",
		"http://127.0.0.1:6379":                      "unknown scheme",
		"redis+shard://127.0.0.1:6379":               "cluster or sentinel",
		"redis://h:6379/0?addr=h:6380":               "redis+cluster://",
		"redis://h:6379/0?colour=blue":               "colour",
		"redis+cluster://h:7000/4":                   "only database 0",
		"redis+cluster://h:7000?addr=h":              "addr",
		"redis+sentinel://h:26379/0":                 "master_name",
		"redis://user:s3cret@h:port/0":               "invalid port",
		"redis+cluster://user:s3cret@h:port":         "invalid port",
		"redis+sentinel://user:s3cret@h:port?master": "invalid port",
	} {
		rdb, err := Connect(url, Timeouts{})
		if err == nil {
			rdb.Close()
			t.Errorf("Connect(%q) succeeded", url)
			continue
		}
		if !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "s3cret") {
			t.Errorf("Connect(%q) = %v, want an error naming %q and no password", url, err, want)
		}
	}
}
