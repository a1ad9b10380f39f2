package handlers

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"go.uber.org/zap"

	"readapi/internal/enginetime"
	"readapi/keylimits"
)

// KeyGate authenticates API keys and applies their scopes, per-second limits
// and monthly quotas (see package keylimits). When Redis does not answer it
// fails closed: 503 unavailable with Retry-After.
//
// It also holds each key to its engine budget and its cap of requests in
// flight: a request reserves its estimated engine time (Costs) when it is
// admitted, its searches may run in the engine no longer than the key's
// budget has left, and what it really spent (the meter its context
// carries, see enginetime) settles the key's account when it is done.
type KeyGate struct {
	Limiter *keylimits.Limiter
	Log     *zap.Logger
	// Costs estimates requests' engine time; nil reserves none.
	Costs *CostEstimator
	// Observe, when set, is told the outcome of every admission (one of the
	// Outcome constants) and how long Redis took to decide it (0 when the
	// request was refused before Redis was asked: no or a malformed key).
	Observe func(outcome string, redis time.Duration)
	// ObserveSpent, when set, is told the engine time every admitted
	// request spent.
	ObserveSpent func(spent time.Duration)
	// MinSearchTime is the least engine time a search of an admitted
	// request is given however little its key's budget has left (a search
	// cancelled sooner would spend the budget for nothing); 0 means 50 ms.
	MinSearchTime time.Duration
}

// The outcomes of an admission, as KeyGate.Observe receives them.
const (
	OutcomeAdmitted      = "admitted"
	OutcomeRateLimited   = "rate_limited"
	OutcomeEngineBudget  = "engine_budget"
	OutcomeInFlight      = "in_flight"
	OutcomeQuotaExceeded = "quota_exceeded"
	OutcomeUnauthorized  = "unauthorized"
	OutcomeForbidden     = "forbidden"
	OutcomeUnavailable   = "unavailable"
)

const bearerChallenge = `Bearer realm="readapi"`

func unauthorized(format string, args ...any) *Error {
	e := NewError(http.StatusUnauthorized, CodeUnauthorized, format, args...)
	e.Header = http.Header{"Www-Authenticate": {bearerChallenge}}
	return e
}

// bearerKey returns the key of an `Authorization: Bearer <key>` header.
func bearerKey(r *http.Request) (string, error) {
	h := r.Header.Get("Authorization")
	if h == "" {
		return "", unauthorized("missing API key: send it as the header Authorization: Bearer <key>")
	}
	scheme, key, ok := strings.Cut(h, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", unauthorized("malformed Authorization header: expected Bearer <key>")
	}
	key = strings.TrimSpace(key)
	if keylimits.CheckKey(key) != nil {
		return "", unauthorized("malformed API key: a key is %s followed by letters a-z and digits 2-7 ending in a checksum; check that it was copied whole", keylimits.KeyPrefix)
	}
	return key, nil
}

// Admit runs authenticate → scope → per-second limit → quota in one Redis
// round trip and reserves a credit for a request it serves; the Settle gives
// the credit back when the response is not 2xx. With the month's credits
// spent, a request carrying If-None-Match is admitted for revalidation only.
func (g *KeyGate) Admit(w http.ResponseWriter, r *http.Request, dataset string) Admission {
	w.Header().Add("Vary", "Authorization")
	key, err := bearerKey(r)
	if err != nil {
		g.observe(OutcomeUnauthorized, 0)
		return Admission{Verdict: Refuse, Refusal: err}
	}
	units := Weight(r.URL.Query())
	var estimate time.Duration
	if g.Costs != nil {
		estimate = g.Costs.Estimate(units)
	}
	start := time.Now()
	d, err := g.Limiter.Begin(r.Context(), key, dataset, estimate)
	g.observe(outcome(d, err), time.Since(start))
	SetKeyID(w, d.KeyID)
	if err != nil {
		g.Log.Warn("cannot check API key; refusing the request", zap.String("key_id", d.KeyID), zap.Error(err))
		return Admission{Verdict: Refuse, Refusal: unavailable("the API key cannot be checked right now; retry shortly")}
	}
	if d.Outcome != keylimits.Unknown && d.Outcome != keylimits.Revoked {
		setLimitHeaders(w.Header(), d)
	}
	switch {
	case d.Outcome == keylimits.Allowed:
		return Admission{Verdict: Serve, Settle: g.refundUnlessOK(context.WithoutCancel(r.Context()), d), Done: g.finish(r, d, units)}
	case d.Outcome == keylimits.QuotaExceeded && r.Header.Get("If-None-Match") != "":
		return Admission{Verdict: RevalidateOnly, Refusal: refusal(d, dataset), Done: g.finish(r, d, units)}
	case d.Outcome == keylimits.QuotaExceeded:
		g.Limiter.Finish(d, 0)
	}
	return Admission{Verdict: Refuse, Refusal: refusal(d, dataset)}
}

// finish limits the engine time of the request's searches to what the
// key's budget had left, and returns what settles its account when it is
// done: the engine time its meter recorded.
func (g *KeyGate) finish(r *http.Request, d keylimits.Decision, units float64) func() {
	meter := enginetime.From(r.Context())
	if meter == nil {
		meter = &enginetime.Meter{}
	}
	if d.EngineLeft >= 0 {
		least := g.MinSearchTime
		if least <= 0 {
			least = 50 * time.Millisecond
		}
		meter.SetLimit(max(d.EngineLeft+g.reserved(units), least))
	}
	return func() {
		spent := meter.Spent()
		g.Limiter.Finish(d, spent)
		if spent > 0 && g.Costs != nil {
			g.Costs.Observe(units, spent)
		}
		if g.ObserveSpent != nil {
			g.ObserveSpent(spent)
		}
	}
}

