package devservices

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// The Redis of REDIS_URL: Debian's redis-server, installed with apt-get
// when missing. Keys and credits are kept by both of Redis's persistence
// mechanisms: the append-only file (fsynced every second; apikey create
// and revoke wait for their own write to reach the disk) and RDB snapshots
// on Redis's usual schedule, which give a compact file to copy as a
// backup.

var redisPersistence = []string{"--appendonly", "yes", "--appendfsync", "everysec", "--save", "3600 1 300 100 60 10000"}

func (s *Services) redisDir() string {
	return filepath.Join(s.cfg.StateDir, "redis-"+strconv.Itoa(s.cfg.Redis.Port))
}

func (s *Services) redisPIDFile() string { return filepath.Join(s.redisDir(), "redis.pid") }

func (s *Services) redisHost() string {
	if s.cfg.Redis.Host == "localhost" {
		return "127.0.0.1"
	}
	return s.cfg.Redis.Host
}

// redisDo sends one command (after AUTH when a password is set) to the
// Redis on port, all within 3 s, and returns its reply: a status or error
// line as sent ("+PONG", "-NOAUTH ..."), or a bulk string's content.
func (s *Services) redisDo(port int, args ...string) (string, error) {
	conn, err := net.DialTimeout("tcp", net.JoinHostPort(s.redisHost(), strconv.Itoa(port)), 2*time.Second)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(3 * time.Second))
	r := bufio.NewReader(conn)
	if s.cfg.RedisPassword != "" {
		if _, err := roundTrip(conn, r, "AUTH", s.cfg.RedisPassword); err != nil {
			return "", err
		}
	}
	return roundTrip(conn, r, args...)
}

// roundTrip writes one RESP command and reads its reply.
func roundTrip(conn net.Conn, r *bufio.Reader, args ...string) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "*%d\r\n", len(args))
	for _, a := range args {
		fmt.Fprintf(&b, "$%d\r\n%s\r\n", len(a), a)
	}
	if _, err := conn.Write([]byte(b.String())); err != nil {
		return "", err
	}
	line, err := r.ReadString('\n')
	if err != nil {
		return "", err
	}
	line = strings.TrimRight(line, "\r\n")
	if !strings.HasPrefix(line, "$") {
		return line, nil
	}
	n, err := strconv.Atoi(line[1:])
	if err != nil || n < 0 {
		return "", err
	}
	body := make([]byte, n+2)
	if _, err := io.ReadFull(r, body); err != nil {
		return "", err
	}
	return string(body[:n]), nil
}

// redisReply is the first line of the answer to PING on port ("" when
// nothing answers).
func (s *Services) redisReply(port int) string {
	reply, _ := s.redisDo(port, "PING")
	return reply
}

// redisInfo is one field of a `CLUSTER INFO` (section "" ) or `INFO
// cluster` answer.
func (s *Services) redisField(port int, field string, command ...string) string {
	reply, err := s.redisDo(port, command...)
	if err != nil {
		return ""
	}
	for _, line := range strings.Split(reply, "\n") {
		if v, ok := strings.CutPrefix(strings.TrimRight(line, "\r"), field+":"); ok {
			return v
		}
	}
	return ""
}

func (s *Services) clusterInfo(port int, field string) string {
	return s.redisField(port, field, "CLUSTER", "INFO")
}

// ensureRedisInstalled installs Debian's redis-server when missing.
func (s *Services) ensureRedisInstalled() error {
	if _, err := exec.LookPath("redis-server"); err == nil {
		return nil
	}
	if err := s.aptInstall("redis-server", "redis-server", "redis-tools"); err != nil {
		return err
	}
	if _, err := exec.LookPath("redis-server"); err != nil {
		return fail("redis-server still missing after apt-get install")
	}
	return nil
}

// redisWaitReady waits until the Redis on port answers PONG.
func (s *Services) redisWaitReady(port int, dir string) error {
	deadline := time.Now().Add(s.cfg.Wait)
	reply := ""
	for time.Now().Before(deadline) {
		if reply = s.redisReply(port); reply == "+PONG" {
			s.logf("Redis at %s:%d is ready", s.cfg.Redis.Host, port)
			return nil
		}
		time.Sleep(200 * time.Millisecond)
	}
	tail(s.err, filepath.Join(dir, "redis.log"), 30)
	if reply == "" {
		reply = "none"
	}
	return fail("Redis at %s:%d not ready after %ds (last reply: '%s')", s.cfg.Redis.Host, port, int(s.cfg.Wait.Seconds()), reply)
}

