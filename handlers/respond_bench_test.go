package handlers

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/klauspost/compress/gzhttp"

	"readapi/internal/gendata"
)

// jobsPage returns the data of a realistic jobs page of about 36 KB.
func jobsPage(b *testing.B) json.RawMessage {
	b.Helper()
	var ndjson bytes.Buffer
	if err := gendata.New(1).WriteJobs(&ndjson, 200); err != nil {
		b.Fatal(err)
	}
	var rows []json.RawMessage
	size := 0
	sc := bufio.NewScanner(&ndjson)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() && size < 36<<10 {
		row := json.RawMessage(bytes.Clone(sc.Bytes()))
		rows = append(rows, row)
		size += len(row) + 1
	}
	return jsonArray(rows)
}

// discard is a ResponseWriter that keeps nothing but its header map.
type discard struct {
	h http.Header
	n int
}

func (d *discard) Header() http.Header         { return d.h }
func (d *discard) WriteHeader(int)             {}
func (d *discard) Write(b []byte) (int, error) { d.n += len(b); return len(b), nil }

// BenchmarkWriteResponse measures the single writer on a 36 KB jobs page,
// gzipped by the writer's own pool and by gzhttp at the same level (1) and
// minimum size (1 KB), and without compression for scale.
func BenchmarkWriteResponse(b *testing.B) {
	res := &response{data: jobsPage(b), collection: true, count: 20}
	gz, err := gzhttp.NewWrapper(gzhttp.CompressionLevel(1), gzhttp.MinSize(1024), gzhttp.EnableZstd(false))
	if err != nil {
		b.Fatal(err)
	}
	// gzhttp compresses what the writer sends uncompressed (to a request
	// without Accept-Encoding).
	plain := httptest.NewRequest(http.MethodGet, "/v1/jobs", nil)
	cases := []struct {
		name     string
		encoding string
		h        http.Handler
	}{
		{"pool", "gzip", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { writeResponse(w, r, res, nil) })},
		{"gzhttp", "gzip", gz(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { writeResponse(w, plain, res, nil) }))},
		{"identity", "", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { writeResponse(w, r, res, nil) })},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			r := httptest.NewRequest(http.MethodGet, "/v1/jobs", nil)
			if c.encoding != "" {
				r.Header.Set("Accept-Encoding", c.encoding)
			}
			w := &discard{h: http.Header{}}
			b.ReportAllocs()
			for b.Loop() {
				clear(w.h)
				w.n = 0
				c.h.ServeHTTP(w, r)
			}
			b.ReportMetric(float64(w.n), "bytes-sent")
		})
	}
	b.Logf("page data: %d bytes", len(res.data))
}
