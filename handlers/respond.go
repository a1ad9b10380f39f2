// Package handlers is readapi's HTTP layer: routes generated from the
// dataset descriptions, the API-key Gate that admits each dataset request,
// one writer for the envelope, error codes, caching headers and gzip, and the
// middleware every request passes through. It reads data only through the
// small Backend interface (the search engine in production).
package handlers

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"readapi"
)

// response is what a handler returns on success.
type response struct {
	data       json.RawMessage
	collection bool
	next       string
	total      *int64
	count      int
	// extra are meta members a request asked for (meta.highlights): they
	// follow total in meta, and the ETag covers them with data.
	extra []metaPart
	// noCache leaves out ETag and conditional handling (health checks).
	noCache bool
}

// metaPart is one requested member of a collection's meta.
type metaPart struct {
	name  string
	value json.RawMessage
	// untagged leaves the member out of the ETag: it follows from the
	// request alone (meta.relaxed), as data does not.
	untagged bool
}

// handlerFunc is a handler that returns its outcome for the single writer.
type handlerFunc func(r *http.Request) (*response, error)

type ctxKey int

const requestIDKey ctxKey = 0

// RequestID returns the id of the request being served.
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey).(string)
	return id
}

func newRequestID() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// meta is an envelope's meta object, written straight into the body (the
// requested members are already JSON; nothing is encoded twice).
type meta interface {
	writeTo(b *bytes.Buffer)
}

// itemMeta is the meta of single resources and errors.
type itemMeta struct {
	RequestID string
}

func (m itemMeta) writeTo(b *bytes.Buffer) {
	b.WriteString(`{"request_id":`)
	writeJSON(b, m.RequestID)
	b.WriteByte('}')
}

// collectionMeta is the meta of collections: next (null on the last page),
// count, total (count=true), the requested members, request_id.
type collectionMeta struct {
	Next      *string
	Count     int
	Total     *int64
	Extra     []metaPart
	RequestID string
}

func (m collectionMeta) writeTo(b *bytes.Buffer) {
	b.WriteString(`{"next":`)
	writeJSON(b, m.Next)
	b.WriteString(`,"count":`)
	b.WriteString(strconv.Itoa(m.Count))
	if m.Total != nil {
		b.WriteString(`,"total":`)
		b.WriteString(strconv.FormatInt(*m.Total, 10))
	}
	for _, p := range m.Extra {
		b.WriteByte(',')
		writeJSON(b, p.name)
		b.WriteByte(':')
		b.Write(p.value)
	}
	b.WriteString(`,"request_id":`)
	writeJSON(b, m.RequestID)
	b.WriteByte('}')
}

// An envelope, {"data":…,"meta":…,"error":…}, is written in three parts:
// dataHead, the data as it is (not copied into one body with the rest),
// and envelopeTail.
const dataHead = `{"data":`

// noData is the data of an envelope without any.
var noData = json.RawMessage("null")

// envelopeTail is what follows an envelope's data: the meta and the error.
func envelopeTail(m meta, apiErr *Error) []byte {
	var b bytes.Buffer
	b.Grow(256)
	b.WriteString(`,"meta":`)
	m.writeTo(&b)
	b.WriteString(`,"error":`)
	if apiErr == nil {
		b.WriteString("null")
	} else {
		writeJSON(&b, struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		}{apiErr.Code, apiErr.Message})
	}
	b.WriteString("}\n")
	return b.Bytes()
}

// writeJSON encodes v without HTML escaping and without the trailing newline.
func writeJSON(b *bytes.Buffer, v any) {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
	b.Truncate(b.Len() - 1)
}

const cacheControl = "private, max-age=0, must-revalidate"

