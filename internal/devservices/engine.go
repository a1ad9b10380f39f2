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
const DefaultOpenSearchVersion = "2.19.4"

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
		return "", fail("OpenSearch %s needs a JDK %d or newer (to run, and to build the %s plugin); found %s: set JAVA_HOME to one (Debian: apt-get install openjdk-%d-jdk-headless)",
			s.cfg.Version, need, pluginName, describeJavas(found), need)
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

// installJava installs the newest of Debian's JDK packages new enough for
// need that the machine's package lists offer.
func (s *Services) installJava(need int, found []string) error {
	if _, err := exec.LookPath("apt-get"); err != nil {
		return nil
	}
	for _, pkg := range debianJDKs {
		if n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(pkg, "openjdk-"), "-jdk-headless")); n < need {
			continue
		}
		if !runQuiet(shortTimeout, "apt-cache", "show", pkg) {
			continue
		}
		s.logf("OpenSearch %s needs a JDK %d or newer and the machine has %s; installing %s", s.cfg.Version, need, describeJavas(found), pkg)
		return s.aptInstall(pkg, pkg)
	}
	return nil
}

// aptInstall installs Debian's packages with apt-get (through sudo when not
// root), what naming them in messages.
func (s *Services) aptInstall(what string, packages ...string) error {
	var sudo []string
	if !s.cfg.Root {
		if _, err := exec.LookPath("sudo"); err != nil || !runQuiet(shortTimeout, "sudo", "-n", "true") {
			return fail("%s is not installed and this user cannot install it; run: sudo apt-get install -y %s", what, strings.Join(packages, " "))
		}
		sudo = []string{"sudo", "-n"}
	}
	if _, err := exec.LookPath("apt-get"); err != nil {
		return fail("%s is not installed and apt-get is not available; install it yourself", what)
	}
	s.logf("installing %s with apt-get", what)
	apt := append(sudo, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "-q",
		"-o", "Acquire::Retries=3", "-o", "Acquire::http::Timeout=30", "-o", "Acquire::https::Timeout=30")
	logFile, err := os.CreateTemp("", "readapi-apt.")
	if err != nil {
		return err
	}
	logFile.Close()
	defer os.Remove(logFile.Name())
	stop := s.progress(30*time.Second, func(d time.Duration) string { return fmt.Sprintf("still installing %s (%s)", what, d) })
	defer stop()
	install := append([]string{"install", "-y", "--no-install-recommends"}, packages...)
	for _, step := range [][]string{{"update"}, install} {
		cmd := append(append([]string{}, apt...), step...)
		if err := runLogged(aptTimeout, logFile.Name(), "", nil, cmd[0], cmd[1:]...); err != nil {
			tail(s.err, logFile.Name(), 30)
			return fail("apt-get could not install %s (see output above)", what)
		}
	}
	return nil
}
