package opensearch

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/opensearch-project/opensearch-go/v4/opensearchapi"
)

// Bulk is the body of one _bulk request, built action by action: the only
// place readapi writes the bulk API's newline-delimited format.
type Bulk struct {
	buf     bytes.Buffer
	actions int
}

// BulkItem is the outcome of one action, in the order the actions were added.
type BulkItem = opensearchapi.BulkRespItem

// Index adds an index action (create or replace) of doc, a JSON document as
// bytes or a value to encode. An empty id lets OpenSearch choose one.
func (b *Bulk) Index(index, id string, doc any) error { return b.add("index", index, id, doc) }

// Create adds a create action: it fails with 409 when the id exists.
func (b *Bulk) Create(index, id string, doc any) error { return b.add("create", index, id, doc) }

// Update adds a partial update merging the fields of partial.
func (b *Bulk) Update(index, id string, partial any) error {
	return b.add("update", index, id, map[string]any{"doc": partial})
}

// Delete adds a delete action.
func (b *Bulk) Delete(index, id string) {
	_ = b.add("delete", index, id, nil)
}

// Len is the number of actions added.
func (b *Bulk) Len() int { return b.actions }

// Size is the length of the request body in bytes.
func (b *Bulk) Size() int { return b.buf.Len() }

func (b *Bulk) add(action, index, id string, doc any) error {
	var source []byte
	switch d := doc.(type) {
	case nil:
	case []byte:
		source = d
	case json.RawMessage:
		source = d
	default:
		var err error
		if source, err = json.Marshal(d); err != nil {
			return fmt.Errorf("opensearch: encoding the %s of %s: %w", action, id, err)
		}
	}
	if doc != nil && (len(source) == 0 || bytes.ContainsAny(source, "\n\r")) {
		// A raw newline inside a document would end its line early; valid
		// JSON has none outside strings, where it is escaped.
		compact := bytes.Buffer{}
		if err := json.Compact(&compact, source); err != nil {
			return fmt.Errorf("opensearch: the %s of %s is not a JSON document: %w", action, id, err)
		}
		source = compact.Bytes()
	}
	target := map[string]string{"_index": index}
	if id != "" {
		target["_id"] = id
	}
	meta, _ := json.Marshal(map[string]map[string]string{action: target})
	b.buf.Write(meta)
	b.buf.WriteByte('\n')
	if doc != nil {
		b.buf.Write(source)
		b.buf.WriteByte('\n')
	}
	b.actions++
	return nil
}

// Refresh policies of a bulk request.
const (
	// RefreshNow makes the writes visible to searches before answering.
	RefreshNow = "true"
	// RefreshLater leaves the writes to the index's next refresh.
	RefreshLater = "false"
)

// SendBulk sends the actions of b in one _bulk request (nothing when b is
// empty) and returns each action's outcome in order. refresh is RefreshNow
// or RefreshLater.
func (c *Client) SendBulk(ctx context.Context, b *Bulk, refresh string) ([]BulkItem, error) {
	if b.actions == 0 {
		return nil, nil
	}
	data, err := c.Do(ctx, http.MethodPost, "/_bulk?refresh="+refresh, b.buf.Bytes())
	if err != nil {
		return nil, err
	}
	var resp opensearchapi.BulkResp
	if err := json.Unmarshal(data, &resp); err != nil {
		return nil, fmt.Errorf("opensearch: decoding a bulk answer: %w", err)
	}
	out := make([]BulkItem, 0, len(resp.Items))
	for _, item := range resp.Items {
		for _, res := range item {
			out = append(out, res)
		}
	}
	return out, nil
}

// ItemReason says why a bulk action failed.
func ItemReason(res BulkItem) string {
	if res.Error == nil {
		return fmt.Sprintf("status %d", res.Status)
	}
	reason := res.Error.Type + ": " + res.Error.Reason
	if res.Error.Cause.Reason != "" {
		reason += " (" + res.Error.Cause.Reason + ")"
	}
	return reason
}
