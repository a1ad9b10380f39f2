package enrich_test

import (
	"strconv"
	"testing"

	"readapi/internal/enrich"
)

// jobTestRates are a few bulletins: USD on 1 and 3 November (none on the 2nd),
// EUR from 3 November; RUB per unit (its value per 100 divided); GEL at
// a rate whose product with 100 is a half in decimals, not in binary.
var jobTestRates = enrich.NewRateTable([]enrich.RateRow{
	{Code: "USD", Date: "2026-11-03", RatePerUnit: 1.7},
	{Code: "USD", Date: "2026-11-01", RatePerUnit: 1.6},
	{Code: "eur", Date: "2026-11-03", RatePerUnit: 2},
	{Code: "RUB", Date: "2026-11-01", RatePerUnit: 0.0175},
	{Code: "GEL", Date: "2026-11-01", RatePerUnit: 1.005},
})

func jobManatsText(from, to *int64) string {
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
		{"AZN as published", jobPtr(800.0), jobPtr(1200.0), jobPtr("AZN"), nil, nil, nil, nil, "800-1200"},
		{"either end null on its own", nil, jobPtr(1200.0), jobPtr("AZN"), nil, nil, nil, nil, "null-1200"},
		{"no pay", nil, nil, jobPtr("AZN"), nil, nil, nil, nil, "null"},
		{"no currency", jobPtr(800.0), nil, nil, nil, nil, nil, jobTestRates, "null"},
		{"the rate of the day itself", jobPtr(1000.0), nil, jobPtr("USD"), nil, posted("2026-11-03T10:00:00Z"), nil, jobTestRates, "1700-null"},
		{"the latest rate before the day", jobPtr(1000.0), nil, jobPtr("USD"), nil, posted("2026-11-02T10:00:00Z"), nil, jobTestRates, "1600-null"},
		{"the Asia/Baku date of posted_at", jobPtr(1000.0), nil, jobPtr("USD"), nil, posted("2026-11-02T20:30:00Z"), nil, jobTestRates, "1700-null"},
		{"first_seen_at when posted_at is null", jobPtr(1000.0), nil, jobPtr("USD"), nil, nil, posted("2026-11-03T00:00:00+04:00"), jobTestRates, "1700-null"},
		{"no rate on or before the day", jobPtr(1000.0), nil, jobPtr("EUR"), nil, posted("2026-11-02T10:00:00Z"), nil, jobTestRates, "null"},
		{"a code in lower case", jobPtr(1000.0), nil, jobPtr("eur"), nil, posted("2026-11-04T10:00:00Z"), nil, jobTestRates, "2000-null"},
		{"a currency no jobTestRates row has", jobPtr(1000.0), nil, jobPtr("GBP"), nil, posted("2026-11-04T10:00:00Z"), nil, jobTestRates, "null"},
		{"no jobTestRates loaded", jobPtr(1000.0), nil, jobPtr("USD"), nil, posted("2026-11-04T10:00:00Z"), nil, nil, "null"},
		{"a rate per unit", jobPtr(100000.0), nil, jobPtr("RUB"), nil, posted("2026-11-04T10:00:00Z"), nil, jobTestRates, "1750-null"},
		{"YEAR ÷ 12", jobPtr(30006.0), nil, jobPtr("AZN"), jobPtr("YEAR"), nil, nil, nil, "2501-null"},
		{"WEEK × 52 ÷ 12", jobPtr(300.0), nil, jobPtr("AZN"), jobPtr("WEEK"), nil, nil, nil, "1300-null"},
		{"DAY × 22", jobPtr(25.0), jobPtr(35.0), jobPtr("AZN"), jobPtr("DAY"), nil, nil, nil, "550-770"},
		{"HOUR × 176", jobPtr(5.5), nil, jobPtr("AZN"), jobPtr("HOUR"), nil, nil, nil, "968-null"},
		{"MONTH", jobPtr(700.0), nil, jobPtr("AZN"), jobPtr("MONTH"), nil, nil, nil, "700-null"},
		{"an unknown period", jobPtr(700.0), nil, jobPtr("AZN"), jobPtr("FORTNIGHT"), nil, nil, nil, "null"},
		// Rounded half up once, at the end: 10.25 USD × 1.7 = 17.425 an
		// hour, × 176 = 3066.8 (rounding the hourly pay first gives 2992).
		{"rounded once, at the end", jobPtr(10.25), nil, jobPtr("USD"), jobPtr("HOUR"), posted("2026-11-03T10:00:00Z"), nil, jobTestRates, "3067-null"},
		// A half rounds up, as the decimals published say: 100 × 1.005 is
		// 100.5 (in binary floating point 100.49999999999999).
		{"a half rounds up", jobPtr(1000.5), nil, jobPtr("AZN"), nil, nil, nil, nil, "1001-null"},
		{"a half in decimals rounds up", jobPtr(100.0), nil, jobPtr("GEL"), nil, posted("2026-11-01T10:00:00Z"), nil, jobTestRates, "101-null"},
	} {
		row := enrich.JobRow{Title: "Mühasib", SalaryFrom: c.from, SalaryTo: c.to, SalaryCurrency: c.currency,
			SalaryPeriod: c.period, PostedAt: c.postedAt, FirstSeenAt: c.firstSeen}
		s := enrich.Job(row, jobEnv(c.rates)).SalaryAZN
		got := "null"
		if s != nil {
			got = jobManatsText(s.From, s.To)
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
