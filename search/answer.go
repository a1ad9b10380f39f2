package search

import (
	"bytes"
	"encoding/json"
	"fmt"

	"readapi"
	"readapi/internal/jsonscan"
)

// Answer is an OpenSearch search answer as the read path uses it: the hits
// with their sources left raw, the total when asked for, the aggregations
// raw for their feature to decode.
type Answer struct {
	Hits struct {
		Total *struct {
			Value int64 `json:"value"`
		} `json:"total"`
		Hits []Hit `json:"hits"`
	} `json:"hits"`
	Aggregations json.RawMessage `json:"aggregations"`
}

// Hit is one hit of an Answer.
type Hit struct {
	Index     string            `json:"_index"`
	ID        string            `json:"_id"`
	Source    json.RawMessage   `json:"_source"`
	Sort      []json.RawMessage `json:"sort"`
	Highlight json.RawMessage   `json:"highlight,omitempty"`
}

// DecodeAnswer reads a search answer in one pass with jsonscan's splitters
// (several times cheaper than encoding/json on a page of jobs), falling
// back to encoding/json on anything the splitters do not read with
// certainty.
func DecodeAnswer(data []byte) (*Answer, error) {
	var out Answer
	if !out.scan(data) {
		out = Answer{}
		if err := json.Unmarshal(data, &out); err != nil {
			return nil, fmt.Errorf("search: cannot decode the search response: %w", err)
		}
	}
	return &out, nil
}

// scan fills the answer from data, leaving every _source raw. It reports
// false on anything it does not read with certainty.
func (r *Answer) scan(data []byte) bool {
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
func (r *Answer) scanHits(data []byte, at int) (int, bool) {
	return jsonscan.Members(data, at, func(key []byte, at int) (int, bool) {
		switch string(key) {
		case "total":
			stop, ok := jsonscan.SkipValue(data, at)
			if ok && !bytes.Equal(data[at:stop], null) && json.Unmarshal(data[at:stop], &r.Hits.Total) != nil {
				return 0, false
			}
			return stop, ok
		case "hits":
			r.Hits.Hits = make([]Hit, 0, 32)
			return jsonscan.Elements(data, at, func(at int) (int, bool) {
				var h Hit
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

// ProjectHits shapes the sources of hits into rows, written one after the
// other into a single buffer.
func ProjectHits(fields []readapi.Field, hits []Hit, item bool, in readapi.Include) ([]json.RawMessage, error) {
	_, rows, err := projectArray(fields, hits, item, in)
	return rows, err
}

// projectArray is ProjectHits laid out as a JSON array: the rows, each a
// slice of it, written between its brackets and commas, so that a page's
// data is sent without being copied again (Page.Data).
func projectArray(fields []readapi.Field, hits []Hit, item bool, in readapi.Include) (json.RawMessage, []json.RawMessage, error) {
	size := 2
	for _, h := range hits {
		size += len(h.Source) + 1
	}
	buf := make([]byte, 1, size+16*len(hits))
	buf[0] = '['
	bounds := make([]int, 2*len(hits))
	for i, h := range hits {
		if i > 0 {
			buf = append(buf, ',')
		}
		bounds[2*i] = len(buf)
		var err error
		if buf, err = AppendProject(buf, fields, h.Source, item, in); err != nil {
			return nil, nil, err
		}
		bounds[2*i+1] = len(buf)
	}
	buf = append(buf, ']')
	rows := make([]json.RawMessage, len(hits))
	for i := range rows {
		start, end := bounds[2*i], bounds[2*i+1]
		rows[i] = buf[start:end:end]
	}
	return buf, rows, nil
}

// WithoutIDs drops the hits whose id is in ids; it allocates only when it
// drops one.
func WithoutIDs(hits []Hit, ids map[string]struct{}) []Hit {
	if len(ids) == 0 {
		return hits
	}
	for i, h := range hits {
		if _, ok := ids[h.ID]; ok {
			kept := append([]Hit(nil), hits[:i]...)
			for _, h := range hits[i+1:] {
				if _, ok := ids[h.ID]; !ok {
					kept = append(kept, h)
				}
			}
			return kept
		}
	}
	return hits
}
