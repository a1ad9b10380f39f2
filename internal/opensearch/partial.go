package opensearch

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"readapi/internal/jsonscan"
)

// PartialError is a search answered 200 that OpenSearch marks incomplete:
// some shards failed (a node was lost, a copy is missing, the index is being
// deleted) or the search ran out of time. Its hits, counts and aggregations
// cover only part of the data, so it matches ErrUnavailable: never serve it,
// retry later.
type PartialError struct {
	Method, Path string
	// Failed of Total shards failed; TimedOut is the answer's timed_out.
	Failed, Total int
	TimedOut      bool
	// Reasons are the failures' reason types, for messages.
	Reasons []string
}

func (e *PartialError) Error() string {
	what := fmt.Sprintf("%d of %d shards failed", e.Failed, e.Total)
	if e.TimedOut {
		what = "the search timed out"
		if e.Failed > 0 {
			what += fmt.Sprintf(" and %d of %d shards failed", e.Failed, e.Total)
		}
	}
	if len(e.Reasons) > 0 {
		what += " (" + strings.Join(e.Reasons, ", ") + ")"
	}
	return fmt.Sprintf("OpenSearch answered %s %s with a partial result: %s", e.Method, e.Path, what)
}

// Is makes a partial answer match ErrUnavailable.
func (e *PartialError) Is(target error) bool { return target == ErrUnavailable }

// shardsHeader is the "_shards" object of a search or count answer.
type shardsHeader struct {
	Total    int `json:"total"`
	Failed   int `json:"failed"`
	Failures []struct {
		Reason struct {
			Type string `json:"type"`
		} `json:"reason"`
	} `json:"failures"`
}

// complete returns a *PartialError when the answer of a search, count or
// msearch item reports failed shards or timed_out. It reads only the top
// level of the answer, where OpenSearch puts both before the hits, and
// stops there.
func complete(method, path string, data []byte) error {
	var shards []byte
	timedOut, seen := false, 0
	jsonscan.Members(data, 0, func(key []byte, at int) (int, bool) {
		stop, ok := jsonscan.SkipValue(data, at)
		if !ok {
			return 0, false
		}
		switch string(key) {
		case "timed_out":
			timedOut, seen = string(data[at:stop]) == "true", seen+1
		case "_shards":
			shards, seen = data[at:stop], seen+1
		}
		return stop, seen < 2
	})
	var h shardsHeader
	if shards != nil {
		if err := json.Unmarshal(shards, &h); err != nil {
			return fmt.Errorf("opensearch: decoding the _shards of %s %s: %w", method, path, err)
		}
	}
	if h.Failed == 0 && !timedOut {
		return nil
	}
	e := &PartialError{Method: method, Path: path, Failed: h.Failed, Total: h.Total, TimedOut: timedOut}
	for _, f := range h.Failures {
		if t := f.Reason.Type; t != "" && !slices.Contains(e.Reasons, t) {
			e.Reasons = append(e.Reasons, t)
		}
	}
	return e
}

// nodeLossTypes are the failure types of a shard request whose node was
// lost or left while the search ran.
var nodeLossTypes = []string{"node_disconnected_exception", "node_not_connected_exception", "connect_transport_exception", "node_closed_exception"}

// NodeLost reports whether err is a search that failed only because a node
// holding one of its shard copies was lost mid-search: a partial answer
// whose every failure is such a loss (and that did not time out), or a
// failed search phase caused by one (the fetch phase cannot move to another
// copy). The same search sent again runs on the copies still there.
func NodeLost(err error) bool {
	var pe *PartialError
	if errors.As(err, &pe) {
		return !pe.TimedOut && len(pe.Reasons) > 0 && !slices.ContainsFunc(pe.Reasons, func(t string) bool { return !slices.Contains(nodeLossTypes, t) })
	}
	var se *StatusError
	return errors.As(err, &se) && se.Status >= 500 && se.Type == "search_phase_execution_exception" &&
		slices.ContainsFunc(se.Causes, func(t string) bool { return slices.Contains(nodeLossTypes, t) })
}

// nodeLossRetryDelay is the wait before a search that lost a node is sent
// again: long enough for the coordinating node to see the connection gone.
const nodeLossRetryDelay = 50 * time.Millisecond

// pause waits d unless ctx ends first; it reports whether ctx is still live.
func pause(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}
