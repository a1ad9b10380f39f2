package reindex

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"readapi"
	"readapi/internal/opensearch"
)

// LockTTL is how long a lock outlives its last heartbeat: a crashed holder
// blocks the dataset for at most this long.
const LockTTL = 60 * time.Second

// DefaultLockWait is how long a load, rollback or ingest waits for a lock
// when the operator sets no --lock-wait: without limit, since a running
// load may take many minutes and a waiting command must not be dropped for
// it. It outlasts a crashed holder's lock, which expires after LockTTL; a
// holder on this machine whose process is gone is replaced at once (see
// holderGone).
const DefaultLockWait = time.Duration(math.MaxInt64)

// ErrLockBusy marks a command that gave up waiting for a lock within the
// wait the operator set (--lock-wait): nothing was applied; run it again.
var ErrLockBusy = errors.New("gave up waiting for a lock")

// busyError is a lock given up on; it is ErrLockBusy.
type busyError struct{ msg string }

func (e *busyError) Error() string        { return e.msg }
func (e *busyError) Is(target error) bool { return target == ErrLockBusy }

// The phases of a held lock. A load or rollback is building until its swap
// step, when it is swapping: ingests of its dataset then wait, and the swap
// waits for the ingests that are applying.
const (
	phaseBuilding = "building"
	phaseSwapping = "swapping"
	phaseApplying = "applying"
	phaseWaiting  = "waiting"
)

// datasetLockID is the id of a dataset's own lock, taken by loads and
// rollbacks; sourceLockID is the lock of one source's ingests of it, so
// that sources do not wait for each other.
func datasetLockID(dataset string) string        { return dataset }
func sourceLockID(dataset, source string) string { return dataset + "@" + source }

// lockDeadline is when a wait for a lock gives up: the zero time (never)
// for a wait of 0 or DefaultLockWait.
func lockDeadline(now time.Time, wait time.Duration) time.Time {
	if wait <= 0 || wait >= DefaultLockWait {
		return time.Time{}
	}
	return now.Add(wait)
}

// lockDoc is one held lock, stored in the <prefix>locks index under its id.
type lockDoc struct {
	Dataset   string `json:"dataset"`
	Source    string `json:"source,omitempty"`
	Operation string `json:"operation"`
	Phase     string `json:"phase,omitempty"`
	// Step is the named step a load, rollback or ingest is running.
	Step string `json:"step,omitempty"`
	// Building is the index a load or rollback is about to swap in.
	Building   string    `json:"building,omitempty"`
	Holder     string    `json:"holder"`
	AcquiredAt time.Time `json:"acquired_at"`
	ExpiresAt  time.Time `json:"expires_at"`
}

// live reports whether a stored lock still binds others at now: not
// expired, and its holder not provably gone.
func (d *lockDoc) live(now time.Time) bool {
	return !now.After(d.ExpiresAt) && !holderGone(d.Holder)
}

// datasetLock is a held lock; a heartbeat keeps it alive until release.
type datasetLock struct {
	c     *opensearch.Client
	index string
	path  string
	doc   lockDoc
	mu    sync.Mutex
	seq   int64
	term  int64
	err   error
	stop  chan struct{}
	done  chan struct{}
	clock func() time.Time
}

type docVersion struct {
	SeqNo       int64 `json:"_seq_no"`
	PrimaryTerm int64 `json:"_primary_term"`
}

