package devservices

import (
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"time"
)

// The local Redis Cluster: three masters on REDIS_URL's port and the next
// two (cluster bus: port + 10000), each with its own directory; a node
// keeps its identity and slots in nodes.conf there, so a killed node
// rejoins when `up` restarts it.

func (s *Services) redisClusterDir() string {
	return filepath.Join(s.cfg.StateDir, "redis-cluster-"+strconv.Itoa(s.cfg.Redis.Port))
}

func (s *Services) redisClusterPorts() []int {
	ports := make([]int, redisClusterMasters)
	for i := range ports {
		ports[i] = s.cfg.Redis.Port + i
	}
	return ports
}

func (s *Services) redisClusterRange() string {
	return strconv.Itoa(s.cfg.Redis.Port) + "-" + strconv.Itoa(s.cfg.Redis.Port+redisClusterMasters-1)
}

func (s *Services) redisClusterUp() error {
	if !IsLocalHost(s.cfg.Redis.Host) {
		return fail("REDIS_URL names %s; this script starts a Redis Cluster only on this machine", s.cfg.Redis.Host)
	}
	if s.cfg.Redis.Scheme != "redis" {
		return fail("this script starts only plain redis+cluster:// clusters (no TLS)")
	}
	if err := s.ensureRedisInstalled(); err != nil {
		return err
	}
	if _, err := exec.LookPath("redis-cli"); err != nil {
		return fail("redis-cli is missing (Debian: apt-get install redis-tools)")
	}
	if err := s.ensureStateDir(); err != nil {
		return err
	}
	if err := os.MkdirAll(s.redisClusterDir(), 0o755); err != nil {
		return err
	}
	return withLock(filepath.Join(s.cfg.StateDir, "redis-cluster-"+strconv.Itoa(s.cfg.Redis.Port)+".lock"), s.redisClusterUpLocked)
}

func (s *Services) redisClusterUpLocked() error {
	for _, port := range s.redisClusterPorts() {
		dir := filepath.Join(s.redisClusterDir(), strconv.Itoa(port))
		if s.redisReply(port) != "" {
			s.logf("Redis already answers on port %d; not starting another", port)
			continue
		}
		s.logf("starting Redis Cluster node on 127.0.0.1:%d (state in %s)", port, dir)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		extra := []string{"--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf", "--cluster-node-timeout", "5000"}
		if err := s.startRedis(port, dir, extra); err != nil {
			return fail("redis-server failed to start on port %d", port)
		}
	}
	fresh := 0
	for _, port := range s.redisClusterPorts() {
		if err := s.redisWaitReady(port, filepath.Join(s.redisClusterDir(), strconv.Itoa(port))); err != nil {
			return err
		}
		if s.redisField(port, "cluster_enabled", "INFO", "cluster") != "1" {
			return fail("Redis on port %d is not a cluster node; free ports %s or set REDIS_URL to other ports", port, s.redisClusterRange())
		}
		if s.clusterInfo(port, "cluster_known_nodes") == "1" && s.clusterInfo(port, "cluster_slots_assigned") == "0" {
			fresh++
		}
	}
	switch {
	case fresh == redisClusterMasters:
		if err := s.createRedisCluster(); err != nil {
			return err
		}
	case fresh > 0:
		return fail("of the nodes on ports %s, %d are empty and the others in a cluster; run '%s down' with REDIS_CLUSTER=1 and remove %s to start afresh", s.redisClusterRange(), fresh, Prog, s.redisClusterDir())
	}
	return s.redisClusterWaitOK()
}

func (s *Services) createRedisCluster() error {
	s.logf("creating a Redis Cluster of %d masters", redisClusterMasters)
	args := []string{"-h", "127.0.0.1", "-p", strconv.Itoa(s.cfg.Redis.Port), "--cluster", "create"}
	for _, port := range s.redisClusterPorts() {
		args = append(args, "127.0.0.1:"+strconv.Itoa(port))
	}
	args = append(args, "--cluster-replicas", "0", "--cluster-yes")
	var env []string
	if pw := s.cfg.RedisPassword; pw != "" {
		args = append([]string{"--no-auth-warning"}, args...)
		env = []string{"REDISCLI_AUTH=" + pw}
	}
	logFile := filepath.Join(s.redisClusterDir(), "create.log")
	os.Remove(logFile)
	if err := runLogged(2*time.Minute, logFile, "", env, "redis-cli", args...); err != nil {
		if data, rerr := os.ReadFile(logFile); rerr == nil {
			s.err.Write(data)
		}
		return fail("redis-cli --cluster create failed")
	}
	return nil
}

func (s *Services) redisClusterWaitOK() error {
	deadline := time.Now().Add(s.cfg.Wait)
	for _, port := range s.redisClusterPorts() {
		for {
			state := s.clusterInfo(port, "cluster_state")
			if state == "ok" {
				break
			}
			if !time.Now().Before(deadline) {
				return fail("the Redis Cluster node on port %d reports cluster_state '%s' after %ds", port, orNone(state), int(s.cfg.Wait.Seconds()))
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	s.logf("Redis Cluster on ports %s is ready: REDIS_URL=%s", s.redisClusterRange(), s.cfg.RedisURL)
	return nil
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// redisClusterDown stops the nodes of the cluster on REDIS_URL's port that
// this program started.
func (s *Services) redisClusterDown() {
	pidFiles, _ := filepath.Glob(filepath.Join(s.redisClusterDir(), "*", "redis.pid"))
	sort.Strings(pidFiles)
	for _, pidFile := range pidFiles {
		s.stopPID("Redis Cluster node "+filepath.Base(filepath.Dir(pidFile)), pidFile, redisPattern)
	}
}
