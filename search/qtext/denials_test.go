package qtext

import (
	"slices"
	"testing"
)

func TestDenials(t *testing.T) {
	for q, want := range map[string]struct{ denied, denier []bool }{
		"kassir gecə növbəsi olmayan":      {[]bool{false, true, true, false}, []bool{false, false, false, true}},
		"sürücü gecə yoxdur":               {[]bool{false, true, false}, []bool{false, false, true}},
		"taksi sürücüsü öz maşını olmayan": {[]bool{false, false, true, true, false}, []bool{false, false, false, false, true}},
		// a qualifier before the denied one is still asked for
		"kassir xanım gecə növbəsi olmayan": {[]bool{false, false, true, true, false}, []bool{false, false, false, false, true}},
		// a run stating a value with the word is no denial
		"satıcı təcrübəsi olmayan": {[]bool{false, false, false}, []bool{false, false, false}},
		// after a word that says the job, it is a word
		"kassir olmayan": {[]bool{false, false}, []bool{false, false}},
	} {
		qc := classify(nil, jobWords, q, false)
		if !slices.Equal(qc.denied, want.denied) || !slices.Equal(qc.denier, want.denier) {
			t.Errorf("%q: denied %v, denier %v, want %v, %v", q, qc.denied, qc.denier, want.denied, want.denier)
		}
	}
	// a denied value is not asked for: no conflict with the other values
	if qc := classify(nil, jobWords, "kassir part-time olmayan", false); len(qc.asked) != 0 {
		t.Errorf("kassir part-time olmayan asks %v, want nothing", qc.asked)
	}
}
