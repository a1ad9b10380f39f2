package search

import "testing"

func TestQualifierSides(t *testing.T) {
	opposite := func(w string) string {
		s, ok := side(w)
		if !ok {
			return ""
		}
		return s.opposite[0]
	}
	for w, want := range map[string]string{
		"junior": "senior", "Стажёр": "senior", "младшего": "senior", "mladshiy": "senior", "stajyor": "senior",
		"Senior": "junior", "baş": "junior", "главный": "junior", "glavniy": "junior", "старшего": "junior",
		"part-time": "full time", "yarımştat": "full time", "подработка": "full time", "частичная": "full time",
		"full-time": "part time",
		// Qualifiers without an opposite, and other words.
		"remote": "", "gecə": "", "mühasib": "", "bankda": "", "старый": "",
	} {
		if got := opposite(w); got != want {
			t.Errorf("side(%q) opposite %q, want %q", w, got, want)
		}
	}
}