// writeResponse is the single place a successful outcome becomes HTTP: a
// 304 when If-None-Match names the data's tag, else the envelope, or else,
// when the gate admitted the request for revalidation only, that refusal.
func writeResponse(w http.ResponseWriter, r *http.Request, res *response, revalidateOnly error) {
	var m meta = itemMeta{RequestID: RequestID(r.Context())}
	if res.collection {
		cm := collectionMeta{Count: res.count, Total: res.total, Extra: res.extra, RequestID: RequestID(r.Context())}
		if res.next != "" {
			cm.Next = &res.next
		}
		m = cm
	}
	h := w.Header()
	if !res.noCache {
		tag := etag(res.data, res.extra...)
		h.Set("ETag", tag)
		h.Set("Cache-Control", cacheControl) // the 304 carries it too
		if inm := r.Header.Get("If-None-Match"); inm != "" && matches(inm, tag) {
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	if revalidateOnly != nil {
		h.Del("ETag")
		writeError(w, r, revalidateOnly)
		return
	}
	data := res.data
	if data == nil {
		data = noData
	}
	writeBody(w, http.StatusOK, []byte(dataHead), data, envelopeTail(m, nil))
}

// writeError is the single place a failure becomes HTTP.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	apiErr := toAPIError(err)
	for k, vs := range apiErr.Header {
		for _, v := range vs {
			w.Header().Add(k, v)
		}
	}
	if lw := findLogWriter(w); lw != nil {
		var engine *readapi.Error
		switch {
		case apiErr.Status == http.StatusInternalServerError:
			lw.err = err
		case r.Context().Err() != nil:
			// the client went away and took the engine call with it:
			// nobody reads this answer, and the engine is not at fault
		case errors.As(err, &engine) && engine.Err != nil:
			// an engine refusal or outage: the client gets the envelope,
			// the operator the engine's own answer
			lw.cause = engine.Err
		}
	}
	writeBody(w, apiErr.Status, []byte(dataHead), noData, envelopeTail(itemMeta{RequestID: RequestID(r.Context())}, apiErr))
}

// writeBody sends a JSON body, the parts written one after the other, with
// its length (gzipped, when worth it, by the wrapper that Server.Handler
// puts around the router). Every response is private to its key
// (Cache-Control), errors included.
func writeBody(w http.ResponseWriter, status int, parts ...[]byte) {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", cacheControl)
	h.Set("Content-Length", strconv.Itoa(n))
	w.WriteHeader(status)
	for _, p := range parts {
		if _, err := w.Write(p); err != nil {
			return
		}
	}
}

// serve runs h and writes its outcome through the single writer. A query
// string that does not parse is refused before h runs (r.URL.Query would
// silently drop the broken parameter). A non-nil revalidateOnly is the
// gate's refusal, answered instead of anything but a 304.
func serve(w http.ResponseWriter, r *http.Request, h handlerFunc, revalidateOnly error) {
	if err := checkQuery(r.URL.RawQuery); err != nil {
		writeError(w, r, err)
		return
	}
	res, err := h(r)
	if err != nil && revalidateOnly != nil {
		err = revalidateOnly
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeResponse(w, r, res, revalidateOnly)
}

// checkQuery reports the first parameter of a raw query string that does not
// parse: a bad %-escape in its name or value, or a ';' separator.
func checkQuery(raw string) error {
	if _, err := url.ParseQuery(raw); err == nil {
		return nil
	}
	for _, pair := range strings.Split(raw, "&") {
		rawName, rawValue, _ := strings.Cut(pair, "=")
		name, err := url.QueryUnescape(rawName)
		if err != nil {
			return NewError(http.StatusBadRequest, CodeInvalid, "parameter name %q is not a valid escaped string", rawName)
		}
		if strings.Contains(pair, ";") {
			return NewError(http.StatusBadRequest, CodeInvalid, "parameter %q contains ';'; separate parameters with '&' and escape ';' as %%3B", name)
		}
		if _, err := url.QueryUnescape(rawValue); err != nil {
			return NewError(http.StatusBadRequest, CodeInvalid, "parameter %q: value %q is not a valid escaped string", name, rawValue)
		}
	}
	return NewError(http.StatusBadRequest, CodeInvalid, "the query string does not parse")
}
