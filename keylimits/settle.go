package keylimits

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// flushDelay is how long a finished request's settlement waits for the
// key's next admission to carry it before it is sent on its own.
const flushDelay = 50 * time.Millisecond

// settlement is what a finished request leaves to apply: its token (to
// leave the key's requests in flight) and the correction of its engine
// reservation, in seconds of the key's budget.
type settlement struct {
	token      string
	correction float64
}

type pending []settlement

// args lays the settlements out as the scripts read them.
func (p pending) args() []any {
	out := make([]any, 0, 1+2*len(p))
	out = append(out, len(p))
	for _, s := range p {
		out = append(out, s.token, strconv.FormatFloat(s.correction, 'g', -1, 64))
	}
	return out
}

// settlements are the settlements waiting, by key digest, and the keys
// whose flush is scheduled.
type settlements struct {
	mu        sync.Mutex
	waiting   map[string]pending
	scheduled map[string]bool
}

func (s *settlements) take(digest string) pending {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.waiting[digest]
	delete(s.waiting, digest)
	return p
}

func (s *settlements) putBack(digest string, p pending) {
	if len(p) == 0 {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.waiting == nil {
		s.waiting = map[string]pending{}
	}
	s.waiting[digest] = append(s.waiting[digest], p...)
}

// add queues one settlement; it reports whether the key has no flush
// scheduled, which whoever adds it then schedules. A busy key's admissions
// take its settlements between flushes, so one flush at a time is enough:
// it sends whatever is waiting when it runs, at most flushDelay after any
// of them was added.
func (s *settlements) add(digest string, st settlement) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.waiting == nil {
		s.waiting = map[string]pending{}
	}
	if s.scheduled == nil {
		s.scheduled = map[string]bool{}
	}
	s.waiting[digest] = append(s.waiting[digest], st)
	if s.scheduled[digest] {
		return false
	}
	s.scheduled[digest] = true
	return true
}

// due takes the settlements of a key whose flush runs now; the next
// settlement added schedules another.
func (s *settlements) due(digest string) pending {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.scheduled, digest)
	p := s.waiting[digest]
	delete(s.waiting, digest)
	return p
}

// Finish settles a request that Begin admitted (Allowed or QuotaExceeded;
// other decisions need nothing): the request leaves the key's requests in
// flight, and the key's engine budget is charged what it spent instead of
// its estimate. The settlement rides on the key's next admission, or is
// sent by the key's flush, at most flushDelay later.
func (l *Limiter) Finish(d Decision, spent time.Duration) {
	if d.token == "" {
		return
	}
	correction := 0.0
	if d.Limits.EngineMS > 0 {
		correction = (spent - d.estimate).Seconds() * 1000 / float64(d.Limits.EngineMS)
	}
	if l.settlements.add(d.digest, settlement{token: d.token, correction: correction}) {
		time.AfterFunc(flushDelay, func() { l.flush(d.digest) })
	}
}

// flush sends the settlements of a key that no admission carried.
func (l *Limiter) flush(digest string) {
	waiting := l.settlements.due(digest)
	if len(waiting) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), l.timeout())
	defer cancel()
	keys := []string{engineKey(l.Prefix, digest), inFlightKey(l.Prefix, digest)}
	if err := flushScript.Run(ctx, l.Redis, keys, waiting.args()...).Err(); err != nil {
		// Redis is away: the requests' entries expire on their own
		// (after two minutes), and the budget loses the corrections.
		return
	}
}

var (
	tokenPrefix = newProcessID()
	tokenCount  atomic.Uint64
)

func newProcessID() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// newToken names one request uniquely across the api's processes.
func newToken() string {
	return tokenPrefix + strconv.FormatUint(tokenCount.Add(1), 36)
}
