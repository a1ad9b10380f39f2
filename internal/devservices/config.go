package devservices

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Defaults of the environment.
const (
	DefaultOpenSearchURL   = "http://127.0.0.1:9200"
	DefaultRedisURL        = "redis://127.0.0.1:6379/0"
	DefaultRedisClusterURL = "redis+cluster://127.0.0.1:7000?addr=127.0.0.1:7001&addr=127.0.0.1:7002"
	defaultWatermarks      = "1500mb 1gb 500mb"
	redisClusterMasters    = 3
)

// Config is everything the environment says: read once, checked, and never
// read again.
type Config struct {
	Version       string        // OPENSEARCH_VERSION
	Nodes         int           // OPENSEARCH_NODES
	Wait          time.Duration // READAPI_WAIT_SECONDS
	Heal          time.Duration // READAPI_HEAL_SECONDS
	Heap          string        // OPENSEARCH_HEAP
	JavaOpts      string        // OPENSEARCH_JAVA_OPTS
	JavaHome      string        // JAVA_HOME
	OSUser        string        // READAPI_OS_USER
	SnapshotRepo  string        // SNAPSHOT_REPOSITORY
	Watermarks    [3]string     // READAPI_DISK_WATERMARKS: low, high, flood stage
	Docker        bool          // READAPI_USE_DOCKER=1
	Root          bool          // running as root
	OpenSearchURL string        // the first address of OPENSEARCH_URL
	OpenSearch    Endpoint
	TransportPort int // READAPI_OS_TRANSPORT_PORT, default the HTTP port + 100
	RedisURL      string
	Redis         Endpoint
	RedisCluster  bool   // REDIS_CLUSTER=1 or a redis+cluster:// URL
	RedisPassword string // from REDIS_URL's user info
	StateDir      string // READAPI_SERVICES_DIR
}

// Endpoint is a parsed service address.
type Endpoint struct {
	Scheme, Host, UserInfo string
	Port                   int // 0 when the URL names none
}

// Env reads one variable ("" when unset).
type Env func(string) string

// or is the variable's value, or def when it is unset or empty (bash's
// ${VAR:-def}).
func (e Env) or(name, def string) string {
	if v := e(name); v != "" {
		return v
	}
	return def
}

var nodesPattern = regexp.MustCompile(`^[1-9][0-9]?$`)

// Load reads and checks the environment of a process of user uid whose
// home directory is home.
func Load(env Env, uid int, home string) (Config, error) {
	c := Config{Root: uid == 0, Version: env.or("OPENSEARCH_VERSION", DefaultOpenSearchVersion)}
	if majorOf(c.Version) == 0 {
		return c, fmt.Errorf("OPENSEARCH_VERSION must be a release number like %s (got %s)", DefaultOpenSearchVersion, c.Version)
	}
	nodes := env.or("OPENSEARCH_NODES", "1")
	if !nodesPattern.MatchString(nodes) {
		return c, fmt.Errorf("OPENSEARCH_NODES must be 1 to 99 (got %s)", nodes)
	}
	c.Nodes, _ = strconv.Atoi(nodes)
	var err error
	if c.Wait, err = seconds(env, "READAPI_WAIT_SECONDS", 120+60*(c.Nodes-1)); err != nil {
		return c, err
	}
	if c.Heal, err = seconds(env, "READAPI_HEAL_SECONDS", 120); err != nil {
		return c, err
	}
	if c.Nodes > 1 {
		c.Heap = env.or("OPENSEARCH_HEAP", "512m")
	} else {
		c.Heap = env.or("OPENSEARCH_HEAP", "1g")
	}
	c.JavaOpts = env.or("OPENSEARCH_JAVA_OPTS", "-Xms"+c.Heap+" -Xmx"+c.Heap)
	c.JavaHome = env("JAVA_HOME")
	c.OSUser = env.or("READAPI_OS_USER", "readapi-os")
	c.SnapshotRepo = env.or("SNAPSHOT_REPOSITORY", "readapi-backups")
	c.Docker = env("READAPI_USE_DOCKER") == "1"
	marks := env.or("READAPI_DISK_WATERMARKS", defaultWatermarks)
	if f := strings.Fields(marks); len(f) < 3 {
		return c, fmt.Errorf("READAPI_DISK_WATERMARKS needs three sizes (low high flood), got %q", marks)
	} else {
		c.Watermarks = [3]string{f[0], f[1], strings.Join(f[2:], " ")}
	}
	c.StateDir = stateDir(env, c.Root, home)

	first, _, _ := strings.Cut(env.or("OPENSEARCH_URL", DefaultOpenSearchURL), ",")
	c.OpenSearchURL = strings.TrimSuffix(strings.ReplaceAll(first, " ", ""), "/")
	if c.OpenSearch, err = parseURL(c.OpenSearchURL); err != nil {
		return c, err
	}
	switch c.OpenSearch.Scheme {
	case "http":
		c.OpenSearch.Port = defaultPort(c.OpenSearch.Port, 80)
	case "https":
		c.OpenSearch.Port = defaultPort(c.OpenSearch.Port, 443)
	default:
		return c, fmt.Errorf("OPENSEARCH_URL must be http:// or https:// (got '%s')", c.OpenSearchURL)
	}
	c.TransportPort = c.OpenSearch.Port + 100
	if p := env("READAPI_OS_TRANSPORT_PORT"); p != "" {
		if c.TransportPort, err = strconv.Atoi(p); err != nil {
			return c, fmt.Errorf("READAPI_OS_TRANSPORT_PORT must be a port number (got %s)", p)
		}
	}
	return c, c.loadRedis(env)
}

