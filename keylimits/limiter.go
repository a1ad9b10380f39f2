package keylimits

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

var (
	//go:embed settle.lua
	settleSource string
	//go:embed admit.lua
	admitSource string
	//go:embed flush.lua
	flushSource string

	admitScript = redis.NewScript(settleSource + admitSource)
	flushScript = redis.NewScript(settleSource + flushSource)
)

// Outcome is what the limiter decided about one request.
type Outcome int

// The outcomes, in the order the checks run.
const (
	// Allowed: serve the request; one credit is reserved.
	Allowed Outcome = iota
	// Unknown: no key with that digest was issued.
	Unknown
	// Revoked: the key was revoked.
	Revoked
	// Forbidden: the key's scope lacks the dataset.
	Forbidden
	// RateLimited: the per-second limit is exceeded.
	RateLimited
	// QuotaExceeded: this month's credits are spent.
	QuotaExceeded
)

// Decision is the limiter's answer for one request.
type Decision struct {
	Outcome Outcome
	// KeyID identifies the key for logs (never the key).
	KeyID string
	// Limits are the key's effective figures (zero for Unknown and Revoked).
	Limits Limits
	// Datasets is the key's scope (Forbidden only).
	Datasets []string
	// Month is the UTC calendar month ("2006-01") whose credits apply.
	Month string
	// Used is the month's credits used, counting this request's reservation.
	Used int64
	// Remaining is how many more requests the per-second limit admits now.
	Remaining int
	// RetryAfter is the wait before the per-second limit admits a request
	// (RateLimited only).
	RetryAfter time.Duration
	// Reason says which limit refused a RateLimited request: ReasonRate,
	// ReasonInFlight or ReasonEngine.
	Reason string
	// EngineLeft is the engine time the key may still spend now, after
	// this request's reservation (Allowed and QuotaExceeded of Begin; -1
	// when the key has no engine budget).
	EngineLeft time.Duration
	// ResetAfter is the time until the per-second allowance is full again.
	ResetAfter time.Duration
	// Now is Redis's clock at the decision.
	Now time.Time

	digest string
	// token names the request among the key's requests in flight (Begin
	// only); estimate is the engine time it reserved.
	token    string
	estimate time.Duration
}

// The limits that refuse a request with RateLimited, as Decision.Reason.
const (
	ReasonRate     = "rate"
	ReasonInFlight = "in_flight"
	ReasonEngine   = "engine"
)

// MonthReset is when the month's credits reset: 00:00 UTC on the 1st of the
// next month.
func (d Decision) MonthReset() time.Time {
	t, err := time.Parse("2006-01", d.Month)
	if err != nil {
		return time.Time{}
	}
	return t.AddDate(0, 1, 0)
}

// Limiter admits requests of API keys stored under Prefix.
type Limiter struct {
	Redis  redis.Cmdable
	Prefix string
	// Plans are the plan figures (default Plans).
	Plans map[string]Limits
	// Timeout bounds every Redis call (default 500 ms).
	Timeout time.Duration

	settlements settlements
}

func (l *Limiter) timeout() time.Duration {
	if l.Timeout > 0 {
		return l.Timeout
	}
	return 500 * time.Millisecond
}

func (l *Limiter) planArgs() []any {
	plans := l.Plans
	if plans == nil {
		plans = Plans
	}
	args := make([]any, 0, 7*len(plans))
	for name, p := range plans {
		args = append(args, name, p.RPS, p.Burst, p.Monthly, p.EngineMS, p.EngineBurstMS, p.InFlight)
	}
	return args
}

// Admit runs every check for a request of key on dataset in one Redis round
// trip. The key must already pass CheckKey. An error means Redis did not
// answer in time or refused; the request must then be refused too.
// Admit is a check alone: it neither counts the request in flight nor
// reserves engine time (Begin does).
func (l *Limiter) Admit(ctx context.Context, key, dataset string) (Decision, error) {
	return l.admit(ctx, key, dataset, 0, "")
}

// Begin admits a request that will be served and settled: beside Admit's
// checks, it holds the key to its in-flight cap and its engine budget,
// reserving estimate of engine time. The request carries the settlements
// of the key's finished requests that are waiting (see Finish), so that a
// busy key's accounts cost no round trip of their own. An Allowed or
// QuotaExceeded decision must be passed to Finish when the request is done.
func (l *Limiter) Begin(ctx context.Context, key, dataset string, estimate time.Duration) (Decision, error) {
	return l.admit(ctx, key, dataset, estimate, newToken())
}

