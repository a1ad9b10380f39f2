package readapi

import (
	"errors"
	"fmt"
	"strings"
)

// Error codes search reports; the HTTP layer maps them to statuses.
const (
	CodeInvalid     = "invalid_request"
	CodeNotFound    = "not_found"
	CodeGone        = "gone"
	CodeUnavailable = "unavailable"
)

// Error is a failure a consumer can act on: a bad parameter, a missing or
// removed record, or an engine that does not answer.
type Error struct {
	Code    string
	Param   string
	Message string
	Err     error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return e.Message + ": " + e.Err.Error()
	}
	return e.Message
}

func (e *Error) Unwrap() error { return e.Err }

// Invalid reports a bad value of the named parameter.
func Invalid(param, format string, args ...any) *Error {
	return &Error{Code: CodeInvalid, Param: param, Message: fmt.Sprintf(format, args...)}
}

// NotFound reports an id the dataset does not hold (quoting at most the
// first 100 bytes of a longer one).
func NotFound(dataset, id string) *Error {
	if len(id) > 100 {
		id = strings.ToValidUTF8(id[:100], "") + "…"
	}
	return &Error{Code: CodeNotFound, Message: fmt.Sprintf("no %s record with id %q", dataset, id)}
}

// Unavailable reports that OpenSearch did not answer or failed.
func Unavailable(err error) *Error {
	return &Error{Code: CodeUnavailable, Message: "the search engine is unavailable, retry shortly", Err: err}
}

// Refused reports a request the search engine will not run although every
// parameter passed its bounds: sent again, it fails again, so it is a bad
// request, not an outage. err is the engine's answer, kept for logs.
func Refused(err error) *Error {
	return &Error{Code: CodeInvalid, Message: "the search engine cannot run this request: it is over one of the engine's limits; use fewer or shorter values (see the bounds in the API description)", Err: err}
}

// CodeOf returns the code of err, or "" when err is not an *Error.
func CodeOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}
