package devservices

import (
	"archive/zip"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// The OpenSearch install: the integ-test distribution and the
// analysis-common module from Maven Central through the machine's Maven
// (cached in the local Maven repository), unpacked once into Layout.Home.

const installedMark = ".readapi-installed"

// mavenArtifacts are the install's parts at version.
func mavenArtifacts(version string) []string {
	return []string{
		"org.opensearch.distribution.integ-test-zip:opensearch:" + version + ":zip",
		"org.opensearch.plugin:analysis-common:" + version + ":jar",
	}
}

// analysisCommonDescriptor is the module's plugin descriptor at version,
// naming its plugin class.
func analysisCommonDescriptor(version, class string) string {
	return `description=Adds "built in" analyzers to OpenSearch.
version=` + version + `
name=analysis-common
classname=` + class + `
java.version=11
opensearch.version=` + version + `
custom.foldername=
extended.plugins=
has.native.controller=false
`
}

// install installs OpenSearch when missing, then the analysis-az plugin
// when the repository has one.
func (s *Services) install() error {
	if err := s.installOpenSearch(); err != nil {
		return err
	}
	return s.installPlugin()
}

func (s *Services) installOpenSearch() error {
	home, version := s.lay.Home(), s.cfg.Version
	if _, err := os.Stat(filepath.Join(home, installedMark)); err == nil {
		return nil
	}
	if _, err := exec.LookPath("mvn"); err != nil {
		return fail("Maven (mvn) is required to fetch OpenSearch %s from Maven Central (Debian: apt-get install maven)", version)
	}
	dir := s.lay.Dir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	leftovers, _ := filepath.Glob(filepath.Join(dir, "install.*")) // of an interrupted install
	for _, l := range leftovers {
		os.RemoveAll(l)
	}
	tmp, err := os.MkdirTemp(dir, "install.")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	mvnLog := filepath.Join(tmp, "maven.log")
	s.logf("fetching OpenSearch %s via Maven (cached in the local Maven repository)", version)
	for _, a := range mavenArtifacts(version) {
		stop := s.progress(30*time.Second, func(d time.Duration) string { return fmt.Sprintf("still fetching %s (%s)", a, d) })
		err := runLogged(mavenTimeout, mvnLog, tmp, nil, "mvn", "-q", "-B", "-Dstyle.color=never", "dependency:copy",
			"-Dartifact="+a, "-Dtransitive=false", "-Dmdep.useBaseVersion=true", "-DoutputDirectory="+filepath.Join(tmp, "dl"))
		stop()
		if err != nil {
			tail(s.err, mvnLog, 40)
			return fail("Maven could not fetch %s (see output above): %v", a, err)
		}
	}
	s.logf("extracting into %s", home)
	if err := unzip(filepath.Join(tmp, "dl", "opensearch-"+version+".zip"), filepath.Join(tmp, "x")); err != nil {
		return fail("could not extract the OpenSearch zip: %v", err)
	}
	unpacked := filepath.Join(tmp, "x", "opensearch-"+version)
	if _, err := os.Stat(filepath.Join(unpacked, "bin", "opensearch")); err != nil {
		return fail("unexpected zip layout: %s/bin/opensearch missing", unpacked)
	}
	bins, _ := filepath.Glob(filepath.Join(unpacked, "bin", "*"))
	for _, b := range bins {
		if st, err := os.Stat(b); err == nil {
			os.Chmod(b, st.Mode()|0o111)
		}
	}
	module := filepath.Join(unpacked, "modules", "analysis-common")
	if err := os.MkdirAll(module, 0o755); err != nil {
		return err
	}
	jar := "analysis-common-" + version + ".jar"
	if err := copyFile(filepath.Join(tmp, "dl", jar), filepath.Join(module, jar)); err != nil {
		return err
	}
	class, err := pluginClass(filepath.Join(module, jar))
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(module, "plugin-descriptor.properties"), []byte(analysisCommonDescriptor(version, class)), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(unpacked, installedMark), nil, 0o644); err != nil {
		return err
	}
	os.RemoveAll(home)
	return os.Rename(unpacked, home)
}

// pluginClass is the analysis-common jar's plugin class
// (CommonAnalysisPlugin in 2.x, CommonAnalysisModulePlugin in 3.x).
func pluginClass(jar string) (string, error) {
	r, err := zip.OpenReader(jar)
	if err != nil {
		return "", err
	}
	defer r.Close()
	const pkg = "org/opensearch/analysis/common/"
	for _, f := range r.File {
		name, ok := strings.CutPrefix(f.Name, pkg+"Common")
		if ok && strings.HasSuffix(name, "Plugin.class") && !strings.Contains(name, "$") {
			return strings.ReplaceAll(strings.TrimSuffix(f.Name, ".class"), "/", "."), nil
		}
	}
	return "", fail("%s holds no %sCommon...Plugin class", jar, pkg)
}

// unzip extracts archive into dir, keeping modes and symbolic links.
func unzip(archive, dir string) error {
	r, err := zip.OpenReader(archive)
	if err != nil {
		return err
	}
	defer r.Close()
	for _, f := range r.File {
		path := filepath.Join(dir, f.Name)
		if !strings.HasPrefix(path, filepath.Clean(dir)+string(os.PathSeparator)) {
			return fmt.Errorf("%s: entry %q leaves the directory", archive, f.Name)
		}
		if err := extract(f, path); err != nil {
			return err
		}
	}
	return nil
}

func extract(f *zip.File, path string) error {
	mode := f.Mode()
	if mode.IsDir() {
		return os.MkdirAll(path, 0o755)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	in, err := f.Open()
	if err != nil {
		return err
	}
	defer in.Close()
	if mode&os.ModeSymlink != 0 {
		target, err := io.ReadAll(in)
		if err != nil {
			return err
		}
		return os.Symlink(string(target), path)
	}
	perm := mode.Perm() | 0o644
	out, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, perm)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
