package opensearch

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
)

// MultiSearch sends search bodies to an index, alias or pattern in one
// _msearch request. OpenSearch runs them as separate searches, side by side;
// the answers come back in order, each the raw answer of its search or, for
// a search OpenSearch refused or answered only in part, the *StatusError or
// *PartialError Search would have returned. When a search failed because
// a node was lost while it ran (NodeLost), all are sent once more.
func (c *Client) MultiSearch(ctx context.Context, index string, bodies [][]byte) ([]json.RawMessage, []error, error) {
	return c.MultiSearchPreferring(ctx, index, bodies, nil)
}

// MultiSearchPreferring is MultiSearch with OpenSearch's preference of each
// search (preferences[i] for bodies[i]; none when empty or missing).
func (c *Client) MultiSearchPreferring(ctx context.Context, index string, bodies [][]byte, preferences []string) ([]json.RawMessage, []error, error) {
	answers, errs, err := c.multiSearchOnce(ctx, index, bodies, preferences)
	if err == nil && slices.ContainsFunc(errs, NodeLost) && pause(ctx, nodeLossRetryDelay) {
		return c.multiSearchOnce(ctx, index, bodies, preferences)
	}
	return answers, errs, err
}

// multiSearchOnce is one _msearch request.
func (c *Client) multiSearchOnce(ctx context.Context, index string, bodies [][]byte, preferences []string) ([]json.RawMessage, []error, error) {
	var b bytes.Buffer
	for i, body := range bodies {
		if i < len(preferences) && preferences[i] != "" {
			header, _ := json.Marshal(map[string]string{"preference": preferences[i]})
			b.Write(header)
			b.WriteByte('\n')
		} else {
			b.WriteString("{}\n")
		}
		b.Write(bytes.TrimSpace(body))
		b.WriteByte('\n')
	}
	path := Path(index, "_msearch")
	data, err := c.Do(ctx, http.MethodPost, path, b.Bytes())
	if err != nil {
		return nil, nil, err
	}
	var out struct {
		Responses []json.RawMessage `json:"responses"`
	}
	if err := json.Unmarshal(data, &out); err != nil || len(out.Responses) != len(bodies) {
		return nil, nil, fmt.Errorf("opensearch: %s answered %d searches of %d (%v)", path, len(out.Responses), len(bodies), err)
	}
	errs := make([]error, len(bodies))
	for i, r := range out.Responses {
		var item struct {
			Status int             `json:"status"`
			Error  json.RawMessage `json:"error"`
		}
		if err := json.Unmarshal(r, &item); err != nil {
			return nil, nil, fmt.Errorf("opensearch: %s: search %d: %w", path, i, err)
		}
		if item.Error != nil {
			errs[i] = newStatusError(http.MethodPost, path, item.Status, r)
		} else {
			errs[i] = complete(http.MethodPost, path, r)
		}
	}
	return out.Responses, errs, nil
}
