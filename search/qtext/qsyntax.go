package qtext

import (
	"strings"
	"unicode"

	"readapi/mappings/language"
)

// The query syntax of q (docs/search.md, "Query syntax"):
// words, "phrases", -exclusions, a OR b, and prefix*. parseSyntax reads it
// in Go before anything reaches the engine; textClause compiles the result.

// qTerm is one positive or excluded piece of q.
type qTerm struct {
	text   string // a word, the words of a phrase, or a prefix without its *
	phrase bool
	prefix bool
}

// qSyntax is a parsed q: every group must match (one of its terms), no
// exclusion may.
type qSyntax struct {
	groups   [][]qTerm
	excluded []qTerm
	// plain is true when q holds only words: no operator at all.
	plain bool
	// words are the first terms of the groups as typed: the words of a
	// plain q.
	words []string
}

// qToken is a lexed piece of q before OR groups are formed.
type qToken struct {
	term     qTerm
	excluded bool
	or       bool // the bare word OR, an operator only between two terms
}

// hasWordChar reports whether s holds a letter or digit: a piece without
// one is no word.
func hasWordChar(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

// minPrefixLength is the fewest letters a prefix takes: with fewer, the *
// is no operator and the piece is a word.
const minPrefixLength = 2

// isPrefix reports whether stem, a piece of q less its final *, is a prefix
// of at least minPrefixLength letters as the engine expands it: the last
// word the field's analyzer cuts from it, folded (of "*a" or "ab-c" only
// "a" and "c" are expanded, one letter each; an underscore joins, as in
// the standard tokenizer).
func isPrefix(stem string) bool {
	inWord := func(r rune) bool {
		return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) || unicode.Is(unicode.Pc, r)
	}
	words := strings.FieldsFunc(language.Fold(stem), func(r rune) bool { return !inWord(r) })
	if len(words) == 0 {
		return false
	}
	letters := 0
	for _, r := range words[len(words)-1] {
		if !unicode.IsMark(r) {
			letters++
		}
	}
	return letters >= minPrefixLength
}

// lexQuery splits q into words, phrases (an unbalanced " closes at the
// end), exclusions and OR candidates. A piece without a letter or digit,
// a lone -, is dropped.
func lexQuery(text string) []qToken {
	var out []qToken
	rs := []rune(text)
	for i := 0; i < len(rs); {
		if unicode.IsSpace(rs[i]) {
			i++
			continue
		}
		excluded := false
		if rs[i] == '-' && i+1 < len(rs) && rs[i+1] == '"' {
			excluded = true
			i++
		}
		if rs[i] == '"' {
			end := i + 1
			for end < len(rs) && rs[end] != '"' {
				end++
			}
			phrase := strings.Join(strings.Fields(string(rs[i+1:min(end, len(rs))])), " ")
			if hasWordChar(phrase) {
				out = append(out, qToken{term: qTerm{text: phrase, phrase: true}, excluded: excluded})
			}
			i = end + 1
			continue
		}
		end := i
		for end < len(rs) && !unicode.IsSpace(rs[end]) && rs[end] != '"' {
			end++
		}
		piece := string(rs[i:end])
		i = end
		if piece == "OR" {
			out = append(out, qToken{or: true, term: qTerm{text: piece}})
			continue
		}
		if strings.HasPrefix(piece, "-") {
			piece, excluded = piece[1:], true
		}
		if !hasWordChar(piece) {
			continue
		}
		term := qTerm{text: piece}
		if stem, ok := strings.CutSuffix(piece, "*"); ok && isPrefix(stem) {
			term = qTerm{text: stem, prefix: true}
		}
		out = append(out, qToken{term: term, excluded: excluded})
	}
	return out
}

// parseSyntax parses q. OR joins the positive terms on either side of it
// (chained as a OR b OR c) and binds tighter than the implicit AND; an OR
// with no positive term on one side is a word.
func parseSyntax(text string) qSyntax {
	tokens := lexQuery(text)
	positive := func(i int) bool { return i >= 0 && i < len(tokens) && !tokens[i].or && !tokens[i].excluded }
	s := qSyntax{plain: true}
	joinNext := false
	for i, t := range tokens {
		switch {
		case t.or && positive(i-1) && positive(i+1) && len(s.groups) > 0:
			joinNext = true
			s.plain = false
		case t.excluded:
			s.excluded = append(s.excluded, t.term)
			s.plain = false
		case joinNext:
			s.groups[len(s.groups)-1] = append(s.groups[len(s.groups)-1], t.term)
			joinNext = false
		default:
			if t.term.phrase || t.term.prefix {
				s.plain = false
			}
			s.groups = append(s.groups, []qTerm{t.term})
		}
	}
	for _, g := range s.groups {
		s.words = append(s.words, g[0].text)
	}
	return s
}
