package devservices

import (
	"archive/zip"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestHashSources(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "pom.xml"), "<project/>")
	write(t, filepath.Join(dir, "src/main/java/A.java"), "class A {}")
	h1, err := hashSources(dir)
	if err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "target/releases/analysis-az.zip"), "built")
	if h2, _ := hashSources(dir); h2 != h1 {
		t.Error("Maven's output changed the sources' hash")
	}
	// the hash of `find pom.xml src -type f | sort | xargs sha256sum | sha256sum`
	// (hand-computed: sha256 of the two lines "<sha256 of pom.xml>  pom.xml"
	// and "<sha256 of A.java>  src/main/java/A.java")
	if h1 != "9b09b1e94f8e34b5" {
		t.Errorf("hash %s, want the shell pipeline's 9b09b1e94f8e34b5", h1)
	}
	write(t, filepath.Join(dir, "src/main/java/A.java"), "class A { int x; }")
	if h3, _ := hashSources(dir); h3 == h1 {
		t.Error("a changed source kept the hash")
	}
}

func TestPluginName(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.zip")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	z := zip.NewWriter(f)
	w, _ := z.Create("plugin-descriptor.properties")
	w.Write([]byte("description=x\nname=analysis-az\nversion=1\n"))
	z.Close()
	f.Close()
	if name, err := descriptorName(path); err != nil || name != "analysis-az" {
		t.Errorf("descriptorName = %q, %v", name, err)
	}
}

func TestUnzipKeepsModes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "d.zip")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	z := zip.NewWriter(f)
	h := &zip.FileHeader{Name: "opensearch-2.19.4/bin/opensearch"}
	h.SetMode(0o755)
	w, _ := z.CreateHeader(h)
	w.Write([]byte("#!/bin/sh\n"))
	z.Close()
	f.Close()
	dir := t.TempDir()
	if err := unzip(path, dir); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(filepath.Join(dir, "opensearch-2.19.4/bin/opensearch"))
	if err != nil || st.Mode().Perm()&0o100 == 0 {
		t.Errorf("extracted launcher: %v, mode %v; want executable", err, st)
	}
}

// The plugin's pom builds for the default version (what `make
// test-analysis-plugin` and a plain `mvn package` compile against), at the
// Java release that version needs.
func TestPluginPomMatchesTheDefaultVersion(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", filepath.FromSlash(pluginProject), "pom.xml"))
	if err != nil {
		t.Fatal(err)
	}
	pom := string(data)
	for _, want := range []string{
		"<opensearch.version>" + DefaultOpenSearchVersion + "</opensearch.version>",
		"<maven.compiler.release>" + strconv.Itoa(JavaRelease(DefaultOpenSearchVersion)) + "</maven.compiler.release>",
	} {
		if !strings.Contains(pom, want) {
			t.Errorf("%s/pom.xml lacks %s", pluginProject, want)
		}
	}
}
