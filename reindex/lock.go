package reindex

import (
	"readapi/internal/opensearch"

	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// LockTTL is how long a lock outlives its last heartbeat: a crashed holder
// blocks the dataset for at most this long.
const LockTTL = 60 * time.Second

// DefaultLockWait is how long a load or ingest waits for the lock by
// default: longer than LockTTL, so that a run started right after a crashed
// one (killed, out of memory, its machine lost) outwaits the dead holder's
// lock instead of failing. A holder on this machine whose process is gone
// is replaced at once (see holderGone).
const DefaultLockWait = LockTTL + LockTTL/4

// lockDoc is one held lock, stored in the <prefix>locks index under the
// dataset's name.
type lockDoc struct {
	Dataset    string    `json:"dataset"`
	Operation  string    `json:"operation"`
	Holder     string    `json:"holder"`
	AcquiredAt time.Time `json:"acquired_at"`
	ExpiresAt  time.Time `json:"expires_at"`
}

// datasetLock is a held lock; a heartbeat keeps it alive until release.
type datasetLock struct {
	c     *opensearch.Client
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

// acquireLock takes the dataset's lock for operation, waiting up to wait for
// a live holder to finish. A holder whose lock expired (it crashed) is
// replaced.
func acquireLock(ctx context.Context, c *opensearch.Client, prefix, dataset, operation string, wait time.Duration, progress io.Writer, clock func() time.Time) (*datasetLock, error) {
	index, err := ensureInternal(ctx, c, prefix, "locks")
	if err != nil {
		return nil, err
	}
	l := &datasetLock{c: c, path: opensearch.DocPath(index, dataset), clock: clock,
		doc: lockDoc{Dataset: dataset, Operation: operation, Holder: thisHolder()}}
	deadline := clock().Add(wait)
	announced := false
	for {
		now := clock().UTC()
		l.doc.AcquiredAt, l.doc.ExpiresAt = now, now.Add(LockTTL)
		data, err := c.Do(ctx, http.MethodPut, "/"+url.PathEscape(index)+"/_create/"+url.PathEscape(dataset), l.doc)
		if err == nil {
			var v docVersion
			if err := json.Unmarshal(data, &v); err != nil {
				return nil, fmt.Errorf("decoding the lock: %w", err)
			}
			l.seq, l.term = v.SeqNo, v.PrimaryTerm
			l.stop, l.done = make(chan struct{}), make(chan struct{})
			go l.heartbeat()
			return l, nil
		}
		if !opensearch.HasStatus(err, http.StatusConflict) {
			return nil, fmt.Errorf("taking the %s lock: %w", dataset, err)
		}
		held, v, err := l.read(ctx)
		if err != nil {
			return nil, err
		}
		if held == nil {
			continue
		}
		if l.ours(held) { // our create landed but its answer was lost
			l.seq, l.term = v.SeqNo, v.PrimaryTerm
			l.stop, l.done = make(chan struct{}), make(chan struct{})
			go l.heartbeat()
			return l, nil
		}
		expired, gone := now.After(held.ExpiresAt), holderGone(held.Holder)
		if expired || gone {
			why := "which expired at " + held.ExpiresAt.Format(time.RFC3339)
			if !expired {
				why = "whose process no longer runs on this machine"
			}
			fmt.Fprintf(progress, "reindex: %s: taking over the lock of %s (%s), %s\n", dataset, held.Holder, held.Operation, why)
			_, err := c.Do(ctx, http.MethodDelete, fmt.Sprintf("%s?if_seq_no=%d&if_primary_term=%d", l.path, v.SeqNo, v.PrimaryTerm), nil)
			if err != nil && !opensearch.HasStatus(err, http.StatusConflict) && !opensearch.HasStatus(err, http.StatusNotFound) {
				return nil, fmt.Errorf("clearing an expired %s lock: %w", dataset, err)
			}
			continue
		}
		if !now.Before(deadline) {
			return nil, fmt.Errorf("%s is locked by a %s (%s, since %s); another load or ingest of this dataset is running — try again when it ends (a crashed holder's lock expires by %s)",
				dataset, held.Operation, held.Holder, held.AcquiredAt.Format(time.RFC3339), held.ExpiresAt.Format(time.RFC3339))
		}
		if !announced {
			fmt.Fprintf(progress, "reindex: %s: waiting for a %s (%s) to finish\n", dataset, held.Operation, held.Holder)
			announced = true
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(500 * time.Millisecond):
		}
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
	var doc struct {
		docVersion
		Found  bool    `json:"found"`
		Source lockDoc `json:"_source"`
	}
	data, err := l.c.Do(ctx, http.MethodGet, l.path, nil)
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
	l.doc.ExpiresAt = l.clock().UTC().Add(LockTTL)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	data, err := l.c.Do(ctx, http.MethodPut, fmt.Sprintf("%s?if_seq_no=%d&if_primary_term=%d", l.path, l.seq, l.term), l.doc)
	var v docVersion
	switch {
	case opensearch.HasStatus(err, http.StatusConflict):
		// An earlier extension may have landed with its answer lost (timed
		// out, or its node gone): then the lock is still ours.
		held, current, err := l.read(ctx)
		if err == nil && held != nil && l.ours(held) {
			l.seq, l.term = current.SeqNo, current.PrimaryTerm
		} else if err == nil {
			l.err = fmt.Errorf("lost the %s lock to another process", l.doc.Dataset)
		}
	case opensearch.HasStatus(err, http.StatusNotFound):
		l.err = fmt.Errorf("lost the %s lock to another process", l.doc.Dataset)
	case err == nil && json.Unmarshal(data, &v) == nil:
		l.seq, l.term = v.SeqNo, v.PrimaryTerm
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
