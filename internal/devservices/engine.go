package devservices

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// The engine's version (OPENSEARCH_VERSION) and what follows from it: the
// Java release it needs, to run and to build the analysis plugin for it,
// and the node settings written for it.

// DefaultOpenSearchVersion is the version installed and started unless
// OPENSEARCH_VERSION names another.
const DefaultOpenSearchVersion = "3.8.0"

var versionPattern = regexp.MustCompile(`^([1-9][0-9]*)\.[0-9]+\.[0-9]+$`)

// majorOf is a checked version's major number.
func majorOf(version string) int {
	m := versionPattern.FindStringSubmatch(version)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// JavaRelease is the Java release version needs: the oldest JDK that runs
// it, and the release the analysis plugin is compiled for (OpenSearch
// 3.x needs Java 21; 2.x runs on 17).
func JavaRelease(version string) int {
	if majorOf(version) >= 3 {
		return 21
	}
	return 17
}

// engineSettings are the node settings the version is started with.
func engineSettings(version string) []string {
	if majorOf(version) >= 3 {
		// 3.x searches a shard's segments concurrently by default (mode
		// auto); on 2 cores that made pages 1.4-1.9x slower.
		return []string{"search.concurrent_segment_search.mode=none"}
	}
	return nil
}

// debianJDKs are Debian's JDK packages new enough for 3.x, newest first.
var debianJDKs = []string{"openjdk-25-jdk-headless", "openjdk-21-jdk-headless"}

// findJavaHome is a JDK new enough for the version: JAVA_HOME, the one of
// `java` on PATH, or one under /usr/lib/jvm, the first in that order;
// when none is, one installed from Debian's packages.
func (s *Services) findJavaHome() (string, error) {
	if s.javaHome != "" {
		return s.javaHome, nil
	}
	need := JavaRelease(s.cfg.Version)
	found := javaHomes(s.cfg.JavaHome)
	home := newEnoughJava(found, need)
	if home == "" && need > 17 {
		if err := s.installJava(need, found); err != nil {
			return "", err
		}
		found = javaHomes(s.cfg.JavaHome)
		home = newEnoughJava(found, need)
	}
	if home == "" {
		return "", fail("OpenSearch %s needs a JDK %d or newer (to run, and to build the %s plugin); found %s, and none of Debian's %s could be installed here (Debian 13 offers them; Debian 12 only openjdk-17): set JAVA_HOME to a JDK %d or newer",
			s.cfg.Version, need, pluginName, describeJavas(found), strings.Join(debianJDKsFor(need), ", "), need)
	}
	if len(found) > 0 && found[0] != home {
		s.logf("using the JDK %d at %s (OpenSearch %s needs %d or newer; %s is %d)", javaMajor(home), home, s.cfg.Version, need, found[0], javaMajor(found[0]))
	}
	s.javaHome = home
	return home, nil
}

// javaHomes lists the machine's JDKs in the order of preference, each once.
func javaHomes(javaHome string) []string {
	var homes []string
	if javaHome != "" {
		homes = append(homes, javaHome)
	}
	if java, err := exec.LookPath("java"); err == nil {
		if real, err := filepath.EvalSymlinks(java); err == nil {
			java = real
		}
		homes = append(homes, strings.TrimSuffix(java, "/bin/java"))
	}
	under, _ := filepath.Glob("/usr/lib/jvm/*")
	homes = append(homes, under...)
	var jdks []string
	seen := map[string]bool{}
	for _, h := range homes {
		real, err := filepath.EvalSymlinks(h)
		if err != nil || seen[real] {
			continue
		}
		seen[real] = true
		if st, err := os.Stat(filepath.Join(h, "bin", "java")); err == nil && st.Mode()&0o111 != 0 {
			jdks = append(jdks, h)
		}
	}
	return jdks
}

func newEnoughJava(homes []string, need int) string {
	for _, h := range homes {
		if javaMajor(h) >= need {
			return h
		}
	}
	return ""
}

func describeJavas(homes []string) string {
	if len(homes) == 0 {
		return "no Java at all"
	}
	parts := make([]string, len(homes))
	for i, h := range homes {
		parts[i] = fmt.Sprintf("Java %d at %s", javaMajor(h), h)
	}
	return "only " + strings.Join(parts, ", ")
}

var javaVersionPattern = regexp.MustCompile(`version "([0-9][0-9.]*)`)

// javaMajor is the major release of the JDK at home (0 when unknown): from
// its release file, else from `java -version`.
func javaMajor(home string) int {
	text := ""
	if data, err := os.ReadFile(filepath.Join(home, "release")); err == nil {
		text = strings.Replace(string(data), "JAVA_VERSION=", "version ", 1)
	} else {
		out, _ := exec.Command(filepath.Join(home, "bin", "java"), "-version").CombinedOutput()
		text = string(out)
	}
	return parseJavaMajor(text)
}

// parseJavaMajor reads the major release from `version "21.0.2"` (or the
// old form "1.8.0_402", release 8).
func parseJavaMajor(text string) int {
	m := javaVersionPattern.FindStringSubmatch(text)
	if m == nil {
		return 0
	}
	parts := strings.Split(m[1], ".")
	if parts[0] == "1" && len(parts) > 1 {
		parts = parts[1:]
	}
	n, _ := strconv.Atoi(parts[0])
	return n
}

// debianJDKsFor are Debian's JDK packages new enough for need, newest
// first.
func debianJDKsFor(need int) []string {
	var pkgs []string
	for _, pkg := range debianJDKs {
		if n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(pkg, "openjdk-"), "-jdk-headless")); n >= need {
			pkgs = append(pkgs, pkg)
		}
	}
	return pkgs
}