func (l *Limiter) admit(ctx context.Context, key, dataset string, estimate time.Duration, token string) (Decision, error) {
	digest := Digest(key)
	d := Decision{KeyID: KeyID(digest), digest: digest}
	ctx, cancel := context.WithTimeout(ctx, l.timeout())
	defer cancel()
	keys := []string{recordKey(l.Prefix, digest), rateKey(l.Prefix, digest), quotaKey(l.Prefix, digest), engineKey(l.Prefix, digest), inFlightKey(l.Prefix, digest)}
	waiting := l.settlements.take(digest)
	args := append([]any{dataset, ms(estimate), token}, waiting.args()...)
	res, err := admitScript.Run(ctx, l.Redis, keys, append(args, l.planArgs()...)...).Slice()
	if err != nil {
		l.settlements.putBack(digest, waiting)
		return d, fmt.Errorf("redis: %w", err)
	}
	if err := d.parse(res); err != nil {
		return d, fmt.Errorf("redis: admit script answered %v: %w", res, err)
	}
	if d.Outcome == Allowed || d.Outcome == QuotaExceeded {
		d.token, d.estimate = token, estimate
	}
	return d, nil
}

// ms is a duration in milliseconds, as the scripts read it.
func ms(d time.Duration) string {
	return strconv.FormatFloat(float64(d.Microseconds())/1000, 'f', 3, 64)
}

func (d *Decision) parse(res []any) error {
	if len(res) == 0 {
		return errors.New("empty answer")
	}
	switch res[0] {
	case "unknown":
		d.Outcome = Unknown
		return nil
	case "revoked":
		d.Outcome = Revoked
		return nil
	case "forbidden":
		d.Outcome = Forbidden
	case "rate_limited":
		d.Outcome = RateLimited
	case "quota_exceeded":
		d.Outcome = QuotaExceeded
	case "ok":
		d.Outcome = Allowed
	default:
		return fmt.Errorf("unknown outcome %v", res[0])
	}
	if len(res) < 3 {
		return errors.New("short answer")
	}
	limits, ok := res[1].([]any)
	if !ok || len(limits) != 9 {
		return errors.New("malformed limits")
	}
	ints := make([]int64, 9)
	for i, v := range limits {
		if i == 3 {
			continue
		}
		n, ok := v.(int64)
		if !ok {
			return fmt.Errorf("limit %d is %T", i, v)
		}
		ints[i] = n
	}
	d.Limits = Limits{RPS: int(ints[0]), Burst: int(ints[1]), Monthly: ints[2],
		EngineMS: int(ints[6]), EngineBurstMS: int(ints[7]), InFlight: int(ints[8])}
	d.Month, _ = limits[3].(string)
	d.Used = ints[4]
	d.Now = time.Unix(ints[5], 0).UTC()
	if d.Outcome == Forbidden {
		s, _ := res[2].(string)
		if s != "" {
			d.Datasets = strings.Split(s, ",")
		}
		return nil
	}
	if len(res) < 4 {
		return errors.New("short answer")
	}
	first, err := number(res[2])
	if err != nil {
		return err
	}
	reset, err := number(res[3])
	if err != nil {
		return err
	}
	d.ResetAfter = micros(reset)
	if len(res) < 5 {
		return errors.New("short answer")
	}
	if d.Outcome == RateLimited {
		d.RetryAfter = micros(first)
		d.Reason, _ = res[4].(string)
		return nil
	}
	d.Remaining = int(first)
	left, err := number(res[4])
	if err != nil {
		return err
	}
	d.EngineLeft = micros(left / 1000)
	if left < 0 {
		d.EngineLeft = -1
	}
	return nil
}

// micros converts seconds to a duration rounded to Redis's clock resolution
// (microseconds), dropping the float error of the script's arithmetic.
func micros(seconds float64) time.Duration {
	return time.Duration(math.Round(seconds*1e6)) * time.Microsecond
}

// number reads a number the script returned as a string (Lua numbers lose
// their fraction on the way out of Redis).
func number(v any) (float64, error) {
	s, _ := v.(string)
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, fmt.Errorf("not a number: %v", v)
	}
	return f, nil
}

// Refund gives back the credit an Allowed decision reserved, for a response
// that was not 2xx.
func (l *Limiter) Refund(ctx context.Context, d Decision) error {
	if d.Outcome != Allowed {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, l.timeout())
	defer cancel()
	return l.Redis.HIncrBy(ctx, quotaKey(l.Prefix, d.digest), d.Month, -1).Err()
}

// RetryAfterSeconds is a wait as a Retry-After value: whole seconds,
// rounded up, at least 1.
func RetryAfterSeconds(d time.Duration) int {
	s := int(math.Ceil(d.Seconds()))
	return max(s, 1)
}
