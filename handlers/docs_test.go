package handlers

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"go.uber.org/zap"
)

// docsGet asks the handler (behind a gate that refuses everything, to show
// the paths are open) for target with the given request headers.
func docsGet(t *testing.T, method, target string, header ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	(&Server{Log: zap.NewNop(), Gate: refuseAll{}}).Handler().ServeHTTP(rec, req)
	return rec
}

var docsAssetLink = regexp.MustCompile(`(?:href|src)="docs/([^/"]+)/([^"]+)"`)

// TestDocsPage checks /docs: an open HTML page outside the envelope that
// links only to its own assets, with a policy refusing anything from
// elsewhere, an ETag and a 304.
func TestDocsPage(t *testing.T) {
	rec := docsGet(t, http.MethodGet, "/docs")
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	h := rec.Header()
	if ct := h.Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") ||
		strings.Contains(csp, "http") || strings.Contains(csp, "*") {
		t.Errorf("Content-Security-Policy %q does not keep the page to this server", csp)
	}
	body := rec.Body.String()
	if strings.Contains(body, "http://") || strings.Contains(body, "https://") || strings.Contains(body, "//") {
		t.Errorf("the page names another server:\n%s", body)
	}
	if strings.Contains(body, "{{") {
		t.Errorf("the page has a placeholder left:\n%s", body)
	}
	links := docsAssetLink.FindAllStringSubmatch(body, -1)
	if len(links) < 3 {
		t.Fatalf("the page links %d assets:\n%s", len(links), body)
	}
	for _, l := range links {
		if rec := docsGet(t, http.MethodGet, "/docs/"+l[1]+"/"+l[2]); rec.Code != http.StatusOK {
			t.Errorf("linked asset %s/%s: status %d", l[1], l[2], rec.Code)
		}
	}
	tag := h.Get("ETag")
	if tag == "" || h.Get("Cache-Control") != cacheControl {
		t.Errorf("ETag %q, Cache-Control %q", tag, h.Get("Cache-Control"))
	}
	if rec := docsGet(t, http.MethodGet, "/docs", "If-None-Match", tag); rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
		t.Errorf("If-None-Match: status %d, %d bytes", rec.Code, rec.Body.Len())
	}
	if rec := docsGet(t, http.MethodHead, "/docs"); rec.Code != http.StatusOK {
		t.Errorf("HEAD: status %d", rec.Code)
	}
}

// TestDocsAssets checks the assets: gzipped for clients that take it,
// plain otherwise, cached for good under their version, each
// representation with its own ETag.
func TestDocsAssets(t *testing.T) {
	b, err := loadDocs()
	if err != nil {
		t.Fatal(err)
	}
	bundle := "/docs/" + b.version + "/swagger-ui-bundle.js"

	plain := docsGet(t, http.MethodGet, bundle)
	if plain.Code != http.StatusOK || plain.Header().Get("Content-Encoding") != "" {
		t.Fatalf("status %d, Content-Encoding %q", plain.Code, plain.Header().Get("Content-Encoding"))
	}
	if !bytes.Contains(plain.Body.Bytes(), []byte("SwaggerUIBundle")) {
		t.Error("the bundle is not Swagger UI's")
	}
	if ct := plain.Header().Get("Content-Type"); ct != "text/javascript; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	if cc := plain.Header().Get("Cache-Control"); cc != docsAssetCache {
		t.Errorf("Cache-Control %q", cc)
	}

	zipped := docsGet(t, http.MethodGet, bundle, "Accept-Encoding", "br, gzip")
	if zipped.Header().Get("Content-Encoding") != "gzip" || zipped.Body.Len() >= plain.Body.Len() {
		t.Fatalf("Content-Encoding %q, %d bytes (plain %d)", zipped.Header().Get("Content-Encoding"), zipped.Body.Len(), plain.Body.Len())
	}
	r, err := gzip.NewReader(zipped.Body)
	if err != nil {
		t.Fatal(err)
	}
	if unzipped, err := io.ReadAll(r); err != nil || !bytes.Equal(unzipped, plain.Body.Bytes()) {
		t.Errorf("the gzipped bundle is not the plain one (%v)", err)
	}
	if !strings.Contains(zipped.Header().Get("Vary"), "Accept-Encoding") {
		t.Errorf("Vary %q", zipped.Header().Get("Vary"))
	}
	if refused := docsGet(t, http.MethodGet, bundle, "Accept-Encoding", "gzip;q=0"); refused.Header().Get("Content-Encoding") != "" {
		t.Error("gzip;q=0 got gzip")
	}

	tag, zippedTag := plain.Header().Get("ETag"), zipped.Header().Get("ETag")
	if tag == "" || tag == zippedTag {
		t.Errorf("ETags %q (plain) and %q (gzip)", tag, zippedTag)
	}
	if rec := docsGet(t, http.MethodGet, bundle, "If-None-Match", zippedTag, "Accept-Encoding", "gzip"); rec.Code != http.StatusNotModified {
		t.Errorf("If-None-Match: status %d", rec.Code)
	}
	if rec := docsGet(t, http.MethodGet, bundle, "If-None-Match", zippedTag); rec.Code != http.StatusOK {
		t.Errorf("the gzip tag matched the plain representation: status %d", rec.Code)
	}
}

// TestDocsRefusals checks that what is not the page or one of its assets
// is answered like anywhere else: envelopes, 404 for an unknown asset or
// version, 400 for a parameter, 405 for a method.
func TestDocsRefusals(t *testing.T) {
	b, err := loadDocs()
	if err != nil {
		t.Fatal(err)
	}
	for target, want := range map[string]int{
		"/docs/":                                  http.StatusNotFound,
		"/docs/" + b.version + "/":                http.StatusNotFound,
		"/docs/" + b.version + "/index.html":      http.StatusNotFound,
		"/docs/" + b.version + "/swagger-ui.js":   http.StatusNotFound,
		"/docs/0123456789ab/swagger-ui-bundle.js": http.StatusNotFound,
		"/docs/" + b.version + "/docs.js/x":       http.StatusNotFound,
		"/docs?x=1":                               http.StatusBadRequest,
		"/docs?x=%zz":                             http.StatusBadRequest,
		"/docs/" + b.version + "/docs.js?v=1":     http.StatusBadRequest,
	} {
		rec := docsGet(t, http.MethodGet, target)
		var body struct {
			Data  any `json:"data"`
			Error struct{ Code string }
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &body); rec.Code != want || err != nil || body.Error.Code == "" {
			t.Errorf("%s: status %d (want %d), body %.200s", target, rec.Code, want, rec.Body)
		}
	}
	if rec := docsGet(t, http.MethodPost, "/docs"); rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST /docs: status %d", rec.Code)
	}
}
