package search

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"readapi"
	"readapi/internal/jsonscan"
)

// Highlights (highlight=true): for each row of the page with a match in a
// highlighted field, marked fragments of the field: the text HTML-escaped,
// every matched term wrapped in <mark>, at most highlightFragments
// fragments of about highlightSize characters.
//
// OpenSearch's unified highlighter marks each field and each of its
// subfields (the stems and synonyms that q searches) separately, over the
// offsets the mappings index with the postings (index_options: offsets), and
// returns each matching value whole (number_of_fragments 0) with the
// matches between markTags. Here the marks of a field and its subfields are
// merged as a union of intervals over the value, so a stemmed, synonym or
// typo match is marked in the text as published; then the fragments are
// cut around the marks and escaped. Only subfields some clause of q
// searches are asked for: the others cannot add a mark. With offsets in
// the postings the highlighter never re-analyses a text (typo clauses
// included), so index.highlight.max_analyzed_offset does not apply.
//
// Each field is marked with the terms of its own clauses only
// (require_field_match): by default the highlighter looks every term and
// phrase of every field of q up in each highlighted field's postings, for
// each hit. That saves little: on a quiet machine (20,000 jobs, 26 hits)
// the engine's highlight page was 2.17x its plain page for mühasib, 2.02x
// with it, and unchanged for developer and kassir; most of the phase is a
// cost per hit and field (one field alone 1.3x, each more ~0.08x). The
// marks are the same: over the
// own judged sets (scripts/highlightcmp: 4,940 requests of jobs, events and
// quotes, by date and by relevance, fuzzy or not) not one differed, since
// every word of q searches every highlighted field and its subfields alike.
//
// OpenSearch 3.1+ can instead mark a field with the matches of its
// subfields in one pass (matched_fields on the unified highlighter). On
// 3.8.0 that made the highlight phase 1.3-2.7x slower on five job queries
// (3.6x on a Cyrillic typo query), and it marks more words (a synonym, stem
// or typo match that the query found through another field) in 16 of 394
// job and 2 of 452 event requests of the judged sets: so not used.
const (
	highlightFragments = 3
	highlightSize      = 160
)

// markOpen and markClose delimit the matches in OpenSearch's answer:
// private-use characters, which published texts do not hold.
const (
	markOpen  = "\ue000"
	markClose = "\ue001"
)

// highlightClause asks OpenSearch for the marked values of the dataset's
// highlighted fields and of those of their subfields that q's clauses
// search. Each hit then carries "highlight": {field: [value, ...]}, only
// for fields and values with a match.
func (q *Query) highlightClause() readapi.Clause {
	searched := map[string]bool{}
	for _, i := range q.textAt {
		fieldsOf(q.Filters[i], searched)
	}
	fields := readapi.Clause{}
	for _, f := range q.Dataset.Highlight {
		for name := range searched {
			if name == f || strings.HasPrefix(name, f+".") && !strings.Contains(name[len(f)+1:], ".") {
				fields[name] = readapi.Clause{}
			}
		}
	}
	return readapi.Clause{
		"type": "unified", "pre_tags": []string{markOpen}, "post_tags": []string{markClose},
		"number_of_fragments": 0, "require_field_match": true, "fields": fields,
	}
}

// fieldsOf adds to names every field a query clause searches: the keys of
// its leaf queries and the fields of multi_match (boosts cut off).
func fieldsOf(c any, names map[string]bool) {
	switch v := c.(type) {
	case readapi.Clause:
		for key, sub := range v {
			switch key {
			case "match", "match_phrase", "match_bool_prefix", "match_phrase_prefix", "term", "prefix", "fuzzy", "wildcard":
				if leaf, ok := sub.(readapi.Clause); ok {
					for name := range leaf {
						names[name] = true
					}
				}
			case "multi_match":
				if m, ok := sub.(readapi.Clause); ok {
					list, _ := m["fields"].([]string)
					for _, name := range list {
						name, _, _ = strings.Cut(name, "^")
						names[name] = true
					}
				}
			default:
				fieldsOf(sub, names)
			}
		}
	case []readapi.Clause:
		for _, e := range v {
			fieldsOf(e, names)
		}
	case []any:
		for _, e := range v {
			fieldsOf(e, names)
		}
	}
}

