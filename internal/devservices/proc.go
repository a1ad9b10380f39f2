package devservices

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Patterns that identify the processes services.sh starts in their command
// lines (a pid file's pid may have been reused by another process).
const (
	openSearchPattern = "org.opensearch.bootstrap.OpenSearch"
	redisPattern      = "redis-server"
)

// Timeouts of child processes.
const (
	mavenTimeout  = 15 * time.Minute
	aptTimeout    = 15 * time.Minute
	shortTimeout  = 30 * time.Second
	dockerTimeout = 10 * time.Minute
	lockWait      = 600 * time.Second
)

// readPID is the pid in pidFile (0 when there is none).
func readPID(pidFile string) int {
	data, err := os.ReadFile(pidFile)
	if err != nil {
		return 0
	}
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, string(data))
	pid, _ := strconv.Atoi(digits)
	return pid
}

// pidAlive is the pid of pidFile when it runs a command line containing
// pattern (0 otherwise).
func pidAlive(pidFile, pattern string) int {
	pid := readPID(pidFile)
	if pid <= 0 {
		return 0
	}
	cmdline, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/cmdline")
	if err != nil {
		if syscall.Kill(pid, 0) == nil {
			return pid
		}
		return 0
	}
	if bytes.Contains(bytes.ReplaceAll(cmdline, []byte{0}, []byte{' '}), []byte(pattern)) {
		return pid
	}
	return 0
}

// processWithArg says whether some process has arg, whole, among its
// command line's arguments.
func processWithArg(arg string) bool {
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		cmdline, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if err != nil {
			continue
		}
		for _, a := range bytes.Split(cmdline, []byte{0}) {
			if string(a) == arg {
				return true
			}
		}
	}
	return false
}

func exists(pid int) bool { return syscall.Kill(pid, 0) == nil }

// stopPID stops the process of pidFile if it runs pattern: SIGTERM, then
// SIGKILL after 60 s. It says false when there was none.
func (s *Services) stopPID(name, pidFile, pattern string) bool {
	pid := pidAlive(pidFile, pattern)
	if pid == 0 {
		os.Remove(pidFile)
		return false
	}
	s.logf("stopping %s (pid %d)", name, pid)
	_ = syscall.Kill(pid, syscall.SIGTERM)
	if !waitGone(pid, 60*time.Second) {
		s.logf("%s (pid %d) did not exit within 60 s; sending SIGKILL", name, pid)
		_ = syscall.Kill(pid, syscall.SIGKILL)
		waitGone(pid, 10*time.Second)
	}
	os.Remove(pidFile)
	s.logf("%s stopped", name)
	return true
}

func waitGone(pid int, limit time.Duration) bool {
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if !exists(pid) {
			return true
		}
	}
	return !exists(pid)
}

// withLock runs f holding an exclusive lock on file, which serialises
// concurrent `up`s for the same port. The descriptor is close-on-exec, so
// no daemon started meanwhile holds the lock.
func withLock(file string, f func() error) error {
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	fd, err := os.OpenFile(file, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return err
	}
	defer fd.Close()
	deadline := time.Now().Add(lockWait)
	for {
		err := syscall.Flock(int(fd.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			break
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) || time.Now().After(deadline) {
			return fmt.Errorf("could not lock %s within %d s", file, int(lockWait.Seconds()))
		}
		time.Sleep(100 * time.Millisecond)
	}
	defer syscall.Flock(int(fd.Fd()), syscall.LOCK_UN)
	return f()
}

// command is a child process bounded by timeout; started in a session of
// its own (setsid) so that a later ^C in the terminal does not reach the
// daemons it leaves behind.
func command(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	cmd.WaitDelay = 5 * time.Second
	return cmd
}

// run runs cmd (made by command with ctx) and names a timeout as such.
func run(ctx context.Context, cmd *exec.Cmd, timeout time.Duration) error {
	err := cmd.Run()
	if err != nil && ctx.Err() != nil {
		return fmt.Errorf("%s did not finish within %s", filepath.Base(cmd.Path), timeout)
	}
	return err
}

// runLogged runs name in dir with its output appended to logFile, bounded
// by timeout; env is added to this process's environment.
func runLogged(timeout time.Duration, logFile, dir string, env []string, name string, args ...string) error {
	out, err := os.OpenFile(logFile, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer out.Close()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := command(ctx, name, args...)
	cmd.Dir, cmd.Stdout, cmd.Stderr = dir, out, out
	cmd.Env = append(os.Environ(), env...)
	return run(ctx, cmd, timeout)
}

// runQuiet runs a short command and says whether it succeeded.
func runQuiet(timeout time.Duration, name string, args ...string) bool {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	return command(ctx, name, args...).Run() == nil
}

// asUser prefixes a command line with runuser when running as root
// (OpenSearch refuses to run as root).
func (s *Services) asUser(args ...string) []string {
	if s.cfg.Root {
		return append([]string{"runuser", "-u", s.cfg.OSUser, "--"}, args...)
	}
	return args
}

// tail writes the last n lines of file to w under a header, when it has
// any.
func tail(w io.Writer, file string, n int) {
	data, err := os.ReadFile(file)
	if err != nil || len(data) == 0 {
		return
	}
	fmt.Fprintf(w, "--- tail of %s ---\n", file)
	w.Write(lastLines(data, n))
}

// lastLines is the last n lines of data.
func lastLines(data []byte, n int) []byte {
	data = bytes.TrimSuffix(data, []byte("\n"))
	lines := bytes.Split(data, []byte("\n"))
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return append(bytes.Join(lines, []byte("\n")), '\n')
}

// progress logs every interval, until the returned stop is called, that
// what is still under way.
func (s *Services) progress(interval time.Duration, what func(elapsed time.Duration) string) (stop func()) {
	done := make(chan struct{})
	start := time.Now()
	go func() {
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				s.logf("%s", what(time.Since(start).Round(time.Second)))
			}
		}
	}()
	return func() { close(done) }
}

func contextFor(timeout time.Duration) (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), timeout)
}

// shared is a string one goroutine sets and a progress report reads.
type shared struct {
	mu sync.Mutex
	v  string
}

func (s *shared) set(v string) { s.mu.Lock(); s.v = v; s.mu.Unlock() }

func (s *shared) get() string { s.mu.Lock(); defer s.mu.Unlock(); return s.v }
