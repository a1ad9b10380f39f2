package devservices

import (
	"archive/zip"
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The analysis plugin: when the repository has mappings/analysis-az (a
// Maven project: the az_stem token filter the analyzers use), every local
// node runs it. `up` builds its zip when the hash of its sources changed
// (cached in the state directory by that hash), installs it into the
// OpenSearch install the nodes run from, recording the hash there, and
// restarts the nodes it started from an install with another hash.

const (
	pluginName    = "analysis-az"
	pluginProject = "mappings/analysis-az"
	pluginZip     = pluginProject + "/target/releases/" + pluginName + ".zip" // what `mvn package` builds
)

// pluginDir is the plugin's Maven project, "" when the repository has none.
func (s *Services) pluginDir() string {
	if s.repo == "" {
		return ""
	}
	dir := filepath.Join(s.repo, filepath.FromSlash(pluginProject))
	if _, err := os.Stat(filepath.Join(dir, "pom.xml")); err != nil {
		return ""
	}
	return dir
}

// hashSources hashes pom.xml and the files under src/ of the Maven project
// in dir, as `find pom.xml src -type f | sort | xargs sha256sum | sha256sum`
// does (so an install recorded by the bash services.sh counts as the same
// build).
func hashSources(dir string) (string, error) {
	files := []string{"pom.xml"}
	err := filepath.WalkDir(filepath.Join(dir, "src"), func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			rel, _ := filepath.Rel(dir, path)
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil && !os.IsNotExist(err) {
		return "", err
	}
	slices.Sort(files)
	var list strings.Builder
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&list, "%x  %s\n", sha256.Sum256(data), f)
	}
	sum := sha256.Sum256([]byte(list.String()))
	return hex.EncodeToString(sum[:])[:16], nil
}

// pluginStamp is the file recording the hash of the plugin the install (or
// this port's Docker container) holds.
func (s *Services) pluginStamp() string {
	if _, err := os.Stat(s.lay.DockerMark()); err == nil {
		return filepath.Join(s.lay.Dir(), "docker-"+pluginName+".hash")
	}
	return filepath.Join(s.lay.Home(), "."+pluginName+"-hash")
}

// pluginStale says whether the install lacks the plugin built from the
// current sources (false when the repository has none).
func (s *Services) pluginStale() (bool, error) {
	dir := s.pluginDir()
	if dir == "" {
		return false, nil
	}
	hash, err := hashSources(dir)
	if err != nil {
		return false, err
	}
	installed, _ := os.ReadFile(s.pluginStamp())
	return strings.TrimSpace(string(installed)) != hash, nil
}

// pluginBuild is the plugin's zip built from the current sources for the
// version, and the sources' hash: built with Maven unless cached.
func (s *Services) pluginBuild() (zipFile, hash string, err error) {
	dir := s.pluginDir()
	if hash, err = hashSources(dir); err != nil {
		return "", "", err
	}
	cacheDir := filepath.Join(s.cfg.StateDir, "plugins")
	cached := filepath.Join(cacheDir, pluginName+"-"+s.cfg.Version+"-"+hash+".zip")
	if _, err := os.Stat(cached); err == nil {
		return cached, hash, nil
	}
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return "", "", err
	}
	err = withLock(filepath.Join(cacheDir, "build.lock"), func() error {
		if _, err := os.Stat(cached); err == nil { // built by a concurrent `up`
			return nil
		}
		if _, err := exec.LookPath("mvn"); err != nil {
			return fail("Maven (mvn) is required to build the %s plugin (Debian: apt-get install maven)", pluginName)
		}
		javaHome, err := s.findJavaHome()
		if err != nil {
			return err
		}
		logFile := filepath.Join(cacheDir, "build-"+s.cfg.Version+"-"+hash+".log")
		os.Remove(logFile)
		s.logf("building the %s plugin for OpenSearch %s (mvn package, sources %s)", pluginName, s.cfg.Version, hash)
		stop := s.progress(30*time.Second, func(d time.Duration) string { return fmt.Sprintf("still building the %s plugin (%s)", pluginName, d) })
		err = runLogged(mavenTimeout, logFile, dir, []string{"JAVA_HOME=" + javaHome}, "mvn", "-q", "-B", "-Dstyle.color=never", "-DskipTests",
			"-Dopensearch.version="+s.cfg.Version, "-Dmaven.compiler.release="+strconv.Itoa(JavaRelease(s.cfg.Version)),
			"-f", filepath.Join(dir, "pom.xml"), "clean", "package")
		stop()
		if err != nil {
			tail(s.err, logFile, 40)
			return fail("Maven could not build the %s plugin (see output above, log in %s): %v", pluginName, logFile, err)
		}
		built := filepath.Join(s.repo, filepath.FromSlash(pluginZip))
		if _, err := os.Stat(built); err != nil {
			return fail("the build left no %s", built)
		}
		tmp := cached + ".tmp"
		if err := copyFile(built, tmp); err != nil {
			return err
		}
		return os.Rename(tmp, cached)
	})
	return cached, hash, err
}