func (g *KeyGate) reserved(units float64) time.Duration {
	if g.Costs == nil {
		return 0
	}
	return g.Costs.Estimate(units)
}

func (g *KeyGate) observe(outcome string, redis time.Duration) {
	if g.Observe != nil {
		g.Observe(outcome, redis)
	}
}

// outcome names the outcome of a limiter decision for KeyGate.Observe.
func outcome(d keylimits.Decision, err error) string {
	switch {
	case err != nil:
		return OutcomeUnavailable
	case d.Outcome == keylimits.Allowed:
		return OutcomeAdmitted
	case d.Outcome == keylimits.RateLimited && d.Reason == keylimits.ReasonEngine:
		return OutcomeEngineBudget
	case d.Outcome == keylimits.RateLimited && d.Reason == keylimits.ReasonInFlight:
		return OutcomeInFlight
	case d.Outcome == keylimits.RateLimited:
		return OutcomeRateLimited
	case d.Outcome == keylimits.QuotaExceeded:
		return OutcomeQuotaExceeded
	case d.Outcome == keylimits.Forbidden:
		return OutcomeForbidden
	}
	return OutcomeUnauthorized
}

// refundUnlessOK settles an Allowed decision: the reserved credit is given
// back when the response is not 2xx.
func (g *KeyGate) refundUnlessOK(ctx context.Context, d keylimits.Decision) Settle {
	return func(h http.Header, status int) {
		if status >= 200 && status < 300 {
			return
		}
		if err := g.Limiter.Refund(ctx, d); err != nil {
			g.Log.Warn("could not give back the credit of a non-2xx response", zap.String("key_id", d.KeyID), zap.Int("status", status), zap.Error(err))
			return
		}
		d.Used--
		setLimitHeaders(h, d)
	}
}

// refusal is the error that answers a decision other than Allowed.
func refusal(d keylimits.Decision, dataset string) *Error {
	switch d.Outcome {
	case keylimits.Unknown:
		return unauthorized("unknown API key")
	case keylimits.Revoked:
		return unauthorized("this API key has been revoked")
	case keylimits.Forbidden:
		return NewError(http.StatusForbidden, CodeForbidden, "this key cannot read %s; it can read: %s",
			dataset, strings.Join(d.Datasets, ", "))
	case keylimits.RateLimited:
		wait := keylimits.RetryAfterSeconds(d.RetryAfter)
		var e *Error
		switch d.Reason {
		case keylimits.ReasonEngine:
			e = NewError(http.StatusTooManyRequests, CodeRateLimited,
				"this key's search-engine time is spent (%d ms a second, %d ms at once); send lighter requests or retry after %d s", d.Limits.EngineMS, d.Limits.EngineBurstMS, wait)
		case keylimits.ReasonInFlight:
			e = NewError(http.StatusTooManyRequests, CodeRateLimited,
				"more than %d requests at once on this key; wait for an answer before sending more, or retry after %d s", d.Limits.InFlight, wait)
		default:
			e = NewError(http.StatusTooManyRequests, CodeRateLimited,
				"more than %d requests per second (burst %d) on this key; retry after %d s", d.Limits.RPS, d.Limits.Burst, wait)
		}
		e.Header = http.Header{"Retry-After": {strconv.Itoa(wait)}}
		return e
	default: // keylimits.QuotaExceeded
		return NewError(http.StatusTooManyRequests, CodeQuotaExceeded,
			"the monthly allowance of %d requests is spent (%d used in %s); it resets on %s",
			d.Limits.Monthly, d.Used, d.Month, d.MonthReset().Format(time.DateOnly))
	}
}

// setLimitHeaders reports the key's position: X-Quota-Limit/X-Quota-Used,
// and the IETF RateLimit-Policy/RateLimit headers for the per-second
// ("burst") and the monthly policy.
func setLimitHeaders(h http.Header, d keylimits.Decision) {
	h.Set("X-Quota-Limit", strconv.FormatInt(d.Limits.Monthly, 10))
	h.Set("X-Quota-Used", strconv.FormatInt(d.Used, 10))
	reset := d.MonthReset()
	monthStart := reset.AddDate(0, -1, 0)
	window := int(math.Ceil(float64(d.Limits.Burst) / float64(d.Limits.RPS)))
	h.Set("RateLimit-Policy", fmt.Sprintf(`"burst";q=%d;w=%d, "month";q=%d;w=%d`,
		d.Limits.Burst, window, d.Limits.Monthly, int(reset.Sub(monthStart).Seconds())))
	month := fmt.Sprintf(`"month";r=%d;t=%d`, max(d.Limits.Monthly-d.Used, 0), max(int(reset.Sub(d.Now).Seconds()), 0))
	switch d.Outcome {
	case keylimits.Allowed, keylimits.QuotaExceeded:
		h.Set("RateLimit", fmt.Sprintf(`"burst";r=%d;t=%d, %s`, d.Remaining, int(math.Ceil(d.ResetAfter.Seconds())), month))
	case keylimits.RateLimited:
		h.Set("RateLimit", fmt.Sprintf(`"burst";r=0;t=%d, %s`, keylimits.RetryAfterSeconds(d.RetryAfter), month))
	default:
		h.Set("RateLimit", month)
	}
}
