package handlers

import (
	"net/http"
	"net/url"
)

// MaxRequestLine and MaxHeaderBytes bound what a request may send before
// any handler runs: a longer request line is 414, more header bytes 431.
// The http.Server's own MaxHeaderBytes (cmd/api) sits above both, so that
// these answers come in the envelope.
const (
	MaxRequestLine = 64 << 10
	MaxHeaderBytes = 64 << 10
)

// maxQ is the longest q, in bytes, that is parsed: far above what the
// engine's clause limit lets a search use, far below what would cost time
// to analyse before the answer is a 400 anyway.
const maxQ = 8 << 10

// bounded refuses requests whose line or headers are over the bounds.
func bounded(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if n := len(r.Method) + len(r.RequestURI) + len(r.Proto) + 2; n > MaxRequestLine {
			routeName(w, "refused")
			writeError(w, r, NewError(http.StatusRequestURITooLong, CodeInvalid,
				"the request line is %d bytes; at most %d are read", n, MaxRequestLine))
			return
		}
		if n := headerBytes(r.Header); n > MaxHeaderBytes {
			routeName(w, "refused")
			writeError(w, r, NewError(http.StatusRequestHeaderFieldsTooLarge, CodeInvalid,
				"the request's headers are %d bytes; at most %d are read", n, MaxHeaderBytes))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// headerBytes is the size of headers as sent ("Name: value\r\n" each).
func headerBytes(h http.Header) int {
	n := 0
	for name, values := range h {
		for _, v := range values {
			n += len(name) + len(v) + 4
		}
	}
	return n
}

// checkQ refuses a q longer than maxQ before it is parsed.
func checkQ(params url.Values) error {
	if q := params.Get("q"); len(q) > maxQ {
		return NewError(http.StatusBadRequest, CodeInvalid, "q is too long: %d bytes; at most %d", len(q), maxQ)
	}
	return nil
}
