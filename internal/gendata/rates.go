package gendata

import (
	"io"
	"math"
	"time"
)

// Rate is one line of rates.ndjson: the spec's Rate resource, one row per
// date per code.
type Rate struct {
	ID             string  `json:"id"`
	Source         string  `json:"source"`
	Date           string  `json:"date"`
	EffectiveDate  string  `json:"effective_date"`
	CarriedForward bool    `json:"carried_forward"`
	Kind           string  `json:"kind"`
	Base           string  `json:"base"`
	Code           string  `json:"code"`
	Name           *string `json:"name"`
	Unit           string  `json:"unit"`
	Nominal        int     `json:"nominal"`
	Value          float64 `json:"value"`
	RatePerUnit    float64 `json:"rate_per_unit"`
	SourceURL      *string `json:"source_url"`
	BulletinURL    *string `json:"bulletin_url"`
	IngestedAt     string  `json:"ingested_at"`
}

// ratesSource is the central bank's feed.
const ratesSource = "cbar"

// rateCode is one line of the bulletin: its code, the bank's label with the
// multiplier it prints, the nominal, a starting value (AZN per nominal) and
// its daily volatility (0 for a pegged rate).
type rateCode struct {
	code       string
	name       string
	nominal    int
	metal      bool
	start      float64
	volatility float64
}

// rateCodes are the 42 codes of every bulletin: 38 currencies (SDR among
// them) and 4 metals. KRW, KZT, HUF, UZS, PKR, RUB and JPY are quoted per 100.
var rateCodes = []rateCode{
	{"USD", "1 ABŞ dolları", 1, false, 1.7, 0},
	{"EUR", "1 Avro", 1, false, 1.9712, 0.004},
	{"AED", "1 BƏƏ dirhəmi", 1, false, 0.4629, 0},
	{"AUD", "1 Avstraliya dolları", 1, false, 1.1120, 0.006},
	{"BRL", "1 Braziliya realı", 1, false, 0.3105, 0.007},
	{"BYN", "1 Belarus rublu", 1, false, 0.5210, 0.004},
	{"CAD", "1 Kanada dolları", 1, false, 1.2180, 0.004},
	{"CHF", "1 İsveçrə frankı", 1, false, 2.1230, 0.004},
	{"CNY", "1 Çin yuanı", 1, false, 0.2385, 0.002},
	{"CZK", "1 Çexiya kronu", 1, false, 0.0812, 0.004},
	{"DKK", "1 Danimarka kronu", 1, false, 0.2641, 0.004},
	{"GBP", "1 Britaniya funt sterlinqi", 1, false, 2.2710, 0.005},
	{"GEL", "1 Gürcüstan larisi", 1, false, 0.6270, 0.003},
	{"HKD", "1 Honq Konq dolları", 1, false, 0.2187, 0.0005},
	{"HUF", "100 Macarıstan forinti", 100, false, 0.5120, 0.005},
	{"ILS", "1 İsrail şekeli", 1, false, 0.5080, 0.005},
	{"INR", "1 Hindistan rupisi", 1, false, 0.0192, 0.003},
	{"JPY", "100 Yaponiya yeni", 100, false, 1.1210, 0.005},
	{"KGS", "1 Qırğızıstan somu", 1, false, 0.0195, 0.002},
	{"KRW", "100 Cənubi Koreya vonu", 100, false, 0.1183, 0.005},
	{"KWD", "1 Küveyt dinarı", 1, false, 5.5510, 0.001},
	{"KZT", "100 Qazaxıstan tengesi", 100, false, 0.3290, 0.005},
	{"MDL", "1 Moldova leyi", 1, false, 0.0991, 0.003},
	{"MYR", "1 Malayziya ringgiti", 1, false, 0.4021, 0.003},
	{"NOK", "1 Norveç kronu", 1, false, 0.1672, 0.005},
	{"NZD", "1 Yeni Zelandiya dolları", 1, false, 0.9810, 0.006},
	{"PKR", "100 Pakistan rupisi", 100, false, 0.6050, 0.002},
	{"PLN", "1 Polşa zlotısı", 1, false, 0.4652, 0.005},
	{"RUB", "100 Rusiya rublu", 100, false, 2.1040, 0.008},
	{"SAR", "1 Səudiyyə Ərəbistanı rialı", 1, false, 0.4533, 0},
	{"SDR", "1 SDR (BVF-nin xüsusi borcalma hüquqları)", 1, false, 2.3290, 0.002},
	{"SEK", "1 İsveç kronu", 1, false, 0.1805, 0.005},
	{"SGD", "1 Sinqapur dolları", 1, false, 1.3110, 0.003},
	{"TJS", "1 Tacikistan somonisi", 1, false, 0.1810, 0.003},
	{"TMT", "1 Türkmənistan manatı", 1, false, 0.4857, 0},
	{"TRY", "1 Türkiyə lirəsi", 1, false, 0.0405, 0.004},
	{"UAH", "1 Ukrayna qrivnası", 1, false, 0.0410, 0.004},
	{"UZS", "100 Özbəkistan somu", 100, false, 0.0134, 0.003},
	{"XAU", "Qızıl (1 troy unsiyası)", 1, true, 6890.5, 0.012},
	{"XAG", "Gümüş (1 troy unsiyası)", 1, true, 85.42, 0.018},
	{"XPT", "Platin (1 troy unsiyası)", 1, true, 2701.3, 0.015},
	{"XPD", "Palladium (1 troy unsiyası)", 1, true, 2295.8, 0.02},
}

