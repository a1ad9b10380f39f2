package enrich

import (
	"math/big"
	"slices"
	"strconv"
	"strings"
	"time"
)

// jobBaku is the time zone of a posting's day: Asia/Baku is UTC+4 all
// year (no daylight saving since 2016), so a fixed offset, with no
// dependence on the machine's time zone data.
var jobBaku = time.FixedZone("Asia/Baku", 4*60*60)

// jobMonthly are the factors that make pay of a period pay of a month,
// as exact fractions: a year is 12 months, a month 52/12 weeks, 22
// working days, 176 working hours.
var jobMonthly = map[string]*big.Rat{
	"MONTH": big.NewRat(1, 1),
	"YEAR":  big.NewRat(1, 12),
	"WEEK":  big.NewRat(52, 12),
	"DAY":   big.NewRat(22, 1),
	"HOUR":  big.NewRat(176, 1),
}

// jobSalary is the published pay in whole manats a month: AZN as
// published; another currency times the rate_per_unit of its code on the
// posting's day (the Asia/Baku date of posted_at, else of first_seen_at)
// or the latest day before it; a period (null is a month) converted by
// jobMonthly; rounded half up once, at the end. Null when no pay is
// published, or its currency, period or rate is unknown.
func jobSalary(row JobRow, rates Rates) *SalaryAZN {
	if row.SalaryFrom == nil && row.SalaryTo == nil {
		return nil
	}
	factor := big.NewRat(1, 1)
	if row.SalaryPeriod != nil {
		f, ok := jobMonthly[strings.ToUpper(strings.TrimSpace(*row.SalaryPeriod))]
		if !ok {
			return nil
		}
		factor = f
	}
	if row.SalaryCurrency == nil {
		return nil
	}
	code := strings.ToUpper(strings.TrimSpace(*row.SalaryCurrency))
	if code != "AZN" {
		rate, ok := jobRate(row, code, rates)
		if !ok {
			return nil
		}
		factor = new(big.Rat).Mul(factor, rate)
	}
	s := &SalaryAZN{From: jobManats(row.SalaryFrom, factor), To: jobManats(row.SalaryTo, factor)}
	if s.From == nil && s.To == nil {
		return nil
	}
	return s
}

// jobRate is the rate of code on the posting's day, exact.
func jobRate(row JobRow, code string, rates Rates) (*big.Rat, bool) {
	if rates == nil {
		return nil, false
	}
	day, ok := jobDay(row.PostedAt)
	if !ok {
		if day, ok = jobDay(row.FirstSeenAt); !ok {
			return nil, false
		}
	}
	perUnit, ok := rates.PerUnit(code, day)
	if !ok || perUnit <= 0 {
		return nil, false
	}
	return jobExact(perUnit)
}

// jobDay is the Asia/Baku date of an RFC 3339 instant.
func jobDay(at *string) (string, bool) {
	if at == nil {
		return "", false
	}
	t, err := time.Parse(time.RFC3339Nano, *at)
	if err != nil {
		return "", false
	}
	return t.In(jobBaku).Format(time.DateOnly), true
}

// jobManats is an amount times factor, rounded half up to whole manats;
// nil for no amount or one below zero.
func jobManats(amount *float64, factor *big.Rat) *int64 {
	if amount == nil || *amount < 0 {
		return nil
	}
	a, ok := jobExact(*amount)
	if !ok {
		return nil
	}
	v := new(big.Rat).Mul(a, factor)
	v.Add(v, big.NewRat(1, 2))
	n := new(big.Int).Quo(v.Num(), v.Denom()) // floor: v is not negative
	if !n.IsInt64() {
		return nil
	}
	m := n.Int64()
	return &m
}

// jobExact is a number as the decimal it is written as (1.7 is 17/10,
// not the binary float nearest it), so that a half stays a half.
func jobExact(f float64) (*big.Rat, bool) {
	return new(big.Rat).SetString(strconv.FormatFloat(f, 'g', -1, 64))
}

// RateRow is what the rate table reads of a rates row (the rates dataset:
// one row per date per code).
type RateRow struct {
	Code        string  `json:"code"`
	Date        string  `json:"date"`
	RatePerUnit float64 `json:"rate_per_unit"`
}

// rateTable holds each code's rates by date, oldest first.
type rateTable map[string][]RateRow

// NewRateTable builds the lookup of rates rows. Of two rows of one code
// and date, the later given wins; rows without a positive rate are left out.
func NewRateTable(rows []RateRow) Rates {
	t := rateTable{}
	for _, r := range rows {
		if r.RatePerUnit <= 0 || r.Date == "" {
			continue
		}
		code := strings.ToUpper(strings.TrimSpace(r.Code))
		t[code] = append(t[code], r)
	}
	for _, list := range t {
		slices.SortStableFunc(list, func(a, b RateRow) int { return strings.Compare(a.Date, b.Date) })
	}
	return t
}

// PerUnit is the rate of code on day (YYYY-MM-DD), or of the latest day
// before it (of one day's rows, the last given).
func (t rateTable) PerUnit(code, day string) (float64, bool) {
	list := t[strings.ToUpper(code)]
	i, _ := slices.BinarySearchFunc(list, day, func(r RateRow, day string) int {
		if r.Date <= day {
			return -1
		}
		return 1
	})
	if i == 0 {
		return 0, false
	}
	return list[i-1].RatePerUnit, true
}
