package search

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

var null = json.RawMessage("null")

// Project shapes a stored document into the resource: the dataset's fields
// in the spec's order, null for a missing nullable key, presence rules
// applied, helper and extra fields dropped, and string fields always JSON
// strings.
func Project(fields []Field, source json.RawMessage, item, bodies bool) (json.RawMessage, error) {
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(source, &doc); err != nil {
		return nil, fmt.Errorf("search: stored document is not a JSON object: %w", err)
	}
	var b bytes.Buffer
	b.Grow(len(source) + 16)
	b.WriteByte('{')
	first := true
	for _, f := range fields {
		v, ok := doc[f.Name]
		empty := !ok || bytes.Equal(v, null)
		switch f.Presence {
		case AbsentWhenNone:
			if empty || isEmptyObject(v) {
				continue
			}
		case ItemOnly:
			if !item || empty {
				continue
			}
		case ItemOrBodies:
			if !item && !bodies {
				continue
			}
		}
		if !ok {
			v = null
		}
		if f.Kind == String && len(v) > 0 && (v[0] == '-' || (v[0] >= '0' && v[0] <= '9')) {
			v = json.RawMessage(strconv.Quote(string(v)))
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		b.WriteString(strconv.Quote(f.Name))
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// isEmptyObject reports whether v is a JSON object with no keys ({}).
func isEmptyObject(v json.RawMessage) bool {
	v = bytes.TrimSpace(v)
	return len(v) >= 2 && v[0] == '{' && v[len(v)-1] == '}' && len(bytes.TrimSpace(v[1:len(v)-1])) == 0
}
