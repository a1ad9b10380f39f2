package language

import (
	"slices"
	"strconv"
	"strings"

	"readapi/internal/datafile"
)

// Pay is how a q says pay (mappings/language/jobs.txt: [pay], [pay words],
// [high pay]): an amount beside a word that makes it pay (mühasib 1500
// manat, kassir zp 700, водитель от 1000 AZN), or a phrase that asks for
// high pay without a number (aşpaz yüksək maaş). A domain without a [pay]
// section reads no pay (Field is empty).
type Pay struct {
	// Field is the object of the rows' pay in manats a month, its ends
	// in Field.from and Field.to.
	Field string
	// High is the amount, in manats a month, a phrase of HighPhrases
	// asks for.
	High float64
	// Words are the folded words that make a number beside them pay;
	// HighPhrases the folded phrases asking for high pay.
	Words, HighPhrases map[string]bool
	// Currencies are the folded currencies that, written onto a number
	// (1000azn), make it pay, longest first; Thousands the folded words
	// that multiply a number by a thousand, written onto it (2k) or after
	// it (1,5 min).
	Currencies, Thousands []string
}

// readPay reads the "field F", "high N", "currencies W…" and "thousands
// W…" lines of [pay] and the words and phrases of [pay words] and [high
// pay].
func readPay(l layers) (Pay, error) {
	p := Pay{Words: foldedSet(l.all("pay words")), HighPhrases: foldedSet(l.all("high pay"))}
	for _, e := range l.entries("pay") {
		key, arg, _ := strings.Cut(e.text, " ")
		switch key {
		case "field":
			p.Field = arg
		case "high":
			n, err := strconv.ParseFloat(arg, 64)
			if err != nil || n <= 0 {
				return p, datafile.Errorf(e.file, e.line, "[pay]: %q: high takes an amount above 0", e.text)
			}
			p.High = n
		case "currencies":
			p.Currencies = longestFirst(foldedWords(arg))
		case "thousands":
			p.Thousands = longestFirst(foldedWords(arg))
		default:
			return p, datafile.Errorf(e.file, e.line, "[pay]: unknown line %q (field F, high N, currencies W…, thousands W…)", e.text)
		}
	}
	if words := append(l.entries("pay words"), l.entries("high pay")...); p.Field == "" && len(words) > 0 {
		return p, datafile.Errorf(words[0].file, words[0].line, "[pay words] and [high pay] need a [pay] section naming the field")
	}
	return p, nil
}

// IsWord reports whether a word of q, folded, makes a number beside it pay:
// one of Words, bare or before a hyphenated ending (AZN-dən).
func (p Pay) IsWord(folded string) bool {
	head, _, _ := strings.Cut(strings.Trim(folded, ".,:;!?()"), "-")
	return p.Words[Fold(head)]
}

// foldedWords folds each word of a line.
func foldedWords(line string) []string {
	words := strings.Fields(line)
	for i, w := range words {
		words[i] = Fold(w)
	}
	return words
}

// longestFirst orders words longest first, so that a suffix is cut whole
// (manat before man).
func longestFirst(words []string) []string {
	slices.SortStableFunc(words, func(a, b string) int { return len(b) - len(a) })
	return words
}
