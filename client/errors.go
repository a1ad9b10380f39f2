package client

import (
	"cmp"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// The stable error codes of the API (error.code), to compare with
// APIError.Code.
const (
	CodeInvalidRequest = "invalid_request"
	CodeUnauthorized   = "unauthorized"
	CodeForbidden      = "forbidden"
	CodeNotFound       = "not_found"
	CodeGone           = "gone"
	CodeRateLimited    = "rate_limited"
	CodeQuotaExceeded  = "quota_exceeded"
	CodeUnavailable    = "unavailable"
	CodeInternalError  = "internal_error"
)

// APIError is an answer of the API that is neither a success nor a 304,
// after any retries.
type APIError struct {
	// Status is the HTTP status.
	Status int
	// Code is the envelope's error.code (see the Code constants); empty when
	// the body was not an error envelope (e.g. a proxy's page).
	Code string
	// Message is error.message, or the start of a body that was not an
	// envelope.
	Message string
	// RequestID is meta.request_id (or X-Request-Id), to quote when
	// reporting a problem.
	RequestID string
	// RetryAfter is the wait Retry-After asked for, zero when absent.
	RetryAfter time.Duration
	// QuotaLimit and QuotaUsed are X-Quota-Limit and X-Quota-Used, zero
	// when absent; on quota_exceeded they say where the month stands.
	QuotaLimit, QuotaUsed int64
}

func (e *APIError) Error() string {
	code := e.Code
	if code == "" {
		code = http.StatusText(e.Status)
	}
	msg := fmt.Sprintf("readapi: %d %s: %s", e.Status, code, e.Message)
	if e.RequestID != "" {
		msg += " (request " + e.RequestID + ")"
	}
	return msg
}

// Retryable reports whether the same request may succeed later: the rate
// was exceeded or the server failed. quota_exceeded is not retryable before
// the month ends.
func (e *APIError) Retryable() bool {
	return e.Code == CodeRateLimited || e.Status >= 500
}

// ErrorOf returns nil for a success or a 304, and otherwise the *APIError
// that resp and its body carry. It serves the generated operations too:
// ErrorOf(r.HTTPResponse, r.Body).
func ErrorOf(resp *http.Response, body []byte) error {
	if resp.StatusCode < 300 || resp.StatusCode == http.StatusNotModified {
		return nil
	}
	e := &APIError{Status: resp.StatusCode, RequestID: resp.Header.Get("X-Request-Id")}
	var envelope struct {
		Error *struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
		Meta struct {
			RequestID string `json:"request_id"`
		} `json:"meta"`
	}
	if json.Unmarshal(body, &envelope) == nil && envelope.Error != nil {
		e.Code, e.Message = envelope.Error.Code, envelope.Error.Message
		e.RequestID = cmp.Or(envelope.Meta.RequestID, e.RequestID)
	} else {
		e.Message = strings.TrimSpace(string(body[:min(len(body), 200)]))
	}
	h := ReadHeaders(resp.Header)
	e.RetryAfter, e.QuotaLimit, e.QuotaUsed = h.RetryAfter, h.QuotaLimit, h.QuotaUsed
	return e
}
