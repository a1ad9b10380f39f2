package opensearch

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

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
