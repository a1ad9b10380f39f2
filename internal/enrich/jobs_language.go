package enrich

import (
	"strings"
	"unicode"
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
	text := title
	if description != nil {
		text += "\n" + *description
	}
	var cyrillic, latin, marked, english, azerbaijani int
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch {
		case strings.IndexFunc(w, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) >= 0:
			cyrillic++
		case strings.IndexFunc(w, func(r rune) bool { return unicode.Is(unicode.Latin, r) }) >= 0:
			latin++
			switch {
			case strings.ContainsAny(w, jobAzLetters):
				marked++
			case jobEnglish(w):
				english++
			case jobQWithoutU(w) || strings.Contains(w, "x"):
				azerbaijani++
			}
		}
	}
	switch {
	case cyrillic > latin:
		return "ru"
	case latin == 0 || latin == cyrillic:
		return ""
	case float64(marked) >= jobMarkedShare*float64(latin):
		return "az"
	case english > 2*azerbaijani && english > 0:
		return "en"
	case azerbaijani > 2*english:
		return "az"
	}
	return ""
}

// jobQWithoutU reports whether a word has a q not followed by u.
func jobQWithoutU(w string) bool {
	for i := strings.IndexByte(w, 'q'); i >= 0; {
		if i+1 >= len(w) || w[i+1] != 'u' {
			return true
		}
		next := strings.IndexByte(w[i+1:], 'q')
		if next < 0 {
			return false
		}
		i += 1 + next
	}
	return false
}

// jobEnglish reports whether a Latin word is spelled the English way.
func jobEnglish(w string) bool {
	for _, g := range jobEnglishGroups {
		if strings.Contains(w, g) {
			return true
		}
	}
	return len(w) > 3 && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ly"))
}
