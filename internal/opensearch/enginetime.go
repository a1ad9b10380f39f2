package opensearch

import (
	"context"
	"strconv"
	"strings"
	"time"

	"readapi/internal/enginetime"
	"readapi/internal/jsonscan"
)

// searchLimit is how long a search sent with ctx may run in the engine:
// the request's own limit (enginetime.Meter.SetLimit) within the client's
// SearchTimeout; 0 means no limit.
func (c *Client) searchLimit(ctx context.Context) time.Duration {
	limit := c.searchTimeout
	if m := enginetime.From(ctx); m != nil {
		if l := m.Limit(); l > 0 && (limit <= 0 || l < limit) {
			limit = l
		}
	}
	return limit
}

// withCancelAfter adds cancel_after_time_interval to the path of a search
// or msearch: OpenSearch cancels the search's task (and answers an error,
// never a partial result) once it has run that long. Whole milliseconds,
// at least 1.
func withCancelAfter(path string, limit time.Duration) string {
	sep := "?"
	if strings.Contains(path, "?") {
		sep = "&"
	}
	ms := max(limit.Milliseconds(), 1)
	return path + sep + "cancel_after_time_interval=" + strconv.FormatInt(ms, 10) + "ms"
}

// meter adds a call's engine time to the meter ctx carries: the took of a
// search's answer, the sum of the tooks of an msearch's searches, and the
// wall time of any other call or of an answer without took (a failed or
// cancelled search spent engine time too).
func meter(ctx context.Context, op string, data []byte, elapsed time.Duration) {
	m := enginetime.From(ctx)
	if m == nil {
		return
	}
	var took time.Duration
	ok := false
	switch op {
	case "search":
		took, ok = tookOf(data)
	case "msearch":
		took, ok = msearchTook(data)
	}
	if !ok {
		took = elapsed
	}
	m.Add(took)
}

// tookOf reads the took (milliseconds) of a search's answer, the first
// member OpenSearch writes.
func tookOf(data []byte) (time.Duration, bool) {
	var took time.Duration
	found := false
	jsonscan.Members(data, 0, func(key []byte, at int) (int, bool) {
		stop, ok := jsonscan.SkipValue(data, at)
		if !ok {
			return 0, false
		}
		if string(key) == "took" {
			n, err := strconv.ParseInt(string(data[at:stop]), 10, 64)
			took, found = time.Duration(n)*time.Millisecond, err == nil
			return stop, false
		}
		return stop, true
	})
	return took, found
}

// msearchTook adds up the tooks of an msearch's searches (an item without
// one, a failed search, counts nothing: the call's wall time is then the
// better figure, and is used when no item has one).
func msearchTook(data []byte) (time.Duration, bool) {
	var sum time.Duration
	found := false
	jsonscan.Members(data, 0, func(key []byte, at int) (int, bool) {
		if string(key) != "responses" {
			return jsonscan.SkipValue(data, at)
		}
		stop, ok := jsonscan.Elements(data, at, func(item int) (int, bool) {
			end, ok := jsonscan.SkipValue(data, item)
			if t, has := tookOf(data[item:end]); has {
				sum += t
				found = true
			}
			return end, ok
		})
		// nothing after the responses is read
		_ = ok
		return stop, false
	})
	return sum, found
}