// offeredJDK is the first of pkgs that the machine's package lists offer,
// "" when none is.
func offeredJDK(pkgs []string) string {
	for _, pkg := range pkgs {
		if runQuiet(shortTimeout, "apt-cache", "show", pkg) {
			return pkg
		}
	}
	return ""
}

// installJava installs the newest of Debian's JDK packages new enough for
// need that the machine's package lists offer, refreshing the lists first
// when they offer none (a fresh machine's are often empty).
func (s *Services) installJava(need int, found []string) error {
	apt, err := aptCommand(s.cfg.Root)
	if err != nil {
		return nil // findJavaHome names what is missing
	}
	pkgs := debianJDKsFor(need)
	pkg := offeredJDK(pkgs)
	if pkg == "" {
		s.logf("OpenSearch %s needs a JDK %d or newer and the machine has %s; looking for %s in Debian's packages", s.cfg.Version, need, describeJavas(found), strings.Join(pkgs, " or "))
		if err := s.aptSteps(apt, "Debian's package lists", []string{"update"}); err != nil {
			s.logf("warning: %v", err)
			return nil // findJavaHome names what is missing
		}
		if pkg = offeredJDK(pkgs); pkg == "" {
			return nil
		}
	}
	s.logf("OpenSearch %s needs a JDK %d or newer and the machine has %s; installing %s", s.cfg.Version, need, describeJavas(found), pkg)
	return s.aptInstall(pkg, pkg)
}

// aptInstall installs Debian's packages with apt-get (through sudo when not
// root), what naming them in messages.
func (s *Services) aptInstall(what string, packages ...string) error {
	apt, err := aptCommand(s.cfg.Root)
	if err != nil {
		return fail("%s is not installed and %v; run: sudo apt-get install -y %s", what, err, strings.Join(packages, " "))
	}
	s.logf("installing %s with apt-get", what)
	return s.aptSteps(apt, what, []string{"update"}, append([]string{"install", "-y", "--no-install-recommends"}, packages...))
}

// aptCommand is the apt-get command line of this user: through sudo when
// not root; an error saying why there is none.
func aptCommand(root bool) ([]string, error) {
	var sudo []string
	if !root {
		if _, err := exec.LookPath("sudo"); err != nil || !runQuiet(shortTimeout, "sudo", "-n", "true") {
			return nil, fail("this user cannot install it")
		}
		sudo = []string{"sudo", "-n"}
	}
	if _, err := exec.LookPath("apt-get"); err != nil {
		return nil, fail("apt-get is not available")
	}
	return append(sudo, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "-q",
		"-o", "Acquire::Retries=3", "-o", "Acquire::http::Timeout=30", "-o", "Acquire::https::Timeout=30"), nil
}

// aptSteps runs apt once per step, what naming the work in messages.
func (s *Services) aptSteps(apt []string, what string, steps ...[]string) error {
	logFile, err := os.CreateTemp("", "readapi-apt.")
	if err != nil {
		return err
	}
	logFile.Close()
	defer os.Remove(logFile.Name())
	stop := s.progress(30*time.Second, func(d time.Duration) string { return fmt.Sprintf("still running apt-get for %s (%s)", what, d) })
	defer stop()
	for _, step := range steps {
		cmd := append(append([]string{}, apt...), step...)
		if err := runLogged(aptTimeout, logFile.Name(), "", nil, cmd[0], cmd[1:]...); err != nil {
			tail(s.err, logFile.Name(), 30)
			return fail("apt-get %s failed for %s (see output above)", step[0], what)
		}
	}
	return nil
}
