package reindex

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"readapi/mappings"
)

// rowHead is what the loader reads from a line; the rest passes through to
// OpenSearch, whose strict mapping rejects keys the dataset does not have.
type rowHead struct {
	ID            json.RawMessage `json:"id"`
	Source        json.RawMessage `json:"source"`
	Dataset       json.RawMessage `json:"dataset"`
	URL           *string         `json:"url"`
	URLBase       json.RawMessage `json:"url_base"`
	IngestedAt    *string         `json:"ingested_at"`
	DeactivatedAt *string         `json:"deactivated_at"`
}

// row is one accepted line, ready for the bulk request.
type row struct {
	ID  string
	Doc []byte
	// Changed is the latest instant the row records (ingested_at or
	// deactivated_at); zero when it records none.
	Changed time.Time
}

// prepareRow checks one line of a snapshot of dataset ("sources" for the
// registry) and returns the document to index. The error says why a line is
// rejected.
func prepareRow(dataset string, line []byte) (row, error) {
	if len(line) == 0 || line[0] != '{' {
		return row{}, errors.New("not a JSON object")
	}
	var head rowHead
	if err := json.Unmarshal(line, &head); err != nil {
		return row{}, fmt.Errorf("not valid JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
	}
	var r row
	if dataset == "sources" {
		source, err := stringKey("source", head.Source)
		if err != nil {
			return row{}, err
		}
		ds, err := stringKey("dataset", head.Dataset)
		if err != nil {
			return row{}, err
		}
		if !slices.Contains(mappings.Datasets, ds) {
			return row{}, fmt.Errorf("dataset %q is not one of %s", ds, strings.Join(mappings.Datasets, ", "))
		}
		r.ID = ds + ":" + source
		r.Doc = bytes.Clone(line)
		return r, nil
	}
	id, err := stringKey("id", head.ID)
	if err != nil {
		return row{}, err
	}
	r.ID = id
	for name, v := range map[string]*string{"ingested_at": head.IngestedAt, "deactivated_at": head.DeactivatedAt} {
		if v == nil {
			continue
		}
		t, err := time.Parse(time.RFC3339Nano, *v)
		if err != nil {
			return row{}, fmt.Errorf("%s %q is not an RFC 3339 instant", name, *v)
		}
		if t.After(r.Changed) {
			r.Changed = t
		}
	}
	if dataset != "jobs" {
		r.Doc = bytes.Clone(line)
		return r, nil
	}
	if head.URLBase != nil {
		return row{}, errors.New("url_base is computed by the loader; leave it out")
	}
	if head.URL == nil {
		r.Doc = bytes.Clone(line)
		return r, nil
	}
	base, _ := json.Marshal(URLBase(*head.URL))
	doc := make([]byte, 0, len(line)+len(base)+12)
	doc = append(doc, line[:len(line)-1]...)
	doc = append(doc, `,"url_base":`...)
	doc = append(doc, base...)
	r.Doc = append(doc, '}')
	return r, nil
}

// URLBase is a posting url without its query string and fragment: the key
// the duplicate-url statistic groups on.
func URLBase(u string) string {
	u, _, _ = strings.Cut(u, "#")
	u, _, _ = strings.Cut(u, "?")
	return u
}

// stringKey requires a non-empty string under key.
func stringKey(key string, raw json.RawMessage) (string, error) {
	if raw == nil || string(raw) == "null" {
		return "", fmt.Errorf("no %s", key)
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", fmt.Errorf("%s is not a string: %s", key, raw)
	}
	if strings.TrimSpace(s) == "" {
		return "", fmt.Errorf("%s is empty", key)
	}
	return s, nil
}
