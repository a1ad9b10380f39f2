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
	return appendProject(make([]byte, 0, len(source)+16), fields, source, item, bodies)
}

// appendProject appends the projection of source to dst. It reads source in
// one pass of the splitter below, matching each key to a field without a
// map (stored documents list their keys in field order, so the next field
// is tried first), and falls back to encoding/json for anything the
// splitter declines.
func appendProject(dst []byte, fields []Field, source json.RawMessage, item, bodies bool) ([]byte, error) {
	vals := make([]json.RawMessage, len(fields))
	next := 0
	end, ok := eachMember(source, 0, func(key []byte, at int) (int, bool) {
		stop, ok := skipValue(source, at)
		if ok {
			if i := fieldIndex(fields, key, next); i >= 0 {
				vals[i], next = source[at:stop], i+1
			}
		}
		return stop, ok
	})
	if !ok || skipSpace(source, end) != len(source) {
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
		if v == nil {
			v = null
		}
		if f.Kind == String && len(v) > 0 && (v[0] == '-' || (v[0] >= '0' && v[0] <= '9')) {
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
func fieldIndex(fields []Field, key []byte, next int) int {
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

// The splitters below read JSON without decoding values: the hot path of
// every page, where encoding/json's reflection would cost more than the
// search. Each reports false for anything it does not read with certainty
// (escaped keys, malformed structure); callers then fall back to
// encoding/json.

// eachMember walks the JSON object starting at src[i] (after any spaces).
// For every member it calls fn with the key (without quotes) and the offset
// where the value starts; fn returns the offset where that value ends,
// having read as much of it as it wants. eachMember returns the offset just
// after the closing brace.
func eachMember(src []byte, i int, fn func(key []byte, at int) (int, bool)) (int, bool) {
	return walk(src, i, '{', '}', func(at int) (int, bool) {
		if src[at] != '"' {
			return 0, false
		}
		end := bytes.IndexByte(src[at+1:], '"')
		if end < 0 {
			return 0, false
		}
		key := src[at+1 : at+1+end]
		if bytes.IndexByte(key, '\\') >= 0 {
			return 0, false
		}
		colon := skipSpace(src, at+end+2)
		if colon >= len(src) || src[colon] != ':' {
			return 0, false
		}
		return fn(key, skipSpace(src, colon+1))
	})
}

// eachElement walks the JSON array starting at src[i] (after any spaces),
// calling fn with the offset where each element starts; fn returns where
// the element ends. eachElement returns the offset just after the bracket.
func eachElement(src []byte, i int, fn func(at int) (int, bool)) (int, bool) {
	return walk(src, i, '[', ']', fn)
}

// walk reads the container that open starts at src[i] (after any spaces):
// items separated by commas up to close. item reads the item starting at
// the offset it is given and returns where it ends. walk returns the
// offset just after close.
func walk(src []byte, i int, open, close byte, item func(at int) (int, bool)) (int, bool) {
	i = skipSpace(src, i)
	if i >= len(src) || src[i] != open {
		return 0, false
	}
	i = skipSpace(src, i+1)
	if i < len(src) && src[i] == close {
		return i + 1, true
	}
	for i < len(src) {
		stop, ok := item(i)
		if !ok {
			return 0, false
		}
		i = skipSpace(src, stop)
		if i >= len(src) {
			return 0, false
		}
		switch src[i] {
		case ',':
			i = skipSpace(src, i+1)
		case close:
			return i + 1, true
		default:
			return 0, false
		}
	}
	return 0, false
}

// elements splits a JSON array into its raw elements.
func elements(src []byte) ([]json.RawMessage, bool) {
	out := make([]json.RawMessage, 0, 4)
	end, ok := eachElement(src, 0, func(at int) (int, bool) {
		stop, ok := skipValue(src, at)
		if ok {
			out = append(out, src[at:stop])
		}
		return stop, ok
	})
	if !ok || skipSpace(src, end) != len(src) {
		return nil, false
	}
	return out, true
}

func skipSpace(src []byte, i int) int {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
		i++
	}
	return i
}

// skipValue returns the end of the JSON value starting at i. Objects and
// arrays are walked member by member, so their structure is checked;
// strings are delimited, not validated (OpenSearch writes valid JSON, and
// their bytes are copied as they are).
func skipValue(src []byte, i int) (int, bool) {
	if i >= len(src) {
		return 0, false
	}
	switch src[i] {
	case '"':
		return skipString(src, i)
	case '{':
		return eachMember(src, i, func(_ []byte, at int) (int, bool) { return skipValue(src, at) })
	case '[':
		return eachElement(src, i, func(at int) (int, bool) { return skipValue(src, at) })
	default:
		start := i
		for i < len(src) && src[i] != ',' && src[i] != '}' && src[i] != ']' && src[i] != ' ' && src[i] != '\t' && src[i] != '\n' && src[i] != '\r' {
			i++
		}
		return i, i > start && json.Valid(src[start:i])
	}
}

// skipString returns the end of the JSON string starting at i (a quote). A
// quote ends the string unless an odd run of backslashes precedes it.
func skipString(src []byte, i int) (int, bool) {
	j := i + 1
	for {
		k := bytes.IndexByte(src[j:], '"')
		if k < 0 {
			return 0, false
		}
		j += k
		slashes := 0
		for b := j - 1; b > i && src[b] == '\\'; b-- {
			slashes++
		}
		if slashes%2 == 0 {
			return j + 1, true
		}
		j++
	}
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
