package qtext

import (
	"encoding/json"
	"strings"
	"testing"

	"readapi"
)

func TestContradictions(t *testing.T) {
	first := func(w string) string {
		if c := jobWords.contradictions(w); len(c) > 0 {
			return c[0]
		}
		return ""
	}
	for w, want := range map[string]string{
		"junior": "senior", "младшего": "senior", "mladshiy": "senior",
		// An intern's word says the junior value (the judges take a
		// junior's posting for an intern's query).
		"Стажёр": "senior", "stajyor": "senior",
		"Senior": "junior", "baş": "junior", "главный": "junior", "glavniy": "junior", "старшего": "junior",
		"part-time": "full time", "yarımştat": "full time", "подработка": "full time", "частичная": "full time",
		"full-time": "part time",
		// Experience: none against years of it, said in the body too.
		"təcrübəsiz": "təcrübəli", "tecrubesiz": "təcrübəli", "təcrübəli": "təcrübəsiz", "опытного": "təcrübəsiz", "experienced": "təcrübəsiz",
		// Kinds: the first value's first phrase, or the second's for the first value.
		"truck": "taksi", "avtobusa": "taksi", "грузовика": "taksi", "gruzovika": "taksi", "taksi": "yük maşını",
		"fizika": "riyaziyyat", "математики": "fizika", "riyaziyyatdan": "fizika", "matematiki": "fizika", "английского": "riyaziyyat",
		"civil": "elektrik mühəndisi", "inşaat": "elektrik mühəndisi", "italyan": "yapon",
		"remote": "ofisdə iş", "удалённо": "ofisdə iş", "on-site": "remote",
		// Words without a value, and other words.
		"gecə": "", "mühasib": "", "bankda": "", "старый": "", "dili": "", "языка": "", "elektrik": "", "mexanik": "",
	} {
		if got := first(w); got != want {
			t.Errorf("jobWords.contradictions(%q)[0] = %q, want %q", w, got, want)
		}
	}
}

func TestStatedAndDeniedInTitleAndBody(t *testing.T) {
	// A posting states its experience, or denies what q asks, in its title
	// or its body; a company's name states nothing of the posting.
	for _, q := range []string{"mühasib təcrübəsiz", "kassir gecə növbəsi"} {
		raw, err := json.Marshal(Parse(readapi.Jobs, q, false).Clause(true, nil))
		if err != nil {
			t.Fatal(err)
		}
		s := string(raw)
		for _, want := range []string{`"intervals":{"title"`, `"intervals":{"description"`} {
			if !strings.Contains(s, want) {
				t.Errorf("q=%s: no %s in %s", q, want, s)
			}
		}
		for _, unwanted := range []string{`"intervals":{"company.name`, `"match_phrase":{"company.name":{"query":"опыт от"`, `"match_phrase":{"company.name.ru":{"query":"без опыта"`} {
			if strings.Contains(s, unwanted) {
				t.Errorf("q=%s: %s in %s", q, unwanted, s)
			}
		}
	}
}
