package qtext

import (
	"slices"
	"testing"
)

// TestPayRuns holds the runs of q that say a pay and the amount each asks
// for: a number beside a pay word (before or after it, a stop word among
// them), a currency written onto the number, a thousand said in
// Azerbaijani, a phrase asking for high pay; and leaves alone a number no
// pay word stands beside, and a q that says nothing else.
func TestPayRuns(t *testing.T) {
	high := jobWords.Pay.High
	for _, c := range []struct {
		q    string
		pays []payAsk
	}{
		{"mühasib 1500 manat", []payAsk{{qRun{1, 2}, 1500}}},
		{"kassir zp 700", []payAsk{{qRun{1, 2}, 700}}},
		{"водитель от 1000 AZN", []payAsk{{qRun{1, 3}, 1000}}},
		{"kuryer 1000azn", []payAsk{{qRun{1, 1}, 1000}}},
		{"kuryer 1.200 AZN-dən", []payAsk{{qRun{1, 2}, 1200}}},
		{"satıcı 1,5 min manat", []payAsk{{qRun{1, 3}, 1500}}},
		{"developer 2k azn", []payAsk{{qRun{1, 2}, 2000}}},
		{"aşpaz yüksək maaş", []payAsk{{qRun{1, 2}, high}}},
		{"высокая зарплата повар", []payAsk{{qRun{0, 2}, high}}},
		{"kassir 700", nil},
		{"kassir 2/2", nil},
		{"1C bilən mühasib", nil},
		{`"1500 manat" mühasib`, nil},
	} {
		qc := classify(nil, jobWords, c.q, false)
		if !slices.Equal(qc.pays, c.pays) {
			t.Errorf("%q: pays %v, want %v", c.q, qc.pays, c.pays)
		}
		for _, p := range c.pays {
			for j := p.run.start; j < p.run.start+p.run.size; j++ {
				if !qc.soft[j] && !qc.stopped[j] {
					t.Errorf("%q: word %q of the pay is neither soft nor a stop word", c.q, qc.words[j])
				}
			}
		}
	}
	// a q of pay words alone keeps them all as words
	if qc := classify(nil, jobWords, "1500 manat", false); slices.Contains(qc.soft, true) {
		t.Errorf("1500 manat: soft %v, want every word kept", qc.soft)
	}
}
