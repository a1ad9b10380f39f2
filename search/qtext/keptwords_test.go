package qtext

import (
	"encoding/json"
	"strings"
	"testing"

	"readapi"
)

// TestStopWordsLeaveASynonymOfSeveralWords: the words a job-search word
// stands between are matched as a synonym of several words, in the script
// typed and read in Cyrillic; not across a word naming an employer, nor
// with a place word.
func TestStopWordsLeaveASynonymOfSeveralWords(t *testing.T) {
	for q, want := range map[string]struct{ has, lacks []string }{
		"ohrana rabota noch":         {has: []string{`"query":"ohrana noch"`, `"query":"охрана ноч"`}},
		"ofisiant iş axşam Bakıda":   {has: []string{`"query":"ofisiant axşam"`}, lacks: []string{`"query":"ofisiant axşam Bakıda"`}},
		"tikinti şirkətinə mühəndis": {lacks: []string{`"query":"tikinti mühəndis"`}},
	} {
		raw, err := json.Marshal(Parse(readapi.Jobs, q, false).Clause(true, nil))
		if err != nil {
			t.Fatal(err)
		}
		s := string(raw)
		for _, w := range want.has {
			if !strings.Contains(s, w) {
				t.Errorf("%s: no %s", q, w)
			}
		}
		for _, w := range want.lacks {
			if strings.Contains(s, w) {
				t.Errorf("%s: %s", q, w)
			}
		}
	}
}
