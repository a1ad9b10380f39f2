package handlers

import (
	"bytes"
	"context"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"
)

// TestDocsRenderInChromium opens /docs in headless Chromium, which can
// resolve no host name (the server is on 127.0.0.1), and checks that
// Swagger UI rendered every operation of the document, the key box and,
// for the operation the address's fragment opens (GET /v1/jobs), the "Try
// it out" console and the tabs of its code samples, the first one shown;
// and that the page tried to load nothing its Content-Security-Policy
// refuses (anything not from the server). With
// READAPI_DOCS_SCREENSHOT=<file.png> it also saves a screenshot.
func TestDocsRenderInChromium(t *testing.T) {
	if testing.Short() {
		t.Skip("runs Chromium (not run with -short)")
	}
	browser := chromium(t)
	srv := httptest.NewServer((&Server{Log: zap.NewNop(), Gate: refuseAll{}}).Handler())
	defer srv.Close()

	doc := loadOpenAPI(t)
	jobs := doc.Paths.Value("/v1/jobs")
	if jobs == nil || jobs.Get == nil {
		t.Fatal("the document has no GET /v1/jobs")
	}
	tried := jobs.Get.Tags[0] + "/" + jobs.Get.OperationID
	page := srv.URL + "/docs#/" + tried

	dom, console := runChromium(t, browser, "--dump-dom", page)
	for path, item := range doc.Paths.Map() {
		anchor := item.Get.Tags[0] + "-" + item.Get.OperationID
		if !strings.Contains(dom, `id="operations-`+anchor+`"`) {
			t.Errorf("operation %s (%s) is not on the page", anchor, path)
		}
	}
	for what, marker := range map[string]string{
		"the Authorize button":   `class="btn authorize`,
		"Try it out on " + tried: `try-out__btn`,
		"the document's title":   `<h2 class="title">` + doc.Info.Title,
	} {
		if !strings.Contains(dom, marker) {
			t.Errorf("%s is not on the page (%q)", what, marker)
		}
	}
	samples, _ := jobs.Get.Extensions["x-codeSamples"].([]any)
	for i, sample := range samples {
		fields, _ := sample.(map[string]any)
		label, _ := fields["label"].(string)
		if !strings.Contains(dom, `class="tablinks">`+htmlText.Replace(label)+`<`) {
			t.Errorf("code sample tab %q of %s is not on the page", label, tried)
		}
		if source, _ := fields["source"].(string); i == 0 && !strings.Contains(dom, htmlText.Replace(source)) {
			t.Errorf("the first code sample of %s is not shown: %q", tried, source)
		}
	}
	if strings.Contains(dom, "Failed to load API definition") {
		t.Error("Swagger UI failed to load the document")
	}
	if strings.Contains(console, "Content Security Policy") {
		t.Errorf("the page broke its Content-Security-Policy:\n%s", console)
	}
	if t.Failed() {
		t.Logf("page DOM (%d bytes):\n%.4000s\nconsole:\n%.4000s", len(dom), dom, console)
	}
	if shot := os.Getenv("READAPI_DOCS_SCREENSHOT"); shot != "" {
		abs, err := filepath.Abs(shot)
		if err != nil {
			t.Fatal(err)
		}
		runChromium(t, browser, "--screenshot="+abs, "--window-size=1280,1800", srv.URL+docsPath)
		t.Logf("screenshot of %s in %s", docsPath, abs)
	}
}

// htmlText escapes text as a serialized DOM shows it.
var htmlText = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\u00a0", "&nbsp;")

// chromium returns the browser's path, running scripts/chromium.sh (which
// installs Debian's chromium when it is missing) and failing the test when
// it finds none.
func chromium(t *testing.T) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "../scripts/chromium.sh")
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("no Chromium for the docs page test: scripts/chromium.sh: %v\n%s", err, stderr.Bytes())
	}
	return strings.TrimSpace(string(out))
}

// runChromium runs the headless browser, unable to resolve any host name,
// and returns what it printed: the output its arguments asked for, and the
// page's console messages.
func runChromium(t *testing.T, browser string, args ...string) (stdout, console string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	base := []string{
		"--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--disable-default-apps", "--disable-extensions", "--metrics-recording-only", "--mute-audio",
		"--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1", "--enable-logging=stderr", "--v=0",
		"--user-data-dir=" + t.TempDir(), "--virtual-time-budget=20000",
	}
	var out, errOut bytes.Buffer
	cmd := exec.CommandContext(ctx, browser, append(base, args...)...)
	cmd.Stdout, cmd.Stderr = &out, &errOut
	start := time.Now()
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\n%s", browser, err, errOut.Bytes())
	}
	t.Logf("chromium %s: %v", args[0], time.Since(start).Round(time.Millisecond))
	var lines []string
	for _, line := range strings.Split(errOut.String(), "\n") {
		if strings.Contains(line, ":CONSOLE") {
			lines = append(lines, line)
		}
	}
	return out.String(), strings.Join(lines, "\n")
}
