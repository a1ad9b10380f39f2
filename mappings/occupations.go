package mappings

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"readapi/internal/datafile"
	"readapi/internal/vocab"
)

// The occupations of mappings/vocabularies/occupation.txt are the job-title
// synonym groups of synonyms/job-titles.txt: a term's group is the one
// holding one of its labels or [words] (folded), and the enricher matches
// a title against the titles of its groups, which are written once, in
// job-titles.txt. A group that is no occupation's names a field, a
// seniority or an employment ("mühasibat", "stajyor", "könüllü").

// maxLatinSpellings bounds the Latin spellings of a Cyrillic title
// (Russian typed in Latin letters: бухгалтер is buxgalter).
const maxLatinSpellings = 32

// withTitles adds to each term of a vocabulary linked to a file of title
// groups (its header's "titles": the occupations and job-titles.txt) the
// titles of its groups and the Latin spellings of their Cyrillic titles,
// but for the [unlisted] ones, which it holds with their spellings as the
// vocabulary's Unlisted. The titles of the group holding a label name the
// term as the label does (дальнобойщик, a truck driver), and are its Names
// too; a group named by a [words] line holds narrower jobs (baş mühasib).
// A group that two terms name, or a term that names no group, is an error.
func withTitles(occupation *vocab.Vocabulary, file string, data []byte) error {
	groups, err := titleGroups(file, data)
	if err != nil {
		return err
	}
	rules, err := ReadNameRules()
	if err != nil {
		return err
	}
	linked := OccupationGroups(occupation, groups)
	for gi, terms := range linked {
		if len(terms) > 1 {
			return fmt.Errorf("mappings: the job-title group of %q is named by the occupations %s", groups[gi][0], strings.Join(terms, " and "))
		}
	}
	unlisted, err := unlistedTitles(occupation, rules)
	if err != nil {
		return err
	}
	occupation.Unlisted = slices.Sorted(maps.Keys(unlisted))
	for i := range occupation.Terms {
		t := &occupation.Terms[i]
		n := 0
		for gi, terms := range linked {
			if len(terms) == 0 || terms[0] != t.ID {
				continue
			}
			n++
			titles := groupTitles(groups[gi], unlisted, rules)
			t.Words = append(t.Words, titles...)
			if holdsLabel(groups[gi], t.Labels) {
				t.Names = append(t.Names, titles...)
			}
		}
		if n == 0 && !t.Retired {
			return fmt.Errorf("mappings: occupation %q names no job-title group (by a label or a [words] line)", t.ID)
		}
	}
	return nil
}

// groupTitles are a group's titles, the Latin spellings of its Cyrillic
// ones and the Azerbaijani Cyrillic spelling of its Latin ones, but for
// the unlisted.
func groupTitles(group []string, unlisted map[string]bool, rules NameRules) []string {
	var out []string
	for _, title := range group {
		if unlisted[titleKey(title)] {
			continue
		}
		out = append(out, title)
		if isCyrillicPhrase(title) {
			for _, latin := range latinSpellings(title, rules.ToLatin) {
				if !unlisted[titleKey(latin)] {
					out = append(out, latin)
				}
			}
		}
		out = append(out, azerbaijaniCyrillic(title, rules.AzerbaijaniCyrillic)...)
	}
	return out
}

// azerbaijaniCyrillic are a Latin title's spellings in the Azerbaijani
// Cyrillic alphabet, letter by letter (translit/names.txt, [azerbaijani
// cyrillic]): "şəxsi sürücü" is "шәхси сүрүҹү" in the alphabet's letters
// and "шәхси сүрүчү" in a keyboard's, as postings written in that alphabet
// say it. A title with a letter the table lacks (w, a digit, a Cyrillic
// letter) has none.
func azerbaijaniCyrillic(title string, rules []NameRule) []string {
	letters := map[rune][]string{}
	for _, r := range rules {
		if l := []rune(r.Letters); len(l) == 1 {
			letters[l[0]] = r.Readings
		}
	}
	var proper, typed strings.Builder
	for _, r := range titleKey(title) {
		readings, ok := letters[r]
		switch {
		case ok:
			proper.WriteString(readings[0])
			typed.WriteString(readings[len(readings)-1])
		case r == ' ' || r == '-':
			proper.WriteRune(r)
			typed.WriteRune(r)
		default:
			return nil
		}
	}
	if proper.String() == typed.String() {
		return []string{proper.String()}
	}
	return []string{proper.String(), typed.String()}
}

// holdsLabel reports whether one of a group's titles is one of labels
// (folded).
func holdsLabel(group []string, labels vocab.Labels) bool {
	for _, title := range group {
		for _, label := range labels.All() {
			if titleKey(title) == titleKey(label) {
				return true
			}
		}
	}
	return false
}

