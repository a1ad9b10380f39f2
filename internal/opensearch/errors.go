package opensearch

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
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
	// Causes are the types of the error's root_cause entries and of its
	// caused_by.
	Causes []string
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
			Type      string `json:"type"`
			Reason    string `json:"reason"`
			RootCause []struct {
				Type string `json:"type"`
			} `json:"root_cause"`
			CausedBy struct {
				Type string `json:"type"`
			} `json:"caused_by"`
		}
		if json.Unmarshal(body.Error, &detail) == nil {
			e.Type, e.Reason = detail.Type, detail.Reason
			for _, c := range detail.RootCause {
				e.Causes = append(e.Causes, c.Type)
			}
			if t := detail.CausedBy.Type; t != "" && !slices.Contains(e.Causes, t) {
				e.Causes = append(e.Causes, t)
			}
		}
	}
	return e
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("OpenSearch answered %d to %s %s: %s", e.Status, e.Method, e.Path, e.Body)
}

// Is makes a 5xx or 429 answer match ErrUnavailable, unless it is a refusal
// (see Refused), and so are 401 and 403: OpenSearch refusing readapi's own
// credentials is an outage of the service, not a fault of the request.
func (e *StatusError) Is(target error) bool {
	return target == ErrUnavailable && (e.Status >= 500 || e.Status == http.StatusTooManyRequests || e.unauthorized()) && !e.refused()
}

// unauthorized reports whether OpenSearch refused the client's credentials.
func (e *StatusError) unauthorized() bool {
	return e.Status == http.StatusUnauthorized || e.Status == http.StatusForbidden
}

// overLimit are the error types of a query over one of Lucene's limits,
// which OpenSearch answers 500 although the request alone is at fault.
var overLimit = []string{"too_many_nested_clauses", "too_many_clauses", "too_complex_to_determinize_exception"}

// refused reports whether the answer refuses the request itself: a 4xx
// other than 404 (a missing index or document, which callers test for),
// 408 and 429 (the engine's state, not the request's), 401 and 403 (the
// client's credentials), or a query over one of Lucene's limits.
func (e *StatusError) refused() bool {
	switch {
	case e.Status == http.StatusNotFound || e.Status == http.StatusRequestTimeout || e.Status == http.StatusTooManyRequests || e.unauthorized():
		return false
	case e.Status >= 400 && e.Status < 500:
		return true
	}
	return slices.Contains(overLimit, e.Type) || slices.ContainsFunc(e.Causes, func(t string) bool { return slices.Contains(overLimit, t) })
}

// Refused reports whether err is OpenSearch refusing the request itself
// rather than failing to serve it: sent again, it fails again. Reads map it
// to a bad request, never to an internal error or a retry.
func Refused(err error) bool {
	var se *StatusError
	return errors.As(err, &se) && se.refused()
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

// Cancelled reports whether err is a search OpenSearch cancelled (its
// cancel_after_time_interval expired): sending it again would only be
// cancelled again.
func Cancelled(err error) bool {
	var se *StatusError
	return errors.As(err, &se) && (se.Type == "task_cancelled_exception" || slices.Contains(se.Causes, "task_cancelled_exception"))
}
