package qtext

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"readapi"
)

// scoreLayers counts the function_score layers c nests, from the top.
func scoreLayers(c readapi.Clause) (layers int, weights []float64) {
	for {
		body, ok := c["function_score"].(readapi.Clause)
		if !ok {
			return layers, weights
		}
		layers++
		for _, fn := range clauses(body["functions"]) {
			weights = append(weights, fn["weight"].(float64))
		}
		c, _ = body["query"].(readapi.Clause)
	}
}

func TestMultipliedJoinsTheLayerOfMultiplyingFactors(t *testing.T) {
	match := readapi.Clause{"match": readapi.Clause{"title": "mühasib"}}
	fn := func(w float64) readapi.Clause {
		return readapi.Clause{"filter": readapi.Clause{"term": readapi.Clause{"active": false}}, "weight": w}
	}
	inner := multiplied(match, []readapi.Clause{fn(1.3)})
	innerBody := inner["function_score"].(readapi.Clause)
	both := multiplied(inner, []readapi.Clause{fn(0.5), fn(0.7)})
	if layers, weights := scoreLayers(both); layers != 1 || !reflect.DeepEqual(weights, []float64{1.3, 0.5, 0.7}) {
		t.Errorf("one layer of 1.3, 0.5, 0.7 expected, got %d layers of %v", layers, weights)
	}
	if got := both["function_score"].(readapi.Clause)["query"]; !reflect.DeepEqual(got, match) {
		t.Errorf("the layer's query changed: %v", got)
	}
	if len(clauses(innerBody["functions"])) != 1 {
		t.Errorf("the inner layer was changed in place: %v", innerBody)
	}
	if got := multiplied(match, nil); !reflect.DeepEqual(got, match) {
		t.Errorf("no functions should leave the clause as it is, got %v", got)
	}
	// a layer that combines otherwise is wrapped, not joined
	summing := readapi.Clause{"function_score": readapi.Clause{"query": match, "functions": []readapi.Clause{fn(2)}, "boost_mode": "multiply", "score_mode": "sum"}}
	if layers, _ := scoreLayers(multiplied(summing, []readapi.Clause{fn(0.7)})); layers != 2 {
		t.Errorf("a summing layer should be wrapped, got %d layers", layers)
	}
}

func TestRelevanceOfJobsScoresInOneLayer(t *testing.T) {
	jobs := dataset(t, "jobs")
	// a qualifier (baş), an occupation with assistants to demote, and the
	// retired rows: three kinds of factors, one layer
	c := Parse(jobs, "baş mühasib", false).Clause(true, nil)
	layers, weights := scoreLayers(c)
	if layers != 1 {
		t.Fatalf("one function_score layer expected, got %d", layers)
	}
	has := map[float64]bool{}
	for _, w := range weights {
		has[w] = true
	}
	for _, w := range []float64{qualifierFactor, assistantFactor, retiredFactor} {
		if !has[w] {
			t.Errorf("factor %v missing from the layer's %v", w, weights)
		}
	}
}

func TestConflictAndTheQualifierItVoidsShareALayer(t *testing.T) {
	jobs := dataset(t, "jobs")
	// təcrübəsiz, and the run без опыта, are held less the rows asking for
	// experience, which themselves score conflictFactor: one layer tries
	// them first, once
	for _, q := range []string{"mühasib təcrübəsiz", "повар без опыта"} {
		c := Parse(jobs, q, false).Clause(true, nil)
		outer := c["function_score"].(readapi.Clause)
		inner, ok := outer["query"].(readapi.Clause)["function_score"].(readapi.Clause)
		if !ok || inner["score_mode"] != "first" {
			t.Fatalf("q=%s: a first-match layer expected under the multiplying one, got %v", q, outer["query"])
		}
		fns := clauses(inner["functions"])
		if len(fns) != 2 || fns[0]["weight"] != conflictFactor || fns[1]["weight"] != qualifierFactor {
			t.Fatalf("q=%s: the conflict then the qualifier expected, got %v", q, fns)
		}
		conflict, _ := json.Marshal(fns[0]["filter"])
		whole, _ := json.Marshal(c)
		if n := strings.Count(string(whole), string(conflict)); n != 1 {
			t.Errorf("q=%s: the conflict is in the clause %d times, want once", q, n)
		}
		for _, fn := range clauses(outer["functions"]) {
			if fn["weight"] == qualifierFactor {
				t.Errorf("q=%s: the qualifier is weighed in the multiplying layer too: %v", q, fn)
			}
		}
	}
}
