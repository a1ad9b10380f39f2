package search

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"readapi"
	"readapi/internal/jsonscan"
)

var null = json.RawMessage("null")

// Project shapes a stored document into the resource: the dataset's fields
// in the order of its description (datasets.go), null for a missing
// nullable key, presence rules applied, helper and extra fields dropped,
// and string fields always JSON strings.
func Project(fields []readapi.Field, source json.RawMessage, item bool, in readapi.Include) (json.RawMessage, error) {
	return AppendProject(make([]byte, 0, len(source)+16), fields, source, item, in)
}

// AppendProject appends the projection of source to dst. It reads source in
// one pass of the splitter below, matching each key to a field without a
// map (stored documents list their keys in field order, so the next field
// is tried first), and falls back to encoding/json for anything the
// splitter declines.
func AppendProject(dst []byte, fields []readapi.Field, source json.RawMessage, item bool, in readapi.Include) ([]byte, error) {
	vals := make([]json.RawMessage, len(fields))
	next := 0
	end, ok := jsonscan.Members(source, 0, func(key []byte, at int) (int, bool) {
		stop, ok := jsonscan.SkipValue(source, at)
		if ok {
			if i := fieldIndex(fields, key, next); i >= 0 {
				vals[i], next = source[at:stop], i+1
			}
		}
		return stop, ok
	})
	if !ok || jsonscan.SkipSpace(source, end) != len(source) {
		var doc map[string]json.RawMessage
		if err := json.Unmarshal(source, &doc); err != nil {
			return nil, fmt.Errorf("search: stored document is not a JSON object: %w", err)
		}
		for i, f := range fields {
			vals[i] = doc[f.Name]
		}
	}
	escaped := bytes.Contains(source, []byte(`\u00`))
	dst = append(dst, '{')
	first := true
	for i, f := range fields {
		v := vals[i]
		empty := v == nil || bytes.Equal(v, null)
		switch f.Presence {
		case readapi.AbsentWhenNone:
			if empty || isEmptyObject(v) {
				continue
			}
		case readapi.ItemOnly:
			if !item || empty {
				continue
			}
		case readapi.ItemOrBodies:
			if !item && !in.Bodies {
				continue
			}
		case readapi.Included:
			if !in.Derived {
				continue
			}
		}
		if v == nil {
			v = null
		}
		if f.Kind == readapi.String && len(v) > 0 && (v[0] == '-' || (v[0] >= '0' && v[0] <= '9')) {
			v = json.RawMessage(strconv.Quote(string(v)))
		}
		if escaped {
			v = unescapeHTML(v)
		}
		if !first {
			dst = append(dst, ',')
		}
		first = false
		dst = append(dst, '"') // field names are plain ASCII identifiers
		dst = append(dst, f.Name...)
		dst = append(dst, '"', ':')
		dst = append(dst, v...)
	}
	return append(dst, '}'), nil
}

// fieldIndex returns the index of the field named key, trying from next
// onwards first; -1 when no field has that name.
func fieldIndex(fields []readapi.Field, key []byte, next int) int {
	for i := next; i < len(fields); i++ {
		if fields[i].Name == string(key) {
			return i
		}
	}
	for i := 0; i < next && i < len(fields); i++ {
		if fields[i].Name == string(key) {
			return i
		}
	}
	return -1
}

// isEmptyObject reports whether v is a JSON object with no keys ({}).
func isEmptyObject(v json.RawMessage) bool {
	v = bytes.TrimSpace(v)
	return len(v) >= 2 && v[0] == '{' && v[len(v)-1] == '}' && len(bytes.TrimSpace(v[1:len(v)-1])) == 0
}

// htmlEscapeAt returns the character an HTML escape at the start of b
// stands for and the escape's length (0 when b starts with none).
func htmlEscapeAt(b []byte) (string, int) {
	for _, e := range htmlEscapes {
		if bytes.HasPrefix(b, []byte(e.esc)) {
			return e.char, len(e.esc)
		}
	}
	return "", 0
}

// htmlEscapes are the escapes encoding/json writes for <, > and &; stored
// documents written by Go (ingest) carry them.
var htmlEscapes = [...]struct{ esc, char string }{{`\u003c`, "<"}, {`\u003e`, ">"}, {`\u0026`, "&"}}

// unescapeHTML rewrites the \u003c, \u003e and \u0026 escapes of a raw JSON
// value as the characters themselves, so responses are never HTML-escaped
// whatever wrote the stored document. An escaped backslash followed by
// "u003c" is text and stays.
func unescapeHTML(v json.RawMessage) json.RawMessage {
	if !bytes.Contains(v, []byte(`\u00`)) {
		return v
	}
	out := make([]byte, 0, len(v))
	for i := 0; i < len(v); i++ {
		if v[i] != '\\' || i+1 == len(v) {
			out = append(out, v[i])
			continue
		}
		if char, n := htmlEscapeAt(v[i:]); n > 0 {
			out = append(out, char...)
			i += n - 1
			continue
		}
		out = append(out, v[i], v[i+1]) // any other escape, kept whole
		i++
	}
	return out
}
