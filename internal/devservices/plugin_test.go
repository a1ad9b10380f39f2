package devservices

import (
	"archive/zip"
	"os"
	"path/filepath"
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
	write(t, filepath.Join(dir, "target/analysis-az.zip"), "built")
	if h2, _ := hashSources(dir); h2 != h1 {
		t.Error("Maven's output changed the sources' hash")
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
	if name, err := pluginName(path); err != nil || name != "analysis-az" {
		t.Errorf("pluginName = %q, %v", name, err)
	}
}