// installPlugin installs the plugin into the OpenSearch install when it
// lacks the current build (its nodes stopped).
func (s *Services) installPlugin() error {
	if stale, err := s.pluginStale(); err != nil || !stale {
		return err
	}
	zipFile, hash, err := s.pluginBuild()
	if err != nil {
		return err
	}
	if name, err := descriptorName(zipFile); err != nil || name != pluginName {
		return fail("%s is not the %s plugin (descriptor name %q, %v)", zipFile, pluginName, name, err)
	}
	javaHome, err := s.findJavaHome()
	if err != nil {
		return err
	}
	home := s.lay.Home()
	s.logf("installing the %s plugin (%s) into %s", pluginName, hash, home)
	logFile := filepath.Join(s.lay.Dir(), "plugin-install.log")
	os.Remove(logFile)
	os.Remove(s.pluginStamp())
	env := []string{"JAVA_HOME=" + javaHome, "OPENSEARCH_JAVA_HOME=" + javaHome, "OPENSEARCH_PATH_CONF=" + filepath.Join(home, "config")}
	tool := filepath.Join(home, "bin", "opensearch-plugin")
	if _, err := os.Stat(filepath.Join(home, "plugins", pluginName)); err == nil {
		if runLogged(5*time.Minute, logFile, home, env, tool, "remove", pluginName) != nil {
			os.RemoveAll(filepath.Join(home, "plugins", pluginName))
		}
	}
	if err := runLogged(5*time.Minute, logFile, home, env, tool, "install", "--batch", "file://"+zipFile); err != nil {
		tail(s.err, logFile, 30)
		return fail("could not install the %s plugin into %s (see output above): %v", pluginName, home, err)
	}
	return os.WriteFile(s.pluginStamp(), []byte(hash+"\n"), 0o644)
}

// pluginRestartNeeded says whether OpenSearch answers from nodes (or a
// container) started here with an older build of the plugin.
func (s *Services) pluginRestartNeeded() (bool, error) {
	stale, err := s.pluginStale()
	if err != nil || !stale {
		return false, err
	}
	if _, err := os.Stat(s.lay.DockerMark()); err == nil && s.cfg.Nodes == 1 {
		return true, nil
	}
	if s.cfg.Nodes == 1 {
		return pidAlive(s.lay.PIDFile(), openSearchPattern) != 0, nil
	}
	return slices.ContainsFunc(s.lay.AllNodes(), func(n Node) bool { return pidAlive(n.PIDFile, openSearchPattern) != 0 }), nil
}

// pluginMissingWarning warns when an OpenSearch this program did not start
// lacks the plugin (readapi cannot create its indices there).
func (s *Services) pluginMissingWarning() {
	if s.pluginDir() == "" {
		return
	}
	a := get(s.osURL("/_cat/plugins?h=component"), 10*time.Second)
	if slices.Contains(strings.Fields(string(a.Body)), pluginName) {
		return
	}
	s.logf("warning: the OpenSearch at %s lacks the %s plugin (%s), so readapi cannot create its indices there; install %s into it (bin/opensearch-plugin install --batch file://...) and restart it",
		s.cfg.OpenSearchURL, pluginName, pluginProject, pluginZip)
}

// descriptorName is the name in a plugin zip's descriptor.
func descriptorName(zipFile string) (string, error) {
	r, err := zip.OpenReader(zipFile)
	if err != nil {
		return "", err
	}
	defer r.Close()
	for _, f := range r.File {
		if filepath.Base(f.Name) != "plugin-descriptor.properties" {
			continue
		}
		in, err := f.Open()
		if err != nil {
			return "", err
		}
		defer in.Close()
		return propertyName(in), nil
	}
	return "", fail("%s has no plugin-descriptor.properties", zipFile)
}

func propertyName(in io.Reader) string {
	lines := bufio.NewScanner(in)
	for lines.Scan() {
		if name, ok := strings.CutPrefix(strings.TrimSpace(lines.Text()), "name="); ok {
			return strings.TrimSpace(name)
		}
	}
	return ""
}
