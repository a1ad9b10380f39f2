package handlers

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"regexp"
	"runtime/debug"
	"time"

	"go.uber.org/zap"
)

// logWriter records what was written for the access log.
type logWriter struct {
	http.ResponseWriter
	status int
	bytes  int
	err    error
	// cause is the search engine's answer behind a 4xx or 503 (logged as a
	// warning; err is a 500's and logged as an error).
	cause error
	// keyID is set by authentication for the access log (never the key).
	keyID string
	// route is the matched route template.
	route string
}

func (w *logWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *logWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += n
	return n, err
}

// SetKeyID records the id of the key that authenticated the request, for
// the access log.
func SetKeyID(w http.ResponseWriter, id string) {
	if lw := findLogWriter(w); lw != nil {
		lw.keyID = id
	}
}

// findLogWriter finds the access-log writer under any wrapping writers.
func findLogWriter(w http.ResponseWriter) *logWriter {
	for {
		switch v := w.(type) {
		case *logWriter:
			return v
		case interface{ Unwrap() http.ResponseWriter }:
			w = v.Unwrap()
		default:
			return nil
		}
	}
}

// clientRequestID is a well-formed X-Request-Id a client may send: 8 to
// 64 letters, digits and dashes (a UUID, a hex id). Anything else, an API
// key sent there by mistake included, is replaced by an id of our own, so
// that it never reaches the log.
var clientRequestID = regexp.MustCompile(`^[A-Za-z0-9-]{8,64}$`)

// withRequest gives every request an id (echoed as X-Request-Id), recovers
// panics into a 500 envelope, writes one access-log line and tells obs (when
// not nil).
func withRequest(log *zap.Logger, obs Observer, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		if obs != nil {
			obs.RequestStarted()
		}
		id := r.Header.Get("X-Request-Id")
		if !clientRequestID.MatchString(id) {
			id = newRequestID()
		}
		r = r.WithContext(context.WithValue(r.Context(), requestIDKey, id))
		w.Header().Set("X-Request-Id", id)
		// Every answer is JSON (or the docs' own types): never sniffed.
		w.Header().Set("X-Content-Type-Options", "nosniff")
		lw := &logWriter{ResponseWriter: w}
		defer func() {
			if p := recover(); p != nil {
				lw.err = fmt.Errorf("panic: %v\n%s", p, debug.Stack())
				if lw.status == 0 {
					writeError(lw, r, fmt.Errorf("panic: %v", p))
				}
			}
			route := lw.route
			if route == "" {
				route = "unmatched"
			}
			if obs != nil {
				obs.RequestDone(route, r.Method, lw.status, time.Since(start))
			}
			fields := []zap.Field{
				zap.String("method", r.Method),
				zap.String("route", route),
				zap.Int("status", lw.status),
				zap.Duration("duration", time.Since(start)),
				zap.String("request_id", id),
				zap.Int("bytes", lw.bytes),
				zap.String("client", clientAddress(r)),
			}
			if lw.keyID != "" {
				fields = append(fields, zap.String("key_id", lw.keyID))
			}
			if lw.err != nil {
				fields = append(fields, zap.Error(lw.err))
				log.Error("request", fields...)
				return
			}
			if lw.cause != nil {
				fields = append(fields, zap.NamedError("engine", lw.cause))
				log.Warn("request", fields...)
				return
			}
			log.Info("request", fields...)
		}()
		next.ServeHTTP(lw, r)
	})
}

// clientAddress is the address the request came from (the TLS terminator's
// when one is in front: see docs/operations.md), without its port.
func clientAddress(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// routeName records the route template of the request for the access log.
func routeName(w http.ResponseWriter, template string) {
	if lw := findLogWriter(w); lw != nil {
		lw.route = template
	}
}
