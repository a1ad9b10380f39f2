package enrich

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"readapi/internal/vocab"
)

// jobPhrase is one way a text names a term: its folded words, in order.
type jobPhrase struct {
	term  string
	words []string
}

// jobMatch is where a phrase stands in a text's words: [start, end).
// exact: each word is the phrase's as written, no other form of it.
type jobMatch struct {
	term       string
	start, end int
	exact      bool
}

// sameAs reports whether b names the same term at the same place as m.
func (m jobMatch) sameAs(b jobMatch) bool {
	return m.term == b.term && m.start == b.start && m.end == b.end
}

// jobMatcher finds the phrases of terms in a text, each word of a phrase
// also matching its inflected forms (jobWordMatches).
type jobMatcher struct {
	// byKey holds the phrases by the key of their first word: its stem
	// when it takes endings, else the word itself (strict: the word).
	byKey map[string][]jobPhrase
	// strict matchers match a word only as written or with an
	// Azerbaijani possessive ending (direktor, direktoru; not direktorun,
	// директора): a word that names a rank says it only so.
	strict bool
}

// newJobMatcher indexes the phrases of the terms of v that names picks,
// folded by fold.
func newJobMatcher(v *vocab.Vocabulary, fold func(string) string, names func(vocab.Term) []string, strict bool) *jobMatcher {
	m := &jobMatcher{byKey: map[string][]jobPhrase{}, strict: strict}
	if v == nil {
		return m
	}
	for _, t := range v.Terms {
		if t.Retired {
			continue
		}
		for _, name := range names(t) {
			m.add(t.ID, fold(name))
		}
	}
	return m
}

// add indexes a folded phrase naming term.
func (m *jobMatcher) add(term, phrase string) {
	words := jobWords(phrase)
	if len(words) == 0 {
		return
	}
	key := words[0]
	if !m.strict {
		key = jobKey(key)
	}
	m.byKey[key] = append(m.byKey[key], jobPhrase{term: term, words: words})
}

// matches returns every place a phrase stands in words, the longest
// first at each start.
func (m *jobMatcher) matches(words []string) []jobMatch {
	var found []jobMatch
	var buffer [8]string
	for i, w := range words {
		keys := jobKeysOf(w, buffer[:0])
		if m.strict {
			keys = jobPossessiveBases(w)
		}
		for _, key := range keys {
			for _, p := range m.byKey[key] {
				if end, ok := m.at(p, words, i); ok {
					exact := slices.Equal(words[i:end], p.words)
					found = append(found, jobMatch{term: p.term, start: i, end: end, exact: exact})
				}
			}
		}
	}
	return found
}

// at reports whether the phrase stands in words from i, and where it ends.
func (m *jobMatcher) at(p jobPhrase, words []string, i int) (int, bool) {
	if i+len(p.words) > len(words) {
		return 0, false
	}
	for k, pw := range p.words {
		w := words[i+k]
		if m.strict && !slices.Contains(jobPossessiveBases(w), pw) || !m.strict && !jobWordMatches(w, pw) {
			return 0, false
		}
	}
	return i + len(p.words), true
}

// jobPossessives are the folded Azerbaijani possessive endings a strict
// word may carry (direktoru, müdiri, rəhbəri).
var jobPossessives = []string{"i", "u", "si", "su"}

// jobPossessiveBases are a word and the words it is with a possessive
// ending.
func jobPossessiveBases(w string) []string {
	bases := []string{w}
	if jobCyrillic(w) {
		return bases
	}
	for _, e := range jobPossessives {
		if base, ok := strings.CutSuffix(w, e); ok && base != "" {
			bases = append(bases, base)
		}
	}
	return bases
}

// jobMaximal drops the matches that stand inside a longer one ("menecer" in
// "satış meneceri", "mühasib" in "baş mühasib"), and a form of one term's
// phrase where the words are another's as written ("Портной" is a tailor,
// no form of "портье"; "Production manager" no form of "product
// manager"). Each match is kept once, in the order of its start.
func jobMaximal(found []jobMatch) []jobMatch {
	var kept []jobMatch
	for i, a := range found {
		inside := slices.ContainsFunc(kept, a.sameAs)
		for j, b := range found {
			longer := b.start <= a.start && a.end <= b.end && b.end-b.start > a.end-a.start
			asWritten := b.start == a.start && b.end == a.end && b.exact && !a.exact && b.term != a.term
			if i != j && (longer || asWritten) {
				inside = true
				break
			}
		}
		if !inside {
			kept = append(kept, a)
		}
	}
	slices.SortStableFunc(kept, func(a, b jobMatch) int { return a.start - b.start })
	return kept
}

// jobOnlyTerm is the one term the matches name, or "" when they name none or
// several.
func jobOnlyTerm(found []jobMatch) string {
	term := ""
	for _, f := range found {
		if term != "" && f.term != term {
			return ""
		}
		term = f.term
	}
	return term
}

