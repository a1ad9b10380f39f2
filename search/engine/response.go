package engine

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"readapi"
	"readapi/internal/jsonscan"
	"readapi/internal/opensearch"
	"readapi/search"
)

var null = []byte("null")

type hit struct {
	Index     string            `json:"_index"`
	ID        string            `json:"_id"`
	Source    json.RawMessage   `json:"_source"`
	Sort      []json.RawMessage `json:"sort"`
	Highlight json.RawMessage   `json:"highlight,omitempty"`
}

type searchResponse struct {
	Hits struct {
		Total *struct {
			Value int64 `json:"value"`
		} `json:"total"`
		Hits []hit `json:"hits"`
	} `json:"hits"`
	Aggregations json.RawMessage `json:"aggregations"`
}

// engineError turns a transport failure into the API's error: an engine
// that does not answer, is overloaded, fails or answers only in part is
// unavailable; a request the engine refuses (a 4xx other than a missing
// index, or a query over one of Lucene's limits) is a bad request, since
// sending it again fails again; the API's own errors pass as they are, and
// anything else stays an internal error.
func engineError(err error) error {
	var apiErr *readapi.Error
	if errors.As(err, &apiErr) {
		return err
	}
	if opensearch.Refused(err) {
		return readapi.Refused(err)
	}
	if errors.Is(err, opensearch.ErrUnavailable) {
		return readapi.Unavailable(err)
	}
	return err
}

// search runs a search body on an index or alias and reads the answer in
// one pass. A missing index is returned as the transport's error (callers
// test it with opensearch.IsMissingIndex).
func (e *Engine) search(ctx context.Context, index string, body []byte) (*searchResponse, error) {
	return e.searchWith(ctx, index, "", body)
}

// searchWith is search with OpenSearch's preference (none when empty).
func (e *Engine) searchWith(ctx context.Context, index, preference string, body []byte) (*searchResponse, error) {
	data, err := e.Client.SearchPreferring(ctx, index, preference, body)
	if err != nil {
		if opensearch.IsMissingIndex(err) {
			return nil, err
		}
		return nil, engineError(err)
	}
	var out searchResponse
	if !out.scan(data) {
		out = searchResponse{}
		if err := json.Unmarshal(data, &out); err != nil {
			return nil, fmt.Errorf("search: cannot decode the search response: %w", err)
		}
	}
	return &out, nil
}

// scan fills the response from data with jsonscan's splitters in one pass,
// leaving every _source raw: on a page of jobs it is several times cheaper
// than encoding/json. It reports false (for the caller to fall back) on
// anything it does not read with certainty.
func (r *searchResponse) scan(data []byte) bool {
	end, ok := jsonscan.Members(data, 0, func(key []byte, at int) (int, bool) {
		switch string(key) {
		case "hits":
			return r.scanHits(data, at)
		case "aggregations":
			stop, ok := jsonscan.SkipValue(data, at)
			if ok {
				r.Aggregations = data[at:stop:stop]
			}
			return stop, ok
		}
		return jsonscan.SkipValue(data, at)
	})
	return ok && jsonscan.SkipSpace(data, end) == len(data)
}

// scanHits reads the "hits" object starting at data[at].
func (r *searchResponse) scanHits(data []byte, at int) (int, bool) {
	return jsonscan.Members(data, at, func(key []byte, at int) (int, bool) {
		switch string(key) {
		case "total":
			stop, ok := jsonscan.SkipValue(data, at)
			if ok && !bytes.Equal(data[at:stop], null) && json.Unmarshal(data[at:stop], &r.Hits.Total) != nil {
				return 0, false
			}
			return stop, ok
		case "hits":
			r.Hits.Hits = make([]hit, 0, 32)
			return jsonscan.Elements(data, at, func(at int) (int, bool) {
				var h hit
				stop, ok := jsonscan.Members(data, at, func(key []byte, at int) (int, bool) {
					stop, ok := jsonscan.SkipValue(data, at)
					if !ok {
						return 0, false
					}
					raw := data[at:stop:stop]
					switch string(key) {
					case "_index":
						ok = jsonscan.PlainString(raw, &h.Index)
					case "_id":
						ok = jsonscan.PlainString(raw, &h.ID)
					case "_source":
						h.Source = raw
					case "sort":
						h.Sort, ok = jsonscan.Split(raw)
					case "highlight":
						h.Highlight = raw
					}
					return stop, ok
				})
				if ok && (h.Index == "" || h.ID == "") {
					return 0, false
				}
				r.Hits.Hits = append(r.Hits.Hits, h)
				return stop, ok
			})
		}
		return jsonscan.SkipValue(data, at)
	})
}

// highlights gathers the marked fragments of hits into one object keyed by
// row id ({} when no row matched in a highlighted field).
func highlights(hits []hit) json.RawMessage {
	var b bytes.Buffer
	b.WriteByte('{')
	for _, h := range hits {
		if len(h.Highlight) == 0 || bytes.Equal(h.Highlight, []byte("{}")) {
			continue
		}
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		id, _ := json.Marshal(h.ID)
		b.Write(id)
		b.WriteByte(':')
		b.Write(h.Highlight)
	}
	b.WriteByte('}')
	return b.Bytes()
}

// storedDoc is the answer of OpenSearch's get API.
type storedDoc struct {
	Found  bool            `json:"found"`
	Source json.RawMessage `json:"_source"`
}

// scan fills the document from data like searchResponse.scan does.
func (d *storedDoc) scan(data []byte) bool {
	end, ok := jsonscan.Members(data, 0, func(key []byte, at int) (int, bool) {
		stop, ok := jsonscan.SkipValue(data, at)
		if !ok {
			return 0, false
		}
		switch string(key) {
		case "found":
			d.Found = string(data[at:stop]) == "true"
		case "_source":
			d.Source = data[at:stop:stop]
		}
		return stop, true
	})
	return ok && jsonscan.SkipSpace(data, end) == len(data)
}

// project shapes the sources of hits into rows, written one after the
// other into a single buffer.
func project(fields []readapi.Field, hits []hit, item, bodies bool) ([]json.RawMessage, error) {
	size := 0
	for _, h := range hits {
		size += len(h.Source)
	}
	buf := make([]byte, 0, size+16*len(hits))
	ends := make([]int, len(hits))
	for i, h := range hits {
		var err error
		if buf, err = search.AppendProject(buf, fields, h.Source, item, bodies); err != nil {
			return nil, err
		}
		ends[i] = len(buf)
	}
	rows := make([]json.RawMessage, len(hits))
	start := 0
	for i, end := range ends {
		rows[i] = buf[start:end:end]
		start = end
	}
	return rows, nil
}