// highlights renders meta.highlights from hits: an object keyed by row id
// ({} when no row matched in a highlighted field).
func highlights(d *readapi.Dataset, hits []Hit) (json.RawMessage, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for _, h := range hits {
		if len(h.Highlight) == 0 {
			continue
		}
		marked, err := decodeMarked(h.Highlight)
		if err != nil {
			return nil, fmt.Errorf("search: cannot decode the highlights of %s: %w", h.ID, err)
		}
		row := rowHighlights(d, marked)
		if row == nil {
			continue
		}
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		id, _ := json.Marshal(h.ID)
		b.Write(id)
		b.WriteByte(':')
		b.Write(row)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// decodeMarked reads a hit's highlight object, {field: [marked value,
// ...]}: with jsonscan, each string copied as it is when it holds no
// escape and decoded by encoding/json otherwise; the whole object by
// encoding/json when jsonscan cannot read it with certainty.
func decodeMarked(raw json.RawMessage) (map[string][]string, error) {
	marked := map[string][]string{}
	_, ok := jsonscan.Members(raw, 0, func(key []byte, at int) (int, bool) {
		var values []string
		end, ok := jsonscan.Elements(raw, at, func(at int) (int, bool) {
			end, ok := jsonscan.SkipValue(raw, at)
			var v string
			if !ok || !jsonscan.String(raw[at:end], &v) && json.Unmarshal(raw[at:end], &v) != nil {
				return 0, false
			}
			values = append(values, v)
			return end, true
		})
		marked[string(key)] = values
		return end, ok
	})
	if ok {
		return marked, nil
	}
	marked = nil
	err := json.Unmarshal(raw, &marked)
	return marked, err
}

// rowHighlights renders one row's highlighted fields, in the dataset's
// order, from the marked values of each field and subfield (nil when none
// has a mark).
func rowHighlights(d *readapi.Dataset, marked map[string][]string) json.RawMessage {
	var b bytes.Buffer
	for _, f := range d.Highlight {
		var texts []string
		marks := map[string][]interval{}
		for name, values := range marked {
			if name != f && !(strings.HasPrefix(name, f+".") && !strings.Contains(name[len(f)+1:], ".")) {
				continue
			}
			for _, v := range values {
				text, m := parseMarks(v)
				if _, ok := marks[text]; !ok {
					texts = append(texts, text)
				}
				marks[text] = append(marks[text], m...)
			}
		}
		if len(texts) == 0 {
			continue
		}
		slices.Sort(texts)
		var frags []string
		for _, text := range texts {
			frags = append(frags, fragments(text, union(marks[text]), highlightFragments-len(frags))...)
		}
		if len(frags) == 0 {
			continue
		}
		if b.Len() == 0 {
			b.WriteByte('{')
		} else {
			b.WriteByte(',')
		}
		name, _ := json.Marshal(f)
		b.Write(name)
		b.WriteByte(':')
		b.Write(valueJSON(frags))
	}
	if b.Len() == 0 {
		return nil
	}
	b.WriteByte('}')
	return b.Bytes()
}

// interval is a marked span of a text, in bytes: [start, end).
type interval struct{ start, end int }

// parseMarks splits a value marked with markOpen/markClose into its text
// and the spans of its marks.
func parseMarks(v string) (string, []interval) {
	var text strings.Builder
	text.Grow(len(v))
	var marks []interval
	open := -1
	for len(v) > 0 {
		switch {
		case strings.HasPrefix(v, markOpen):
			open = text.Len()
			v = v[len(markOpen):]
		case strings.HasPrefix(v, markClose):
			if open >= 0 && text.Len() > open {
				marks = append(marks, interval{open, text.Len()})
			}
			open = -1
			v = v[len(markClose):]
		default:
			next := nextMark(v)
			text.WriteString(v[:next])
			v = v[next:]
		}
	}
	return text.String(), marks
}

// nextMark is the offset of the first markOpen or markClose in v after
// its first byte (len(v) when there is none). Both begin with the same
// byte, which IndexByte finds fast.
func nextMark(v string) int {
	for at := 1; at < len(v); at++ {
		i := strings.IndexByte(v[at:], markOpen[0])
		if i < 0 {
			break
		}
		at += i
		if strings.HasPrefix(v[at:], markOpen) || strings.HasPrefix(v[at:], markClose) {
			return at
		}
	}
	return len(v)
}

// union merges overlapping or touching marks into sorted disjoint ones.
func union(marks []interval) []interval {
	slices.SortFunc(marks, func(a, b interval) int { return a.start - b.start })
	var out []interval
	for _, m := range marks {
		if n := len(out); n > 0 && m.start <= out[n-1].end {
			out[n-1].end = max(out[n-1].end, m.end)
			continue
		}
		out = append(out, m)
	}
	return out
}

// fragments cuts at most most fragments of text around its marks, in the
// order of the text: each starts at a word boundary a little before its
// first mark, runs about highlightSize characters to a word boundary, never
// ends inside a mark, and is escaped with its marks wrapped in <mark>. A
// text of at most highlightSize characters is one fragment.
func fragments(text string, marks []interval, most int) []string {
	var out []string
	for len(marks) > 0 && len(out) < most {
		start, end := 0, len(text)
		if utf8.RuneCountInString(text) > highlightSize {
			start = wordStart(text, back(text, marks[0].start, highlightSize/5))
			end = wordEnd(text, ahead(text, start, highlightSize))
		}
		n := 0
		for n < len(marks) && (n == 0 || marks[n].start < end) {
			end = max(end, marks[n].end)
			n++
		}
		out = append(out, markup(text[start:end], marks[:n], start))
		marks = marks[n:]
	}
	return out
}

// back is the byte offset n characters before at (0 at most).
func back(text string, at, n int) int {
	for ; n > 0 && at > 0; n-- {
		_, size := utf8.DecodeLastRuneInString(text[:at])
		at -= size
	}
	return at
}

// ahead is the byte offset n characters after at (the end at most).
func ahead(text string, at, n int) int {
	for ; n > 0 && at < len(text); n-- {
		_, size := utf8.DecodeRuneInString(text[at:])
		at += size
	}
	return at
}

// wordStart moves at forward to the start of a word, unless the word
// boundary is too far (then at stays).
func wordStart(text string, at int) int {
	if at == 0 || text[at-1] == ' ' {
		return at
	}
	if i := strings.IndexByte(text[at:min(len(text), at+20)], ' '); i >= 0 {
		return at + i + 1
	}
	return at
}

// wordEnd moves at back to the end of a word, unless the word boundary is
// too far (then at stays).
func wordEnd(text string, at int) int {
	if at == len(text) || text[at] == ' ' {
		return at
	}
	if i := strings.LastIndexByte(text[max(0, at-20):at], ' '); i >= 0 {
		return max(0, at-20) + i
	}
	return at
}

// markup escapes a fragment as OpenSearch's html encoder did and wraps its
// marks (offsets in the whole text, from offset) in <mark>.
func markup(frag string, marks []interval, offset int) string {
	var b strings.Builder
	at := 0
	for _, m := range marks {
		escape(&b, frag[at:m.start-offset])
		b.WriteString("<mark>")
		escape(&b, frag[m.start-offset:m.end-offset])
		b.WriteString("</mark>")
		at = m.end - offset
	}
	escape(&b, frag[at:])
	return b.String()
}

// markupEscapes are the escapes of Lucene's SimpleHTMLEncoder, which
// OpenSearch's "html" encoder is.
var markupEscapes = strings.NewReplacer(`"`, "&quot;", "&", "&amp;", "<", "&lt;", ">", "&gt;", "'", "&#x27;", "/", "&#x2F;")

func escape(b *strings.Builder, s string) { _, _ = markupEscapes.WriteString(b, s) }
