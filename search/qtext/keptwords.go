package qtext

import "strings"

// A synonym of several words (textquery.go) is matched on q as typed, stop
// words and all, so that one holding a function word ("менеджер по
// продажам") matches whole. A job-search word between the job and a word
// that qualifies it ("ohrana rabota noch", "ofisiant iş axşam") holds in
// no title, and would keep the job and the qualifier from matching there
// together as they do without it ("ohrana noch": "Охранник (ночная
// смена)"); so the words the stop words leave are matched too, scored by
// their own count.

// keptWords returns the words of a plain q that are no stop word, as typed
// and in their likeliest Cyrillic reading ("" when a word has none), or
// none when no stop word stood among them or one names an employer.
func (c qClasses) keptWords() (typed []string, cyrillic string) {
	if !c.plain || c.kept == len(c.groups) {
		return nil, ""
	}
	var readings []string
	for i, w := range c.words {
		if c.stopped[i] && c.lang.isEmployerWord(w) {
			return nil, ""
		}
		if c.stopped[i] || c.place[i] {
			continue
		}
		typed = append(typed, w)
		if r := c.first(i).readings.cyrillic; len(r) > 0 {
			readings = append(readings, r[0])
		}
	}
	if len(readings) == len(typed) {
		cyrillic = strings.Join(readings, " ")
	}
	return typed, cyrillic
}