// acquireLock takes the lock id for doc (dataset, operation, phase),
// waiting for a live holder to finish until deadline (zero: no limit); a
// wait given up on is ErrLockBusy. A holder whose lock expired (it crashed)
// is replaced.
func acquireLock(ctx context.Context, c *opensearch.Client, prefix, id string, doc lockDoc, deadline time.Time, progress io.Writer, clock func() time.Time) (*datasetLock, error) {
	index, err := ensureInternal(ctx, c, prefix, readapi.LocksIndex)
	if err != nil {
		return nil, err
	}
	doc.Holder = thisHolder()
	l := &datasetLock{c: c, index: index, path: opensearch.DocPath(index, id), clock: clock, doc: doc}
	announced, upgraded := time.Time{}, false
	for {
		now := clock().UTC()
		l.doc.AcquiredAt, l.doc.ExpiresAt = now, now.Add(LockTTL)
		data, err := c.Do(ctx, http.MethodPut, "/"+url.PathEscape(index)+"/_create/"+url.PathEscape(id), l.doc)
		if err == nil {
			var v docVersion
			if err := json.Unmarshal(data, &v); err != nil {
				return nil, fmt.Errorf("decoding the lock: %w", err)
			}
			l.start(v)
			return l, nil
		}
		if opensearch.HasType(err, "strict_dynamic_mapping_exception") && !upgraded {
			// A locks index made by an earlier release lacks the newer fields.
			upgraded = true
			if err := putMapping(ctx, c, index, readapi.LocksIndex); err != nil {
				return nil, err
			}
			continue
		}
		if !opensearch.HasStatus(err, http.StatusConflict) {
			return nil, fmt.Errorf("taking the %s lock: %w", id, err)
		}
		held, v, err := l.read(ctx)
		if err != nil {
			return nil, err
		}
		if held == nil {
			continue
		}
		if l.ours(held) { // our create landed but its answer was lost
			l.start(v)
			return l, nil
		}
		expired, gone := now.After(held.ExpiresAt), holderGone(held.Holder)
		if expired || gone {
			why := "which expired at " + held.ExpiresAt.Format(time.RFC3339)
			if !expired {
				why = "whose process no longer runs on this machine"
			}
			fmt.Fprintf(progress, "reindex: %s: taking over the lock of %s (%s), %s\n", id, held.Holder, held.Operation, why)
			_, err := c.Do(ctx, http.MethodDelete, fmt.Sprintf("%s?if_seq_no=%d&if_primary_term=%d", l.path, v.SeqNo, v.PrimaryTerm), nil)
			if err != nil && !opensearch.HasStatus(err, http.StatusConflict) && !opensearch.HasStatus(err, http.StatusNotFound) {
				return nil, fmt.Errorf("clearing an expired %s lock: %w", id, err)
			}
			continue
		}
		if !deadline.IsZero() && !now.Before(deadline) {
			return nil, &busyError{fmt.Sprintf("%s is locked by a %s (%s, since %s); another %s of it is running — nothing was applied, try again when it ends (a crashed holder's lock expires by %s)",
				id, held.Operation, held.Holder, held.AcquiredAt.Format(time.RFC3339), held.Operation, held.ExpiresAt.Format(time.RFC3339))}
		}
		if now.Sub(announced) >= time.Minute {
			fmt.Fprintf(progress, "reindex: %s: waiting for a %s (%s, since %s) to finish\n", id, held.Operation, held.Holder, held.AcquiredAt.Format(time.RFC3339))
			announced = now
		}
		if err := sleep(ctx, 500*time.Millisecond); err != nil {
			return nil, err
		}
	}
}

// start records the version of the lock just taken and starts its heartbeat.
func (l *datasetLock) start(v docVersion) {
	l.seq, l.term = v.SeqNo, v.PrimaryTerm
	l.stop, l.done = make(chan struct{}), make(chan struct{})
	go l.heartbeat()
}

// sleep waits d, or returns the context's error.
func sleep(ctx context.Context, d time.Duration) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(d):
		return nil
	}
}

// thisHolder names this process in a lock: "<host> pid <pid>".
func thisHolder() string {
	host, _ := os.Hostname()
	return fmt.Sprintf("%s pid %d", host, os.Getpid())
}

