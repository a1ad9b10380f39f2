// Package jsonscan reads JSON without decoding values: the splitters on the
// hot path of every page, where encoding/json's reflection would cost more
// than the search (about 12 times, on a page of jobs). It owns only the
// walking of objects, arrays and strings; what to do with a member is the
// caller's. Each function reports false for anything it does not read with
// certainty (escaped keys, malformed structure), and callers then fall back
// to encoding/json.
package jsonscan

import (
	"bytes"
	"encoding/json"
	"slices"
)

// Members walks the JSON object starting at src[i] (after any spaces). For
// every member it calls fn with the key (without quotes) and the offset
// where the value starts; fn returns the offset where that value ends,
// having read as much of it as it wants. Members returns the offset just
// after the closing brace.
func Members(src []byte, i int, fn func(key []byte, at int) (int, bool)) (int, bool) {
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
		colon := SkipSpace(src, at+end+2)
		if colon >= len(src) || src[colon] != ':' {
			return 0, false
		}
		return fn(key, SkipSpace(src, colon+1))
	})
}

// Elements walks the JSON array starting at src[i] (after any spaces),
// calling fn with the offset where each element starts; fn returns where
// the element ends. Elements returns the offset just after the bracket.
func Elements(src []byte, i int, fn func(at int) (int, bool)) (int, bool) {
	return walk(src, i, '[', ']', fn)
}

// walk reads the container that open starts at src[i] (after any spaces):
// items separated by commas up to close. item reads the item starting at
// the offset it is given and returns where it ends. walk returns the
// offset just after close.
func walk(src []byte, i int, open, close byte, item func(at int) (int, bool)) (int, bool) {
	i = SkipSpace(src, i)
	if i >= len(src) || src[i] != open {
		return 0, false
	}
	i = SkipSpace(src, i+1)
	if i < len(src) && src[i] == close {
		return i + 1, true
	}
	for i < len(src) {
		stop, ok := item(i)
		if !ok {
			return 0, false
		}
		i = SkipSpace(src, stop)
		if i >= len(src) {
			return 0, false
		}
		switch src[i] {
		case ',':
			i = SkipSpace(src, i+1)
		case close:
			return i + 1, true
		default:
			return 0, false
		}
	}
	return 0, false
}

// Split splits a JSON array into its raw elements.
func Split(src []byte) ([]json.RawMessage, bool) {
	out := make([]json.RawMessage, 0, 4)
	end, ok := Elements(src, 0, func(at int) (int, bool) {
		stop, ok := SkipValue(src, at)
		if ok {
			out = append(out, src[at:stop])
		}
		return stop, ok
	})
	if !ok || SkipSpace(src, end) != len(src) {
		return nil, false
	}
	return out, true
}

// SkipSpace returns the offset of the first byte at or after i that is not
// JSON white space.
func SkipSpace(src []byte, i int) int {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
		i++
	}
	return i
}

// SkipValue returns the end of the JSON value starting at i. Objects and
// arrays are walked member by member, so their structure is checked;
// strings are delimited, not validated (OpenSearch writes valid JSON, and
// their bytes are copied as they are).
func SkipValue(src []byte, i int) (int, bool) {
	if i >= len(src) {
		return 0, false
	}
	switch src[i] {
	case '"':
		return skipString(src, i)
	case '{':
		return Members(src, i, func(_ []byte, at int) (int, bool) { return SkipValue(src, at) })
	case '[':
		return Elements(src, i, func(at int) (int, bool) { return SkipValue(src, at) })
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

// PlainString reads a JSON string without escapes into dst.
func PlainString(raw []byte, dst *string) bool {
	if len(raw) < 2 || raw[0] != '"' || raw[len(raw)-1] != '"' || bytes.IndexByte(raw, '\\') >= 0 {
		return false
	}
	*dst = string(raw[1 : len(raw)-1])
	return true
}

// String reads a JSON string into dst, undoing the escapes of one
// character (\" \\ \/ \b \f \n \r \t); it reports false, leaving dst as it
// was, for a \u escape or anything else it does not read with certainty,
// which encoding/json then decodes.
func String(raw []byte, dst *string) bool {
	if len(raw) < 2 || raw[0] != '"' || raw[len(raw)-1] != '"' {
		return false
	}
	body := raw[1 : len(raw)-1]
	slash := bytes.IndexByte(body, '\\')
	if slash < 0 {
		*dst = string(body)
		return true
	}
	out := make([]byte, 0, len(body))
	for slash >= 0 {
		out = append(out, body[:slash]...)
		if slash+1 >= len(body) {
			return false
		}
		c, ok := unescaped[body[slash+1]]
		if !ok {
			return false
		}
		out = append(out, c)
		body = body[slash+2:]
		slash = bytes.IndexByte(body, '\\')
	}
	*dst = string(append(out, body...))
	return true
}

// unescaped are the characters of JSON's one-character escapes.
var unescaped = map[byte]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

// Pick returns the JSON object src (from its first byte) with only the
// members whose keys are among keys, in src's order: the part of a row a
// decoder needs, for encoding/json to read without scanning the rest. It
// reports false when it does not read src with certainty.
func Pick(src []byte, keys []string) ([]byte, bool) {
	out := make([]byte, 0, len(src)/2)
	out = append(out, '{')
	end, ok := Members(src, 0, func(key []byte, at int) (int, bool) {
		stop, ok := SkipValue(src, at)
		if ok && slices.Contains(keys, string(key)) {
			if len(out) > 1 {
				out = append(out, ',')
			}
			out = append(out, '"')
			out = append(out, key...)
			out = append(out, `":`...)
			out = append(out, src[at:stop]...)
		}
		return stop, ok
	})
	if !ok || SkipSpace(src, end) != len(src) {
		return nil, false
	}
	return append(out, '}'), true
}