func (c *Config) loadRedis(env Env) error {
	if env("REDIS_CLUSTER") == "1" {
		c.RedisURL = env.or("REDIS_URL", DefaultRedisClusterURL)
		if scheme, _, _ := strings.Cut(c.RedisURL, "://"); !strings.HasSuffix(scheme, "+cluster") {
			return fmt.Errorf("REDIS_CLUSTER=1 needs REDIS_URL unset or a redis+cluster:// URL (got '%s')", c.RedisURL)
		}
	} else {
		c.RedisURL = env.or("REDIS_URL", DefaultRedisURL)
	}
	noQuery, _, _ := strings.Cut(c.RedisURL, "?")
	var err error
	if c.Redis, err = parseURL(noQuery); err != nil {
		return err
	}
	c.Redis.Port = defaultPort(c.Redis.Port, 6379)
	if s, ok := strings.CutSuffix(c.Redis.Scheme, "+cluster"); ok {
		c.RedisCluster, c.Redis.Scheme = true, s
	}
	if c.Redis.UserInfo != "" {
		// [user]:password@host: only the password matters for a local server
		c.RedisPassword = c.Redis.UserInfo
		if _, pw, ok := strings.Cut(c.Redis.UserInfo, ":"); ok {
			c.RedisPassword = pw
		}
	}
	switch c.Redis.Scheme {
	case "redis", "rediss", "redis+sentinel", "rediss+sentinel":
		return nil
	}
	return fmt.Errorf("REDIS_URL must be redis://, redis+cluster:// or redis+sentinel:// (got '%s')", c.RedisURL)
}

// seconds reads a whole number of seconds.
func seconds(env Env, name string, def int) (time.Duration, error) {
	v := env.or(name, strconv.Itoa(def))
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%s must be a whole number of seconds (got %s)", name, v)
	}
	return time.Duration(n) * time.Second, nil
}

// stateDir is where installs, data, logs and pid files live: outside the
// repository, shared by every checkout of the machine's user.
func stateDir(env Env, root bool, home string) string {
	if root {
		return env.or("READAPI_SERVICES_DIR", "/var/tmp/readapi-services")
	}
	return env.or("READAPI_SERVICES_DIR", filepath.Join(env.or("XDG_CACHE_HOME", filepath.Join(home, ".cache")), "readapi-services"))
}

func defaultPort(port, def int) int {
	if port == 0 {
		return def
	}
	return port
}

// parseURL splits scheme://[userinfo@]host[:port][/...] as services.sh
// always has (IPv6 hosts in brackets).
func parseURL(raw string) (Endpoint, error) {
	var e Endpoint
	scheme, rest, ok := strings.Cut(raw, "://")
	if !ok {
		return e, fmt.Errorf("cannot parse URL '%s' (expected scheme://host:port)", raw)
	}
	e.Scheme = scheme
	hostport, _, _ := strings.Cut(rest, "/")
	if at := strings.LastIndex(hostport, "@"); at >= 0 {
		e.UserInfo, hostport = hostport[:at], hostport[at+1:]
	}
	port := ""
	if strings.HasPrefix(hostport, "[") {
		host, after, _ := strings.Cut(hostport[1:], "]")
		e.Host, port = host, strings.TrimPrefix(after, ":")
	} else if i := strings.LastIndex(hostport, ":"); i >= 0 {
		e.Host, port = hostport[:i], hostport[i+1:]
	} else {
		e.Host = hostport
	}
	if e.Host == "" {
		return e, fmt.Errorf("no host in URL '%s'", raw)
	}
	if port != "" {
		n, err := strconv.Atoi(port)
		if err != nil || n < 0 || strings.ContainsAny(port, "+-") {
			return e, fmt.Errorf("bad port in URL '%s'", raw)
		}
		e.Port = n
	}
	return e, nil
}

// IsLocalHost says whether host names this machine.
func IsLocalHost(host string) bool {
	return strings.HasPrefix(host, "127.") || host == "localhost" || host == "::1" || host == "0.0.0.0"
}

// Layout is the model of the OpenSearch node or cluster the environment
// names.
func (c Config) Layout() Layout {
	return Layout{StateDir: c.StateDir, Version: c.Version, Scheme: c.OpenSearch.Scheme, Host: c.OpenSearch.Host,
		Port: c.OpenSearch.Port, TransportPort: c.TransportPort, Nodes: c.Nodes}
}
