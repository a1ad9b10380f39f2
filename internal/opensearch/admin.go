package opensearch

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
)

// Path joins an index (or alias, or pattern) name and the rest of a path,
// escaping the name: Path("jobs", "_search") is "/jobs/_search".
func Path(index string, rest ...string) string {
	p := "/" + url.PathEscape(index)
	for _, r := range rest {
		p += "/" + r
	}
	return p
}

// DocPath is the path of one document of an index.
func DocPath(index, id string) string { return Path(index, "_doc", url.PathEscape(id)) }

// Search sends a search body to an index, alias or pattern and returns the
// raw answer; an answer OpenSearch marks partial is a *PartialError.
func (c *Client) Search(ctx context.Context, index string, body any) ([]byte, error) {
	return c.SearchPreferring(ctx, index, "", body)
}

// SearchPreferring is Search with OpenSearch's preference: searches sharing
// one preference string are served by the same shard copies.
func (c *Client) SearchPreferring(ctx context.Context, index, preference string, body any) ([]byte, error) {
	path := Path(index, "_search")
	if preference != "" {
		path += "?preference=" + url.QueryEscape(preference)
	}
	return c.search(ctx, path, body)
}

// SearchCached is SearchPreferring with request_cache=true: the shard
// request cache keeps the answer's query phase (hits' order, aggregations)
// even when the search returns rows, until the index next changes.
func (c *Client) SearchCached(ctx context.Context, index, preference string, body any) ([]byte, error) {
	path := Path(index, "_search") + "?request_cache=true"
	if preference != "" {
		path += "&preference=" + url.QueryEscape(preference)
	}
	return c.search(ctx, path, body)
}

// search posts a search to path and refuses a partial answer. A search
// that failed because a node was lost while it ran is sent once more (see
// NodeLost).
func (c *Client) search(ctx context.Context, path string, body any) ([]byte, error) {
	data, err := c.searchOnce(ctx, path, body)
	if NodeLost(err) && pause(ctx, nodeLossRetryDelay) {
		return c.searchOnce(ctx, path, body)
	}
	return data, err
}

// searchOnce is one search, a partial answer an error.
func (c *Client) searchOnce(ctx context.Context, path string, body any) ([]byte, error) {
	data, err := c.Do(ctx, http.MethodPost, path, body)
	if err != nil {
		return data, err
	}
	if err := complete(http.MethodPost, path, data); err != nil {
		return nil, err
	}
	return data, nil
}

// AliasTargets returns the indices an alias points at, sorted (none when it
// does not exist). A concrete index holding the alias's name is an error.
func (c *Client) AliasTargets(ctx context.Context, alias string) ([]string, error) {
	data, err := c.Do(ctx, http.MethodGet, "/_alias/"+url.PathEscape(alias), nil)
	if HasStatus(err, http.StatusNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("opensearch: decoding the aliases of %s: %w", alias, err)
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

// Refresh makes an index's (or alias's) writes visible to searches.
func (c *Client) Refresh(ctx context.Context, index string) error {
	_, err := c.Do(ctx, http.MethodPost, Path(index, "_refresh"), nil)
	return err
}

// Count returns the number of documents of an index, after a refresh.
func (c *Client) Count(ctx context.Context, index string) (int64, error) {
	if err := c.Refresh(ctx, index); err != nil {
		return 0, err
	}
	path := Path(index, "_count")
	data, err := c.Do(ctx, http.MethodGet, path, nil)
	if err != nil {
		return 0, err
	}
	if err := complete(http.MethodGet, path, data); err != nil {
		return 0, err
	}
	var resp struct {
		Count int64 `json:"count"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		return 0, fmt.Errorf("opensearch: decoding the count of %s: %w", index, err)
	}
	return resp.Count, nil
}

// DeleteIndex removes an index; a missing one is not an error.
func (c *Client) DeleteIndex(ctx context.Context, index string) error {
	_, err := c.Do(ctx, http.MethodDelete, Path(index), nil)
	if HasStatus(err, http.StatusNotFound) {
		return nil
	}
	return err
}

// Hit is one document of a search answer.
type Hit struct {
	Index  string          `json:"_index"`
	ID     string          `json:"_id"`
	Source json.RawMessage `json:"_source"`
	Sort   []any           `json:"sort"`
}

// EachHit pages through every document of index (an index, alias or
// pattern; none matching is no document) that matches query, in _id order
// with search_after, and hands each page to fn. source selects the fields
// returned (nil: all; false: none).
func (c *Client) EachHit(ctx context.Context, index string, query, source any, fn func([]Hit) error) error {
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
		data, err := c.search(ctx, Path(index, "_search")+"?expand_wildcards=open&allow_no_indices=true", body)
		if err != nil {
			return err
		}
		var resp struct {
			Hits struct {
				Hits []Hit `json:"hits"`
			} `json:"hits"`
		}
		if err := json.Unmarshal(data, &resp); err != nil {
			return fmt.Errorf("opensearch: decoding a search of %s: %w", index, err)
		}
		hits := resp.Hits.Hits
		if len(hits) > 0 {
			if err := fn(hits); err != nil {
				return err
			}
			after = hits[len(hits)-1].Sort
		}
		if len(hits) < size {
			return nil
		}
	}
}

// Aggregate runs a search body whose answer matters only for its
// aggregations and decodes them into out. It reports false, with no error,
// when the index does not exist.
func (c *Client) Aggregate(ctx context.Context, index string, body, out any) (bool, error) {
	data, err := c.Search(ctx, index, body)
	if IsMissingIndex(err) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	var resp struct {
		Aggregations json.RawMessage `json:"aggregations"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		return false, fmt.Errorf("opensearch: decoding a search of %s: %w", index, err)
	}
	if err := json.Unmarshal(resp.Aggregations, out); err != nil {
		return false, fmt.Errorf("opensearch: decoding the aggregations of %s: %w", index, err)
	}
	return true, nil
}

// Hits runs a search body and returns its hits; a missing index has none.
func (c *Client) Hits(ctx context.Context, index string, body any) ([]Hit, error) {
	data, err := c.Search(ctx, index, body)
	if IsMissingIndex(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var resp struct {
		Hits struct {
			Hits []Hit `json:"hits"`
		} `json:"hits"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		return nil, fmt.Errorf("opensearch: decoding a search of %s: %w", index, err)
	}
	return resp.Hits.Hits, nil
}

// Sources returns the stored sources of ids in index (one _mget), by id;
// ids not found are left out.
func (c *Client) Sources(ctx context.Context, index string, ids []string) (map[string]json.RawMessage, error) {
	out := map[string]json.RawMessage{}
	if len(ids) == 0 {
		return out, nil
	}
	path := Path(index, "_mget")
	data, err := c.Do(ctx, http.MethodPost, path, map[string]any{"ids": ids})
	if err != nil {
		return nil, err
	}
	var found struct {
		Docs []struct {
			ID     string          `json:"_id"`
			Found  bool            `json:"found"`
			Source json.RawMessage `json:"_source"`
		} `json:"docs"`
	}
	if err := json.Unmarshal(data, &found); err != nil {
		return nil, fmt.Errorf("opensearch: decoding the documents of %s: %w", index, err)
	}
	for _, f := range found.Docs {
		if f.Found {
			out[f.ID] = f.Source
		}
	}
	return out, nil
}
