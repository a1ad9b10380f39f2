// Package reindex builds and maintains the versioned indices behind the
// dataset aliases: full loads from snapshot files with an atomic alias swap,
// rollback, scrape-batch ingests and removals on request.
package reindex

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/opensearch-project/opensearch-go/v4/opensearchapi"

	"readapi/mappings"
)

// cluster sends administrative requests to OpenSearch, each bounded by a
// timeout.
type cluster struct {
	client  *opensearchapi.Client
	timeout time.Duration
}

// statusError is an OpenSearch answer outside 2xx.
type statusError struct {
	Method, Path string
	Status       int
	Body         string
}

func (e *statusError) Error() string {
	return fmt.Sprintf("OpenSearch answered %d to %s %s: %s", e.Status, e.Method, e.Path, e.Body)
}

// hasStatus reports whether err is an OpenSearch answer with that status.
func hasStatus(err error, status int) bool {
	var se *statusError
	return errors.As(err, &se) && se.Status == status
}

// do sends one request; body may be nil, []byte or a value to encode as JSON.
// It returns the body of a 2xx answer, or a *statusError.
func (c *cluster) do(ctx context.Context, method, path string, body any) ([]byte, error) {
	timeout := c.timeout
	if timeout <= 0 {
		timeout = 60 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var reader io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		reader = bytes.NewReader(b)
	default:
		encoded, err := json.Marshal(b)
		if err != nil {
			return nil, err
		}
		reader = bytes.NewReader(encoded)
	}
	req, err := http.NewRequestWithContext(ctx, method, path, reader)
	if err != nil {
		return nil, err
	}
	if reader != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.client.Client.Perform(req)
	if err != nil {
		return nil, fmt.Errorf("OpenSearch did not answer %s %s: %w", method, path, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, fmt.Errorf("reading OpenSearch's answer to %s %s: %w", method, path, err)
	}
	if resp.StatusCode >= 300 {
		text := string(data)
		if len(text) > 600 {
			text = text[:600] + "…"
		}
		return data, &statusError{Method: method, Path: path, Status: resp.StatusCode, Body: text}
	}
	return data, nil
}

// aliasTargets returns the indices an alias points at (none when it does
// not exist). A concrete index holding the alias's name is an error.
func (c *cluster) aliasTargets(ctx context.Context, alias string) ([]string, error) {
	data, err := c.do(ctx, http.MethodGet, "/_alias/"+url.PathEscape(alias), nil)
	if hasStatus(err, http.StatusNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("decoding aliases of %s: %w", alias, err)
	}
	var out []string
	for index := range m {
		if index == alias {
			return nil, fmt.Errorf("%s is a concrete index, not an alias; move its data into a versioned index first", alias)
		}
		out = append(out, index)
	}
	slices.Sort(out)
	return out, nil
}

// ensureInternal creates the internal index name (one of mappings.Internal)
// with its mapping when missing: behind the alias prefix+name, with the
// alias plus "-1" as the concrete index. It returns the alias.
func (c *cluster) ensureInternal(ctx context.Context, prefix, name string) (string, error) {
	alias := prefix + name
	targets, err := c.aliasTargets(ctx, alias)
	if err != nil || len(targets) > 0 {
		return alias, err
	}
	body, err := mappings.IndexBody(name, nil)
	if err != nil {
		return alias, err
	}
	withAlias, err := addAlias(body, alias)
	if err != nil {
		return alias, err
	}
	_, err = c.do(ctx, http.MethodPut, "/"+url.PathEscape(alias+"-1"), withAlias)
	if err != nil && !(hasStatus(err, http.StatusBadRequest) && strings.Contains(err.Error(), "resource_already_exists_exception")) {
		return alias, fmt.Errorf("preparing the %s index: %w", name, err)
	}
	return alias, nil
}

// addAlias adds {"aliases": {alias: {}}} to a create-index body.
func addAlias(body []byte, alias string) ([]byte, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(body, &m); err != nil {
		return nil, err
	}
	aliases, _ := json.Marshal(map[string]any{alias: map[string]any{}})
	m["aliases"] = aliases
	return json.Marshal(m)
}

// count returns the number of documents of an index (after a refresh).
func (c *cluster) count(ctx context.Context, index string) (int64, error) {
	if _, err := c.do(ctx, http.MethodPost, "/"+url.PathEscape(index)+"/_refresh", nil); err != nil {
		return 0, err
	}
	data, err := c.do(ctx, http.MethodGet, "/"+url.PathEscape(index)+"/_count", nil)
	if err != nil {
		return 0, err
	}
	var resp struct {
		Count int64 `json:"count"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		return 0, fmt.Errorf("decoding the count of %s: %w", index, err)
	}
	return resp.Count, nil
}

// deleteIndex removes an index; a missing one is not an error.
func (c *cluster) deleteIndex(ctx context.Context, index string) error {
	_, err := c.do(ctx, http.MethodDelete, "/"+url.PathEscape(index), nil)
	if hasStatus(err, http.StatusNotFound) {
		return nil
	}
	return err
}

// searchHit is one document of a search answer.
type searchHit struct {
	Index  string          `json:"_index"`
	ID     string          `json:"_id"`
	Source json.RawMessage `json:"_source"`
	Sort   []any           `json:"sort"`
}

// eachHit pages through every document of index matching query (in _id
// order, search_after) and hands each page to fn. source selects the
// fields returned (nil: all).
func eachHit(ctx context.Context, c *cluster, index string, query map[string]any, source any, fn func([]searchHit) error) error {
	const size = 1000
	var after []any
	for {
		body := map[string]any{"size": size, "query": query, "sort": []any{map[string]any{"_id": "asc"}}}
		if source != nil {
			body["_source"] = source
		}
		if after != nil {
			body["search_after"] = after
		}
		data, err := c.do(ctx, http.MethodPost, "/"+url.PathEscape(index)+"/_search?expand_wildcards=open&allow_no_indices=true", body)
		if err != nil {
			return err
		}
		var resp struct {
			Hits struct {
				Hits []searchHit `json:"hits"`
			} `json:"hits"`
		}
		if err := json.Unmarshal(data, &resp); err != nil {
			return fmt.Errorf("decoding a search of %s: %w", index, err)
		}
		if len(resp.Hits.Hits) > 0 {
			if err := fn(resp.Hits.Hits); err != nil {
				return err
			}
			after = resp.Hits.Hits[len(resp.Hits.Hits)-1].Sort
		}
		if len(resp.Hits.Hits) < size {
			return nil
		}
	}
}

// bulk sends one _bulk request and returns its item results. refresh is the
// bulk API's refresh parameter ("true" makes the writes visible at once,
// "false" leaves them to the next refresh).
func (c *cluster) bulk(ctx context.Context, body []byte, refresh string) ([]opensearchapi.BulkRespItem, error) {
	data, err := c.do(ctx, http.MethodPost, "/_bulk?refresh="+refresh, body)
	if err != nil {
		return nil, err
	}
	var resp opensearchapi.BulkResp
	if err := json.Unmarshal(data, &resp); err != nil {
		return nil, fmt.Errorf("decoding a bulk answer: %w", err)
	}
	var out []opensearchapi.BulkRespItem
	for _, item := range resp.Items {
		for _, res := range item {
			out = append(out, res)
		}
	}
	return out, nil
}

// refresh makes an index's (or alias's) writes visible to searches.
func (c *cluster) refresh(ctx context.Context, index string) error {
	_, err := c.do(ctx, http.MethodPost, "/"+url.PathEscape(index)+"/_refresh", nil)
	return err
}
