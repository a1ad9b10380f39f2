package handlers

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
)

// TestWriteResponseBody: the single writer sends the envelope around the
// data as it is (written in parts, not copied into one body), with a
// Content-Length that is the body's, gzipped or not, over a real server.
func TestWriteResponseBody(t *testing.T) {
	page := jobsPage(t)
	next := "c2"
	cases := []struct {
		name string
		res  *response
		want string
	}{
		{"page", &response{data: page, collection: true, count: 20, next: next},
			`{"data":` + string(page) + `,"meta":{"next":"c2","count":20,"request_id":"rid-1"},"error":null}` + "\n"},
		{"item", &response{data: json.RawMessage(`{"id":"a:1"}`)},
			`{"data":{"id":"a:1"},"meta":{"request_id":"rid-1"},"error":null}` + "\n"},
		{"no data", &response{noCache: true},
			`{"data":null,"meta":{"request_id":"rid-1"},"error":null}` + "\n"},
	}
	for _, c := range cases {
		srv := httptest.NewServer(gzipped(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			r = r.WithContext(context.WithValue(r.Context(), requestIDKey, "rid-1"))
			writeResponse(w, r, c.res, nil)
		})))
		for _, encoding := range []string{"identity", "gzip"} {
			req, _ := http.NewRequest(http.MethodGet, srv.URL, nil)
			req.Header.Set("Accept-Encoding", encoding)
			res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			raw, err := io.ReadAll(res.Body)
			res.Body.Close()
			if err != nil {
				t.Fatalf("%s, %s: %v", c.name, encoding, err)
			}
			if n, _ := strconv.Atoi(res.Header.Get("Content-Length")); res.Header.Get("Content-Length") != "" && n != len(raw) {
				t.Errorf("%s, %s: Content-Length %d for %d bytes", c.name, encoding, n, len(raw))
			}
			body := raw
			if res.Header.Get("Content-Encoding") == "gzip" {
				if body, err = gunzip(raw); err != nil {
					t.Fatalf("%s: %v", c.name, err)
				}
			} else if encoding == "identity" && res.Header.Get("Content-Length") == "" {
				t.Errorf("%s: no Content-Length", c.name)
			}
			if !bytes.Equal(body, []byte(c.want)) {
				t.Errorf("%s, %s: body\n%.300s\nwant\n%.300s", c.name, encoding, body, c.want)
			}
		}
		srv.Close()
	}
}
