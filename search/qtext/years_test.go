package qtext

import (
	"slices"
	"testing"
)

func TestYearsRuns(t *testing.T) {
	for q, want := range map[string][]bool{
		"опыт от 3 лет бухгалтер":        {false, false, true, true, false},
		"3 il təcrübəli mühasib":         {true, true, false, false},
		"təcrübə 2-3 ildən kassir":       {false, true, true, false},
		"5+ years experience accountant": {true, true, false, false},
		// a number before another word, a pay, or no job beside them
		"kassir 2/2":      {false, false},
		"mühasib 1500 il": {false, false, false},
		"3 il":            {false, false},
	} {
		if got := classify(nil, jobWords, q, false).years; !slices.Equal(got, want) {
			t.Errorf("%q: years %v, want %v", q, got, want)
		}
	}
	qc := classify(nil, jobWords, "опыт от 3 лет бухгалтер", false)
	if len(qc.asked) != 1 {
		t.Errorf("опыт от 3 лет бухгалтер asks %v, want the experienced", qc.asked)
	}
}
