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

//go:embed admit.lua
var admitSource string

var admitScript = redis.NewScript(admitSource)

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
	// ResetAfter is the time until the per-second allowance is full again.
	ResetAfter time.Duration
	// Now is Redis's clock at the decision.
	Now time.Time

	digest string
}

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
}

func (l *Limiter) timeout() time.Duration {
	if l.Timeout > 0 {
		return l.Timeout
	}
	return 500 * time.Millisecond
}

func (l *Limiter) planArgs(dataset string) []any {
	plans := l.Plans
	if plans == nil {
		plans = Plans
	}
	args := make([]any, 0, 1+4*len(plans))
	args = append(args, dataset)
	for name, p := range plans {
		args = append(args, name, p.RPS, p.Burst, p.Monthly)
	}
	return args
}

// Admit runs every check for a request of key on dataset in one Redis round
// trip. The key must already pass CheckKey. An error means Redis did not
// answer in time or refused; the request must then be refused too.
func (l *Limiter) Admit(ctx context.Context, key, dataset string) (Decision, error) {
	digest := Digest(key)
	d := Decision{KeyID: KeyID(digest), digest: digest}
	ctx, cancel := context.WithTimeout(ctx, l.timeout())
	defer cancel()
	keys := []string{recordKey(l.Prefix, digest), rateKey(l.Prefix, digest), quotaKey(l.Prefix, digest)}
	res, err := admitScript.Run(ctx, l.Redis, keys, l.planArgs(dataset)...).Slice()
	if err != nil {
		return d, fmt.Errorf("redis: %w", err)
	}
	if err := d.parse(res); err != nil {
		return d, fmt.Errorf("redis: admit script answered %v: %w", res, err)
	}
	return d, nil
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
	if !ok || len(limits) != 6 {
		return errors.New("malformed limits")
	}
	ints := make([]int64, 6)
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
	d.Limits = Limits{RPS: int(ints[0]), Burst: int(ints[1]), Monthly: ints[2]}
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
	if d.Outcome == RateLimited {
		d.RetryAfter = micros(first)
	} else {
		d.Remaining = int(first)
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
