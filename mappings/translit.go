package mappings

import (
	_ "embed"
	"fmt"
	"strings"
	"unicode"

	"readapi/internal/datafile"
)

// nameTable is the transliteration of names between Cyrillic and Latin (see
// the file's header for its format and how to add to it).
//
//go:embed translit/names.txt
var nameTable []byte

// NamePairs are real names written by hand in both scripts, one pair a
// line, "Cyrillic | Latin": what the rules of names.txt must reach.
//
//go:embed translit/name-pairs.txt
var NamePairs []byte

// NameRule is one line of mappings/translit/names.txt: a group of letters,
// whether it applies only at the start or the end of a word, and its
// readings in the other script, the likelier first.
type NameRule struct {
	Letters    string
	Start, End bool
	Readings   []string
}

// The sections of names.txt.
const (
	toLatinSection    = "cyrillic to latin"
	toCyrillicSection = "latin to cyrillic"
	toEnglishSection  = "azerbaijani to english"
	nameCasesSection  = "russian name cases"
	azCyrillicSection = "azerbaijani cyrillic"
)

// nameTableFile is names.txt as the repository holds it, for messages.
const nameTableFile = "mappings/translit/names.txt"

// NameRules are the rules of mappings/translit/names.txt by section.
type NameRules struct {
	// ToLatin read Cyrillic letters in Latin, ToCyrillic Latin letters in
	// Cyrillic; ToEnglish give the English spellings of the letters of the
	// Azerbaijani alphabet (ə: a; c: j; ş: sh), the likelier first.
	ToLatin, ToCyrillic, ToEnglish []NameRule
	// NameCases give a Russian case ending of a surname the ending of the
	// name as written (Гасымова: Гасымов), each an End rule.
	NameCases []NameRule
	// AzerbaijaniCyrillic give each letter of the Azerbaijani Latin
	// alphabet its letter in the Azerbaijani Cyrillic one (ü: ү; h: һ).
	AzerbaijaniCyrillic []NameRule
}

// ReadNameRules returns the rules of mappings/translit/names.txt. A line
// outside a section, in an unknown section, without "=", repeated, or
// whose letters or readings are in the wrong script is an error.
func ReadNameRules() (NameRules, error) {
	rules, err := readNameTable()
	if err != nil {
		return NameRules{}, err
	}
	return NameRules{ToLatin: rules[toLatinSection], ToCyrillic: rules[toCyrillicSection], ToEnglish: rules[toEnglishSection],
		NameCases: rules[nameCasesSection], AzerbaijaniCyrillic: rules[azCyrillicSection]}, nil
}

// nameSections are the scripts of each section's letters and readings.
var nameSections = map[string]struct{ letters, readings func(string) bool }{
	toLatinSection:    {isCyrillicWord, isLatinWord},
	toCyrillicSection: {isLatinWord, isCyrillicWord},
	toEnglishSection:  {isLatinWord, isLatinWord},
	nameCasesSection:  {isCyrillicWord, isCyrillicWord},
	azCyrillicSection: {isLatinWord, isCyrillicWord},
}

// readNameTable reads the rules of names.txt by section, through
// datafile.Parse, which checks the sections.
func readNameTable() (map[string][]NameRule, error) {
	file, err := datafile.Parse(nameTableFile, nameTable, func(name string) bool {
		_, ok := nameSections[name]
		return ok
	})
	if err != nil {
		return nil, err
	}
	rules := map[string][]NameRule{}
	for _, sec := range file.Sections {
		seen := map[string]int{}
		for i, line := range sec.Entries {
			n := sec.Lines[i]
			rule, err := parseNameRule(line, sec.Name)
			if err != nil {
				return nil, datafile.Errorf(file.Name, n, "%v", err)
			}
			key := strings.TrimSpace(line[:strings.Index(line, "=")])
			if at, ok := seen[key]; ok {
				return nil, datafile.Errorf(file.Name, n, "the letters are already on line %d", at)
			}
			seen[key] = n
			rules[sec.Name] = append(rules[sec.Name], rule)
		}
	}
	return rules, nil
}

// parseNameRule reads "LETTERS = READING, ...", the letters and the
// readings in the scripts of section. A Cyrillic letter read as nothing
// (ь) has an empty list.
func parseNameRule(line, section string) (NameRule, error) {
	from, to, ok := strings.Cut(line, "=")
	if !ok {
		return NameRule{}, fmt.Errorf("a rule is LETTERS = READING, ...: %q", line)
	}
	var r NameRule
	r.Letters = strings.TrimSpace(from)
	r.Letters, r.Start = strings.CutPrefix(r.Letters, "^")
	r.Letters, r.End = strings.CutSuffix(r.Letters, "$")
	scripts := nameSections[section]
	if section == nameCasesSection && !r.End {
		return NameRule{}, fmt.Errorf("%q: a case ending ends with $", r.Letters)
	}
	if !scripts.letters(r.Letters) {
		return NameRule{}, fmt.Errorf("%q: the letters are not in the section's script", r.Letters)
	}
	if to = strings.TrimSpace(to); to == "" {
		if section == toLatinSection {
			return r, nil
		}
		return NameRule{}, fmt.Errorf("%q: a Latin group needs a reading", r.Letters)
	}
	for _, reading := range strings.Split(to, ",") {
		reading = strings.TrimSpace(reading)
		if !scripts.readings(reading) {
			return NameRule{}, fmt.Errorf("%q: reading %q is not in the section's script", r.Letters, reading)
		}
		r.Readings = append(r.Readings, reading)
	}
	return r, nil
}

func isCyrillicWord(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return !unicode.Is(unicode.Cyrillic, r) }) < 0
}

func isLatinWord(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return !unicode.Is(unicode.Latin, r) }) < 0
}
