package qtext

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"readapi"
	"readapi/mappings/language"
)

// Pay said in q (docs/search.md, "Everyday queries of several words"): an
// amount beside a word that makes it pay (mühasib 1500 manat, kassir zp
// 700, водитель от 1000 AZN, kuryer 1000azn, 1,5 min manat) or a phrase
// asking for high pay (aşpaz yüksək maaş, высокая зарплата) says which
// kind of the job is meant, not the job: a word that only qualifies
// (softwords.go). With order=relevance its words need not match (they are
// in meta.relaxed); a row whose pay in manats a month reaches the amount
// (its "to", or its "from" when it publishes no "to") ranks qualifierFactor
// higher, and one publishing less conflictFactor lower, below the rows
// that publish no pay. Under every other order they are words like any
// other. The words, the field and the amount of high pay are data:
// [pay], [pay words] and [high pay] of mappings/language/jobs.txt.

// payAsk is a run of q's groups that says a pay, and its amount in manats
// a month.
type payAsk struct {
	run    qRun
	amount float64
}

// Amounts read as pay: below the least a month's pay is, a number beside
// a pay word is something else (a shift of 2/2, a 24-hour job).
const minPayAmount, maxPayAmount = 50, 100000

// payRuns finds the runs of a plain q that say a pay: a number and the
// pay words around it, at least one of them (or a currency written onto
// the number: 1000azn, 700₼), or a phrase of [high pay]; inPay marks
// their groups.
func (c *qClasses) payRuns() {
	c.inPay = make([]bool, len(c.groups))
	pay := c.lang.Pay
	if pay.Field == "" || !c.plain || len(c.words) != len(c.groups) {
		return
	}
	n := len(c.groups)
	isWord := func(j int) bool { return c.single(j) && pay.IsWord(language.Fold(c.words[j])) }
	for i := 0; i < n; i++ {
		amount, marked, ok := payAmount(pay, c.words[i])
		if !ok || c.inPay[i] || !c.single(i) {
			continue
		}
		start, end := i, i+1
		if end < n && isThousands(pay, c.words[end]) {
			amount, end = amount*1000, end+1
		}
		for start > 0 && !c.inPay[start-1] && isWord(start-1) {
			start--
		}
		for end < n && isWord(end) {
			end++
		}
		if (!marked && end-start == 1) || amount < minPayAmount || amount > maxPayAmount {
			continue
		}
		c.addPay(payAsk{qRun{start, end - start}, amount})
		i = end - 1
	}
	longestRuns(n, 3, 1, func(i, size int) (struct{}, bool) {
		for j := i; j < i+size; j++ {
			if c.inPay[j] || !c.single(j) {
				return struct{}{}, false
			}
		}
		_, ok := withEnding(pay.HighPhrases, c.foldedRun(i, size), c.lang.EndingsQualifier)
		return struct{}{}, ok
	}, func(i, size int, _ struct{}) {
		c.addPay(payAsk{qRun{i, size}, pay.High})
	})
}

// addPay records a run that says a pay.
func (c *qClasses) addPay(p payAsk) {
	c.pays = append(c.pays, p)
	for j := p.run.start; j < p.run.start+p.run.size; j++ {
		c.inPay[j] = true
	}
}

// payAmount reads a word of q as an amount: digits, with a thousands
// separator (1.500, 1,500), a decimal one before a word of thousands (1,5
// min), a thousand (2k) or a currency written onto it (1000azn, 700₼,
// 1500man); marked when a currency or a thousand is.
func payAmount(pay language.Pay, w string) (amount float64, marked bool, ok bool) {
	w = language.Fold(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '₼' }))
	times := 1.0
	if rest, cut := cutAnySuffix(w, pay.Currencies); cut {
		w, marked = rest, true
	} else if rest, cut := cutAnySuffix(w, pay.Thousands); cut {
		w, marked, times = rest, true, 1000
	}
	if w == "" || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsDigit(r) && r != '.' && r != ',' }) >= 0 {
		return 0, false, false
	}
	if i := strings.IndexAny(w, ".,"); i >= 0 && len(w)-i == 4 && strings.Count(w, ".")+strings.Count(w, ",") == 1 {
		w = w[:i] + w[i+1:] // 1.500, 1,500
	}
	amount, err := strconv.ParseFloat(strings.ReplaceAll(w, ",", "."), 64)
	return amount * times, marked, err == nil
}

// cutAnySuffix cuts the first of suffixes that ends w and leaves something
// before it.
func cutAnySuffix(w string, suffixes []string) (string, bool) {
	for _, suffix := range suffixes {
		if rest, cut := strings.CutSuffix(w, suffix); cut && rest != "" {
			return rest, true
		}
	}
	return w, false
}

// isThousands reports whether a word after a number multiplies it by a
// thousand (Azerbaijani min: 1,5 min manat).
func isThousands(pay language.Pay, w string) bool {
	return slices.Contains(pay.Thousands, language.Fold(trimmed(w)))
}

// payHeld matches the rows whose pay reaches amount: "to" at least amount,
// or "from" at least amount when no "to" is published.
func payHeld(p language.Pay, amount float64) readapi.Clause {
	to, from := p.Field+".to", p.Field+".from"
	return anyOf([]readapi.Clause{
		{"range": readapi.Clause{to: readapi.Clause{"gte": amount}}},
		{"bool": readapi.Clause{
			"must":     readapi.Clause{"range": readapi.Clause{from: readapi.Clause{"gte": amount}}},
			"must_not": readapi.Clause{"exists": readapi.Clause{"field": to}},
		}},
	})
}

// payQualifiers are what holds each pay of q (payHeld) with its factor.
func payQualifiers(qc qClasses) []qualifier {
	var out []qualifier
	for _, p := range qc.softPays() {
		out = append(out, qualifier{held: payHeld(qc.lang.Pay, p.amount), factor: qualifierFactor})
	}
	return out
}

// payConflicts match, for each pay of q, the rows that publish a pay not
// reaching it.
func payConflicts(qc qClasses) []readapi.Clause {
	var out []readapi.Clause
	for _, p := range qc.softPays() {
		f := qc.lang.Pay.Field
		out = append(out, readapi.Clause{"bool": readapi.Clause{
			"should": []readapi.Clause{
				{"exists": readapi.Clause{"field": f + ".from"}},
				{"exists": readapi.Clause{"field": f + ".to"}},
			},
			"minimum_should_match": 1,
			"must_not":             payHeld(qc.lang.Pay, p.amount),
		}})
	}
	return out
}

// softPays are the pays of q whose words are soft: none when every word of
// q must match (another order than relevance, or no other word says the
// job).
func (c qClasses) softPays() []payAsk {
	var out []payAsk
	for _, p := range c.pays {
		for j := p.run.start; j < p.run.start+p.run.size; j++ {
			if c.soft[j] {
				out = append(out, p)
				break
			}
		}
	}
	return out
}