func (s *Services) redisUp() error {
	if s.cfg.RedisCluster {
		return s.redisClusterUp()
	}
	port := s.cfg.Redis.Port
	if s.redisReply(port) != "" {
		s.logf("Redis already answers at %s:%d; not starting another", s.cfg.Redis.Host, port)
		return s.redisWaitReady(port, s.redisDir())
	}
	if !IsLocalHost(s.cfg.Redis.Host) {
		return fail("nothing answers at %s and %s is not this machine; start Redis there or point REDIS_URL at 127.0.0.1", s.cfg.RedisURL, s.cfg.Redis.Host)
	}
	if s.cfg.Redis.Scheme != "redis" {
		return fail("nothing answers at %s; this script starts only plain redis:// servers and redis+cluster:// clusters, not Sentinel", s.cfg.RedisURL)
	}
	if err := s.ensureRedisInstalled(); err != nil {
		return err
	}
	if err := s.ensureStateDir(); err != nil {
		return err
	}
	if err := os.MkdirAll(s.redisDir(), 0o755); err != nil {
		return err
	}
	return withLock(filepath.Join(s.cfg.StateDir, "redis-"+strconv.Itoa(port)+".lock"), s.redisUpLocked)
}

func (s *Services) redisUpLocked() error {
	port, dir := s.cfg.Redis.Port, s.redisDir()
	if s.redisReply(port) != "" {
		s.logf("Redis now answers at %s:%d; not starting another", s.cfg.Redis.Host, port)
		return s.redisWaitReady(port, dir)
	}
	s.logf("starting Redis on 127.0.0.1:%d (state in %s)", port, dir)
	if err := s.startRedis(port, dir, nil); err != nil {
		return fail("redis-server failed to start")
	}
	return s.redisWaitReady(port, dir)
}

// startRedis starts a daemonised redis-server on port with its state in
// dir; its startup output goes to the error stream when it fails.
func (s *Services) startRedis(port int, dir string, extra []string) error {
	pidFile := filepath.Join(dir, "redis.pid")
	os.Remove(pidFile)
	args := []string{"--port", strconv.Itoa(port), "--bind", "127.0.0.1", "--daemonize", "yes",
		"--pidfile", pidFile, "--dir", dir, "--logfile", filepath.Join(dir, "redis.log")}
	args = append(append(args, extra...), redisPersistence...)
	if pw := s.cfg.RedisPassword; pw != "" {
		args = append(args, "--requirepass", pw)
		if s.cfg.RedisCluster {
			args = append(args, "--masterauth", pw)
		}
	}
	logFile := filepath.Join(dir, "startup.log")
	os.Remove(logFile)
	if err := runLogged(time.Minute, logFile, "", nil, "redis-server", args...); err != nil {
		if data, rerr := os.ReadFile(logFile); rerr == nil {
			s.err.Write(data)
		}
		return err
	}
	return nil
}

func (s *Services) redisDown() {
	if s.cfg.RedisCluster {
		s.redisClusterDown()
		return
	}
	port := s.cfg.Redis.Port
	if !s.stopPID("Redis on port "+strconv.Itoa(port), s.redisPIDFile(), redisPattern) {
		s.logf("no Redis started by this script on port %d; nothing to stop", port)
	}
}

func (s *Services) redisStatus() bool {
	port := s.cfg.Redis.Port
	reply := s.redisReply(port)
	if reply == "" {
		s.logf("Redis does not answer at %s:%d", s.cfg.Redis.Host, port)
		return false
	}
	who := "not started by this script"
	pidFile := s.redisPIDFile()
	if s.cfg.RedisCluster {
		pidFile = filepath.Join(s.redisClusterDir(), strconv.Itoa(port), "redis.pid")
	}
	if pid := pidAlive(pidFile, redisPattern); pid != 0 {
		who = fmt.Sprintf("started by this script, pid %d", pid)
	}
	s.logf("Redis answers at %s:%d (PING: %s) [%s]", s.cfg.Redis.Host, port, reply, who)
	if s.cfg.RedisCluster {
		s.logf("Redis Cluster: state %s, %s masters with slots, %s slots ok",
			s.clusterInfo(port, "cluster_state"), s.clusterInfo(port, "cluster_size"), s.clusterInfo(port, "cluster_slots_ok"))
	}
	return true
}
