package qtext

import (
	"slices"
	"strings"
	"testing"
)

func TestCyrillicCandidates(t *testing.T) {
	for w, want := range map[string]string{
		"buxgalter": "бухгалтер", "bukhgalter": "бухгалтер", "buhgalter": "бухгалтер",
		"voditel": "водитель", "menedjer": "менеджер", "menedzher": "менеджер", "prodajam": "продажам",
		"prodazham": "продажам", "prodavets": "продавец", "prodavec": "продавец", "ofitsiant": "официант",
		"svarshik": "сварщик", "uborshica": "уборщица", "glavniy": "главный", "kategoriya": "категория", "informaciyu": "информацию", "glavnyi": "главный",
		"yurist": "юрист", "ekonomist": "экономист", "nyanya": "няня", "sekretar'": "секретарь", "po": "по",
		"uborşitsa": "уборщица", "Gruzçik": "грузчик", "prodavşitsa": "продавщица",
		// q is г in Azerbaijani Latin (qaz, qrup), as an Azerbaijani types it
		"qruzçik": "грузчик", "qlavniy": "главный",
		// y after a vowel is й (the soft sign typed without, as the stemmer drops it)
		"dalnoboyşik": "далнобойщик", "stroyka": "стройка", "moyshik": "мойщик",
		// and so, first, is i (dizainer, moika)
		"dizainer": "дизайнер", "merchendaizer": "мерчендайзер", "moika": "мойка", "raznorabochii": "разнорабочий",
		// ы typed as ı on an Azerbaijani keyboard
		"glavnıy": "главный", "lichnıy": "личный", "lichnıe": "личные", "Glavnıx": "главных",
	} {
		if got := cyrillicCandidates(w); !slices.Contains(got, want) && !slices.Contains(got, want[:len(want)-len("ь")]) {
			t.Errorf("%s: candidates %v lack %s", w, got, want)
		} else if len(got) > maxCandidates {
			t.Errorf("%s: %d candidates", w, len(got))
		}
	}
	for _, w := range []string{"şirkət", "mühasib", "aşçı", "akademiyasında", "satıcı", "бухгалтер", "a", "C++", "1C"} {
		if got := cyrillicCandidates(w); got != nil {
			t.Errorf("%s is not Latin-typed Russian, got %v", w, got)
		}
	}
}

func TestAzReading(t *testing.T) {
	for w, want := range map[string]string{
		"ashpaz": "aşpaz", "Satish": "satiş", "muhafizechi": "muhafizeçi", "yaghli": "yağli",
		"mühasib": "", "aspaz": "", "бухгалтер": "", "c++": "",
	} {
		if got := azReading(w); got != want {
			t.Errorf("azReading(%q) = %q, want %q", w, got, want)
		}
	}
}

// TestLongWordsHaveNoReadings: a word longer than any title's or name's
// (a pasted paragraph without spaces) is read in neither script, whose
// readings would cost the square of its length; one at the bound still is.
func TestLongWordsHaveNoReadings(t *testing.T) {
	atBound := strings.Repeat("ab", maxReadLetters/2)
	if len(cyrillicCandidates(atBound)) == 0 || len(nameReadings(atBound)) == 0 {
		t.Errorf("a word of %d letters lost its readings", maxReadLetters)
	}
	long := strings.Repeat("a", 64<<10)
	if got := cyrillicCandidates(long); got != nil {
		t.Errorf("a 64 KB word read in Cyrillic: %d spellings", len(got))
	}
	if got := nameReadings(long); got != nil {
		t.Errorf("a 64 KB word read as a name: %d spellings", len(got))
	}
	if got := nameReadings(strings.Repeat("а", maxReadLetters+1)); got != nil {
		t.Errorf("a Cyrillic word over the bound read as a name: %v", got)
	}
}