// holderGone reports whether a lock's holder provably no longer runs: it
// was a process of this machine (same host name) other than this one, and
// no process has its pid now. A holder on another machine, or one whose
// pid cannot be checked, is left to its lock's expiry.
func holderGone(holder string) bool {
	host, pidText, ok := strings.Cut(holder, " pid ")
	pid, err := strconv.Atoi(pidText)
	if !ok || err != nil || pid <= 0 || pid == os.Getpid() {
		return false
	}
	if me, _ := os.Hostname(); me == "" || host != me {
		return false
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	return errors.Is(p.Signal(syscall.Signal(0)), os.ErrProcessDone)
}

// read returns the current lock document (nil when there is none).
func (l *datasetLock) read(ctx context.Context) (*lockDoc, docVersion, error) {
	return readLock(ctx, l.c, l.path)
}

// readLock returns the lock document at path (nil when there is none).
func readLock(ctx context.Context, c *opensearch.Client, path string) (*lockDoc, docVersion, error) {
	var doc struct {
		docVersion
		Found  bool    `json:"found"`
		Source lockDoc `json:"_source"`
	}
	data, err := c.Do(ctx, http.MethodGet, path, nil)
	if opensearch.HasStatus(err, http.StatusNotFound) {
		return nil, docVersion{}, nil
	}
	if err != nil {
		return nil, docVersion{}, fmt.Errorf("reading the lock: %w", err)
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, docVersion{}, fmt.Errorf("decoding the lock: %w", err)
	}
	if !doc.Found {
		return nil, docVersion{}, nil
	}
	return &doc.Source, doc.docVersion, nil
}

// awaitNoSwap holds an ingest (its source lock held, in phase applying)
// while a load or rollback of its dataset is swapping, until deadline
// (zero: no limit; then ErrLockBusy). It leaves the lock applying, having
// seen no swap after it was: a swap step that begins later waits for it.
func (l *datasetLock) awaitNoSwap(ctx context.Context, deadline time.Time, progress io.Writer) error {
	swapPath := opensearch.DocPath(l.index, datasetLockID(l.doc.Dataset))
	waiting := false
	for {
		held, _, err := readLock(ctx, l.c, swapPath)
		if err != nil {
			return err
		}
		swapping := held != nil && held.Phase == phaseSwapping && held.live(l.clock())
		if !swapping && !waiting {
			return nil
		}
		if !swapping { // the swap ended: apply, and look again
			if err := l.setPhase(ctx, phaseApplying, ""); err != nil {
				return err
			}
			waiting = false
			continue
		}
		if !waiting {
			if err := l.setPhase(ctx, phaseWaiting, ""); err != nil {
				return err
			}
			fmt.Fprintf(progress, "reindex: %s: waiting while a %s swaps %s in\n", l.doc.Dataset, held.Operation, held.Building)
			waiting = true
		}
		if !deadline.IsZero() && !l.clock().Before(deadline) {
			return &busyError{fmt.Sprintf("%s: a %s (%s) is swapping %s in; nothing was applied, try again", l.doc.Dataset, held.Operation, held.Holder, held.Building)}
		}
		if err := sleep(ctx, 100*time.Millisecond); err != nil {
			return err
		}
	}
}

// applyingIngests lists the ingests of dataset that hold their source lock
// in phase applying (crashed holders left out).
func applyingIngests(ctx context.Context, c *opensearch.Client, locks, dataset string, now time.Time) ([]lockDoc, error) {
	if err := c.Refresh(ctx, locks); err != nil {
		return nil, err
	}
	query := map[string]any{"bool": map[string]any{"filter": []any{
		map[string]any{"term": map[string]any{"dataset": dataset}},
		map[string]any{"term": map[string]any{"operation": "ingest"}},
		map[string]any{"term": map[string]any{"phase": phaseApplying}},
	}}}
	var out []lockDoc
	err := c.EachHit(ctx, locks, query, nil, func(hits []opensearch.Hit) error {
		for _, h := range hits {
			var doc lockDoc
			if err := json.Unmarshal(h.Source, &doc); err != nil {
				return fmt.Errorf("decoding the lock %s: %w", h.ID, err)
			}
			if doc.live(now) {
				out = append(out, doc)
			}
		}
		return nil
	})
	return out, err
}

// heartbeat extends the lock until release.
func (l *datasetLock) heartbeat() {
	defer close(l.done)
	ticker := time.NewTicker(LockTTL / 4)
	defer ticker.Stop()
	for {
		select {
		case <-l.stop:
			return
		case <-ticker.C:
		}
		l.extend()
	}
}

// extend moves the lock's expiry on; a lost lock is recorded.
func (l *datasetLock) extend() {
	l.mu.Lock()
	defer l.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = l.write(ctx)
}

// setPhase moves the held lock to phase (and the index being built, for a
// load or rollback), and its expiry on.
func (l *datasetLock) setPhase(ctx context.Context, phase, building string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.doc.Phase = phase
	if building != "" {
		l.doc.Building = building
	}
	if err := l.write(ctx); err != nil {
		return err
	}
	return l.err
}

// setStep records in the held lock the step its holder is running, for
// reindex status. Only a lost lock is an error: a step left unrecorded
// (the engine briefly unreachable) is not worth failing the work for.
func (l *datasetLock) setStep(ctx context.Context, step string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.doc.Step = step
	_ = l.write(ctx)
	return l.err
}

// write stores the lock document over the version this holder last wrote,
// with its expiry moved on; l.mu is held. A lost lock is recorded in l.err.
func (l *datasetLock) write(ctx context.Context) error {
	l.doc.ExpiresAt = l.clock().UTC().Add(LockTTL)
	upgraded := false
	for attempt := 0; ; attempt++ {
		data, err := l.c.Do(ctx, http.MethodPut, fmt.Sprintf("%s?if_seq_no=%d&if_primary_term=%d", l.path, l.seq, l.term), l.doc)
		var v docVersion
		switch {
		case opensearch.HasType(err, "strict_dynamic_mapping_exception") && !upgraded:
			// A locks index made by an earlier release lacks the newer fields.
			upgraded = true
			if err := putMapping(ctx, l.c, l.index, readapi.LocksIndex); err != nil {
				return err
			}
		case opensearch.HasStatus(err, http.StatusConflict):
			// An earlier write may have landed with its answer lost (timed
			// out, or its node gone): then the lock is still ours.
			held, current, rerr := l.read(ctx)
			if rerr != nil {
				return rerr
			}
			if held == nil || !l.ours(held) {
				l.err = fmt.Errorf("lost the %s lock to another process", l.doc.Dataset)
				return l.err
			}
			l.seq, l.term = current.SeqNo, current.PrimaryTerm
			if attempt > 0 {
				return err
			}
		case opensearch.HasStatus(err, http.StatusNotFound):
			l.err = fmt.Errorf("lost the %s lock to another process", l.doc.Dataset)
			return l.err
		case err != nil:
			return err
		default:
			if err := json.Unmarshal(data, &v); err != nil {
				return fmt.Errorf("decoding the lock: %w", err)
			}
			l.seq, l.term = v.SeqNo, v.PrimaryTerm
			return nil
		}
	}
}

// ours reports whether a stored lock is this acquisition's own.
func (l *datasetLock) ours(held *lockDoc) bool {
	return held.Holder == l.doc.Holder && held.AcquiredAt.Equal(l.doc.AcquiredAt)
}

// check reports a lost lock.
func (l *datasetLock) check() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.err
}

// release stops the heartbeat and deletes the lock if still held.
func (l *datasetLock) release() {
	close(l.stop)
	<-l.done
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, _ = l.c.Do(ctx, http.MethodDelete, fmt.Sprintf("%s?if_seq_no=%d&if_primary_term=%d", l.path, l.seq, l.term), nil)
}
