package enrich

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The language a posting is written in is told by the letters of its
// words: a word with a Cyrillic letter is Russian; a Latin word with a
// letter of the Azerbaijani alphabet that English lacks (ə ı ş ç ğ ö ü) is
// Azerbaijani. Azerbaijani typed without them is told from English by the
// spellings one alphabet has and the other lacks: a q not before u or an x
// (qrafik, xidmet) against English letter groups (jobEnglishGroups) and
// endings (-ed, -ly).
const (
	// jobMarkedShare is the share of a text's Latin words that carry an
	// Azerbaijani letter above which it is Azerbaijani: English text
	// carries them only in names (Bakı).
	jobMarkedShare = 0.15
	jobAzLetters   = "əışçğöü"
)

// jobEnglishGroups are letter groups of English words that Azerbaijani
// spelling has no use for.
var jobEnglishGroups = []string{"w", "th", "ck", "ee", "oo", "ou", "ing", "tion"}

// jobLanguage is the language of most of the words of the title and the
// description: az, ru, en, or "" when they do not say.
func jobLanguage(title string, description *string) string {
	var c jobLetterCount
	c.count(title)
	if description != nil {
		c.count(*description)
	}
	switch {
	case c.cyrillic > c.latin:
		return "ru"
	case c.latin == 0 || c.latin == c.cyrillic:
		return ""
	case float64(c.marked) >= jobMarkedShare*float64(c.latin):
		return "az"
	case c.english > 2*c.azerbaijani && c.english > 0:
		return "en"
	case c.azerbaijani > 2*c.english:
		return "az"
	}
	return ""
}

// jobLetterCount counts a text's words by what their letters tell.
type jobLetterCount struct {
	cyrillic, latin              int // words with a Cyrillic letter; the other words with a Latin one
	marked, english, azerbaijani int // Latin words: with an Azerbaijani letter; spelled the English way; the Azerbaijani way
	word                         []byte
}

// count reads the words of text, a word a run of letters.
func (c *jobLetterCount) count(text string) {
	cyrillic, latin, marked := false, false, false
	c.word = c.word[:0]
	end := func() {
		switch {
		case cyrillic:
			c.cyrillic++
		case latin:
			c.latin++
			switch {
			case marked:
				c.marked++
			case jobEnglish(c.word):
				c.english++
			case jobQWithoutU(c.word) || bytes.IndexByte(c.word, 'x') >= 0:
				c.azerbaijani++
			}
		}
		cyrillic, latin, marked = false, false, false
		c.word = c.word[:0]
	}
	for _, r := range text {
		if !unicode.IsLetter(r) {
			end()
			continue
		}
		r = unicode.ToLower(r)
		switch {
		case r < utf8.RuneSelf:
			latin = true
			c.word = append(c.word, byte(r))
		case strings.ContainsRune(jobAzLetters, r):
			latin, marked = true, true
		case unicode.Is(unicode.Cyrillic, r):
			cyrillic = true
		case unicode.Is(unicode.Latin, r):
			latin = true
		}
	}
	end()
}

// jobQWithoutU reports whether a word has a q not followed by u.
func jobQWithoutU(w []byte) bool {
	for i, b := range w {
		if b == 'q' && (i+1 == len(w) || w[i+1] != 'u') {
			return true
		}
	}
	return false
}

// jobEnglish reports whether a Latin word (its ASCII letters) is spelled
// the English way.
func jobEnglish(w []byte) bool {
	for _, g := range jobEnglishGroups {
		if bytes.Contains(w, []byte(g)) {
			return true
		}
	}
	return len(w) > 3 && (bytes.HasSuffix(w, []byte("ed")) || bytes.HasSuffix(w, []byte("ly")))
}
