package client

import (
	"iter"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Headers are the response headers the API documents, read from any answer
// (a Page's Header, or a generated operation's HTTPResponse.Header): the
// generated half is made without them (see response-headers.overlay.yaml).
type Headers struct {
	// ETag is the answer's validator, to send back as If-None-Match.
	ETag string
	// CacheControl is Cache-Control (private, max-age=0, must-revalidate).
	CacheControl string
	// RequestID is X-Request-Id, to quote when reporting a problem.
	RequestID string
	// RetryAfter is the wait Retry-After asks for (429 rate_limited, 503);
	// HasRetryAfter says whether the answer carried one.
	RetryAfter    time.Duration
	HasRetryAfter bool
	// QuotaLimit and QuotaUsed are X-Quota-Limit and X-Quota-Used: the
	// month's credits and those spent after this request; zero when absent
	// (an open path).
	QuotaLimit, QuotaUsed int64
	// Policies is RateLimit-Policy: the key's "burst" and "month" policies.
	Policies []RatePolicy
	// Limits is RateLimit: what is left of each policy.
	Limits []RateLimit
}

// RatePolicy is one policy of RateLimit-Policy: Quota requests per Window.
type RatePolicy struct {
	Name   string
	Quota  int64
	Window time.Duration
}

// RateLimit is one policy's state in RateLimit: Remaining requests until
// the policy resets in Reset.
type RateLimit struct {
	Name      string
	Remaining int64
	Reset     time.Duration
}

// ReadHeaders reads the documented headers of an answer; a header that is
// absent or malformed leaves its field zero.
func ReadHeaders(h http.Header) Headers {
	out := Headers{ETag: h.Get("ETag"), CacheControl: h.Get("Cache-Control"), RequestID: h.Get("X-Request-Id")}
	out.RetryAfter, out.HasRetryAfter = retryAfter(h)
	out.QuotaLimit, _ = strconv.ParseInt(h.Get("X-Quota-Limit"), 10, 64)
	out.QuotaUsed, _ = strconv.ParseInt(h.Get("X-Quota-Used"), 10, 64)
	for name, params := range structuredList(h.Get("RateLimit-Policy")) {
		out.Policies = append(out.Policies, RatePolicy{Name: name, Quota: params["q"], Window: time.Duration(params["w"]) * time.Second})
	}
	for name, params := range structuredList(h.Get("RateLimit")) {
		out.Limits = append(out.Limits, RateLimit{Name: name, Remaining: params["r"], Reset: time.Duration(params["t"]) * time.Second})
	}
	return out
}

// Limit returns the state of the named policy ("burst" or "month") and
// whether the answer carried it.
func (h Headers) Limit(name string) (RateLimit, bool) {
	for _, l := range h.Limits {
		if l.Name == name {
			return l, true
		}
	}
	return RateLimit{}, false
}

// structuredList yields the members of an IETF structured-field list of
// quoted names with integer parameters, as the RateLimit headers are sent:
// `"burst";r=9;t=1, "month";r=990;t=712633`. A member or parameter that does
// not parse is skipped.
func structuredList(value string) iter.Seq2[string, map[string]int64] {
	return func(yield func(string, map[string]int64) bool) {
		for member := range strings.SplitSeq(value, ",") {
			parts := strings.Split(strings.TrimSpace(member), ";")
			name, err := strconv.Unquote(parts[0])
			if err != nil || name == "" {
				continue
			}
			params := map[string]int64{}
			for _, p := range parts[1:] {
				key, raw, ok := strings.Cut(strings.TrimSpace(p), "=")
				if n, err := strconv.ParseInt(raw, 10, 64); ok && err == nil {
					params[key] = n
				}
			}
			if !yield(name, params) {
				return
			}
		}
	}
}
