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
	doc, ok := topLevel(source)
	if !ok {
		if err := json.Unmarshal(source, &doc); err != nil {
			return nil, fmt.Errorf("search: stored document is not a JSON object: %w", err)
		}
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
		v = unescapeHTML(v)
		if !first {
			b.WriteByte(',')
		}
		first = false
		b.WriteByte('"') // field names are plain ASCII identifiers
		b.WriteString(f.Name)
		b.WriteString(`":`)
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

// topLevel splits a JSON object into its top-level keys and raw values
// without decoding the values: the hot path of every page, where
// encoding/json's reflection would cost more than the search. It reports
// false for anything it does not read with certainty (escaped keys,
// malformed input); the caller then falls back to encoding/json.
func topLevel(src []byte) (map[string]json.RawMessage, bool) {
	i := skipSpace(src, 0)
	if i >= len(src) || src[i] != '{' {
		return nil, false
	}
	doc := make(map[string]json.RawMessage, 40)
	i = skipSpace(src, i+1)
	if i < len(src) && src[i] == '}' {
		return doc, skipSpace(src, i+1) == len(src)
	}
	for i < len(src) {
		if src[i] != '"' {
			return nil, false
		}
		end := bytes.IndexByte(src[i+1:], '"')
		if end < 0 {
			return nil, false
		}
		key := src[i+1 : i+1+end]
		if bytes.IndexByte(key, '\\') >= 0 {
			return nil, false
		}
		i = skipSpace(src, i+end+2)
		if i >= len(src) || src[i] != ':' {
			return nil, false
		}
		start := skipSpace(src, i+1)
		stop, ok := skipValue(src, start)
		if !ok {
			return nil, false
		}
		doc[string(key)] = src[start:stop]
		i = skipSpace(src, stop)
		if i >= len(src) {
			return nil, false
		}
		switch src[i] {
		case ',':
			i = skipSpace(src, i+1)
		case '}':
			return doc, skipSpace(src, i+1) == len(src)
		default:
			return nil, false
		}
	}
	return nil, false
}

func skipSpace(src []byte, i int) int {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
		i++
	}
	return i
}

// skipValue returns the end of the JSON value starting at i.
func skipValue(src []byte, i int) (int, bool) {
	if i >= len(src) {
		return 0, false
	}
	switch src[i] {
	case '"':
		return skipString(src, i)
	case '{', '[':
		depth := 0
		for i < len(src) {
			switch src[i] {
			case '"':
				end, ok := skipString(src, i)
				if !ok {
					return 0, false
				}
				i = end
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1, true
				}
			}
			i++
		}
		return 0, false
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

// elements splits a JSON array into its raw elements; false when src is
// not an array it reads with certainty.
func elements(src []byte) ([]json.RawMessage, bool) {
	i := skipSpace(src, 0)
	if i >= len(src) || src[i] != '[' {
		return nil, false
	}
	var out []json.RawMessage
	i = skipSpace(src, i+1)
	if i < len(src) && src[i] == ']' {
		return out, skipSpace(src, i+1) == len(src)
	}
	for i < len(src) {
		end, ok := skipValue(src, i)
		if !ok {
			return nil, false
		}
		out = append(out, src[i:end])
		i = skipSpace(src, end)
		if i >= len(src) {
			return nil, false
		}
		switch src[i] {
		case ',':
			i = skipSpace(src, i+1)
		case ']':
			return out, skipSpace(src, i+1) == len(src)
		default:
			return nil, false
		}
	}
	return nil, false
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
