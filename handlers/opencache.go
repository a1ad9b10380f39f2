package handlers

import (
	"context"
	"sync"
	"time"
)

// shared answers the paths without a key from one call at a time: callers
// that come while a call runs wait for its answer, and the answer is kept
// for ttl, so that no volume of requests reaches the engine more than
// about once per ttl. A failure is kept too (for ttl), so a struggling
// engine is not asked more often either.
type shared[T any] struct {
	ttl time.Duration
	// coalesceOnly shares a running call but keeps no answer after it.
	coalesceOnly bool

	mu      sync.Mutex
	value   T
	err     error
	expires time.Time
	running chan struct{} // closed when the running call ends; nil when none runs
}

// get returns the kept answer while it is fresh, else the answer of one
// call of load (started now or already running). The call runs detached
// from any one caller's cancellation, bounded by the caller's timeout
// policy inside load; a caller that gives up stops waiting.
func (s *shared[T]) get(ctx context.Context, load func(context.Context) (T, error)) (T, error) {
	if s.ttl <= 0 && !s.coalesceOnly {
		return load(ctx)
	}
	s.mu.Lock()
	if !s.coalesceOnly && time.Now().Before(s.expires) {
		v, err := s.value, s.err
		s.mu.Unlock()
		return v, err
	}
	running := s.running
	if running == nil {
		running = make(chan struct{})
		s.running = running
		go s.load(context.WithoutCancel(ctx), load, running)
	}
	s.mu.Unlock()
	select {
	case <-running:
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.value, s.err
}

func (s *shared[T]) load(ctx context.Context, load func(context.Context) (T, error), done chan struct{}) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	v, err := load(ctx)
	s.mu.Lock()
	s.value, s.err, s.expires, s.running = v, err, time.Now().Add(s.ttl), nil
	s.mu.Unlock()
	close(done)
}
