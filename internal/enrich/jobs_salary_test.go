package enrich_test

import (
	"strconv"
	"testing"

	"readapi/internal/enrich"
)

// rates are a few bulletins: USD on 1 and 3 November (none on the 2nd),
// EUR from 3 November; RUB per unit (its value per 100 divided); GEL at
// a rate whose product with 100 is a half in decimals, not in binary.
var rates = enrich.NewRateTable([]enrich.RateRow{
	{Code: "USD", Date: "2026-11-03", RatePerUnit: 1.7},
	{Code: "USD", Date: "2026-11-01", RatePerUnit: 1.6},
	{Code: "eur", Date: "2026-11-03", RatePerUnit: 2},
	{Code: "RUB", Date: "2026-11-01", RatePerUnit: 0.0175},
	{Code: "GEL", Date: "2026-11-01", RatePerUnit: 1.005},
})

func manats(from, to *int64) string {
	show := func(v *int64) string {
		if v == nil {
			return "null"
		}
		return strconv.FormatInt(*v, 10)
	}
	return show(from) + "-" + show(to)
}

func TestJobSalary(t *testing.T) {
	posted := func(at string) *string { return &at }
	for _, c := range []struct {
		name                string
		from, to            *float64
		currency, period    *string
		postedAt, firstSeen *string
		rates               enrich.Rates
		want                string // "from-to", or "null" for no salary_azn
	}{
		{"AZN as published", ptr(800.0), ptr(1200.0), ptr("AZN"), nil, nil, nil, nil, "800-1200"},
		{"either end null on its own", nil, ptr(1200.0), ptr("AZN"), nil, nil, nil, nil, "null-1200"},
		{"no pay", nil, nil, ptr("AZN"), nil, nil, nil, nil, "null"},
		{"no currency", ptr(800.0), nil, nil, nil, nil, nil, rates, "null"},
		{"the rate of the day itself", ptr(1000.0), nil, ptr("USD"), nil, posted("2026-11-03T10:00:00Z"), nil, rates, "1700-null"},
		{"the latest rate before the day", ptr(1000.0), nil, ptr("USD"), nil, posted("2026-11-02T10:00:00Z"), nil, rates, "1600-null"},
		{"the Asia/Baku date of posted_at", ptr(1000.0), nil, ptr("USD"), nil, posted("2026-11-02T20:30:00Z"), nil, rates, "1700-null"},
		{"first_seen_at when posted_at is null", ptr(1000.0), nil, ptr("USD"), nil, nil, posted("2026-11-03T00:00:00+04:00"), rates, "1700-null"},
		{"no rate on or before the day", ptr(1000.0), nil, ptr("EUR"), nil, posted("2026-11-02T10:00:00Z"), nil, rates, "null"},
		{"a code in lower case", ptr(1000.0), nil, ptr("eur"), nil, posted("2026-11-04T10:00:00Z"), nil, rates, "2000-null"},
		{"a currency no rates row has", ptr(1000.0), nil, ptr("GBP"), nil, posted("2026-11-04T10:00:00Z"), nil, rates, "null"},
		{"no rates loaded", ptr(1000.0), nil, ptr("USD"), nil, posted("2026-11-04T10:00:00Z"), nil, nil, "null"},
		{"a rate per unit", ptr(100000.0), nil, ptr("RUB"), nil, posted("2026-11-04T10:00:00Z"), nil, rates, "1750-null"},
		{"YEAR ÷ 12", ptr(30006.0), nil, ptr("AZN"), ptr("YEAR"), nil, nil, nil, "2501-null"},
		{"WEEK × 52 ÷ 12", ptr(300.0), nil, ptr("AZN"), ptr("WEEK"), nil, nil, nil, "1300-null"},
		{"DAY × 22", ptr(25.0), ptr(35.0), ptr("AZN"), ptr("DAY"), nil, nil, nil, "550-770"},
		{"HOUR × 176", ptr(5.5), nil, ptr("AZN"), ptr("HOUR"), nil, nil, nil, "968-null"},
		{"MONTH", ptr(700.0), nil, ptr("AZN"), ptr("MONTH"), nil, nil, nil, "700-null"},
		{"an unknown period", ptr(700.0), nil, ptr("AZN"), ptr("FORTNIGHT"), nil, nil, nil, "null"},
		// Rounded half up once, at the end: 10.25 USD × 1.7 = 17.425 an
		// hour, × 176 = 3066.8 (rounding the hourly pay first gives 2992).
		{"rounded once, at the end", ptr(10.25), nil, ptr("USD"), ptr("HOUR"), posted("2026-11-03T10:00:00Z"), nil, rates, "3067-null"},
		// A half rounds up, as the decimals published say: 100 × 1.005 is
		// 100.5 (in binary floating point 100.49999999999999).
		{"a half rounds up", ptr(1000.5), nil, ptr("AZN"), nil, nil, nil, nil, "1001-null"},
		{"a half in decimals rounds up", ptr(100.0), nil, ptr("GEL"), nil, posted("2026-11-01T10:00:00Z"), nil, rates, "101-null"},
	} {
		row := enrich.JobRow{Title: "Mühasib", SalaryFrom: c.from, SalaryTo: c.to, SalaryCurrency: c.currency,
			SalaryPeriod: c.period, PostedAt: c.postedAt, FirstSeenAt: c.firstSeen}
		s := enrich.Job(row, env(c.rates)).SalaryAZN
		got := "null"
		if s != nil {
			got = manats(s.From, s.To)
		}
		if got != c.want {
			t.Errorf("%s: salary_azn %s, want %s", c.name, got, c.want)
		}
	}
}

func TestRateTable(t *testing.T) {
	table := enrich.NewRateTable([]enrich.RateRow{
		{Code: "USD", Date: "2026-11-05", RatePerUnit: 1.70},
		{Code: "USD", Date: "2026-11-03", RatePerUnit: 1.69},
		{Code: "USD", Date: "2026-11-03", RatePerUnit: 1.68}, // the later given of one day wins
		{Code: "USD", Date: "2026-11-04", RatePerUnit: 0},    // no rate
	})
	for _, c := range []struct {
		code, day string
		rate      float64
		ok        bool
	}{
		{"USD", "2026-11-02", 0, false},
		{"USD", "2026-11-03", 1.68, true},
		{"usd", "2026-11-04", 1.68, true},
		{"USD", "2026-11-05", 1.70, true},
		{"USD", "2027-01-01", 1.70, true},
		{"EUR", "2026-11-05", 0, false},
	} {
		rate, ok := table.PerUnit(c.code, c.day)
		if rate != c.rate || ok != c.ok {
			t.Errorf("PerUnit(%s, %s) = %v, %v; want %v, %v", c.code, c.day, rate, ok, c.rate, c.ok)
		}
	}
}
