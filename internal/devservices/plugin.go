package devservices

import (
	"archive/zip"
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// The analysis-az plugin: when the repository has mappings/analysis-az
// (a Maven project), every node runs it. The build is cached in the state
// directory by a hash of the project's sources, and the install records
// that hash in the OpenSearch home, so a changed plugin is rebuilt,
// reinstalled and its nodes restarted on the next `up`.

const pluginProject = "mappings/analysis-az"

const pluginMark = ".readapi-plugin-analysis-az"

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

// hashSources hashes the names and contents of the files under dir, but
// for Maven's output (target/).
func hashSources(dir string) (string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "target" || strings.HasPrefix(d.Name(), ".")) && path != dir {
			return filepath.SkipDir
		}
		if d.Type().IsRegular() {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	sort.Strings(files)
	h := sha256.New()
	for _, f := range files {
		rel, _ := filepath.Rel(dir, f)
		fmt.Fprintf(h, "%s\x00", filepath.ToSlash(rel))
		in, err := os.Open(f)
		if err != nil {
			return "", err
		}
		_, err = io.Copy(h, in)
		in.Close()
		if err != nil {
			return "", err
		}
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// pluginStale says whether the repository's plugin differs from the one
// installed (false when the repository has none).
func (s *Services) pluginStale() (bool, error) {
	dir := s.pluginDir()
	if dir == "" {
		return false, nil
	}
	hash, err := hashSources(dir)
	if err != nil {
		return false, err
	}
	installed, _ := os.ReadFile(filepath.Join(s.lay.Home(), pluginMark))
	return strings.TrimSpace(string(installed)) != hash, nil
}

// prebuildPlugin builds the repository's plugin into the cache, if it
// has one: before nodes stop for a new build, so that they are down only
// for the restart, and a failing build leaves them running.
func (s *Services) prebuildPlugin() error {
	dir := s.pluginDir()
	if dir == "" {
		return nil
	}
	hash, err := hashSources(dir)
	if err != nil {
		return err
	}
	_, err = s.buildPlugin(dir, hash)
	return err
}

// installPlugin builds the plugin (or takes its cached build) and installs
// it into the OpenSearch home, replacing another build.
func (s *Services) installPlugin() error {
	dir := s.pluginDir()
	if dir == "" {
		return nil
	}
	stale, err := s.pluginStale()
	if err != nil || !stale {
		return err
	}
	hash, err := hashSources(dir)
	if err != nil {
		return err
	}
	zipFile, err := s.buildPlugin(dir, hash)
	if err != nil {
		return err
	}
	name, err := pluginName(zipFile)
	if err != nil {
		return err
	}
	javaHome, err := s.findJavaHome()
	if err != nil {
		return err
	}
	home := s.lay.Home()
	logFile := filepath.Join(s.lay.Dir(), "plugin-install.log")
	os.Remove(logFile)
	env := []string{"JAVA_HOME=" + javaHome, "OPENSEARCH_JAVA_HOME=" + javaHome, "OPENSEARCH_PATH_CONF=" + filepath.Join(home, "config")}
	tool := filepath.Join(home, "bin", "opensearch-plugin")
	if _, err := os.Stat(filepath.Join(home, "plugins", name)); err == nil {
		s.logf("removing the previous build of plugin %s", name)
		if err := runLogged(5*time.Minute, logFile, home, env, tool, "remove", name); err != nil {
			tail(s.err, logFile, 40)
			return fail("opensearch-plugin could not remove %s: %v", name, err)
		}
	}
	s.logf("installing plugin %s (%s) into %s", name, filepath.Base(zipFile), home)
	if err := runLogged(5*time.Minute, logFile, home, env, tool, "install", "--batch", "file://"+zipFile); err != nil {
		tail(s.err, logFile, 40)
		return fail("opensearch-plugin could not install %s: %v", zipFile, err)
	}
	return os.WriteFile(filepath.Join(home, pluginMark), []byte(hash+"\n"), 0o644)
}

// buildPlugin is the plugin's zip for hash: built with Maven unless
// cached in the state directory.
func (s *Services) buildPlugin(dir, hash string) (string, error) {
	cacheDir := filepath.Join(s.cfg.StateDir, "plugins")
	cached := filepath.Join(cacheDir, "analysis-az-"+hash+".zip")
	if _, err := os.Stat(cached); err == nil {
		return cached, nil
	}
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return "", err
	}
	var built string
	err := withLock(filepath.Join(cacheDir, "build.lock"), func() error {
		if _, err := os.Stat(cached); err == nil { // built by a concurrent `up`
			built = cached
			return nil
		}
		if _, err := exec.LookPath("mvn"); err != nil {
			return fail("Maven (mvn) is required to build the analysis-az plugin in %s (Debian: apt-get install maven)", pluginProject)
		}
		logFile := filepath.Join(cacheDir, "build-"+hash+".log")
		os.Remove(logFile)
		s.logf("building the analysis-az plugin (mvn -q -B package in %s)", pluginProject)
		stop := s.progress(30*time.Second, func(d time.Duration) string { return fmt.Sprintf("still building the analysis-az plugin (%s)", d) })
		err := runLogged(mavenTimeout, logFile, dir, nil, "mvn", "-q", "-B", "package")
		stop()
		if err != nil {
			tail(s.err, logFile, 40)
			return fail("Maven could not build the analysis-az plugin (see output above): %v", err)
		}
		zips, _ := filepath.Glob(filepath.Join(dir, "target", "*.zip"))
		if len(zips) == 0 {
			zips, _ = filepath.Glob(filepath.Join(dir, "target", "releases", "*.zip"))
		}
		if len(zips) != 1 {
			return fail("the analysis-az build left %d zip files in %s/target, expected one: %v", len(zips), pluginProject, zips)
		}
		tmp := cached + ".tmp"
		if err := copyFile(zips[0], tmp); err != nil {
			return err
		}
		built = cached
		return os.Rename(tmp, cached)
	})
	return built, err
}

// pluginName is the name in the plugin's descriptor.
func pluginName(zipFile string) (string, error) {
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
		lines := bufio.NewScanner(in)
		for lines.Scan() {
			if name, ok := strings.CutPrefix(strings.TrimSpace(lines.Text()), "name="); ok {
				return strings.TrimSpace(name), nil
			}
		}
	}
	return "", fail("%s has no plugin-descriptor.properties naming the plugin", zipFile)
}
