package handlers

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"

	"github.com/gorilla/mux"
	swaggerui "github.com/swaggest/swgui/v5/static"
)

// The docs page: GET /docs renders the bare OpenAPI document
// (/openapi.json) with Swagger UI. Swagger UI's release files come from
// github.com/swaggest/swgui (gzipped, compiled in), the page, its start
// script and style from handlers/docs/, so the page loads nothing from anywhere but this
// server, and its Content-Security-Policy tells the browser so. Like
// /openapi.json it needs no key and is not an envelope; its errors are.
//
// The assets are served under a version computed from their bytes,
// /docs/<version>/<name>, so they can be cached for good: a release that
// changes one changes every asset URL the page names.

//go:embed docs
var docsFiles embed.FS

const (
	docsPath       = "/docs"
	docsAssetRoute = "/docs/{version}/{asset}"
	// docsAssetCache lets browsers keep an asset: its URL changes with it.
	docsAssetCache = "public, max-age=31536000, immutable"
	// docsPolicy allows the page this server's scripts, styles, images and
	// requests only (inline styles for the ones Swagger UI sets, data:
	// images for its icons).
	docsPolicy = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
		"img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)

// docsAsset is one file the page loads.
type docsAsset struct {
	contentType string
	// body is the file; gzipped, when not nil, the same compressed.
	body, gzipped []byte
	// tag and gzippedTag are the ETags of the two representations.
	tag, gzippedTag string
}

// docsBundle is the page and its assets, read once.
type docsBundle struct {
	version string
	page    []byte
	pageTag string
	assets  map[string]*docsAsset
}

// docsSources names each asset's file: in Swagger UI's release or in docs/.
var docsSources = []struct {
	name string
	from fs.FS
	file string
}{
	{"swagger-ui-bundle.js", swaggerui.FS, "swagger-ui-bundle.js.gz"},
	{"swagger-ui.css", swaggerui.FS, "swagger-ui.css.gz"},
	{"favicon-32x32.png", swaggerui.FS, "favicon-32x32.png"},
	{"favicon-16x16.png", swaggerui.FS, "favicon-16x16.png"},
	{"docs.js", docsFiles, "docs/docs.js"},
	{"docs.css", docsFiles, "docs/docs.css"},
}

// docsContentTypes maps an asset's extension to its Content-Type.
var docsContentTypes = map[string]string{
	".js":  "text/javascript; charset=utf-8",
	".css": "text/css; charset=utf-8",
	".png": "image/png",
}

// loadDocs reads the assets, derives their version and puts it in the
// page's links by replacing {{version}} (a hash in hex). Not html/template:
// its reflection makes the linker keep every method of every type, which
// made the api binary 15 MB larger.
var loadDocs = sync.OnceValues(func() (*docsBundle, error) {
	b := &docsBundle{assets: map[string]*docsAsset{}}
	version := sha256.New()
	for _, src := range docsSources {
		raw, err := fs.ReadFile(src.from, src.file)
		if err != nil {
			return nil, fmt.Errorf("docs: %w", err)
		}
		a := &docsAsset{contentType: docsContentTypes[path.Ext(src.name)], body: raw}
		if strings.HasSuffix(src.file, ".gz") {
			a.gzipped = raw
			if a.body, err = gunzip(raw); err != nil {
				return nil, fmt.Errorf("docs: %s: %w", src.file, err)
			}
			a.gzippedTag = etag(a.gzipped)
		}
		a.tag = etag(a.body)
		b.assets[src.name] = a
		fmt.Fprintf(version, "%s\x00%s\x00", src.name, a.tag)
	}
	b.version = hex.EncodeToString(version.Sum(nil)[:6])
	page, err := docsFiles.ReadFile("docs/index.html")
	if err != nil {
		return nil, fmt.Errorf("docs: %w", err)
	}
	b.page = bytes.ReplaceAll(page, []byte("{{version}}"), []byte(b.version))
	b.pageTag = etag(b.page)
	return b, nil
})

// gunzip returns the content of a gzip file.
func gunzip(b []byte) ([]byte, error) {
	r, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(r)
}

// serveDocsPage serves /docs: the page, with an ETag and a 304 for a
// matching If-None-Match, revalidated on every visit.
func (s *Server) serveDocsPage(w http.ResponseWriter, r *http.Request) {
	routeName(w, docsPath)
	b, ok := docsRequest(w, r)
	if !ok {
		return
	}
	w.Header().Set("Content-Security-Policy", docsPolicy)
	writeStatic(w, r, "text/html; charset=utf-8", cacheControl, b.pageTag, b.page)
}

// serveDocsAsset serves /docs/<version>/<name>, gzipped when the client
// takes it (the gzip wrapper around the router says Vary: Accept-Encoding
// and leaves a body already encoded alone); an asset of another version (or
// none) is a 404 like any unknown path.
func (s *Server) serveDocsAsset(w http.ResponseWriter, r *http.Request) {
	routeName(w, docsAssetRoute)
	b, ok := docsRequest(w, r)
	if !ok {
		return
	}
	vars := mux.Vars(r)
	a := b.assets[vars["asset"]]
	if a == nil || vars["version"] != b.version {
		writeError(w, r, NewError(http.StatusNotFound, CodeNotFound, "no such path: %s", r.URL.Path))
		return
	}
	if a.gzipped != nil && acceptsGzip(r) {
		w.Header().Set("Content-Encoding", "gzip")
		writeStatic(w, r, a.contentType, docsAssetCache, a.gzippedTag, a.gzipped)
		return
	}
	writeStatic(w, r, a.contentType, docsAssetCache, a.tag, a.body)
}

// docsRequest refuses a query string, as /openapi.json does, and returns
// the bundle; false when it has answered.
func docsRequest(w http.ResponseWriter, r *http.Request) (*docsBundle, bool) {
	if err := checkQuery(r.URL.RawQuery); err != nil {
		writeError(w, r, err)
		return nil, false
	}
	if err := noParams(r); err != nil {
		writeError(w, r, err)
		return nil, false
	}
	b, err := loadDocs()
	if err != nil {
		writeError(w, r, err)
		return nil, false
	}
	return b, true
}

// writeStatic sends a file that is not an envelope, or a 304 when
// If-None-Match names its tag.
func writeStatic(w http.ResponseWriter, r *http.Request, contentType, cache, tag string, body []byte) {
	h := w.Header()
	h.Set("ETag", tag)
	h.Set("Cache-Control", cache)
	h.Set("X-Content-Type-Options", "nosniff")
	if inm := r.Header.Get("If-None-Match"); inm != "" && matches(inm, tag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Type", contentType)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body)
}

// acceptsGzip reports whether Accept-Encoding allows gzip (a q of 0
// refuses it).
func acceptsGzip(r *http.Request) bool {
	for _, coding := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(coding, ";")
		if strings.TrimSpace(name) != "gzip" {
			continue
		}
		q, found := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q=")
		if !found {
			return true
		}
		v, err := strconv.ParseFloat(q, 64)
		return err == nil && v > 0
	}
	return false
}
