package devservices

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// Prog is the name every message starts with: the command operators type.
const Prog = "services.sh"

// Services runs the commands of scripts/services.sh for one environment.
type Services struct {
	cfg      Config
	lay      Layout
	repo     string // the repository (for the analysis-az plugin)
	javaHome string // the JDK found for the version, once found
	out, err io.Writer
}

// errUsage asks for the usage text and exit status 2.
var errUsage = errors.New("usage")

func fail(format string, args ...any) error { return fmt.Errorf(format, args...) }

func (s *Services) logf(format string, args ...any) {
	fmt.Fprintf(s.out, Prog+": "+format+"\n", args...)
}

// Run runs one command line (up|down|status [opensearch|redis]) and
// returns the exit status: 0, 1 for an error (printed on stderr), 2 for a
// usage error.
func Run(args []string, env Env, uid int, home, repo string, stdout, stderr io.Writer) int {
	cfg, err := Load(env, uid, home)
	if err != nil {
		fmt.Fprintf(stderr, "%s: error: %v\n", Prog, err)
		return 1
	}
	s := &Services{cfg: cfg, lay: cfg.Layout(), repo: repo, out: stdout, err: stderr}
	err = s.dispatch(args)
	switch {
	case err == nil:
		return 0
	case errors.Is(err, errUsage):
		s.usage()
		return 2
	case errors.Is(err, errStatus):
		return 1
	}
	fmt.Fprintf(stderr, "%s: error: %v\n", Prog, err)
	return 1
}

// errStatus is `status` finding a service that does not answer (already
// said on stdout).
var errStatus = errors.New("a service does not answer")

func (s *Services) dispatch(args []string) error {
	if len(args) == 0 {
		return errUsage
	}
	only := ""
	if len(args) > 1 {
		only = args[1]
	}
	if only != "" && only != "opensearch" && only != "redis" {
		return errUsage
	}
	want := func(service string) bool { return only == "" || only == service }
	switch args[0] {
	case "up":
		if want("opensearch") {
			if err := s.openSearchUp(); err != nil {
				return err
			}
			s.registerSnapshotRepository()
		}
		if want("redis") {
			return s.redisUp()
		}
	case "down":
		if want("opensearch") {
			s.openSearchDown()
		}
		if want("redis") {
			s.redisDown()
		}
	case "status":
		return s.status()
	case "java-home":
		return s.printJavaHome()
	default:
		return errUsage
	}
	return nil
}

func (s *Services) usage() {
	fmt.Fprintf(s.err, `usage: %s up|down|status [opensearch|redis] | java-home
  up         start OpenSearch %s and Redis where they do not answer
             (OPENSEARCH_URL=%s, REDIS_URL=%s), wait until ready
  down       stop what 'up' started (state in %s)
  status     show what answers
  java-home  print the JDK that runs OpenSearch %s and builds its analysis
             plugin (Java %d or newer), installing one where none is
A second argument limits up and down to that one service.
`, Prog, s.cfg.Version, s.cfg.OpenSearchURL, s.cfg.RedisURL, s.cfg.StateDir, s.cfg.Version, JavaRelease(s.cfg.Version))
}

// printJavaHome prints the JDK found for the version alone on stdout (for
// JAVA_HOME=$(services.sh java-home)); what it says on the way goes to
// stderr.
func (s *Services) printJavaHome() error {
	stdout := s.out
	s.out = s.err
	home, err := s.findJavaHome()
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(stdout, home)
	return err
}

// ensureStateDir creates the state directory, readable by the OpenSearch
// user when running as root.
func (s *Services) ensureStateDir() error {
	if err := os.MkdirAll(s.cfg.StateDir, 0o755); err != nil {
		return err
	}
	if s.cfg.Root {
		return os.Chmod(s.cfg.StateDir, 0o755)
	}
	return nil
}

// status says what answers; it fails when OpenSearch or Redis does not.
func (s *Services) status() error {
	osOK := s.openSearchStatus()
	redisOK := s.redisStatus()
	if !osOK || !redisOK {
		return errStatus
	}
	return nil
}
