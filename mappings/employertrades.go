package mappings

import (
	_ "embed"
	"fmt"
	"strings"

	"readapi/internal/datafile"
)

// employerTrades is the curated list of employers whose names do not say
// their trade (see the file's header for its format and how to add to it).
//
//go:embed synonyms/employer-trades.txt
var employerTrades []byte

// employerTradesFilter is the synonym filter of analysis.json, in the
// company_stems analyzer, that the rules are copied into.
const employerTradesFilter = "employer_trades"

// EmployerTrade is a line of employer-trades.txt: the names of employers
// and the trades (titles of the [qualifiers] groups of job-titles.txt)
// every one of them holds.
type EmployerTrade struct {
	Names, Trades []string
	Line          int
}

// EmployerTrades reads mappings/synonyms/employer-trades.txt, checking
// that each line has names and trades and that every trade is a title of
// a [qualifiers] group of job-titles.txt.
func EmployerTrades() ([]EmployerTrade, error) {
	const name = "mappings/synonyms/employer-trades.txt"
	file, err := datafile.Parse(name, employerTrades, func(s string) bool { return s == "trades" })
	if err != nil {
		return nil, err
	}
	qualifiers, err := QualifierTitles()
	if err != nil {
		return nil, err
	}
	isQualifier := map[string]bool{}
	for _, q := range qualifiers {
		isQualifier[strings.ToLower(q)] = true
	}
	var out []EmployerTrade
	seen := map[string]int{}
	sec := file.Section("trades")
	if sec == nil {
		return nil, nil
	}
	for i, line := range sec.Entries {
		n := sec.Lines[i]
		names, trades, ok := strings.Cut(line, fieldArrow)
		t := EmployerTrade{Names: commaList(names), Trades: commaList(trades), Line: n}
		if !ok || len(t.Names) == 0 || len(t.Trades) == 0 || strings.ContainsAny(names+trades, "=>\\") {
			return nil, datafile.Errorf(name, n, "a line is NAMES %s TRADES, each a list separated by commas: %q", fieldArrow, line)
		}
		for _, trade := range t.Trades {
			if !isQualifier[strings.ToLower(trade)] {
				return nil, datafile.Errorf(name, n, "%q is no title of a [qualifiers] group of job-titles.txt", trade)
			}
		}
		for _, employer := range t.Names {
			key := strings.ToLower(employer)
			if at, ok := seen[key]; ok {
				return nil, datafile.Errorf(name, n, "%q is already on line %d", employer, at)
			}
			seen[key] = n
		}
		out = append(out, t)
	}
	return out, nil
}

// commaList splits s at its commas, each item's spaces collapsed, empty
// items dropped.
func commaList(s string) []string {
	var out []string
	for _, item := range strings.Split(s, ",") {
		if item = strings.Join(strings.Fields(item), " "); item != "" {
			out = append(out, item)
		}
	}
	return out
}

// employerTradeRules are the synonym rules of the list: each name keeps
// itself and adds its trades ("bravo => bravo, supermarket").
func employerTradeRules() ([]string, error) {
	lines, err := EmployerTrades()
	if err != nil {
		return nil, err
	}
	var rules []string
	for _, l := range lines {
		for _, employer := range l.Names {
			rules = append(rules, employer+" "+fieldArrow+" "+strings.Join(append([]string{employer}, l.Trades...), ", "))
		}
	}
	return rules, nil
}

// inlineEmployerTrades copies the rules into their filter of the analysis
// settings, as inlineSynonyms does the synonym groups.
func inlineEmployerTrades(settings map[string]any) error {
	rules, err := employerTradeRules()
	if err != nil {
		return err
	}
	analysis, _ := settings["analysis"].(map[string]any)
	filters, _ := analysis["filter"].(map[string]any)
	filter, ok := filters[employerTradesFilter].(map[string]any)
	if !ok {
		return fmt.Errorf("mappings: analysis.json lacks the %s filter", employerTradesFilter)
	}
	filter["synonyms"] = rules
	return nil
}