// unlistedTitles are the vocabulary's [unlisted] titles, which name jobs
// it holds no term for (a dispatcher, a call-centre operator), the Latin
// spellings of the Cyrillic ones and the Azerbaijani Cyrillic spellings of
// the Latin ones, by their titleKey. Such a title
// may stay in an occupation's group, a synonym for search ("dispatcher"
// finds logisticians), but derives none. A label is never unlisted.
func unlistedTitles(occupation *vocab.Vocabulary, rules NameRules) (map[string]bool, error) {
	labels := map[string]bool{}
	for _, t := range occupation.Terms {
		for _, label := range t.Labels.All() {
			labels[titleKey(label)] = true
		}
	}
	unlisted := map[string]bool{}
	for _, title := range occupation.Unlisted {
		if labels[titleKey(title)] {
			return nil, fmt.Errorf("mappings: the unlisted title %q is an occupation's label", title)
		}
		unlisted[titleKey(title)] = true
		if isCyrillicPhrase(title) {
			for _, latin := range latinSpellings(title, rules.ToLatin) {
				unlisted[titleKey(latin)] = true
			}
		}
		for _, cyrillic := range azerbaijaniCyrillic(title, rules.AzerbaijaniCyrillic) {
			unlisted[titleKey(cyrillic)] = true
		}
	}
	return unlisted, nil
}

// titleGroups are the groups of the [titles] section of a synonym list
// (SynonymGroups checks job-titles.txt; its other sections are no job
// titles).
func titleGroups(file string, data []byte) ([][]string, error) {
	f, err := datafile.Parse(file, data, nil)
	if err != nil {
		return nil, fmt.Errorf("mappings: %w", err)
	}
	var groups [][]string
	for _, line := range f.Get("titles") {
		var group []string
		for _, title := range strings.Split(line, ",") {
			group = append(group, strings.Join(strings.Fields(title), " "))
		}
		groups = append(groups, group)
	}
	return groups, nil
}

// OccupationGroups returns, for each group, the terms of occupation whose
// labels or words name one of its titles (folded).
func OccupationGroups(occupation *vocab.Vocabulary, groups [][]string) [][]string {
	named := map[string][]string{}
	for _, t := range occupation.Terms {
		for _, name := range append(t.Labels.All(), t.Words...) {
			key := titleKey(name)
			if len(named[key]) == 0 || named[key][len(named[key])-1] != t.ID {
				named[key] = append(named[key], t.ID)
			}
		}
	}
	linked := make([][]string, len(groups))
	for gi, g := range groups {
		seen := map[string]bool{}
		for _, title := range g {
			for _, id := range named[titleKey(title)] {
				if !seen[id] {
					seen[id] = true
					linked[gi] = append(linked[gi], id)
				}
			}
		}
	}
	return linked
}

// titleKey compares titles and labels: lower case (İ is i, ё is е), one
// space between words.
func titleKey(s string) string {
	s = strings.ToLower(strings.ReplaceAll(s, "İ", "i"))
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "ё", "е")), " ")
}

func isCyrillicPhrase(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return r >= 'а' && r <= 'я' || r == 'ё' }) >= 0
}

// latinSpellings are the spellings of a Cyrillic title in Latin letters
// by the rules of translit/names.txt ([cyrillic to latin]), the likeliest
// first (the fewest less likely readings), at most maxLatinSpellings; a
// title with a Latin word (python разработчик) has none.
func latinSpellings(title string, rules []NameRule) []string {
	var words [][]string
	for _, word := range strings.Fields(strings.ToLower(title)) {
		if !isCyrillicWord(strings.ReplaceAll(word, "-", "")) {
			return nil
		}
		words = append(words, wordSpellings(word, rules))
	}
	return likeliest(words, " ")
}

// wordSpellings spells one Cyrillic word (a "-" kept) in Latin: at each
// place the longest group of letters that applies, read each of its ways.
func wordSpellings(word string, rules []NameRule) []string {
	letters := []rune(word)
	var groups [][]string
	for i := 0; i < len(letters); {
		readings, n := []string{string(letters[i])}, 1
		if letters[i] != '-' {
			if readings, n = readingsAt(letters, i, rules); n == 0 {
				return nil
			}
		}
		groups, i = append(groups, readings), i+n
	}
	return likeliest(groups, "")
}

// likeliest joins one choice of each list by sep, the choices ordered by
// how far down their lists they reach (the first of each list first), at
// most maxLatinSpellings.
func likeliest(lists [][]string, sep string) []string {
	type choice struct {
		text string
		rank int
	}
	choices := []choice{{}}
	for i, list := range lists {
		var next []choice
		for _, c := range choices {
			for r, s := range list {
				if i > 0 {
					s = sep + s
				}
				next = append(next, choice{c.text + s, c.rank + r})
			}
		}
		slices.SortStableFunc(next, func(a, b choice) int { return a.rank - b.rank })
		choices = next[:min(len(next), maxLatinSpellings)]
	}
	spellings := make([]string, len(choices))
	for i, c := range choices {
		spellings[i] = c.text
	}
	return spellings
}

// readingsAt returns the readings of the longest group of rules that
// applies at letters[i] and its length (0 when none applies). A group read
// as nothing (ь) has the one reading "".
func readingsAt(letters []rune, i int, rules []NameRule) ([]string, int) {
	var best NameRule
	n := 0
	for _, r := range rules {
		group := []rune(r.Letters)
		if len(group) <= n || i+len(group) > len(letters) || string(letters[i:i+len(group)]) != r.Letters ||
			r.Start && i != 0 || r.End && i+len(group) != len(letters) {
			continue
		}
		best, n = r, len(group)
	}
	if n == 0 {
		return nil, 0
	}
	if len(best.Readings) == 0 {
		return []string{""}, n
	}
	return best.Readings, n
}
