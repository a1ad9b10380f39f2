package mappings

import (
	"strings"
	"testing"
)

func TestEmployerTrades(t *testing.T) {
	lines, err := EmployerTrades()
	if err != nil {
		t.Fatal(err)
	}
	trades := map[string]string{}
	for _, l := range lines {
		for _, name := range l.Names {
			trades[name] = strings.Join(l.Trades, ", ")
		}
	}
	for name, want := range map[string]string{"Bravo": "supermarket", "Hilton": "hotel", "KFC": "restoran", "Koton": "mağaza, geyim"} {
		if trades[name] != want {
			t.Errorf("the trades of %q are %q, want %q", name, trades[name], want)
		}
	}
	rules, err := employerTradeRules()
	if err != nil {
		t.Fatal(err)
	}
	if len(rules) != len(trades) || rules[0] != "Bravo => Bravo, supermarket" {
		t.Errorf("%d rules starting %q, want one a name starting \"Bravo => Bravo, supermarket\"", len(rules), rules[0])
	}
}

func TestEmployerTradesAreChecked(t *testing.T) {
	defer func(saved []byte) { employerTrades = saved }(employerTrades)
	for _, c := range []struct{ data, problem string }{
		{"[trades]\nBravo\n", "NAMES => TRADES"},
		{"[trades]\nBravo => \n", "NAMES => TRADES"},
		{"[trades]\nBravo => grocer\n", `"grocer" is no title`},
		{"[trades]\nBravo => hotel\nbravo => otel\n", "already on line 2"},
		{"[shops]\nBravo => hotel\n", "shops"},
	} {
		employerTrades = []byte(c.data)
		if _, err := EmployerTrades(); err == nil || !strings.Contains(err.Error(), c.problem) {
			t.Errorf("%q: error %v, want one saying %q", c.data, err, c.problem)
		}
	}
}
