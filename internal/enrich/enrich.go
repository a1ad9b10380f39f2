// Package enrich derives what a row is, in the vocabularies, when it is written: pure functions of
// the row, the vocabularies and (for pay) a rates lookup. No I/O.
package enrich

import "readapi/internal/vocab"

// Env is what the enricher consults.
type Env struct {
	Vocab *vocab.Set
	Fold  func(string) string // the search's folding (lower case, the [fold] of mappings/language/shared.txt)
	Rates Rates               // nil: no rates loaded
}

// Rates answers the rate_per_unit of a currency code on a day (YYYY-MM-DD, Asia/Baku) or the latest before it.
type Rates interface {
	PerUnit(code, day string) (float64, bool)
}
