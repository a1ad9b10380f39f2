package opensearch

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"unicode/utf8"
)

// ErrUnavailable matches every failure worth retrying later: no answer
// (connection refused or broken, timeout) and answers 5xx or 429.
var ErrUnavailable = errors.New("OpenSearch is unavailable")

// The error types of OpenSearch answers that callers act on.
const (
	TypeIndexNotFound = "index_not_found_exception"
	TypeAlreadyExists = "resource_already_exists_exception"
)

// StatusError is an OpenSearch answer outside 2xx.
type StatusError struct {
	Method, Path string
	Status       int
	// Type and Reason are the root error's "type" and "reason" ("" when the
	// body has none, as a get of a missing document).
	Type, Reason string
	// Body is the start of the answer, for messages.
	Body string
}

func newStatusError(method, path string, status int, data []byte) *StatusError {
	e := &StatusError{Method: method, Path: path, Status: status, Body: truncate(data, 600)}
	var body struct {
		Error json.RawMessage `json:"error"`
	}
	if json.Unmarshal(data, &body) == nil && len(body.Error) > 0 {
		var detail struct {
			Type   string `json:"type"`
			Reason string `json:"reason"`
		}
		if json.Unmarshal(body.Error, &detail) == nil {
			e.Type, e.Reason = detail.Type, detail.Reason
		}
	}
	return e
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("OpenSearch answered %d to %s %s: %s", e.Status, e.Method, e.Path, e.Body)
}

// Is makes a 5xx or 429 answer match ErrUnavailable.
func (e *StatusError) Is(target error) bool {
	return target == ErrUnavailable && (e.Status >= 500 || e.Status == http.StatusTooManyRequests)
}

// noAnswer is a request that got no answer.
type noAnswer struct {
	method, path string
	err          error
}

func (e *noAnswer) Error() string {
	return fmt.Sprintf("OpenSearch did not answer %s %s: %v", e.method, e.path, e.err)
}

func (e *noAnswer) Unwrap() []error { return []error{ErrUnavailable, e.err} }

// HasStatus reports whether err is an OpenSearch answer with that status.
func HasStatus(err error, status int) bool {
	var se *StatusError
	return errors.As(err, &se) && se.Status == status
}

// HasType reports whether err is an OpenSearch answer whose root error has
// that type.
func HasType(err error, typ string) bool {
	var se *StatusError
	return errors.As(err, &se) && se.Type == typ
}

// IsMissingIndex reports whether err says the index or alias does not exist.
func IsMissingIndex(err error) bool { return HasType(err, TypeIndexNotFound) }

// truncate returns at most n bytes of b as text, cut at a rune boundary.
func truncate(b []byte, n int) string {
	if len(b) <= n {
		return string(b)
	}
	for n > 0 && !utf8.RuneStart(b[n]) {
		n--
	}
	return string(b[:n]) + "…"
}