// jobWords splits folded text into words: runs of letters and digits
// (combining marks, as the dot of a lower-cased İ, are dropped; every
// other character separates, "-" and "/" too).
func jobWords(s string) []string {
	words, _ := jobTokens(s)
	return words
}

// jobTokens are jobWords and, for each word, whether a lone "-" joins it
// to the word before ("Бухгалтер-кассир", "Sürücü-ekspeditor").
func jobTokens(s string) (words []string, hyphened []bool) {
	var b strings.Builder
	separator := ""
	for _, r := range s + " " {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if b.Len() == 0 {
				hyphened = append(hyphened, len(words) > 0 && separator == "-")
			}
			b.WriteRune(r)
			separator = ""
		case unicode.Is(unicode.Mn, r):
		default:
			if b.Len() > 0 {
				words = append(words, b.String())
				b.Reset()
			}
			separator += string(r)
		}
	}
	return words, hyphened
}

// Inflection: a word of a phrase also matches the words that are its stem
// and an ending of at most jobMaxEnding letters (бухгалтера, водители,
// sürücüsü, menecerləri, accountants). The stem drops an Azerbaijani
// possessive -sı/-si/-su/-sü (bacısı: bacıları), else the word's final
// vowels; a stem shorter
// than jobMinStem letters takes no endings.
const (
	jobMinStem   = 4
	jobMaxEnding = 5
	// jobVowels are the letters a stem drops at the end (folded: ə is e).
	jobVowels = "aeiouyаеёиоуыэюяьйъ"
)

// jobDerivations begin the endings that make another word of a stem, no
// form of it: an Azerbaijani abstract noun (sürücülük, mühəndislik), the
// English -ing (engineering), a Russian adjective or abstract noun
// (бухгалтерский, бухгалтерия).
var jobDerivations = []string{"lik", "liq", "luk", "luq", "ing", "ск", "ств", "ия", "ии", "ию", "ией"}

// jobStem is the part of a folded word that takes endings, or "" when
// the word takes none.
func jobStem(w string) string {
	stem, possessive := "", false
	if utf8.RuneCountInString(w) > 5 && !jobCyrillic(w) {
		for _, ending := range []string{"si", "su"} {
			if stem, possessive = strings.CutSuffix(w, ending); possessive {
				break
			}
		}
	}
	if !possessive {
		stem = strings.TrimRight(w, jobVowels)
	}
	if utf8.RuneCountInString(stem) < jobMinStem {
		return ""
	}
	return stem
}

// jobWordMatches reports whether the word of a text w is the word of a
// phrase p or one of its forms.
func jobWordMatches(w, p string) bool {
	if w == p {
		return true
	}
	stem := jobStem(p)
	if stem == "" || !strings.HasPrefix(w, stem) {
		return false
	}
	ending := w[len(stem):]
	if utf8.RuneCountInString(ending) > jobMaxEnding {
		return false
	}
	// The ending starts after the stem's own final vowels ("sürücü" +
	// "lük" reads "ü" + "lük" beyond the stem "sürüc").
	rest := strings.TrimLeft(ending, jobVowels)
	for _, d := range jobDerivations {
		if strings.HasPrefix(ending, d) || strings.HasPrefix(rest, d) {
			return false
		}
	}
	return !jobOtherWordsPossessive(p, ending)
}

// jobOtherWordsPossessive reports whether an ending after a word that
// ends in a consonant is a vowel and the possessive -sı/-si/-su/-sü: that
// possessive follows a vowel, so the vowel ends another word (texnik +
// "ası" is texnika, machinery, + sı).
func jobOtherWordsPossessive(p, ending string) bool {
	last, _ := utf8.DecodeLastRuneInString(p)
	if strings.ContainsRune(jobVowels, last) || jobCyrillic(p) || len(ending) < 3 {
		return false
	}
	return strings.ContainsRune(jobVowels, rune(ending[0])) && ending[1] == 's' && strings.ContainsRune("iu", rune(ending[2]))
}

// jobKey is the index key of a phrase's first word.
func jobKey(w string) string {
	if stem := jobStem(w); stem != "" {
		return stem
	}
	return w
}

// jobKeysOf are the keys under which a text's word may find phrases: the
// word itself and its prefixes of at least jobMinStem letters that leave an
// ending of at most jobMaxEnding letters (appended to keys[:0]).
func jobKeysOf(w string, keys []string) []string {
	keys = append(keys[:0], w)
	n, k := utf8.RuneCountInString(w), 0
	for i := range w {
		if k >= jobMinStem && k >= n-jobMaxEnding {
			keys = append(keys, w[:i])
		}
		k++
	}
	return keys
}

// jobCyrillic reports whether a word has a Cyrillic letter.
func jobCyrillic(w string) bool {
	return strings.IndexFunc(w, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) >= 0
}
