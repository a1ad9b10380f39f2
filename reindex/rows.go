package reindex

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"readapi"
	"readapi/internal/dupes"
)

// rowHead is what the loader reads from a line; the rest passes through to
// OpenSearch, whose strict mapping rejects keys the dataset does not have.
type rowHead struct {
	ID            json.RawMessage `json:"id"`
	Source        json.RawMessage `json:"source"`
	Dataset       json.RawMessage `json:"dataset"`
	SourceType    json.RawMessage `json:"source_type"`
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

// prepareRow checks one line of a snapshot of dataset (registry.Name for the
// registry) and returns the document to index, derived by w (nil: the
// dataset derives nothing) unless derived holds what w makes of the line
// already. The error says why a line is rejected.
func prepareRow(dataset string, line []byte, w *deriving, derived json.RawMessage) (row, error) {
	if len(line) == 0 || line[0] != '{' {
		return row{}, errors.New("not a JSON object")
	}
	var head rowHead
	if err := json.Unmarshal(line, &head); err != nil {
		return row{}, fmt.Errorf("not valid JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
	}
	var r row
	if dataset == registry.Name {
		source, err := stringKey("source", head.Source)
		if err != nil {
			return row{}, err
		}
		ds, err := stringKey("dataset", head.Dataset)
		if err != nil {
			return row{}, err
		}
		if _, ok := readapi.ByName(ds); !ok {
			return row{}, fmt.Errorf("dataset %q is not one of %s", ds, strings.Join(readapi.Names(), ", "))
		}
		if len(head.SourceType) > 0 && string(head.SourceType) != "null" {
			st, err := stringKey("source_type", head.SourceType)
			if err != nil {
				return row{}, err
			}
			if !slices.Contains(readapi.SourceTypes, st) {
				return row{}, fmt.Errorf("source_type %q is not one of %s", st, strings.Join(readapi.SourceTypes, ", "))
			}
		}
		r.ID = ds + ":" + source
		r.Doc = bytes.Clone(line)
		return r, nil
	}
	d, ok := readapi.ByName(dataset)
	if !ok {
		return row{}, fmt.Errorf("unknown dataset %q", dataset)
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
	keys, err := topLevel(line, helperInputs[d.Name])
	if err != nil {
		return row{}, err
	}
	if _, ok := keys[readapi.DerivedField]; ok {
		if line, err = withoutDerived(line); err != nil {
			return row{}, err
		}
		delete(keys, readapi.DerivedField)
	}
	for _, name := range helperFields {
		if _, ok := keys[name]; ok {
			return row{}, errHelperField
		}
	}
	// numbersAsText and appendField return new memory; line itself is the
	// reader's buffer.
	doc, fresh := line, false
	if len(d.NumbersAsText) > 0 {
		if doc, err = numbersAsText(line, d.NumbersAsText); err != nil {
			return row{}, err
		}
		fresh = true
	}
	if w != nil {
		if derived == nil {
			if derived, err = w.line(line); err != nil {
				return row{}, err
			}
		}
		doc, fresh = appendField(doc, readapi.DerivedField, derived), true
		keys[readapi.DerivedField] = derived
	}
	for _, h := range d.Helpers {
		if value, ok := h.Value(keys); ok {
			doc, fresh = appendField(doc, h.Name, value), true
		}
	}
	if !fresh {
		doc = bytes.Clone(line)
	}
	r.Doc = doc
	return r, nil
}

// numbersAsText returns the JSON object line with each of the named string
// fields that it carries as a number rewritten as the string of its digits,
// as published (1.10 stays "1.10").
func numbersAsText(line []byte, fields []string) ([]byte, error) {
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(line, &doc); err != nil {
		return nil, fmt.Errorf("not valid JSON: %w", err)
	}
	changed := false
	for _, name := range fields {
		if v := doc[name]; len(v) > 0 && (v[0] == '-' || v[0] >= '0' && v[0] <= '9') {
			doc[name], _ = json.Marshal(string(v))
			changed = true
		}
	}
	if !changed {
		return bytes.Clone(line), nil
	}
	return json.Marshal(doc)
}

// withoutDerived returns the JSON object line without its derived
// object: the platform's own, as the API shows it with include=derived (a
// row read back and written again), which a line may carry and which is
// derived anew, never trusted (CONTRACT.md, "Scrape batches").
func withoutDerived(line []byte) ([]byte, error) {
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(line, &doc); err != nil {
		return nil, fmt.Errorf("not valid JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
	}
	delete(doc, readapi.DerivedField)
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(out.Bytes(), []byte("\n")), nil
}

// helperFields are the search helper fields stored beside a row's own (see
// readapi.Helper), the derived object (readapi.Derivation) and the groups
// of copies (package dupes); input never carries them, but for the derived
// object, which the API shows and which is dropped from input
// (withoutDerived).
var helperFields = func() []string {
	names := append(readapi.HelperFields(), readapi.DerivedField)
	for _, name := range dupes.Fields {
		if !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	return names
}()

var errHelperField = fmt.Errorf("%s are computed by readapi; leave them out",
	strings.Join(slices.DeleteFunc(slices.Clone(helperFields), func(f string) bool { return f == readapi.DerivedField }), ", "))

// appendField returns a copy of the JSON object line (trimmed) with one
// more key.
func appendField(line []byte, key string, value any) []byte {
	v, _ := json.Marshal(value)
	doc := make([]byte, 0, len(line)+len(key)+len(v)+4)
	doc = append(doc, line[:len(line)-1]...)
	doc = append(doc, `,"`...)
	doc = append(doc, key...)
	doc = append(doc, `":`...)
	doc = append(doc, v...)
	return append(doc, '}')
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
