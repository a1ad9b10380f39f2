package devservices

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A node's config copied from another version's install is copied again
// from the install of the version it now runs; one of its own version is
// kept as it is.
func TestNodeConfigFollowsTheVersion(t *testing.T) {
	state := t.TempDir()
	install := func(version, jvm string) {
		dir := filepath.Join(state, "opensearch-9250", "opensearch-"+version, "config")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		for name, text := range map[string]string{"jvm.options": jvm, "opensearch.yml": "# " + version} {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	install("2.19.4", "-Djava.security.manager=allow\n-Xlog:gc*:file=logs/gc.log\n")
	install("3.8.0", "-Xlog:gc*:file=logs/gc.log\n")
	nodeDir := filepath.Join(state, "opensearch-9250", "node-9250")
	conf := filepath.Join(nodeDir, "config")
	jvm := func() string {
		data, err := os.ReadFile(filepath.Join(conf, "jvm.options"))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	run := func(version string) {
		s := &Services{lay: Layout{StateDir: state, Version: version, Port: 9250}}
		if err := s.nodeConfig(conf, nodeDir); err != nil {
			t.Fatal(err)
		}
	}

	run("2.19.4")
	if !strings.Contains(jvm(), "security.manager") || !strings.Contains(jvm(), filepath.Join(nodeDir, "logs")+"/gc.log") {
		t.Fatalf("2.19.4's config not copied for the node: %q", jvm())
	}
	run("3.8.0")
	if strings.Contains(jvm(), "security.manager") {
		t.Fatalf("the node kept 2.19.4's jvm.options under 3.8.0: %q", jvm())
	}
	if err := os.WriteFile(filepath.Join(conf, "jvm.options.d-mark"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	run("3.8.0")
	if _, err := os.Stat(filepath.Join(conf, "jvm.options.d-mark")); err != nil {
		t.Errorf("a config of the node's own version was copied again: %v", err)
	}
}