// WriteRates writes the dense daily series of the last days days up to the
// reference date (Asia/Baku): 42 rows a day. On weekends and holidays every
// code repeats the last business day's bulletin.
func (g *Generator) WriteRates(w io.Writer, days int) error {
	s := g.sink(w, "rates")
	if days <= 0 {
		return s.done()
	}
	r := stream(g.seed, "rates")
	y, m, d := g.now.In(baku).Date()
	last := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	first := last.AddDate(0, 0, -(days - 1))
	values := make([]float64, len(rateCodes))
	for i, c := range rateCodes {
		values[i] = c.start
	}
	published := make([]float64, len(rateCodes))
	var effective time.Time
	holidays := holidayCalendar{}
	// Start early enough that the first dates already have a bulletin in force.
	for day := first.AddDate(0, 0, -21); !day.After(last); day = day.AddDate(0, 0, 1) {
		if holidays.businessDay(day) {
			for i, c := range rateCodes {
				values[i] *= math.Exp(c.volatility * r.NormFloat64())
				published[i] = math.Round(values[i]*1e4) / 1e4
			}
			effective = day
		}
		if day.Before(first) {
			continue
		}
		date, eff := day.Format(time.DateOnly), effective.Format(time.DateOnly)
		sourceURL, bulletinURL := bulletinURL(day), bulletinURL(effective)
		ingested := instant(time.Date(day.Year(), day.Month(), day.Day(), 0, 5, 0, 0, baku))
		for i, c := range rateCodes {
			row := Rate{ID: ratesSource + ":" + date + ":" + c.code, Source: ratesSource, Date: date,
				EffectiveDate: eff, CarriedForward: date != eff, Kind: "currency", Base: "AZN", Code: c.code,
				Name: &rateCodes[i].name, Unit: "unit", Nominal: c.nominal, Value: published[i],
				RatePerUnit: published[i] / float64(c.nominal), SourceURL: &sourceURL, BulletinURL: &bulletinURL,
				IngestedAt: ingested}
			if c.metal {
				row.Kind, row.Unit = "metal", "troy_ounce"
			}
			if err := s.write(&row); err != nil {
				return err
			}
		}
	}
	return s.done()
}

// bulletinURL is the bank's document for a date.
func bulletinURL(day time.Time) string {
	return "https://www.cbar.az/currencies/" + day.Format("02.01.2006") + ".xml"
}

// Azerbaijan's public holidays: fixed dates (month, day) and the religious
// holidays of the years the series may cover.
var (
	fixedHolidays = [][2]int{{1, 1}, {1, 2}, {1, 20}, {3, 8}, {3, 20}, {3, 21}, {3, 22}, {3, 23}, {3, 24},
		{5, 9}, {5, 28}, {6, 15}, {6, 26}, {11, 8}, {11, 9}, {12, 31}}
	movableHolidays = map[int][]string{
		2024: {"2024-04-10", "2024-04-11", "2024-06-16", "2024-06-17"},
		2025: {"2025-03-30", "2025-03-31", "2025-06-06", "2025-06-07"},
		2026: {"2026-03-20", "2026-03-21", "2026-05-27", "2026-05-28"},
		2027: {"2027-03-10", "2027-03-11", "2027-05-16", "2027-05-17"},
	}
)

// holidayCalendar answers whether a date (a UTC midnight standing for a
// Baku calendar date) is a business day, building each year's non-working
// days once. A holiday on a weekend moves to the next working day.
type holidayCalendar map[int]map[string]bool

func (h holidayCalendar) businessDay(day time.Time) bool {
	if wd := day.Weekday(); wd == time.Saturday || wd == time.Sunday {
		return false
	}
	year := day.Year()
	if h[year] == nil {
		h[year] = nonWorkingDays(year)
	}
	return !h[year][day.Format(time.DateOnly)]
}

func nonWorkingDays(year int) map[string]bool {
	off := map[string]bool{}
	var holidays []time.Time
	for _, md := range fixedHolidays {
		holidays = append(holidays, time.Date(year, time.Month(md[0]), md[1], 0, 0, 0, 0, time.UTC))
	}
	for _, s := range movableHolidays[year] {
		t, _ := time.Parse(time.DateOnly, s)
		holidays = append(holidays, t)
	}
	for _, t := range holidays {
		off[t.Format(time.DateOnly)] = true
	}
	for _, t := range holidays {
		if wd := t.Weekday(); wd != time.Saturday && wd != time.Sunday {
			continue
		}
		next := t.AddDate(0, 0, 1)
		for next.Weekday() == time.Saturday || next.Weekday() == time.Sunday || off[next.Format(time.DateOnly)] {
			next = next.AddDate(0, 0, 1)
		}
		off[next.Format(time.DateOnly)] = true
	}
	return off
}
