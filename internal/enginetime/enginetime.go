// Package enginetime carries one request's engine-time account through a
// context: a Meter that the transport to OpenSearch adds every search's
// engine time to (the `took` of a search, of each search of an _msearch,
// the wall time of any other call), and the time the request may still
// spend, which the transport hands to OpenSearch as the searches'
// cancel_after_time_interval. The key gate reads the meter when the request
// is done and debits the key's engine budget with it.
package enginetime

import (
	"context"
	"sync/atomic"
	"time"
)

// Meter adds up the engine time of one request's calls. Its methods are
// safe for concurrent use (a page and its facets are searched side by side).
type Meter struct {
	spent atomic.Int64 // microseconds
	limit atomic.Int64 // microseconds; 0 means none
}

// Add records d of engine time.
func (m *Meter) Add(d time.Duration) {
	if d > 0 {
		m.spent.Add(d.Microseconds())
	}
}

// Spent is the engine time recorded so far.
func (m *Meter) Spent() time.Duration { return time.Duration(m.spent.Load()) * time.Microsecond }

// SetLimit sets how long each search of the request may run in the engine
// before OpenSearch cancels it (0: no limit of the request's own).
func (m *Meter) SetLimit(d time.Duration) { m.limit.Store(d.Microseconds()) }

// Limit is the limit SetLimit set.
func (m *Meter) Limit() time.Duration { return time.Duration(m.limit.Load()) * time.Microsecond }

type meterKey struct{}

// With returns ctx carrying m.
func With(ctx context.Context, m *Meter) context.Context {
	return context.WithValue(ctx, meterKey{}, m)
}

// From returns the meter ctx carries, or nil.
func From(ctx context.Context) *Meter {
	m, _ := ctx.Value(meterKey{}).(*Meter)
	return m
}
