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
		end, ok := keyEnd(src, at)
		if !ok {
			return 0, false
		}
		colon := SkipSpace(src, end+1)
		if colon >= len(src) || src[colon] != ':' {
			return 0, false
		}
		return fn(src[at+1:end], SkipSpace(src, colon+1))
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
// arrays are walked token by token, so their structure is checked (with the
// same rules as Members and Elements: an escaped key is declined); strings
// are delimited, not validated (OpenSearch writes valid JSON, and their
// bytes are copied as they are). It keeps the containers it is inside on a
// stack of its own instead of calling itself: a page's sources are walked
// by it, and the calls cost more than the walk.
func SkipValue(src []byte, i int) (int, bool) {
	var open [32]byte
	stack := open[:0] // '{' or '[' of each container the walk is inside
	for {
		// a value starts at i
		if i >= len(src) {
			return 0, false
		}
		switch c := src[i]; c {
		case '"':
			end, ok := skipString(src, i)
			if !ok {
				return 0, false
			}
			i = end
		case '{', '[':
			i = SkipSpace(src, i+1)
			if i < len(src) && src[i] == closer(c) {
				i++
				break
			}
			stack = append(stack, c)
			if c == '{' {
				var ok bool
				if i, ok = memberValue(src, i); !ok {
					return 0, false
				}
			}
			continue
		default:
			end := i
			for end < len(src) && src[end] != ',' && src[end] != '}' && src[end] != ']' && src[end] != ' ' && src[end] != '\t' && src[end] != '\n' && src[end] != '\r' {
				end++
			}
			if !scalar(src[i:end]) {
				return 0, false
			}
			i = end
		}
		// a value ended at i: close the containers it ends, up to the
		// next comma
		for {
			if len(stack) == 0 {
				return i, true
			}
			i = SkipSpace(src, i)
			if i >= len(src) {
				return 0, false
			}
			top := stack[len(stack)-1]
			if src[i] == closer(top) {
				stack = stack[:len(stack)-1]
				i++
				continue
			}
			if src[i] != ',' {
				return 0, false
			}
			i = SkipSpace(src, i+1)
			if top == '{' {
				var ok bool
				if i, ok = memberValue(src, i); !ok {
					return 0, false
				}
			}
			break
		}
	}
}

// closer is the byte that closes the container open starts.
func closer(open byte) byte {
	if open == '{' {
		return '}'
	}
	return ']'
}

// memberValue reads an object member's key starting at src[i] and its
// colon, and returns where the value starts. An escaped key is declined,
// as Members declines it.
func memberValue(src []byte, i int) (int, bool) {
	end, ok := keyEnd(src, i)
	if !ok {
		return 0, false
	}
	colon := SkipSpace(src, end+1)
	if colon >= len(src) || src[colon] != ':' {
		return 0, false
	}
	return SkipSpace(src, colon+1), true
}

// keyEnd returns the offset of the quote that ends the key starting at
// src[i] (a quote); it declines an escaped key. Keys are short: a loop
// finds their end sooner than bytes.IndexByte would start.
func keyEnd(src []byte, i int) (int, bool) {
	if i >= len(src) || src[i] != '"' {
		return 0, false
	}
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case '"':
			return j, true
		case '\\':
			return 0, false
		}
	}
	return 0, false
}

// scalar reports whether b is a JSON literal or number, as encoding/json
// reads them.
func scalar(b []byte) bool {
	switch string(b) {
	case "true", "false", "null":
		return true
	}
	i := 0
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && b[i] >= '1' && b[i] <= '9':
		i = digits(b, i)
	default:
		return false
	}
	if i < len(b) && b[i] == '.' {
		if j := digits(b, i+1); j > i+1 {
			i = j
		} else {
			return false
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		j := digits(b, i)
		if j == i {
			return false
		}
		i = j
	}
	return i == len(b)
}

// digits returns the offset of the first byte at or after i that is no
// decimal digit.
func digits(b []byte, i int) int {
	for i < len(b) && b[i] >= '0' && b[i] <= '9' {
		i++
	}
	return i
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
