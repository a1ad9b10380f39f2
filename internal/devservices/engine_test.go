package devservices

import (
	"archive/zip"
	"bytes"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestLoadVersion(t *testing.T) {
	c, err := Load(env(nil), 1000, "/h")
	if err != nil || c.Version != DefaultOpenSearchVersion || c.Layout().Home() != "/h/.cache/readapi-services/opensearch-9200/opensearch-"+DefaultOpenSearchVersion {
		t.Errorf("default: version %q home %s (%v)", c.Version, c.Layout().Home(), err)
	}
	c, err = Load(env(map[string]string{"OPENSEARCH_VERSION": "3.8.0", "OPENSEARCH_URL": "http://127.0.0.1:9280"}), 1000, "/h")
	if err != nil || c.Version != "3.8.0" || !strings.HasSuffix(c.Layout().Home(), "/opensearch-9280/opensearch-3.8.0") {
		t.Errorf("3.8.0: version %q home %s (%v)", c.Version, c.Layout().Home(), err)
	}
	for _, bad := range []string{"3.8", "latest", "03.8.0", "3.8.0-SNAPSHOT", "3.8.0 "} {
		if _, err := Load(env(map[string]string{"OPENSEARCH_VERSION": bad}), 1000, "/h"); err == nil || !strings.Contains(err.Error(), "OPENSEARCH_VERSION") {
			t.Errorf("%q: %v, want an error naming OPENSEARCH_VERSION", bad, err)
		}
	}
}

func TestJavaAndSettingsByVersion(t *testing.T) {
	for _, tc := range []struct {
		version  string
		java     int
		settings []string
	}{
		{"2.19.4", 17, nil},
		{"3.0.0", 21, []string{"search.concurrent_segment_search.mode=none"}},
		{"3.8.0", 21, []string{"search.concurrent_segment_search.mode=none"}},
		{"10.1.2", 21, []string{"search.concurrent_segment_search.mode=none"}},
	} {
		if got := JavaRelease(tc.version); got != tc.java {
			t.Errorf("%s: Java %d, want %d", tc.version, got, tc.java)
		}
		if got := engineSettings(tc.version); !slices.Equal(got, tc.settings) {
			t.Errorf("%s: settings %v, want %v", tc.version, got, tc.settings)
		}
	}
}

func TestParseJavaMajor(t *testing.T) {
	for text, want := range map[string]int{
		`JAVA_VERSION="25.0.3"`:                0, // the release file's form, before javaMajor rewrites it
		`version "25.0.3"`:                     25,
		`openjdk version "17.0.15" 2025-04-15`: 17,
		`java version "1.8.0_402"`:             8,
		`openjdk version "21" 2023-09-19`:      21,
		"no version here":                      0,
	} {
		if got := parseJavaMajor(text); got != want {
			t.Errorf("%q: %d, want %d", text, got, want)
		}
	}
}

func TestJavaMajorFromReleaseFile(t *testing.T) {
	home := t.TempDir()
	write(t, filepath.Join(home, "release"), "IMPLEMENTOR=\"Eclipse Adoptium\"\nJAVA_VERSION=\"25.0.3\"\n")
	if got := javaMajor(home); got != 25 {
		t.Errorf("major %d, want 25", got)
	}
}

func TestPluginClass(t *testing.T) {
	for _, class := range []string{"CommonAnalysisPlugin", "CommonAnalysisModulePlugin"} {
		jar := filepath.Join(t.TempDir(), "analysis-common.jar")
		f, err := os.Create(jar)
		if err != nil {
			t.Fatal(err)
		}
		w := zip.NewWriter(f)
		for _, name := range []string{"META-INF/MANIFEST.MF", "org/opensearch/analysis/common/CommonGramsTokenFilterFactory.class",
			"org/opensearch/analysis/common/" + class + "$1.class", "org/opensearch/analysis/common/" + class + ".class"} {
			if _, err := w.Create(name); err != nil {
				t.Fatal(err)
			}
		}
		w.Close()
		f.Close()
		got, err := pluginClass(jar)
		if want := "org.opensearch.analysis.common." + class; got != want || err != nil {
			t.Errorf("class %q (%v), want %q", got, err, want)
		}
	}
}

// up leaves an engine of another version that answers where it would
// start one (the shared node of a machine moving to a new default), and
// says so; the same version is no reason to hold back.
func TestOtherVersionIsLeftAlone(t *testing.T) {
	engine := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"name":"readapi-9200","version":{"number":"2.19.4"}}`))
	}))
	defer engine.Close()
	var out bytes.Buffer
	for version, other := range map[string]bool{"3.8.0": true, "2.19.4": false} {
		out.Reset()
		s := &Services{cfg: Config{Version: version}, out: &out, err: &out}
		if got := s.otherVersion(engine.URL); got != other {
			t.Errorf("configured %s, 2.19.4 answers: otherVersion %v, want %v", version, got, other)
		}
		if said := out.String(); other != strings.Contains(said, "OpenSearch 2.19.4 answers at "+engine.URL+", not "+version) {
			t.Errorf("configured %s: said %q", version, said)
		}
	}
	s := &Services{cfg: Config{Version: "3.8.0"}, out: &out, err: &out}
	if s.otherVersion("http://127.0.0.1:1") {
		t.Error("nothing answering counted as another version")
	}
}
