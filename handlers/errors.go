package handlers

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"readapi"
)

// The error codes the API answers (the spec's error table). The four that
// package search reports are its own constants, so the two cannot drift.
const (
	CodeInvalid          = readapi.CodeInvalid
	CodeUnauthorized     = "unauthorized"
	CodeForbidden        = "forbidden"
	CodeNotFound         = readapi.CodeNotFound
	CodeMethodNotAllowed = "method_not_allowed"
	CodeGone             = readapi.CodeGone
	CodeRateLimited      = "rate_limited"
	CodeQuotaExceeded    = "quota_exceeded"
	CodeInternal         = "internal_error"
	CodeUnavailable      = readapi.CodeUnavailable
)

// errorCodes are every code above, in the order the document lists them.
var errorCodes = []string{CodeInvalid, CodeUnauthorized, CodeForbidden, CodeNotFound, CodeMethodNotAllowed, CodeGone,
	CodeRateLimited, CodeQuotaExceeded, CodeInternal, CodeUnavailable}

// unavailableRetryAfter is the Retry-After of every 503: a dependency that
// did not answer (OpenSearch, Redis) is worth retrying after a second.
const unavailableRetryAfter = "1"

// Error is an API error: its status, stable code, message and any headers
// it adds (Retry-After, quota position).
type Error struct {
	Status  int
	Code    string
	Message string
	Header  http.Header
}

func (e *Error) Error() string { return e.Code + ": " + e.Message }

// NewError returns an API error.
func NewError(status int, code, format string, args ...any) *Error {
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	return &Error{Status: status, Code: code, Message: msg}
}

// unavailable is a 503 with Retry-After.
func unavailable(message string) *Error {
	return &Error{Status: http.StatusServiceUnavailable, Code: CodeUnavailable, Message: message,
		Header: http.Header{"Retry-After": {unavailableRetryAfter}}}
}

// toAPIError maps any error to the API error the client sees.
func toAPIError(err error) *Error {
	var apiErr *Error
	if errors.As(err, &apiErr) {
		return apiErr
	}
	var se *readapi.Error
	if errors.As(err, &se) {
		switch se.Code {
		case CodeInvalid:
			return &Error{Status: http.StatusBadRequest, Code: CodeInvalid, Message: se.Message}
		case CodeNotFound:
			return &Error{Status: http.StatusNotFound, Code: CodeNotFound, Message: se.Message}
		case CodeGone:
			return &Error{Status: http.StatusGone, Code: CodeGone, Message: se.Message}
		case CodeUnavailable:
			return unavailable(se.Message)
		}
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return unavailable("the request timed out, retry shortly")
	}
	return &Error{Status: http.StatusInternalServerError, Code: CodeInternal, Message: "internal error; quote the request_id when reporting it"}
}
